// PersianNewYear: the day of Nowruz, 1 Farvardin, from the March equinox and the noon rule.

/// The first day of a Solar Hijri year by the official rule: Nowruz is the day, in Iran Standard Time (the
/// meridian 52.5° E, UTC+3:30), on which the March equinox falls if it falls before 12:00, and the next day if
/// it falls at noon or later (the calendar law of 11 Farvardin 1304, 31 March 1925, as the Geophysics Institute
/// of the University of Tehran applies it; the Institute's rule names the meridian of Iran's standard time).
/// Iran kept Tehran's mean time (UTC+3:25:44) until 1946, but no equinox of 1925-1946 falls in the four minutes
/// between the two noons, so the choice changes no date; nor does true (apparent) noon, which convertdate uses,
/// some 7 minutes later in March: no equinox of 1925-2100 falls between the two.
///
/// The equinox is found in two stages, and the second is taken only when the first leaves a doubt: Meeus's
/// low-accuracy solar longitude (Astronomical Algorithms, equations 25.2-25.8, "accurate to 0.01°", that is to
/// about 15 minutes of the sun's motion) decides every year whose equinox is more than `refiningMargin` from
/// noon; the few within it are decided by the accurate instant of `Season.marchEquinox`, within a minute of
/// PyEphem from 1900 to 2100. Both take ΔT from `DeltaT`. Over 1304-1479 SH the low-accuracy instant stays within
/// about 12 minutes of the accurate one, and 10 of the 177 years need the accurate one.
enum PersianNewYear {
  /// Iran Standard Time, UTC+3:30: the mean time of the meridian 52.5° E (52.5° / 15° = 3.5 hours).
  static let utcOffsetMinutes = 210

  /// How far from noon the low-accuracy equinox must fall to decide the day alone: twice Meeus's 0.01° (about
  /// 15 minutes at the sun's rate in March, 0.99° a day); the tests check the low-accuracy instant within
  /// 15 minutes of the accurate one over the supported years.
  static let refiningMargin = 30.0 / 1_440

  /// The Julian Day Number of 1 Farvardin of the Solar Hijri `year`, which begins in the Gregorian year
  /// `year + 621`.
  static func julianDay(ofYear year: Int) -> Int {
    let estimate = approximateEquinox(inGregorianYear: year + 621)
    // Days since local midnight, and whether the instant is before local noon.
    let localDays = estimate.julianDay + 0.5 + Double(utcOffsetMinutes) / 1_440
    let fromNoon = localDays - localDays.rounded(.down) - 0.5
    if fromNoon.magnitude > refiningMargin {
      return Int(localDays.rounded(.down)) + (fromNoon < 0 ? 0 : 1)
    }
    return julianDay(ofEquinox: Season.marchEquinox.instant(inYear: year + 621))
  }

  /// Nowruz by the noon rule for the equinox `equinox`: its day in Iran Standard Time, or the next one if it
  /// comes at 12:00 or later.
  static func julianDay(ofEquinox equinox: Moment) -> Int {
    let day = equinox.julianDayNumber(utcOffsetMinutes: utcOffsetMinutes)
    return equinox.secondsSinceMidnight(utcOffsetMinutes: utcOffsetMinutes) < 43_200 ? day : day + 1
  }

  /// The March equinox of the Gregorian `year` by the low-accuracy longitude alone: the instant its longitude is
  /// 0°, by two steps at the mean rate (a tropical year per turn) from Meeus's mean equinox (table 27.B, years
  /// 1000 to 3000), which is within an hour or so of it; the sun's rate in March is within 1 % of the mean, so
  /// each step divides the error by 100 or more, and two leave under a second.
  static func approximateEquinox(inGregorianYear year: Int) -> Moment {
    let daysPerDegree = 365.242_19 / 360
    let millennia = Double(year - 2000) / 1000
    var day = polynomial(millennia, [2_451_623.809_84, 365_242.374_04, 0.051_69, -0.004_11, -0.000_57])
    for _ in 0..<2 {
      day -= daysPerDegree * signedDegrees(Sun.approximateLongitude(julianEphemerisDay: day))
    }
    return Moment(julianEphemerisDay: day)
  }
}

// SolarTerms' civil days: the day a solar term falls on at a UTC offset, found cheaply away from midnight.

extension SolarTerms {
  /// The Julian Day Number of the civil day, on clocks `utcOffsetMinutes` ahead of UTC, on which the sun's apparent
  /// longitude reaches `degrees` (a multiple of 15) in the Gregorian year `year`: the day of
  /// `instant(ofLongitude:inYear:)`, as a holiday on an equinox or solar term needs it.
  public static func julianDayNumber(ofLongitude degrees: Int, inYear year: Int, utcOffsetMinutes: Int) -> Int {
    julianDayNumber(
      near: approximateInstant(ofLongitude: degrees, inYear: year),
      accurate: { instant(ofLongitude: degrees, inYear: year) }, secondsAheadOfUTC: { _ in utcOffsetMinutes * 60 })
  }

  /// The Julian Day Number of the civil day, on clocks `secondsAheadOfUTC` (at an instant) ahead of UTC, on which the
  /// sun reaches a longitude, given its instant `approximate` (`approximateInstant(ofLongitude:inYear:)`) and, for
  /// when that is too near a midnight, `accurate`, which gives `instant(ofLongitude:inYear:)`.
  ///
  /// Meeus's low-accuracy longitude (within 0.01°, a quarter of an hour of time) settles the day alone when its
  /// instant is far enough from a midnight there, for a tenth of the accurate longitude's cost; nearer midnight the
  /// accurate instant decides. Far enough is half an hour in years 1 to 3000, twice the largest difference of the two
  /// instants there (`SolarTermsCivilDayTests`), and two hours outside them, where the low-accuracy series' terms in
  /// the square of the time take it further off.
  static func julianDayNumber(
    near approximate: Moment, accurate: () -> Moment, secondsAheadOfUTC: (Moment) -> Int
  ) -> Int {
    // The local civil day begins at `.0` of this count.
    let local = approximate.julianDay + 0.5 + Double(secondsAheadOfUTC(approximate)) / 86_400
    let hours = (local - local.rounded(.down)) * 24
    // 1 January of year 1 (Julian) to 31 December 3000.
    let margin = approximate.julianDay > 1_721_424 && approximate.julianDay < 2_817_152 ? 0.5 : 2
    if hours > margin && hours < 24 - margin { return Int(local.rounded(.down)) }
    let accurate = accurate()
    return Int((accurate.julianDay + 0.5 + Double(secondsAheadOfUTC(accurate)) / 86_400).rounded(.down))
  }

  /// The instant the sun's apparent longitude reaches `degrees` (a multiple of 15) in the Gregorian year `year` by
  /// Meeus's low-accuracy longitude, within a quarter of an hour of `instant(ofLongitude:inYear:)`.
  static func approximateInstant(ofLongitude degrees: Int, inYear year: Int) -> Moment {
    precondition(degrees >= 0 && degrees < 360 && degrees % 15 == 0, "not a solar term's longitude: \(degrees)")
    var day = guessedJulianDay(ofLongitude: degrees, inYear: year)
    // Newton's method with the longitude's own rate: the guess is a few days off (up to five, by the mean sun), and
    // each step leaves a small fraction of the error before it; after two the low-accuracy longitude's own error
    // is what is left (the tests compare every term with the accurate instant).
    for _ in 0..<2 {
      let (longitude, rate) = Sun.approximateLongitudeAndRate(julianEphemerisDay: day)
      day += signedDegrees(Double(degrees) - longitude) / rate
    }
    return Moment(julianEphemerisDay: day)
  }

  /// A first guess of the day the sun reaches `degrees` (a multiple of 15) in the Gregorian year `year`, by the
  /// mean sun: 20 March, and the longitude's share of a mean tropical year from it (285° and on before it).
  static func guessedJulianDay(ofLongitude degrees: Int, inYear year: Int) -> Double {
    let equinox = Double(Reform.gregorian.julianDay(of: CivilDate(year: year, month: 3, day: 20)))
    return equinox + Double(degrees >= 285 ? degrees - 360 : degrees) / 360 * 365.242_19
  }
}

// SolarTerms' civil days: the day a solar term falls on at a UTC offset, found cheaply away from midnight.

extension SolarTerms {
  /// The day number of the civil day, on clocks `utcOffsetMinutes` ahead of UTC, on which the sun's apparent
  /// longitude reaches `degrees` (a multiple of 15) in the Gregorian year `year`: the day of
  /// `instant(ofLongitude:inYear:)`, as a holiday on an equinox or solar term needs it.
  ///
  /// Meeus's low-accuracy longitude (within 0.01°, a quarter of an hour of time) settles the day alone when its
  /// instant is more than two hours from a midnight there, for a tenth of the accurate longitude's cost; nearer
  /// midnight the accurate instant decides.
  public static func julianDayNumber(ofLongitude degrees: Int, inYear year: Int, utcOffsetMinutes: Int) -> Int {
    precondition(degrees >= 0 && degrees < 360 && degrees % 15 == 0, "not a solar term's longitude: \(degrees)")
    let equinox = Double(Reform.gregorian.julianDay(of: CivilDate(year: year, month: 3, day: 20)))
    var day = equinox + Double(degrees >= 285 ? degrees - 360 : degrees) / 360 * 365.242_19
    let daysPerDegree = 365.242_19 / 360
    for _ in 0..<4 {
      day += daysPerDegree * signedDegrees(Double(degrees) - Sun.approximateLongitude(julianEphemerisDay: day))
    }
    // The local civil day begins at `.0` of this count.
    let local = Moment(julianEphemerisDay: day).julianDay + 0.5 + Double(utcOffsetMinutes) / 1_440
    let hours = (local - local.rounded(.down)) * 24
    if hours > 2 && hours < 22 { return Int(local.rounded(.down)) }
    return instant(ofLongitude: degrees, inYear: year).julianDayNumber(utcOffsetMinutes: utcOffsetMinutes)
  }
}

// SolarTerms' civil days: the day a solar term falls on at a UTC offset, found cheaply away from midnight.

extension SolarTerms {
  /// The Julian Day Number of the civil day, on clocks `utcOffsetMinutes` ahead of UTC, on which the sun's apparent
  /// longitude reaches `degrees` (a multiple of 15) in the Gregorian year `year`: the day of
  /// `instant(ofLongitude:inYear:)`, as a holiday on an equinox or solar term needs it.
  public static func julianDayNumber(ofLongitude degrees: Int, inYear year: Int, utcOffsetMinutes: Int) -> Int {
    julianDayNumber(
      ofLongitude: degrees, near: approximateInstant(ofLongitude: degrees, inYear: year),
      accurate: { instant(ofLongitude: degrees, inYear: year) }, secondsAheadOfUTC: { _ in utcOffsetMinutes * 60 })
  }

  /// The Julian Day Number of the civil day, on clocks `secondsAheadOfUTC` (at an instant) ahead of UTC, on which the
  /// sun reaches `degrees` (a multiple of 15), given its instant `approximate`
  /// (`approximateInstant(ofLongitude:inYear:)`) and, for when a midnight's offset is not the term's, `accurate`, which
  /// gives `instant(ofLongitude:inYear:)`.
  ///
  /// Meeus's low-accuracy longitude (within 0.01°, a quarter of an hour of time) settles the day alone when its
  /// instant is far enough from a midnight there, for a tenth of the accurate longitude's cost. Far enough is half an
  /// hour in years 1 to 3000, twice the largest difference of the two instants there (`SolarTermsCivilDayTests`), and
  /// two hours outside them, where the low-accuracy series' terms in the square of the time take it further off.
  /// Nearer, the accurate longitude at that midnight decides: the sun reaches the longitude on the day the midnight
  /// begins unless it is already past it there. That is one evaluation of the accurate series, where the instant
  /// takes two or three, and the same day as the instant's, to the milliseconds Newton's steps leave. Where the clocks
  /// change near the instant and the midnight, the accurate instant's day on its own clocks is the answer.
  static func julianDayNumber(
    ofLongitude degrees: Int, near approximate: Moment, accurate: () -> Moment, secondsAheadOfUTC: (Moment) -> Int
  ) -> Int {
    let offset = secondsAheadOfUTC(approximate)
    // The local civil day begins at `.0` of this count.
    let local = approximate.julianDay + 0.5 + Double(offset) / 86_400
    let day = local.rounded(.down)
    let hours = (local - day) * 24
    // 1 January of year 1 (Julian) to 31 December 3000.
    let margin = approximate.julianDay > 1_721_424 && approximate.julianDay < 2_817_152 ? 0.5 : 2
    if hours > margin && hours < 24 - margin { return Int(day) }
    // The midnight near the instant, the start of the day numbered `nextDay`, as a Julian Day.
    let nextDay = hours <= margin ? day : day + 1
    let midnight = nextDay - 0.5 - Double(offset) / 86_400
    // The accurate instant is within half the margin of the approximate one, which is within the margin of the
    // midnight: where the clocks read the same offset at both ends of that stretch, as at the approximate instant,
    // they read it at the instant too (no zone changes its clocks twice within three hours).
    let reach = 1.5 * margin / 24
    guard
      secondsAheadOfUTC(Moment(julianDay: midnight - reach)) == offset
        && secondsAheadOfUTC(Moment(julianDay: midnight + reach)) == offset
    else {
      let accurate = accurate()
      return Int((accurate.julianDay + 0.5 + Double(secondsAheadOfUTC(accurate)) / 86_400).rounded(.down))
    }
    let isPastAtMidnight = signedDegrees(Double(degrees) - Sun.apparentLongitude(at: Moment(julianDay: midnight))) < 0
    return Int(nextDay) - (isPastAtMidnight ? 1 : 0)
  }

  /// The instant the sun's apparent longitude reaches `degrees` (a multiple of 15) in the Gregorian year `year` by
  /// Meeus's low-accuracy longitude, within a quarter of an hour of `instant(ofLongitude:inYear:)`.
  static func approximateInstant(ofLongitude degrees: Int, inYear year: Int) -> Moment {
    precondition(degrees >= 0 && degrees < 360 && degrees % 15 == 0, "not a solar term's longitude: \(degrees)")
    return approximateInstant(ofLongitude: degrees, guess: guessedJulianDay(ofLongitude: degrees, inYear: year))
  }

  /// `approximateInstant(ofLongitude:inYear:)` from the year's `guessedJulianDay(ofLongitude:inYear:)`, `guess`.
  static func approximateInstant(ofLongitude degrees: Int, guess: Double) -> Moment {
    var day = guess
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
    guessedJulianDay(
      ofLongitude: degrees, marchTwentieth: Reform.gregorian.julianDay(of: CivilDate(year: year, month: 3, day: 20)))
  }

  /// `guessedJulianDay(ofLongitude:inYear:)` from the year's 20 March, JDN `marchTwentieth`.
  static func guessedJulianDay(ofLongitude degrees: Int, marchTwentieth: Int) -> Double {
    Double(marchTwentieth) + Double(degrees >= 285 ? degrees - 360 : degrees) / 360 * 365.242_19
  }
}

// LunisolarSky: the civil day of a new moon and the sun's principal term at a midnight, cheap where the answer is
// clear and exact where it is close.

/// The two facts of the sky a lunisolar month is made of (Reingold & Dershowitz, *Calendrical Calculations*,
/// ch. "The Chinese calendar"): the civil day a new moon falls on, and which 30° sector of ecliptic longitude the
/// sun is in at a midnight, which says whether a month holds a principal term and which month holds the solstice.
///
/// Both are first estimated with a few terms of the full series, whose error is bounded: the new moon from the
/// seven largest of Meeus's 25 periodic terms (chapter 49; the 18 left out and the 14 planetary terms together
/// are at most 0.0056 day), the sun from Meeus's low-accuracy longitude (chapter 25, within 0.01°). Only when an
/// estimate lies within that bound of midnight or of a multiple of 30° is the full series computed, some 2 times
/// in 100 for the moon, 1 in 1,000 for the sun, so that a year costs a few dozen sines, not thousands.
enum LunisolarSky {
  /// Beyond this distance from midnight, in days, the estimated new moon is on the same civil day as Meeus's
  /// full one: the omitted terms add to at most 0.00420 day, the planetary ones to 0.00129, times E ≤ 1.01.
  static let newMoonMargin = 0.0060

  /// Beyond this distance from a multiple of 30°, the low-accuracy longitude is in the same sector as the
  /// apparent one: Meeus gives 0.01°; over 1645-2500 the largest difference found is under 0.004° (a test
  /// checks it).
  static let longitudeMargin = 0.01

  /// The Julian Day Number of the civil day, on the clock `time`, of the new moon of lunation `lunation`
  /// (Meeus's k: 0 for the new moon of 6 January 2000).
  static func newMoonDay(lunation: Int, time: LunisolarReferenceTime) -> Int {
    let moment = Moment(julianEphemerisDay: estimatedNewMoon(lunation: lunation))
    let (day, fraction) = time.civilDay(ofUniversalJulianDay: moment.julianDay)
    if fraction > newMoonMargin && fraction < 1 - newMoonMargin { return day }
    let exact = MoonPhases.instant(of: .new, lunation: lunation).moment
    return time.civilDay(ofUniversalJulianDay: exact.julianDay).julianDay
  }

  /// The Julian Ephemeris Day of the new moon of `lunation` from Meeus's mean phase (49.1) and his seven largest
  /// periodic terms (p. 351: M′, M, 2M′, 2F, M′ − M, M′ + M, 2M).
  static func estimatedNewMoon(lunation: Int) -> Double {
    let k = Double(lunation)
    let t = k / 1_236.85  // Julian centuries from J2000.0, 49.3
    let elements = MoonPhases.MeanElements(k: k, t: t)
    let e = elements.eccentricity
    let sun = elements.sunAnomaly, moon = elements.moonAnomaly, latitude = elements.latitudeArgument
    let terms = -0.407_20 * Trigonometry.sine(degrees: moon)
      + 0.172_41 * e * Trigonometry.sine(degrees: sun)
      + 0.016_08 * Trigonometry.sine(degrees: 2 * moon)
      + 0.010_39 * Trigonometry.sine(degrees: 2 * latitude)
      + 0.007_39 * e * Trigonometry.sine(degrees: moon - sun)
      - 0.005_14 * e * Trigonometry.sine(degrees: moon + sun)
      + 0.002_08 * e * e * Trigonometry.sine(degrees: 2 * sun)
    return MoonPhases.meanPhase(k: k, t: t) + terms
  }

  /// The sector, `0..<12`, of the sun's apparent longitude at the start of the civil day `julianDay` on the
  /// clock `time`: 0 for 0° up to 30°, 9 for 270° (the December solstice) up to 300°.
  ///
  /// A month holds a principal term exactly when the sector at its first day's midnight differs from the
  /// sector at the next month's first midnight: the sun passes no more than one multiple of 30° in a month.
  static func principalTermSector(atStartOf julianDay: Int, time: LunisolarReferenceTime) -> Int {
    let start = Moment(julianDay: time.startOfDay(julianDay)).julianEphemerisDay
    var longitude = normalizedDegrees(Sun.approximateLongitude(julianEphemerisDay: start))
    let nearestTerm = 30 * (longitude / 30).rounded()
    if (longitude - nearestTerm).magnitude < longitudeMargin {
      longitude = Sun.apparentLongitude(julianEphemerisDay: start)
    }
    return Int(longitude / 30) % 12
  }
}

// LunisolarSky: the civil day of a new moon and the sun's principal term at a midnight, cheap where the answer is
// clear and exact where it is close.

/// The two facts of the sky a lunisolar month is made of (Reingold & Dershowitz, *Calendrical Calculations*,
/// ch. "The Chinese calendar"): the civil day a new moon falls on, and which 30° sector of ecliptic longitude the
/// sun is in at a midnight, which says whether a month holds a principal term and which month holds the solstice.
///
/// Both are first estimated with a few terms of the full series, whose error is bounded: the new moon from the
/// seven largest of Meeus's 25 periodic terms (chapter 49; the 18 left out and the 14 planetary terms together
/// are at most 0.0056 day), the sun from Meeus's low-accuracy longitude (chapter 25, within 0.011° over
/// 1640-2505). Only when an estimate lies within that bound of midnight or of a multiple of 30° is the full series
/// computed, about 1 time in 80 for the moon, 1 in 750 for the sun, so that a year costs a few dozen sines, not
/// thousands.
enum LunisolarSky {
  /// Beyond this distance from midnight, in days, the estimated new moon is on the same civil day as Meeus's
  /// full one: the omitted terms add to at most 0.00420 day, the planetary ones to 0.00129, times E ≤ 1.01.
  static let newMoonMargin = 0.0060

  /// Beyond this distance from a multiple of 30°, the low-accuracy longitude is in the same sector as the
  /// apparent one: Meeus gives 0.01° near the present; over 1640-2505 the largest difference found is 0.0105°
  /// (a test checks it stays under 0.012°), so twice that.
  static let longitudeMargin = 0.02

  /// The Julian Day Number of the civil day, on the clock `time`, of the new moon of lunation `lunation`
  /// (Meeus's k: 0 for the new moon of 6 January 2000).
  static func newMoonDay(lunation: Int, time: LunisolarReferenceTime) -> Int {
    let moment = Moment(julianEphemerisDay: estimatedNewMoon(lunation: lunation))
    let (day, fraction) = time.civilDay(ofUniversalJulianDay: moment.julianDay)
    if fraction > newMoonMargin && fraction < 1 - newMoonMargin { return day }
    let exact = Moment(julianEphemerisDay: estimatedNewMoon(lunation: lunation) + remainingTerms(lunation: lunation))
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

  /// The rest of Meeus's new moon (p. 351-352): his 18 smaller periodic terms and the 14 planetary ones, so that
  /// `estimatedNewMoon` plus this is his full new moon, `MoonPhases.julianEphemerisDay(of: .new, lunation:)` (a
  /// test checks they agree). Spelled out rather than read from `MoonPhases`' tables: setting those tables up on
  /// first use would cost more than the months it serves, for a term needed once in 80 new moons.
  static func remainingTerms(lunation: Int) -> Double {
    let k = Double(lunation)
    let t = k / 1_236.85
    let elements = MoonPhases.MeanElements(k: k, t: t)
    let e = elements.eccentricity
    let m = elements.sunAnomaly, mm = elements.moonAnomaly, f = elements.latitudeArgument
    func sine(_ degrees: Double) -> Double { Trigonometry.sine(degrees: degrees) }
    let periodic = -0.001_11 * sine(mm - 2 * f) - 0.000_57 * sine(mm + 2 * f) + 0.000_56 * e * sine(m + 2 * mm)
      - 0.000_42 * sine(3 * mm) + 0.000_42 * e * sine(m + 2 * f) + 0.000_38 * e * sine(m - 2 * f)
      - 0.000_24 * e * sine(2 * mm - m) - 0.000_17 * sine(elements.ascendingNode) - 0.000_07 * sine(mm + 2 * m)
      + 0.000_04 * sine(2 * mm - 2 * f) + 0.000_04 * sine(3 * m) + 0.000_03 * sine(m + mm - 2 * f)
      + 0.000_03 * sine(2 * mm + 2 * f) - 0.000_03 * sine(m + mm + 2 * f) + 0.000_03 * sine(mm - m + 2 * f)
      - 0.000_02 * sine(mm - m - 2 * f) - 0.000_02 * sine(3 * mm + m) + 0.000_02 * sine(4 * mm)
    // A₁ … A₁₄: degrees at k = 0 plus degrees per lunation; A₁ also −0.009173 T².
    let planetary = 0.000_325 * sine(299.77 + 0.107_408 * k - 0.009_173 * t * t)
      + 0.000_165 * sine(251.88 + 0.016_321 * k) + 0.000_164 * sine(251.83 + 26.651_886 * k)
      + 0.000_126 * sine(349.42 + 36.412_478 * k) + 0.000_110 * sine(84.66 + 18.206_239 * k)
      + 0.000_062 * sine(141.74 + 53.303_771 * k) + 0.000_060 * sine(207.14 + 2.453_732 * k)
      + 0.000_056 * sine(154.84 + 7.306_860 * k) + 0.000_047 * sine(34.52 + 27.261_239 * k)
      + 0.000_042 * sine(207.19 + 0.121_824 * k) + 0.000_040 * sine(291.34 + 1.844_379 * k)
      + 0.000_037 * sine(161.72 + 24.198_154 * k) + 0.000_035 * sine(239.56 + 25.513_099 * k)
      + 0.000_023 * sine(331.55 + 3.592_518 * k)
    return periodic + planetary
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

// SolarTerms: the 24 instants of a year when the sun's apparent longitude is a multiple of 15°.

/// The solar terms (節氣, jiéqì) of the Chinese, Korean, Japanese and Vietnamese calendars: the instants the
/// sun's apparent geocentric longitude reaches a multiple of 15°. The terms at multiples of 30° from 0° are the
/// principal terms (中氣) that number the lunisolar months; 0°, 90°, 180° and 270° are the equinoxes and
/// solstices.
///
///     SolarTerms.instant(ofLongitude: 315, inYear: 2026)  // lìchūn, the start of spring, on 4 February
public enum SolarTerms {
  /// The instant in the Gregorian year `year` (UT) when the sun's apparent longitude is `degrees`, a multiple
  /// of 15 in `0..<360`.
  ///
  /// Each multiple of 15° is reached once in each Gregorian year: 285° (xiǎohán) about 5 January is the first,
  /// 270° (the December solstice) about 21 December the last, so the year names the instant without doubt.
  public static func instant(ofLongitude degrees: Int, inYear year: Int) -> Moment {
    precondition(degrees >= 0 && degrees < 360 && degrees % 15 == 0, "not a solar term's longitude: \(degrees)")
    // The guess: 20 March of `year`, 12h, the March equinox within two days for millennia about the present,
    // moved by the mean tropical year in proportion to the longitude; terms from 285° on are in January to
    // March, before the equinox.
    let equinox = Double(Reform.gregorian.julianDay(of: CivilDate(year: year, month: 3, day: 20)))
    let turns = Double(degrees >= 285 ? degrees - 360 : degrees) / 360
    let guess = equinox + turns * 365.242_19
    return Moment(julianEphemerisDay: Sun.julianEphemerisDay(whenLongitudeIs: Double(degrees), near: guess))
  }

  /// The 24 solar terms of the Gregorian year `year`, in the order they happen, from 285° in early January to
  /// 270° in late December.
  public static func instants(inYear year: Int) -> [SolarTermInstant] {
    (0..<24).map { term in
      let degrees = longitude(ofTerm: term)
      return SolarTermInstant(longitude: degrees, moment: instant(ofLongitude: degrees, inYear: year))
    }
  }

  /// The longitude of a Gregorian year's term numbered `term` in the order they happen, 0 for 285° (about 5
  /// January) to 23 for 270° (the December solstice).
  static func longitude(ofTerm term: Int) -> Int { (285 + 15 * term) % 360 }
}

/// A solar term: the sun's apparent longitude, a multiple of 15°, and the instant it is reached.
public struct SolarTermInstant: Hashable, Sendable {
  /// The sun's apparent longitude in degrees: 0, 15, …, 345.
  public var longitude: Int
  /// The instant, in UT.
  public var moment: Moment

  /// A longitude and the instant the sun reaches it.
  public init(longitude: Int, moment: Moment) {
    (self.longitude, self.moment) = (longitude, moment)
  }
}

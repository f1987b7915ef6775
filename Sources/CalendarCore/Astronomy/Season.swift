// Season: the equinoxes and solstices, and their instants in a year.

/// An equinox or a solstice, named by its month so that the names hold in both hemispheres.
///
///     Season.juneSolstice.instant(inYear: 1962)  // 1962-06-21 21:24 UT, Meeus's example 27.a
public enum Season: Int, CaseIterable, Hashable, Sendable {
  /// The March equinox: the sun's apparent longitude 0°.
  case marchEquinox = 0
  /// The June solstice: 90°.
  case juneSolstice = 1
  /// The September equinox: 180°.
  case septemberEquinox = 2
  /// The December solstice: 270°.
  case decemberSolstice = 3

  /// The sun's apparent longitude at this season, in degrees: 0, 90, 180 or 270.
  public var solarLongitude: Int { rawValue * 90 }

  /// The instant of this equinox or solstice in the Gregorian year `year`, in UT.
  ///
  /// Found as the instant the sun's apparent longitude reaches `solarLongitude` (Meeus, Astronomical
  /// Algorithms, chapter 27, p. 180: "the instant the apparent longitude is a multiple of 90°"), by
  /// `SolarTerms.instant(ofLongitude:inYear:)`, rather than by Meeus's tables of chapter 27, which are within
  /// a minute of it.
  public func instant(inYear year: Int) -> Moment {
    SolarTerms.instant(ofLongitude: solarLongitude, inYear: year)
  }
}

// MoonPhases: the instants of new moon, first quarter, full moon and last quarter (Meeus, chapter 49).

/// The instants of the moon's principal phases by Meeus's method (Astronomical Algorithms, 2nd ed.,
/// chapter 49): the mean phase (49.1) plus the periodic terms in the sun's and moon's anomalies, the moon's
/// argument of latitude and its node, and the 14 planetary arguments. Meeus compares the result with ELP-2000/82
/// over 1980-2020: a mean error of 3.7 seconds, at most 16.4 seconds (before ΔT's uncertainty).
///
///     let after = Moment(julianDay: 2_461_375.5)  // 2026-12-01 0h UT
///     MoonPhases.next(after: after).phase  // the first principal phase after it
public enum MoonPhases {
  /// The principal phases in the order they happen from `start` to `end` (both included).
  public static func instants(from start: Moment, through end: Moment) -> [MoonPhaseInstant] {
    var result: [MoonPhaseInstant] = []
    // The true phase is within about 0.6 day of the mean one, and quarters are 7.4 days apart, so starting
    // one quarter before the mean quarter at `start` misses none and keeps them in order.
    var quarter = meanQuarter(before: start.julianEphemerisDay) - 1
    while true {
      let instant = self.instant(ofQuarter: quarter)
      if instant.moment > end { break }
      if instant.moment >= start { result.append(instant) }
      quarter += 1
    }
    return result
  }

  /// The first principal phase strictly after `moment`.
  public static func next(after moment: Moment) -> MoonPhaseInstant {
    var quarter = meanQuarter(before: moment.julianEphemerisDay) - 1
    while true {
      let instant = self.instant(ofQuarter: quarter)
      if instant.moment > moment { return instant }
      quarter += 1
    }
  }

  /// The instant of `phase` in lunation `lunation` (Meeus's k: 0 for the new moon of 6 January 2000).
  public static func instant(of phase: MoonPhase, lunation: Int) -> MoonPhaseInstant {
    instant(ofQuarter: 4 * lunation + phase.rawValue)
  }

  /// The Julian Ephemeris Day of `phase` in `lunation`, before ΔT.
  static func julianEphemerisDay(of phase: MoonPhase, lunation: Int) -> Double {
    let k = Double(lunation) + phase.fractionOfLunation
    let t = k / 1_236.85  // Julian centuries from J2000.0, 49.3
    let elements = MeanElements(k: k, t: t)
    let periodic: Double
    switch phase {
    case .new: periodic = newMoonTerms(elements)
    case .full: periodic = fullMoonTerms(elements)
    case .firstQuarter: periodic = quarterTerms(elements) + quarterCorrection(elements)
    case .lastQuarter: periodic = quarterTerms(elements) - quarterCorrection(elements)
    }
    return meanPhase(k: k, t: t) + periodic + planetaryTerms(k: k, t: t)
  }

  // MARK: - Counting quarters

  static func instant(ofQuarter quarter: Int) -> MoonPhaseInstant {
    let lunation = floorDivide(quarter, 4)
    let phase = MoonPhase(rawValue: floorModulo(quarter, 4))!
    let day = julianEphemerisDay(of: phase, lunation: lunation)
    return MoonPhaseInstant(phase: phase, lunation: lunation, moment: Moment(julianEphemerisDay: day))
  }

  /// The number (4k) of the last mean quarter at or before `julianEphemerisDay`, by the mean lunation.
  static func meanQuarter(before julianEphemerisDay: Double) -> Int {
    Int(((julianEphemerisDay - 2_451_550.097_66) / (29.530_588_861 / 4)).rounded(.down))
  }

  // MARK: - Meeus, chapter 49

  /// The mean phase, 49.1: JDE = 2451550.09766 + 29.530588861 k + 0.00015437 T² − 0.000000150 T³
  /// + 0.00000000073 T⁴.
  static func meanPhase(k: Double, t: Double) -> Double {
    2_451_550.097_66 + 29.530_588_861 * k + polynomial(t, [0, 0, 0.000_154_37, -0.000_000_150, 0.000_000_000_73])
  }

  /// The arguments of the periodic terms, in degrees (49.4-49.7), and the eccentricity factor E (47.6).
  struct MeanElements {
    /// E, the decrease of the Earth's orbital eccentricity, multiplying the terms in M.
    var eccentricity: Double
    /// M, the sun's mean anomaly.
    var sunAnomaly: Double
    /// M′, the moon's mean anomaly.
    var moonAnomaly: Double
    /// F, the moon's argument of latitude.
    var latitudeArgument: Double
    /// Ω, the longitude of the moon's ascending node.
    var ascendingNode: Double

    init(k: Double, t: Double) {
      eccentricity = 1 - 0.002_516 * t - 0.000_007_4 * t * t
      sunAnomaly = 2.5534 + 29.105_356_70 * k + polynomial(t, [0, 0, -0.000_001_4, -0.000_000_11])
      moonAnomaly = 201.5643 + 385.816_935_28 * k
        + polynomial(t, [0, 0, 0.010_758_2, 0.000_012_38, -0.000_000_058])
      latitudeArgument = 160.7108 + 390.670_502_84 * k
        + polynomial(t, [0, 0, -0.001_611_8, -0.000_002_27, 0.000_000_011])
      ascendingNode = 124.7746 - 1.563_755_88 * k + polynomial(t, [0, 0, 0.002_067_2, 0.000_002_15])
    }
  }
}

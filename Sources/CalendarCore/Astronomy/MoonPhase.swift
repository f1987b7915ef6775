// MoonPhase: the four principal phases of the moon, and a phase at its instant.

/// One of the four principal phases of the moon, in the order of a lunation.
public enum MoonPhase: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// New moon: the moon's apparent longitude equals the sun's.
  case new = 0
  /// First quarter: the moon 90° east of the sun.
  case firstQuarter = 1
  /// Full moon: the moon 180° from the sun.
  case full = 2
  /// Last quarter: the moon 270° east of (90° west of) the sun.
  case lastQuarter = 3

  /// The fraction of a lunation from the new moon: 0, 0.25, 0.5 or 0.75.
  public var fractionOfLunation: Double { Double(rawValue) / 4 }

  /// The phase's name in lowercase English: `new`, `first quarter`, `full`, `last quarter`.
  public var description: String {
    switch self {
    case .new: return "new"
    case .firstQuarter: return "first quarter"
    case .full: return "full"
    case .lastQuarter: return "last quarter"
    }
  }
}

/// A principal phase of the moon and the instant it happens.
public struct MoonPhaseInstant: Hashable, Sendable {
  /// Which phase.
  public let phase: MoonPhase
  /// Meeus's lunation number k: 0 for the lunation whose new moon was on 6 January 2000, negative before.
  public let lunation: Int
  /// The instant of the phase, in UT.
  public let moment: Moment
}

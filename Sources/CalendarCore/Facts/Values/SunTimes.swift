// SunTimes: a day's sunrise and sunset to the minute on the clocks shown, or that the sun stays up or down.

/// What the sun does on a local day, to the minute on the clocks of the zone shown: the value of a fact of kind
/// `.sunTimes` (`SunTimesDays`), as views show it.
///
///     switch times {
///     case .times(let sunrise, let sunset):  // 407 and 988 for 06:47 and 16:28; nil for none that day
///       print(sunrise.map { "\($0 / 60):\($0 % 60)" } ?? "-", sunset.map { "\($0 / 60):\($0 % 60)" } ?? "-")
///     case .polarDay: print("the sun does not set")
///     case .polarNight: print("the sun does not rise")
///     }
public enum SunTimes: Hashable, Sendable {
  /// The sun rises at the minute of the local day `sunriseMinute` and sets at `sunsetMinute` (0 for 00:00, 1439
  /// for 23:59). Near the polar circles a day may lack one of them, which is then `nil`; never both.
  case times(sunriseMinute: Int?, sunsetMinute: Int?)
  /// The sun stays above the horizon all day.
  case polarDay
  /// The sun stays below the horizon all day.
  case polarNight
}

// The `.longSweep` trait: the switch that keeps whole-cycle sweeps out of a plain `swift test`.

import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether `SWIFTCAL_LONG_SWEEPS=1` is set. `.ci/run` sets it for a second pass of the whole suite
/// built in release mode, where the sweeps take seconds rather than a debug build's minute.
package let longSweepsAreEnabled: Bool = getenv("SWIFTCAL_LONG_SWEEPS").map { String(cString: $0) == "1" } ?? false

extension Trait where Self == ConditionTrait {
  /// Runs the suite or test only when `SWIFTCAL_LONG_SWEEPS=1`; a plain `swift test` reports it
  /// as skipped, never as passed.
  package static var longSweep: Self {
    .enabled(if: longSweepsAreEnabled, "a long sweep: run with SWIFTCAL_LONG_SWEEPS=1, as .ci/run does")
  }
}

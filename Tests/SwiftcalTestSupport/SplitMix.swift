// SplitMix: a small seeded generator, so that a test's random inputs are the same on every run.

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): a repeatable
/// stream of numbers from a seed.
package struct SplitMix: RandomNumberGenerator {
  /// The state.
  package var state: UInt64

  /// A stream from `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next number.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

// Limits: the largest years, ranges and column counts swiftcal accepts.

/// The limits swiftcal checks its input against.
package enum Limits {
  /// The last year swiftcal shows, as util-linux `cal` (its years are 32-bit, less one).
  package static let lastYear = 2_147_483_646
  /// The most months one run prints (`-n`): three hundred thousand years, about 600 MB of text, written
  /// as it is made. cal takes any 32-bit count, but prints a larger one for minutes or hours.
  package static let maximumMonthCount = 3_600_000
  /// The most months side by side (`--columns`): cal allocates memory for every column first, and fails
  /// somewhere above this (at 2^31 on any machine).
  package static let maximumColumns = 100_000_000
}

// Limits: the largest years, ranges and column counts swiftcal accepts.

/// The limits swiftcal checks its input against.
package enum Limits {
  /// The last year swiftcal shows, as util-linux `cal` (its years are 32-bit, less one).
  package static let lastYear = 2_147_483_646
  /// The most months one run prints (`-n`): ten thousand years, about 20 MB of text.
  package static let maximumMonthCount = 120_000
  /// The most months side by side (`--columns`).
  package static let maximumColumns = 1_000
}

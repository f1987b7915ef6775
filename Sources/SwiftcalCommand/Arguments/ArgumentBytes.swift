// decodeArguments: command-line words as bytes, made into strings, refusing words that are not UTF-8.

/// The words of a command line as the C library hands them over (bytes, in no particular
/// encoding) made into strings, refusing any word that is not UTF-8.
///
/// Swift's `CommandLine.arguments` repairs bad bytes to U+FFFD, so `swiftcal $'\xff'` would be
/// reported as `'\u{FFFD}'`, a value the user never typed; reading the bytes lets the message show
/// what was really there (`'\xFF'`).
/// - Throws: `UsageError.commandLine(.invalidText)` for the first word that is not UTF-8.
package func decodeArguments(_ words: [[UInt8]]) throws(UsageError) -> [String] {
  try words.map { word throws(UsageError) in
    // ASCII, the usual case, is valid UTF-8 as it stands; `String(validating:)` would take its
    // own page of code for the check (see docs/performance.md's peak memory).
    if word.allSatisfy({ $0 < 0x80 }) { return String(decoding: word, as: UTF8.self) }
    guard let text = String(validating: word, as: UTF8.self) else { throw .commandLine(.invalidText(word)) }
    return text
  }
}

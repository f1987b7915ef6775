// decodeArguments and shownBytes: command-line words as bytes, made into strings or quoted.

/// The words of a command line as the C library hands them over (bytes, in no particular
/// encoding) made into strings, refusing any word that is not UTF-8.
///
/// Swift's `CommandLine.arguments` repairs bad bytes to U+FFFD, so `swiftcal $'\xff'` would be
/// reported as `'\u{FFFD}'`, a value the user never typed; reading the bytes lets the message show
/// what was really there (`'\xFF'`).
/// - Throws: `UsageError.invalidText` for the first word that is not UTF-8.
package func decodeArguments(_ words: [[UInt8]]) throws(UsageError) -> [String] {
  try words.map { word throws(UsageError) in
    // ASCII, the usual case, is valid UTF-8 as it stands; `String(validating:)` would take its
    // own page of code for the check (see the README's peak memory).
    if word.allSatisfy({ $0 < 0x80 }) { return String(decoding: word, as: UTF8.self) }
    guard let text = String(validating: word, as: UTF8.self) else { throw .invalidText(word) }
    return text
  }
}

/// `bytes` as a message may quote them: UTF-8 text as `shown(_:)` shows it, and every byte that
/// is not part of a UTF-8 character as `\xHH`.
func shownBytes(_ bytes: [UInt8]) -> String {
  var result = ""
  var parser = Unicode.UTF8.ForwardParser()
  var iterator = bytes.makeIterator()
  var offset = 0
  var shownScalars = 0
  decoding: while shownScalars < 64 {
    switch parser.parseScalar(from: &iterator) {
    case .valid(let encoded):
      result += shown(String(Character(Unicode.UTF8.decode(encoded))))
      offset += encoded.count
    case .error(let length):
      for byte in bytes[offset..<(offset + length)] {
        result += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
      offset += length
    case .emptyInput:
      break decoding
    }
    shownScalars += 1
  }
  return offset < bytes.count ? result + "…" : result
}

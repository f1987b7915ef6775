// TextValue: an iCalendar TEXT value's escapes read (RFC 5545, 3.3.11).

/// TEXT values escape a backslash, `;`, `,` and newlines (RFC 5545, 3.3.11).
enum TextValue {
  /// `text` with `\n` and `\N` read as a newline and `\\`, `\;`, `\,` as the character; any other
  /// backslash is kept as written (the RFC allows no other escape; producers that write `\:` or `\t`
  /// meant them literally more often than not).
  static func unescaped(_ text: String) -> String {
    guard text.utf8.contains(0x5C) else { return text }
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == 0x5C else {
        result.append(byte)
        continue
      }
      guard let next = iterator.next() else {
        result.append(byte)
        break
      }
      switch next {
      case 0x6E, 0x4E: result.append(0x0A)  // \n, \N
      case 0x5C, 0x3B, 0x2C: result.append(next)  // \\, \;, \,
      default: result.append(contentsOf: [byte, next])
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The values of a multi-valued TEXT property, split at the commas that are not escaped (3.3.11),
  /// each unescaped.
  static func list(_ text: String) -> [String] {
    var parts: [String] = []
    var current: [UInt8] = []
    var isEscaped = false
    for byte in text.utf8 {
      if byte == 0x2C, !isEscaped {
        parts.append(unescaped(String(decoding: current, as: UTF8.self)))
        current.removeAll(keepingCapacity: true)
        continue
      }
      isEscaped = byte == 0x5C && !isEscaped
      current.append(byte)
    }
    parts.append(unescaped(String(decoding: current, as: UTF8.self)))
    return parts
  }
}

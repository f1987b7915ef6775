// TextValue: an iCalendar TEXT value's escapes read and written (RFC 5545, 3.3.11).

/// TEXT values escape a backslash, `;`, `,` and newlines (RFC 5545, 3.3.11).
package enum TextValue {
  /// `text` as a TEXT value writes it: a backslash, `;` and `,` after a backslash, a newline as `\n`, and any
  /// other control character (which the value may not hold) as a space.
  package static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case 0x5C, 0x3B, 0x2C: bytes += [0x5C, byte]
      case 0x0A: bytes += [0x5C, 0x6E]
      case 0x00..<0x20, 0x7F: bytes.append(0x20)
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` with `\n` and `\N` read as a newline and `\\`, `\;`, `\,` as the character; any other
  /// backslash is kept as written (the RFC allows no other escape; producers that write `\:` or `\t`
  /// meant them literally more often than not).
  static func unescaped(_ text: String) -> String {
    text.withContiguousUTF8 { bytes in
      guard bytes.contains(0x5C) else { return text }
      return unescaped(bytes)
    }
  }

  /// `text` unescaped as `unescaped(_:)` reads a string: `text` itself when it holds no backslash.
  static func unescaped(_ text: Substring) -> Substring {
    text.withContiguousUTF8 { bytes in
      guard bytes.contains(0x5C) else { return text }
      return Substring(unescaped(bytes))
    }
  }

  private static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var iterator = bytes.makeIterator()
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
      default:
        result.append(byte)
        result.append(next)
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

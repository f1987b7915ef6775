// isJSON: whether text is one JSON value, checked by a small recursive-descent parser without Foundation.

/// Whether `text` is one JSON value (RFC 8259) and nothing else but white space: a small
/// recursive-descent check, so that the fuzz target needs no Foundation. Numbers are integers
/// only, as swiftcal writes them.
func isJSON(_ text: String) -> Bool {
  var parser = JSONSyntax(bytes: Array(text.utf8))
  guard parser.value(depth: 0) else { return false }
  parser.skipWhiteSpace()
  return parser.position == parser.bytes.count
}

private struct JSONSyntax {
  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  var next: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipWhiteSpace() {
    while let byte = next, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { position += 1 }
  }

  mutating func take(_ literal: String) -> Bool {
    let expected = Array(literal.utf8)
    guard bytes[position...].starts(with: expected) else { return false }
    position += expected.count
    return true
  }

  mutating func value(depth: Int) -> Bool {
    skipWhiteSpace()
    guard depth < 64, let byte = next else { return false }
    switch byte {
    case UInt8(ascii: "{"):
      return sequence(close: "}", depth: depth) { $0.string() && $0.colon() && $0.value(depth: depth + 1) }
    case UInt8(ascii: "["): return sequence(close: "]", depth: depth) { $0.value(depth: depth + 1) }
    case UInt8(ascii: "\""): return string()
    case UInt8(ascii: "t"): return take("true")
    case UInt8(ascii: "f"): return take("false")
    case UInt8(ascii: "n"): return take("null")
    default: return number()
    }
  }

  mutating func colon() -> Bool {
    skipWhiteSpace()
    return take(":")
  }

  /// `{ … }` or `[ … ]`: elements separated by commas.
  mutating func sequence(close: Character, depth: Int, element: (inout JSONSyntax) -> Bool) -> Bool {
    position += 1
    skipWhiteSpace()
    if take(String(close)) { return true }
    while true {
      skipWhiteSpace()
      guard element(&self) else { return false }
      skipWhiteSpace()
      if take(",") { continue }
      return take(String(close))
    }
  }

  mutating func string() -> Bool {
    skipWhiteSpace()
    guard take("\"") else { return false }
    while let byte = next {
      position += 1
      switch byte {
      case UInt8(ascii: "\""): return true
      case UInt8(ascii: "\\"):
        guard let escaped = next else { return false }
        position += 1
        if escaped == UInt8(ascii: "u") {
          let hex = bytes[position...].prefix(4)
          guard hex.count == 4, hex.allSatisfy({ UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0
            || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0 || UInt8(ascii: "A")...UInt8(ascii: "F") ~= $0 })
          else { return false }
          position += 4
        } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
          return false
        }
      case 0..<0x20: return false
      default: continue
      }
    }
    return false
  }

  mutating func number() -> Bool {
    let start = position
    _ = take("-")
    let digitsStart = position
    while let byte = next, UInt8(ascii: "0")...UInt8(ascii: "9") ~= byte { position += 1 }
    guard position > digitsStart else { return false }
    if bytes[digitsStart] == UInt8(ascii: "0") && position - digitsStart > 1 { return false }
    return position > start
  }
}

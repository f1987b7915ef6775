// swiftcal — MIT licence.

/// The output being built, as UTF-8 bytes ready for one `write(2)`.
public struct TextBuffer: Sendable {
  /// The bytes so far.
  public private(set) var bytes: [UInt8] = []

  public init(reservingCapacity capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// A buffer holding `text`: help, the manual page, a completion script.
  public init(_ text: String) { bytes = Array(text.utf8) }

  /// The bytes as a string (for tests and JSON embedding).
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  mutating func appendSpaces(_ count: Int) {
    if count > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
  }

  mutating func appendNewline() { bytes.append(UInt8(ascii: "\n")) }

  /// `value` right-aligned in `width` columns (as `printf("%*d")`); wider values are not cut.
  mutating func appendNumber(_ value: Int, width: Int) {
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var remaining = value
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
        count += 1
      } while remaining > 0 && count < buffer.count
      appendSpaces(width - count)
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }

  /// `text` centred in `width` columns, the odd space on the left as util-linux centres, cut to
  /// `width` when it is wider.
  /// `before` and `after` (escape codes) go around the text itself, never around the padding.
  mutating func appendCentered(_ text: String, width: Int, before: String = "", after: String = "") {
    let fitted = displayWidth(text) > width ? truncated(text, toWidth: width) : text
    let spaces = width - displayWidth(fitted)
    appendSpaces(spaces - spaces / 2)
    append(before)
    append(fitted)
    append(after)
    appendSpaces(spaces / 2)
  }

  /// `text` left-aligned in `width` columns, cut to `width` when it is wider.
  mutating func appendLeftAligned(_ text: String, width: Int, before: String = "", after: String = "") {
    let fitted = displayWidth(text) > width ? truncated(text, toWidth: width) : text
    append(before)
    append(fitted)
    append(after)
    appendSpaces(width - displayWidth(fitted))
  }
}

// swiftcal — MIT licence.

/// The output being built, as UTF-8 bytes ready for one `write(2)`.
public struct TextBuffer: Sendable {
  /// The bytes so far.
  public private(set) var bytes: [UInt8] = []

  public init(reservingCapacity capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// The bytes as a string (for tests and JSON embedding).
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  // Every append copies a run of bytes at once: appending byte by byte checks the array's
  // uniqueness and capacity for each byte, which was most of the time `-n 12000` took.

  mutating func append(_ text: String) {
    if text.isEmpty { return }
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
    if copied == nil { bytes.append(contentsOf: text.utf8) }
  }

  mutating func appendSpaces(_ count: Int) {
    let blank: UInt64 = 0x2020_2020_2020_2020  // eight spaces
    let blanks = (blank, blank, blank, blank)
    var remaining = count
    withUnsafeBytes(of: blanks) { raw in
      let spaces = raw.bindMemory(to: UInt8.self)
      while remaining > 0 {
        let chunk = min(remaining, spaces.count)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<chunk]))
        remaining -= chunk
      }
    }
  }

  mutating func appendNewline() { bytes.append(UInt8(ascii: "\n")) }

  /// `value` (not negative) right-aligned in `width` columns (as `printf("%*d")`); wider values
  /// are not cut. The padding and the digits go in as one run.
  mutating func appendNumber(_ value: Int, width: Int) {
    let blank: UInt64 = 0x2020_2020_2020_2020  // eight spaces
    var field = (blank, blank, blank)  // room for any Int's digits and the padding of a cell
    withUnsafeMutableBytes(of: &field) { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      var remaining = value
      var start = buffer.count
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
      } while remaining > 0
      let padding = width - (buffer.count - start)
      if padding > start { appendSpaces(padding - start) }
      start -= min(max(padding, 0), start)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
    }
  }

  /// `text` centred in `width` columns, the odd space on the left as util-linux centres, cut to
  /// `width` when it is wider.
  /// `before` and `after` (escape codes) go around the text itself, never around the padding.
  mutating func appendCentered(_ text: String, width: Int, before: String = "", after: String = "") {
    let fitted = FittedText(text, width: width)
    let spaces = width - fitted.columns
    appendSpaces(spaces - spaces / 2)
    append(before)
    append(fitted)
    append(after)
    appendSpaces(spaces / 2)
  }

  /// `text` left-aligned in `width` columns, cut to `width` when it is wider.
  mutating func appendLeftAligned(_ text: String, width: Int, before: String = "", after: String = "") {
    let fitted = FittedText(text, width: width)
    append(before)
    append(fitted)
    append(after)
    appendSpaces(width - fitted.columns)
  }

  private mutating func append(_ fitted: FittedText) {
    let copied: Void? = fitted.text.utf8.withContiguousStorageIfAvailable {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0.prefix(fitted.byteCount)))
    }
    if copied == nil { bytes.append(contentsOf: fitted.text.utf8.prefix(fitted.byteCount)) }
  }
}

/// Text cut to at most a number of columns, as util-linux cuts names too wide for their place.
/// Printable ASCII, which most month and weekday names are, is measured and cut by bytes, without
/// the character-by-character work `truncated(_:toWidth:)` does for other scripts.
private struct FittedText {
  /// The text, of which the first `byteCount` UTF-8 bytes are shown.
  let text: String
  let byteCount: Int
  /// The columns the shown part takes.
  let columns: Int

  init(_ text: String, width: Int) {
    let isPrintableASCII =
      text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
      ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    if isPrintableASCII {
      self.text = text
      byteCount = min(text.utf8.count, max(width, 0))
      columns = byteCount
    } else {
      self.text = displayWidth(text) > width ? truncated(text, toWidth: width) : text
      byteCount = self.text.utf8.count
      columns = displayWidth(self.text)
    }
  }
}

/// `first`, a space and `second`, as a calendar title joins a month name and a year. Built from
/// the bytes: interpolation would bring general string appending into every start-up.
func joinedWithSpace(_ first: String, _ second: String) -> String {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(first.utf8.count + 1 + second.utf8.count)
  bytes.append(contentsOf: first.utf8)
  bytes.append(UInt8(ascii: " "))
  bytes.append(contentsOf: second.utf8)
  return String(decoding: bytes, as: UTF8.self)
}

// TextBuffer: the output being built, as bytes for one write.

/// The output being built, as UTF-8 bytes ready for one `write(2)`.
///
/// Text goes first into a small line buffer inside the value and from there into the array a
/// line (or 128 bytes) at a time: appending each number and run of spaces to the array checks its
/// uniqueness and capacity every time, which was most of the time `-n 12000` took.
package struct TextBuffer: Sendable {
  /// The bytes of the lines copied out of `line` so far.
  private var completed: [UInt8] = []
  /// The line being built: its first `lineCount` bytes.
  private var line: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                     UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
    (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  private var lineCount = 0
  private static let lineCapacity = 128

  package init(reservingCapacity capacity: Int = 0) { completed.reserveCapacity(capacity) }

  /// The bytes so far.
  package var bytes: [UInt8] {
    guard lineCount > 0 else { return completed }
    var line = self.line
    return withUnsafeBytes(of: &line) { completed + $0.prefix(lineCount) }
  }

  /// How many bytes the buffer holds.
  var count: Int { completed.count + lineCount }

  /// Empties the buffer, keeping its memory for what comes next (the next part of a long range).
  mutating func removeAll() {
    completed.removeAll(keepingCapacity: true)
    lineCount = 0
  }

  /// Appends what `write` writes with the cursor it is given, straight into the buffer's memory:
  /// at most `maximumCount` bytes (the cursor traps beyond). What a row of month blocks is put
  /// together with.
  @inline(__always)
  mutating func appendBytes(upTo maximumCount: Int, _ write: (inout ByteCursor) -> Void) {
    flushLine()
    completed.append(addingCapacity: maximumCount) { span in
      span.withUnsafeMutableBufferPointer { room, initializedCount in
        guard room.count > 0 else { return }
        var cursor = ByteCursor(room)
        write(&cursor)
        initializedCount = cursor.next - room.baseAddress!
      }
    }
  }

  /// A buffer holding `text`: help, the manual page, a completion script.
  package init(_ text: String) { completed = Array(text.utf8) }

  /// The bytes as a string (for tests and JSON embedding).
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Room for `count` more bytes in `line`, copying it out first if need be; `false` when `count`
  /// is more than a line holds (the caller then appends to `completed` directly).
  private mutating func makeRoom(for count: Int) -> Bool {
    if lineCount + count > TextBuffer.lineCapacity { flushLine() }
    return count <= TextBuffer.lineCapacity
  }

  private mutating func flushLine() {
    let count = lineCount
    // Rows of month blocks are appended whole, with no line begun: nothing to copy then.
    guard count > 0 else { return }
    withUnsafeBytes(of: &line) { completed.append(contentsOf: $0.bindMemory(to: UInt8.self).prefix(count)) }
    lineCount = 0
  }

  @inline(__always)
  private mutating func appendBytes(_ source: UnsafeBufferPointer<UInt8>) {
    guard makeRoom(for: source.count) else {
      completed.append(contentsOf: source)
      return
    }
    let start = lineCount
    withUnsafeMutableBytes(of: &line) { buffer in
      UnsafeMutableRawBufferPointer(rebasing: buffer[start..<(start + source.count)])
        .copyMemory(from: UnsafeRawBufferPointer(source))
    }
    lineCount += source.count
  }

  /// Appends `bytes` as they are.
  mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
    appendBytes(upTo: bytes.count) { $0.write(bytes) }
  }

  /// Calls `body` with the bytes so far.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    bytes.withUnsafeBufferPointer(body)
  }

  mutating func append(_ text: String) {
    if text.isEmpty { return }
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { appendBytes($0) }
    if copied == nil {
      flushLine()
      completed.append(contentsOf: text.utf8)
    }
  }

  mutating func appendSpaces(_ count: Int) {
    var remaining = count
    while remaining > 0 {
      let chunk = min(remaining, TextBuffer.lineCapacity)
      _ = makeRoom(for: chunk)
      let start = lineCount
      withUnsafeMutableBytes(of: &line) { buffer in
        for index in start..<(start + chunk) { buffer[index] = UInt8(ascii: " ") }
      }
      lineCount += chunk
      remaining -= chunk
    }
  }

  mutating func appendNewline() {
    _ = makeRoom(for: 1)
    let end = lineCount
    withUnsafeMutableBytes(of: &line) { $0[end] = UInt8(ascii: "\n") }
    lineCount += 1
    flushLine()
  }

  /// `value` right-aligned in `width` columns (as `printf("%*d")`); wider values are not cut.
  @inline(__always)
  mutating func appendNumber(_ value: Int, width: Int) {
    withDecimalDigits(of: value) { digits in
      appendSpaces(width - digits.count)
      appendBytes(digits)
    }
  }

  /// `value` right-aligned in `width` columns, with `before` and `after` (escape codes) around
  /// the digits, never around the padding.
  mutating func appendNumber(_ value: Int, width: Int, before: String, after: String) {
    withDecimalDigits(of: value) { digits in
      appendSpaces(width - digits.count)
      append(before)
      appendBytes(digits)
      append(after)
    }
  }

  /// `value` padded on the left with zeros to `width` digits (as `printf("%0*d")`).
  mutating func appendZeroPadded(_ value: Int, width: Int) {
    withDecimalDigits(of: value, zeroPaddedTo: width) { appendBytes($0) }
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
      appendBytes(UnsafeBufferPointer(rebasing: $0.prefix(fitted.byteCount)))
    }
    if copied == nil {
      flushLine()
      completed.append(contentsOf: fitted.text.utf8.prefix(fitted.byteCount))
    }
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

/// The columns `text` takes where `TextBuffer` aligns it: its bytes when it is printable ASCII,
/// else its display width.
func textColumns(_ text: String) -> Int { FittedText(text, width: Int.max).columns }

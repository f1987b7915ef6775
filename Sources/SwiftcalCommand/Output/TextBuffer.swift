// TextBuffer: the output being built, as bytes for one write.

import CalendarCore

/// The output being built, as UTF-8 bytes ready for one `write(2)`.
///
/// Text goes first into a small line buffer inside the value and from there into the stored bytes a
/// line (or 128 bytes) at a time: appending each number and run of spaces to an array checks its
/// uniqueness and capacity every time, which was most of the time `-n 12000` took.
///
/// The stored bytes live in memory the buffer manages itself (`ByteStorage`), so that a row of month
/// blocks can be written straight into the room after them with any Swift runtime: the standard
/// library's way to do that with an array, `append(addingCapacity:initializingWith:)` (SE-0485), needs
/// the newest Apple runtimes. Copies of a buffer share that memory until one of them changes, as
/// copies of an array do.
package struct TextBuffer: Sendable {
  /// The memory of the bytes copied out of `line` so far; `nil` until there are some.
  private var storage: ByteStorage?
  /// How many bytes at the start of `storage` are this buffer's (a copy that shares the memory may
  /// have written more after them).
  private var storedCount = 0
  /// The line being built: its first `lineCount` bytes.
  private var line: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                     UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
    (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  private var lineCount = 0
  private static let lineCapacity = 128

  package init(reservingCapacity capacity: Int = 0) {
    if capacity > 0 { storage = ByteStorage(capacity: capacity) }
  }

  /// The bytes so far, copied into an array (`withBytes` lends them without copying).
  package var bytes: [UInt8] { withBytes { Array($0) } }

  /// How many bytes the buffer holds.
  var count: Int { storedCount + lineCount }

  /// Empties the buffer, keeping its memory for what comes next (the next part of a long range).
  mutating func removeAll() {
    // Memory a copy still shares stays that copy's.
    if !isKnownUniquelyReferenced(&storage) { storage = nil }
    storedCount = 0
    lineCount = 0
  }

  /// Appends what `write` writes with the cursor it is given, straight into the buffer's memory:
  /// at most `maximumCount` bytes (the cursor traps beyond). What a row of month blocks is put
  /// together with.
  @inline(__always)
  mutating func appendBytes(upTo maximumCount: Int, _ write: (inout ByteCursor) -> Void) {
    flushLine()
    guard maximumCount > 0 else { return }
    let room = endOfStoredBytes(makingRoomFor: maximumCount)
    var cursor = ByteCursor(UnsafeMutableBufferPointer(start: room, count: maximumCount))
    write(&cursor)
    storedCount += cursor.next - room
  }

  /// Calls `body` with the bytes so far: the stored ones in place, unless a line is still being
  /// built (output that does not end with a newline), which is rare enough to copy for.
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    // The caller keeps `self`, and so `storage`, alive until this returns: no `withExtendedLifetime`,
    // whose use on an optional would give every start one more type to set up.
    let stored = UnsafeBufferPointer(start: storage?.start, count: storedCount)
    guard lineCount > 0 else { return body(stored) }
    var line = self.line
    return withUnsafeBytes(of: &line) { (Array(stored) + $0.prefix(lineCount)).withUnsafeBufferPointer(body) }
  }

  /// A buffer holding `text`: help, the manual page, a completion script.
  package init(_ text: String) {
    Array(text.utf8).withUnsafeBufferPointer { appendStored($0) }
  }

  /// The bytes as a string (for tests and JSON embedding).
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Room for `count` more bytes in `line`, copying it out first if need be; `false` when `count`
  /// is more than a line holds (the caller then appends to the stored bytes directly).
  @inline(__always)
  private mutating func makeRoom(for count: Int) -> Bool {
    if lineCount + count > TextBuffer.lineCapacity { flushLine() }
    return count <= TextBuffer.lineCapacity
  }

  @inline(__always)
  private mutating func flushLine() {
    // Rows of month blocks are appended whole, with no line begun: nothing to copy then.
    if lineCount > 0 { storeLine() }
  }

  /// Copies the line being built to the stored bytes; kept out of line, so that the appends that
  /// may call it stay small enough to be inlined where they are used.
  @inline(never)
  private mutating func storeLine() {
    let count = lineCount
    let room = endOfStoredBytes(makingRoomFor: count)
    withUnsafeBytes(of: &line) { UnsafeMutableRawPointer(room).copyMemory(from: $0.baseAddress!, byteCount: count) }
    storedCount += count
    lineCount = 0
  }

  /// Appends `source` to the stored bytes, after the line being built.
  private mutating func appendStored(_ source: UnsafeBufferPointer<UInt8>) {
    flushLine()
    guard let start = source.baseAddress, source.count > 0 else { return }
    endOfStoredBytes(makingRoomFor: source.count).initialize(from: start, count: source.count)
    storedCount += source.count
  }

  /// Where the next `extra` stored bytes go, in memory that has the room and that no copy shares:
  /// the memory is replaced first when it lacks either.
  @inline(__always)
  private mutating func endOfStoredBytes(makingRoomFor extra: Int) -> UnsafeMutablePointer<UInt8> {
    if !isKnownUniquelyReferenced(&storage) || storage.unsafelyUnwrapped.capacity - storedCount < extra {
      replaceStorage(makingRoomFor: extra)
    }
    return storage.unsafelyUnwrapped.start + storedCount
  }

  /// New memory with room for `extra` bytes more, twice the stored bytes at least (so that appends
  /// copy each byte a bounded number of times, as an array's growth does), holding the stored bytes.
  @inline(never)
  private mutating func replaceStorage(makingRoomFor extra: Int) {
    // 1 KiB at least: the few lines of a month block or a title need no second allocation.
    let replacement = ByteStorage(capacity: Swift.max(storedCount + extra, 2 * storedCount, 1024))
    if let storage { replacement.start.initialize(from: storage.start, count: storedCount) }
    storage = replacement
  }

  @inline(__always)
  private mutating func appendBytes(_ source: UnsafeBufferPointer<UInt8>) {
    guard makeRoom(for: source.count) else {
      appendStored(source)
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

  mutating func append(_ text: String) {
    if text.isEmpty { return }
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { appendBytes($0) }
    // Strings without contiguous UTF-8 (bridged from Objective-C) are copied first.
    if copied == nil { Array(text.utf8).withUnsafeBufferPointer { appendStored($0) } }
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

  /// `date` as ISO 8601 writes it, `2026-12-25` (the year with at least four digits).
  mutating func appendISODate(_ date: CivilDate) {
    appendZeroPadded(date.year, width: 4)
    append("-")
    appendZeroPadded(date.month, width: 2)
    append("-")
    appendZeroPadded(date.day, width: 2)
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
    if copied == nil { Array(fitted.text.utf8.prefix(fitted.byteCount)).withUnsafeBufferPointer { appendStored($0) } }
  }
}

/// The memory of a `TextBuffer`'s stored bytes: `capacity` bytes from `start`, freed with the last
/// buffer that holds it. Unchecked `Sendable` for the reason `Array` is `Sendable`: a buffer writes
/// to it only while no other value holds it (`isKnownUniquelyReferenced`).
private final class ByteStorage: @unchecked Sendable {
  let start: UnsafeMutablePointer<UInt8>
  let capacity: Int

  init(capacity: Int) {
    start = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    self.capacity = capacity
  }

  deinit { start.deallocate() }
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

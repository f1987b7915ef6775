// ByteCursor: writes bytes one after another into memory already set aside for them.

/// Writes bytes one after another into memory set aside for them (`TextBuffer.appendBytes(upTo:_:)`),
/// without the uniqueness check and the possible growth every append to an array brings: what lets a
/// row of month blocks be put together from kept lines at close to the speed of copying them.
///
/// The room is checked on every write, one comparison: a caller that set aside too little traps
/// rather than write past it.
struct ByteCursor {
  /// Where the next byte goes.
  private(set) var next: UnsafeMutablePointer<UInt8>
  /// The end of the room set aside.
  private let end: UnsafeMutablePointer<UInt8>

  /// A cursor at the start of `room`.
  init(_ room: UnsafeMutableBufferPointer<UInt8>) {
    next = room.baseAddress!
    end = next + room.count
  }

  /// Room for `count` more bytes, or a trap.
  @inline(__always)
  private func checkRoom(for count: Int) {
    precondition(count <= end - next, "a row of text written past the room set aside for it")
  }

  /// Copies `bytes`.
  @inline(__always)
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    checkRoom(for: bytes.count)
    next.update(from: source, count: bytes.count)
    next += bytes.count
  }

  /// Writes `count` spaces (none when `count` is 0 or less).
  @inline(__always)
  mutating func writeSpaces(_ count: Int) {
    guard count > 0 else { return }
    checkRoom(for: count)
    next.update(repeating: UInt8(ascii: " "), count: count)
    next += count
  }

  /// Writes one byte.
  @inline(__always)
  mutating func write(_ byte: UInt8) {
    checkRoom(for: 1)
    next.pointee = byte
    next += 1
  }

  /// Writes `value`'s decimal digits (with a `-` before a negative value), padded on the left with
  /// zeros to `minimumCount` digits.
  @inline(__always)
  mutating func writeDecimal(_ value: Int, zeroPaddedTo minimumCount: Int = 1) {
    withDecimalDigits(of: value, zeroPaddedTo: minimumCount) { write($0) }
  }

  /// Writes `value`'s decimal digits in `digits` (`LocaleDigits`): as `writeDecimal(_:zeroPaddedTo:)` for ASCII's, else
  /// as `LocaleDigits.text(of:)` writes them.
  mutating func writeDecimal(_ value: Int, in digits: LocaleDigits) {
    if digits.isASCII { return writeDecimal(value) }
    for byte in digits.text(of: value).utf8 { write(byte) }
  }

  /// Writes `value` (0...99) as two digits: a month or a day of a date, an hour or a minute.
  @inline(__always)
  mutating func writeTwoDigits(_ value: Int) {
    write(UInt8(truncatingIfNeeded: 48 + value / 10))
    write(UInt8(truncatingIfNeeded: 48 + value % 10))
  }
}

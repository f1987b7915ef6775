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
  /// each digit as its system's scalar in UTF-8 (two bytes for the Arabic-Indic digits, up to four).
  mutating func writeDecimal(_ value: Int, in digits: LocaleDigits) {
    if digits.isASCII { return writeDecimal(value) }
    withDecimalDigits(of: value, zeroPaddedTo: 1) { ascii in
      for byte in ascii {
        guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else {
          write(byte)
          continue
        }
        let scalar = digits.zero + UInt32(byte - UInt8(ascii: "0"))
        if scalar < 0x800 {
          write(UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6))
        } else if scalar < 0x10000 {
          write(UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12))
          write(UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F))
        } else {
          write(UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18))
          write(UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F))
          write(UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F))
        }
        write(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
      }
    }
  }

  /// Writes `value` (0...99) as two digits: a month or a day of a date, an hour or a minute.
  @inline(__always)
  mutating func writeTwoDigits(_ value: Int) {
    write(UInt8(truncatingIfNeeded: 48 + value / 10))
    write(UInt8(truncatingIfNeeded: 48 + value % 10))
  }
}

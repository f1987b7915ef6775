// OtherCalendarTitle: a title line of another calendar as bytes, with the columns they take.

/// The line under a month's title naming another calendar's months and year (`OtherCalendarWords.title`), kept as
/// UTF-8 bytes with the columns they take, so that a layout centres it without measuring or copying a string.
package struct OtherCalendarTitle {
  /// The title's UTF-8 bytes.
  package private(set) var bytes: [UInt8] = []
  /// The columns the title takes on a terminal (a Han or Hangul character takes two).
  package private(set) var columns = 0

  /// An empty title.
  package init() {}

  /// The title as a string.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Empties the title, keeping its memory.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    columns = 0
  }

  /// Appends `text`, which takes `columns` columns.
  mutating func append(_ text: String, columns: Int) {
    let isCopied: Void? = text.utf8.withContiguousStorageIfAvailable { append(bytesOf: $0) }
    if isCopied == nil { bytes.append(contentsOf: text.utf8) }
    self.columns += columns
  }

  /// Appends `buffer`'s bytes one by one: a title's words are a few bytes each, for which the generic
  /// `append(contentsOf:)` costs several times what the bytes do.
  private mutating func append(bytesOf buffer: UnsafeBufferPointer<UInt8>) {
    for byte in buffer { bytes.append(byte) }
  }

  /// Appends `text`, printable ASCII, a column a byte.
  mutating func appendASCII(_ text: String) { append(text, columns: text.utf8.count) }

  /// Appends the decimal digits of `number`.
  mutating func append(number: Int) {
    // From the highest power of ten down, straight into the bytes: the numbers are days, months and years, a few
    // digits each, for which a buffer of digits to copy costs more than the digits.
    if number < 0 {
      bytes.append(UInt8(ascii: "-"))
      columns += 1
    }
    var remaining = number.magnitude
    var power: UInt = 1
    while power <= remaining / 10 { power *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining / power))
      remaining %= power
      power /= 10
      columns += 1
    } while power > 0
  }

  /// Appends the title's bytes to `output`, one by one: a title is a few dozen bytes at most, for which the
  /// generic `append(contentsOf:)` costs several times what the bytes do.
  func appendBytes(to output: inout [UInt8]) {
    for byte in bytes { output.append(byte) }
  }

  /// Appends one space.
  mutating func appendSpace() {
    bytes.append(UInt8(ascii: " "))
    columns += 1
  }

  /// Appends the en dash that joins a range of months (U+2013, one column wide).
  mutating func appendDash() {
    bytes.append(0xE2)
    bytes.append(0x80)
    bytes.append(0x93)
    columns += 1
  }
}

// OtherCalendarTitle: a title line of another calendar as bytes, with the columns they take.

/// The line under a month's title naming another calendar's months and year (`OtherCalendarWords.title`), kept as
/// UTF-8 bytes with the columns they take, so that a layout centres it without measuring or copying a string.
///
/// The bytes are held in the value itself, `capacity` of them, not in an array: a title is made of a dozen
/// appends of a few bytes, and each append to an array checks that its storage is unique and has room, which cost
/// several times what storing the byte does.
package struct OtherCalendarTitle {
  /// The most bytes a title holds: the longest title is two month names (at most 15 bytes each), two years (at
  /// most 9 bytes each, a sexagenary name in Han or Hangul), the era (` AH`), a dash and spaces, under 60 bytes.
  static let capacity = 128
  /// The bytes, `byteCount` of them in use.
  private var storage: (
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
  ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  /// How many bytes the title has.
  package private(set) var byteCount = 0
  /// The columns the title takes on a terminal (a Han or Hangul character takes two).
  package private(set) var columns = 0

  /// An empty title.
  package init() {}

  /// The title's UTF-8 bytes.
  package var bytes: [UInt8] { withBytes { Array($0) } }

  /// The title as a string.
  package var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

  /// Calls `body` with the title's bytes.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withUnsafeBytes(of: storage) { raw in
      body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[0..<byteCount]))
    }
  }

  /// Empties the title.
  mutating func removeAll() {
    byteCount = 0
    columns = 0
  }

  /// Appends `text`, which takes `columns` columns.
  mutating func append(_ text: String, columns: Int) {
    let isCopied: Void? = text.utf8.withContiguousStorageIfAvailable { append(bytesOf: $0) }
    if isCopied == nil { for byte in text.utf8 { append(byte: byte) } }
    self.columns += columns
  }

  /// Appends the UTF-8 bytes `buffer`, which take `columns` columns.
  mutating func append(utf8 buffer: UnsafeBufferPointer<UInt8>, columns: Int) {
    append(bytesOf: buffer)
    self.columns += columns
  }

  /// Appends `text` with the columns it takes (`displayWidth(_:)`), measured from the bytes as they are copied.
  mutating func append(measuring text: String) {
    let start = byteCount
    append(text, columns: 0)
    withBytes { columns += displayWidth(utf8: UnsafeBufferPointer(rebasing: $0[start...])) }
  }

  /// Appends `text`, printable ASCII, a column a byte.
  mutating func appendASCII(_ text: String) { append(text, columns: text.utf8.count) }

  /// Appends the letter `letter`, printable ASCII (`M`, `L`), without going through a string.
  mutating func appendASCII(letter: Unicode.Scalar) {
    append(byte: UInt8(ascii: letter))
    columns += 1
  }

  /// Appends the decimal digits of `number`.
  mutating func append(number: Int) {
    // From the highest power of ten down, straight into the bytes: the numbers are days, months and years, a few
    // digits each, for which a buffer of digits to copy costs more than the digits.
    if number < 0 {
      append(byte: UInt8(ascii: "-"))
      columns += 1
    }
    var remaining = number.magnitude
    var power: UInt = 1
    while power <= remaining / 10 { power *= 10 }
    repeat {
      append(byte: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining / power))
      remaining %= power
      power /= 10
      columns += 1
    } while power > 0
  }

  /// Appends the title's bytes to `output`.
  func appendBytes(to output: inout [UInt8]) {
    withBytes { output.append(contentsOf: $0) }
  }

  /// Appends one space.
  mutating func appendSpace() {
    append(byte: UInt8(ascii: " "))
    columns += 1
  }

  /// Appends the en dash that joins a range of months (U+2013, one column wide).
  mutating func appendDash() {
    append(bytesOf: 0xE2, 0x80, 0x93)
    columns += 1
  }

  /// Appends `buffer`'s bytes.
  private mutating func append(bytesOf buffer: UnsafeBufferPointer<UInt8>) {
    let count = byteCount
    precondition(buffer.count <= OtherCalendarTitle.capacity - count, "a title longer than its capacity")
    withUnsafeMutableBytes(of: &storage) { raw in
      for (offset, byte) in buffer.enumerated() { raw[count + offset] = byte }
    }
    byteCount = count + buffer.count
  }

  /// Appends the three bytes `first`, `second`, `third`.
  private mutating func append(bytesOf first: UInt8, _ second: UInt8, _ third: UInt8) {
    let count = byteCount
    precondition(count + 3 <= OtherCalendarTitle.capacity, "a title longer than its capacity")
    withUnsafeMutableBytes(of: &storage) { raw in
      (raw[count], raw[count + 1], raw[count + 2]) = (first, second, third)
    }
    byteCount = count + 3
  }

  /// Appends `byte`.
  private mutating func append(byte: UInt8) {
    let count = byteCount
    precondition(count < OtherCalendarTitle.capacity, "a title longer than its capacity")
    withUnsafeMutableBytes(of: &storage) { $0[count] = byte }
    byteCount = count + 1
  }
}

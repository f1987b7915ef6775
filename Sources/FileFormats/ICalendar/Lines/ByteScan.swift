// ByteScan: the searches the content-line reader makes over every byte of a file, eight bytes at a time.

/// The reader looks at each byte of a file twice: for the end of its line and whether it is ASCII. Eight
/// bytes read as one word answer both with a few word operations where a byte loop takes a comparison or
/// two per byte (a 100 MB calendar is 100 million bytes).
enum ByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The index of the first line feed or carriage return in `bytes` from `start`, or `bytes.count`.
  static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    let count = bytes.count
    if let base = bytes.baseAddress {
      // A word with a byte below 0x0E (both line ends are) is looked at byte by byte: `word - 0x0E...`
      // sets a byte's high bit where the byte was below 0x0E, or borrowed from one that was, and `~word`
      // keeps only those whose byte's own high bit was clear (Hacker's Delight, 6-1).
      while index + 8 <= count {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        if (word &- ones &* 0x0E) & ~word & highBits != 0 { break }
        index += 8
      }
    }
    while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
    return index
  }

  /// Whether every byte of `bytes` is ASCII (below 0x80).
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var index = 0
    var combined: UInt64 = 0
    while index + 8 <= bytes.count {
      combined |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      index += 8
    }
    while index < bytes.count {
      combined |= UInt64(bytes[index])
      index += 1
    }
    return combined & highBits == 0
  }
}

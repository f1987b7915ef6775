// YearDigits: the digits of the last year written, kept for the titles that write it again.

/// The zero-padded digits of the last year asked for (`withDecimalDigits(of:zeroPaddedTo:)` with
/// four digits, as `cal` prints years), kept so that the rows of a long range, several to a
/// year, make each year's digits once instead of dividing it by ten four times a row.
struct YearDigits {
  private var year = Int.min
  /// The year's digits in the low `count` bytes, in memory order.
  private var digits: UInt64 = 0
  private var count = 0

  /// Calls `body` with the digits of `year` zero-padded to four.
  @inline(__always)
  mutating func withDigits<Result>(of year: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if year != self.year {
      let fits: Bool = withDecimalDigits(of: year, zeroPaddedTo: 4) { made in
        // A year of more than eight characters is not kept (no calendar range reaches one).
        guard made.count <= MemoryLayout<UInt64>.size else { return false }
        var packed: UInt64 = 0
        withUnsafeMutableBytes(of: &packed) { $0.copyMemory(from: UnsafeRawBufferPointer(made)) }
        (self.digits, self.count) = (packed, made.count)
        return true
      }
      guard fits else { return withDecimalDigits(of: year, zeroPaddedTo: 4, body) }
      self.year = year
    }
    var digits = self.digits
    let count = self.count
    return withUnsafeBytes(of: &digits) { body(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[..<count])) }
  }
}

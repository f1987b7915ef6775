// withDecimalDigits and zeroPaddedYear: numbers written as decimal text, in one place.

/// Calls `body` with the decimal digits of `value`, padded on the left with zeros to at least
/// `minimumCount` digits (as `printf("%0*d")` pads them; a negative value's sign goes in front).
///
/// The digits are written into a small buffer on the stack: a number in every calendar cell and
/// a year in every title should not cost a general integer-to-text conversion and a `String`.
@inline(__always)
func withDecimalDigits<Result>(
  of value: Int, zeroPaddedTo minimumCount: Int = 1, _ body: (UnsafeBufferPointer<UInt8>) -> Result
) -> Result {
  var field: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: any Int's 19 digits, a sign, padding
  return withUnsafeMutableBytes(of: &field) { raw in
    let buffer = raw.bindMemory(to: UInt8.self)
    var remaining = value.magnitude
    var start = buffer.count
    repeat {
      start &-= 1
      buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
      remaining /= 10
    } while remaining != 0
    if minimumCount > 1 {
      let firstDigit = buffer.count - min(minimumCount, buffer.count - 1)
      while start > firstDigit {
        start &-= 1
        buffer[start] = UInt8(ascii: "0")
      }
    }
    if value < 0 {
      start &-= 1
      buffer[start] = UInt8(ascii: "-")
    }
    return body(UnsafeBufferPointer(rebasing: buffer[start...]))
  }
}

/// A year as `cal` prints it, zero-padded to four digits (`0089`).
func zeroPaddedYear(_ year: Int) -> String {
  withDecimalDigits(of: year, zeroPaddedTo: 4) { String(decoding: $0, as: UTF8.self) }
}

/// How many characters `withDecimalDigits(of:zeroPaddedTo:)` gives `value`: its digits (at least
/// `minimumCount`), and a sign when it is negative.
func decimalDigitCount(of value: Int, zeroPaddedTo minimumCount: Int = 1) -> Int {
  var count = 1
  var remaining = value.magnitude
  while remaining >= 10 {
    remaining /= 10
    count += 1
  }
  return max(count, minimumCount) + (value < 0 ? 1 : 0)
}

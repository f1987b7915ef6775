// CivilDate: a year, a month and a day, as people write dates.

/// A calendar date as people write it: a year, a month (1–12) and a day of the month.
///
/// A `CivilDate` is only a triple; whether it exists depends on the calendar rules in force,
/// so validation and arithmetic live in `Reform`. Dates order by year, then month, then day.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, 1 or later for every date swiftcal shows.
  public var year: Int
  /// The month, 1 (January) through 12.
  public var month: Int
  /// The day of the month, from 1.
  public var day: Int

  /// Creates a date from its parts without checking it; see `Reform.isValid(_:)`.
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The year and month this date falls in.
  public var yearMonth: YearMonth { YearMonth(year: year, month: month) }

  public static func < (left: CivilDate, right: CivilDate) -> Bool {
    (left.year, left.month, left.day) < (right.year, right.month, right.day)
  }

  /// The ISO 8601 form, `YYYY-MM-DD`, with the year zero-padded to at least four digits.
  public var description: String {
    "\(zeroPadded(year, width: 4))-\(zeroPadded(month, width: 2))-\(zeroPadded(day, width: 2))"
  }
}

/// `value` in decimal, padded on the left with zeros to `width` digits (as `printf("%0*d")`).
public func zeroPadded(_ value: Int, width: Int) -> String {
  guard value >= 0 else {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
  // Written digit by digit into a small buffer: a year in every calendar title should not cost a
  // general integer-to-text conversion and a concatenation.
  let zeros: UInt64 = 0x3030_3030_3030_3030  // eight "0"s
  var field = (zeros, zeros, zeros)  // room for any Int's digits and the padding of a date
  return withUnsafeMutableBytes(of: &field) { raw in
    let buffer = raw.bindMemory(to: UInt8.self)
    var remaining = value
    var start = buffer.count
    repeat {
      start -= 1
      buffer[start] += UInt8(remaining % 10)
      remaining /= 10
    } while remaining > 0
    start = max(min(start, buffer.count - width), 0)
    let digits = String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    return width > buffer.count ? String(repeating: "0", count: width - buffer.count) + digits : digits
  }
}

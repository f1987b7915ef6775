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

  /// Whether `left` comes before `right`: by year, then month, then day.
  public static func < (left: CivilDate, right: CivilDate) -> Bool {
    (left.year, left.month, left.day) < (right.year, right.month, right.day)
  }

  /// The ISO 8601 form, `YYYY-MM-DD`, with the year zero-padded to at least four digits.
  public var description: String {
    "\(zeroPadded(year, width: 4))-\(zeroPadded(month, width: 2))-\(zeroPadded(day, width: 2))"
  }
}

/// `value` in decimal, padded on the left with zeros to `width` characters, for the ISO 8601 forms
/// of `CivilDate` and `YearMonth`. Not on any hot path: the command writes its numbers itself.
func zeroPadded(_ value: Int, width: Int) -> String {
  let digits = String(value)
  let count = digits.utf8.count
  return count >= width ? digits : String(repeating: "0", count: width - count) + digits
}

// YearMonth: a month of a year, and moving between months.

/// A month of a particular year: the unit a month view shows and navigates by.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year.
  public var year: Int
  /// The month, 1 (January) through 12.
  public var month: Int

  /// Creates a year-month; `month` must be in `1...12`.
  public init(year: Int, month: Int) {
    precondition((1...12).contains(month), "month \(month) out of 1...12")
    self.year = year
    self.month = month
  }

  /// Months counted from January of year 0, so that navigation is plain integer arithmetic.
  public var monthIndex: Int { year * 12 + (month - 1) }

  /// The year-month with the given `monthIndex`.
  public init(monthIndex: Int) {
    self.init(year: floorDivide(monthIndex, 12), month: floorModulo(monthIndex, 12) + 1)
  }

  /// The month `count` months after this one (before it when `count` is negative).
  public func advanced(byMonths count: Int) -> YearMonth {
    YearMonth(monthIndex: monthIndex + count)
  }

  /// The following month; December is followed by January of the next year.
  @inlinable
  public var next: YearMonth {
    // Without the floor division of `advanced(byMonths:)`: a long range steps through every month.
    month == 12 ? YearMonth(year: year + 1, month: 1) : YearMonth(year: year, month: month + 1)
  }

  /// The preceding month; January is preceded by December of the previous year.
  @inlinable
  public var previous: YearMonth {
    month == 1 ? YearMonth(year: year - 1, month: 12) : YearMonth(year: year, month: month - 1)
  }

  /// The number of months from `self` to `other` (negative when `other` is earlier).
  public func months(to other: YearMonth) -> Int { other.monthIndex - monthIndex }

  /// The first day of this month.
  public var firstDay: CivilDate { CivilDate(year: year, month: month, day: 1) }

  /// Whether `left` comes before `right`.
  public static func < (left: YearMonth, right: YearMonth) -> Bool { left.monthIndex < right.monthIndex }

  /// `YYYY-MM`.
  public var description: String { "\(zeroPadded(year, width: 4))-\(zeroPadded(month, width: 2))" }
}

// MonthRange: consecutive months, as a calendar shows them.

/// A run of consecutive months: what `cal -3`, `-n`, `-S`, `-y` and `-Y` select.
public struct MonthRange: Hashable, Sendable, RandomAccessCollection {
  /// The first month of the run.
  public let first: YearMonth
  /// How many months the run holds.
  public let count: Int

  /// `count` months from `first` on.
  public init(first: YearMonth, count: Int) {
    precondition(count >= 0, "a month range cannot hold \(count) months")
    self.first = first
    self.count = count
  }

  /// `count` months around `month`, as `cal --span` centres them: `count / 2` months before it.
  public static func spanning(_ month: YearMonth, count: Int) -> MonthRange {
    MonthRange(first: month.advanced(byMonths: -(count / 2)), count: count)
  }

  /// The twelve months of `year`, January to December (`cal -y`).
  public static func year(_ year: Int) -> MonthRange {
    MonthRange(first: YearMonth(year: year, month: 1), count: 12)
  }

  /// The three months centred on `month` (`cal -3`).
  public static func three(around month: YearMonth) -> MonthRange { spanning(month, count: 3) }

  /// The months of `reform` from the one holding JDN `firstDay` to the one holding JDN `lastDay` (not before it):
  /// the civil months a run of another calendar's months overlaps.
  public static func holding(daysFrom firstDay: Int, through lastDay: Int, reform: Reform) -> MonthRange {
    let firstMonth = reform.date(fromJulianDay: firstDay).yearMonth
    let lastMonth = reform.date(fromJulianDay: Swift.max(firstDay, lastDay)).yearMonth
    return MonthRange(first: firstMonth, count: firstMonth.months(to: lastMonth) + 1)
  }

  /// The index of the first month, 0.
  public var startIndex: Int { 0 }
  /// One past the index of the last month: the number of months.
  public var endIndex: Int { count }
  /// The month `index` months after the first.
  public subscript(index: Int) -> YearMonth { first.advanced(byMonths: index) }

  /// The last month of the run; the run must not be empty.
  public var last: YearMonth { first.advanced(byMonths: count - 1) }
}

// CalendarMonthSpan: one month of another calendar as a run of day numbers.

/// One month of a `CalendarSystem`: its number and year, whether it is a leap month, and the days it covers as
/// Julian Day Numbers, `firstJulianDay` to `firstJulianDay + dayCount - 1`.
public struct CalendarMonthSpan: Hashable, Sendable {
  /// The year, in the calendar's own count (`CalendarSystemDate.year` says which).
  public var year: Int
  /// The month, from 1.
  public var month: Int
  /// Whether the month is a leap month: an intercalary lunisolar month, which repeats the number of the month
  /// before it. (Hebrew Adar I and Adar II are months 12 and 13 of a leap year instead.)
  public var isLeapMonth: Bool
  /// The Julian Day Number of the month's first day.
  public var firstJulianDay: Int
  /// The number of days in the month.
  public var dayCount: Int

  /// A month from its parts.
  public init(year: Int, month: Int, isLeapMonth: Bool = false, firstJulianDay: Int, dayCount: Int) {
    (self.year, self.month, self.isLeapMonth) = (year, month, isLeapMonth)
    (self.firstJulianDay, self.dayCount) = (firstJulianDay, dayCount)
  }

  /// The Julian Day Number of the month's last day.
  public var lastJulianDay: Int { firstJulianDay + dayCount - 1 }

  /// Whether the day `julianDay` is in the month.
  public func contains(_ julianDay: Int) -> Bool { julianDay >= firstJulianDay && julianDay <= lastJulianDay }

  /// The date of the day `julianDay`, which the month must contain.
  public func date(ofJulianDay julianDay: Int) -> CalendarSystemDate {
    precondition(contains(julianDay), "JDN \(julianDay) is not in this month")
    return CalendarSystemDate(year: year, month: month, isLeapMonth: isLeapMonth, day: julianDay - firstJulianDay + 1)
  }
}

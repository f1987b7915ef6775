// CalendarSystemDate: a date of any of the calendars shown beside the civil one.

/// A date of a `CalendarSystem`: year, month, leap month or not, day.
///
/// The year is the calendar's own: Anno Mundi for the Hebrew calendar, of the Hijra for the Islamic ones and the
/// Solar Hijri one; for the lunisolar calendars, the Gregorian year in which the lunar year begins (as lunardate
/// and korean-lunar-calendar count it). Months count from Nisan = 1 (Hebrew), Muharram = 1 (Islamic),
/// Farvardin = 1 (Persian), and the first month of the lunar year = 1 (lunisolar).
public struct CalendarSystemDate: Hashable, Sendable, CustomStringConvertible {
  /// The year.
  public var year: Int
  /// The month, from 1.
  public var month: Int
  /// Whether the month is a lunisolar leap month.
  public var isLeapMonth: Bool
  /// The day of the month, from 1.
  public var day: Int

  /// A date from its parts, unchecked.
  public init(year: Int, month: Int, isLeapMonth: Bool = false, day: Int) {
    (self.year, self.month, self.isLeapMonth, self.day) = (year, month, isLeapMonth, day)
  }

  /// `year-month-day`, a leap month's number followed by `L`: `2026-10-12`, `2025-6L-1`.
  public var description: String { "\(year)-\(month)\(isLeapMonth ? "L" : "")-\(day)" }
}

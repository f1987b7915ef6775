// HebrewDate: a year, a month and a day of the Hebrew calendar, months numbered from Nisan.

/// A date of the Hebrew calendar: a year Anno Mundi, a month and a day of the month.
///
/// Months are numbered from Nisan = 1, as the Torah counts them (Exodus 12:2) and as Reingold & Dershowitz's
/// *Calendrical Calculations* and pyluach do: Tishri, where the year number changes, is 7; Adar is 12; in a leap
/// year Adar I is 12 and Adar II 13. A year therefore runs 7, 8, …, 12 (13), 1, …, 6, and dates are deliberately
/// not `Comparable` by (year, month, day); compare their Julian Day Numbers instead.
///
/// Only a triple: whether it exists is `HebrewCalendar.julianDay(of:)`'s answer (`nil` if not).
///
///     let newYear = HebrewDate(year: 5787, month: 7, day: 1)
///     HebrewCalendar.julianDay(of: newYear)  // 2461296, Saturday 12 September 2026
public struct HebrewDate: Hashable, Sendable, CustomStringConvertible {
  /// The year Anno Mundi, from 1 (1 Tishri 1 AM is 7 October 3761 BC, Julian).
  public var year: Int
  /// The month, 1 (Nisan) through 12, or 13 (Adar II) in a leap year.
  public var month: Int
  /// The day of the month, 1 through 29 or 30.
  public var day: Int

  /// Creates a date from its parts without checking it.
  public init(year: Int, month: Int, day: Int) {
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// The numbers as `year-month-day` with the month numbered from Nisan, e.g. `5787-7-1` for 1 Tishri 5787.
  public var description: String { "\(year)-\(month)-\(day)" }
}

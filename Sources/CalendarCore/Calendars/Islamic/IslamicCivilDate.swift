// IslamicCivilDate: a year, a month and a day of the tabular Islamic calendar.

/// A date of the tabular ("civil") Islamic calendar: a year of the Hijra, a month from Muharram = 1 to Dhu
/// al-Hijja = 12, and a day of the month. Dates order by year, then month, then day, as the year runs.
///
/// Only a triple: whether it exists is `IslamicCivilCalendar.julianDay(of:)`'s answer (`nil` if not).
///
///     IslamicCivilCalendar.julianDay(of: IslamicCivilDate(year: 1448, month: 1, day: 1))
///     // 2461209, Wednesday 17 June 2026
public struct IslamicCivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year of the Hijra, from 1.
  public var year: Int
  /// The month, 1 (Muharram) through 12 (Dhu al-Hijja).
  public var month: Int
  /// The day of the month, 1 through 29 or 30.
  public var day: Int

  /// Creates a date from its parts without checking it.
  public init(year: Int, month: Int, day: Int) {
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// Whether `left` comes before `right`: by year, then month, then day.
  public static func < (left: IslamicCivilDate, right: IslamicCivilDate) -> Bool {
    (left.year, left.month, left.day) < (right.year, right.month, right.day)
  }

  /// The numbers as `year-month-day`, e.g. `1448-1-1` for 1 Muharram 1448.
  public var description: String { "\(year)-\(month)-\(day)" }
}

// DateError: a mistake in the dates, months, years and weeks named, with its one-line message.

import CalendarCore
import FileFormats

/// A mistake in the dates, months, years and weeks named, and the months they make. `description`
/// is the one line swiftcal prints after `swiftcal: `; every message names the bad value and what
/// would have been accepted.
package enum DateError: Error, Equatable, Sendable, CustomStringConvertible {
  case invalidDay(String, validRange: String)
  case invalidMonth(String)
  /// A month argument before a year that is not a month (`swiftcal 2026 12`, `swiftcal feb 30 2026`).
  case invalidMonthOperand(String)
  case invalidYear(String)
  case invalidDate(String)
  /// A `YYYY-MM-DD` word whose month is not 01-12.
  case dateMonthOutOfRange(String)
  /// A `YYYY-MM-DD` word whose year is not 0001-9999, the years a written date can have.
  case dateYearOutOfRange(String)
  case nonexistentDate(String, month: YearMonth, validRange: String)
  case noSuchWeek(week: Int, year: Int)
  case rangeTooLong(lastYear: Int)
  case rangeTooEarly(firstYear: Int)
  case invalidToday(String)
  /// A `--main-calendar` operand that is not a day, month or year of that calendar: the value, the calendar, what
  /// the operand is (`month`) and what is accepted.
  case invalidCalendarOperand(String, calendar: CalendarSystem, operand: String, expected: String)
  /// `--main-calendar` months that leave the years the calendar has, or whose days leave the civil years swiftcal
  /// shows (1 to `Limits.lastYear`): the calendar and its years that are shown.
  case calendarRangeLeft(CalendarSystem, years: ClosedRange<Int>)

  package var description: String {
    switch self {
    case .invalidDay(let value, let validRange):
      return "invalid day '\(shown(value))': use \(validRange); the arguments go day month year"
    case .invalidMonth(let value):
      return "invalid month '\(shown(value))': use 1-12 or a month name"
    case .invalidMonthOperand(let value):
      return "invalid month '\(shown(value))': use 1-12 or a month name; the arguments go [[day] month] year"
    case .invalidYear(let value):
      return "invalid year '\(shown(value))': use 1-\(Limits.lastYear)"
    case .invalidDate(let value):
      return "invalid date '\(shown(value))': use YYYY-MM-DD, @SECONDS, +2 days, 3 weeks ago, tomorrow or a month name"
    case .dateMonthOutOfRange(let value):
      return "invalid date '\(shown(value))': the month must be 01-12"
    case .dateYearOutOfRange(let value):
      return "invalid date '\(shown(value))': YYYY-MM-DD takes a year from 0001 to 9999 "
        + "(a later one as an operand: 1 10000)"
    case .nonexistentDate(let value, let month, let validRange):
      return "invalid date '\(shown(value))': \(month) has days \(validRange)"
    case .noSuchWeek(let week, let year):
      return "invalid week '\(week)': year \(zeroPaddedYear(year)) has no week \(week)"
    case .rangeTooLong(let lastYear):
      return "the months asked for run to year \(lastYear): use months up to December \(Int32.max)"
    case .rangeTooEarly(let firstYear):
      return "the months asked for start in year \(firstYear): use months from January 0000"
    case .invalidToday(let value):
      return "invalid --today date '\(shown(value))': use YYYY-MM-DD, @SECONDS, +2 days, tomorrow or another timestamp"
    case .invalidCalendarOperand(let value, let calendar, let operand, let expected):
      return "invalid \(calendar.name) \(operand) '\(shown(value))': use \(expected)"
    case .calendarRangeLeft(let calendar, let years):
      return "the \(calendar.name) months asked for leave its years: use months of \(years.lowerBound)-\(years.upperBound)"
    }
  }
}

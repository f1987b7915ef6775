// UsageError: every mistake in what the user typed, with its one-line message.

import CalendarCore
import FileFormats

/// A mistake in what the user typed. `description` is the one line swiftcal prints after
/// `swiftcal: `; every message names the bad value and what would have been accepted.
package enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownOption(String)
  case ambiguousOption(String, candidates: [String])
  /// A word of the command line that is not UTF-8, as its bytes.
  case invalidText([UInt8])
  /// A word like `-5` or `-2026`: a number below 1, which getopt would take for options.
  case negativeNumber(String)
  case missingValue(option: String, expected: String)
  case unexpectedValue(option: String, value: String)
  case invalidValue(option: String, value: String, expected: String)
  case invalidDay(String, validRange: String)
  case invalidMonth(String)
  /// A month argument before a year that is not a month (`swiftcal 2026 12`, `swiftcal feb 30 2026`).
  case invalidMonthOperand(String)
  case invalidYear(String)
  case invalidDate(String)
  /// A `YYYY-MM-DD` word whose month is not 01-12.
  case dateMonthOutOfRange(String)
  /// A `YYYY-MM-DD` word whose year swiftcal does not show.
  case dateYearOutOfRange(String)
  case nonexistentDate(String, month: YearMonth, validRange: String)
  case invalidWeek(String)
  case noSuchWeek(week: Int, year: Int)
  case tooManyArguments([String])
  case conflictingOptions(String, String)
  case rangeTooLong(lastYear: Int)
  case rangeTooEarly(firstYear: Int)
  case invalidToday(String)
  case invalidWeekend(String)
  case interactiveNeedsTerminal
  /// `--interactive` on a terminal that cannot move its cursor (`TERM` unset, empty or `dumb`).
  case interactiveNeedsCursorAddressing(term: String)
  /// A `--mark` day that names no day.
  case invalidMark(String)

  package var description: String {
    switch self {
    case .unknownOption(let option):
      return "unknown option '\(shown(option))': see 'swiftcal --help' for the options"
    case .ambiguousOption(let option, let candidates):
      return "ambiguous option '\(shown(option))': could be \(candidates.map { "--\($0)" }.joined(separator: ", "))"
    case .invalidText(let bytes):
      return "invalid argument '\(shownBytes(bytes))': use UTF-8 text"
    case .negativeNumber(let value):
      return "invalid number '\(shown(value))': use a day, month or year from 1 up"
    case .missingValue(let option, let expected):
      return "option '\(option)' needs a value: \(expected)"
    case .unexpectedValue(let option, let value):
      return "option '\(option)' takes no value, but was given '\(shown(value))'"
    case .invalidValue(let option, let value, let expected):
      return "invalid \(option) value '\(shown(value))': use \(expected)"
    case .invalidDay(let value, let validRange):
      return "invalid day '\(shown(value))': use \(validRange); the arguments go day month year"
    case .invalidMonth(let value):
      return "invalid month '\(shown(value))': use 1-12 or a month name"
    case .invalidMonthOperand(let value):
      return "invalid month '\(shown(value))': use 1-12 or a month name; the arguments go [[day] month] year"
    case .invalidYear(let value):
      return "invalid year '\(shown(value))': use 1-\(Limits.lastYear)"
    case .nonexistentDate(let value, let month, let validRange):
      return "invalid date '\(shown(value))': \(month) has days \(validRange)"
    case .invalidDate(let value):
      return "invalid date '\(shown(value))': use YYYY-MM-DD, @SECONDS, +2 days, 3 weeks ago, tomorrow or a month name"
    case .dateMonthOutOfRange(let value):
      return "invalid date '\(shown(value))': the month must be 01-12"
    case .dateYearOutOfRange(let value):
      return "invalid date '\(shown(value))': use a year from 1 to \(Limits.lastYear)"
    case .invalidWeek(let value):
      return "invalid week '\(shown(value))': use 1-54"
    case .noSuchWeek(let week, let year):
      return "invalid week '\(week)': year \(zeroPaddedYear(year)) has no week \(week)"
    case .tooManyArguments(let arguments):
      let quoted = arguments.prefix(8).map(shown).joined(separator: " ") + (arguments.count > 8 ? " …" : "")
      return "too many arguments '\(quoted)': use [[day] month] year"
    case .conflictingOptions(let first, let second):
      return "options \(first) and \(second) cannot be used together: use one of them"
    case .rangeTooLong(let lastYear):
      return "the months asked for run to year \(lastYear): use months up to December \(Int32.max)"
    case .rangeTooEarly(let firstYear):
      return "the months asked for start in year \(firstYear): use months from January 0000"
    case .invalidToday(let value):
      return "invalid --today date '\(shown(value))': use YYYY-MM-DD, @SECONDS, +2 days, tomorrow or another timestamp"
    case .invalidWeekend(let value):
      let abbreviations = weekendDayNames.joined(separator: ", ")
      return "invalid --weekend days '\(shown(value))': use weekday names or \(abbreviations), "
        + "separated by commas (fri,sat), or none"
    case .interactiveNeedsTerminal:
      return "--interactive needs a terminal: none is open (standard input, standard output and /dev/tty)"
    case .interactiveNeedsCursorAddressing(let term):
      return "--interactive needs a terminal that can move its cursor; TERM is '\(shown(term))'"
    case .invalidMark(let value):
      return "invalid --mark day '\(shown(value))': use \(markForms)"
    }
  }
}

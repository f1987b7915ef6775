// CommandLineError: a mistake in the command line's words, with its one-line message.

import CalendarCore
import FileFormats

/// A mistake in the command line's words: options, their values and how many operands. `description` is the one
/// line swiftcal prints after `swiftcal: `; every message names the bad value and what would have been accepted.
package enum CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownOption(String)
  case ambiguousOption(String, candidates: [String])
  /// A word of the command line that is not UTF-8, as its bytes.
  case invalidText([UInt8])
  /// A word like `-5` or `-2026`: a number below 1, which getopt would take for options.
  case negativeNumber(String)
  case missingValue(option: String, expected: String)
  case unexpectedValue(option: String, value: String)
  case invalidValue(option: String, value: String, expected: String)
  case tooManyArguments([String])
  case conflictingOptions(String, String)
  case invalidWeek(String)
  case invalidWeekend(String)
  /// A `--mark` day that names no day.
  case invalidMark(String)
  /// `--format ics` without the options whose days it writes.
  case nothingToExport

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
    case .tooManyArguments(let arguments):
      let quoted = arguments.prefix(8).map(shown).joined(separator: " ") + (arguments.count > 8 ? " …" : "")
      return "too many arguments '\(quoted)': use [[day] month] year"
    case .conflictingOptions(let first, let second):
      return "options \(first) and \(second) cannot be used together: use one of them"
    case .invalidWeek(let value):
      return "invalid week '\(shown(value))': use 1-54"
    case .invalidWeekend(let value):
      let abbreviations = weekendDayNames.joined(separator: ", ")
      return "invalid --weekend days '\(shown(value))': use weekday names or \(abbreviations), "
        + "separated by commas (fri,sat), or none"
    case .invalidMark(let value):
      return "invalid --mark day '\(shown(value))': use \(markForms)"
    case .nothingToExport:
      return "--format ics writes holidays, marks and moon phases: add --holidays, --mark, --mark-file or --moon"
    }
  }
}

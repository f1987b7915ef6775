// UsageError: every mistake in what the user asked for, by concern, with its one-line message.

import FileFormats

/// A mistake in what the user asked for, by concern: the command line's words, the dates they
/// name, the terminal `--interactive` needs, or a mark file named. `description` is the one line
/// swiftcal prints after `swiftcal: `; every message names the bad value and what would have been
/// accepted.
package enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An option, an option's value or the number of operands.
  case commandLine(CommandLineError)
  /// A date, month, year or week named, or the months they make.
  case date(DateError)
  /// What `--interactive` needs of the terminal.
  case terminal(TerminalError)
  /// A `--mark-file` file, or a file it includes.
  case markFile(CalendarFileError)
  /// A `--ics` file or folder that cannot be read or is not iCalendar: the line says which and why.
  case eventFile(String)
  /// A line of the defaults file (`DefaultsFile`) that is no option a file may give, or the file unreadable
  /// (line 0).
  case defaultsFile(path: String, line: Int, message: String)

  package var description: String {
    switch self {
    case .commandLine(let error): return error.description
    case .date(let error): return error.description
    case .terminal(let error): return error.description
    case .markFile(let error): return error.description
    case .eventFile(let message): return message
    case .defaultsFile(let path, let line, let message):
      return line > 0 ? "\(shown(path)):\(line): \(message)" : "\(shown(path)): \(message)"
    }
  }
}

// TerminalError: a mistake in what `--interactive` needs of the terminal, with its one-line message.

import CalendarCore
import FileFormats

/// A mistake in what `--interactive` needs of the terminal. `description` is the one line swiftcal prints after
/// `swiftcal: `; every message names the bad value and what would have been accepted.
package enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  case interactiveNeedsTerminal
  /// `--interactive` on a terminal that cannot move its cursor (`TERM` unset, empty or `dumb`).
  case interactiveNeedsCursorAddressing(term: String)

  package var description: String {
    switch self {
    case .interactiveNeedsTerminal:
      return "--interactive needs a terminal: none is open (standard input, standard output and /dev/tty)"
    case .interactiveNeedsCursorAddressing(let term):
      return "--interactive needs a terminal that can move its cursor; TERM is '\(shown(term))'"
    }
  }
}

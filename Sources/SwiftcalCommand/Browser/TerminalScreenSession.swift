// TerminalScreenSession: when the browser takes the terminal over and gives it back, as steps for the edge.

/// The browser's hold on the terminal: raw mode and the alternate screen taken on `start()`, given
/// back on `suspend()` (Ctrl-Z) and taken again on `resume()`, given back for good on `end()`.
/// Each call returns the steps the edge carries out in order, so that which escape codes are
/// written on every way out can be tested without a terminal: once started, the last thing written
/// is always `restoreSequence` and the saved modes are set back, whatever came between.
///
///     var session = TerminalScreenSession()
///     session.start()   // [.setRawModes, .write(enterSequence)]
///     session.end()     // [.write(restoreSequence), .setSavedModes]
///     session.end()     // []
package struct TerminalScreenSession: Hashable, Sendable {
  /// One thing for the edge to do to the terminal.
  package enum Step: Hashable, Sendable {
    /// Switch the terminal to raw mode: keys one by one, unechoed, Ctrl-C and Ctrl-Z as bytes.
    case setRawModes
    /// Set the modes the terminal had before `start()` back (echo, line editing, signals).
    case setSavedModes
    /// Write these escape codes to the terminal.
    case write(String)
  }

  /// Alternate screen, cursor hidden, auto-wrap off, mouse reports in xterm's SGR form (button
  /// presses, releases and the wheel), screen cleared.
  package static let enterSequence =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[H\u{1B}[2J"
  /// The terminal as the browser found it: colours reset, mouse reports off, auto-wrap and cursor
  /// on, the main screen back.
  package static let restoreSequence = "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  /// Whether the session has started and not ended.
  package private(set) var isActive = false
  /// Whether the browser has the terminal now (started, and not suspended since).
  package private(set) var hasTerminal = false
  /// Whether the session has ended; it cannot start again.
  package private(set) var hasEnded = false

  package init() {}

  /// Takes the terminal over; nothing once started or ended.
  package mutating func start() -> [Step] {
    guard !isActive, !hasEnded else { return [] }
    isActive = true
    return takeTerminal()
  }

  /// Gives the terminal back for a stop (Ctrl-Z): the shell gets it as it was.
  package mutating func suspend() -> [Step] {
    guard isActive, hasTerminal else { return [] }
    return giveTerminalBack()
  }

  /// Takes the terminal again after a stop. Also after a stop the browser did not ask for
  /// (`SIGSTOP`, then `SIGCONT`): the shell may have set its own modes meanwhile, so they are set
  /// again even when the browser never gave the terminal up.
  package mutating func resume() -> [Step] {
    guard isActive else { return [] }
    return takeTerminal()
  }

  /// Gives the terminal back for good, on every way out (a key, a signal, a lost terminal).
  /// Safe to call more than once.
  package mutating func end() -> [Step] {
    guard isActive else { return [] }
    isActive = false
    hasEnded = true
    // Given back even when suspended: a signal may end the browser between a stop and the
    // continue, and the codes written twice do no harm.
    return giveTerminalBack()
  }

  private mutating func takeTerminal() -> [Step] {
    hasTerminal = true
    return [.setRawModes, .write(TerminalScreenSession.enterSequence)]
  }

  private mutating func giveTerminalBack() -> [Step] {
    hasTerminal = false
    return [.write(TerminalScreenSession.restoreSequence), .setSavedModes]
  }
}

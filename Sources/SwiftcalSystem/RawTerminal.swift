// RawTerminal: the terminal switched over to the browser, and put back on every way out.

import SwiftcalCommand

/// The terminal in the browser's state: raw mode (keys arrive one by one, unechoed, Ctrl-C as a
/// byte), the alternate screen, no cursor, no auto-wrap, mouse reports on. `end()` puts all of it
/// back; the browser calls it on every way out, signals included, and `suspend()` around a stop.
final class RawTerminal {
  /// The signals that end the browser, after which the terminal must still be restored.
  static let endingSignals: [Platform.Signal] = [.interrupt, .terminate, .hangUp, .quit]
  /// The signals reported to the loop: those, a resize, a stop request (`kill -TSTP`), and the
  /// continue after any stop, when the shell may have changed the terminal's modes.
  static let reportedSignals = endingSignals + [.windowChange, .terminalStop, .continue]

  /// The descriptors keys are read from and the screen is written to: standard input and
  /// output, or both the controlling terminal (`/dev/tty`) when standard output is not one.
  let input: Int32, output: Int32
  private let savedModes: Platform.TerminalModes
  private let rawModes: Platform.TerminalModes
  private var isActive = false

  /// Switches the terminal on `input` and `output` over; `nil` (with `errno` set) when its modes
  /// cannot be read or set.
  init?(input: Int32, output: Int32) {
    self.input = input
    self.output = output
    guard let modes = Platform.terminalModes(of: input), Platform.openSignalPipe() else { return nil }
    savedModes = modes
    rawModes = modes.raw
    Platform.reportSignals(RawTerminal.reportedSignals)
    Platform.ignoreBrokenPipe()
    guard Platform.setTerminalModes(rawModes, of: input) else {
      restoreSignalsAndPipe()
      return nil
    }
    isActive = true
    enterScreen()
  }

  /// Alternate screen, cursor hidden, auto-wrap off, mouse reports in xterm's SGR form (button
  /// presses, releases and the wheel), screen cleared.
  private func enterScreen() {
    writeToTerminal("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[H\u{1B}[2J")
  }

  /// The terminal as the browser found it, for the shell while the browser is stopped.
  private func leaveScreen() {
    writeToTerminal("\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
    Platform.setTerminalModes(savedModes, of: input)
  }

  /// Stops the process as Ctrl-Z does in a shell, with the terminal given back first, and takes
  /// the terminal over again when the process is continued (`fg`). The caller redraws.
  ///
  /// While stopped the ending signals have their default action: the kernel then ends a stopped
  /// process that gets one (`kill` of a suspended job) at once, where a caught signal would wait
  /// for a `fg` that may never come. The terminal is already restored by then.
  func suspend() {
    guard isActive else { return }
    leaveScreen()
    Platform.restoreDefaultAction(of: RawTerminal.endingSignals + [.terminalStop])
    Platform.send(.terminalStop)  // returns once continued
    Platform.reportSignals(RawTerminal.endingSignals + [.terminalStop])
    resume()
  }

  /// Takes the terminal over again after a stop: the shell sets its own modes while it has it.
  func resume() {
    guard isActive else { return }
    Platform.setTerminalModes(rawModes, of: input)
    enterScreen()
  }

  /// Puts the terminal back as it was: colours reset, mouse reports off, auto-wrap and cursor
  /// on, the main screen back, the saved modes (echo, line editing, signals). Safe to call more
  /// than once.
  func end() {
    guard isActive else { return }
    isActive = false
    leaveScreen()
    restoreSignalsAndPipe()
  }

  deinit { end() }

  private func restoreSignalsAndPipe() {
    Platform.restoreDefaultAction(of: RawTerminal.reportedSignals)
    Platform.closeSignalPipe()
  }

  /// The terminal's size, or 24 by 80 when it cannot be read.
  func size() -> ScreenSize {
    guard let size = Platform.windowSize(of: output), size.rows > 0, size.columns > 0 else {
      return ScreenSize(rows: 24, columns: 80)
    }
    return size
  }

  /// Writes `text` whole to the terminal; a terminal that has gone away is not an error here.
  func writeToTerminal(_ text: String) {
    _ = Platform.writeAll(Array(text.utf8), to: output)
  }
}

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
  /// Which escape codes and modes to set on the way in and on every way out.
  private var session = TerminalScreenSession()

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
    guard perform(session.start()) else {
      // Nothing was written: the screen is switched only after raw mode is set.
      session = TerminalScreenSession()
      restoreSignalsAndPipe()
      return nil
    }
  }

  /// Carries out `steps` in order; `false` (with `errno` set) when raw mode cannot be set, and
  /// then stops before the screen is switched.
  @discardableResult
  private func perform(_ steps: [TerminalScreenSession.Step]) -> Bool {
    for step in steps {
      switch step {
      case .setRawModes: guard Platform.setTerminalModes(rawModes, of: input) else { return false }
      case .setSavedModes: Platform.setTerminalModes(savedModes, of: input)
      case .write(let text): writeToTerminal(text)
      }
    }
    return true
  }

  /// Stops the process as Ctrl-Z does in a shell, with the terminal given back first, and takes
  /// the terminal over again when the process is continued (`fg`). The caller redraws.
  ///
  /// While stopped the ending signals have their default action: the kernel then ends a stopped
  /// process that gets one (`kill` of a suspended job) at once, where a caught signal would wait
  /// for a `fg` that may never come. The terminal is already restored by then.
  func suspend() {
    guard session.isActive else { return }
    perform(session.suspend())
    Platform.restoreDefaultAction(of: RawTerminal.endingSignals + [.terminalStop])
    Platform.send(.terminalStop)  // returns once continued
    Platform.reportSignals(RawTerminal.endingSignals + [.terminalStop])
    resume()
  }

  /// Takes the terminal over again after a stop: the shell sets its own modes while it has it.
  func resume() {
    perform(session.resume())
  }

  /// Puts the terminal back as it was: colours reset, mouse reports off, auto-wrap and cursor
  /// on, the main screen back, the saved modes (echo, line editing, signals). Safe to call more
  /// than once.
  func end() {
    guard session.isActive else { return }
    perform(session.end())
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

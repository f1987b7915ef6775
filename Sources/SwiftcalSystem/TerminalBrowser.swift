// TerminalBrowser: the month browser's loop, reading keys and signals and drawing screens.

import SwiftcalCommand

/// The month browser's loop (`-i`): reads keys, steps `BrowserState`, draws `browserScreen`.
enum TerminalBrowser {
  /// How long to wait after an `ESC` for the rest of an arrow key's sequence, in milliseconds;
  /// a terminal sends a sequence's bytes together, a person cannot type that fast.
  static let escapeWait: Int32 = 50

  /// Runs the browser until the user quits; returns the exit status.
  static func run(_ request: Request, names: LocaleNames, style: Style) -> Int32 {
    guard Platform.isTerminal(Platform.standardInput), Platform.isTerminal(Platform.standardOutput) else {
      return Program.reportFailure(UsageError.interactiveNeedsTerminal.description)
    }
    guard let terminal = RawTerminal() else {
      return Program.reportFailure("cannot set up the terminal: \(Platform.lastErrorDescription())")
    }
    defer { terminal.end() }
    var state = BrowserState(request: request)
    var decoder = KeyDecoder()
    var size = terminal.size()
    terminal.writeToTerminal(browserScreen(state, request: request, names: names, style: style, size: size))
    while !state.isFinished {
      let waited = Platform.waitForInput(
        on: [Platform.standardInput, Platform.signalPipeDescriptor],
        milliseconds: decoder.hasPendingInput ? escapeWait : nil)
      let ready: [Bool]
      switch waited {
      case .interrupted: continue
      case .failed: return 0
      case .timedOut: ready = [false, false]
      case .ready(let descriptors): ready = descriptors
      }
      var keys = waited == .timedOut ? decoder.flush() : []
      var needsDrawing = false
      if ready[1] {
        for signal in Platform.takeSignals() {
          switch signal {
          case .windowChange: break
          case .terminalStop: terminal.suspend()
          case .continue: terminal.resume()  // after a stop the browser did not ask for (SIGSTOP)
          default:
            // Restore the terminal first, then die of the signal as if it had not been caught.
            terminal.end()
            Platform.restoreDefaultAction(of: [signal])
            Platform.send(signal)
            return 128 + signal.number
          }
          size = terminal.size()
          needsDrawing = true
        }
      }
      if ready[0] {
        switch Platform.readAvailable(from: Platform.standardInput, count: 256) {
        case .bytes(let bytes): keys += decoder.keys(from: bytes)
        case .nothingYet: break
        case .ended: return 0  // the terminal has gone away
        }
      }
      for key in keys {
        if key == .suspend {
          terminal.suspend()
          size = terminal.size()
          needsDrawing = true
        }
        let next = state.handling(key)
        if next != state { needsDrawing = true }
        state = next
      }
      if needsDrawing && !state.isFinished {
        terminal.writeToTerminal(browserScreen(state, request: request, names: names, style: style, size: size))
      }
    }
    return 0
  }
}

// TerminalBrowser: the month browser's loop, reading keys and signals and drawing screens.

import CalendarCore
import SwiftcalCommand

/// The month browser's loop (`-i`): reads keys, steps `BrowserState`, draws `browserFrame`.
///
/// When standard output is not a terminal (`d=$(swiftcal -i)`) the browser is a date picker: it
/// draws on the controlling terminal, Enter prints the selected date on standard output with
/// status 0, and quitting prints nothing with status 1.
enum TerminalBrowser {
  /// How long to wait after an `ESC` for the rest of an arrow key's sequence, in milliseconds;
  /// a terminal sends a sequence's bytes together, a person cannot type that fast.
  static let escapeWait: Int32 = 50

  /// Runs the browser until the user quits or chooses a day; returns the exit status.
  static func run(_ request: Request, names: LocaleNames) -> Int32 {
    let isPicker = !Platform.isTerminal(Platform.standardOutput)
    var opened: Int32?
    if isPicker || !Platform.isTerminal(Platform.standardInput) {
      guard let descriptor = Platform.openControllingTerminal() else {
        return Program.reportFailure(UsageError.terminal(.interactiveNeedsTerminal).description)
      }
      opened = descriptor
    }
    defer { if let opened { Platform.closeDescriptor(opened) } }
    let term = Platform.environmentValue("TERM")
    if let refusal = interactiveTerminalRefusal(term: term, hasCursorAddressing: term.flatMap(hasCursorAddressing)) {
      return Program.reportFailure(refusal.description)
    }
    guard let terminal = RawTerminal(
      input: opened ?? Platform.standardInput, output: opened ?? Platform.standardOutput)
    else {
      return Program.reportFailure("cannot set up the terminal: \(Platform.lastErrorDescription())")
    }
    // Colour as on any terminal: the one drawn on is a terminal even when standard output is not.
    let style = Style(
      mode: request.colorMode, isTerminal: true, environment: Platform.environmentValue,
      colorFiles: ColorFileReader.files)
    let outcome = loop(request, names: names, style: style, terminal: terminal)
    terminal.end()
    switch outcome {
    case .signal(let signal):
      // Die of the signal as if it had not been caught, the terminal restored first.
      Platform.restoreDefaultAction(of: [signal])
      Platform.send(signal)
      return 128 + signal.number
    case .chosen(let date):
      return Program.exitStatus(after: Platform.writeAll(Array("\(date)\n".utf8), to: Platform.standardOutput))
    case .quit:
      return isPicker ? 1 : 0
    }
  }

  /// Whether `term`'s compiled terminfo entry has cursor addressing, or `nil` without an entry.
  static func hasCursorAddressing(term: String) -> Bool? {
    let paths = terminfoPaths(
      term: term, terminfo: Platform.environmentValue("TERMINFO"), home: Platform.environmentValue("HOME"),
      terminfoDirectories: Platform.environmentValue("TERMINFO_DIRS"))
    for path in paths {
      if case .success(let entry) = Platform.readWholeFile(
        path, limit: ColorFileReader.maximumFileBytes, isRegularFileOnly: true) {
        return terminfoHasCursorAddressing(entry)
      }
    }
    return nil
  }

  /// How the loop ended.
  private enum Outcome {
    case chosen(CivilDate)
    case quit
    case signal(Platform.Signal)
  }

  private static func loop(_ request: Request, names: LocaleNames, style: Style, terminal: RawTerminal) -> Outcome {
    var state = BrowserState(request: request, names: names)
    var decoder = KeyDecoder()
    var size = terminal.size()
    var frame = browserFrame(state, request: request, names: names, style: style, size: size)
    var framedState = state
    terminal.writeToTerminal(frame.text)
    while !state.isFinished {
      let waited = Platform.waitForInput(
        on: [terminal.input, Platform.signalPipeDescriptor],
        milliseconds: decoder.hasPendingInput ? escapeWait : nil)
      let ready: [Bool]
      switch waited {
      case .interrupted: continue
      case .failed: return .quit
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
          default: return .signal(signal)
          }
          size = terminal.size()
          needsDrawing = true
        }
      }
      if ready[0] {
        switch Platform.readAvailable(from: terminal.input, count: 256) {
        case .bytes(let bytes): keys += decoder.keys(from: bytes)
        case .nothingYet: break
        case .ended: return .quit  // the terminal has gone away
        }
      }
      for key in keys where !state.isFinished {
        if key == .suspend {
          terminal.suspend()
          size = terminal.size()
          needsDrawing = true
        }
        if case .mouse = key, framedState != state {
          // A click lands on what the screen shows for the state so far.
          frame = browserFrame(state, request: request, names: names, style: style, size: size)
          framedState = state
        }
        let next = state.handling(key, frame: frame)
        if next != state { needsDrawing = true }
        state = next
      }
      if needsDrawing && !state.isFinished {
        frame = browserFrame(state, request: request, names: names, style: style, size: size)
        framedState = state
        terminal.writeToTerminal(frame.text)
      }
    }
    if let date = state.chosenDate { return .chosen(date) }
    return .quit
  }
}

// swiftcal — MIT licence.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The month browser's loop (`-i`): reads keys, steps `BrowserState`, draws `browserScreen`.
/// The only I/O of the browser besides `RawTerminal`.
enum TerminalBrowser {
  /// How long to wait after an `ESC` for the rest of an arrow key's sequence, in milliseconds;
  /// a terminal sends a sequence's bytes together, a person cannot type that fast.
  static let escapeWait: Int32 = 50

  /// Runs the browser until the user quits; returns the exit status.
  static func run(_ request: Request, names: LocaleNames, style: Style) -> Int32 {
    guard isatty(0) == 1, isatty(1) == 1 else {
      return Program.reportFailure(UsageError.interactiveNeedsTerminal.description)
    }
    guard let terminal = RawTerminal() else {
      return Program.reportFailure("cannot set up the terminal: \(String(cString: strerror(errno)))")
    }
    defer { terminal.end() }
    var state = BrowserState(request: request)
    var decoder = KeyDecoder()
    var size = terminal.size()
    terminal.writeToTerminal(browserScreen(state, request: request, names: names, style: style, size: size))
    while !state.isFinished {
      var descriptors = [
        pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
        pollfd(fd: terminal.signalReadEnd, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, decoder.hasPendingInput ? escapeWait : -1)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      var keys = ready == 0 ? decoder.flush() : []
      var needsDrawing = false
      if descriptors[1].revents & Int16(POLLIN) != 0 {
        for signalNumber in terminal.takeSignals() {
          switch signalNumber {
          case SIGWINCH: break
          case SIGTSTP: terminal.suspend()
          case SIGCONT: terminal.resume()  // after a stop the browser did not ask for (SIGSTOP)
          default:
            // Restore the terminal first, then die of the signal as if it had not been caught.
            terminal.end()
            signal(signalNumber, SIG_DFL)
            raise(signalNumber)
            return 128 + signalNumber
          }
          size = terminal.size()
          needsDrawing = true
        }
      }
      if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(0, &bytes, bytes.count)
        if count > 0 {
          keys += decoder.keys(from: bytes[..<count])
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          break  // the terminal has gone away
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

// swiftcal — MIT licence.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write end of the pipe signal handlers report to. A handler may only do async-signal-safe
/// work, so it writes the signal's number there and the browser's loop, which polls the read
/// end, does the rest (the self-pipe trick).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

private let reportSignal: @convention(c) (Int32) -> Void = { signalNumber in
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: signalNumber)
  _ = write(signalPipeWriteEnd, &byte, 1)
  errno = savedErrno
}

/// The terminal in the browser's state: raw mode (keys arrive one by one, unechoed, Ctrl-C as a
/// byte), the alternate screen, no cursor, no auto-wrap. `end()` puts all of it back; the
/// browser calls it on every way out, signals included, and `suspend()` around a stop.
final class RawTerminal {
  /// The signals the browser handles: a resize, and those that end it, after which the terminal
  /// must still be restored.
  static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// The other signals reported to the loop: a resize, a stop request (`kill -TSTP`), and the
  /// continue after any stop, when the shell may have changed the terminal's modes.
  static let reportedSignals = endingSignals + [SIGWINCH, SIGTSTP, SIGCONT]

  private var savedModes = termios()
  private var signalPipe: [Int32] = [-1, -1]
  private var isActive = false

  /// The end of the pipe that becomes readable when a signal arrives.
  var signalReadEnd: Int32 { signalPipe[0] }

  /// Switches the terminal on standard input and output over; `nil` (with `errno` set) when
  /// standard input's modes cannot be read or set.
  init?() {
    guard tcgetattr(0, &savedModes) == 0, pipe(&signalPipe) == 0 else { return nil }
    for end in signalPipe { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    signalPipeWriteEnd = signalPipe[1]
    for signalNumber in RawTerminal.reportedSignals { signal(signalNumber, reportSignal) }
    signal(SIGPIPE, SIG_IGN)
    rawModes = savedModes
    cfmakeraw(&rawModes)
    guard tcsetattr(0, TCSAFLUSH, &rawModes) == 0 else {
      restoreSignalsAndPipe()
      return nil
    }
    isActive = true
    enterScreen()
  }

  private var rawModes = termios()

  /// Alternate screen, cursor hidden, auto-wrap off, screen cleared.
  private func enterScreen() {
    writeToTerminal("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[H\u{1B}[2J")
  }

  /// The terminal as the browser found it, for the shell while the browser is stopped.
  private func leaveScreen() {
    writeToTerminal("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
    _ = tcsetattr(0, TCSAFLUSH, &savedModes)
  }

  /// Stops the process as Ctrl-Z does in a shell, with the terminal given back first, and takes
  /// the terminal over again when the process is continued (`fg`). The caller redraws.
  func suspend() {
    guard isActive else { return }
    leaveScreen()
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)  // returns once continued
    signal(SIGTSTP, reportSignal)
    resume()
  }

  /// Takes the terminal over again after a stop: the shell sets its own modes while it has it.
  func resume() {
    guard isActive else { return }
    _ = tcsetattr(0, TCSAFLUSH, &rawModes)
    enterScreen()
  }

  /// Puts the terminal back as it was: colours reset, auto-wrap and cursor on, the main screen
  /// back, the saved modes (echo, line editing, signals). Safe to call more than once.
  func end() {
    guard isActive else { return }
    isActive = false
    leaveScreen()
    restoreSignalsAndPipe()
  }

  deinit { end() }

  private func restoreSignalsAndPipe() {
    for signalNumber in RawTerminal.reportedSignals { signal(signalNumber, SIG_DFL) }
    signalPipeWriteEnd = -1
    for end in signalPipe where end >= 0 { close(end) }
    signalPipe = [-1, -1]
  }

  /// The signals that arrived since the last call, oldest first.
  func takeSignals() -> [Int32] {
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = read(signalReadEnd, &bytes, bytes.count)
    return count > 0 ? bytes[..<count].map { Int32($0) } : []
  }

  /// The terminal's size, or 24 by 80 when it cannot be read.
  func size() -> ScreenSize {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
      return ScreenSize(rows: 24, columns: 80)
    }
    return ScreenSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }

  /// Writes `text` whole to standard output; a terminal that has gone away is not an error here.
  func writeToTerminal(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}

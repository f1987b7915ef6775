// Platform's terminal and signals: isatty, the window size, termios, /dev/tty and the signal pipe.

import CalendarCore
import SwiftcalCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Platform {
  // MARK: - Terminal

  /// Whether `descriptor` is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// The size of the terminal on `descriptor` as it reports it (`TIOCGWINSZ`), zeros included,
  /// or `nil` when it reports none.
  static func windowSize(of descriptor: Int32) -> ScreenSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return ScreenSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
  }

  /// The modes of the terminal on standard input (its `termios`), to switch and to put back.
  struct TerminalModes {
    fileprivate var modes = termios()

    /// The same modes made raw: keys arrive one by one, unechoed, Ctrl-C and Ctrl-Z as bytes.
    var raw: TerminalModes {
      var raw = self
      cfmakeraw(&raw.modes)
      return raw
    }
  }

  /// The modes of the terminal on `descriptor`, or `nil` (with `errno` set) when it has none.
  static func terminalModes(of descriptor: Int32) -> TerminalModes? {
    var modes = TerminalModes()
    return tcgetattr(descriptor, &modes.modes) == 0 ? modes : nil
  }

  /// Sets the terminal on `descriptor` to `modes` once the output written so far has gone out,
  /// discarding unread input; `false` (with `errno` set) when it cannot.
  @discardableResult
  static func setTerminalModes(_ modes: TerminalModes, of descriptor: Int32) -> Bool {
    var modes = modes
    return tcsetattr(descriptor, TCSAFLUSH, &modes.modes) == 0
  }

  /// Opens the process's controlling terminal (`/dev/tty`) for reading and writing, whatever
  /// standard input and output are; `nil` when the process has none.
  static func openControllingTerminal() -> Int32? {
    let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    guard isatty(descriptor) == 1 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Closes `descriptor`.
  static func closeDescriptor(_ descriptor: Int32) { _ = close(descriptor) }

  // MARK: - Signals

  /// A signal, by its number.
  struct Signal: Hashable {
    let number: Int32

    static let interrupt = Signal(number: SIGINT)
    static let terminate = Signal(number: SIGTERM)
    static let hangUp = Signal(number: SIGHUP)
    static let quit = Signal(number: SIGQUIT)
    static let windowChange = Signal(number: SIGWINCH)
    static let terminalStop = Signal(number: SIGTSTP)
    static let `continue` = Signal(number: SIGCONT)
  }

  /// Makes writing to a pipe whose reader has gone away fail with `EPIPE` instead of killing the
  /// process, so that the failure can be handled.
  static func ignoreBrokenPipe() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Opens the pipe that `reportSignals(_:)` reports to, both ends non-blocking; `false` (with
  /// `errno` set) when it cannot.
  static func openSignalPipe() -> Bool {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    (signalPipeReadEnd, signalPipeWriteEnd) = (ends[0], ends[1])
    return true
  }

  /// Closes the signal pipe, if open.
  static func closeSignalPipe() {
    let ends = [signalPipeReadEnd, signalPipeWriteEnd]
    (signalPipeReadEnd, signalPipeWriteEnd) = (-1, -1)
    for end in ends where end >= 0 { close(end) }
  }

  /// The end of the signal pipe that becomes readable when a reported signal arrives.
  static var signalPipeDescriptor: Int32 { signalPipeReadEnd }

  /// Catches `signals` and writes each one's number to the signal pipe, for a loop to handle.
  static func reportSignals(_ signals: [Signal]) {
    for caught in signals { _ = signal(caught.number, reportSignal) }
  }

  /// Gives `signals` their default action back (for most, ending the process).
  static func restoreDefaultAction(of signals: [Signal]) {
    for restored in signals { _ = signal(restored.number, SIG_DFL) }
  }

  /// Sends `signal` to this process; a stop returns once the process is continued.
  static func send(_ signal: Signal) {
    _ = raise(signal.number)
  }

  /// The signals reported since the last call, oldest first.
  static func takeSignals() -> [Signal] {
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = read(signalPipeReadEnd, &bytes, bytes.count)
    return count > 0 ? bytes[..<count].map { Signal(number: Int32($0)) } : []
  }
}

// MARK: - The signal pipe

/// The ends of the pipe that signal handlers report to. A handler may only do async-signal-safe
/// work, so it writes the signal's number there and the loop that polls the read end does the
/// rest (the self-pipe trick). Global because a C signal handler can capture nothing.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
nonisolated(unsafe) private var signalPipeReadEnd: Int32 = -1

private let reportSignal: @convention(c) (Int32) -> Void = { signalNumber in
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: signalNumber)
  _ = write(signalPipeWriteEnd, &byte, 1)
  errno = savedErrno
}

// swiftcal — MIT licence.

import CalendarCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command's edge: reads the clock, the locale, the environment and the terminal, runs the
/// pure stages, and writes the result once. `main.swift` calls `run` and exits with its status.
public enum Program {
  /// Runs swiftcal and returns its exit status: 0 on success, 1 on a usage or write error.
  public static func run(arguments: [String]) -> Int32 {
    let names = LocaleReader.current()
    let command: Command
    do {
      command = try Invocation.parse(arguments, today: Clock.today(), names: names)
    } catch {
      return reportFailure(error.description)
    }
    let output: TextBuffer
    switch command {
    case .help: output = TextBuffer(helpText())
    case .version: output = TextBuffer(versionText())
    case .manual: output = TextBuffer(manualPage())
    case .completionScript(let shell): output = TextBuffer(completionScript(for: shell))
    case .date(let date): output = TextBuffer("\(date)\n")
    case .show(var request):
      if request.markSources.contains(where: { if case .file = $0 { true } else { false } }) {
        do {
          request.marks = try MarkFileLoader.marks(from: request.markSources, reform: request.reform)
        } catch {
          return reportFailure(error.description)
        }
      }
      let terminal = Terminal.current()
      // Off a terminal NO_COLOR and TERM cannot change the answer, and without colour the theme
      // does not matter, so they are not read.
      let isColored = shouldColor(
        mode: request.colorMode, isTerminal: terminal.isTerminal,
        noColor: terminal.isTerminal ? environment("NO_COLOR") : nil,
        term: terminal.isTerminal ? environment("TERM") : nil)
      let style = Style(
        isEnabled: isColored,
        theme: isColored ? Theme(colorSettings: environment("SWIFTCAL_COLORS") ?? "") : .standard)
      switch request.presentation {
      case .text: output = renderCalendar(request, names: names, style: style, terminal: terminal)
      case .json: return writeJSON(request, names: names)
      case .interactive: return TerminalBrowser.run(request, names: names, style: style)
      }
    }
    return writeAll(output.bytes)
  }

  /// Prints `swiftcal: message` on standard error and returns the failure status.
  static func reportFailure(_ message: String) -> Int32 {
    let line = Array("swiftcal: \(message)\n".utf8)
    line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
    return 1
  }

  /// Writes `bytes` to standard output, retrying short writes. A reader that has gone away
  /// (`EPIPE`) ends the program quietly and successfully, as `cal | head -1` does; any other
  /// failure is reported.
  static func writeAll(_ bytes: [UInt8]) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(1, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written >= 0 {
        offset += written
      } else if errno == EINTR {
        continue
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        // A non-blocking standard output that is full: wait until the reader makes room.
        var ready = pollfd(fd: 1, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      } else if errno == EPIPE {
        return 0
      } else {
        return reportFailure("write error: \(String(cString: strerror(errno)))")
      }
    }
    return 0
  }

  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

/// The date from the system clock, in the local time zone (`TZ`).
enum Clock {
  static func today() -> CivilDate {
    var now = time(nil)
    var broken = tm()
    guard localtime_r(&now, &broken) != nil else { return CivilDate(year: 1970, month: 1, day: 1) }
    return CivilDate(year: Int(broken.tm_year) + 1900, month: Int(broken.tm_mon) + 1, day: Int(broken.tm_mday))
  }
}

/// Standard output's terminal, if it is one.
enum Terminal {
  static func current() -> TerminalInfo {
    let isTerminal = isatty(1) == 1
    var size = winsize()
    let windowColumns = isTerminal && ioctl(1, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_col) : nil
    return TerminalInfo(
      isTerminal: isTerminal, windowColumns: windowColumns, columnsVariable: Program.environment("COLUMNS"))
  }
}

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
      command = try Invocation.parse(
        arguments, now: Clock.now(), zone: Clock.localZone, names: names,
        decimalSeparator: LocaleReader.decimalSeparator)
    } catch {
      return reportFailure(error.description)
    }
    let output: TextBuffer
    switch command {
    case .help: output = TextBuffer(helpText())
    case .version: output = TextBuffer(versionText())
    case .manual: output = TextBuffer(manualPage())
    case .completionScript(let shell): output = TextBuffer(completionScript(for: shell))
    case .show(let request):
      let terminal = Terminal.current()
      // Off a terminal nothing else can change the answer, and without colour the theme does not
      // matter, so the environment, terminfo and terminal-colors.d are read only when they can.
      let term = terminal.isTerminal ? environment("TERM") : nil
      let isColored = shouldColor(
        mode: request.colorMode, isTerminal: terminal.isTerminal,
        noColor: terminal.isTerminal ? environment("NO_COLOR") : nil, term: term,
        terminalColorCount: { ColorFiles.terminalColorCount(term: term) },
        colorsDisabled: { ColorFiles.selection(term: term)?.disablesColor ?? false })
      let style = Style(isEnabled: isColored, theme: isColored ? ColorFiles.theme(term: term ?? environment("TERM")) : .standard)
      switch request.presentation {
      case .text:
        var status: Int32 = 0
        output = renderCalendar(request, names: names, style: style, terminal: terminal) { part in
          status = writeAll(part.bytes)
          return status == 0 && !readerHasGone
        }
        if status != 0 || readerHasGone { return status }
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
        readerHasGone = true
        return 0
      } else {
        return reportFailure("write error: \(String(cString: strerror(errno)))")
      }
    }
    return 0
  }

  /// Whether a write found the reader gone (`EPIPE`), so that nothing more is made or written.
  nonisolated(unsafe) static var readerHasGone = false

  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

/// The colour settings on disk: the terminfo entry of `TERM` and cal's terminal-colors.d files.
enum ColorFiles {
  /// The `colors` of `term`'s compiled terminfo entry, or `nil` without one.
  static func terminalColorCount(term: String?) -> Int? {
    guard let term else { return nil }
    let paths = terminfoPaths(
      term: term, terminfo: Program.environment("TERMINFO"), home: Program.environment("HOME"),
      terminfoDirectories: Program.environment("TERMINFO_DIRS"))
    for path in paths {
      if let entry = readFile(path, limit: 1 << 20) { return terminfoColorCount(entry) }
    }
    return nil
  }

  /// What the first readable terminal-colors.d directory says for cal on `term`, with that directory.
  static func selection(term: String?) -> TerminalColorsSelection? { located(term: term)?.selection }

  private static func located(term: String?) -> (directory: String, selection: TerminalColorsSelection)? {
    let directories = terminalColorsDirectories(
      xdgConfigHome: Program.environment("XDG_CONFIG_HOME"), home: Program.environment("HOME"))
    for directory in directories {
      guard let names = fileNames(in: directory) else { continue }
      return (directory, TerminalColorsSelection(fileNames: names, program: "cal", term: term))
    }
    return nil
  }

  /// The theme: `SWIFTCAL_COLORS` when set, else cal's terminal-colors.d scheme over the defaults.
  static func theme(term: String?) -> Theme {
    if let settings = Program.environment("SWIFTCAL_COLORS") { return Theme(colorSettings: settings) }
    guard let (directory, selection) = located(term: term), let scheme = selection.schemeFileName,
      let bytes = readFile(directory + "/" + scheme, limit: 1 << 16)
    else { return .standard }
    return Theme(terminalColorsScheme: terminalColorsScheme(String(decoding: bytes, as: UTF8.self)))
  }

  /// The names of the regular files (or links) in `directory`, or `nil` when it cannot be opened.
  static func fileNames(in directory: String) -> [String]? {
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let type = entry.pointee.d_type
      guard type == UInt8(DT_REG) || type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) else { continue }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      names.append(name)
    }
    return names
  }

  /// The first `limit` bytes of the file at `path`, or `nil` when it cannot be read.
  static func readFile(_ path: String, limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while bytes.count < limit {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? bytes : nil }
      bytes += chunk[..<count]
    }
    return Array(bytes.prefix(limit))
  }
}

/// The system clock and the local time zone (`TZ`), through the C library.
enum Clock {
  /// Seconds since the epoch.
  static func now() -> Int { Int(time(nil)) }

  /// `localtime_r` and `mktime`.
  static let localZone = TimeZoneRules(
    localTime: { seconds in
      var instant = time_t(seconds)
      var broken = tm()
      guard localtime_r(&instant, &broken) != nil else { return TimeZoneRules.utc.localTime(seconds) }
      return LocalDateTime(
        year: Int(broken.tm_year) + 1900, month: Int(broken.tm_mon) + 1, day: Int(broken.tm_mday),
        hour: Int(broken.tm_hour), minute: Int(broken.tm_min), second: Int(broken.tm_sec))
    },
    epochSeconds: { time in
      guard let year = Int32(exactly: time.year - 1900), let month = Int32(exactly: time.month - 1),
        let day = Int32(exactly: time.day)
      else { return nil }
      var broken = tm()
      broken.tm_year = year
      broken.tm_mon = month
      broken.tm_mday = day
      broken.tm_hour = Int32(time.hour)
      broken.tm_min = Int32(time.minute)
      broken.tm_sec = Int32(time.second)
      broken.tm_isdst = -1
      let seconds = mktime(&broken)
      // mktime answers -1 for a time it cannot represent, and for 23:59:59 on 31 December 1969 in UTC.
      return seconds == -1 ? TimeZoneRules.utc.epochSeconds(time) : Int(seconds)
    })
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

// Every system call swiftcal makes, and the only file that imports the C library.

import CalendarCore
import SwiftcalCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The operating system as swiftcal uses it: the command line, the environment, the clock, the
/// locale, the terminal, signals, reads and writes. Thin wrappers that turn C values into Swift
/// ones; what to do with them is decided elsewhere, in pure code.
enum Platform {
  /// The descriptors swiftcal reads keys from and writes its output and its messages to.
  static let standardInput: Int32 = 0
  static let standardOutput: Int32 = 1
  static let standardError: Int32 = 2

  // MARK: - Process

  /// The command line's words after the program's name, as bytes. `CommandLine.arguments` would
  /// silently repair words that are not UTF-8 to U+FFFD, a value the user never typed.
  static func argumentBytes() -> [[UInt8]] {
    (1..<max(Int(CommandLine.argc), 1)).map { index in
      CommandLine.unsafeArgv[index].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
    }
  }

  /// The value of the environment variable `name`, or `nil` when it is not set.
  static func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Ends the process with `status`.
  static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }

  /// The text of the last failed call's error (`errno`), as `strerror` gives it.
  static func lastErrorDescription() -> String { String(cString: strerror(errno)) }

  // MARK: - Clock

  /// The system clock, in seconds since the epoch.
  static func now() -> Int { Int(time(nil)) }

  /// The local time zone (`TZ`): `localtime_r` and `mktime`.
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
      (broken.tm_year, broken.tm_mon, broken.tm_mday) = (year, month, day)
      (broken.tm_hour, broken.tm_min, broken.tm_sec) = (Int32(time.hour), Int32(time.minute), Int32(time.second))
      broken.tm_isdst = -1
      let seconds = mktime(&broken)
      // mktime answers -1 for a time it cannot represent, and for 23:59:59 on 31 December 1969 in UTC.
      return seconds == -1 ? TimeZoneRules.utc.epochSeconds(time) : Int(seconds)
    })

  // MARK: - Locale

  /// Selects the user's locale for dates (`LC_ALL` > `LC_TIME` > `LANG`). An unknown locale leaves
  /// the `C` locale in force, silently, as `cal` does.
  ///
  /// Every name and the first weekday are LC_TIME's, and LC_TIME follows LC_ALL, LC_TIME and LANG
  /// as LC_ALL would; loading the other categories (LC_CTYPE alone maps 350 KB) is start-up time
  /// and memory for nothing.
  static func selectTimeLocaleFromEnvironment() {
    _ = setlocale(LC_TIME, "")
  }

  /// Selects the locale `name` (such as `ja_JP.UTF-8`) for the whole process; `false` when it is
  /// not installed. Call it inside `withLocaleLock` together with the reads that depend on it.
  static func selectLocale(_ name: String) -> Bool {
    setlocale(LC_ALL, name) != nil
  }

  /// Runs `body` holding the lock that every select-then-read of the locale holds. The selected
  /// locale is one per process, so two threads that each select one and read its names (the test
  /// suites run in parallel) would otherwise read each other's names. swiftcal itself is one
  /// thread; the lock costs it nothing on start-up, where the locale is read without it.
  static func withLocaleLock<Result>(_ body: () -> Result) -> Result {
    pthread_mutex_lock(localeMutex)
    defer { pthread_mutex_unlock(localeMutex) }
    return body()
  }

  /// The texts the selected locale gives a calendar, read with `nl_langinfo` as util-linux `cal`
  /// reads them. Where the C library has no stand-alone month names or first weekday (they are
  /// glibc's), those are empty and `nil`.
  static func localeTexts() -> LocaleTexts {
    var texts = LocaleTexts(
      monthNames: (0..<12).map { localeText(Int32(MON_1) + $0) },
      abbreviatedMonthNames: (0..<12).map { localeText(Int32(ABMON_1) + $0) },
      weekdayAbbreviations: (0..<7).map { localeText(Int32(ABDAY_1) + $0) })
    #if canImport(Glibc)
      texts.standAloneMonthNames = (0..<12).map { localeText(Int32(__ALTMON_1) + $0) }
      texts.abbreviatedStandAloneMonthNames = (0..<12).map { localeText(Int32(_NL_ABALTMON_1) + $0) }
      // glibc keeps the first weekday as two items, as util-linux reads them: the date of a day
      // that starts a week (`week-1stday`, a number like 19971130 stored in the pointer itself)
      // and an offset from it (`first_weekday`, 1 for that day itself).
      let stored = UInt(bitPattern: nl_langinfo(nl_item(_NL_TIME_WEEK_1STDAY)))
      texts.weekStartDate = Int(UInt32(truncatingIfNeeded: stored))
      texts.firstWeekdayOffset = nl_langinfo(nl_item(_NL_TIME_FIRST_WEEKDAY)).map {
        Int(UInt8(bitPattern: $0.pointee))
      }
    #endif
    return texts
  }

  /// The selected locale's era strings, as `nl_langinfo(ERA)` gives them; empty where the C
  /// library has no eras for the locale. Read only for `--era`.
  static func eraStrings() -> [String] {
    #if canImport(Glibc)
      // glibc keeps the eras as consecutive NUL-terminated strings and their count as a separate
      // item, stored in the pointer itself.
      let stored = UInt(bitPattern: nl_langinfo(nl_item(_NL_TIME_ERA_NUM_ENTRIES)))
      let count = Int(UInt32(truncatingIfNeeded: stored))
      guard count > 0, var pointer = nl_langinfo(nl_item(ERA)) else { return [] }
      var entries: [String] = []
      for _ in 0..<count {
        let length = strlen(pointer)
        entries.append(String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self))
        pointer += length + 1
      }
      return entries
    #else
      // Elsewhere ERA is taken to be one string of segments separated by semicolons, as POSIX
      // writes them in a locale definition.
      return localeText(Int32(ERA)).split(separator: ";").map(String.init)
    #endif
  }

  private static func localeText(_ item: Int32) -> String {
    guard let pointer = nl_langinfo(nl_item(item)) else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
  }

  /// The month and weekday names of the installed locale `name` (such as `de_DE.UTF-8`): each
  /// month's full, abbreviated (and with glibc, stand-alone) names, January first, and each
  /// weekday's full and abbreviated names, Sunday first; `nil` when the locale is not installed.
  ///
  /// The locale is selected for LC_TIME while the names are read, and the one in force before is
  /// put back: `newlocale` fails in the fully static release build, where `setlocale` works.
  static func timeNames(ofLocale name: String) -> (months: [[String]], weekdays: [[String]])? {
    withLocaleLock { timeNamesHoldingLock(ofLocale: name) }
  }

  private static func timeNamesHoldingLock(ofLocale name: String) -> (months: [[String]], weekdays: [[String]])? {
    let previous = setlocale(LC_TIME, nil).map { String(cString: $0) } ?? "C"
    guard setlocale(LC_TIME, name) != nil else { return nil }
    defer { _ = setlocale(LC_TIME, previous) }
    var months = (0..<12).map { [localeText(Int32(MON_1) + $0), localeText(Int32(ABMON_1) + $0)] }
    #if canImport(Glibc)
      for index in 0..<12 { months[index].append(localeText(Int32(__ALTMON_1) + Int32(index))) }
    #endif
    return (months, (0..<7).map { [localeText(Int32(DAY_1) + $0), localeText(Int32(ABDAY_1) + $0)] })
  }

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

  // MARK: - Reading and writing

  /// What waiting for input found.
  enum WaitResult: Equatable {
    /// These descriptors (of those waited for, in their order) have input, an end or an error.
    case ready([Bool])
    /// Nothing arrived within the time given.
    case timedOut
    /// A signal interrupted the wait; wait again.
    case interrupted
    /// The wait failed.
    case failed
  }

  /// Waits until one of `descriptors` can be read, for at most `milliseconds` (for ever when `nil`).
  static func waitForInput(on descriptors: [Int32], milliseconds: Int32?) -> WaitResult {
    var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let count = poll(&polled, nfds_t(polled.count), milliseconds ?? -1)
    if count < 0 { return errno == EINTR ? .interrupted : .failed }
    if count == 0 { return .timedOut }
    return .ready(polled.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 })
  }

  /// What a read found.
  enum ReadResult: Equatable {
    /// These bytes.
    case bytes([UInt8])
    /// Nothing yet (interrupted, or nothing to read without blocking): read again later.
    case nothingYet
    /// The end of the input, or an error: the other side has gone away.
    case ended
  }

  /// Reads what is there on `descriptor`, at most `count` bytes.
  static func readAvailable(from descriptor: Int32, count: Int) -> ReadResult {
    var bytes = [UInt8](repeating: 0, count: count)
    let received = read(descriptor, &bytes, count)
    if received > 0 { return .bytes(Array(bytes[..<received])) }
    return received < 0 && (errno == EINTR || errno == EAGAIN) ? .nothingYet : .ended
  }

  /// The decimal separator of the user's numbers (`LC_NUMERIC`): `.`, or `,` in de_DE and fr_FR.
  static func decimalSeparator() -> String {
    withLocaleLock {
      _ = setlocale(LC_NUMERIC, "")
      defer { _ = setlocale(LC_NUMERIC, "C") }
      guard let pointer = nl_langinfo(nl_item(RADIXCHAR)) else { return "." }
      let separator = String(cString: pointer)
      return separator.isEmpty ? "." : separator
    }
  }

  /// The names of the regular files and links in `directory`, or `nil` when it cannot be opened.
  static func fileNames(inDirectory directory: String) -> [String]? {
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let type = entry.pointee.d_type
      guard type == UInt8(DT_REG) || type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) else { continue }
      names.append(entryName(entry))
    }
    return names
  }

  /// The name of a directory entry from `readdir`. The kernel packs entries to their names'
  /// lengths, so the last of a buffer can end well before the 256 bytes `d_name` is declared with:
  /// copying the field whole (as `entry.pointee.d_name` does) reads past the buffer, which
  /// AddressSanitizer reports. The name is read through a pointer, up to its NUL.
  private static func entryName(_ entry: UnsafePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
  }

  /// The whole content of the file at `path` (standard input for `-`), or why it could not be
  /// read: missing, longer than `limit` bytes (reading stops there, so `/dev/zero` ends), or the
  /// error's text (a directory fails its first read, `Is a directory`).
  ///
  /// With `isRegularFileOnly`, anything but a regular file (a device, a FIFO with no writer that
  /// would block the open for ever) is refused unread, as ncurses refuses terminfo entries.
  static func readWholeFile(_ path: String, limit: Int, isRegularFileOnly: Bool = false) -> Result<[UInt8], FileError> {
    let flags = O_RDONLY | O_CLOEXEC | (isRegularFileOnly ? O_NONBLOCK : 0)
    let descriptor = path == "-" ? standardInput : open(path, flags)
    guard descriptor >= 0 else {
      return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .failed(lastErrorDescription()))
    }
    defer { if descriptor != standardInput { close(descriptor) } }
    if isRegularFileOnly {
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        return .failure(.failed("not a regular file"))
      }
    }
    var content: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while content.count <= limit {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return .success(content) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.failed(lastErrorDescription()))
      }
      content += chunk[..<count]
    }
    return .failure(.tooLarge)
  }

  /// Why a file could not be read.
  enum FileError: Error, Equatable {
    /// No file at the path (`ENOENT`, `ENOTDIR`).
    case missing
    /// More bytes than the limit read with.
    case tooLarge
    /// Another error, as `strerror` says it.
    case failed(String)
  }

  /// How a write ended.
  enum WriteResult: Equatable {
    /// Every byte was written.
    case written
    /// The reader has gone away (`EPIPE`), as `swiftcal | head -1` does.
    case readerGone
    /// The write failed; the error's text.
    case failed(String)
  }

  /// Writes `bytes` whole to `descriptor`, retrying short and interrupted writes and waiting when
  /// a non-blocking descriptor is full.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> WriteResult {
    bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor) }
  }

  /// Writes `bytes` whole to `descriptor`, as `writeAll(_:to:)` writes an array: a `TextBuffer`'s
  /// bytes, in place.
  static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> WriteResult {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written >= 0 {
        offset += written
      } else if errno == EINTR {
        continue
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        // A non-blocking descriptor that is full: wait until the reader makes room.
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      } else if errno == EPIPE {
        return .readerGone
      } else {
        return .failed(lastErrorDescription())
      }
    }
    return .written
  }
}

// MARK: - The signal pipe

/// The ends of the pipe that signal handlers report to. A handler may only do async-signal-safe
/// work, so it writes the signal's number there and the loop that polls the read end does the
/// rest (the self-pipe trick). Global because a C signal handler can capture nothing.
/// The lock of `Platform.withLocaleLock`, made once and never freed (a `static let` of a
/// `pthread_mutex_t` would have no stable address).
nonisolated(unsafe) private let localeMutex: UnsafeMutablePointer<pthread_mutex_t> = {
  let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  pthread_mutex_init(mutex, nil)
  return mutex
}()

nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
nonisolated(unsafe) private var signalPipeReadEnd: Int32 = -1

private let reportSignal: @convention(c) (Int32) -> Void = { signalNumber in
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: signalNumber)
  _ = write(signalPipeWriteEnd, &byte, 1)
  errno = savedErrno
}

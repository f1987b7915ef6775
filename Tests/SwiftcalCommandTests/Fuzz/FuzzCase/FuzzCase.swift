// One fuzz input: decoded from bytes, run through the pure stages, checked against invariants.
// Shared by the libFuzzer target (Tests/Fuzz) and the regression tests (FuzzRegressionTests).

import CalendarCore
@testable import SwiftcalCommand

/// An invocation of swiftcal as the fuzzer describes it: the command-line words as bytes and
/// the parts of the environment the program's edge reads.
///
/// The input is a list of records separated by NUL bytes (which no command-line word or
/// environment value can hold); each record is a tag byte and a value:
///
/// | tag | value |
/// | --- | --- |
/// | `a` | one command-line word, any bytes |
/// | `l` | a locale from `FuzzCase.locales` (`C`, `de`, `fr`, `ja`, `ko`, `wide`, `odd`); others mean `C` |
/// | `n` | locale names, `|`-separated: 12 months, 12 abbreviations, 7 weekdays (missing ones from `C`) |
/// | `T` | the clock's date, `YYYY-MM-DD` (default 2026-11-30) |
/// | `t` | standard output is a terminal, whose window is this many columns wide (may be empty) |
/// | `e` | an environment variable, `NAME=VALUE` (`COLUMNS`, `NO_COLOR`, `TERM`, `SWIFTCAL_COLORS`, …) |
/// | `k` | bytes typed into the month browser (`--interactive`), in the order given |
/// | `r` | the terminal's height in rows, for the browser (default 24) |
/// | `f` | a file of the in-memory file system `--mark-file` and `#include` read: its path, a newline, its bytes* |
/// | `s` | the bytes* of cal's terminal-colors.d scheme file |
/// | `S` | the names of the files in the terminal-colors.d directory, one a line |
/// | `i` | the bytes* of `TERM`'s compiled terminfo entry |
/// | `p` | a timestamp, read as cal reads one (`@SECONDS`, `+2 days`, `2026-11-30 10:00`, ...) |
/// | `N` | the clock for `p` in seconds since 1970 (default: noon of `T`), a comma, the zone's offset in minutes |
/// | `g` | text typed at the browser's go-to prompt, then Enter |
/// | `K` | bytes* typed into the browser, as `k` but any byte |
///
/// *Bytes of the new tags may be NUL: `DLE 0` stands for NUL and `DLE DLE` for DLE (0x10).
///
/// Unknown tags are ignored, so a field can be added (a new tag, or a new variable read from
/// `environment`) without making the committed corpus mean something else.
struct FuzzCase {
  var words: [[UInt8]] = []
  var names = LocaleNames.posix
  var today = FuzzCase.defaultToday
  var isTerminal = false
  var windowColumns: Int?
  var environment: [String: String] = [:]
  var typed: [UInt8] = []
  var screenRows = 24
  /// The in-memory file system of `--mark-file` and `#include`, by path.
  var files: [String: [UInt8]] = [:]
  var scheme: [UInt8]?
  var colorFileNames: [String]?
  var terminfo: [UInt8]?
  var timestamps: [String] = []
  var clockSeconds: Int?
  var zoneOffsetMinutes = 0
  var goToTexts: [[UInt8]] = []

  init(_ bytes: [UInt8]) {
    var customNames: String?
    for record in bytes.split(separator: 0, omittingEmptySubsequences: true) {
      let value = Array(record.dropFirst())
      let text = String(decoding: value, as: UTF8.self)
      switch record.first {
      case UInt8(ascii: "a"): words.append(value)
      case UInt8(ascii: "l"): names = FuzzCase.locales[text] ?? .posix
      case UInt8(ascii: "n"): customNames = text
      case UInt8(ascii: "T"): today = FuzzCase.clockDate(text) ?? today
      case UInt8(ascii: "t"):
        isTerminal = true
        windowColumns = parseNumber(text).map { min($0, Int(UInt16.max)) }
      case UInt8(ascii: "k"): typed += value
      case UInt8(ascii: "r"): screenRows = parseNumber(text).map { min($0, Int(UInt16.max)) } ?? screenRows
      case UInt8(ascii: "f"):
        let bytes = FuzzCase.unescaped(value)
        let newline = bytes.firstIndex(of: 10) ?? bytes.endIndex
        files[String(decoding: bytes[..<newline], as: UTF8.self)] = Array(bytes[newline...].dropFirst())
      case UInt8(ascii: "s"): scheme = FuzzCase.unescaped(value)
      case UInt8(ascii: "S"): colorFileNames = text.split(separator: "\n").map(String.init)
      case UInt8(ascii: "i"): terminfo = FuzzCase.unescaped(value)
      case UInt8(ascii: "p"): timestamps.append(text)
      case UInt8(ascii: "N"):
        let parts = text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        clockSeconds = FuzzCase.signedNumber(String(parts[0])).map { max(min($0, 1 << 45), -(1 << 45)) }
        if parts.count > 1 { zoneOffsetMinutes = FuzzCase.signedNumber(String(parts[1])).map { $0 % (26 * 60) } ?? 0 }
      case UInt8(ascii: "g"): goToTexts.append(value)
      case UInt8(ascii: "K"): typed += FuzzCase.unescaped(value)
      case UInt8(ascii: "e"):
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        environment[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
      default: break
      }
    }
    if let customNames { names = FuzzCase.names(customNames, over: names) }
  }

  /// The clock's date when the input gives none.
  static let defaultToday = CivilDate(year: 2026, month: 11, day: 30)

  /// The input that encodes these words and settings, the inverse of `init(_:)`.
  static func encode(
    wordBytes words: [[UInt8]], locale: String = "C", today: String = "2026-11-30",
    environment: [String: String] = [:]
  ) -> [UInt8] {
    var records = ["l" + locale, "T" + today].map { Array($0.utf8) }
    records += words.map { [UInt8(ascii: "a")] + $0 }
    records += environment.sorted { $0.key < $1.key }.map { Array("e\($0.key)=\($0.value)".utf8) }
    return Array(records.joined(separator: [0]))
  }

  /// The terminal the program's edge would see.
  var terminal: TerminalInfo {
    TerminalInfo(isTerminal: isTerminal, windowColumns: windowColumns, columnsVariable: environment["COLUMNS"])
  }

  // MARK: - Invariants

  /// Runs the stages `Program.run` runs, without I/O, and returns every invariant broken (empty
  /// when all hold). A trap anywhere is a failure too, which the fuzzer reports as a crash.
  func failures() -> [String] {
    var failures = inputFailures()
    let arguments: [String]
    do {
      arguments = try decodeArguments(words)
    } catch {
      failures += messageFailures(error)
      if words.allSatisfy({ String(validating: $0, as: UTF8.self) != nil }) {
        failures.append("UTF-8 words refused: \(error.description)")
      }
      return failures
    }
    if let bad = words.first(where: { String(validating: $0, as: UTF8.self) == nil }) {
      failures.append("word \(bad) is not UTF-8 but was accepted")
    }
    let command: Command
    do {
      command = try Invocation.parse(arguments, today: today, names: names)
    } catch {
      return messageFailures(error)
    }
    guard case .show(var request) = command else { return failures }
    if request.markSources.contains(where: { if case .file = $0 { true } else { false } }) {
      do {
        request.marks = try markedDays(from: request.markSources, reform: request.reform, world: fileSystem)
      } catch {
        return failures + messageFailures(error)
      }
    }
    let months = request.months
    if !(0...Limits.maximumMonthCount).contains(months.count)
      || months.count > 0 && (months.first.year < 0 || months.last.year > Int(Int32.max))
    {
      failures.append("accepted a range outside the limits: \(months.first)+\(months.count)")
      return failures
    }
    // A count cal reads as negative (`-n 4294967295`) shows nothing.
    if months.isEmpty {
      if !renderCalendar(request, names: names).bytes.isEmpty { failures.append("no months, but output") }
      return failures
    }
    // A long range repeats the same layout; its two ends are what can go wrong.
    let rendered: [Request]
    if months.count > 48 {
      var head = request
      head.months = MonthRange(first: months.first, count: 24)
      var tail = request
      tail.months = MonthRange(first: months.last.advanced(byMonths: -23), count: 24)
      rendered = [head, tail]
    } else {
      rendered = [request]
    }
    switch request.presentation {
    case .text:
      // Both with and without colour, whatever `shouldColor` would decide for this environment.
      for part in rendered {
        // (Once when the input's terminal is a pipe's: the same checks twice find nothing new.)
        for terminal in terminal == .pipe ? [terminal] : [terminal, .pipe] {
          failures += renderingFailures(part, terminal: terminal)
        }
        if hasColorFiles { failures += colorFileFailures(part) }
      }
    case .json:
      for part in rendered {
        let json = renderJSON(part, names: names)
        if !isJSON(json) { failures.append("--json printed text that is not JSON: \(json.prefix(200))") }
      }
    case .interactive:
      failures += browserFailures(request)
    }
    return failures
  }

  /// The month browser's invariants while it takes the typed keys: the selected day never leaves
  /// the months it allows and is one of the months shown, and every screen ends with the status
  /// bar on the last row.
  func browserFailures(_ request: Request) -> [String] {
    let size = ScreenSize(rows: screenRows, columns: terminal.width)
    let style = Style(isEnabled: true, theme: Theme(colorSettings: environment["SWIFTCAL_COLORS"] ?? ""))
    var decoder = KeyDecoder()
    var state = BrowserState(request: request, names: names)
    var failures: [String] = []
    // Mouse reports among the bytes click on the screen drawn before them.
    var frame: BrowserFrame?
    // The terminal taken over as TerminalBrowser takes it: Ctrl-Z gives it back and takes it again.
    var session = TerminalScreenSession()
    var written = FuzzCase.carriedOut(session.start())
    var keys = Array((decoder.keys(from: typed) + decoder.flush()).prefix(32))
    for text in goToTexts.prefix(4) {
      var promptDecoder = KeyDecoder()
      keys += [.character("g")] + (promptDecoder.keys(from: text) + promptDecoder.flush()).prefix(24) + [.enter]
    }
    for (position, key) in keys.enumerated() {
      if key == .suspend { written += FuzzCase.carriedOut(session.suspend() + session.resume()) }
      let wasTyping = state.goTo != nil
      state = state.handling(key, frame: frame)
      if let prompt = state.goTo, let error = prompt.error {
        failures += FuzzCase.lineFailures(error.description, what: "go-to message")
      }
      let shown = state.shownMonths.first...state.shownMonths.last
      if !BrowserState.allowedMonths.contains(state.month) || !shown.contains(state.month) {
        failures.append("browser at \(state.month), outside \(BrowserState.allowedMonths) or \(state.shownMonths)")
      }
      if !request.reform.isValid(state.selected) { failures.append("browser on \(state.selected), not a day") }
      if state.isFinished { break }
      // A key typed at the prompt changes the status bar only: the screen is checked once Enter is.
      if wasTyping, let prompt = state.goTo, prompt.error == nil { continue }
      // Screens are checked after every fourth key, the last, and before a click (which needs the
      // screen it lands on): a screen of a year takes the fuzzer milliseconds to draw.
      let isBeforeClick = position + 1 < keys.count && { if case .mouse = keys[position + 1] { true } else { false } }()
      guard position % 4 == 3 || position == keys.count - 1 || isBeforeClick else { continue }
      let drawn = browserFrame(state, request: request, names: names, style: style, size: size)
      frame = drawn
      if !drawn.text.hasSuffix("\u{1B}[0m") { failures.append("browser screen without its status bar") }
      written += drawn.text
      // Room for the status bar and for the widest number, `-j`'s three digits, with a column to spare.
      if size.rows > 1, size.columns >= 4, !state.showsKeys,
        !drawn.regions.contains(where: { $0.target == .day(state.selected) })
      {
        failures.append("browser screen \(size.rows)x\(size.columns) without the selected day \(state.selected)")
      }
    }
    written += FuzzCase.carriedOut(session.end())
    failures += FuzzCase.sessionFailures(written, session: session)
    return failures
  }

  /// The invariants of an error: a message of one non-empty line without control characters.
  func messageFailures(_ error: UsageError) -> [String] {
    FuzzCase.lineFailures(error.description, what: "message for \(error)")
  }

  /// The invariants of a message: one non-empty line without control characters.
  static func lineFailures(_ message: String, what: String) -> [String] {
    if message.isEmpty { return ["empty \(what)"] }
    if message.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return ["\(what) with a control character: \(message.debugDescription)"]
    }
    return []
  }

  /// The invariants of the rendered text: every line within the width of the blocks laid out,
  /// the output ending with a newline, and colour adding escape codes and nothing else. With
  /// marks, the calendar is the one without them and only a legend follows.
  func renderingFailures(_ request: Request, terminal: TerminalInfo) -> [String] {
    var failures: [String] = []
    let wholePlain = renderCalendar(request, names: names, style: .plain, terminal: terminal).text
    var plain = wholePlain
    if !request.marks.isEmpty {
      var unmarked = request
      unmarked.marks = MarkedDays()
      let calendar = renderCalendar(unmarked, names: names, style: .plain, terminal: terminal).text
      guard plain.utf8.starts(with: calendar.utf8) else { return ["marks changed the calendar above the legend"] }
      let legend = String(decoding: plain.utf8.dropFirst(calendar.utf8.count), as: UTF8.self)
      failures += FuzzCase.legendFailures(legend, request: request)
      plain = calendar
    }
    let theme = Theme(colorSettings: environment["SWIFTCAL_COLORS"] ?? "")
    let colored = renderCalendar(request, names: names, style: Style(isEnabled: true, theme: theme), terminal: terminal)
      .text
    let width = FuzzCase.layoutWidth(request, names: names, terminal: terminal)
    if plain.last != "\n" { failures.append("output does not end with a newline") }
    // Lines split at the newline byte: as Characters, a name ending in "\r" would join "\r\n".
    for line in plain.utf8.split(separator: 10).map(Substring.init) where displayWidth(line) > width {
      failures.append("line wider than \(width) columns: \(line.debugDescription)")
      break
    }
    if withoutEscapeCodes(colored) != withoutEscapeCodes(wholePlain) {
      failures.append("colour changed more than escape codes")
    }
    // Names holding a newline (only made-up ones do) add lines of their own.
    let namesBreakLines = (names.monthNames + names.weekdayAbbreviations).contains { $0.utf8.contains(10) }
    let lineCount = plain.utf8.count { $0 == 10 }
    let expectedLines = FuzzCase.lineCount(request, names: names, terminal: terminal)
    if !namesBreakLines && lineCount != expectedLines {
      failures.append("\(lineCount) lines instead of \(expectedLines)")
    }
    return failures
  }

  /// The invariants of a legend: nothing, or an empty line and then lines that each start with
  /// a date, in increasing order, that exists in the reform and is in the months shown.
  static func legendFailures(_ legend: String, request: Request) -> [String] {
    if legend.isEmpty { return [] }
    let lines = legend.utf8.split(separator: 10, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    guard lines.first == "", lines.last == "", lines.count >= 3 else {
      return ["malformed legend: \(legend.prefix(200))"]
    }
    var previous = ""
    for line in lines.dropFirst().dropLast() {
      // In bytes: a label may start with a combining mark, which joins the space before it into
      // one Character.
      let date = String(decoding: line.utf8.prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)
      let isLater = date.count > previous.count || (date.count == previous.count && date > previous)
      guard date.count >= 10, isLater, line.utf8.elementsEqual(date.utf8) || line.utf8.starts(with: (date + "  ").utf8)
      else {
        return ["legend line out of order or malformed: \(line.debugDescription)"]
      }
      guard let marked = FuzzCase.date(date), request.reform.isValid(marked), marked.description == date,
        request.months.first <= marked.yearMonth, marked.yearMonth <= request.months.last
      else {
        return ["legend names a day that does not exist or is not shown: \(date) in \(request.months)"]
      }
      previous = date
    }
    return []
  }

  /// How many lines the output has: the year header and its blank line, then for each row of
  /// blocks its titles, the weekday line and six weeks (vertical: the titles, seven weekdays,
  /// the week numbers, and a blank line between rows).
  static func lineCount(_ request: Request, names: LocaleNames, terminal: TerminalInfo) -> Int {
    let metrics = LayoutMetrics(request: request, names: names, terminal: terminal)
    let rows = (request.months.count + metrics.monthsPerRow - 1) / metrics.monthsPerRow
    let titleLines = metrics.titleNeedsTwoLines && request.yearHeader == nil ? 2 : 1
    let header = request.yearHeader == nil ? 0 : 2
    guard request.isVertical else { return header + rows * (titleLines + 1 + MonthGrid.rowCount) }
    let weekLine = request.weekNumbering == nil ? 0 : 1
    return header + rows * (titleLines + MonthGrid.columnCount + weekLine) + rows - 1
  }

  /// The widest a line may be: the blocks of a row with the gutters between them (and, when
  /// vertical, the weekday column before them and a gutter after every title). A year header is
  /// centred over the horizontal blocks even when they are vertical, as util-linux does, so with
  /// `-v -y` it is a column wider than the blocks below it.
  static func layoutWidth(_ request: Request, names: LocaleNames, terminal: TerminalInfo) -> Int {
    let metrics = LayoutMetrics(request: request, names: names, terminal: terminal)
    let perRow = min(metrics.monthsPerRow, request.months.count)
    var horizontal = perRow * metrics.blockWidth + (perRow - 1) * metrics.gutter
    if request.yearHeader != nil {
      // The year is centred over a full row of blocks, as many as --columns asks for, cut to 299 bytes.
      let fullRow = metrics.monthsPerRow * metrics.blockWidth + (metrics.monthsPerRow - 1) * metrics.gutter
      horizontal = max(horizontal, min(fullRow, utilLinuxLineLimit))
    }
    guard request.isVertical else { return horizontal }
    let vertical = metrics.dayWidth + 1 + perRow * (metrics.dayWidth * MonthGrid.rowCount + metrics.gutter)
    return request.yearHeader == nil ? vertical : max(vertical, horizontal)
  }

  // MARK: - Decoding

  /// A date the clock could give: a valid Gregorian date in swiftcal's years.
  static func clockDate(_ text: String) -> CivilDate? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { parseNumber(String($0)) }
    guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
      (1...Limits.lastYear).contains(year)
    else { return nil }
    let date = CivilDate(year: year, month: month, day: day)
    return Reform.gregorian.isValid(date) ? date : nil
  }

  /// `base` with names replaced by the `|`-separated `list`, in the order of `LocaleNames.init`.
  static func names(_ list: String, over base: LocaleNames) -> LocaleNames {
    let given = list.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    func pick(_ range: Range<Int>, _ defaults: [String]) -> [String] {
      range.enumerated().map { position, index in index < given.count ? given[index] : defaults[position] }
    }
    return LocaleNames(
      monthNames: pick(0..<12, base.monthNames), abbreviatedMonthNames: pick(12..<24, base.abbreviatedMonthNames),
      alternativeMonthNames: base.alternativeMonthNames, weekdayAbbreviations: pick(24..<31, base.weekdayAbbreviations),
      firstWeekday: base.firstWeekday)
  }

  /// Locales as glibc describes them (names of the kinds the reference cases use), and two made
  /// to be awkward: names wider than a block, and empty, combining and control-character names.
  static let locales: [String: LocaleNames] = [
    "C": .posix,
    "de": LocaleNames(
      monthNames: [
        "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
        "Dezember",
      ],
      abbreviatedMonthNames: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
      weekdayAbbreviations: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"], firstWeekday: .monday),
    "fr": LocaleNames(
      monthNames: [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre",
      ],
      abbreviatedMonthNames: [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
      ],
      weekdayAbbreviations: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."], firstWeekday: .monday),
    "ja": LocaleNames(
      monthNames: (1...12).map { "\($0)月" }, abbreviatedMonthNames: (1...12).map { " \($0)月" },
      weekdayAbbreviations: ["日", "月", "火", "水", "木", "金", "土"], firstWeekday: .sunday),
    "ko": LocaleNames(
      monthNames: (1...12).map { "\($0)월" }, abbreviatedMonthNames: (1...12).map { " \($0)월" },
      weekdayAbbreviations: ["일", "월", "화", "수", "목", "금", "토"], firstWeekday: .sunday),
    "wide": LocaleNames(
      monthNames: (1...12).map { String(repeating: "暦", count: $0 + 6) },
      abbreviatedMonthNames: (1...12).map { String(repeating: "暦", count: $0) },
      weekdayAbbreviations: (0..<7).map { String(repeating: "曜", count: $0 % 3 + 1) }, firstWeekday: .saturday),
    "odd": LocaleNames(
      monthNames: ["", "e\u{301}", "\u{1B}[31m", "\t", "\u{200B}", "a\nb", "\u{FFFD}", "x", "", "\u{7F}", " ", "--"],
      abbreviatedMonthNames: ["", "", "1", "-3", "2026-01-01", "now", "", "", "", "", "", ""],
      weekdayAbbreviations: ["", "\u{301}", "Wide曜曜", "\n", "abcdefgh", " ", "-"], firstWeekday: .wednesday),
  ]
}

/// `text` without SGR escape sequences (`ESC [ digits ; … m`).
func withoutEscapeCodes(_ text: String) -> String {
  var result = String.UnicodeScalarView()
  var scalars = text.unicodeScalars[...]
  while let scalar = scalars.popFirst() {
    if scalar == "\u{1B}", scalars.first == "[" {
      let rest = scalars.dropFirst()
      if let end = rest.firstIndex(where: { !("0"..."9").contains($0) && $0 != ";" }), rest[end] == "m" {
        scalars = rest[rest.index(after: end)...]
        continue
      }
    }
    result.append(scalar)
  }
  return String(result)
}

/// Whether `text` is one JSON value (RFC 8259) and nothing else but white space: a small
/// recursive-descent check, so that the fuzz target needs no Foundation. Numbers are integers
/// only, as swiftcal writes them.
func isJSON(_ text: String) -> Bool {
  var parser = JSONSyntax(bytes: Array(text.utf8))
  guard parser.value(depth: 0) else { return false }
  parser.skipWhiteSpace()
  return parser.position == parser.bytes.count
}

private struct JSONSyntax {
  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  var next: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skipWhiteSpace() {
    while let byte = next, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { position += 1 }
  }

  mutating func take(_ literal: String) -> Bool {
    let expected = Array(literal.utf8)
    guard bytes[position...].starts(with: expected) else { return false }
    position += expected.count
    return true
  }

  mutating func value(depth: Int) -> Bool {
    skipWhiteSpace()
    guard depth < 64, let byte = next else { return false }
    switch byte {
    case UInt8(ascii: "{"):
      return sequence(close: "}", depth: depth) { $0.string() && $0.colon() && $0.value(depth: depth + 1) }
    case UInt8(ascii: "["): return sequence(close: "]", depth: depth) { $0.value(depth: depth + 1) }
    case UInt8(ascii: "\""): return string()
    case UInt8(ascii: "t"): return take("true")
    case UInt8(ascii: "f"): return take("false")
    case UInt8(ascii: "n"): return take("null")
    default: return number()
    }
  }

  mutating func colon() -> Bool {
    skipWhiteSpace()
    return take(":")
  }

  /// `{ … }` or `[ … ]`: elements separated by commas.
  mutating func sequence(close: Character, depth: Int, element: (inout JSONSyntax) -> Bool) -> Bool {
    position += 1
    skipWhiteSpace()
    if take(String(close)) { return true }
    while true {
      skipWhiteSpace()
      guard element(&self) else { return false }
      skipWhiteSpace()
      if take(",") { continue }
      return take(String(close))
    }
  }

  mutating func string() -> Bool {
    skipWhiteSpace()
    guard take("\"") else { return false }
    while let byte = next {
      position += 1
      switch byte {
      case UInt8(ascii: "\""): return true
      case UInt8(ascii: "\\"):
        guard let escaped = next else { return false }
        position += 1
        if escaped == UInt8(ascii: "u") {
          let hex = bytes[position...].prefix(4)
          guard hex.count == 4, hex.allSatisfy({ UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0
            || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0 || UInt8(ascii: "A")...UInt8(ascii: "F") ~= $0 })
          else { return false }
          position += 4
        } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
          return false
        }
      case 0..<0x20: return false
      default: continue
      }
    }
    return false
  }

  mutating func number() -> Bool {
    let start = position
    _ = take("-")
    let digitsStart = position
    while let byte = next, UInt8(ascii: "0")...UInt8(ascii: "9") ~= byte { position += 1 }
    guard position > digitsStart else { return false }
    if bytes[digitsStart] == UInt8(ascii: "0") && position - digitsStart > 1 { return false }
    return position > start
  }
}

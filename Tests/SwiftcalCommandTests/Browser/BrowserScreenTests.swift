// Tests of browserFrame: the browser's screen fitted to the window, and where clicks land.

import CalendarCore
import Testing

@testable import SwiftcalCommand

/// The rows of a screen as the terminal shows them: the body's lines and the status bar, escape
/// codes removed (a small terminal model: cursor addressing is only ever `ESC [ H`, CR LF and the
/// status bar's `ESC [ row ; 1 H`).
private func shownRows(_ screen: String) -> [String] {
  let status = screen.components(separatedBy: "\u{1B}[J").last ?? ""
  let body = screen.components(separatedBy: "\u{1B}[J").first ?? ""
  var rows = body.components(separatedBy: "\r\n").dropLast().map(visibleText)
  rows.append(visibleText(status))
  return rows
}

private func visibleText(_ text: String) -> String {
  var result = ""
  var inEscape = false
  for scalar in text.unicodeScalars {
    if inEscape {
      if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
    } else if scalar == "\u{1B}" {
      inEscape = true
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var trimmed = self
    while trimmed.hasSuffix(" ") { trimmed.removeLast() }
    return trimmed
  }

  fileprivate func trimmingSpaces() -> String { String(drop { $0 == " " }).trimmingTrailingSpaces() }
}

/// Japanese names, as glibc's ja_JP.UTF-8 has them.
private let japanese = LocaleNames(
  monthNames: (1...12).map { "\($0)月" }, abbreviatedMonthNames: (1...12).map { " \($0)月" },
  weekdayAbbreviations: ["日", "月", "火", "水", "木", "金", "土"], firstWeekday: .sunday)

@Suite("browserFrame")
struct BrowserScreenTests {
  let standardSize = ScreenSize(rows: 24, columns: 80)

  private func frame(
    _ arguments: [String], keys: [BrowserKey] = [], names: LocaleNames = .posix, style: Style = .plain,
    size: ScreenSize = ScreenSize(rows: 24, columns: 80)
  ) throws -> (state: BrowserState, frame: BrowserFrame) {
    let shown = try request(arguments, names: names)
    var state = BrowserState(request: shown, names: names)
    for key in keys { state = state.handling(key) }
    return (state, browserFrame(state, request: shown, names: names, style: style, size: size))
  }

  // Columns: command line. Every day's position holds its number in the text renderCalendar makes.
  @Test(
    "day positions match the rendered text in every layout",
    arguments: [
      ["-i"], ["-i", "-y"], ["-i", "-3", "-w", "-j"], ["-i", "-v"], ["-i", "-y", "-v", "-w", "-j"], ["-i", "-n", "24"],
      ["-i", "-3", "-w", "-m"], ["-i", "-y", "1752"], ["-i", "-Y", "-f"], ["-i", "-v", "-3", "-w"],
      ["-i", "--calendar", "chinese"], ["-i", "-y", "--calendar", "hebrew", "--calendar", "persian"],
      ["-i", "-v", "-w", "-3", "--calendar", "islamic"], ["-i", "-y", "-v", "-j", "--calendar", "korean"],
    ])
  func positions(arguments: [String]) throws {
    let shown = try request(arguments)
    for width in [80, 30] {
      let (layout, lines) = positionsAndLines(of: shown, width: width)
      var failures: [String] = []
      for position in layout.days {
        let number = shown.showsDayOfYear ? shown.reform.dayOfYear(of: position.date) : position.date.day
        let field = columnSlice(of: lines[position.line], from: position.column, width: position.width)
        let expected = String(repeating: " ", count: position.width - String(number).count) + String(number)
        if field != expected { failures.append("\(position.date): '\(field)' at \(position.line):\(position.column)") }
      }
      #expect(failures.isEmpty, "\(arguments) width \(width): \(failures.prefix(5))")
      let dayCount = shown.months.reduce(0) { $0 + shown.grid(for: $1).dayCount }
      #expect(layout.days.count == (shown.showsAdjacentDays ? 42 * shown.months.count : dayCount))
      #expect(layout.days.filter(\.isInMonth).count == dayCount)
      #expect(layout.height == lines.count - 1, "\(arguments)")  // the text ends with a newline
    }
  }

  @Test("one month: centred in 80x24, the selected day (today) in brackets and reverse video, the status bar")
  func centred() throws {
    let screen = try frame(["-i"]).frame.text
    let rows = shownRows(screen)
    #expect(rows.count == 24)
    let expected = [
      "                                  November 2026",
      "                              Su Mo Tu We Th Fr Sa",
      "                               1  2  3  4  5  6  7",
      "                               8  9 10 11 12 13 14",
      "                              15 16 17 18 19 20 21",
      "                              22 23 24 25 26 27 28",
      "                              29[30]",
      "",
    ]
    #expect(rows[7..<15].map { $0.trimmingTrailingSpaces() } == expected)
    #expect(rows[23] == "< Mon 30 November 2026 >                        t today  g go to  ? keys  q quit")
    // Without colour, today is still reverse video, the selected day bold between brackets.
    #expect(screen.contains("[\u{1B}[7;1m30\u{1B}[0m]"))
    let moved = try frame(["-i"], keys: [.left]).frame.text
    #expect(moved.contains("\u{1B}[7m30\u{1B}[0m") && moved.contains("[\u{1B}[1m29\u{1B}[0m]"))
  }

  @Test("a click's regions: each day's cell and the status bar's controls")
  func regions() throws {
    let (_, drawn) = try frame(["-i"])
    // The 15th is on screen row 11 (from 0), its number in columns 30 and 31.
    #expect(drawn.target(row: 11, column: 30) == .day(CivilDate(year: 2026, month: 11, day: 15)))
    #expect(drawn.target(row: 11, column: 29) == .day(CivilDate(year: 2026, month: 11, day: 15)))
    #expect(drawn.target(row: 11, column: 32) == .day(CivilDate(year: 2026, month: 11, day: 16)))
    #expect(drawn.target(row: 23, column: 0) == .key(.pageUp(isShifted: false)))
    #expect(drawn.target(row: 23, column: 23) == .key(.pageDown(isShifted: false)))
    #expect(drawn.target(row: 23, column: 78) == .key(.character("q")))
    #expect(drawn.target(row: 0, column: 0) == nil)
    // With -f the adjacent months' days answer clicks too: 1 December after 30 November.
    let (_, filled) = try frame(["-i", "-f"])
    #expect(filled.target(row: 13, column: 37) == .day(CivilDate(year: 2026, month: 12, day: 1)))
  }

  // Columns: command line, keys, terminal rows, terminal columns.
  @Test(
    "every layout fits or scrolls, in every size, with the selected day on screen",
    arguments: [
      ["-i", "-y"], ["-i", "-n", "24"], ["-i", "-3", "-w", "-j"], ["-i", "-v"], ["-i", "-y", "-v", "-w", "-j"],
    ]
  )
  func fitsOrScrolls(arguments: [String]) throws {
    var failures: [String] = []
    let moves: [[BrowserKey]] = [[], [.down], Array(repeating: .pageDown(isShifted: false), count: 7),
      Array(repeating: .pageUp(isShifted: false), count: 11) + [.end]]
    for size in [(24, 80), (10, 20), (12, 40), (50, 132), (5, 10), (30, 200)] {
      for keys in moves {
        let (state, drawn) = try frame(arguments, keys: keys, size: ScreenSize(rows: size.0, columns: size.1))
        let rows = shownRows(drawn.text)
        if rows.count != size.0 { failures.append("\(size) \(keys.count): \(rows.count) rows") }
        if let wide = rows.first(where: { displayWidth($0) > size.1 }) {
          failures.append("\(size): too wide '\(wide)'")
        }
        guard size.0 > 1 else { continue }
        let region = drawn.regions.first { $0.target == .day(state.selected) }
        if region == nil { failures.append("\(size) \(keys.count): \(state.selected) not on screen") }
        if let region, !rows[region.row].contains("\(state.selected.day)]") && !arguments.contains("-j") {
          failures.append("\(size) \(keys.count): row \(region.row) lacks '\(state.selected.day)]'")
        }
      }
    }
    #expect(failures.isEmpty, "\(arguments): \(failures.prefix(6))")
  }

  @Test("20 columns: the whole week shows, Saturday too, the brackets cut at the edges instead")
  func narrowWindow() throws {
    let size = ScreenSize(rows: 12, columns: 20)
    for keys in [[], [BrowserKey.home], [.home, .left]] {
      let rows = shownRows(try frame(["-i"], keys: keys, size: size).frame.text)
      #expect(rows.contains("Su Mo Tu We Th Fr Sa"), "\(keys)")
    }
    let rows = shownRows(try frame(["-i"], keys: [.character("h"), .character("j")], size: size).frame.text)
    // 6 December, a Sunday: its bracket in the margin, which the window has no room for.
    #expect(rows.contains("[6] 7  8  9 10 11 12"))
    let saturday = shownRows(try frame(["-i"], keys: [.character("k"), .character("h"), .character("h")], size: size).frame.text)
    #expect(saturday.contains("15 16 17 18 19 20[21"))
  }

  @Test("-y then j: December's grid is on the 24-row screen, the year scrolled")
  func yearScrolls() throws {
    let rows = shownRows(try frame(["-i", "-y"], keys: [.character("j")]).frame.text)
    #expect(rows.contains { $0.contains("October") && $0.contains("December") })
    #expect(rows.contains { $0.contains(" 6 [7] 8") })
  }

  // Columns: width, the status bar then.
  @Test(
    "the status bar shortens gracefully and keeps q quit",
    arguments: [
      (80, "< Mon 30 November 2026 >                        t today  g go to  ? keys  q quit"),
      (60, "< Mon 30 November 2026 >    t today  g go to  ? keys  q quit"),
      (50, "< Mon 30 November 2026 >   t today  ? keys  q quit"),
      (40, "< Mon 30 November 2026 >  ? keys  q quit"),
      (34, "< Mon 30 November 2026 >    q quit"),
      (24, "< 2026-11-30 >    q quit"),
      (18, "2026-11-30  q quit"),
      (12, "2026-11-30"),
    ])
  func statusWidths(width: Int, expected: String) throws {
    let state = BrowserState(request: try request(["-i"]))
    let bar = statusBar(state, request: try request(["-i"]), names: .posix, width: width)
    #expect(bar.text == String(expected.prefix(width)) + String(repeating: " ", count: max(width - expected.count, 0)))
    #expect(displayWidth(bar.text) == width)
  }

  @Test("marked days underlined without colour, the selected day's labels on the status line")
  func marks() throws {
    let (_, drawn) = try frame(["-i", "--mark", "2026-11-30=Deadline", "--mark", "2026-11-15=Fair"])
    #expect(drawn.text.contains("\u{1B}[4m15\u{1B}[0m"))
    #expect(shownRows(drawn.text)[23].hasPrefix("< Mon 30 November 2026 >  Deadline "))
  }

  @Test("a Japanese screen: the locale's names and symbols, no English words")
  func japaneseWords() throws {
    let (_, drawn) = try frame(["-i"], names: japanese)
    let status = shownRows(drawn.text)[23]
    #expect(status.hasPrefix("< 月 30 11月 2026 >"))
    for word in ["today", "quit", "keys", "go to"] { #expect(!status.contains(word)) }
    let keys = shownRows(try frame(["-i"], keys: [.character("?")], names: japanese).frame.text)
    #expect(keys.contains { $0.contains("日 29 11月 2026") })
    for word in ["previous", "next", "quit", "Keys"] { #expect(!keys.contains { $0.contains(word) }) }
    let goTo = try frame(["-i"], keys: [.character("g"), .character("x"), .enter], names: japanese).frame.text
    #expect(!shownRows(goTo)[23].contains("invalid"))
  }

  @Test("control characters in the locale's names show as ? and move nothing on the screen")
  func controlCharactersInNames() throws {
    var names = LocaleNames.posix
    names.monthNames[10] = "Nov\n\n\nember"
    names.monthNames[11] = "Dec\u{1B}[2Jember"
    names.weekdayAbbreviations[1] = "M\to"
    names.weekdayAbbreviations[2] = "T\u{7F}\u{85}"
    // -3 shows November and December; the status bar and the key list name months and weekdays.
    let (state, drawn) = try frame(["-i", "-3"], names: names)
    let rows = shownRows(drawn.text)
    #expect(rows.count == 24)
    #expect(rows.contains { $0.contains("Nov???ember 2026") && $0.contains("Dec?[2Jember 2026") })
    #expect(rows.contains { $0.contains("Su M? T? We") })
    #expect(rows[23].hasPrefix("< M?o 30 Nov???ember 2026 >"))
    #expect(drawn.regions.contains { $0.target == .day(state.selected) })
    let keys = shownRows(try frame(["-i"], keys: [.character("?")], names: names).frame.text)
    #expect(keys.contains { $0.contains("Sun 29 Nov???ember 2026") })
    // Nothing but the frame's own CR LF and escape sequences is a control character.
    for text in [drawn.text, try frame(["-i"], keys: [.character("?")], names: names).frame.text] {
      let lines = visibleText(text).split(separator: "\r\n" as Character)
      let controls = lines.flatMap(\.unicodeScalars).filter { $0.properties.generalCategory == .control }
      #expect(controls.isEmpty, "\(controls.map(\.value))")
    }
  }

  @Test("a window larger than any display: drawn in its top left 500 rows of 1000 columns")
  func hugeWindow() throws {
    // 120000 months on a 65535 x 65535 pseudo-terminal: the whole window took a minute and 2 GB a frame.
    let (state, drawn) = try frame(["-i", "-n", "120000", "1", "2000"], size: ScreenSize(rows: 65535, columns: 65535))
    let rows = shownRows(drawn.text)
    #expect(rows.count == 500)
    #expect(drawn.text.contains("\u{1B}[500;1H\u{1B}[7m< Sat 1 January 2000 >"))
    #expect(rows.allSatisfy { $0.count <= 1000 })
    #expect(drawn.text.utf8.count < 500 * 1000 * 2)
    #expect(drawn.regions.contains { $0.target == .day(state.selected) })
    #expect(drawn.regions.allSatisfy { $0.row < 500 && $0.columns.upperBound <= 1000 })
    // Up to the limit, the window is drawn whole.
    let (_, fitting) = try frame(["-i"], size: ScreenSize(rows: 500, columns: 1000))
    #expect(fitting.text.contains("\u{1B}[500;1H") && shownRows(fitting.text).contains { $0.contains("29[30]") })
  }

  @Test("g: the prompt on the status line, and a bad entry reported there")
  func goToPrompt() throws {
    let typing = try frame(["-i"], keys: [.character("g"), .character("2"), .character("0")]).frame.text
    #expect(shownRows(typing)[23].hasPrefix("Go to: 20 "))
    let bad = try frame(["-i"], keys: [.character("g"), .character("x"), .enter]).frame.text
    #expect(shownRows(bad)[23].hasPrefix("Go to: x   invalid month 'x'"))
  }

  @Test("? lists every key with the day it goes to")
  func keyList() throws {
    let rows = shownRows(try frame(["-i"], keys: [.character("?")]).frame.text)
    for expected in ["previous day", "Sun 29 November 2026", "next week", "Mon 7 December 2026", "Shift-PgUp  P",
      "Home", "End", "Enter", "mouse", "Ctrl-Z", "q  Esc  Ctrl-C"]
    {
      #expect(rows.contains { $0.contains(expected) }, "\(expected)")
    }
    #expect(!rows.contains { $0.contains("Su Mo Tu") })
  }

  @Test("-n 120000: only the rows of months that can reach the screen are laid out")
  func manyMonths() throws {
    let (state, drawn) = try frame(["-i", "-n", "120000", "1", "2000"], keys: [.pageDown(isShifted: true)])
    #expect(state.selected == CivilDate(year: 2001, month: 1, day: 1))
    #expect(drawn.regions.contains { $0.target == .day(state.selected) })
  }

  @Test("-c 1: the rows a window shows are counted with one month to a row, not the window's width")
  func oneMonthToARow() throws {
    let size = ScreenSize(rows: 500, columns: 400)
    let shown = try request(["-i", "-c", "1", "-n", "1000", "1", "2000"])
    let state = BrowserState(request: shown).handling(.pageDown(isShifted: true))
    // 500 / 8 + 1 = 63 months of at least 8 lines, one to a row, from the selected one's; the width would hold 22 rows'.
    let visible = visibleRequest(state, request: shown, names: .posix, size: size)
    #expect(visible.months == MonthRange(first: YearMonth(year: 2001, month: 1), count: 63))
    let drawn = browserFrame(state, request: shown, names: .posix, style: .plain, size: size)
    #expect(drawn.regions.contains { $0.target == .day(state.selected) })
  }

  @Test("under the month, what the selected day holds, without a key; the month stays where it was")
  func selectedDayList() throws {
    let marks = ["Standup", "Lunch with Ana", "Review"].flatMap { ["--mark", "11/30=" + $0] }
    let rows = shownRows(try frame(["-i", "--moon"] + marks).frame.text)
    let listed = rows.map { $0.trimmingSpaces() }
    for label in ["Standup", "Lunch with Ana", "Review"] { #expect(listed.contains(label)) }
    // The month's title is on the row it has without the list.
    let plain = shownRows(try frame(["-i"]).frame.text)
    #expect(rows.firstIndex { $0.contains("November 2026") } == plain.firstIndex { $0.contains("November 2026") })
    // A day that holds nothing lists nothing: the screen is as it was.
    #expect(shownRows(try frame(["-i", "--mark", "11/29=Other"]).frame.text) == plain)
  }

  @Test("a list longer than the room left ends in a line saying how many more e shows")
  func selectedDayListFitted() throws {
    let marks = (1...30).flatMap { ["--mark", "11/30=Mark \($0)"] }
    let rows = shownRows(try frame(["-i"] + marks).frame.text)
    #expect(rows.count == 24)
    let more = try #require(rows.first { $0.contains("more: e") })
    let shownMarks = rows.filter { $0.trimmingSpaces().hasPrefix("Mark ") }.count
    #expect(more.trimmingSpaces() == "… \(30 - shownMarks) more: e")
    #expect(rows.last!.contains("Mon 30 November 2026"))
  }
}

/// The day positions of `request` in a terminal `width` columns wide, and the lines of the text they are in.
func positionsAndLines(of request: Request, width: Int) -> (positions: (days: [DayPosition], height: Int), lines: [String]) {
  let terminal = TerminalInfo(isTerminal: true, width: width)
  let lines = renderCalendar(request, names: .posix, terminal: terminal).text.split(
    separator: "\n", omittingEmptySubsequences: false
  ).map(String.init)
  return (dayPositions(of: request, names: .posix, terminal: terminal), lines)
}

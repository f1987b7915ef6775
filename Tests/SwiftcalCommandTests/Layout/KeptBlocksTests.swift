// Tests of the month blocks and rows that long ranges lay out once and copy after.

import CalendarCore
import Testing

@testable import SwiftcalCommand

/// Marks on fixed days, on Easter's and on a weekday of a month, in the months the sweeps show.
let keptBlocksMarks = [
  "--mark", "12/25=Christmas", "--mark", "Easter+1", "--mark", "11/ThuFourth", "--mark", "05/MonLast",
]

/// Option sets the sweeps below cross with colour on and off: each changes what the cells show.
let keptBlocksOptions: [[String]] = [
  [], ["-j"], ["-w"], ["-m", "-w"], ["-v"], ["-v", "-w", "-j"], ["-f"], ["-f", "-j", "-w"], ["--first-weekday", "wed"],
  ["-w", "--week-numbering", "iso"], ["--week=10", "-w"], ["--reform", "julian"], ["--reform", "gregorian", "-f"],
  ["-c", "5"], ["-c", "1"], ["-c", "2", "-v"], ["--weekend", "fri,sat"], keptBlocksMarks,
  keptBlocksMarks + ["-f", "-v"],
]

@Suite("Kept month blocks")
struct KeptBlocksTests {
  /// The text of `request`, with or without blocks and rows kept.
  func text(_ request: Request, colored: Bool, keepsBlocks: Bool, names: LocaleNames = .posix) -> String {
    renderCalendar(
      request, names: names, style: Style(isEnabled: colored), terminal: .pipe, keepsBlocks: keepsBlocks, emit: nil
    ).text
  }

  // Columns: options, before 100 months from January 1748 (across Britain's reform) with today
  // inside them. A block or row found kept must be byte for byte the one laid out anew: the keys
  // leave nothing out that the text depends on.
  @Test(arguments: keptBlocksOptions)
  func keptTextIsTheTextLaidOutAnew(options: [String]) throws {
    let shown = try request(options + ["-n", "100", "--today", "1752-09-14", "1", "1748"])
    for colored in [false, true] {
      let kept = text(shown, colored: colored, keepsBlocks: true)
      let anew = text(shown, colored: colored, keepsBlocks: false)
      #expect(kept == anew, "\(options) colored: \(colored)")
      #expect(kept.utf8.count > 100 * 120, "\(options): too little text to have kept anything")
    }
  }

  /// Locales whose names change widths (Japanese), titles (two lines for long names) and eras.
  @Test(arguments: [["-n", "40"], ["-n", "40", "-v", "-j"], ["-n", "40", "--era"], ["-y"]])
  func keptTextIsTheTextLaidOutAnewInJapanese(options: [String]) throws {
    let names = LocaleNames(
      monthNames: (1...12).map { "\($0)月" }, abbreviatedMonthNames: (1...12).map { "\($0)月" },
      weekdayAbbreviations: ["日", "月", "火", "水", "木", "金", "土"], firstWeekday: .sunday)
    let shown = try request(options + ["1", "1988"], names: names)
    for colored in [false, true] {
      #expect(text(shown, colored: colored, keepsBlocks: true, names: names)
        == text(shown, colored: colored, keepsBlocks: false, names: names))
    }
  }

  // Columns: options. With one month a row, a range is its months one after another, each made
  // alone (whose blocks and rows are laid out anew, having nothing kept to copy).
  @Test(arguments: [[], ["-j"], ["-w"], ["-f", "-w", "-j"], ["--first-weekday", "fri", "-w"]])
  func aRangeIsItsMonthsOneByOne(options: [String]) throws {
    for colored in [false, true] {
      let range = try renderedText(
        options + ["-c", "1", "-n", "30", "--today", "1752-10-20", "1", "1751"], colored: colored)
      var months = ""
      var month = YearMonth(year: 1751, month: 1)
      for _ in 0..<30 {
        months += try renderedText(
          options + ["--today", "1752-10-20", String(month.month), String(month.year)], colored: colored)
        month = month.next
      }
      #expect(range == months, "\(options) colored: \(colored)")
    }
  }

  /// A long range comes out in parts, its legend too, and the parts join to the whole text; a
  /// reader gone stops it.
  @Test func partsJoinToTheWhole() throws {
    // Every day of twenty years marked: a legend of 7,305 lines, 270 kB.
    let shown = try request(["-n", "240", "--mark", "2000-01-01..2019-12-31=a day of the twenty years", "1", "2000"])
    let whole = renderCalendar(shown, names: .posix).text
    var parts: [String] = []
    let rest = renderCalendar(shown, names: .posix) { part in
      parts.append(part.text)
      return true
    }
    parts.append(rest.text)
    #expect(parts.joined() == whole)
    #expect(parts.count >= 3)
    // The legend is handed on in parts of its own, not held to the end.
    #expect(parts.suffix(2).allSatisfy { $0.hasPrefix("20") && !$0.contains("Su Mo") })
    var calls = 0
    let stopped = renderCalendar(shown, names: .posix) { _ in
      calls += 1
      return calls < 2
    }
    #expect(stopped.text.isEmpty && calls == 2)
  }

  /// The body of `month` as `arguments` lay it out, with or without colour.
  func body(_ month: YearMonth, _ arguments: [String], colored: Bool = false) throws -> MonthBody {
    let shown = try request(arguments + ["--today", "2026-11-30"])
    let layout = CalendarLayout(
      request: shown, names: .posix, style: Style(isEnabled: colored),
      metrics: LayoutMetrics(request: shown, names: .posix, terminal: .pipe))
    var factCache = DayFactCache()
    let grid = shown.grid(for: month)
    let weekendBits = colored && shown.weekend.hasChanges ? MonthBody.packedWeekend(of: grid) : 0
    return MonthBody(grid, layout: layout, factCache: &factCache, weekendBits: weekendBits)
  }

  /// Months that look alike share a body when what tells them apart is not shown, and do not
  /// when it is.
  @Test func bodiesTellApartWhatTheCellsShow() throws {
    // January and October 2026 both start on a Thursday and have 31 days; not their days of the year.
    #expect(try body(month(2026, 1), []) == body(month(2026, 10), []))
    #expect(try body(month(2026, 1), ["-j"]) != body(month(2026, 10), ["-j"]))
    // March 2021 and March 2032 both start on a Monday; February before them has 28 and 29 days.
    #expect(try body(month(2021, 3), []) == body(month(2032, 3), []))
    #expect(try body(month(2021, 3), ["-f"]) != body(month(2032, 3), ["-f"]))
    // November 2026 holds today, November 2037 (the same shape) does not: told apart in colour only.
    #expect(try body(month(2026, 11), []) == body(month(2037, 11), []))
    #expect(try body(month(2026, 11), [], colored: true) != body(month(2037, 11), [], colored: true))
    // June 2026 and June 2037 start on a Monday: the 13th, marked, is on another weekday in neither.
    let marked = ["--mark", "2026-06-13"]
    #expect(try body(month(2026, 6), marked) == body(month(2037, 6), marked))
    #expect(try body(month(2026, 6), marked, colored: true) != body(month(2037, 6), marked, colored: true))
    // September 1752 has 19 days, 1 and 2 then 14 on; September 2026 starts on a Tuesday as well.
    #expect(try body(month(1752, 9), ["-s"]) != body(month(2026, 9), ["-s"]))
    // The week numbers of two months alike: January 2026 from week 1, October 2026 from 40.
    #expect(try body(month(2026, 1), ["-w"]) != body(month(2026, 10), ["-w"]))
  }

  /// A body comes back out of its words as it went in.
  @Test(arguments: [[], ["-f", "-j", "-w"], ["-f", "-j", "-w", "--mark", "09/14"]])
  func bodiesKeptAsWordsComeBack(options: [String]) throws {
    var month = YearMonth(year: 1751, month: 1)
    var words: [Int] = []
    for index in 0..<36 {
      let original = try body(month, options, colored: true)
      original.append(to: &words)
      let back = MonthBody(words: words, at: index * MonthBody.wordCount)
      #expect(back == original && original.isKept(in: words, at: index * MonthBody.wordCount))
      #expect(back.leading == original.leading && back.days == original.days && back.trailing == original.trailing)
      month = month.next
    }
  }

  // Columns: count, first number, cells before the jump, jump. A run packed into 32 bits and back.
  @Test(arguments: [(0, 0, 0, 0), (31, 1, 0, 0), (19, 245, 2, 11), (6, 361, 0, 0), (42, 1023, 63, 1023)])
  func numberRunsPack(count: Int, first: Int, jumpAfter: Int, jumpLength: Int) {
    let run = NumberRun(count: count, first: first, jumpAfter: jumpAfter, jumpLength: jumpLength)
    #expect(NumberRun(packed: run.packed) == run)
  }

  /// September 1752's days and the adjacent runs cut from the months around it.
  @Test func numberRunsAcrossTheReform() {
    let september = MonthGrid(month: YearMonth(year: 1752, month: 9))
    let days = NumberRun(daysOf: september, numberingDaysOfYear: false)
    #expect((0..<days.count).map(days.number(at:)) == [1, 2] + Array(14...30))
    #expect((0..<3).map(days.prefix(3).number(at:)) == [1, 2, 14])
    #expect((0..<3).map(days.suffix(3).number(at:)) == [28, 29, 30])
    #expect((0..<18).map(days.suffix(18).number(at:)) == [2] + Array(14...30))
    let dayOfYear = NumberRun(daysOf: september, numberingDaysOfYear: true)
    #expect(dayOfYear.number(at: 0) == 245 && dayOfYear.number(at: 2) == 258)
  }

  /// The settings' grids are the request's, but for today when colour is off.
  @Test(arguments: [[], ["-m", "--reform", "julian"], ["--weekend", "fri", "-H", "2026-02-14"]])
  func cellSettingsBuildTheRequestsGrids(options: [String]) throws {
    let shown = try request(options + ["-n", "30", "1", "2025"])
    let colored = CellSettings(request: shown, style: Style(isEnabled: true))
    let plain = CellSettings(request: shown, style: .plain)
    for month in shown.months {
      #expect(colored.grid(for: month) == shown.grid(for: month))
      let grid = shown.grid(for: month)
      #expect(plain.grid(for: month) == MonthGrid(month: month, firstWeekday: grid.firstWeekday, reform: grid.reform,
                                                   weekend: Weekend(grid.weekend)))
    }
  }
}

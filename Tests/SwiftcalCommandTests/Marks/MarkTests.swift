// Tests of marked days: --mark, --mark-file, -e and -o, the legend, colour and JSON.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import FileFormats
@testable import SwiftcalCommand
@testable import SwiftcalSystem

/// The path of `Fixtures/marks/NAME` beside these tests.
func markFixturePath(_ name: String) -> String {
  fixturesDirectory + "/marks/" + name
}

@Suite("--mark: legend, colour, JSON")
struct MarkOptionTests {
  @Test("the grid stays cal's and a legend follows: an empty line, then the date and its label")
  func legend() throws {
    let plain = try renderedText(["12", "2026"])
    let marked = try renderedText(["--mark", "2026-12-25=Christmas", "12", "2026"])
    #expect(marked == plain + "\n2026-12-25  Christmas\n")
  }

  @Test("the legend lists the months shown in date order, labels of one day joined by '; '")
  func legendOrder() throws {
    let text = try renderedText([
      "-3", "--mark", "Easter+1=Easter Monday", "--mark", "04/06=Sixth", "--mark", "2026-05-01",
      "--mark", "2026-07-01=July", "--mark", "04-06=Sixth", "4", "2026",
    ])
    let legend = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(4)
    #expect(Array(legend) == ["", "2026-04-06  Easter Monday; Sixth", "2026-05-01", ""])
  }

  @Test("no legend when no mark falls in the months shown")
  func noLegend() throws {
    #expect(try renderedText(["--mark", "2026-07-04", "12", "2026"]) == renderedText(["12", "2026"]))
  }

  @Test("the mark role: underlined by default, on top of the weekend and today; SWIFTCAL_COLORS sets it")
  func colour() throws {
    let lines = try coloredOutput(["--mark", "12/25", "--mark", "12/27", "--today", "2026-12-27", "12", "2026"])
      .split(separator: "\n")
    #expect(lines[5] == "⟦31m⟧20⟦0m⟧ 21 22 23 24 ⟦4m⟧25⟦0m⟧ ⟦34m⟧26⟦0m⟧")
    #expect(lines[6].hasPrefix("⟦31m⟧⟦7m⟧⟦4m⟧27⟦0m⟧ 28"))
    let bold = try coloredOutput(["--mark", "12/25", "12", "2026"], theme: Theme(colorSettings: "mark=1"))
    #expect(bold.contains(" ⟦1m⟧25⟦0m⟧ "))
  }

  @Test("with -f, the adjacent months' marked days are marked too")
  func adjacentDays() throws {
    let lines = try coloredOutput(["-f", "--mark", "2027-01-01", "12", "2026"]).split(separator: "\n")
    #expect(lines[6].hasSuffix("⟦90m⟧⟦4m⟧1⟦0m⟧  ⟦90m⟧2⟦0m⟧"))
  }

  @Test("-i colours marked days, in every month it moves to, and names the selected day's marks")
  func browser() throws {
    let shown = try request(["-i", "--mark", "12/25=Christmas"])
    var state = BrowserState(request: shown).handling(.right)
    let size = ScreenSize(rows: 24, columns: 80)
    let screen = browserScreen(state, request: shown, names: .posix, style: Style(isEnabled: true), size: size)
    #expect(screen.replacingEscapes().contains(" ⟦4m⟧25⟦0m⟧ "))
    #expect(!screen.contains("Christmas"))
    state.select(CivilDate(year: 2026, month: 12, day: 25))
    let selected = browserScreen(state, request: shown, names: .posix, style: Style(isEnabled: true), size: size)
    #expect(selected.replacingEscapes().contains("[⟦4;1m⟧25⟦0m⟧]"))
    #expect(selected.contains("< Fri 25 December 2026 >  Christmas "))
  }

  @Test("the fuzzer's invariants hold with marks: the calendar unchanged, a legend in date order below")
  func fuzzInvariants() {
    let label = String(repeating: "a long label ", count: 20)
    for words in [
      ["-y", "--mark", "12/25=\(label)", "--mark", "Easter-2", "--mark", "2026-01-01..2026-01-03=x\ty"],
      ["-3", "-v", "-w", "--mark", "11/ThuFourth=Thanksgiving", "--color=always"], ["--json", "--mark", "12-24"],
    ] {
      let input = FuzzCase.encode(wordBytes: words.map { Array($0.utf8) })
      #expect(FuzzCase(input).failures() == [], "\(words)")
    }
  }

  @Test("--json: each cell's marks, labels in the order given, \"\" for none, [] without marks")
  func json() throws {
    let text = renderJSON(
      try request([
        "--json", "--mark", "12/25=Christmas", "--mark", "2026-12-25", "--mark", "12/25=Noël", "12", "2026",
      ]),
      names: .posix)
    #expect(text.contains(#""date": "2026-12-25", "day": 25"#))
    #expect(text.contains(#""weekNumber": 52, "marks": ["Christmas", "", "Noël"]}"#))
    #expect(text.contains(#""weekNumber": 52, "marks": []}"#))
  }

  @Test("-e and -o print Easter's date for the year given, or this year")
  func easter() throws {
    func parsed(_ arguments: [String]) throws -> Command {
      try Invocation.parse(arguments, today: testToday, names: .posix)
    }
    #expect(try parsed(["-e", "2026"]) == .date(CivilDate(year: 2026, month: 4, day: 5)))
    #expect(try parsed(["-o"]) == .date(CivilDate(year: 2026, month: 4, day: 12)))
    #expect(try parsed(["--easter", "1700"]) == .date(CivilDate(year: 1700, month: 3, day: 31)))
    #expect(try parsed(["-e", "--reform", "gregorian", "1700"]) == .date(CivilDate(year: 1700, month: 4, day: 11)))
    #expect(throws: UsageError.date(.invalidYear("0"))) { try Invocation.parse(["-e", "0"], today: testToday, names: .posix) }
    #expect(throws: UsageError.commandLine(.tooManyArguments(["4", "2026"]))) {
      try Invocation.parse(["-o", "4", "2026"], today: testToday, names: .posix)
    }
  }

  // Columns: the --mark value that names no day, the message.
  @Test(
    "a mark that names no day is refused with the value named",
    arguments: [
      ("2026-02-30", "invalid --mark day '2026-02-30': use \(markForms)"),
      ("13/01=x", "invalid --mark day '13/01': use \(markForms)"),
      ("Easter+400", "invalid --mark day 'Easter+400': use \(markForms)"),
    ])
  func badMark(value: String, message: String) {
    let error = #expect(throws: UsageError.self) { try request(["--mark", value]) }
    #expect(error?.description == message)
  }
}

@Suite("--mark-file")
struct MarkFileTests {
  @Test("reads calendar(1) files: comments, guarded includes, continuation lines, renames, ISO runs")
  func fixtureFile() throws {
    let marks = try markedDays(
      from: [.file(path: markFixturePath("main.cal"))], reform: .greatBritain1752, world: MarkFileLoader.world)
    var legend = TextBuffer()
    var shown = try request(["-y", "2026"])
    shown.facts.add(MarkedDaySource(marks), named: "marks")
    appendLegend(of: shown, to: &legend)
    #expect(
      legend.text == """

        2026-01-01  New Year
        2026-04-06  Paasmaandag
        2026-05-25  Memorial Day
        2026-07-04  Long weekend
        2026-07-05  Long weekend
        2026-12-25  Christmas continued here

        """)
  }

  @Test("a missing include and a file that includes itself are errors naming FILE:LINE")
  func includes() {
    let missing = CalendarFileText(path: "dir/a.cal", text: "01/01\tx\n#include <nowhere>\n")
    #expect(throws: CalendarFileError.missingInclude(file: "dir/a.cal", line: 2, name: "nowhere")) {
      try calendarFileMarks(missing, reform: .greatBritain1752, world: .isolated)
    }
    let looping = CalendarFileText(path: "loop.cal", text: "#include <loop.cal>\n")
    let world = CalendarFileWorld(files: ["./loop.cal": Array(looping.text.utf8)])
    #expect(throws: CalendarFileError.includesTooDeep(file: "./loop.cal", line: 1, limit: 200)) {
      try calendarFileMarks(looping, reform: .greatBritain1752, world: world)
    }
  }

  @Test("a line in swiftcal's forms that names no day is an error naming FILE:LINE")
  func badISOLine() {
    let path = markFixturePath("bad-iso.cal")
    #expect(throws: CalendarFileError.invalidMarkLine(file: path, line: 2, text: "2026-02-30")) {
      try markedDays(from: [.file(path: path)], reform: .greatBritain1752, world: MarkFileLoader.world)
    }
  }

  @Test("a missing file, a directory and a file that is not text are refused")
  func unreadable() {
    // The reasons are strerror's, in whatever locale another test left selected; only their
    // presence is checked here (the end-to-end test checks the English text).
    for path in ["/nonexistent/marks", "/"] {
      let error = #expect(throws: CalendarFileError.self) {
        try calendarFileText(MarkFileLoader.readFile(path), path: path)
      }
      guard case .unreadableMarkFile(path, let reason)? = error else {
        Issue.record("\(path): \(String(describing: error))")
        continue
      }
      #expect(!reason.isEmpty)
    }
    // Bytes that are not UTF-8, as /proc/self/auxv holds on Linux; given in memory, as macOS has no /proc.
    #expect(throws: CalendarFileError.unreadableMarkFile("auxv", reason: "not UTF-8 text")) {
      try calendarFileText(.bytes([0x21, 0x00, 0xFF, 0xFE, 0x10]), path: "auxv")
    }
  }

  @Test(
    "end to end: a LANG= line brings in that locale's names (de_DE)", .enabled(if: referenceLocalesInstalled))
  func localeNamesEndToEnd() throws {
    let result = try SwiftcalProcess.run(["--mark-file", markFixturePath("german.cal"), "-y", "2026"])
    #expect(result.status == 0)
    #expect(
      result.outputText.hasSuffix(
        "\n\n2026-03-15  Iden\n2026-05-31  letzter Sonntag\n2026-12-24  Heiligabend\n"))
  }

  @Test("end to end: one line on stderr, status 1, nothing on stdout")
  func endToEnd() throws {
    let result = try SwiftcalProcess.run(["--mark-file", "/nonexistent/marks"])
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.errorText == "swiftcal: cannot read mark file '/nonexistent/marks': No such file or directory\n")
  }

  // Columns: a calendar(1) date line, the rule calendar(1) reads in it (nil: it skips the line).
  // The odd ones are calendar(1)'s own readings, checked against BSD calendar 12.1.
  @Test(
    "reads dates as calendar(1) does, quirks included",
    arguments: [
      ("01/14\tx", DateRule.yearly(month: 1, day: 14)), ("03/20*\tx", .yearly(month: 3, day: 20)),
      ("25/12\tx", .yearly(month: 12, day: 25)), ("1 Apr\tx", .yearly(month: 4, day: 1)),
      ("April 2\tx", .yearly(month: 4, day: 2)), ("Apr. 3\tx", .yearly(month: 4, day: 3)),
      ("Marathon 3\tx", .yearly(month: 3, day: 3)), ("June\tx", .yearly(month: 6, day: 1)),
      ("12\tx", .yearly(month: 12, day: 1)), ("10/LastSun\tx", .yearly(month: 10, day: 1)),
      ("05/00\tx", .yearly(month: 5, day: 1)), (" 05/10\tx", .yearly(month: 5, day: 10)),
      ("02/MonThird\tx", .weekdayInMonth(month: 2, weekday: .monday, ordinal: 3)),
      ("11/Wed+4 \tx", .weekdayInMonth(month: 11, weekday: .wednesday, ordinal: 4)),
      ("May Sun+2 \tx", .weekdayInMonth(month: 5, weekday: .sunday, ordinal: 2)),
      ("03/SundayLast\tx", .weekdayInMonth(month: 3, weekday: .sunday, ordinal: -1)),
      ("06/Sat-2\tx", .weekdayInMonth(month: 6, weekday: .saturday, ordinal: -2)),
      ("07/MonFifth\tx", .weekdayInMonth(month: 7, weekday: .monday, ordinal: 1)),
      ("Fri\tx", .weekly(.friday)), ("* 15\tx", .monthly(day: 15)),
      ("Easter\tx", .easter(.western, offsetInDays: 0)), ("Easter-47\tx", .easter(.western, offsetInDays: -47)),
      ("Paskha+1\tx", .easter(.orthodox, offsetInDays: 1)),
      ("Feb *\tx", nil), ("02/30\tx", nil), ("13/13\tx", nil), ("037MonSecond\tx", nil), ("Easter+400\tx", nil),
      ("Pesach\tx", nil), ("hello\tx", nil),
    ] as [(String, DateRule?)])
  func calendarDates(line: String, rule: DateRule?) {
    #expect(calendarDateRule(Array(line.unicodeScalars), names: CalendarNames()) == rule)
  }

  @Test("LANG= brings in the locale's names beside the English ones")
  func localeNames() throws {
    let german = CalendarFileNames(
      months: (1...12).map { $0 == 3 ? ["März", "Mär"] : ["m\($0)x"] },
      weekdays: (1...7).map { $0 == 1 ? ["Sonntag", "So"] : ["w\($0)x"] })
    let world = CalendarFileWorld(readFile: { _ in .missing }, localeNames: { $0 == "de_DE.UTF-8" ? german : nil })
    let marks = try calendarFileMarks(
      CalendarFileText(path: "t", text: "LANG=de_DE.UTF-8\n15. März\tIdes\nMar 16\tEnglish\nMärz SonntagLast\tx\n"),
      reform: .greatBritain1752, world: world)
    #expect(
      marks.map(\.rule) == [
        .yearly(month: 3, day: 15), .yearly(month: 3, day: 16),
        .weekdayInMonth(month: 3, weekday: .sunday, ordinal: -1),
      ])
  }
}

@Suite("--mark options in the documentation")
struct MarkDocumentationTests {
  @Test("--mark and --mark-file repeat in zsh; --mark-file completes file names in every shell")
  func completion() {
    let zsh = completionScript(for: .zsh)
    #expect(zsh.contains("'*--mark=[") && zsh.contains("'*--mark-file=[") && zsh.contains(":FILE:_files'"))
    #expect(completionScript(for: .fish).contains("-l mark-file -r -F"))
    #expect(completionScript(for: .bash).contains(#"--mark-file) COMPREPLY=($(compgen -f -- "$value"));"#))
  }

  @Test("the help and the manual show the new options and an example with a holiday file")
  func helpAndManual() {
    for text in [helpText(), manualPage().replacingAll("\\", with: "")] {
      for word in ["mark-file", "orthodox-easter", "calendar.feiertag"] { #expect(text.contains(word), "\(word)") }
    }
  }
}

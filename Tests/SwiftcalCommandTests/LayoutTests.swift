// Tests of the text layout: widths, titles, columns.

import CalendarCore
import Testing

@testable import SwiftcalCommand

/// The plain output of `arguments` on `terminal`, as lines.
func outputLines(_ arguments: [String], terminal: TerminalInfo = .pipe) throws -> [Substring] {
  renderCalendar(try request(arguments), names: .posix, terminal: terminal).text
    .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
}

@Suite("Layout")
struct LayoutTests {
  // Columns: arguments, terminal width, months in the first row of blocks.
  @Test(arguments: [
    (["-3"], 80, 3),
    (["-3"], 50, 2),
    (["-3"], 30, 1),
    (["-3"], 10, 1),
    (["-y"], 200, 3),
    (["-y", "-c", "auto"], 200, 8),  // year gutters are 3 wide: (200 - 9 * 3) / 20
    (["-n", "12", "-c", "auto"], 200, 9),
    (["-n", "12", "-c", "auto"], 150, 6),
    (["-n", "12", "-c", "4"], 30, 4),
    (["-y", "-j", "-c", "auto"], 120, 4),
  ])
  func monthsPerRowOnATerminal(arguments: [String], width: Int, expected: Int) throws {
    let lines = try outputLines(arguments + ["--today", "2026-11-30"], terminal: TerminalInfo(isTerminal: true, width: width))
    // Each block's title line holds the month names; count them.
    let titles = lines.first { line in LocaleNames.posix.monthNames.contains { line.contains($0) } }!
    let count = LocaleNames.posix.monthNames.filter { titles.contains($0) }.count
    #expect(count == expected)
  }

  @Test("output to a pipe keeps three months side by side, whatever COLUMNS says")
  func pipeKeepsThree() throws {
    let lines = try outputLines(["-y"], terminal: TerminalInfo(isTerminal: false, width: 30))
    #expect(lines[2].contains("January") && lines[2].contains("March"))
  }

  @Test("every line of a block row has the same width", arguments: [
    ["-3", "-w", "-j"], ["-y", "-w", "-m"], ["-v", "-y", "-j", "-w"], ["-n", "5", "-c", "2", "-j"],
    ["-v", "-n", "3", "-w"], ["-Y", "-m", "-w"],
  ])
  func rowWidths(arguments: [String]) throws {
    let lines = try outputLines(arguments)
    let horizontal = !arguments.contains("-v")
    // Horizontal rows pad every line to the row's width; vertical headers run one gutter wider.
    let widths = Set(lines.filter { !$0.isEmpty && !$0.allSatisfy(\.isNumber) }.map { displayWidth($0) })
    #expect(horizontal ? widths.count <= 2 : widths.count <= 3, "widths \(widths)")
  }

  @Test("a year too long to share a line with a wide month name gets a line of its own")
  func twoLineTitles() throws {
    var names = LocaleNames.posix
    names.monthNames[8] = "Septembermonths"
    let shown = try request(["2", "123456"])
    let lines = renderCalendar(shown, names: names).text.split(separator: "\n")
    #expect(lines[0] == "      February      ")
    #expect(lines[1] == "       123456       ")
  }

  @Test("names are aligned by display width, not bytes")
  func wideNames() throws {
    var names = LocaleNames.posix
    names.monthNames[1] = "2月"
    names.weekdayAbbreviations = ["日", "月", "火", "水", "木", "金", "土"]
    let lines = renderCalendar(try request(["2", "2026"]), names: names).text.split(separator: "\n")
    #expect(lines[0] == "      2月 2026      ")
    #expect(lines[1] == "日 月 火 水 木 金 土")
  }
}

@Suite("Display width")
struct DisplayWidthTests {
  // Columns: text, columns it takes.
  @Test(arguments: [
    ("May", 3), ("", 0), ("février", 7), ("2月", 3), ("日", 2), ("11월", 4), ("e\u{301}", 1),
    ("ｶ", 1), ("ＡＢ", 4), ("\u{1B}", 0), ("😀", 2),
  ])
  func width(text: String, expected: Int) {
    #expect(displayWidth(text) == expected)
  }

  @Test("cutting never splits a wide character")
  func truncation() {
    #expect(truncated("日月火", toWidth: 3) == "日")
    #expect(truncated("Sun", toWidth: 2) == "Su")
    #expect(truncated("Sun", toWidth: 5) == "Sun")
  }
}

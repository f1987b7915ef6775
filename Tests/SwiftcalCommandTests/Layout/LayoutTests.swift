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
    ["-v", "-n", "3", "-w"], ["-Y", "-m", "-w"], ["-n", "4", "-c", "3", "-v"], ["-y", "-c", "5"],
  ])
  func rowWidths(arguments: [String]) throws {
    let lines = try outputLines(arguments)
    let problems = unevenLines(lines, isVertical: arguments.contains("-v"))
    #expect(problems.isEmpty, "\(arguments): \(problems)")
    #expect(lines.count >= 8, "too little output to check: \(lines)")
  }

  /// The check above must fail when it should: rows of 56 and 27 columns (`-n 5 -c 2 -j`) are
  /// right, but one line of the wide row cut to 27 columns is not, nor is a vertical body line
  /// cut short; the year line must be as wide as the row of months.
  @Test("the row width check finds a line cut short")
  func rowWidthsCheckCanFail() throws {
    let horizontal = try outputLines(["-n", "5", "-c", "2", "-j"])
    #expect(Set(horizontal.map { displayWidth($0) }) == [56, 27])
    #expect(unevenLines(horizontal, isVertical: false).isEmpty)
    var cut = horizontal
    cut[3] = cut[3].prefix(27)
    #expect(unevenLines(cut, isVertical: false) == ["line 4 is 27 columns wide in a row of 56"])

    var year = try outputLines(["-y"])
    year[0] = year[0].dropLast()
    #expect(unevenLines(year, isVertical: false) == ["line 1 is 65 columns wide in a row of 66"])

    var vertical = try outputLines(["-v", "-n", "3", "-w"])
    #expect(unevenLines(vertical, isVertical: true).isEmpty)
    vertical[4] = vertical[4].dropLast()
    #expect(unevenLines(vertical, isVertical: true) == ["line 5 is 57 columns wide in a row of 58"])
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

/// What is wrong with the widths of `lines` (a calendar's plain output): one message per line that
/// is not as wide as the rest of its block row; empty when nothing is.
///
/// A block row starts at a line naming a month (its title). Horizontally it runs to the next
/// title, and util-linux pads every line of it to the row's width: a short last row is narrower
/// than the others, a line within a row never is. The lines before the first title (the year of
/// `-y`) are as wide as the first row. Vertically an empty line ends a row, and the title lines
/// run one gutter wider than the others: each kind shares one width.
func unevenLines(_ lines: [Substring], isVertical: Bool) -> [String] {
  func isTitle(_ index: Int) -> Bool { LocaleNames.posix.monthNames.contains { lines[index].contains($0) } }
  var preamble: [Int] = []
  var groups: [[Int]] = []  // line numbers that must share one width
  var titles: [Int] = []
  var others: [Int] = []
  var isInRow = false
  func endRow() {
    groups += [titles, others].filter { !$0.isEmpty }
    (titles, others, isInRow) = ([], [], false)
  }
  for index in lines.indices {
    if isTitle(index) && (index == 0 || !isTitle(index - 1)) {
      endRow()
      isInRow = true
    }
    if !isInRow {
      if !lines[index].isEmpty { preamble.append(index) }
    } else if !isVertical {
      titles.append(index)
    } else if lines[index].isEmpty {
      endRow()
    } else if isTitle(index) {
      titles.append(index)
    } else {
      others.append(index)
    }
  }
  endRow()
  // A row's width is the one most of its lines have (the wider on a tie), so that a cut first
  // line is the one reported.
  func rowWidth(_ group: [Int]) -> Int {
    let counts = Dictionary(group.map { (displayWidth(lines[$0]), 1) }, uniquingKeysWith: +)
    return counts.max { ($0.value, $0.key) < ($1.value, $1.key) }!.key
  }
  var expected = groups.map { (lines: $0, width: rowWidth($0)) }
  if !isVertical, let firstRow = expected.first, !preamble.isEmpty {
    expected.insert((preamble, firstRow.width), at: 0)
  }
  var problems: [String] = []
  for (group, width) in expected {
    for index in group where displayWidth(lines[index]) != width {
      problems.append("line \(index + 1) is \(displayWidth(lines[index])) columns wide in a row of \(width)")
    }
  }
  return problems
}

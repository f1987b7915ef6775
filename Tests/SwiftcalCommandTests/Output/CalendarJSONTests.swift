// Tests of --json.

import CalendarCore
import Foundation
@testable import SwiftcalCommand
import SwiftcalTestSupport
import Testing

@Suite("--json")
struct CalendarJSONTests {
  @Test("golden output: February 2026, four rows of its own and two of March")
  func golden() throws {
    let json = renderJSON(try request(["--json", "2", "2026"]), names: .posix)
    expectSameLines(json, featureFixture("json/february-2026.json"), "swiftcal --json 2 2026")
  }

  @Test("--json selects JSON, and cannot be combined with -i")
  func parsing() throws {
    #expect(try request([]).presentation == .text)
    #expect(try request(["--json", "-3"]).presentation == .json)
    #expect(throws: UsageError.commandLine(.conflictingOptions("--json", "--interactive"))) {
      try request(["--json", "-i"])
    }
    #expect(throws: UsageError.commandLine(.conflictingOptions("--interactive", "--json"))) {
      try request(["-i", "--json"])
    }
  }

  // Columns: command line, first weekday, reform, week numbering as the JSON names them.
  @Test(
    "every field of every cell agrees with CalendarCore",
    arguments: [
      (["-y", "2026"], "sunday", "1752", "us"),
      (["-3", "-m", "1", "2027"], "monday", "1752", "iso"),
      (["-n", "5", "8", "1752"], "sunday", "1752", "us"),
      (["--reform", "julian", "-3", "10", "1582"], "sunday", "julian", "us"),
      (["--iso", "-m", "--weekend", "fri,sat", "-n", "24", "1", "2000"], "monday", "gregorian", "iso"),
    ])
  func agreesWithCalendarCore(
    arguments: [String], firstWeekday: String, reform: String, numbering: String
  ) throws {
    let shown = try request(["--json"] + arguments)
    let document = try JSONDecoder().decode(JSONDocument.self, from: Data(renderJSON(shown, names: .posix).utf8))
    #expect(document.firstWeekday == firstWeekday)
    #expect(document.reform == reform)
    #expect(document.weekNumbering == numbering)
    #expect(document.today == "2026-11-30")
    #expect(document.weekend == Weekday.allCases.filter(shown.weekend.current.contains).map(englishName(of:)))
    #expect(document.months.count == shown.months.count)
    let weekNumbering: WeekNumbering = numbering == "iso" ? .iso : .us
    var failures: [String] = []
    for (month, object) in zip(shown.months, document.months) {
      #expect(object.year == month.year && object.month == month.month)
      #expect(object.name == LocaleNames.posix.monthName(month.month))
      let grid = MonthGrid(
        month: month, firstWeekday: shown.firstWeekday, reform: shown.reform, today: shown.today,
        weekend: shown.weekend)
      #expect(object.cells.count == 42)
      for (index, (cell, json)) in zip(grid, object.cells).enumerated() {
        let expected = JSONDocument.Cell(
          date: cell.date.description, day: cell.date.day, inMonth: cell.isInMonth,
          weekday: englishName(of: cell.weekday), weekend: cell.isWeekend, today: cell.isToday,
          dayOfYear: cell.dayOfYear, weekNumber: shown.reform.weekNumber(of: cell.date, numbering: weekNumbering))
        if json != expected { failures.append("\(month) cell \(index): \(json), want \(expected)") }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  @Test("today is the clock's today, also in an adjacent cell, not a day given as an argument")
  func todayIsTheClocks() throws {
    let shown = try request(["--json", "25", "12", "2026"])
    let document = try JSONDecoder().decode(JSONDocument.self, from: Data(renderJSON(shown, names: .posix).utf8))
    let flagged = document.months[0].cells.filter(\.today).map(\.date)
    #expect(flagged == ["2026-11-30"])
  }

  // Columns: text, its JSON literal.
  @Test(
    "strings are escaped as RFC 8259 asks, non-ASCII left as UTF-8",
    arguments: [
      ("May", "\"May\""),
      ("say \"hi\"", "\"say \\\"hi\\\"\""),
      ("back\\slash", "\"back\\\\slash\""),
      ("line\nfeed\ttab\rreturn", "\"line\\nfeed\\ttab\\rreturn\""),
      ("\u{08}\u{0C}", "\"\\b\\f\""),
      ("\u{00}\u{01}\u{1B}[31m\u{1F}\u{7F}", "\"\\u0000\\u0001\\u001b[31m\\u001f\\u007f\""),
      ("1月 März août Июнь 🗓", "\"1月 März août Июнь 🗓\""),
      ("", "\"\""),
    ])
  func escaping(text: String, literal: String) {
    #expect(jsonQuoted(text) == literal)
  }

  @Test("month names from any locale come back intact through a JSON parser")
  func roundTripOfNames() throws {
    let awkward = ["Jan\"uary", "Feb\\ruary", "Mar\nch", "Apr\u{1}il", "Mai", "Юнь", "7月", "août", "\u{7F}",
      "Oc\ttober", "", "Déc 🗓"]
    let names = LocaleNames(
      monthNames: awkward, abbreviatedMonthNames: awkward, weekdayAbbreviations: LocaleNames.posix.weekdayAbbreviations,
      firstWeekday: .sunday)
    let shown = try request(["-y", "2026"])
    let document = try JSONDecoder().decode(JSONDocument.self, from: Data(renderJSON(shown, names: names).utf8))
    #expect(document.months.map(\.name) == awkward)
  }

  @Test("large requests come out in chunks that join to the whole text")
  func chunks() throws {
    let shown = try request(["-n", "40"])
    var chunks: [String] = []
    renderJSON(shown, names: .posix, chunkSize: 10_000) { chunk in
      chunks.append(chunk.text)
      return true
    }
    #expect(chunks.count > 5)
    #expect(chunks.joined() == renderJSON(shown, names: .posix))
    var handed = 0
    renderJSON(shown, names: .posix, chunkSize: 10_000) { _ in
      handed += 1
      return false
    }
    #expect(handed == 1)
  }
}

/// The shape `--json` promises, decoded strictly: a missing key or a wrong type fails the decoding.
private struct JSONDocument: Decodable {
  struct Month: Decodable {
    var year: Int
    var month: Int
    var name: String
    var cells: [Cell]
  }

  struct Cell: Decodable, Equatable {
    var date: String
    var day: Int
    var inMonth: Bool
    var weekday: String
    var weekend: Bool
    var today: Bool
    var dayOfYear: Int
    var weekNumber: Int
  }

  var firstWeekday: String
  var reform: String
  var weekNumbering: String
  var weekend: [String]
  var today: String
  var months: [Month]
}

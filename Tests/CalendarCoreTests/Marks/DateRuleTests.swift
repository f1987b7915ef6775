// Tests of DateRule (reading and matching days) and MarkedDays (labels in order, marked days).

import FileFormats
import Testing

@testable import CalendarCore

@Suite("DateRule")
struct DateRuleTests {
  // Columns: the text, the rule it reads as.
  @Test(
    "reads swiftcal's ISO forms and calendar(1)'s forms",
    arguments: [
      ("2026-12-25", DateRule.day(CivilDate(year: 2026, month: 12, day: 25))),
      ("2026-12-24..2026-12-26", .days(from: CivilDate(year: 2026, month: 12, day: 24),
                                       through: CivilDate(year: 2026, month: 12, day: 26))),
      ("12-25", .yearly(month: 12, day: 25)), ("02-29", .yearly(month: 2, day: 29)),
      ("12/25", .yearly(month: 12, day: 25)), ("Dec 25", .yearly(month: 12, day: 25)),
      ("december 25", .yearly(month: 12, day: 25)), ("25 Dec", .yearly(month: 12, day: 25)),
      ("Dec. 25", .yearly(month: 12, day: 25)),
      ("11/ThuFourth", .weekdayInMonth(month: 11, weekday: .thursday, ordinal: 4)),
      ("05/MonLast", .weekdayInMonth(month: 5, weekday: .monday, ordinal: -1)),
      ("02/MonThird", .weekdayInMonth(month: 2, weekday: .monday, ordinal: 3)),
      ("11/Wed+4", .weekdayInMonth(month: 11, weekday: .wednesday, ordinal: 4)),
      ("06/Sat-2", .weekdayInMonth(month: 6, weekday: .saturday, ordinal: -2)),
      ("May SundaySecond", .weekdayInMonth(month: 5, weekday: .sunday, ordinal: 2)),
      ("Easter", .easter(.western, offsetInDays: 0)), ("easter+1", .easter(.western, offsetInDays: 1)),
      ("Easter-47", .easter(.western, offsetInDays: -47)), ("Paskha+49", .easter(.orthodox, offsetInDays: 49)),
    ])
  func parses(text: String, rule: DateRule) {
    #expect(DateRule(text) == rule)
  }

  @Test(
    "names no day",
    arguments: [
      "2026-02-30", "2026-13-01", "13/01", "02/30", "04/31", "1752-09-05", "2026-12-26..2026-12-24", "Easter+366",
      "11/ThuSixth", "Smarch 3", "", "12", "-12-25", "2026-12-25..", "Easter+", "0000-01-01",
    ])
  func refuses(text: String) {
    #expect(DateRule(text) == nil)
  }

  @Test("1752-09-05 exists in the Gregorian calendar only")
  func reformDecidesDates() {
    #expect(DateRule("1752-09-05", reform: .gregorian) == .day(CivilDate(year: 1752, month: 9, day: 5)))
  }

  // Columns: rule text, year, the days it falls on in that year.
  @Test(
    "falls on the days calendar(1) lists",
    arguments: [
      ("11/ThuFourth", 2026, ["2026-11-26"]), ("05/MonLast", 2026, ["2026-05-25"]),
      ("02/MonThird", 2026, ["2026-02-16"]), ("02-29", 2026, []), ("02-29", 2028, ["2028-02-29"]),
      ("Easter-2", 2026, ["2026-04-03"]), ("Paskha", 2026, ["2026-04-12"]),
      ("Easter+300", 2027, ["2027-01-30"]), ("08/SunFifth", 2026, ["2026-08-30"]), ("09/SunFifth", 2026, []),
      // Britain's September 1752 has 19 days: its first Monday is the 18th, its last Thursday the 28th.
      ("09/MonFirst", 1752, ["1752-09-18"]), ("09/ThuLast", 1752, ["1752-09-28"]),
    ] as [(String, Int, [String])])
  func fallsOn(text: String, year: Int, expected: [String]) throws {
    let rule = try #require(DateRule(text))
    let reform = Reform.greatBritain1752
    var found: [String] = []
    for month in 1...12 {
      let first = reform.julianDay(of: CivilDate(year: year, month: month, day: 1))
      for julianDay in first..<(first + reform.numberOfDays(inMonth: month, year: year)) {
        let date = reform.date(fromJulianDay: julianDay)
        if rule.contains(date, julianDay: julianDay, reform: reform) { found.append(date.description) }
      }
    }
    #expect(found == expected)
  }
}

@Suite("MarkedDays")
struct MarkedDaysTests {
  @Test("labels come in the order the marks were added, whatever their kind")
  func order() {
    var marks = MarkedDays()
    marks.add(DateRule("Easter+1")!, label: "Easter Monday")
    marks.add(DateRule("2026-04-06")!, label: "")
    marks.add(DateRule("04/06")!, label: "yearly")
    marks.add(DateRule("04/MonFirst")!, label: "first Monday")
    marks.add(DateRule("2026-04-01..2026-04-30")!, label: "April")
    #expect(
      marks.labels(on: CivilDate(year: 2026, month: 4, day: 6))
        == ["Easter Monday", "", "yearly", "first Monday", "April"])
    #expect(marks.labels(on: CivilDate(year: 2026, month: 4, day: 7)) == ["April"])
    #expect(marks.labels(on: CivilDate(year: 2026, month: 5, day: 7)) == [])
  }

  @Test("the marked days of a month, in date order")
  func markedDays() {
    let marks = MarkedDays([
      .init(rule: DateRule("12/25")!, label: "Christmas"), .init(rule: DateRule("12/24")!, label: "Eve"),
      .init(rule: DateRule("12/25")!, label: "again"),
    ])
    let days = marks.markedDays(in: YearMonth(year: 2026, month: 12))
    #expect(days.map(\.date.description) == ["2026-12-24", "2026-12-25"])
    #expect(days.map(\.labels) == [["Eve"], ["Christmas", "again"]])
    #expect(MarkedDays().markedDays(in: YearMonth(year: 2026, month: 12)).isEmpty)
  }
}

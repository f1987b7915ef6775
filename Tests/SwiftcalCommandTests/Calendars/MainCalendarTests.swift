// MainCalendarTests: --main-calendar, another calendar's months as the grid, in text and JSON.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("Another calendar as the grid (--main-calendar)")
struct MainCalendarTests {
  // 1 Farvardin 1405 is Saturday 21 March 2026 (Iran's calendar); Farvardin has 31 days, to 20 April.
  @Test("Farvardin 1405: the Persian days in weeks, each day's civil day under it, April's first day named")
  func farvardin() throws {
    let expected = """
        Farvardin 1405 SH 
        March–April 2026  
      Su Mo Tu We Th Fr Sa
                         1
                        21
       2  3  4  5  6  7  8
      22 23 24 25 26 27 28
       9 10 11 12 13 14 15
      29 30 31 Apr 2  3  4
      16 17 18 19 20 21 22
       5  6  7  8  9 10 11
      23 24 25 26 27 28 29
      12 13 14 15 16 17 18
      30 31               
      19 20               

      """
    #expect(try renderedText(["--main-calendar", "persian", "1", "1405"]) == expected)
  }

  @Test("the operands are the calendar's: a month by number, name or leap mark; a year alone is its months")
  func operands() throws {
    let tishrei = try request(["--main-calendar", "hebrew", "tishrei", "5787"])
    #expect(tishrei.mainFirstMonth.month == 7 && tishrei.mainFirstMonth.year == 5787 && tishrei.mainMonthCount == 1)
    let adar = try request(["--main-calendar", "hebrew", "Adar I", "5787"])
    #expect(adar.mainFirstMonth.month == 12)
    let leap = try request(["--main-calendar", "chinese", "6L", "2025"])
    #expect(leap.mainFirstMonth.isLeapMonth && leap.mainFirstMonth.month == 6)
    let year = try request(["--main-calendar", "hebrew", "5787"])
    #expect(year.mainMonthCount == 13 && year.mainYearHeader == 5787 && year.mainFirstMonth.month == 7)
    let three = try request(["--main-calendar", "persian", "-3", "1", "1405"])
    #expect(three.mainMonthCount == 3 && three.mainFirstMonth.month == 12 && three.mainFirstMonth.year == 1404)
    // Today, 30 November 2026, is 9 Azar 1405.
    let today = try request(["--main-calendar", "persian"])
    #expect(today.mainFirstMonth.month == 9 && today.mainFirstMonth.year == 1405)
    // A civil date stays civil: its month of the calendar, the day highlighted; a month alone is this year's.
    let civil = try request(["--main-calendar", "persian", "2026-03-21"])
    #expect(civil.mainFirstMonth.month == 1 && civil.mainFirstMonth.year == 1405)
    #expect(civil.requestedDay == CivilDate(year: 2026, month: 3, day: 21))
    let named = try request(["--main-calendar", "persian", "farvardin"])
    #expect(named.mainFirstMonth.month == 1 && named.mainFirstMonth.year == 1405 && named.mainMonthCount == 1)
    // The civil months the grid overlaps, for the facts and the agenda.
    #expect(try request(["--main-calendar", "persian", "1", "1405"]).months == MonthRange(first: month(2026, 3), count: 2))
  }

  // 1 Esfand 1404 is Friday 20 February 2026, 3 Adar 5786.
  @Test("--calendar adds its rows under the civil ones, and its months under the civil months' line")
  func otherCalendarRows() throws {
    let lines = try renderedText(["--main-calendar", "persian", "--calendar", "hebrew", "12", "1404"])
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "   Esfand 1404 SH   " && lines[1] == " February–March 2026" && lines[2] == "   Adar–Nisan 5786  ")
    // Under each week row: the civil days, then the Hebrew days.
    #expect(lines[4] == "                1  2" && lines[5] == "               20 21" && lines[6] == "                3  4")
    #expect(Set(lines.dropLast().map { displayWidth($0) }) == [20])
  }

  @Test("what is not the calendar's, or what the grid does not show, is one line naming it")
  func refusals() {
    let cases: [([String], String)] = [
      (["--main-calendar", "persian", "13", "1405"], "invalid persian month '13': use 1-12 or a month name of 1405"),
      (["--main-calendar", "persian", "1", "1500"], "invalid persian year '1500': use 1304-1479"),
      (["--main-calendar", "hebrew", "13", "5786"], "invalid hebrew month '13': use 1-12 or a month name of 5786"),
      (["--main-calendar", "chinese", "7L", "2025"], "invalid chinese month '7L': use 1-12, or a leap month its year has as 6L"),
      (["--main-calendar", "persian", "40", "1", "1405"], "invalid persian day '40': use 1-31 for that month"),
      (["--main-calendar", "persian", "-n", "3", "12", "1479"],
       "the persian months asked for leave its years: use months of 1304-1479"),
      (["--main-calendar", "mayan"],
       "invalid --main-calendar value 'mayan': use chinese, korean, vietnamese, japanese, hebrew, islamic, islamic-civil or persian"),
      (["--main-calendar", "persian", "-j"], "options --main-calendar and --julian cannot be used together: use one of them"),
      // Hebrew 1479 is 2282 BC, before the civil years shown (found by the fuzzer).
      (["--main-calendar", "hebrew", "1479"], "invalid hebrew year '1479': use 3762-1000000"),
      (["--main-calendar", "islamic-civil", "-3", "1", "1"],
       "the islamic-civil months asked for leave its years: use months of 1-1000000"),
      (["--main-calendar", "persian", "bogus"], "invalid persian month 'bogus': use 1-12 or a month name of 1405"),
      (["--main-calendar", "persian", "2026-02-30"], "invalid date '2026-02-30': 2026-02 has days 1-28"),
      (["--main-calendar", "persian", "-v"], "options --main-calendar and --vertical cannot be used together: use one of them"),
    ]
    for (arguments, message) in cases {
      #expect(throws: (any Error).self) { try request(arguments) }
      do {
        _ = try Invocation.parse(arguments, today: testToday, names: .posix)
      } catch {
        #expect(error.description == message, "\(arguments)")
      }
    }
  }

  @Test("titles in the locale's words and digits: فروردین ۱۴۰۵ in Persian")
  func persianWords() throws {
    var names = LocaleNames.posix
    names.localeName = "fa_IR.UTF-8"
    let text = renderCalendar(try request(["--main-calendar", "persian", "1", "1405"], names: names), names: names).text
    #expect(text.split(separator: "\n").first?.contains("فروردین ۱۴۰۵") == true)
  }

  @Test("JSON: each month's calendar, year, month and leap flag; each cell's civil date and the calendar's day")
  func json() throws {
    let text = renderJSON(try request(["--main-calendar", "chinese", "--json", "6L", "2025"]), names: .posix)
    #expect(text.contains("\"calendar\": \"chinese\", \"year\": 2025, \"month\": 6, \"leap\": true"))
    // The leap sixth month of 2025 begins on 25 July 2025.
    #expect(text.contains("{\"date\": \"2025-07-25\", \"day\": 1, \"inMonth\": true"))
    #expect(text.contains("\"name\": \"L6\""))
  }
}

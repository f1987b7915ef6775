// The Umm al-Qura calendar against hijridate: every month of 1343-1500 AH, and every day both ways.

import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("Calendars: Umm al-Qura")
struct CalendarsUmmAlQuraTests {
  // Columns: Islamic year, month, day; the Gregorian date; what it is.
  @Test(
    "named dates",
    arguments: [
      (1343, 1, 1, CivilDate(year: 1924, month: 8, day: 1), "the first day of the tables"),
      (1447, 9, 1, CivilDate(year: 2026, month: 2, day: 18), "1 Ramadan 1447"),
      (1448, 1, 1, CivilDate(year: 2026, month: 6, day: 16), "1 Muharram 1448"),
      (1420, 9, 24, CivilDate(year: 2000, month: 1, day: 1), "1 January 2000"),
      (1500, 12, 30, CivilDate(year: 2077, month: 11, day: 16), "the last day of the tables"),
    ])
  func namedDates(year: Int, month: Int, day: Int, civil: CivilDate, what: String) {
    let date = CalendarSystemDate(year: year, month: month, day: day)
    let julianDay = Reform.gregorian.julianDay(of: civil)
    #expect(UmmAlQuraCalendar.julianDay(of: date) == julianDay, "\(what)")
    #expect(UmmAlQuraCalendar.date(fromJulianDay: julianDay) == date, "\(what)")
  }

  @Test("the table's every month is hijridate's, and every day converts both ways, 1343-1500 AH")
  func againstHijridate() {
    let months = ummAlQuraMonthFixtures()
    var failures = FailureLog()
    for expected in months {
      let (year, month) = (expected.year, expected.month)
      let span = CalendarMonthSpan(
        year: year, month: month, firstJulianDay: expected.firstJulianDay, dayCount: expected.length)
      failures.checkEqual(UmmAlQuraCalendar.daysInMonth(month, year: year), expected.length, "\(year)-\(month)")
      failures.check(UmmAlQuraCalendar.monthSpan(containing: span.firstJulianDay) == span, "the span of \(span)")
      failures.check(UmmAlQuraCalendar.monthSpan(containing: span.lastJulianDay) == span, "the span of \(span)")
      for day in 1...expected.length {
        let date = CalendarSystemDate(year: year, month: month, day: day)
        let julianDay = expected.firstJulianDay + day - 1
        failures.check(UmmAlQuraCalendar.date(fromJulianDay: julianDay) == date, "JDN \(julianDay) is not \(date)")
        failures.checkEqual(UmmAlQuraCalendar.julianDay(of: date) ?? 0, julianDay, "JDN of \(date)")
      }
    }
    failures.report()
    #expect(months.count == UmmAlQuraCalendar.supportedYears.count * 12)
    #expect(UmmAlQuraCalendar.supportedYears == 1343...1500)
  }

  @Test("years have 354 or 355 days, but 353 in 1344, 1356 and 1401 AH and 356 in 1343 and 1349 AH, as printed")
  func yearLengths() {
    let unusual = UmmAlQuraCalendar.supportedYears.filter { ![354, 355].contains(UmmAlQuraCalendar.daysInYear($0)) }
    #expect(unusual == [1343, 1344, 1349, 1356, 1401])
    #expect(unusual.map(UmmAlQuraCalendar.daysInYear) == [356, 353, 356, 353, 353])
    let irregular = UmmAlQuraCalendar.irregularMonths
    #expect(irregular.count == 24)
    for index in stride(from: 0, to: irregular.count, by: 3) {
      let (year, month, length) = (irregular[index], irregular[index + 1], irregular[index + 2])
      #expect([28, 31].contains(length))
      #expect(UmmAlQuraCalendar.daysInMonth(month, year: year) == length)
      #expect(year <= UmmAlQuraCalendar.lastIrregularYear)
    }
    #expect(irregular.contains(UmmAlQuraCalendar.lastIrregularYear))
  }

  // Columns: Islamic year, month, day, leap month or not, each a date that does not exist.
  @Test(
    "dates that do not exist have no Julian Day",
    arguments: [
      (1448, 1, 30, false), (1343, 9, 29, false), (1345, 5, 32, false), (1447, 13, 1, false), (1447, 0, 1, false),
      (1447, 1, 0, false), (1447, 1, 1, true), (1342, 12, 29, false), (1501, 1, 1, false),
    ])
  func nonexistentDates(year: Int, month: Int, day: Int, isLeapMonth: Bool) {
    let date = CalendarSystemDate(year: year, month: month, isLeapMonth: isLeapMonth, day: day)
    #expect(UmmAlQuraCalendar.julianDay(of: date) == nil)
  }

  @Test("the supported range is the tables', and CalendarSystem.islamic answers nil beyond it")
  func rangeEnds() {
    let range = UmmAlQuraCalendar.supportedJulianDays
    #expect(range == 2_423_999...2_479_989)
    var cache = CalendarCache()
    #expect(CalendarSystem.islamic.monthSpan(containing: range.lowerBound - 1, cache: &cache) == nil)
    #expect(CalendarSystem.islamic.monthSpan(containing: range.upperBound + 1, cache: &cache) == nil)
    #expect(CalendarSystem.islamic.date(ofJulianDay: range.upperBound, cache: &cache)?.description == "1500-12-30")
  }
}

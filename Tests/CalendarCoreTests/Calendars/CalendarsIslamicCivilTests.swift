// The Islamic civil calendar against convertdate, every day of 243 years both ways, and named dates.

import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("Calendars: Islamic civil")
struct CalendarsIslamicCivilTests {
  // Columns: Islamic year, month, day; the Julian-calendar or Gregorian date; what it is.
  @Test(
    "named dates",
    arguments: [
      (1, 1, 1, Reform.julian.julianDay(of: CivilDate(year: 622, month: 7, day: 16)), "the civil epoch"),
      (1448, 1, 1, Reform.gregorian.julianDay(of: CivilDate(year: 2026, month: 6, day: 17)), "1 Muharram 1448"),
      (1447, 9, 1, Reform.gregorian.julianDay(of: CivilDate(year: 2026, month: 2, day: 18)), "1 Ramadan 1447"),
      (1420, 9, 24, Reform.gregorian.julianDay(of: CivilDate(year: 2000, month: 1, day: 1)), "1 January 2000"),
    ])
  func namedDates(year: Int, month: Int, day: Int, julianDay: Int, what: String) {
    let date = IslamicCivilDate(year: year, month: month, day: day)
    #expect(IslamicCivilCalendar.julianDay(of: date) == julianDay, "\(what)")
    #expect(IslamicCivilCalendar.date(fromJulianDay: julianDay) == date, "\(what)")
  }

  @Test("the epoch is a Friday and 1 Muharram 1448 a Wednesday")
  func weekdays() {
    #expect(Weekday.ofJulianDay(IslamicCivilCalendar.epochJulianDay) == .friday)
    #expect(Weekday.ofJulianDay(IslamicCivilCalendar.julianDay(of: .init(year: 1448, month: 1, day: 1))!) == .wednesday)
  }

  @Test("the leap years of the 30-year cycle are 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 and 29")
  func leapYears() {
    let leapYears = (1...30).filter(IslamicCivilCalendar.isLeapYear)
    #expect(leapYears == [2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29])
    #expect((1...30).reduce(0) { $0 + IslamicCivilCalendar.daysInYear($1) } == 10_631)
  }

  // Columns: Islamic year, month, day, each a date that does not exist.
  @Test(
    "dates that do not exist have no Julian Day",
    arguments: [(1446, 12, 30), (1447, 2, 30), (1447, 13, 1), (1447, 0, 1), (1447, 1, 0), (0, 1, 1)])
  func nonexistentDates(year: Int, month: Int, day: Int) {
    #expect(IslamicCivilCalendar.julianDay(of: IslamicCivilDate(year: year, month: month, day: day)) == nil)
  }

  @Test("every day of convertdate's months of 1-30 and 1317-1529 AH (1899-2106), both ways")
  func againstConvertdate() {
    let months = islamicMonthFixtures()
    var failures = FailureLog()
    for expected in months {
      let (year, month) = (expected.year, expected.month)
      failures.checkEqual(IslamicCivilCalendar.daysInMonth(month, year: year), expected.length, "\(year)-\(month)")
      for day in 1...expected.length {
        let date = IslamicCivilDate(year: year, month: month, day: day)
        let julianDay = expected.firstJulianDay + day - 1
        failures.check(IslamicCivilCalendar.date(fromJulianDay: julianDay) == date, "JDN \(julianDay) is not \(date)")
        failures.checkEqual(IslamicCivilCalendar.julianDay(of: date) ?? 0, julianDay, "JDN of \(date)")
      }
    }
    failures.report()
    #expect(months.count == 243 * 12)
  }

  @Test("the supported range ends with the last day of 1,000,000 AH, both ways, and 1,000,001 AH is refused")
  func rangeEnds() {
    let last = IslamicCivilCalendar.supportedJulianDays.upperBound
    let lastDay = IslamicCivilCalendar.daysInMonth(12, year: 1_000_000)
    #expect(IslamicCivilCalendar.supportedJulianDays.lowerBound == 1_948_440)
    let lastDate = IslamicCivilDate(year: 1_000_000, month: 12, day: lastDay)
    #expect(IslamicCivilCalendar.date(fromJulianDay: last) == lastDate)
    #expect(IslamicCivilCalendar.julianDay(of: IslamicCivilDate(year: 1_000_000, month: 12, day: lastDay)) == last)
    #expect(IslamicCivilCalendar.julianDay(of: IslamicCivilDate(year: 1_000_001, month: 1, day: 1)) == nil)
  }

  @Test("days follow days from 1 Muharram 1 to the end of 10,000 AH, both ways", .longSweep)
  func wholeRange() {
    var failures = FailureLog()
    var previous = IslamicCivilCalendar.date(fromJulianDay: IslamicCivilCalendar.epochJulianDay)
    failures.checkEqual(previous, IslamicCivilDate(year: 1, month: 1, day: 1), "the epoch")
    for julianDay in (IslamicCivilCalendar.epochJulianDay + 1)..<IslamicCivilCalendar.firstDay(ofYear: 10_001) {
      let date = IslamicCivilCalendar.date(fromJulianDay: julianDay)
      let follows =
        date.day == previous.day + 1 && date.month == previous.month && date.year == previous.year
        || date.day == 1 && previous.day == IslamicCivilCalendar.daysInMonth(previous.month, year: previous.year)
          && (date.month == previous.month + 1 && date.year == previous.year
            || date.month == 1 && previous.month == 12 && date.year == previous.year + 1)
      failures.check(follows, "JDN \(julianDay): \(date) after \(previous)")
      failures.checkEqual(IslamicCivilCalendar.julianDay(of: date) ?? 0, julianDay, "JDN of \(date)")
      previous = date
    }
    failures.report()
  }
}

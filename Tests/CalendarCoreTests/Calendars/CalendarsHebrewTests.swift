// The Hebrew calendar against pyluach, every day of 322 years both ways, and named dates of the festivals.

import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("Calendars: Hebrew")
struct CalendarsHebrewTests {
  // Columns: Hebrew year, month (Nisan = 1), day; the Gregorian date; what it is.
  @Test(
    "named dates",
    arguments: [
      (5787, 7, 1, CivilDate(year: 2026, month: 9, day: 12), "Rosh Hashanah 5787"),
      (5785, 7, 1, CivilDate(year: 2024, month: 10, day: 3), "Rosh Hashanah 5785"),
      (5786, 1, 15, CivilDate(year: 2026, month: 4, day: 2), "the first day of Passover 5786"),
      (5784, 13, 14, CivilDate(year: 2024, month: 3, day: 24), "Purim 5784, in Adar II"),
      (5785, 12, 14, CivilDate(year: 2025, month: 3, day: 14), "Purim 5785, in a common year's Adar"),
      (5760, 10, 23, CivilDate(year: 2000, month: 1, day: 1), "1 January 2000"),
    ])
  func namedDates(year: Int, month: Int, day: Int, civil: CivilDate, what: String) {
    let date = HebrewDate(year: year, month: month, day: day)
    let julianDay = Reform.gregorian.julianDay(of: civil)
    #expect(HebrewCalendar.julianDay(of: date) == julianDay, "\(what)")
    #expect(HebrewCalendar.date(fromJulianDay: julianDay) == date, "\(what)")
  }

  @Test("1 Tishri 5787 is a Saturday; 1 Tishri never falls on a Sunday, Wednesday or Friday (lo ADU rosh)")
  func weekdayOfNewYear() {
    #expect(Weekday.ofJulianDay(HebrewYear.newYearJulianDay(5787)) == .saturday)
    var failures = FailureLog()
    for year in 5000...6000 {
      let weekday = Weekday.ofJulianDay(HebrewYear.newYearJulianDay(year))
      failures.check(![.sunday, .wednesday, .friday].contains(weekday), "1 Tishri \(year) on \(weekday)")
    }
    failures.report()
  }

  // Columns: Hebrew year, month, day, each a date that does not exist.
  @Test(
    "dates that do not exist have no Julian Day",
    arguments: [(5785, 13, 1), (5785, 0, 1), (5784, 14, 1), (5785, 10, 30), (5785, 7, 0), (5785, 7, 31), (0, 7, 1)])
  func nonexistentDates(year: Int, month: Int, day: Int) {
    #expect(HebrewCalendar.julianDay(of: HebrewDate(year: year, month: month, day: day)) == nil)
  }

  @Test("every day of pyluach's years 1-60, 5660-5861 (1899-2101) and 9940-9999 AM, both ways")
  func againstPyluach() {
    let years = hebrewYearFixtures()
    var failures = FailureLog()
    var lengths = Set<Int>()
    for expected in years {
      let year = expected.year
      lengths.insert(expected.length)
      failures.checkEqual(HebrewCalendar.isLeapYear(year), expected.monthLengths.count == 13, "leap year \(year)")
      failures.checkEqual(HebrewCalendar.daysInYear(year), expected.length, "length of \(year)")
      var julianDay = expected.newYearJulianDay
      for month in expected.monthsInOrder {
        let length = expected.monthLengths[month - 1]
        failures.checkEqual(HebrewCalendar.daysInMonth(month, year: year), length, "length of \(year)-\(month)")
        for day in 1...length {
          let date = HebrewDate(year: year, month: month, day: day)
          failures.check(HebrewCalendar.date(fromJulianDay: julianDay) == date, "JDN \(julianDay) is not \(date)")
          failures.checkEqual(HebrewCalendar.julianDay(of: date) ?? 0, julianDay, "JDN of \(date)")
          julianDay += 1
        }
        failures.check(HebrewCalendar.julianDay(of: HebrewDate(year: year, month: month, day: length + 1)) == nil,
          "day \(length + 1) of \(year)-\(month) exists")
      }
      failures.checkEqual(julianDay, expected.newYearJulianDay + expected.length, "months of \(year) add up")
    }
    failures.report()
    #expect(years.count == 322)
    #expect(lengths == [353, 354, 355, 383, 384, 385], "the six year lengths all occur")
  }

  @Test("the supported range ends on 29 Elul 1,000,000 AM, both ways, and the day after has no Hebrew date")
  func rangeEnds() {
    let (first, last) = (HebrewCalendar.supportedJulianDays.lowerBound, HebrewCalendar.supportedJulianDays.upperBound)
    #expect(first == 347_998)
    #expect(HebrewCalendar.date(fromJulianDay: last) == HebrewDate(year: 1_000_000, month: 6, day: 29))
    #expect(HebrewCalendar.julianDay(of: HebrewDate(year: 1_000_000, month: 6, day: 29)) == last)
    #expect(HebrewCalendar.julianDay(of: HebrewDate(year: 1_000_001, month: 7, day: 1)) == nil)
  }

  @Test("days follow days from 1 Tishri 1 AM to the end of 10,000 AM, both ways", .longSweep)
  func wholeRange() {
    var failures = FailureLog()
    var previous = HebrewCalendar.date(fromJulianDay: HebrewYear.epochJulianDay)
    failures.checkEqual(previous, HebrewDate(year: 1, month: 7, day: 1), "the epoch")
    for julianDay in (HebrewYear.epochJulianDay + 1)..<HebrewYear.newYearJulianDay(10_001) {
      let date = HebrewCalendar.date(fromJulianDay: julianDay)
      let follows =
        date.day == previous.day + 1 && date.month == previous.month && date.year == previous.year
        || date.day == 1 && previous.day == HebrewCalendar.daysInMonth(previous.month, year: previous.year)
          && (date.year == previous.year && previous.month != 6
            && date.month == HebrewYear(previous.year).month(after: previous.month)
            || date.year == previous.year + 1 && previous.month == 6 && date.month == 7)
      failures.check(follows, "JDN \(julianDay): \(date) after \(previous)")
      failures.checkEqual(HebrewCalendar.julianDay(of: date) ?? 0, julianDay, "JDN of \(date)")
      previous = date
    }
    failures.report()
  }
}

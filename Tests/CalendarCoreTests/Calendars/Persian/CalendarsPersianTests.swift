// The Persian calendar against the noon rule on PyEphem's equinoxes, every day of 1304-1479 SH both ways.

import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("Calendars: Persian")
struct CalendarsPersianTests {
  // Columns: Persian year, month, day; the Gregorian date; what it is.
  @Test(
    "named dates",
    arguments: [
      (1304, 1, 1, CivilDate(year: 1925, month: 3, day: 21), "Nowruz 1304, the first year of the law"),
      (1309, 1, 1, CivilDate(year: 1930, month: 3, day: 21), "Nowruz 1309: the equinox 17 s before noon"),
      (1403, 12, 30, CivilDate(year: 2025, month: 3, day: 20), "30 Esfand 1403, a leap year's last day"),
      (1405, 1, 1, CivilDate(year: 2026, month: 3, day: 21), "Nowruz 1405"),
      (1405, 10, 11, CivilDate(year: 2027, month: 1, day: 1), "1 January 2027"),
    ])
  func namedDates(year: Int, month: Int, day: Int, civil: CivilDate, what: String) {
    let date = CalendarSystemDate(year: year, month: month, day: day)
    let julianDay = Reform.gregorian.julianDay(of: civil)
    #expect(PersianCalendar.julianDay(of: date) == julianDay, "\(what)")
    #expect(PersianCalendar.date(fromJulianDay: julianDay) == date, "\(what)")
  }

  @Test("every year's Nowruz and length are the noon rule's on PyEphem's equinoxes, 1304-1479 SH")
  func againstTheRule() {
    let years = persianYearFixtures()
    var failures = FailureLog()
    for expected in years {
      let year = expected.year
      failures.checkEqual(PersianCalendar.newYearJulianDay(year), expected.newYearJulianDay, "Nowruz \(year)")
      failures.checkEqual(PersianCalendar.isLeapYear(year), expected.length == 366, "\(year) is leap")
      failures.checkEqual(PersianCalendar.daysInMonth(12, year: year), expected.length - 336, "Esfand \(year)")
    }
    failures.report()
    #expect(years.map(\.year) == Array(PersianCalendar.supportedYears))
  }

  @Test("every month of 1304-1479 SH as month spans, and every day both ways")
  func everyDay() {
    var failures = FailureLog()
    for expected in persianYearFixtures() {
      var first = expected.newYearJulianDay
      for month in 1...12 {
        let dayCount = month <= 6 ? 31 : month <= 11 ? 30 : expected.length - 336
        let span = CalendarMonthSpan(year: expected.year, month: month, firstJulianDay: first, dayCount: dayCount)
        failures.check(PersianCalendar.monthSpan(containing: first) == span, "the span of JDN \(first)")
        failures.check(PersianCalendar.monthSpan(containing: span.lastJulianDay) == span, "the span of \(span)")
        for julianDay in first...span.lastJulianDay {
          let date = CalendarSystemDate(year: expected.year, month: month, day: julianDay - first + 1)
          failures.check(PersianCalendar.date(fromJulianDay: julianDay) == date, "JDN \(julianDay) is not \(date)")
          failures.checkEqual(PersianCalendar.julianDay(of: date) ?? 0, julianDay, "JDN of \(date)")
        }
        first += dayCount
      }
    }
    failures.report()
  }

  @Test("the low-accuracy equinox is within 15 minutes of the accurate one and decides alone only far from noon")
  func lowAccuracyEquinox() {
    var failures = FailureLog()
    var (largest, refinedYears) = (0.0, [Int]())
    for year in PersianCalendar.supportedYears.lowerBound...(PersianCalendar.supportedYears.upperBound + 1) {
      let accurate = Season.marchEquinox.instant(inYear: year + 621)
      let estimate = PersianNewYear.approximateEquinox(inGregorianYear: year + 621)
      let minutes = (estimate.julianDay - accurate.julianDay).magnitude * 1_440
      largest = max(largest, minutes)
      failures.check(minutes < 15, "\(year): the low-accuracy equinox is \(minutes) minutes off")
      failures.checkEqual(
        PersianNewYear.julianDay(ofYear: year), PersianNewYear.julianDay(ofEquinox: accurate), "Nowruz \(year)")
      let fromNoon = (estimate.secondsSinceMidnight(utcOffsetMinutes: PersianNewYear.utcOffsetMinutes) - 43_200)
      if fromNoon.magnitude <= PersianNewYear.refiningMargin * 86_400 { refinedYears.append(year) }
    }
    failures.report()
    #expect(largest > 0.01 && largest < 12.5, "the largest difference, \(largest) minutes, is the documented one")
    // The years whose low-accuracy equinox falls within half an hour of noon in Iran, 1309 (17 s before noon)
    // the closest: the only ones that pay for the accurate equinox.
    #expect(refinedYears == [1309, 1338, 1342, 1371, 1375, 1404, 1437, 1441, 1470, 1474])
  }

  // Columns: Persian year, month, day, leap month or not, each a date that does not exist.
  @Test(
    "dates that do not exist have no Julian Day",
    arguments: [
      (1404, 12, 30, false), (1405, 13, 1, false), (1405, 0, 1, false), (1405, 1, 0, false), (1405, 1, 32, false),
      (1405, 7, 31, false), (1405, 1, 1, true), (1303, 12, 29, false), (1480, 1, 1, false),
    ])
  func nonexistentDates(year: Int, month: Int, day: Int, isLeapMonth: Bool) {
    let date = CalendarSystemDate(year: year, month: month, isLeapMonth: isLeapMonth, day: day)
    #expect(PersianCalendar.julianDay(of: date) == nil)
  }

  @Test("the supported range runs from Nowruz 1304 to the last day of Esfand 1479")
  func rangeEnds() {
    let (first, last) = (PersianCalendar.supportedJulianDays.lowerBound, PersianCalendar.supportedJulianDays.upperBound)
    #expect(first == Reform.gregorian.julianDay(of: CivilDate(year: 1925, month: 3, day: 21)))
    // The range is written as numbers: they must be the rule's Nowruz of 1304 and the eve of 1480's.
    #expect(first == PersianNewYear.julianDay(ofYear: 1304) && last == PersianNewYear.julianDay(ofYear: 1480) - 1)
    #expect(PersianCalendar.date(fromJulianDay: first) == CalendarSystemDate(year: 1304, month: 1, day: 1))
    let lastDate = CalendarSystemDate(year: 1479, month: 12, day: PersianCalendar.daysInMonth(12, year: 1479))
    #expect(PersianCalendar.date(fromJulianDay: last) == lastDate)
    #expect(PersianCalendar.julianDay(of: lastDate) == last)
    var cache = CalendarCache()
    #expect(CalendarSystem.persian.monthSpan(containing: first - 1, cache: &cache) == nil)
    #expect(CalendarSystem.persian.monthSpan(containing: last + 1, cache: &cache) == nil)
    #expect(CalendarSystem.persian.date(ofJulianDay: last, cache: &cache) == lastDate)
  }
}

// CalendarSystem, the one door the views use, against every oracle month of every calendar.

import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("CalendarSystem: every oracle month through monthSpan and julianDay")
struct CalendarSystemTests {
  /// Every month of the fixtures as `CalendarSystem` should give it: pyluach's Hebrew years, convertdate's tabular
  /// Islamic months, hijridate's Umm al-Qura months, the Persian years of the noon rule (months of 31, 30 and
  /// Esfand's 29 or 30 days), and the Korean, Vietnamese and Japanese months of their oracles (the Chinese ones,
  /// with lunardate's listed differences, are the lunisolar tests' own).
  static func oracleMonths() -> [(CalendarSystem, CalendarMonthSpan)] {
    var months: [(CalendarSystem, CalendarMonthSpan)] = []
    for year in hebrewYearFixtures() {
      var first = year.newYearJulianDay
      for month in year.monthsInOrder {
        let length = year.monthLengths[month - 1]
        months.append(
          (.hebrew, CalendarMonthSpan(year: year.year, month: month, firstJulianDay: first, dayCount: length)))
        first += length
      }
    }
    for (system, fixtures) in [
      (CalendarSystem.islamicCivil, islamicMonthFixtures()), (.islamic, ummAlQuraMonthFixtures()),
    ] {
      for month in fixtures {
        let span = CalendarMonthSpan(
          year: month.year, month: month.month, firstJulianDay: month.firstJulianDay, dayCount: month.length)
        months.append((system, span))
      }
    }
    for year in persianYearFixtures() where PersianCalendar.supportedYears.contains(year.year) {
      var first = year.newYearJulianDay
      for month in 1...12 {
        let length = month <= 6 ? 31 : month <= 11 ? 30 : year.length - 336
        months.append(
          (.persian, CalendarMonthSpan(year: year.year, month: month, firstJulianDay: first, dayCount: length)))
        first += length
      }
    }
    for (system, name) in [(CalendarSystem.korean, "korean"), (.vietnamese, "vietnamese"), (.japanese, "japanese")] {
      months += lunisolarMonthFixtures("\(name)-months.txt").map { (system, $0) }
    }
    return months
  }

  @Test("each month's first and last day give the month, and its first and last date their day numbers")
  func everyOracleMonth() {
    let months = Self.oracleMonths()
    var cache = CalendarCache()
    var failures = FailureLog()
    for (system, span) in months {
      for julianDay in [span.firstJulianDay, span.lastJulianDay] {
        let found = system.monthSpan(containing: julianDay, cache: &cache)
        failures.check(found == span, "\(system.name) JDN \(julianDay): \(String(describing: found)), not \(span)")
      }
      let first = CalendarSystemDate(year: span.year, month: span.month, isLeapMonth: span.isLeapMonth, day: 1)
      var last = first
      last.day = span.dayCount
      var past = first
      past.day = span.dayCount + 1
      failures.checkEqual(
        system.julianDay(of: first, cache: &cache) ?? 0, span.firstJulianDay, "\(system.name) \(first)")
      failures.checkEqual(system.julianDay(of: last, cache: &cache) ?? 0, span.lastJulianDay, "\(system.name) \(last)")
      failures.check(system.julianDay(of: past, cache: &cache) == nil, "\(system.name) \(past) exists")
    }
    failures.report()
    // 3,983 Hebrew months (322 years), 2,916 tabular and 1,896 Umm al-Qura ones, 2,112 Persian (176 years), 1,867
    // Korean, 2,474 Vietnamese and 2,474 Japanese: no fixture lost on the way.
    #expect(months.count == 17_722)
  }

  @Test("a calendar's first and last supported days have dates; the days either side of them none")
  func rangeEnds() {
    var cache = CalendarCache()
    for system in CalendarSystem.allCases {
      let days = system.supportedJulianDays
      #expect(system.monthSpan(containing: days.lowerBound - 1, cache: &cache) == nil, "\(system.name)")
      #expect(system.monthSpan(containing: days.upperBound + 1, cache: &cache) == nil, "\(system.name)")
      #expect(system.date(ofJulianDay: days.lowerBound, cache: &cache) != nil, "\(system.name)")
      #expect(system.date(ofJulianDay: days.upperBound, cache: &cache) != nil, "\(system.name)")
    }
  }
}

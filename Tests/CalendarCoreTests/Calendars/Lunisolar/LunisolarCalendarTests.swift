// The lunisolar calendars' named dates, where the four differ, their leap months, dates that do not exist and
// the shape of every year of the supported range.

import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("Calendars: lunisolar")
struct LunisolarCalendarTests {
  // Columns: calendar, lunar year, month, leap month?, day; the Gregorian date; what it is.
  @Test(
    "named dates",
    arguments: [
      (CalendarSystem.chinese, 1997, 1, false, 1, CivilDate(year: 1997, month: 2, day: 7), "Chinese New Year 1997"),
      (.korean, 1997, 1, false, 1, CivilDate(year: 1997, month: 2, day: 8), "Seollal 1997, a day after China's"),
      (.chinese, 2027, 1, false, 1, CivilDate(year: 2027, month: 2, day: 6), "Chinese New Year 2027"),
      (.korean, 2027, 1, false, 1, CivilDate(year: 2027, month: 2, day: 7), "Seollal 2027, a day after China's"),
      (.chinese, 2028, 1, false, 1, CivilDate(year: 2028, month: 1, day: 26), "Chinese New Year 2028"),
      (.korean, 2028, 1, false, 1, CivilDate(year: 2028, month: 1, day: 27), "Seollal 2028, a day after China's"),
      (.chinese, 2040, 8, false, 15, CivilDate(year: 2040, month: 9, day: 20), "Mid-Autumn 2040"),
      (.korean, 2040, 8, false, 15, CivilDate(year: 2040, month: 9, day: 21), "Chuseok 2040, a day after China's"),
      (.chinese, 1985, 1, false, 1, CivilDate(year: 1985, month: 2, day: 20), "Chinese New Year 1985"),
      (.vietnamese, 1985, 1, false, 1, CivilDate(year: 1985, month: 1, day: 21), "Tết 1985, a month before China's"),
      (.chinese, 1968, 1, false, 1, CivilDate(year: 1968, month: 1, day: 30), "Chinese New Year 1968"),
      (.vietnamese, 1968, 1, false, 1, CivilDate(year: 1968, month: 1, day: 29), "Tết 1968 in UTC+7, a day early"),
      (.vietnamese, 1967, 1, false, 1, CivilDate(year: 1967, month: 2, day: 9), "Tết 1967, in UTC+8 as China"),
      (.chinese, 1967, 1, false, 1, CivilDate(year: 1967, month: 2, day: 9), "Chinese New Year 1967"),
      (.chinese, 2033, 11, true, 1, CivilDate(year: 2033, month: 12, day: 22), "the leap 11th month of 2033"),
      (.chinese, 2033, 11, false, 1, CivilDate(year: 2033, month: 11, day: 22), "the 11th month of 2033"),
      (.chinese, 2025, 6, true, 1, CivilDate(year: 2025, month: 7, day: 25), "the leap 6th month of 2025"),
      (.chinese, 2026, 1, false, 1, CivilDate(year: 2026, month: 2, day: 17), "Chinese New Year 2026"),
      (.japanese, 2026, 1, false, 1, CivilDate(year: 2026, month: 2, day: 17), "旧正月 2026 in Japan"),
    ])
  func namedDates(
    system: CalendarSystem, year: Int, month: Int, isLeapMonth: Bool, day: Int, civil: CivilDate, what: String
  ) {
    var cache = CalendarCache()
    let date = CalendarSystemDate(year: year, month: month, isLeapMonth: isLeapMonth, day: day)
    let julianDay = Reform.gregorian.julianDay(of: civil)
    #expect(LunisolarCalendar(system).julianDay(of: date, cache: &cache) == julianDay, "\(what)")
    #expect(system.date(ofJulianDay: julianDay, cache: &cache) == date, "\(what)")
    // And from a fresh cache, which computes the sui from the day alone.
    var fresh = CalendarCache()
    #expect(system.date(ofJulianDay: julianDay, cache: &fresh) == date, "\(what), from a fresh cache")
  }

  // Columns: lunar year, month, leap month?, day, each a Chinese date that does not exist.
  @Test(
    "dates that do not exist have no Julian Day",
    arguments: [
      (2026, 6, true, 1), (2025, 7, true, 1), (2026, 13, false, 1), (2026, 0, false, 1), (2026, 1, false, 0),
      (2026, 1, false, 31), (1644, 1, false, 1), (2499, 1, false, 1),
    ])
  func nonexistentDates(year: Int, month: Int, isLeapMonth: Bool, day: Int) {
    var cache = CalendarCache()
    let date = CalendarSystemDate(year: year, month: month, isLeapMonth: isLeapMonth, day: day)
    #expect(LunisolarCalendar.chinese.julianDay(of: date, cache: &cache) == nil, "\(date)")
  }

  @Test("day 30 exists exactly in the months of 30 days")
  func dayThirty() {
    var cache = CalendarCache()
    var lengths = Set<Int>()
    for month in LunisolarCalendar.chinese.months(ofYear: 2026, cache: &cache) {
      lengths.insert(month.dayCount)
      let date = CalendarSystemDate(year: 2026, month: month.month, isLeapMonth: month.isLeapMonth, day: 30)
      let julianDay = LunisolarCalendar.chinese.julianDay(of: date, cache: &cache)
      #expect((julianDay != nil) == (month.dayCount == 30), "\(date)")
    }
    #expect(lengths == [29, 30])
  }

  @Test("2033 has 13 months with a leap 11th; 2026 has 12 and 2025 a leap 6th")
  func monthsOfYears() {
    var cache = CalendarCache()
    let calendar = LunisolarCalendar.chinese
    let names = { (year: Int, cache: inout CalendarCache) in
      calendar.months(ofYear: year, cache: &cache).map { "\($0.month)\($0.isLeapMonth ? "L" : "")" }
    }
    #expect(names(2033, &cache) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "11L", "12"])
    #expect(names(2026, &cache) == (1...12).map(String.init))
    #expect(names(2025, &cache) == ["1", "2", "3", "4", "5", "6", "6L", "7", "8", "9", "10", "11", "12"])
    #expect(calendar.months(ofYear: 1644, cache: &cache).isEmpty)
  }

  @Test("every lunar year 1645-2498 of the four calendars: 12 or 13 months in a row, 29 or 30 days, found again")
  func everyYear() {
    var failures = FailureLog()
    var leapMonths = Set<Int>()
    for system in [CalendarSystem.chinese, .korean, .vietnamese, .japanese] {
      let calendar = LunisolarCalendar(system)
      var cache = CalendarCache()
      var expectedFirst: Int?
      for year in LunisolarCalendar.supportedYears {
        let months = calendar.months(ofYear: year, cache: &cache)
        let leaps = months.filter(\.isLeapMonth)
        failures.check(months.count == 12 + leaps.count && leaps.count <= 1, "\(system) \(year): \(months.count)")
        failures.check(months.filter { !$0.isLeapMonth }.map(\.month) == Array(1...12), "\(system) \(year) numbers")
        leapMonths.formUnion(leaps.map(\.month))
        for month in months {
          failures.check(month.dayCount == 29 || month.dayCount == 30, "\(system) \(month)")
          if let expected = expectedFirst { failures.checkEqual(month.firstJulianDay, expected, "\(system) \(month)") }
          expectedFirst = month.lastJulianDay + 1
          let last = CalendarSystemDate(
            year: year, month: month.month, isLeapMonth: month.isLeapMonth, day: month.dayCount)
          failures.checkEqual(calendar.julianDay(of: last, cache: &cache) ?? 0, month.lastJulianDay, "\(last)")
          failures.check(
            calendar.monthSpan(containing: month.firstJulianDay, cache: &cache) == month, "\(system) \(month)")
        }
      }
    }
    failures.report()
    #expect(leapMonths == Set(1...12), "over 854 years a leap month follows each of the 12: \(leapMonths.sorted())")
  }

  @Test("from a fresh cache, the first and last day of every month 1990-2040 are in the month a walk finds")
  func freshCaches() {
    var failures = FailureLog()
    for system in [CalendarSystem.chinese, .korean] {
      var walk = CalendarCache()
      for year in 1990...2040 {
        for month in LunisolarCalendar(system).months(ofYear: year, cache: &walk) {
          for julianDay in [month.firstJulianDay, month.lastJulianDay] {
            var fresh = CalendarCache()
            failures.check(system.monthSpan(containing: julianDay, cache: &fresh) == month, "\(system) \(julianDay)")
          }
        }
      }
    }
    failures.report()
  }

  @Test("one cache shared by the four calendars, day by day over 2032-2034, answers as a cache each")
  func sharedCache() {
    var failures = FailureLog()
    let systems = [CalendarSystem.chinese, .korean, .vietnamese, .japanese]
    var shared = CalendarCache()
    var own = Array(repeating: CalendarCache(), count: systems.count)
    let first = Reform.gregorian.julianDay(of: CivilDate(year: 2032, month: 1, day: 1))
    for julianDay in first..<(first + 3 * 366) {
      for (index, system) in systems.enumerated() {
        let expected = system.date(ofJulianDay: julianDay, cache: &own[index])
        failures.check(system.date(ofJulianDay: julianDay, cache: &shared) == expected, "\(system) \(julianDay)")
      }
    }
    failures.report()
  }

  @Test("the supported days end where the years do, and outside them there is no month")
  func rangeEnds() {
    var cache = CalendarCache()
    let calendar = LunisolarCalendar.chinese
    let days = calendar.supportedJulianDays
    #expect(days == Reform.gregorian.julianDay(of: CivilDate(year: 1645, month: 1, day: 1))
      ... Reform.gregorian.julianDay(of: CivilDate(year: 2499, month: 12, day: 31)))
    #expect(calendar.monthSpan(containing: days.lowerBound - 1, cache: &cache) == nil)
    #expect(calendar.monthSpan(containing: days.upperBound + 1, cache: &cache) == nil)
    #expect(calendar.monthSpan(containing: days.lowerBound, cache: &cache)?.year == 1644)
    #expect(calendar.monthSpan(containing: days.upperBound, cache: &cache)?.year == 2499)
    #expect(CalendarSystem.chinese.supportedJulianDays == days)
  }
}

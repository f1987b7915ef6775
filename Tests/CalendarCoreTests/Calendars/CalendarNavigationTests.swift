// Moving through another calendar's months: after, before, by name, a year's months, against the oracles' months.

import Testing

@testable import CalendarCore

@Suite("CalendarSystem navigation: the month after, before, named, and a year's months")
struct CalendarNavigationTests {
  @Test("every oracle month is the month after the one before it, the month before the one after, and found by its name")
  func oracleMonthsInOrder() {
    var cache = CalendarCache()
    var checked = 0
    let bySystem = Dictionary(grouping: CalendarSystemTests.oracleMonths(), by: \.0)
    for (system, entries) in bySystem {
      let months = entries.map(\.1).sorted { $0.firstJulianDay < $1.firstJulianDay }
      for (month, next) in zip(months, months.dropFirst()) where next.firstJulianDay == month.lastJulianDay + 1 {
        #expect(system.monthSpan(after: month, cache: &cache) == next, "\(system) after \(month)")
        #expect(system.monthSpan(before: next, cache: &cache) == month, "\(system) before \(next)")
        checked += 1
      }
      for month in months {
        let found = system.monthSpan(year: month.year, month: month.month, isLeapMonth: month.isLeapMonth, cache: &cache)
        #expect(found == month, "\(system) \(month.year)-\(month.month)")
      }
    }
    #expect(checked > 10_000)
  }

  @Test("a year's months in the order they pass, from the month its readers begin it with")
  func yearsMonths() {
    var cache = CalendarCache()
    let persian = CalendarSystem.persian.monthSpans(ofYear: 1405, cache: &cache)
    #expect(persian.map(\.month) == Array(1...12))
    // 1 Farvardin 1405 is 21 March 2026; Esfand 1405 has 29 days.
    #expect(persian.first?.firstJulianDay == Reform.gregorian.julianDay(of: CivilDate(year: 2026, month: 3, day: 21)))
    #expect(persian.last?.dayCount == 29)
    // 5787 is a leap year: Tishrei (7) to Adar I (12), Adar II (13), then Nisan (1) to Elul (6).
    let hebrew = CalendarSystem.hebrew.monthSpans(ofYear: 5787, cache: &cache)
    #expect(hebrew.map(\.month) == [7, 8, 9, 10, 11, 12, 13, 1, 2, 3, 4, 5, 6])
    #expect(hebrew.first?.firstJulianDay == Reform.gregorian.julianDay(of: CivilDate(year: 2026, month: 9, day: 12)))
    // The Chinese year 2025 has a leap sixth month after the sixth.
    let chinese = CalendarSystem.chinese.monthSpans(ofYear: 2025, cache: &cache)
    #expect(chinese.map(\.month) == [1, 2, 3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 12])
    #expect(chinese.map(\.isLeapMonth) == [false, false, false, false, false, false, true] + Array(repeating: false, count: 6))
    #expect(CalendarSystem.persian.monthSpans(ofYear: 1500, cache: &cache).isEmpty)
    #expect(CalendarSystem.persian.monthSpan(year: 1405, month: 13, cache: &cache) == nil)
    #expect(CalendarSystem.chinese.monthSpan(year: 2026, month: 6, isLeapMonth: true, cache: &cache) == nil)
  }
}

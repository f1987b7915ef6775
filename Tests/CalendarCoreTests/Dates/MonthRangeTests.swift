// Tests of MonthRange.
import CalendarCore
import SwiftcalTestSupport
import Testing

@Suite("MonthRange")
struct MonthRangeTests {
  private static func months(_ range: MonthRange) -> [String] { range.map(\.description) }

  // month, count, the months `cal -S -n count` shows: span-5.out (`cal -S -n 5 6 2026`) shows
  // April to August 2026; with an even count the extra month comes after (count / 2 before).
  @Test(arguments: [
    (YearMonth(year: 2026, month: 6), 5, ["2026-04", "2026-05", "2026-06", "2026-07", "2026-08"]),
    (YearMonth(year: 2026, month: 6), 4, ["2026-04", "2026-05", "2026-06", "2026-07"]),
    (YearMonth(year: 2026, month: 1), 3, ["2025-12", "2026-01", "2026-02"]),
    (YearMonth(year: 2026, month: 6), 1, ["2026-06"]),
    (YearMonth(year: 2026, month: 6), 0, []),
  ])
  func spanning(month: YearMonth, count: Int, expected: [String]) {
    let range = MonthRange.spanning(month, count: count)
    #expect(MonthRangeTests.months(range) == expected)
    #expect(range.count == count)
  }

  @Test func threeMonthsCrossTheYear() {
    // three-dec.out: `cal -3 12 2026` shows November 2026, December 2026 and January 2027.
    let range = MonthRange.three(around: YearMonth(year: 2026, month: 12))
    #expect(MonthRangeTests.months(range) == ["2026-11", "2026-12", "2027-01"])
    #expect(range.first == YearMonth(year: 2026, month: 11))
    #expect(range.last == YearMonth(year: 2027, month: 1))
  }

  @Test(arguments: [1, 1752, 2026, 2_147_483_646])
  func yearIsJanuaryToDecember(year: Int) {
    let range = MonthRange.year(year)
    #expect(Array(range) == (1...12).map { YearMonth(year: year, month: $0) })
    #expect(range.last == YearMonth(year: year, month: 12))
  }

  @Test func longRangesCountMonthsAcrossYears() {
    // months-13.out: `cal -n 13 1 2026` runs from January 2026 to January 2027.
    let thirteen = MonthRange(first: YearMonth(year: 2026, month: 1), count: 13)
    #expect(thirteen.last == YearMonth(year: 2027, month: 1))
    // The command's limit, 120000 months: 10000 years.
    let longest = MonthRange(first: YearMonth(year: 1, month: 1), count: 120_000)
    #expect(longest.last == YearMonth(year: 10_000, month: 12))
    #expect(longest[59_999] == YearMonth(year: 5000, month: 12))
    var failures = FailureLog()
    for (offset, month) in longest.enumerated() {
      failures.checkEqual(month.monthIndex, longest.first.monthIndex + offset, "month \(offset)")
    }
    failures.report()
  }

  @Test("the civil months a run of days overlaps: Farvardin 1405 is March and April 2026, across 1752's reform too")
  func monthsHoldingDays() {
    let march21 = Reform.gregorian.julianDay(of: CivilDate(year: 2026, month: 3, day: 21))
    #expect(
      MonthRange.holding(daysFrom: march21, through: march21 + 30, reform: .gregorian)
        == MonthRange(first: YearMonth(year: 2026, month: 3), count: 2))
    #expect(
      MonthRange.holding(daysFrom: march21, through: march21, reform: .gregorian)
        == MonthRange(first: YearMonth(year: 2026, month: 3), count: 1))
    let british = Reform.greatBritain1752
    let august31 = british.julianDay(of: CivilDate(year: 1752, month: 8, day: 31))
    #expect(
      MonthRange.holding(daysFrom: august31, through: august31 + 30, reform: british)
        == MonthRange(first: YearMonth(year: 1752, month: 8), count: 3))
  }

  @Test func emptyRangeHasNoMonths() {
    let empty = MonthRange(first: YearMonth(year: 2026, month: 1), count: 0)
    #expect(empty.isEmpty)
    #expect(Array(empty).isEmpty)
  }
}

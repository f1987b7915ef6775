// Tests of YearMonth.
import CalendarCore
import SwiftcalTestSupport
import Testing

@Suite("YearMonth")
struct YearMonthTests {
  // start, months to advance by, the month reached (worked out by hand: 12 months a year).
  @Test(
    arguments: [
      (YearMonth(year: 2026, month: 11), 1, YearMonth(year: 2026, month: 12)),
      (YearMonth(year: 2026, month: 12), 1, YearMonth(year: 2027, month: 1)),
      (YearMonth(year: 2027, month: 1), -1, YearMonth(year: 2026, month: 12)),
      (YearMonth(year: 2026, month: 11), 0, YearMonth(year: 2026, month: 11)),
      (YearMonth(year: 2026, month: 11), 14, YearMonth(year: 2028, month: 1)),
      (YearMonth(year: 2026, month: 11), -23, YearMonth(year: 2024, month: 12)),
      (YearMonth(year: 2026, month: 11), -24_300, YearMonth(year: 1, month: 11)),  // 2025 years back
      (YearMonth(year: 2026, month: 11), -24_310, YearMonth(year: 1, month: 1)),
      (YearMonth(year: 1, month: 1), -1, YearMonth(year: 0, month: 12)),
      (YearMonth(year: 1, month: 1), -13, YearMonth(year: -1, month: 12)),
      (YearMonth(year: 2026, month: 11), 12_000_000, YearMonth(year: 1_002_026, month: 11)),
      // 25_769_803_751 = 2_147_483_645 × 12 + 11
    (YearMonth(year: 1, month: 1), 25_769_803_751, YearMonth(year: 2_147_483_646, month: 12)),
      (YearMonth(year: 2_147_483_646, month: 12), 1, YearMonth(year: 2_147_483_647, month: 1)),
      (YearMonth(year: 2_147_483_646, month: 12), -25_769_803_751, YearMonth(year: 1, month: 1)),
    ] as [(YearMonth, Int, YearMonth)])
  func advancedByMonths(start: YearMonth, count: Int, expected: YearMonth) {
    #expect(start.advanced(byMonths: count) == expected)
    #expect(expected.advanced(byMonths: -count) == start)
    #expect(start.months(to: expected) == count)
  }

  @Test func nextAndPreviousCrossYearBoundaries() {
    #expect(YearMonth(year: 2026, month: 12).next == YearMonth(year: 2027, month: 1))
    #expect(YearMonth(year: 2027, month: 1).previous == YearMonth(year: 2026, month: 12))
    #expect(YearMonth(year: 2026, month: 6).next == YearMonth(year: 2026, month: 7))
    #expect(YearMonth(year: 2026, month: 6).previous == YearMonth(year: 2026, month: 5))
  }

  // start: advancing by every offset in -1500...1500 lands where counting month by month does.
  @Test(arguments: [YearMonth(year: 2026, month: 11), YearMonth(year: 1, month: 1), YearMonth(year: 9999, month: 12)])
  func advancingMatchesCountingMonthByMonth(start: YearMonth) {
    var failures = FailureLog()
    for direction in [1, -1] {
      var (year, month) = (start.year, start.month)
      var current = start
      for step in 1...1500 {
        // Carry by hand: December rolls over to January of the next year and back.
        month += direction
        if month == 13 { (year, month) = (year + 1, 1) }
        if month == 0 { (year, month) = (year - 1, 12) }
        let expected = YearMonth(year: year, month: month)
        failures.checkEqual(
          start.advanced(byMonths: direction * step), expected, "\(start) advanced by \(direction * step)")
        current = direction == 1 ? current.next : current.previous
        failures.checkEqual(current, expected, "\(start) stepped \(direction * step)")
        failures.check(direction == 1 ? start < expected : expected < start, "\(start) and \(expected) order")
      }
    }
    failures.report()
  }

  @Test func monthIndexRoundTripsAndOrders() {
    var failures = FailureLog()
    var previous: YearMonth?
    for index in -30...30_000 {
      let yearMonth = YearMonth(monthIndex: index)
      failures.checkEqual(yearMonth.monthIndex, index, "monthIndex of \(yearMonth)")
      failures.check((1...12).contains(yearMonth.month), "month of index \(index)")
      if let previous { failures.check(previous < yearMonth, "\(previous) < \(yearMonth)") }
      previous = yearMonth
    }
    failures.report()
    // Month 0 of the index is January of year 0, so the index reads as year * 12 + month - 1.
    #expect(YearMonth(year: 2026, month: 11).monthIndex == 2026 * 12 + 10)
  }

  // year, month, description: util-linux prints small years with four digits (year-small.out:
  // `cal 89` titles the year 0089).
  @Test(arguments: [(89, 2, "0089-02"), (2026, 11, "2026-11"), (10_000, 1, "10000-01"), (1, 12, "0001-12")])
  func description(year: Int, month: Int, text: String) {
    #expect(YearMonth(year: year, month: month).description == text)
  }

  @Test func firstDay() {
    #expect(YearMonth(year: 2026, month: 11).firstDay == CivilDate(year: 2026, month: 11, day: 1))
  }

  @Test func monthsOutsideOneToTwelveAreProgrammerErrors() async {
    // Exit tests run in a child process and cannot capture a test argument, so one per value.
    await #expect(processExitsWith: .failure) { _ = YearMonth(year: 2026, month: 0) }
    await #expect(processExitsWith: .failure) { _ = YearMonth(year: 2026, month: 13) }
  }
}

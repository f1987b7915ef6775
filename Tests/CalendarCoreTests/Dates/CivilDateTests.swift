// Tests of CivilDate: order and its ISO 8601 form.
import CalendarCore
import SwiftcalTestSupport
import Testing

@Suite("CivilDate")
struct CivilDateTests {
  // year, month, day, description: ISO 8601, the year padded to four digits.
  @Test(arguments: [
    (1, 1, 1, "0001-01-01"), (89, 2, 5, "0089-02-05"), (2026, 11, 30, "2026-11-30"),
    (2_147_483_646, 12, 31, "2147483646-12-31"),
  ])
  func description(year: Int, month: Int, day: Int, text: String) {
    #expect(CivilDate(year: year, month: month, day: day).description == text)
  }

  @Test func ordersByYearThenMonthThenDay() {
    var failures = FailureLog()
    let dates = [1, 1752, 2026].flatMap { year in
      [1, 9, 12].flatMap { month in [1, 2, 14, 31].map { CivilDate(year: year, month: month, day: $0) } }
    }
    for (left, right) in zip(dates, dates.dropFirst()) {
      failures.check(left < right, "\(left) < \(right)")
      failures.check(!(right < left), "not \(right) < \(left)")
    }
    failures.report()
  }

  @Test func yearMonth() {
    #expect(CivilDate(year: 1752, month: 9, day: 14).yearMonth == YearMonth(year: 1752, month: 9))
  }
}

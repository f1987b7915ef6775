// Tests of MonthGrid's neighbours: next and previous against grids built from scratch.
import CalendarCore
import SwiftcalTestSupport
import Testing

@Suite("MonthGrid neighbours")
struct MonthGridNeighboursTests {
  // Columns: reform, years. Every month of the years and every first weekday, with a today and a
  // weekend carried along: the grid found from its neighbour equals the grid built for its month.
  @Test(arguments: Reform.allCases, [1750...1754, 1899...1901, 1...2])
  func neighboursAreTheGridsOfTheirMonths(reform: Reform, years: ClosedRange<Int>) {
    var failures = FailureLog()
    let today = CivilDate(year: years.lowerBound + 1, month: 9, day: 14)
    for firstWeekday in Weekday.allCases {
      var month = YearMonth(year: years.lowerBound, month: 1)
      while month.year <= years.upperBound {
        let grid = MonthGrid(month: month, firstWeekday: firstWeekday, reform: reform, today: today, weekend: [.friday])
        let next = MonthGrid(
          month: month.next, firstWeekday: firstWeekday, reform: reform, today: today, weekend: [.friday])
        let previous = MonthGrid(
          month: month.previous, firstWeekday: firstWeekday, reform: reform, today: today, weekend: [.friday])
        failures.check(grid.next == next, "\(month) \(firstWeekday) \(reform): next")
        failures.check(grid.previous == previous, "\(month) \(firstWeekday) \(reform): previous")
        failures.check(next.previous == grid, "\(month) \(firstWeekday) \(reform): next, then previous")
        month = month.next
      }
    }
    failures.report()
  }

  /// Walking a thousand years one `next` at a time ends where a grid built for the last month does.
  @Test func aLongWalkArrives() {
    var grid = MonthGrid(month: YearMonth(year: 1000, month: 1), firstWeekday: .monday)
    for _ in 0..<12_000 { grid = grid.next }
    #expect(grid == MonthGrid(month: YearMonth(year: 2000, month: 1), firstWeekday: .monday))
  }

  /// `next` and `previous` of the months at the ends of a year.
  @Test func yearMonthsStepAcrossYears() {
    #expect(YearMonth(year: 2026, month: 12).next == YearMonth(year: 2027, month: 1))
    #expect(YearMonth(year: 2027, month: 1).previous == YearMonth(year: 2026, month: 12))
    #expect(YearMonth(year: 1, month: 1).previous == YearMonth(year: 0, month: 12))
    #expect(YearMonth(year: 2026, month: 5).next == YearMonth(year: 2026, month: 6))
  }
}

// Tests of MonthGrid.Iterator against the subscript.

import CalendarCore
import SwiftcalTestSupport
import Testing

@Suite("MonthGrid.Iterator")
struct MonthGridIteratorTests {
  /// The months of 14 years (years starting on each weekday, leap years among them), around the
  /// British reform of 1752 and the first and last months swiftcal shows; the long sweep below
  /// walks 400 years.
  @Test func walkingEqualsSubscripting() {
    let months = (0..<(14 * 12)).map { YearMonth(year: 2000, month: 1).advanced(byMonths: $0) }
    Self.expectWalkingEqualsSubscripting(months: months + Self.edgeMonths)
  }

  /// The months around the British reform of 1752, and the first and last months swiftcal shows.
  static let edgeMonths = (0..<36).map { YearMonth(year: 1751, month: 1).advanced(byMonths: $0) }
    + [YearMonth(year: 1, month: 1), YearMonth(year: 4, month: 2), YearMonth(year: 2_147_483_646, month: 12)]

  /// Every cell the iterator gives must be the subscript's cell, for each of `months`, every first
  /// weekday and every reform; all differences are collected before reporting.
  static func expectWalkingEqualsSubscripting(months: [YearMonth]) {
    var failures: [String] = []
    for reform in Reform.allCases {
      for firstWeekday in Weekday.allCases {
        for month in months {
          let grid = MonthGrid(
            month: month, firstWeekday: firstWeekday, reform: reform,
            today: CivilDate(year: month.year, month: month.month, day: 10))
          let walked = Array(grid)
          let subscripted = grid.indices.map { grid[$0] }
          if walked != subscripted {
            let index = zip(walked, subscripted).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
            failures.append("\(month) \(firstWeekday) \(reform): cell \(index) walked \(walked.count) cells")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) grids differ, first: \(failures.prefix(5))")
  }

  @Test func september1752WalksAcrossTheGap() {
    let grid = MonthGrid(month: YearMonth(year: 1752, month: 9), firstWeekday: .sunday)
    let inMonth = grid.filter(\.isInMonth)
    // columns: the days of the month, then their day-of-year numbers around the gap
    #expect(inMonth.map(\.date.day) == [1, 2] + Array(14...30))
    #expect(inMonth.map(\.dayOfYear).prefix(3) == [245, 246, 258])
    #expect(Array(grid).count == 42)
  }

  @Test func weekendFlagsFollowTheGridsSet() {
    let grid = MonthGrid(month: YearMonth(year: 2026, month: 11), firstWeekday: .monday, weekend: [.friday, .saturday])
    for day in grid {
      #expect(day.isWeekend == (day.weekday == .friday || day.weekday == .saturday))
    }
  }
}

@Suite("MonthGrid.Iterator, 400 years", .longSweep)
struct MonthGridIteratorLongSweepTests {
  /// Every month of 400 years from 1600, with the edge months.
  @Test func walkingEqualsSubscriptingFor400Years() {
    let months = (0..<(400 * 12)).map { YearMonth(year: 1600, month: 1).advanced(byMonths: $0) }
    MonthGridIteratorTests.expectWalkingEqualsSubscripting(months: months + MonthGridIteratorTests.edgeMonths)
  }
}

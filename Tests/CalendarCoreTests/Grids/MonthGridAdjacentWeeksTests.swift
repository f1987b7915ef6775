// Tests of MonthGrid.weekNumbersIncludingAdjacentRows.

import CalendarCore
import SwiftcalTestSupport
import Testing

@Suite("MonthGrid.weekNumbersIncludingAdjacentRows")
struct MonthGridAdjacentWeeksTests {
  /// Every month of 28 years (every weekday pattern of years between century years; the long
  /// sweep below does a 400-year Gregorian cycle).
  @Test(arguments: [(Weekday.monday, WeekNumbering.iso), (.sunday, .us)])
  func adjacentRows(firstWeekday: Weekday, numbering: WeekNumbering) {
    Self.checkAdjacentRows(firstWeekday: firstWeekday, numbering: numbering, years: 28)
  }

  /// Every month of `years` years from 2001: rows with days of the month keep `cal`'s numbers; a
  /// row of next-month days only gets the ISO week every day of it has (weeks from Monday) or the
  /// US week of its Saturday, which is the US week of each of its days in the same year (weeks
  /// from Sunday).
  static func checkAdjacentRows(firstWeekday: Weekday, numbering: WeekNumbering, years: Int) {
    var failures: [String] = []
    let reform = Reform.gregorian
    for index in 0..<(years * 12) {
      let month = YearMonth(year: 2001, month: 1).advanced(byMonths: index)
      let grid = MonthGrid(month: month, firstWeekday: firstWeekday, reform: reform)
      let cal = grid.weekNumbers(numbering: numbering)
      let all = grid.weekNumbersIncludingAdjacentRows(numbering: numbering)
      for row in 0..<MonthGrid.rowCount {
        if let number = cal[row] {
          if all[row] != number { failures.append("\(month) row \(row): \(all[row]) replaced \(number)") }
          continue
        }
        let days = grid.row(row).map(\.date)
        let lastDay = days[days.count - 1]
        for day in days where numbering == .iso || day.year == lastDay.year {
          let expected = reform.weekNumber(of: day, numbering: numbering)
          if all[row] != expected { failures.append("\(month) row \(row) \(day): \(all[row]), want \(expected)") }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  @Test("December 2026 from Sunday: the row of 3-9 January 2027 is US week 2")
  func example() {
    let grid = MonthGrid(month: YearMonth(year: 2026, month: 12), firstWeekday: .sunday)
    #expect(grid.weekNumbers(numbering: .us)[5] == nil)
    #expect(grid.weekNumbersIncludingAdjacentRows(numbering: .us)[5] == 2)
  }
}

@Suite("MonthGrid.weekNumbersIncludingAdjacentRows, 400 years", .longSweep)
struct MonthGridAdjacentWeeksLongSweepTests {
  @Test(arguments: [(Weekday.monday, WeekNumbering.iso), (.sunday, .us)])
  func adjacentRowsFor400Years(firstWeekday: Weekday, numbering: WeekNumbering) {
    MonthGridAdjacentWeeksTests.checkAdjacentRows(firstWeekday: firstWeekday, numbering: numbering, years: 400)
  }
}

// The three ways of building and walking a month grid that the benchmark compares. Foundation is
// imported here only: swiftcal itself never links it.

import CalendarCore
import Foundation

/// What walking one grid produces: every cell's year, month and day, and whether it belongs to the
/// month. Each way must produce the same totals for the same months, which the benchmark checks,
/// so that none of them can skip work the others do.
struct GridTotals: Equatable {
  /// The sum over all cells of `year * 372 + month * 31 + day`.
  var dateSum = 0
  /// The number of cells that belong to their grid's month.
  var inMonthCount = 0

  mutating func add(year: Int, month: Int, day: Int, isInMonth: Bool) {
    dateSum &+= year &* 372 &+ month &* 31 &+ day
    inMonthCount &+= isInMonth ? 1 : 0
  }
}

/// The months a walk covers: `count` consecutive months from January of `firstYear`, in the
/// Gregorian calendar (Foundation's `.gregorian` agrees with `Reform.gregorian` after 1582).
struct MonthSpan {
  let firstYear: Int
  let count: Int

  func forEach(_ body: (_ year: Int, _ month: Int) -> Void) {
    for index in 0..<count { body(firstYear + index / 12, index % 12 + 1) }
  }
}

/// CalendarCore: one `MonthGrid` per month, walked cell by cell through its collection interface.
func walkWithCalendarCore(_ months: MonthSpan) -> GridTotals {
  var totals = GridTotals()
  months.forEach { year, month in
    let grid = MonthGrid(month: YearMonth(year: year, month: month), firstWeekday: .sunday, reform: .gregorian)
    for day in grid {
      totals.add(year: day.date.year, month: day.date.month, day: day.date.day, isInMonth: day.isInMonth)
    }
  }
  return totals
}

/// Foundation, as month views on iOS commonly build their cells: the weekday of the 1st gives the
/// leading cells, then each of the 42 cells is a `date(from:)` of the month's components with the
/// day counted from the 1st (Foundation rolls day 0, -1 or 32 into the adjacent months), read back
/// with `dateComponents(_:from:)`.
func walkWithFoundationPerCell(_ months: MonthSpan, calendar: Calendar) -> GridTotals {
  var totals = GridTotals()
  months.forEach { year, month in
    let first = calendar.date(from: DateComponents(year: year, month: month, day: 1))!
    let leading = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
    for cell in 0..<42 {
      let date = calendar.date(from: DateComponents(year: year, month: month, day: cell - leading + 1))!
      let parts = calendar.dateComponents([.year, .month, .day], from: date)
      totals.add(year: parts.year!, month: parts.month!, day: parts.day!, isInMonth: parts.month! == month)
    }
  }
  return totals
}

/// Foundation, the cheaper common way: the 1st of the month, its weekday and the lengths of the
/// month and the month before from `range(of:in:for:)`; the cells then follow by integer arithmetic.
func walkWithFoundationRanges(_ months: MonthSpan, calendar: Calendar) -> GridTotals {
  var totals = GridTotals()
  months.forEach { year, month in
    let first = calendar.date(from: DateComponents(year: year, month: month, day: 1))!
    let length = calendar.range(of: .day, in: .month, for: first)!.count
    let previousFirst = calendar.date(byAdding: .month, value: -1, to: first)!
    let previousLength = calendar.range(of: .day, in: .month, for: previousFirst)!.count
    let leading = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
    for cell in 0..<42 {
      let day = cell - leading + 1
      if day < 1 {
        let (previousYear, previousMonth) = month == 1 ? (year - 1, 12) : (year, month - 1)
        totals.add(year: previousYear, month: previousMonth, day: previousLength + day, isInMonth: false)
      } else if day > length {
        let (nextYear, nextMonth) = month == 12 ? (year + 1, 1) : (year, month + 1)
        totals.add(year: nextYear, month: nextMonth, day: day - length, isInMonth: false)
      } else {
        totals.add(year: year, month: month, day: day, isInMonth: true)
      }
    }
  }
  return totals
}

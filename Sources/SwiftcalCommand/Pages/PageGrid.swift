// PageGrid and PageCells: the 42 cells of a page's month, a civil month's or another calendar's (--main-calendar).

import CalendarCore

/// The cells of a page's month: a civil month's grid, or with `--main-calendar` a month of that calendar.
enum PageGrid {
  /// A civil month's grid.
  case civil(MonthGrid)
  /// A month of another calendar, boxed, so that a civil month's copies stay its grid's size.
  indirect case calendar(PageCalendarCells)
}

/// The cells of a page's month as the HTML and SVG writers read them, which a civil month's grid and another
/// calendar's month (`PageCalendarCells`) both give: each cell as a civil day (its date, weekday, weekend and today,
/// which `datetime`, the colours and the facts go by) and the number it shows. The writers are generic over it, so
/// that each kind of month has cells' code of its own, a civil month's with no test for another calendar's days.
protocol PageCells {
  /// The words and numbers of another calendar's days (`--main-calendar`); `nil` for a civil month.
  var calendarDays: PageCalendarDays? { get }

  /// Calls `body` with each cell's index (0...41), its day as a civil day (its date, whether it is in the month
  /// shown, its weekday, weekend and today, its day of the civil year) and the number it shows: the day of the
  /// month (of the year with `showsDayOfYear`, `-j`), or another calendar's day of the month.
  func forEachCell(showsDayOfYear: Bool, _ body: (_ index: Int, _ cell: MonthGrid.Day, _ number: Int) -> Void)

  /// The weekdays of the weekend in force on the day of cell `index`.
  func weekend(ofCell index: Int) -> WeekdaySet
}

extension MonthGrid: PageCells {
  var calendarDays: PageCalendarDays? { nil }

  /// The cells from the grid's iterator, which counts the dates forward rather than converting each cell's day.
  @inline(__always)
  func forEachCell(showsDayOfYear: Bool, _ body: (_ index: Int, _ cell: MonthGrid.Day, _ number: Int) -> Void) {
    for (index, cell) in enumerated() { body(index, cell, showsDayOfYear ? cell.dayOfYear : cell.date.day) }
  }
}

/// A month of another calendar on a page (`--main-calendar`): its grid, its cells' civil dates by `reform`, and
/// the words and numbers its days are written in.
struct PageCalendarCells: PageCells {
  /// The month's grid.
  let grid: CalendarMonthGrid
  /// The reform the cells' civil dates are counted by.
  let reform: Reform
  /// The words and numbers of the calendar's days.
  let days: PageCalendarDays

  var calendarDays: PageCalendarDays? { days }

  func forEachCell(showsDayOfYear: Bool, _ body: (_ index: Int, _ cell: MonthGrid.Day, _ number: Int) -> Void) {
    for index in 0..<(MonthGrid.rowCount * MonthGrid.columnCount) {
      let cell = grid[index]
      let date = reform.date(fromJulianDay: cell.julianDay)
      let civil = MonthGrid.Day(
        date: date, isInMonth: cell.isInMonth, weekday: cell.weekday, isWeekend: cell.isWeekend,
        isToday: cell.isToday, dayOfYear: reform.dayOfYear(of: date))
      body(index, civil, cell.day)
    }
  }

  func weekend(ofCell index: Int) -> WeekdaySet { grid.weekend.days(onJulianDay: grid.firstCellJulianDay + index) }
}

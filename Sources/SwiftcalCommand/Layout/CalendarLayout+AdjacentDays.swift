// CalendarLayout's --fill cells: the adjacent months' days around a month.

import CalendarCore

/// `--fill`: the cells around a month show the previous and next months' days, as the month
/// views of calendar apps do, dimmed when colour is on.
extension CalendarLayout {
  /// An out-of-month cell: the adjacent month's day (or its day of the year with `-j`)
  /// right-aligned in `width`, in the theme's adjacent colour.
  func appendAdjacentCell(of grid: MonthGrid, at index: Int, width: Int, to output: inout TextBuffer) {
    let cell = grid[index]
    let number = request.showsDayOfYear ? cell.dayOfYear : cell.date.day
    let color = style.theme.adjacent
    // The adjacent months' marked days are marked too: they are real days in the grid.
    let markColor = style.isEnabled && !request.marks.isEmpty && isMarked(cell.date) ? style.theme.mark : .none
    output.appendNumber(
      number, width: width, before: style.start(color, markColor), after: style.end(color, markColor))
  }

  /// The week numbers to print beside (or below) a grid's rows: `cal`'s, with a number for the
  /// last row too when it holds only the next month's days and those are shown.
  func rowWeekNumbers(of grid: MonthGrid, numbering: WeekNumbering) -> [Int?] {
    request.showsAdjacentDays
      ? grid.weekNumbersIncludingAdjacentRows(numbering: numbering, rule: request.weekRowRule)
      : grid.weekNumbers(numbering: numbering, rule: request.weekRowRule)
  }
}

// MonthGrid's week numbers for all six rows, adjacent months' rows included.

extension MonthGrid {
  /// The week numbers of all six rows, for a month view that fills its grid with the adjacent
  /// months' days: rows holding days of the month keep the numbers `weekNumbers(numbering:)`
  /// gives them, and a last row of the next month's days only is numbered as its last day.
  ///
  /// The last day, not the first, because a US week that holds 1 January is week 1 of the new
  /// year even when it starts in December; for ISO weeks (Monday to Sunday) every day of the row
  /// has the same number.
  public func weekNumbersIncludingAdjacentRows(numbering: WeekNumbering) -> [Int] {
    weekNumbers(numbering: numbering).enumerated().map { row, number in
      number ?? reform.weekNumber(of: self[(row + 1) * MonthGrid.columnCount - 1].date, numbering: numbering)
    }
  }
}

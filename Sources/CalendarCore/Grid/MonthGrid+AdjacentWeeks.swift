// MonthGrid's week numbers for all six rows, adjacent months' rows included.

extension MonthGrid {
  /// The week numbers of all six rows, for a month view that fills its grid with the adjacent
  /// months' days: rows holding days of the month keep the numbers `weekNumbers(numbering:)`
  /// gives them, and a last row of the next month's days only is numbered as its last day.
  ///
  /// The last day, not the first, because a US week that holds 1 January is week 1 of the new
  /// year even when it starts in December; for ISO weeks (Monday to Sunday) every day of the row
  /// has the same number.
  ///
  /// With `WeekRowRule.fourthDay` every row, that one too, takes the week of its fourth day.
  public func weekNumbersIncludingAdjacentRows(numbering: WeekNumbering, rule: WeekRowRule = .utilLinux) -> [Int] {
    var numbers: [Int] = []
    numbers.reserveCapacity(MonthGrid.rowCount)
    forEachWeekNumber(numbering: numbering, rule: rule, includingAdjacentRows: true) { _, number in
      numbers.append(number!)
    }
    return numbers
  }
}

// MonthGrid's dates: which cell shows a date, and whether the grid shows it at all.

extension MonthGrid {
  /// The index (0...41) of the cell that shows `date`, in the month or in an adjacent month's
  /// days around it; `nil` when the grid does not show it or the date does not exist under the
  /// grid's reform. What a month view needs to put a cursor or a selection on a date:
  ///
  ///     let grid = MonthGrid(month: YearMonth(year: 2026, month: 11))
  ///     grid.index(of: CivilDate(year: 2026, month: 11, day: 15))  // 14: row 2, column 0
  public func index(of date: CivilDate) -> Int? {
    guard reform.isValid(date) else { return nil }
    let offset = reform.julianDay(of: date) - firstCellDay
    return indices.contains(offset) ? offset : nil
  }

  /// The day numbers (JDNs) of the 42 cells, from the first to the last: what a `DayFacts`
  /// index of the whole grid covers.
  public var julianDays: ClosedRange<Int> { firstCellDay...(firstCellDay + MonthGrid.rowCount * MonthGrid.columnCount - 1) }

  /// The day numbers (JDNs) of the month's own days, from its first to its last.
  public var monthJulianDays: ClosedRange<Int> { monthFirstDay...monthLastDay }

  /// Whether some cell of the grid shows `date`, in the month or around it.
  public func shows(_ date: CivilDate) -> Bool { index(of: date) != nil }

  /// Whether `date` is one of the grid's month's days (not an adjacent month's).
  public func showsInMonth(_ date: CivilDate) -> Bool {
    guard let index = index(of: date) else { return false }
    return index >= leadingDays && index < leadingDays + dayCount
  }
}

extension MonthGrid.Day: Identifiable {
  /// The cell's date, which no other cell of a grid shows: what a list or grid view (SwiftUI's
  /// `ForEach`, a diffable data source) identifies the cell by.
  public var id: CivilDate { date }
}

// MonthGrid's neighbours: the grids of the months before and after, from this grid's day numbers.

extension MonthGrid {
  /// The grid of the following month, with the same first weekday, rules, today and weekend (the weekdays of this
  /// grid's last cell: a grid made with a `Weekend` that changes is followed by one made with it again):
  /// equal to `MonthGrid(month: month.next, ...)` built with them, but found from this grid's day
  /// numbers (the next month starts the day after this one ends, across a reform's gap too)
  /// rather than by converting its first date. What walking a long run of months costs least with:
  ///
  ///     var grid = MonthGrid(month: YearMonth(year: 2026, month: 1))
  ///     for _ in 1..<12 { grid = grid.next }  // December 2026
  @inlinable
  public var next: MonthGrid {
    let nextMonth = month.next
    // `cal -j` numbers a month's days on from the month before's last number, gap or no gap.
    let monthLength = monthLastDay - monthFirstDay + 1 + gapLength
    // The next month's first day falls as many columns on as this month has days, past whole
    // weeks: cheaper than its weekday from its day number. Both counts are at least 0, so `%` is
    // the floor modulo here.
    let nextLeadingDays = (leadingDays + dayCount) % MonthGrid.columnCount
    return MonthGrid(
      month: nextMonth, monthFirstDay: monthLastDay + 1, leadingDays: nextLeadingDays,
      firstDayOfYear: nextMonth.month == 1 ? 1 : firstDayOfYear + monthLength,
      firstWeekday: firstWeekday, reform: reform, today: today, todayDay: todayDay, weekend: weekend)
  }

  /// The grid of the preceding month, with the same first weekday, rules, today and weekend (the weekdays of this
  /// grid's first cell): equal to `MonthGrid(month: month.previous, ...)` built with them (see `next`).
  @inlinable
  public var previous: MonthGrid {
    let previousMonth = month.previous
    let days = reform.numberOfDays(inMonth: previousMonth.month, year: previousMonth.year)
    return MonthGrid(
      month: previousMonth, monthFirstDay: monthFirstDay - days,
      firstDayOfYear: reform.dayOfYear(of: previousMonth.firstDay), firstWeekday: firstWeekday, reform: reform,
      today: today, todayDay: todayDay, weekend: Weekend(weekendBefore))
  }
}

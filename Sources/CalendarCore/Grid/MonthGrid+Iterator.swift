// MonthGrid.Iterator: the 42 cells in order, counting dates forward.

extension MonthGrid {
  /// Walks the 42 cells in order, as `for day in grid` does, counting the date forward from the
  /// first cell instead of converting each cell's day number back to a date: a cell costs a few
  /// additions, and a month boundary or a reform gap is handled out of line. It gives the same
  /// cells as the subscript.
  public struct Iterator: IteratorProtocol {
    /// The day number of the next cell, and the one after the last cell.
    @usableFromInline var julianDay: Int
    @usableFromInline let endJulianDay: Int
    /// The date and day of the year of the next cell, and whether it is in the month.
    @usableFromInline var date: CivilDate
    @usableFromInline var dayOfYear: Int
    @usableFromInline var isInMonth: Bool
    /// The day of `date`'s month after which the date moves to another month or across a reform
    /// gap: the month's last day, or the last day before its gap.
    @usableFromInline var lastDayBeforeJump: Int
    /// The grid's facts the cells are compared with.
    @usableFromInline let monthFirstDay: Int, monthLastDay: Int, todayDay: Int
    @usableFromInline let weekend: WeekdaySet, weekendBefore: WeekdaySet
    /// The day number of the first day of `weekend`, where the weekend changed within the grid.
    @usableFromInline let weekendChangeDay: Int
    @usableFromInline let reform: Reform

    @inlinable
    init(grid: MonthGrid) {
      julianDay = grid.firstCellDay
      endJulianDay = grid.firstCellDay + MonthGrid.rowCount * MonthGrid.columnCount
      monthFirstDay = grid.monthFirstDay
      monthLastDay = grid.monthLastDay
      todayDay = grid.todayDay
      (weekend, weekendBefore) = (grid.weekend, grid.weekendBefore)
      weekendChangeDay = grid.firstCellDay + Int(grid.weekendChangeCell)
      reform = grid.reform
      let leading = grid.leadingDays
      isInMonth = leading == 0
      if leading == 0 {
        // A month can start with days a reform skipped (Bulgaria's 1-13 April 1916).
        let firstDay = grid.gapAfterDay == 0 ? grid.gapLength + 1 : 1
        date = CivilDate(year: grid.month.year, month: grid.month.month, day: firstDay)
        dayOfYear = grid.firstDayOfYear + firstDay - 1
        lastDayBeforeJump =
          grid.gapLength > 0 && grid.gapAfterDay > 0 ? grid.gapAfterDay : grid.dayCount + grid.gapLength
      } else if !grid.reform.isNearSwitch(grid.monthFirstDay) {
        // The leading cells (at most 6) are the last days of the previous month.
        let (year, month) = grid.month.month == 1 ? (grid.month.year - 1, 12) : (grid.month.year, grid.month.month - 1)
        lastDayBeforeJump = grid.reform.lastDay(ofMonth: month, year: year)
        date = CivilDate(year: year, month: month, day: lastDayBeforeJump - leading + 1)
        dayOfYear = month == 12 ? grid.reform.dayOfYear(of: date) : grid.firstDayOfYear - leading
      } else {
        // Near a reform, the previous month's last days may be before a gap it ends with (Denmark's
        // February 1700 ends on the 18th) or after one it holds (Britain's September 1752).
        date = grid.reform.date(fromJulianDay: grid.firstCellDay)
        dayOfYear = grid.reform.dayOfYear(of: date)
        lastDayBeforeJump = Iterator.lastDayBeforeJump(in: date.yearMonth, from: date.day, reform: grid.reform)
      }
    }

    /// The next cell, or `nil` after the 42nd.
    @inlinable
    public mutating func next() -> Day? {
      guard julianDay != endJulianDay else { return nil }
      // From the day number rather than carried from cell to cell, so that a walk that never
      // reads the weekday does not compute it (day 0 of the count was a Monday).
      let weekday = Weekday(rawValue: floorModulo(julianDay &+ 1, 7) &+ 1)!
      let day = Day(
        date: date,
        isInMonth: isInMonth,
        weekday: weekday,
        isWeekend: (julianDay < weekendChangeDay ? weekendBefore : weekend).contains(weekday),
        isToday: julianDay == todayDay,
        dayOfYear: dayOfYear
      )
      julianDay &+= 1
      if date.day != lastDayBeforeJump {
        date.day &+= 1
        dayOfYear &+= 1
      } else {
        jump()
      }
      return day
    }

    /// Moves `date` from `lastDayBeforeJump` to the next date that exists: the 1st of the next
    /// month, or the first day after a reform gap (2 → 14 September 1752 under the British rules,
    /// where the day of the year keeps counting the missing days, as `cal -j` does).
    @inlinable
    mutating func jump() {
      var skippedAtMonthEnd = 0
      if let gap = reform.gap(in: date.yearMonth), date.day == gap.lastDayBefore {
        if gap.lastDayBefore + gap.skippedDays != reform.lastDay(ofMonth: date.month, year: date.year) {
          date.day += gap.skippedDays + 1
          dayOfYear += gap.skippedDays + 1
          isInMonth = julianDay >= monthFirstDay && julianDay <= monthLastDay
          lastDayBeforeJump = Iterator.lastDayBeforeJump(in: date.yearMonth, from: date.day, reform: reform)
          return
        }
        // The month ends with the gap (Denmark's 19-28 February 1700): on to the next month.
        skippedAtMonthEnd = gap.skippedDays
      }
      // The next month starts with a gap only if its first day that exists is the first Gregorian
      // day (Bulgaria's 14 April 1916).
      let firstDay = julianDay == reform.firstGregorianDay ? reform.firstExistingDay(ofMonth: date.yearMonth.next) : 1
      if date.month == 12 {
        date = CivilDate(year: date.year + 1, month: 1, day: firstDay)
        dayOfYear = firstDay
      } else {
        date = CivilDate(year: date.year, month: date.month + 1, day: firstDay)
        dayOfYear += skippedAtMonthEnd + firstDay
      }
      isInMonth = julianDay >= monthFirstDay && julianDay <= monthLastDay
      lastDayBeforeJump = Iterator.lastDayBeforeJump(in: date.yearMonth, from: date.day, reform: reform)
    }

    /// The last day of `month`, or of the days before its reform gap when `day` comes before it.
    @usableFromInline
    static func lastDayBeforeJump(in month: YearMonth, from day: Int, reform: Reform) -> Int {
      if let gap = reform.gap(in: month), day <= gap.lastDayBefore { return gap.lastDayBefore }
      return reform.lastDay(ofMonth: month.month, year: month.year)
    }
  }

  /// An iterator over the 42 cells, row by row.
  @inlinable
  public func makeIterator() -> Iterator { Iterator(grid: self) }
}

// CalendarMonthGrid: a month of any calendar as 6 weeks of 7 days, as a month view shows it.

/// A month of a `CalendarSystem` laid out as `MonthGrid` lays out a civil month: 6 weeks of 7 days from the week
/// holding its first day, with the days of the months before and after in the cells it does not fill. A month of
/// any calendar is a first day and a length; the grid adds the column it starts in, today and the weekend.
///
///     var cache = CalendarCache()
///     let farvardin = CalendarSystem.persian.monthSpan(year: 1405, month: 1, cache: &cache)!
///     let grid = CalendarMonthGrid(farvardin, previousDayCount: 29, firstWeekday: .saturday)
///     grid[grid.leadingDays].day  // 1: 1 Farvardin 1405, Saturday 21 March 2026
public struct CalendarMonthGrid: Hashable, Sendable {
  /// One cell of the grid.
  public struct Day: Hashable, Sendable {
    /// The cell's day, as a Julian Day Number.
    public var julianDay: Int
    /// The day of its month: of the grid's month, or in an adjacent cell of the month before or after.
    public var day: Int
    /// Whether the day belongs to the grid's month.
    public var isInMonth: Bool
    /// The cell's day of the week, its column's.
    public var weekday: Weekday
    /// Whether the day is a weekend day, by the weekend in force on it.
    public var isWeekend: Bool
    /// Whether the day is the grid's today.
    public var isToday: Bool
  }

  /// The month shown.
  public let month: CalendarMonthSpan
  /// The days of the month before, which number the leading adjacent cells.
  public let previousDayCount: Int
  /// The weekday of the first column.
  public let firstWeekday: Weekday
  /// The cells before the month's first day: 0 to 6.
  public let leadingDays: Int
  /// The Julian Day Number flagged as today, if any.
  public let todayJulianDay: Int?
  /// The weekend, whose days are flagged on each day.
  public let weekend: Weekend

  /// Lays out `month`, whose preceding month has `previousDayCount` days, in weeks starting on `firstWeekday`,
  /// flagging the day `todayJulianDay` (if shown) and the days of `weekend`.
  public init(
    _ month: CalendarMonthSpan, previousDayCount: Int, firstWeekday: Weekday = .sunday, todayJulianDay: Int? = nil,
    weekend: Weekend = .saturdayAndSunday
  ) {
    self.month = month
    self.previousDayCount = previousDayCount
    self.firstWeekday = firstWeekday
    leadingDays = Weekday.ofJulianDay(month.firstJulianDay).offset(from: firstWeekday)
    self.todayJulianDay = todayJulianDay
    self.weekend = weekend
  }

  /// The Julian Day Number of the first cell.
  public var firstCellJulianDay: Int { month.firstJulianDay - leadingDays }

  /// The days of the 42 cells, first to last.
  public var julianDays: ClosedRange<Int> {
    firstCellJulianDay...(firstCellJulianDay + MonthGrid.rowCount * MonthGrid.columnCount - 1)
  }

  /// The cell at `index` (0...41), counted row by row from the top left.
  public subscript(index: Int) -> Day {
    precondition((0..<(MonthGrid.rowCount * MonthGrid.columnCount)).contains(index), "cell \(index) out of 0..<42")
    let julianDay = firstCellJulianDay + index
    let offset = index - leadingDays
    let day: Int
    if offset < 0 {
      day = previousDayCount + offset + 1
    } else if offset >= month.dayCount {
      day = offset - month.dayCount + 1
    } else {
      day = offset + 1
    }
    let weekday = firstWeekday.advanced(by: index % MonthGrid.columnCount)
    return Day(
      julianDay: julianDay, day: day, isInMonth: offset >= 0 && offset < month.dayCount, weekday: weekday,
      isWeekend: weekend.days(onJulianDay: julianDay).contains(weekday), isToday: julianDay == todayJulianDay)
  }

  /// The rows (0...5) that hold a day of the month.
  public var rowsInMonth: ClosedRange<Int> {
    0...((leadingDays + month.dayCount - 1) / MonthGrid.columnCount)
  }
}

// MonthGrid: a month as 6 weeks of 7 days, and its cells.

/// A month laid out as a month view shows it: 6 weeks of 7 days, 42 cells, starting on any
/// weekday, with the days of the adjacent months in the cells the month does not fill.
///
/// Building a grid is a handful of integer operations and allocates nothing; each cell is
/// computed when it is read.
///
///     let grid = MonthGrid(month: YearMonth(year: 2026, month: 11), firstWeekday: .monday,
///                          today: CivilDate(year: 2026, month: 11, day: 30))
///     for row in 0..<MonthGrid.rowCount {
///       print(grid.row(row).map { $0.isInMonth ? String($0.date.day) : "." })
///     }
public struct MonthGrid: RandomAccessCollection, Hashable, Sendable {
  /// One cell of the grid.
  public struct Day: Hashable, Sendable {
    /// The date in the cell; outside the month it belongs to the previous or next month.
    public var date: CivilDate
    /// Whether the date belongs to the grid's month.
    public var isInMonth: Bool
    /// The cell's day of the week, which is also its column's.
    public var weekday: Weekday
    /// Whether the day is a weekend day, by the weekend in force on it.
    public var isWeekend: Bool
    /// Whether the date is the `today` the grid was built with.
    public var isToday: Bool
    /// The 1-based day of its year, as `cal -j` numbers it (see `Reform.dayOfYear(of:)`).
    public var dayOfYear: Int

    /// A cell from its parts: what a grid of another calendar's month (`CalendarMonthGrid`) gives a view that
    /// reads civil cells.
    @inlinable
    public init(date: CivilDate, isInMonth: Bool, weekday: Weekday, isWeekend: Bool, isToday: Bool, dayOfYear: Int) {
      (self.date, self.isInMonth, self.weekday) = (date, isInMonth, weekday)
      (self.isWeekend, self.isToday, self.dayOfYear) = (isWeekend, isToday, dayOfYear)
    }
  }

  /// Weeks in every grid, however many the month needs.
  public static let rowCount = 6
  /// Days in a week, the grid's columns.
  public static let columnCount = 7

  /// The month the grid shows.
  public let month: YearMonth
  /// The weekday of the first column.
  public let firstWeekday: Weekday
  /// The weekdays flagged as weekend in the grid's last cell, and in every cell unless the weekend changed within
  /// the grid (`weekendBefore`).
  public let weekend: WeekdaySet
  /// The weekdays flagged as weekend in the cells before the day the weekend changed within the grid: `weekend`
  /// when it did not. Declared beside `weekend`, the two fill bytes a grid had free.
  public let weekendBefore: WeekdaySet
  /// The index of the first cell of `weekend` when the weekend changed within the grid, else 0.
  @usableFromInline let weekendChangeCell: Int8
  /// The calendar rules the grid was built with.
  public let reform: Reform
  /// The day flagged as today, if it is in the grid at all.
  public let today: CivilDate?
  /// The month's reform gap as (last day before it, days skipped); (31, 0) when it has none. In 16
  /// bits each, declared here, so that they fill the bytes after `today`'s and a grid stays 112 bytes
  /// long: a longer one is copied through `memcpy`, which a long run of months pays for.
  @usableFromInline let storedGapAfterDay: Int16, storedGapLength: Int16

  /// JDN of the first cell.
  @usableFromInline let firstCellDay: Int
  /// JDN of the first and last days of the month.
  @usableFromInline let monthFirstDay: Int, monthLastDay: Int
  /// JDN of today, or `Int.min` when there is none.
  @usableFromInline let todayDay: Int
  /// The last day before the month's reform gap, 31 when it has none.
  @inlinable var gapAfterDay: Int { Int(storedGapAfterDay) }
  /// The days the month's reform gap skips, 0 when it has none.
  @inlinable var gapLength: Int { Int(storedGapLength) }
  /// `cal -j`'s number for the 1st of the month.
  @usableFromInline let firstDayOfYear: Int

  /// Lays out `month` with weeks starting on `firstWeekday`.
  /// - Parameters:
  ///   - month: the month to show.
  ///   - firstWeekday: the weekday of the first column (Sunday for `cal`, Monday for `cal -m`).
  ///   - reform: the calendar rules; Britain's 1752 reform by default, as `cal`.
  ///   - today: the date to flag as today; the grid never reads the clock. A date that does not
  ///     exist under `reform` flags no cell.
  ///   - weekend: the weekend, whose weekdays on each day are flagged; Saturday and Sunday by default.
  @inlinable
  public init(
    month: YearMonth, firstWeekday: Weekday = .sunday, reform: Reform = .greatBritain1752,
    today: CivilDate? = nil, weekend: Weekend = .saturdayAndSunday
  ) {
    // A date that does not exist (30 February, a day of Britain's 1752 gap) has no JDN of its own:
    // `julianDay(of:)` would give another day's, and the grid would flag that day instead.
    let today = today.flatMap { reform.isValid($0) ? $0 : nil }
    self.init(
      month: month, monthFirstDay: reform.julianDay(of: month.firstDay),
      firstDayOfYear: reform.dayOfYear(of: month.firstDay),
      firstWeekday: firstWeekday, reform: reform, today: today,
      todayDay: today.map { reform.julianDay(of: $0) } ?? Int.min, weekend: weekend)
  }

  /// Lays out `month`, whose first day is JDN `monthFirstDay` and day `firstDayOfYear` of its year
  /// as `cal -j` numbers them, for a `today` already checked and its JDN: what the public initializer
  /// and the neighbouring grids (`next`, `previous`) share.
  @inlinable
  init(
    month: YearMonth, monthFirstDay: Int, firstDayOfYear: Int, firstWeekday: Weekday, reform: Reform,
    today: CivilDate?, todayDay: Int, weekend: Weekend
  ) {
    let leadingDays = Weekday.ofJulianDay(monthFirstDay).offset(from: firstWeekday)
    // The weekend of the last cell, and of the first when it changed within the grid's 42 days.
    let firstCellDay = monthFirstDay - leadingDays
    let lastWeekend = weekend.days(onJulianDay: firstCellDay + MonthGrid.rowCount * MonthGrid.columnCount - 1)
    var (firstWeekend, changeCell) = (lastWeekend, 0)
    if weekend.hasChanges, let change = weekend.nextChange(afterJulianDay: firstCellDay),
      change - firstCellDay < MonthGrid.rowCount * MonthGrid.columnCount
    {
      (firstWeekend, changeCell) = (weekend.days(onJulianDay: firstCellDay), change - firstCellDay)
    }
    self.init(
      month: month, monthFirstDay: monthFirstDay, leadingDays: leadingDays, firstDayOfYear: firstDayOfYear,
      firstWeekday: firstWeekday, reform: reform, today: today, todayDay: todayDay, weekend: lastWeekend,
      weekendBefore: firstWeekend, weekendChangeCell: changeCell)
  }

  /// Lays out `month` as `init(month:monthFirstDay:firstDayOfYear:...)` does, for a first day whose
  /// column (`leadingDays`, 0...6) is known already: `next` finds it from this month's by its
  /// length, without a weekday computed from the day number. The cells from `weekendChangeCell` on
  /// are flagged by `weekend`, those before it by `weekendBefore`.
  @inlinable
  init(
    month: YearMonth, monthFirstDay: Int, leadingDays: Int, firstDayOfYear: Int, firstWeekday: Weekday,
    reform: Reform, today: CivilDate?, todayDay: Int, weekend: WeekdaySet, weekendBefore: WeekdaySet? = nil,
    weekendChangeCell: Int = 0
  ) {
    (self.month, self.firstWeekday, self.reform) = (month, firstWeekday, reform)
    (self.weekend, self.today, self.todayDay) = (weekend, today, todayDay)
    self.weekendBefore = weekendBefore ?? weekend
    self.weekendChangeCell = Int8(truncatingIfNeeded: weekendChangeCell)
    // Only a month whose first day is near the switch can have a gap: a cheaper test than the gap's.
    let gap = reform.isNearSwitch(monthFirstDay) ? reform.gap(in: month) : nil
    let gapLength = gap?.skippedDays ?? 0
    storedGapAfterDay = Int16(truncatingIfNeeded: gap?.lastDayBefore ?? 31)
    storedGapLength = Int16(truncatingIfNeeded: gapLength)
    self.monthFirstDay = monthFirstDay
    monthLastDay = monthFirstDay + reform.lastDay(ofMonth: month.month, year: month.year) - gapLength - 1
    firstCellDay = monthFirstDay - leadingDays
    self.firstDayOfYear = firstDayOfYear
  }

  /// The index of the first cell, 0.
  public var startIndex: Int { 0 }
  /// One past the index of the last cell: 42.
  public var endIndex: Int { MonthGrid.rowCount * MonthGrid.columnCount }

  /// The cell at `index`, counted row by row from the top left (0...41).
  public subscript(index: Int) -> Day {
    precondition(indices.contains(index), "cell \(index) out of 0..<42")
    let julianDay = firstCellDay + index
    let date = reform.date(fromJulianDay: julianDay)
    let weekday = firstWeekday.advanced(by: index % MonthGrid.columnCount)
    return Day(
      date: date,
      isInMonth: julianDay >= monthFirstDay && julianDay <= monthLastDay,
      weekday: weekday,
      isWeekend: weekend(ofCell: index).contains(weekday),
      isToday: julianDay == todayDay,
      dayOfYear: reform.dayOfYear(of: date)
    )
  }

  /// The weekdays of the weekend in force on the day of cell `index` (0...41).
  @inlinable
  public func weekend(ofCell index: Int) -> WeekdaySet { index < Int(weekendChangeCell) ? weekendBefore : weekend }

  /// The day of the month in cell `index`, or `nil` when the cell belongs to an adjacent month.
  /// The same as `self[index].date.day` for in-month cells, without computing the whole cell.
  @inlinable
  public func dayOfMonth(at index: Int) -> Int? {
    let offset = index - leadingDays
    guard offset >= 0, offset < dayCount else { return nil }
    return offset < gapAfterDay ? offset + 1 : offset + 1 + gapLength
  }

  /// Whether cell `index` is the grid's today, without computing the whole cell.
  @inlinable
  public func isToday(at index: Int) -> Bool { firstCellDay + index == todayDay }

  /// `cal -j`'s day-of-year number for an in-month `dayOfMonth`.
  @inlinable
  public func dayOfYear(forDayOfMonth day: Int) -> Int { firstDayOfYear + day - 1 }

  /// The 7 cells of week `row` (0...5).
  public func row(_ row: Int) -> Slice<MonthGrid> {
    precondition((0..<MonthGrid.rowCount).contains(row), "row \(row) out of 0..<6")
    return self[(row * MonthGrid.columnCount)..<((row + 1) * MonthGrid.columnCount)]
  }

  /// The month's reform gap, as `reform.gap(in: month)` gives it, read from the grid's own fields:
  /// what a layout asks of every month costs no look-up of the reform's.
  @inlinable public var gap: (lastDayBefore: Int, skippedDays: Int)? {
    gapLength > 0 ? (lastDayBefore: gapAfterDay, skippedDays: gapLength) : nil
  }

  /// The number of leading cells that belong to the previous month.
  @inlinable public var leadingDays: Int { monthFirstDay - firstCellDay }

  /// The number of days in the month (fewer than its last day number across a reform gap).
  @inlinable public var dayCount: Int { monthLastDay - monthFirstDay + 1 }

  /// The number of rows holding at least one day of the month: 4, 5 or 6, except that Britain's
  /// 19-day September 1752 fills only 3 or 4.
  public var occupiedRowCount: Int {
    (leadingDays + dayCount + MonthGrid.columnCount - 1) / MonthGrid.columnCount
  }

  /// The weekday in column `column` (0...6).
  public func weekday(ofColumn column: Int) -> Weekday { firstWeekday.advanced(by: column) }

  /// The week numbers of the rows, `nil` for rows with no day of the month.
  ///
  /// By default as `cal` numbers them (`WeekRowRule.utilLinux`): the first row gets the week of
  /// the 1st and each later row one more, except that a number past 52 is recomputed from the
  /// row's first day of the month, so that the last days of December show week 1 of the next year
  /// where ISO 8601 says so. With `.fourthDay`, each row gets the week of its fourth day, which
  /// is the rule for rows that do not start on the numbering's day (ISO weeks on a grid starting
  /// on Sunday, say):
  ///
  ///     let grid = MonthGrid(month: YearMonth(year: 2026, month: 11), firstWeekday: .sunday)
  ///     grid.weekNumbers(numbering: .iso, rule: .fourthDay)  // [45, 46, 47, 48, 49, nil]
  /// - Parameters:
  ///   - numbering: ISO 8601 or US week numbers.
  ///   - rule: how a row picks its week when it straddles two (see `WeekRowRule.forRows`).
  public func weekNumbers(numbering: WeekNumbering, rule: WeekRowRule = .utilLinux) -> [Int?] {
    var numbers: [Int?] = []
    numbers.reserveCapacity(MonthGrid.rowCount)
    forEachWeekNumber(numbering: numbering, rule: rule) { _, number in numbers.append(number) }
    return numbers
  }

  /// Calls `body` with each row (0...5) and its week number, as `weekNumbers(numbering:rule:)`
  /// gives them, or with `includingAdjacentRows` as `weekNumbersIncludingAdjacentRows(numbering:rule:)`
  /// does, without making an array: what a long range of months asks of month after month.
  @inlinable
  public func forEachWeekNumber(
    numbering: WeekNumbering, rule: WeekRowRule = .utilLinux, includingAdjacentRows: Bool = false,
    _ body: (_ row: Int, _ number: Int?) -> Void
  ) {
    let occupiedRows = occupiedRowCount
    if rule == .fourthDay {
      for row in 0..<MonthGrid.rowCount {
        let isNumbered = row < occupiedRows || includingAdjacentRows
        body(row, isNumbered ? fourthDayWeekNumber(ofRow: row, numbering: numbering) : nil)
      }
      return
    }
    let first = reform.weekNumber(ofJulianDay: monthFirstDay, year: month.year, numbering: numbering)
    for row in 0..<MonthGrid.rowCount {
      guard row < occupiedRows else {
        guard includingAdjacentRows else {
          body(row, nil)
          continue
        }
        // A last row of the next month's days only is numbered as its last day.
        let lastDay = reform.date(fromJulianDay: firstCellDay + (row + 1) * MonthGrid.columnCount - 1)
        body(row, reform.weekNumber(of: lastDay, numbering: numbering))
        continue
      }
      let counted = first + row
      guard counted > 52 else {
        body(row, counted)
        continue
      }
      let firstInMonth = Swift.max(firstCellDay + row * MonthGrid.columnCount, monthFirstDay)
      body(row, reform.weekNumber(of: reform.date(fromJulianDay: firstInMonth), numbering: numbering))
    }
  }

  /// The number of the week holding row `row`'s fourth day (`WeekRowRule.fourthDay`).
  public func fourthDayWeekNumber(ofRow row: Int, numbering: WeekNumbering) -> Int {
    precondition((0..<MonthGrid.rowCount).contains(row), "row \(row) out of 0..<6")
    let fourthDay = firstCellDay + row * MonthGrid.columnCount + 3
    return reform.weekNumber(of: reform.date(fromJulianDay: fourthDay), numbering: numbering)
  }
}

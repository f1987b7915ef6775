// Tests of MonthGrid: cells, rows, weeks, today and the reform gap.
import CalendarCore
import SwiftcalTestSupport
import Testing

@Suite("MonthGrid")
struct MonthGridTests {
  // MARK: - Invariants over a whole 400-year cycle

  /// The weekends the sweep cycles through: the default, a Friday–Saturday weekend, none, all. Kept
  /// as arrays and passed as `.init(days)` so that the tests do not depend on the set type the grid
  /// takes.
  static let weekends: [[Weekday]] = [[.saturday, .sunday], [.friday, .saturday], [], Weekday.allCases]

  // reform, years: every month from February of the first year to December of the last, and every
  // first weekday: the British reform and the century year 1900 (1600–2000 is the long sweep's).
  @Test(arguments: Reform.allCases, [1750...1754, 1899...1901])
  func invariantsHoldForEveryMonth(reform: Reform, years: ClosedRange<Int>) {
    Self.checkInvariantsForEveryMonth(reform: reform, years: years)
  }

  static func checkInvariantsForEveryMonth(reform: Reform, years: ClosedRange<Int>) {
    var failures = FailureLog()
    var walker = MonthWalker(reform: reform)
    walker.advance(toYear: years.lowerBound)
    var previous = walker
    walker.advance()
    while walker.year <= years.upperBound {
      var next = walker
      next.advance()
      // The 42 dates a grid of this month must show, from the month before to the month after,
      // consecutive real days by construction.
      let dates = [previous, walker, next].flatMap { month in
        month.days.map { CivilDate(year: month.year, month: month.month, day: $0) }
      }
      let month = YearMonth(year: walker.year, month: walker.month)
      for firstWeekday in Weekday.allCases {
        let choice = month.monthIndex + firstWeekday.rawValue
        let weekend = MonthGridTests.weekends[choice % MonthGridTests.weekends.count]
        // Today is in the month, the last day of the month before (in the grid only when the
        // grid has leading days), or a year away (never in the grid).
        let todayChoices: [(date: CivilDate, isInGrid: Bool?)] = [
          (dates[previous.days.count + choice % walker.days.count], true),
          (dates[previous.days.count - 1], nil),
          (CivilDate(year: walker.year + 1, month: walker.month, day: 1), false),
        ]
        let today = todayChoices[choice % 3]
        let grid = MonthGrid(
          month: month, firstWeekday: firstWeekday, reform: reform, today: today.date,
          weekend: Weekend(WeekdaySet(weekend)))
        let leading = IndependentCalendar.column(
          of: IndependentCalendar.weekday(of: month.firstDay, reform: reform), weekStartingOn: firstWeekday)
        let shown = Array(dates[(previous.days.count - leading)...].prefix(42))
        Self.checkInvariants(
          of: grid, shownDates: shown, firstJulianDay: walker.firstJulianDay - leading, leading: leading,
          days: walker.days, today: today.date, weekend: weekend, todayIsInGrid: today.isInGrid ?? (leading > 0),
          failures: &failures)
      }
      previous = walker
      walker = next
    }
    failures.report()
  }

  // Checks one grid against the dates it must show; kept to cheap comparisons per cell, since it
  // runs for 400 × 12 × 7 grids in each reform.
  private static func checkInvariants(
    of grid: MonthGrid, shownDates: [CivilDate], firstJulianDay: Int, leading: Int, days: [Int], today: CivilDate,
    weekend: [Weekday], todayIsInGrid: Bool, failures: inout FailureLog
  ) {
    let reform = grid.reform
    // A function, so that the label is only formatted when a check fails.
    func label() -> String { "\(reform) \(grid.month) from \(grid.firstWeekday)" }
    failures.checkEqual(grid.count, 42, "\(label()): cell count")
    failures.checkEqual(grid.leadingDays, leading, "\(label()): leading days")
    failures.check(grid.leadingDays < 7, "\(label()): leading days \(grid.leadingDays) < 7")
    failures.checkEqual(grid.dayCount, days.count, "\(label()): day count")
    let occupiedRows = (leading + days.count + 6) / 7
    failures.checkEqual(grid.occupiedRowCount, occupiedRows, "\(label()): occupied rows")
    // A whole month needs 4 to 6 weeks; only Britain's 19-day September 1752 can fit in 3.
    let rowRange = days.count < 28 ? 3...4 : 4...6
    failures.check(rowRange.contains(grid.occupiedRowCount), "\(label()): occupied rows in \(rowRange)")
    let columnWeekdays = (0..<7).map { grid.firstWeekday.advancedByCounting($0) }
    for column in 0..<7 {
      failures.checkEqual(grid.weekday(ofColumn: column), columnWeekdays[column], "\(label()): column \(column)")
    }
    // The shown dates are consecutive real days, so the first cell's weekday and the two ends'
    // day numbers pin down every cell's.
    failures.checkEqual(
      IndependentCalendar.weekday(of: shownDates[0], reform: reform), columnWeekdays[0], "\(label()): weekday of cell 0"
    )
    failures.checkEqual(reform.julianDay(of: grid[0].date), firstJulianDay, "\(label()): JDN of cell 0")
    failures.checkEqual(reform.julianDay(of: grid[41].date), firstJulianDay + 41, "\(label()): JDN of cell 41")
    // `cal -j` numbers: the month's 1st, and the first and last cells checked in full.
    let firstDayOfYear = IndependentCalendar.dayOfYear(grid.month.firstDay, reform: reform)
    failures.checkEqual(
      grid[0].dayOfYear, IndependentCalendar.dayOfYear(shownDates[0], reform: reform),
      "\(label()): day of year of cell 0")
    failures.checkEqual(
      grid[41].dayOfYear, IndependentCalendar.dayOfYear(shownDates[41], reform: reform),
      "\(label()): day of year of cell 41")

    var inMonthDays: [Int] = []
    var todayCount = 0
    let columnIsWeekend = columnWeekdays.map { weekend.contains($0) }
    for index in 0..<42 {
      let cell = grid[index]
      let column = index % 7
      let isInMonth = index >= leading && index < leading + days.count
      // All of a cell's properties in one check: a debug build spends more time in the checks than
      // in the grid, and the message still shows which property is wrong.
      let cellIsRight =
        cell.date == shownDates[index] && cell.isInMonth == isInMonth && cell.weekday == columnWeekdays[column]
        && cell.isWeekend == columnIsWeekend[column]
        && (grid.dayOfMonth(at: index) ?? 0) == (isInMonth ? cell.date.day : 0)  // 0 for nil: optionals are slow
        && grid.isToday(at: index) == cell.isToday
        && (!isInMonth
          || cell.dayOfYear == firstDayOfYear + cell.date.day - 1
            && grid.dayOfYear(forDayOfMonth: cell.date.day) == cell.dayOfYear)
      failures.check(
        cellIsRight,
        "\(label()): cell \(index) is \(cell); expected \(shownDates[index]), in month \(isInMonth), "
          + "\(columnWeekdays[column]), weekend \(columnIsWeekend[column]), day of year \(firstDayOfYear) + day - 1; "
          + "dayOfMonth(at:) \(String(describing: grid.dayOfMonth(at: index))), isToday(at:) \(grid.isToday(at: index))"
      )
      if isInMonth { inMonthDays.append(cell.date.day) }
      if cell.isToday {
        todayCount += 1
        failures.checkEqual(cell.date, today, "\(label()): the cell flagged today")
      }
    }
    failures.checkEqual(inMonthDays, days, "\(label()): in-month days")
    failures.checkEqual(todayCount, todayIsInGrid ? 1 : 0, "\(label()): cells flagged today (\(today))")
    // A row holds a day of the month if its first or last cell does (the month's days are consecutive).
    for row in 0..<6 {
      let rowStart = row * 7
      failures.checkEqual(grid.row(row).startIndex, rowStart, "\(label()): row \(row) starts at cell \(rowStart)")
      let isOccupied = grid.dayOfMonth(at: rowStart) != nil || grid.dayOfMonth(at: rowStart + 6) != nil
      failures.checkEqual(isOccupied, row < occupiedRows, "\(label()): row \(row) occupied")
    }
  }

  // today, reform: dates that do not exist under the reform, which no cell may claim as today.
  @Test(arguments: [
    (CivilDate(year: 1752, month: 9, day: 5), Reform.greatBritain1752),  // in Britain's gap
    (CivilDate(year: 1752, month: 9, day: 13), .greatBritain1752),
    (CivilDate(year: 2026, month: 2, day: 29), .gregorian),
    (CivilDate(year: 2026, month: 9, day: 31), .julian),
  ])
  func aTodayThatDoesNotExistFlagsNoCell(today: CivilDate, reform: Reform) {
    // Regression: the grid flagged the cell with today's JDN, and an invalid date's JDN is some
    // other day's (5 September 1752 came out as the 16th).
    let grid = MonthGrid(month: today.yearMonth, reform: reform, today: today)
    #expect(grid.today == nil)
    #expect(grid.filter(\.isToday).map(\.date) == [])
    #expect((0..<42).filter { grid.isToday(at: $0) } == [])
  }

  // MARK: - Whole months as util-linux cal prints them

  /// The grid's days as `cal` prints a month's body: two columns a day, blank outside the month.
  static func body(of grid: MonthGrid) -> [String] {
    (0..<6).map { row in
      (0..<7).map { column in
        let text = grid.dayOfMonth(at: row * 7 + column).map(String.init) ?? ""
        return String(repeating: " ", count: 2 - text.count) + text
      }.joined(separator: " ")
    }
  }

  // month, first weekday, reform, the body lines util-linux cal 2.42 printed, copied from
  // /work/shared/reference/expected (the file named in each comment).
  @Test(arguments: [
    // sep1752.out: `cal 9 1752`
    (
      YearMonth(year: 1752, month: 9), Weekday.sunday, Reform.greatBritain1752,
      ["       1  2 14 15 16", "17 18 19 20 21 22 23", "24 25 26 27 28 29 30", "", "", ""]
    ),
    // reform-greg.out: `cal --reform gregorian 9 1752`
    (
      YearMonth(year: 1752, month: 9), .sunday, .gregorian,
      [
        "                1  2", " 3  4  5  6  7  8  9", "10 11 12 13 14 15 16", "17 18 19 20 21 22 23",
        "24 25 26 27 28 29 30", "",
      ]
    ),
    // reform-julian.out: `cal --reform julian 10 1582`
    (
      YearMonth(year: 1582, month: 10), .sunday, .julian,
      [
        "    1  2  3  4  5  6", " 7  8  9 10 11 12 13", "14 15 16 17 18 19 20", "21 22 23 24 25 26 27",
        "28 29 30 31", "",
      ]
    ),
    // now.out: `cal` on 2026-11-30
    (
      YearMonth(year: 2026, month: 11), .sunday, .greatBritain1752,
      [" 1  2  3  4  5  6  7", " 8  9 10 11 12 13 14", "15 16 17 18 19 20 21", "22 23 24 25 26 27 28", "29 30", ""]
    ),
    // monday.out: `cal -m 2 2026`
    (
      YearMonth(year: 2026, month: 2), .monday, .greatBritain1752,
      [
        "                   1", " 2  3  4  5  6  7  8", " 9 10 11 12 13 14 15", "16 17 18 19 20 21 22",
        "23 24 25 26 27 28", "",
      ]
    ),
    // jan1.out: `cal 1 1`
    (
      YearMonth(year: 1, month: 1), .sunday, .greatBritain1752,
      [
        "                   1", " 2  3  4  5  6  7  8", " 9 10 11 12 13 14 15", "16 17 18 19 20 21 22",
        "23 24 25 26 27 28 29", "30 31",
      ]
    ),
    // big-year.out: `cal 12 2147483646`
    (
      YearMonth(year: 2_147_483_646, month: 12), .sunday, .greatBritain1752,
      [
        "                   1", " 2  3  4  5  6  7  8", " 9 10 11 12 13 14 15", "16 17 18 19 20 21 22",
        "23 24 25 26 27 28 29", "30 31",
      ]
    ),
  ])
  func bodyMatchesUtilLinuxCal(month: YearMonth, firstWeekday: Weekday, reform: Reform, lines: [String]) {
    let grid = MonthGrid(month: month, firstWeekday: firstWeekday, reform: reform)
    // util-linux pads every line to the block width; trailing spaces are layout, not the grid.
    let body = MonthGridTests.body(of: grid).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    #expect(body == lines)
  }

  @Test func septemberDaysOf1752AreNumberedAsCalJ() {
    // sep1752-julian.out: `cal -j 9 1752` numbers the days 245 246 258 259 … 274.
    let grid = MonthGrid(month: YearMonth(year: 1752, month: 9))
    let numbers = grid.filter(\.isInMonth).map(\.dayOfYear)
    #expect(numbers == [245, 246] + Array(258...274))
  }

  // MARK: - Week numbers of the rows

  // month, first weekday, numbering, the row numbers cal -w printed (the file in each comment).
  @Test(arguments: [
    // week-year.out: `cal -y -w 2026`
    (YearMonth(year: 2026, month: 1), Weekday.sunday, WeekNumbering.us, [1, 2, 3, 4, 5, nil]),
    (YearMonth(year: 2026, month: 2), .sunday, .us, [6, 7, 8, 9, nil, nil]),
    (YearMonth(year: 2026, month: 8), .sunday, .us, [31, 32, 33, 34, 35, 36]),
    (YearMonth(year: 2026, month: 12), .sunday, .us, [49, 50, 51, 52, 53, nil]),
    // week-year-monday.out: `cal -y -w -m 2027`
    (YearMonth(year: 2027, month: 1), .monday, .iso, [53, 1, 2, 3, 4, nil]),
    (YearMonth(year: 2027, month: 5), .monday, .iso, [17, 18, 19, 20, 21, 22]),
    (YearMonth(year: 2027, month: 12), .monday, .iso, [48, 49, 50, 51, 52, nil]),
    // week-3.out: `cal -3 -w 12 2020`
    (YearMonth(year: 2020, month: 12), .sunday, .us, [49, 50, 51, 52, 53, nil]),
    (YearMonth(year: 2021, month: 1), .sunday, .us, [1, 2, 3, 4, 5, 6]),
    // sep1752-monday-week.out: `cal -m -w 9 1752`
    (YearMonth(year: 1752, month: 9), .monday, .iso, [36, 37, 38, nil, nil, nil]),
    // week-arg.out: `cal --week=40 7 10 2013`
    (YearMonth(year: 2013, month: 10), .sunday, .us, [40, 41, 42, 43, 44, nil]),
  ])
  func weekNumbersMatchUtilLinuxCal(month: YearMonth, firstWeekday: Weekday, numbering: WeekNumbering, rows: [Int?]) {
    let grid = MonthGrid(month: month, firstWeekday: firstWeekday)
    #expect(grid.weekNumbers(numbering: numbering) == rows)
  }

  // reform, years: rows of grids whose weeks start on the numbering's own first day (Monday for
  // ISO, Sunday for US) carry the week number of every in-month day in them (the long sweep below
  // checks wider ranges).
  @Test(arguments: [(Reform.greatBritain1752, 1750...1754), (.gregorian, 2020...2034), (.julian, 1...6)])
  func weekNumbersOfRowsMatchTheWeeksOfTheirDays(reform: Reform, years: ClosedRange<Int>) {
    Self.checkWeekNumbersOfRows(reform: reform, years: years)
  }

  static func checkWeekNumbersOfRows(reform: Reform, years: ClosedRange<Int>) {
    var failures = FailureLog()
    for year in years {
      let weeks = IndependentWeeks(year: year, reform: reform)
      for numbering in [WeekNumbering.iso, .us] {
        let firstWeekday: Weekday = numbering == .iso ? .monday : .sunday
        for month in 1...12 {
          let grid = MonthGrid(month: YearMonth(year: year, month: month), firstWeekday: firstWeekday, reform: reform)
          let numbers = grid.weekNumbers(numbering: numbering)
          failures.checkEqual(numbers.count, 6, "\(reform) \(grid.month) \(numbering): rows")
          for row in 0..<6 {
            let days = (0..<7).compactMap { grid.dayOfMonth(at: row * 7 + $0) }
            let expected = Set(days.map { weeks.week(month: month, day: $0, numbering: numbering) })
            failures.check(expected.count <= 1, "\(reform) \(grid.month) row \(row): one week per row, got \(expected)")
            failures.checkEqual(numbers[row], expected.first, "\(reform) \(grid.month) \(numbering) row \(row)")
          }
        }
      }
    }
    failures.report()
  }
}

@Suite("MonthGrid, 400 years", .longSweep)
struct MonthGridLongSweepTests {
  // reform: every month of a whole Gregorian cycle, with 1752 in it, and every first weekday.
  @Test(arguments: Reform.allCases)
  func invariantsHoldForEveryMonthOfA400YearCycle(reform: Reform) {
    MonthGridTests.checkInvariantsForEveryMonth(reform: reform, years: 1600...2000)
  }

  // reform, years: as `MonthGridTests.weekNumbersOfRowsMatchTheWeeksOfTheirDays`, wider.
  @Test(arguments: [(Reform.greatBritain1752, 1740...1830), (.gregorian, 1990...2060), (.julian, 1...60)])
  func weekNumbersOfRowsMatchTheWeeksOfTheirDays(reform: Reform, years: ClosedRange<Int>) {
    MonthGridTests.checkWeekNumbersOfRows(reform: reform, years: years)
  }
}

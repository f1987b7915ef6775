// Sweeps of every month of years 1-9999 against the independent model.
import CalendarCore
import SwiftcalTestSupport
import Testing

/// Issue 6's property sweep: every month of years 1–9999 in every reform against the independent
/// model, and the extreme years swiftcal accepts computing without an overflow trap.
@Suite("Whole range sweep")
struct WholeRangeSweepTests {
  // reform, years: every month of the first years, both reforms, a century year and the last
  // four-digit years (the long sweep below checks every month of 1–9999).
  @Test(arguments: Reform.allCases, [1...10, 1578...1586, 1748...1756, 1896...1904, 9990...9999])
  func everyMonthOfSomeYears(reform: Reform, years: ClosedRange<Int>) {
    Self.checkEveryMonth(reform: reform, years: years)
  }

  /// Checks every month of `years`, walked from 1 January of year 1 (months before the range are
  /// walked without checks).
  static func checkEveryMonth(reform: Reform, years: ClosedRange<Int>) {
    var failures = FailureLog()
    var walker = MonthWalker(reform: reform)
    walker.advance(toYear: years.lowerBound)
    let yearBefore = years.lowerBound - 1
    var previousLastDay = CivilDate(
      year: yearBefore, month: 12, day: IndependentCalendar.lastDay(ofMonth: 12, year: yearBefore, reform: reform))
    var nominalDaysBefore = 0  // `cal -j`'s count of the year's days before this month
    while walker.year <= years.upperBound {
      let (year, month, days) = (walker.year, walker.month, walker.days)
      let yearMonth = YearMonth(year: year, month: month)
      // A function, so that the label is only formatted when a check fails.
      func label() -> String { "\(reform) \(yearMonth)" }
      if month == 1 {
        nominalDaysBefore = 0
        failures.checkEqual(
          reform.isLeapYear(year), IndependentCalendar.isLeapYear(year, reform: reform), "\(label()) leap")
      }
      let first = CivilDate(year: year, month: month, day: days[0])
      let last = CivilDate(year: year, month: month, day: days[days.count - 1])
      let lastDay = IndependentCalendar.lastDay(ofMonth: month, year: year, reform: reform)
      failures.checkEqual(reform.lastDay(ofMonth: month, year: year), lastDay, "\(label()) last day")
      failures.checkEqual(reform.numberOfDays(inMonth: month, year: year), days.count, "\(label()) days")
      failures.checkEqual(reform.julianDay(of: first), walker.firstJulianDay, "\(label()) JDN of the 1st")
      failures.checkEqual(reform.date(fromJulianDay: walker.firstJulianDay), first, "\(label()) date of the 1st's JDN")
      failures.checkEqual(
        reform.date(fromJulianDay: walker.firstJulianDay - 1), previousLastDay, "\(label()) day before")
      failures.checkEqual(reform.date(fromJulianDay: walker.firstJulianDay + days.count - 1), last, "\(label()) last")
      let firstWeekday = IndependentCalendar.weekday(of: first, reform: reform)
      failures.checkEqual(reform.weekday(of: first), firstWeekday, "\(label()) weekday of the 1st")
      failures.checkEqual(
        reform.dayOfYear(of: last), nominalDaysBefore + last.day, "\(label()) day of year of the last")

      // The grid, with the first weekday turning with the month so that all seven are covered.
      let gridStart = Weekday(rawValue: yearMonth.monthIndex % 7 + 1)!
      let grid = MonthGrid(month: yearMonth, firstWeekday: gridStart, reform: reform)
      let leading = IndependentCalendar.column(of: firstWeekday, weekStartingOn: gridStart)
      failures.checkEqual(grid.leadingDays, leading, "\(label()) from \(gridStart): leading days")
      failures.checkEqual(grid.dayCount, days.count, "\(label()): grid day count")
      // One check for all 42 cells: this loop runs 15 million times, so it compares plain integers.
      var firstWrongCell: Int?
      for index in 0..<42 where firstWrongCell == nil {
        let position = index - leading
        let expected = position >= 0 && position < days.count ? days[position] : 0
        if (grid.dayOfMonth(at: index) ?? 0) != expected { firstWrongCell = index }
      }
      failures.check(
        firstWrongCell == nil, "\(label()) from \(gridStart): cell \(firstWrongCell ?? 0) has the wrong day")
      // The corner cells, in the months before and after (or the month's own first days).
      let firstCell = leading == 0 ? first : reform.date(fromJulianDay: walker.firstJulianDay - leading)
      failures.checkEqual(grid[0].date, firstCell, "\(label()) from \(gridStart): cell 0")
      failures.checkEqual(
        grid[41].date, reform.date(fromJulianDay: walker.firstJulianDay - leading + 41), "\(label()): cell 41")
      failures.checkEqual(grid[leading].date, first, "\(label()): the 1st's cell")

      previousLastDay = last
      nominalDaysBefore += lastDay
      walker.advance()
    }
    failures.report()
  }

  // year: the first and last years swiftcal documents, the first past `cal`'s four digits, and the
  // last year `cal` accepts (util-linux caps years at INT32_MAX - 1).
  @Test(arguments: [1, 9999, 10_000, 2_147_483_646])
  func extremeYearsComputeWithoutTrapping(year: Int) {
    var failures = FailureLog()
    for reform in Reform.allCases {
      for month in 1...12 {
        let yearMonth = YearMonth(year: year, month: month)
        // A function, so that the label is only formatted when a check fails.
        func label() -> String { "\(reform) \(yearMonth)" }
        let first = yearMonth.firstDay
        let zeller = IndependentCalendar.weekday(of: first, reform: reform)
        failures.checkEqual(reform.weekday(of: first), zeller, "\(label()) weekday of the 1st")
        let length = IndependentCalendar.lastDay(ofMonth: month, year: year, reform: reform)
        let nextFirst = yearMonth.next.firstDay
        failures.checkEqual(reform.julianDay(of: nextFirst) - reform.julianDay(of: first), length, "\(label()) length")
        failures.checkEqual(
          reform.date(fromJulianDay: reform.julianDay(of: nextFirst) - 1).day, length, "\(label()) last")
        for firstWeekday in Weekday.allCases {
          let grid = MonthGrid(month: yearMonth, firstWeekday: firstWeekday, reform: reform, today: first)
          let cells = Array(grid)
          failures.checkEqual(cells.filter(\.isInMonth).map(\.date.day), Array(1...length), "\(label()) days")
          failures.checkEqual(cells.filter(\.isToday).map(\.date), [first], "\(label()) today")
          for numbering in [WeekNumbering.iso, .us] {
            let numbers = grid.weekNumbers(numbering: numbering).compactMap { $0 }
            failures.check(numbers.allSatisfy { (1...54).contains($0) }, "\(label()) \(numbering) weeks \(numbers)")
          }
        }
      }
      for numbering in [WeekNumbering.iso, .us] {
        let weeks = (0...56).compactMap { reform.firstDay(ofWeek: $0, year: year, numbering: numbering) }
        failures.check((52...54).contains(weeks.count), "\(reform) \(year) \(numbering): \(weeks.count) weeks")
        failures.check(weeks.allSatisfy { $0.year == year }, "\(reform) \(year) \(numbering): weeks in the year")
      }
    }
    let december = YearMonth(year: year, month: 12)
    failures.checkEqual(december.next, YearMonth(year: year + 1, month: 1), "\(december).next")
    failures.checkEqual(
      december.advanced(byMonths: -12 * (year - 1) - 11), YearMonth(year: 1, month: 1), "back to 0001-01")
    failures.checkEqual(MonthRange.spanning(december, count: 120_000).count, 120_000, "a 120000-month range")
    failures.report()
  }
}

@Suite("Whole range sweep, years 1–9999", .longSweep)
struct WholeRangeLongSweepTests {
  // reform: every month of 1–9999, walked from 1 January of year 1.
  @Test(arguments: Reform.allCases)
  func everyMonthOfYearsOneToNineThousandNineHundredNinetyNine(reform: Reform) {
    WholeRangeSweepTests.checkEveryMonth(reform: reform, years: 1...9999)
  }
}

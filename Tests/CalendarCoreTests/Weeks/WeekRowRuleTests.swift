// Week numbers by row for any first weekday: cal's rule and the fourth-day rule.

import CalendarCore
import Testing

@Suite("WeekRowRule")
struct WeekRowRuleTests {
  // Columns: first weekday, numbering, rule.
  @Test(arguments: [
    (Weekday.sunday, WeekNumbering.us, WeekRowRule.utilLinux),
    (.monday, .iso, .utilLinux),
    (.sunday, .iso, .fourthDay),
    (.monday, .us, .fourthDay),
    (.saturday, .us, .fourthDay),
    (.wednesday, .iso, .fourthDay),
  ])
  func ruleForRows(firstWeekday: Weekday, numbering: WeekNumbering, rule: WeekRowRule) {
    #expect(WeekRowRule.forRows(startingOn: firstWeekday, numbering: numbering) == rule)
  }

  @Test("the numbering's own first weekday")
  func numberingFirstWeekday() {
    #expect(WeekNumbering.iso.firstWeekday == .monday)
    #expect(WeekNumbering.us.firstWeekday == .sunday)
  }

  // Columns: year, month, first weekday, numbering, expected numbers by the fourth day.
  @Test(arguments: [
    // ISO weeks on Sunday rows: Wednesday 4 November is in ISO week 45.
    (2026, 11, Weekday.sunday, WeekNumbering.iso, [45, 46, 47, 48, 49, nil]),
    // The row of Sunday 29 December 2024 to Saturday 4 January 2025 has its Wednesday in 2025's week 1.
    (2024, 12, .sunday, .iso, [49, 50, 51, 52, 1, nil]),
    // Saturday rows, US numbers: the row from Saturday 31 October holds Sunday 1 November's week.
    (2026, 11, .saturday, .us, [45, 46, 47, 48, 49, nil]),
    // January 2021 starts on a Friday in ISO week 53 of 2020; Wednesday rows.
    (2021, 1, .wednesday, .iso, [53, 1, 2, 3, 4, nil]),
  ] as [(Int, Int, Weekday, WeekNumbering, [Int?])])
  func fourthDay(year: Int, month: Int, firstWeekday: Weekday, numbering: WeekNumbering, expected: [Int?]) {
    let grid = MonthGrid(month: YearMonth(year: year, month: month), firstWeekday: firstWeekday)
    #expect(grid.weekNumbers(numbering: numbering, rule: .fourthDay) == expected)
  }

  @Test("rows of next-month days only take their fourth day's week too")
  func adjacentRows() {
    let grid = MonthGrid(month: YearMonth(year: 2026, month: 11), firstWeekday: .sunday)
    #expect(grid.weekNumbersIncludingAdjacentRows(numbering: .iso, rule: .fourthDay) == [45, 46, 47, 48, 49, 50])
  }

  // Rows that start on the numbering's day hold one numbered week each, so the two rules must
  // agree for ISO weeks on Monday rows (cal's -m -w). Not for US weeks on Sunday rows: there cal
  // gives the December row that ends in January the old year's number (week 53 for 29 December
  // 2024 to 4 January 2025), while the fourth day is in week 1.
  @Test("ISO weeks on Monday rows: the fourth day's week is cal's, 1900-2100")
  func fourthDayIsCalsOnMondayRows() {
    var differing: [YearMonth] = []
    for year in 1900...2100 {
      for month in 1...12 {
        let grid = MonthGrid(month: YearMonth(year: year, month: month), firstWeekday: .monday)
        if grid.weekNumbers(numbering: .iso, rule: .fourthDay) != grid.weekNumbers(numbering: .iso) {
          differing.append(grid.month)
        }
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
  }

  @Test("US weeks on Sunday rows: cal's rule keeps week 53 where the fourth day is in week 1")
  func calsRuleOnSundayRowsDiffers() {
    let grid = MonthGrid(month: YearMonth(year: 2024, month: 12), firstWeekday: .sunday)
    #expect(grid.weekNumbers(numbering: .us) == [49, 50, 51, 52, 53, nil])
    #expect(grid.weekNumbers(numbering: .us, rule: .fourthDay) == [49, 50, 51, 52, 1, nil])
  }
}

// Tests of moving dates (Reform+Moving), the validating initialiser, grid indices and month strides.
import CalendarCore
import Testing

private func day(_ year: Int, _ month: Int, _ day: Int) -> CivilDate { CivilDate(year: year, month: month, day: day) }

@Suite("Moving dates")
struct DateMovingTests {
  // reform, start, days, the date reached (worked out from a printed calendar).
  @Test(
    arguments: [
      (Reform.gregorian, day(2026, 11, 30), 1, day(2026, 12, 1)),
      (.gregorian, day(2026, 12, 31), 1, day(2027, 1, 1)),
      (.gregorian, day(2024, 2, 28), 1, day(2024, 2, 29)),
      (.gregorian, day(2024, 3, 1), -1, day(2024, 2, 29)),
      (.gregorian, day(2026, 11, 30), 9, day(2026, 12, 9)),
      (.greatBritain1752, day(1752, 9, 2), 1, day(1752, 9, 14)),
      (.greatBritain1752, day(1752, 9, 14), -1, day(1752, 9, 2)),
      (.greatBritain1752, day(1700, 2, 28), 1, day(1700, 2, 29)),  // Julian leap year in Britain
      (.gregorian, day(1700, 2, 28), 1, day(1700, 3, 1)),
      (.julian, day(1900, 2, 28), 1, day(1900, 2, 29)),
    ] as [(Reform, CivilDate, Int, CivilDate)])
  func days(reform: Reform, start: CivilDate, count: Int, expected: CivilDate) {
    #expect(reform.date(start, advancedByDays: count) == expected)
    #expect(reform.date(expected, advancedByDays: -count) == start)
    #expect(reform.days(from: start, to: expected) == count)
    #expect(reform.days(from: expected, to: start) == -count)
  }

  @Test func weeksKeepTheWeekdayAndCrossTheGap() {
    let reform = Reform.greatBritain1752
    // Sunday 30 August 1752 + 1 week: Sunday 17 September (the 11 days of the gap are not counted).
    #expect(reform.date(day(1752, 8, 30), advancedByWeeks: 1) == day(1752, 9, 17))
    #expect(reform.weekday(of: day(1752, 8, 30)) == reform.weekday(of: day(1752, 9, 17)))
    #expect(Reform.gregorian.date(day(2026, 11, 30), advancedByWeeks: -5) == day(2026, 10, 26))
  }

  // reform, start, months, the date reached: the day clamped to the month's last, or past a gap.
  @Test(
    arguments: [
      (Reform.gregorian, day(2026, 1, 31), 1, day(2026, 2, 28)),
      (.gregorian, day(2024, 1, 31), 1, day(2024, 2, 29)),
      (.gregorian, day(2024, 3, 31), -1, day(2024, 2, 29)),
      (.gregorian, day(2026, 3, 31), 1, day(2026, 4, 30)),
      (.gregorian, day(2026, 11, 30), 12, day(2027, 11, 30)),
      (.gregorian, day(2024, 2, 29), 12, day(2025, 2, 28)),
      (.gregorian, day(2026, 12, 15), -25, day(2024, 11, 15)),
      (.greatBritain1752, day(1752, 8, 5), 1, day(1752, 9, 14)),  // 5 September never happened
      (.greatBritain1752, day(1752, 8, 2), 1, day(1752, 9, 2)),
      (.greatBritain1752, day(1752, 8, 31), 1, day(1752, 9, 30)),
      (.gregorian, day(1752, 8, 5), 1, day(1752, 9, 5)),
      (.julian, day(1900, 1, 31), 1, day(1900, 2, 29)),
    ] as [(Reform, CivilDate, Int, CivilDate)])
  func months(reform: Reform, start: CivilDate, count: Int, expected: CivilDate) {
    let moved = reform.date(start, advancedByMonths: count)
    #expect(moved == expected)
    #expect(reform.isValid(moved))
  }

  // A year of days each way from 1 September 1752 lands where counting one day at a time does,
  // and every date reached exists.
  @Test func daysAgreeWithStepping() {
    let reform = Reform.greatBritain1752
    var failures: [String] = []
    var stepped = day(1752, 9, 1)
    for count in 1...400 {
      stepped = reform.date(stepped, advancedByDays: 1)
      let jumped = reform.date(day(1752, 9, 1), advancedByDays: count)
      if jumped != stepped || !reform.isValid(jumped) { failures.append("\(count): \(jumped) vs \(stepped)") }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func validatingInitialiser() {
    #expect(CivilDate(year: 2026, month: 2, day: 29, reform: .gregorian) == nil)
    #expect(CivilDate(year: 2024, month: 2, day: 29, reform: .gregorian) == day(2024, 2, 29))
    #expect(CivilDate(year: 1752, month: 9, day: 10, reform: .greatBritain1752) == nil)
    #expect(CivilDate(year: 1752, month: 9, day: 10, reform: .gregorian) == day(1752, 9, 10))
    #expect(CivilDate(year: 2026, month: 13, day: 1, reform: .gregorian) == nil)
    #expect(CivilDate(year: 2026, month: 4, day: 31, reform: .julian) == nil)
    #expect(CivilDate(year: 2026, month: 4, day: 0, reform: .julian) == nil)
  }
}

@Suite("MonthGrid dates")
struct MonthGridDatesTests {
  @Test func indexOfDates() {
    // November 2026 starts on a Sunday: the 1st is cell 0, the 15th cell 14, 1 December cell 30.
    let grid = MonthGrid(month: YearMonth(year: 2026, month: 11))
    #expect(grid.index(of: day(2026, 11, 1)) == 0)
    #expect(grid.index(of: day(2026, 11, 15)) == 14)
    #expect(grid.index(of: day(2026, 12, 12)) == 41)
    #expect(grid.index(of: day(2026, 12, 13)) == nil)
    #expect(grid.index(of: day(2026, 10, 31)) == nil)
    #expect(grid.index(of: day(2026, 11, 31)) == nil)  // no such day
    #expect(grid.shows(day(2026, 12, 1)) && !grid.showsInMonth(day(2026, 12, 1)))
    #expect(grid.showsInMonth(day(2026, 11, 30)))
    // Every cell's date has that cell's index, and the ids are unique.
    #expect(grid.indices.allSatisfy { grid.index(of: grid[$0].date) == $0 })
    #expect(Set(grid.map(\.id)).count == 42)
  }

  @Test func indexAcrossTheGap() {
    let grid = MonthGrid(month: YearMonth(year: 1752, month: 9), firstWeekday: .monday)
    // Monday-first: Tuesday 1 September is cell 1, Thursday 14 September cell 3.
    #expect(grid.index(of: day(1752, 9, 1)) == 1)
    #expect(grid.index(of: day(1752, 9, 14)) == 3)
    #expect(grid.index(of: day(1752, 9, 5)) == nil)
    #expect(grid[3].id == day(1752, 9, 14))
  }
}

@Suite("YearMonth strides")
struct YearMonthStrideTests {
  @Test func rangesOfMonthsStep() {
    let months = Array(YearMonth(year: 2026, month: 11)...YearMonth(year: 2027, month: 2))
    #expect(months.map(\.description) == ["2026-11", "2026-12", "2027-01", "2027-02"])
    #expect(YearMonth(year: 2026, month: 11).distance(to: YearMonth(year: 2025, month: 11)) == -12)
    #expect(YearMonth(year: 2026, month: 11).advanced(by: 2) == YearMonth(year: 2027, month: 1))
    #expect(Array(stride(from: YearMonth(year: 2026, month: 1), to: YearMonth(year: 2027, month: 1), by: 3)).count == 4)
  }
}

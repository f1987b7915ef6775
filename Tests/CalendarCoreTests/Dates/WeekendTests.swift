// Tests of Weekend: a weekend through its changes, its day of rest, and a month grid that flags each day by it.

import CalendarCore
import Testing

/// The day number of a Gregorian date.
private func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
  Reform.gregorian.julianDay(of: CivilDate(year: year, month: month, day: day))
}

/// Saudi Arabia's weekend: Thursday and Friday, then Friday and Saturday from 28 June 2013.
private let saudiArabia = Weekend([.thursday, .friday])
  .changed(on: CivilDate(year: 2013, month: 6, day: 28), to: [.friday, .saturday])

@Suite("Weekend")
struct WeekendTests {
  @Test("a weekend that never changed is its days on every day")
  func unchanged() {
    let weekend: Weekend = [.friday, .saturday]
    #expect(!weekend.hasChanges)
    for julianDay in [0, day(1, 1, 1), day(2013, 6, 28), day(9999, 12, 31)] {
      #expect(weekend.days(onJulianDay: julianDay) == [.friday, .saturday])
      #expect(weekend.nextChange(afterJulianDay: julianDay) == nil)
    }
    #expect(Weekend.saturdayAndSunday.current == .saturdayAndSunday)
  }

  @Test("a change holds from its first day: Saudi Arabia's of 28 June 2013")
  func oneChange() {
    #expect(saudiArabia.hasChanges)
    #expect(saudiArabia.days(onJulianDay: day(1990, 1, 1)) == [.thursday, .friday])
    #expect(saudiArabia.days(onJulianDay: day(2013, 6, 27)) == [.thursday, .friday])
    #expect(saudiArabia.days(onJulianDay: day(2013, 6, 28)) == [.friday, .saturday])
    #expect(saudiArabia.days(onJulianDay: day(2026, 1, 1)) == [.friday, .saturday])
    #expect(saudiArabia.nextChange(afterJulianDay: day(2013, 1, 1)) == day(2013, 6, 28))
    #expect(saudiArabia.nextChange(afterJulianDay: day(2013, 6, 28)) == nil)
  }

  @Test("up to four changes, each in force from its day to the next's")
  func fourChanges() {
    let weekend = Weekend([.sunday])
      .changed(on: CivilDate(year: 1950, month: 1, day: 1), to: [.thursday, .friday])
      .changed(on: CivilDate(year: 2006, month: 9, day: 1), to: [.friday, .saturday])
      .changed(on: CivilDate(year: 2022, month: 1, day: 1), to: [.saturday, .sunday])
      .changed(on: CivilDate(year: 2030, month: 1, day: 1), to: [.friday])
    // Columns: a day, the weekend in force on it.
    let expected: [(Int, WeekdaySet)] = [
      (day(1949, 12, 31), [.sunday]), (day(1950, 1, 1), [.thursday, .friday]), (day(2006, 8, 31), [.thursday, .friday]),
      (day(2006, 9, 1), [.friday, .saturday]), (day(2021, 12, 31), [.friday, .saturday]),
      (day(2022, 1, 1), [.saturday, .sunday]), (day(2029, 12, 31), [.saturday, .sunday]), (day(2030, 1, 1), [.friday]),
    ]
    for (julianDay, days) in expected { #expect(weekend.days(onJulianDay: julianDay) == days, "\(julianDay)") }
  }

  // Columns: the weekend's days, the place's own day of rest, the day of rest.
  @Test(
    "the day of rest: the place's own where the weekend holds it, else Sunday, else Friday, else the last",
    arguments: [
      ([Weekday.saturday, .sunday], nil, Weekday.sunday),
      ([.friday, .saturday], nil, .friday),
      ([.friday, .saturday], .saturday, .saturday),
      ([.thursday, .friday], .saturday, .friday),
      ([.friday], nil, .friday),
      ([.sunday], nil, .sunday),
      ([.saturday], nil, .saturday),
      ([.friday, .sunday], nil, .sunday),
    ] as [([Weekday], Weekday?, Weekday)])
  func restDay(days: [Weekday], preferred: Weekday?, expected: Weekday) {
    let set = WeekdaySet(days)
    #expect(Weekend(set, restDay: preferred).restDay(among: set) == expected)
  }

  @Test("no day of rest in an empty weekend")
  func emptyWeekend() {
    #expect(Weekend(WeekdaySet()).restDay(among: WeekdaySet()) == nil)
  }

  @Test("a grid flags each cell by the weekend of its day, across a change within it, by index and by iteration")
  func gridAcrossAChange() {
    let grid = MonthGrid(month: YearMonth(year: 2013, month: 6), reform: .gregorian, weekend: saudiArabia)
    #expect(grid.weekendBefore == [.thursday, .friday] && grid.weekend == [.friday, .saturday])
    var flagged: [String] = []
    for (index, cell) in grid.enumerated() {
      #expect(cell == grid[index])
      if cell.isWeekend && cell.isInMonth { flagged.append("\(cell.date.day)") }
    }
    // Thursdays and Fridays to the 27th, then the 28th, the 29th (a Saturday) and no Thursday after.
    #expect(flagged == ["6", "7", "13", "14", "20", "21", "27", "28", "29"])
    let before = MonthGrid(month: YearMonth(year: 2013, month: 5), reform: .gregorian, weekend: saudiArabia)
    #expect(before.weekendBefore == before.weekend && before.weekend == [.thursday, .friday])
    let after = MonthGrid(month: YearMonth(year: 2013, month: 8), reform: .gregorian, weekend: saudiArabia)
    #expect(after.weekendBefore == after.weekend && after.weekend == [.friday, .saturday])
  }

  @Test("a grid of one weekend is the grid of its days")
  func gridOfOneWeekend() {
    let month = YearMonth(year: 2026, month: 12)
    #expect(
      MonthGrid(month: month, weekend: [.friday, .saturday]).map(\.isWeekend)
        == MonthGrid(month: month, weekend: Weekend(WeekdaySet([.friday, .saturday]))).map(\.isWeekend))
    #expect(MonthGrid(month: month).weekend == .saturdayAndSunday)
  }
}

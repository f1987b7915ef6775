// CalendarMonthGrid: a month of another calendar as six weeks of seven days.

import Testing

@testable import CalendarCore

@Suite("CalendarMonthGrid: any calendar's month as a grid")
struct CalendarMonthGridTests {
  @Test("Farvardin 1405 from Saturday: its days in order from its first, the months around it numbered on")
  func farvardin() throws {
    var cache = CalendarCache()
    let month = try #require(CalendarSystem.persian.monthSpan(year: 1405, month: 1, cache: &cache))
    let today = Reform.gregorian.julianDay(of: CivilDate(year: 2026, month: 3, day: 22))
    let grid = CalendarMonthGrid(
      month, previousDayCount: 29, firstWeekday: .saturday, todayJulianDay: today, weekend: [.friday])
    // 21 March 2026, 1 Farvardin, is a Saturday: the first cell.
    #expect(grid.leadingDays == 0)
    #expect(grid[0].day == 1 && grid[0].isInMonth && grid[0].weekday == .saturday)
    #expect(grid[1].isToday && !grid[0].isToday)
    #expect(grid[6].isWeekend && grid[6].weekday == .friday && !grid[5].isWeekend)
    #expect(grid[30].day == 31 && grid[30].isInMonth)
    #expect(grid[31].day == 1 && !grid[31].isInMonth)
    #expect(grid.julianDays.count == 42 && grid.julianDays.lowerBound == month.firstJulianDay)
    #expect(grid.rowsInMonth == 0...4)
  }

  @Test("a month starting mid-week: leading cells count down from the month before's last day")
  func leadingCells() throws {
    var cache = CalendarCache()
    // 1 Tishrei 5787 is Saturday 12 September 2026; Elul has 29 days.
    let month = try #require(CalendarSystem.hebrew.monthSpan(year: 5787, month: 7, cache: &cache))
    let grid = CalendarMonthGrid(month, previousDayCount: 29)
    #expect(grid.leadingDays == 6)
    #expect((0..<6).map { grid[$0].day } == [24, 25, 26, 27, 28, 29])
    #expect(grid[6].day == 1 && grid[6].isInMonth && grid[6].isWeekend)
    #expect(grid[0].isWeekend && grid[0].weekday == .sunday)
  }
}

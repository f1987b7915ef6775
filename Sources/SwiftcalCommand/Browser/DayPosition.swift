// DayPosition and dayPositions: where renderCalendar draws each day of the months it shows.

import CalendarCore

/// Where one day of the month is drawn in `renderCalendar`'s text: its line, the column its
/// number starts in and the number's width (the cell's width less its space), so that the
/// browser can draw the selected day over it and find the day a click lands on.
package struct DayPosition: Hashable, Sendable {
  /// The day.
  package var date: CivilDate
  /// The line, from 0 at the top of the text.
  package var line: Int
  /// The column the number's field starts in, from 0.
  package var column: Int
  /// The number's width: 2, or 3 with day-of-year numbers (`-j`).
  package var width: Int
  /// The first line of the row of month blocks the day is in, from which the browser scrolls.
  package var blockTop: Int
  /// Whether the day belongs to the block's month, rather than being an adjacent month's day
  /// shown around it (`-f`).
  package var isInMonth: Bool = true
  /// The number as drawn, where it is not the civil day's in ASCII digits (another calendar's day,
  /// `--main-calendar`).
  package var text: String?
}

/// The positions of every day of `request`'s months in the text `renderCalendar` makes of it
/// (without the legend of marks), and the text's height; with `-f`, the adjacent months' days
/// around each month too. Worked out from the same metrics the
/// layout uses; the tests compare each position with the rendered text.
/// - Parameters:
///   - request: what is shown.
///   - names: the locale's names (titles may take two lines).
///   - terminal: the width the layout is made for.
/// - Returns: the days' positions in date order, and the number of lines of the calendar.
func dayPositions(
  of request: Request, names: LocaleNames, terminal: TerminalInfo
) -> (days: [DayPosition], height: Int) {
  if request.mainCalendar != nil { return mainDayPositions(of: request, names: names, terminal: terminal) }
  let metrics = LayoutMetrics(request: request, names: names, terminal: terminal)
  let layout = CalendarLayout(request: request, names: names, style: .plain, metrics: metrics)
  let dayWidth = metrics.dayWidth
  let hasWeekNumbers = request.weekNumbering != nil
  var positions: [DayPosition] = []
  // Each calendar of `--calendar` adds a line under the year's heading, under each row of titles and under each
  // line of days (each week's, or with -v each weekday's).
  let calendarLines = request.calendars.count
  var top = request.yearHeader == nil ? 0 : 2 + calendarLines
  var start = 0
  while start < request.months.count {
    let end = min(start + metrics.monthsPerRow, request.months.count)
    let grids = (start..<end).map { request.grid(for: request.months[$0]) }
    if request.isVertical {
      // A blank line between rows of blocks, as renderCalendar writes it.
      if start > 0 { top += 1 }
      let titleCount = layout.titleLines(grids, width: dayWidth * MonthGrid.rowCount).count + calendarLines
      for (place, grid) in grids.enumerated() {
        // The weekday names' column, then each block's six weeks and its gutter.
        let blockStart = dayWidth - 1 + place * (dayWidth * MonthGrid.rowCount + metrics.gutter)
        for index in shownCells(of: grid, request: request) {
          positions.append(
            DayPosition(
              date: grid[index].date, line: top + titleCount + index % MonthGrid.columnCount * (1 + calendarLines),
              column: blockStart + (index / MonthGrid.columnCount) * dayWidth + 1, width: dayWidth - 1,
              blockTop: top, isInMonth: grid.dayOfMonth(at: index) != nil))
        }
      }
      top += titleCount + MonthGrid.columnCount * (1 + calendarLines) + (hasWeekNumbers ? 1 : 0)
    } else {
      let titleCount = layout.titleLines(grids, width: metrics.blockWidth).count + calendarLines
      for (place, grid) in grids.enumerated() {
        // A row's first cell has no space before it; with week numbers, the number and a space
        // come first.
        let blockStart = place * (metrics.blockWidth + metrics.gutter) + (hasWeekNumbers ? 3 : 0)
        for index in shownCells(of: grid, request: request) {
          positions.append(
            DayPosition(
              date: grid[index].date, line: top + titleCount + 1 + index / MonthGrid.columnCount * (1 + calendarLines),
              column: blockStart + (index % MonthGrid.columnCount) * dayWidth, width: dayWidth - 1, blockTop: top,
              isInMonth: grid.dayOfMonth(at: index) != nil))
        }
      }
      top += titleCount + 1 + MonthGrid.rowCount * (1 + calendarLines)
    }
    start = end
  }
  return (positions, top)
}

/// The cells of `grid` that show a number: the month's days, or all 42 with `-f`.
private func shownCells(of grid: MonthGrid, request: Request) -> Range<Int> {
  request.showsAdjacentDays ? grid.indices : grid.leadingDays..<(grid.leadingDays + grid.dayCount)
}

/// `dayPositions` of a main calendar's months (`--main-calendar`), as `renderMainCalendar` draws them: under a
/// year's heading its two lines, a line per other calendar and an empty line; each row of blocks its title, the
/// civil months' line, a line per other calendar and the weekday names, then each week's line followed by its civil
/// line and a line per other calendar.
private func mainDayPositions(
  of request: Request, names: LocaleNames, terminal: TerminalInfo
) -> (days: [DayPosition], height: Int) {
  guard let system = request.mainCalendar else { return ([], 0) }
  let metrics = LayoutMetrics(request: request, names: names, terminal: terminal)
  let (dayWidth, calendarLines) = (metrics.dayWidth, request.calendars.count)
  let perRow = request.mainMonthCount > 1 ? max(metrics.monthsPerRow, 1) : 1
  let writer = MainCalendarRowWriter(
    layout: CalendarLayout(request: request, names: names, style: .plain, metrics: metrics), system: system)
  var cache = CalendarCache()
  var positions: [DayPosition] = []
  var top = request.mainYearHeader == nil ? 0 : 3 + calendarLines
  var month = request.mainFirstMonth
  var start = 0
  while start < request.mainMonthCount {
    let blockCount = min(perRow, request.mainMonthCount - start)
    let firstLine = top + 3 + calendarLines
    for place in 0..<blockCount {
      if start + place > 0 { month = system.monthSpan(after: month, cache: &cache) ?? month }
      let grid = CalendarMonthGrid(month, previousDayCount: 30, firstWeekday: request.firstWeekday)
      let cells = request.showsAdjacentDays ? 0..<42 : grid.leadingDays..<(grid.leadingDays + month.dayCount)
      for index in cells {
        positions.append(
          DayPosition(
            date: request.reform.date(fromJulianDay: grid.firstCellJulianDay + index),
            line: firstLine + index / MonthGrid.columnCount * (2 + calendarLines),
            column: place * (metrics.blockWidth + metrics.gutter) + (index % MonthGrid.columnCount) * dayWidth,
            width: dayWidth - 1, blockTop: top, isInMonth: grid[index].isInMonth, text: writer.dayText(grid[index].day)))
      }
    }
    top = firstLine + MonthGrid.rowCount * (2 + calendarLines)
    start += blockCount
  }
  return (positions, top)
}

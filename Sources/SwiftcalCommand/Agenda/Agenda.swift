// The agenda (--agenda): a line for each thing the days hold, the days in order, empty days left out.

import CalendarCore

/// Calls `body` with each day of `request`'s agenda that holds something the agenda lists, in order: its cell
/// (date, weekday, weekend, today), its facts (`day` of `index`) and its lines (`AgendaLine.lines`). Stops
/// when `body` returns `false`.
/// - Returns: `false` when `body` did, `true` otherwise.
@discardableResult
func forEachAgendaDay(
  of request: Request,
  _ body: (_ cell: MonthGrid.Day, _ day: DayFactIndex.Day, _ index: DayFactIndex, _ lines: [AgendaLine]) -> Bool
) -> Bool {
  guard let days = request.agendaDays else { return true }
  var cache = DayFactCache()
  let events = EventSources(request.facts)
  var goesOn = true
  // A month's index at a time, as the legend reads them: a large calendar file gives many facts a month.
  for month in request.months where goesOn {
    let grid = request.grid(for: month, today: request.today)
    let first = max(grid.monthJulianDays.lowerBound, days.lowerBound)
    let last = min(grid.monthJulianDays.upperBound, days.upperBound)
    guard first <= last else { continue }
    let index = request.facts.index(ofDaysFrom: first, through: last, reform: request.reform, cache: &cache)
    index.forEachDay { day in
      guard goesOn else { return }
      let lines = AgendaLine.lines(of: day, in: index, events: events)
      guard !lines.isEmpty else { return }
      goesOn = body(grid[day.julianDay - grid.julianDays.lowerBound], day, index, lines)
    }
  }
  return goesOn
}

/// The agenda as text (`--agenda`): for each thing a day holds, a line of the day's date and weekday (the
/// locale's abbreviation, as `date +%a` writes it), its time on the day when it has one, and what it is, two
/// spaces apart:
///
///     2026-12-24 Thu  Christmas Eve (US)
///     2026-12-24 Thu  02:28  Full moon
///     2026-12-24 Thu  09:30–10:00  Standup
///
/// On a terminal the date and weekday take the grid's colours: today's, a holiday's, the weekend's.
/// - Parameter emit: takes the text made so far, in parts of about 128 KiB; returns `false` to stop.
/// - Returns: what is left to write after the last part handed to `emit`.
package func renderAgenda(
  _ request: Request, names: LocaleNames, style: Style = .plain, emit: ((TextBuffer) -> Bool)? = nil
) -> TextBuffer {
  var output = TextBuffer(reservingCapacity: 4_096)
  forEachAgendaDay(of: request) { cell, day, index, lines in
    let weekend = request.weekend.days(onJulianDay: day.julianDay)
    let color: GraphicRendition =
      cell.isToday
      ? style.theme[.today]
      : index.kinds(onDay: day.julianDay).contains(.holiday)
        ? style.theme[.holiday]
        : style.weekendColor(of: cell.weekday, weekend: weekend, restDay: request.weekend.restDay(among: weekend))
    var date = TextBuffer(reservingCapacity: 32)
    date.appendISODate(cell.date)
    date.append(" ")
    date.append(names.weekdayAbbreviations[cell.weekday.rawValue - 1])
    let field = style.start(color) + date.text + style.end(color)
    for line in lines {
      output.append(field)
      if !line.time.isEmpty { output.append("  " + line.time) }
      if !line.text.isEmpty { output.append("  " + line.text) }
      output.appendNewline()
    }
    guard let emit, output.count >= 1 << 17 else { return true }
    defer { output = TextBuffer(reservingCapacity: 4_096) }
    return emit(output)
  }
  return output
}

// renderJSON: the requested months as JSON (--json).

import CalendarCore

/// The requested months as JSON (`--json`), for scripts: one object per month with all 42 cells
/// of its grid, and the settings that shaped the grids.
///
///     {
///       "firstWeekday": "sunday", "reform": "1752", "weekNumbering": "us",
///       "weekend": ["sunday", "saturday"], "today": "2026-11-30",
///       "months": [
///         {"year": 2026, "month": 11, "name": "November", "cells": [
///           {"date": "2026-11-01", "day": 1, "inMonth": true, "weekday": "sunday", "weekend": true,
///            "today": false, "dayOfYear": 305, "weekNumber": 45, "marks": []}, …]}]
///     }
///
/// Cells run row by row from the top left. `today` flags the real today (the clock's, or
/// `--today`), not a date given as an argument. Week numbers are ISO 8601 when weeks start on
/// Monday and US otherwise, as `-w` numbers them, unless `--week-numbering` chose; each is the
/// number of the cell's own date. `marks` holds the labels of the marks on the cell's date in the
/// order given (`""` for a mark without a label).
///
/// With `--calendar`, each cell has `"calendars"`: an object with the cell's date in each calendar asked
/// for, in the order asked, `{"hebrew": {"year": 5787, "month": 10, "leap": false, "day": 12}}` (months
/// numbered as `CalendarSystemDate` numbers them; `leap` for a lunisolar leap month). A calendar is left
/// out of a cell outside its range (`{}` when every one is). With `--moon`, a cell of a principal phase
/// has `"moon"` (`new`, `first-quarter`, `full` or `last-quarter`) and `"moonTime"`, its local time
/// (`"01:28"`); other cells have neither. With `--sun`, every cell has `"sunrise"` and `"sunset"`, and
/// `"sun"` on a polar day or night (`SunCellJSON`). With `--holidays`, each cell has `"holidays"`,
/// `"workingDays"` and `"dayOff"` (`HolidayCellJSON`); with `--ics`, `"events"` (`EventSources`). Without
/// these options the cells are as before.
/// - Parameters:
///   - request: the months and settings.
///   - names: the locale's month names.
///   - chunkSize: how many bytes to gather before handing them to `emit`.
///   - emit: takes each chunk in order; returns `false` to stop early (say, on a write error).
package func renderJSON(
  _ request: Request, names: LocaleNames, chunkSize: Int = 1 << 20, emit: (TextBuffer) -> Bool
) {
  if request.mainCalendar != nil {
    renderMainCalendarJSON(request, names: names, chunkSize: chunkSize, emit: emit)
    return
  }
  var output = TextBuffer(reservingCapacity: min(chunkSize, 16_384) + 8_192)
  appendSettings(of: request, to: &output)
  output.append("  \"months\": [\n")
  var factCache = DayFactCache()
  // The sources' names as JSON keys, quoted once rather than for every cell.
  let cells = JSONCellWriter(request)
  for (position, month) in request.months.enumerated() {
    // `today` is the real today here, not a day the arguments named.
    let grid = request.grid(for: month, today: request.today)
    let days = grid.julianDays
    let facts = request.facts.index(
      ofDaysFrom: days.lowerBound, through: days.upperBound, reform: request.reform, cache: &factCache)
    appendMonth(grid, name: names.monthName(month.month), facts: facts, cells: cells, to: &output)
    output.append(position < request.months.count - 1 ? ",\n" : "\n")
    if output.count >= chunkSize {
      guard emit(output) else { return }
      output = TextBuffer(reservingCapacity: min(chunkSize, 16_384) + 8_192)
    }
  }
  output.append("  ]\n}\n")
  _ = emit(output)
}

/// The opening brace and the settings that shaped the days: first weekday, reform, week numbering, weekend
/// and today, a line each, as the months' JSON and the agenda's begin.
func appendSettings(of request: Request, to output: inout TextBuffer) {
  output.append("{\n")
  output.append("  \"firstWeekday\": \"\(englishName(of: request.firstWeekday))\",\n")
  output.append("  \"reform\": \"\(reformWord(of: request.reform))\",\n")
  output.append("  \"weekNumbering\": \"\(request.countedWeekNumbering.rawValue)\",\n")
  // The weekend of the first day shown: each cell says whether it is a weekend day by the weekend of its day.
  let firstWeekend = request.firstWeekend.days
  let weekend = Weekday.allCases.filter(firstWeekend.contains).map { "\"\(englishName(of: $0))\"" }
  output.append("  \"weekend\": [\(weekend.joined(separator: ", "))],\n")
  output.append("  \"today\": \"\(request.today)\",\n")
}

/// The whole JSON text at once (for tests and small requests).
package func renderJSON(_ request: Request, names: LocaleNames) -> String {
  var text = ""
  renderJSON(request, names: names) { chunk in
    text += chunk.text
    return true
  }
  return text
}

/// One month's object, indented to sit in the `months` array, its cells written by `cells`.
private func appendMonth(
  _ grid: MonthGrid, name: String, facts: DayFactIndex, cells: JSONCellWriter, to output: inout TextBuffer
) {
  let factDays = facts.days
  var nextFactDay = 0
  output.append("    {\n      \"year\": ")
  output.appendNumber(grid.month.year, width: 0)
  output.append(",\n      \"month\": ")
  output.appendNumber(grid.month.month, width: 0)
  output.append(",\n      \"name\": \(jsonQuoted(name)),\n      \"cells\": [\n")
  for (index, cell) in grid.enumerated() {
    // The index's days are in cell order: each is the next cell's or a later one's.
    let opening = "        {\"date\": \""
    if nextFactDay < factDays.count && factDays[nextFactDay].julianDay == facts.firstDay + index {
      cells.append(cell, reform: grid.reform, day: factDays[nextFactDay], in: facts, opening: opening, to: &output)
      nextFactDay += 1
    } else {
      cells.append(cell, reform: grid.reform, day: nil, in: facts, opening: opening, to: &output)
    }
    output.append(index < grid.count - 1 ? "},\n" : "}\n")
  }
  output.append("      ]\n    }")
}

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
/// - Parameters:
///   - request: the months and settings.
///   - names: the locale's month names.
///   - chunkSize: how many bytes to gather before handing them to `emit`.
///   - emit: takes each chunk in order; returns `false` to stop early (say, on a write error).
package func renderJSON(
  _ request: Request, names: LocaleNames, chunkSize: Int = 1 << 20, emit: (TextBuffer) -> Bool
) {
  let numbering = request.countedWeekNumbering
  var output = TextBuffer(reservingCapacity: min(chunkSize, 16_384) + 8_192)
  output.append("{\n")
  output.append("  \"firstWeekday\": \"\(englishName(of: request.firstWeekday))\",\n")
  output.append("  \"reform\": \"\(reformWord(of: request.reform))\",\n")
  output.append("  \"weekNumbering\": \"\(numbering.rawValue)\",\n")
  let weekend = Weekday.allCases.filter(request.weekend.contains).map { "\"\(englishName(of: $0))\"" }
  output.append("  \"weekend\": [\(weekend.joined(separator: ", "))],\n")
  output.append("  \"today\": \"\(request.today)\",\n")
  output.append("  \"months\": [\n")
  var factCache = DayFactCache()
  for (position, month) in request.months.enumerated() {
    // `today` is the real today here, not a day the arguments named.
    let grid = request.grid(for: month, today: request.today)
    let days = grid.julianDays
    let facts = request.facts.index(
      ofDaysFrom: days.lowerBound, through: days.upperBound, reform: request.reform, cache: &factCache)
    appendMonth(grid, name: names.monthName(month.month), numbering: numbering, facts: facts, to: &output)
    output.append(position < request.months.count - 1 ? ",\n" : "\n")
    if output.count >= chunkSize {
      guard emit(output) else { return }
      output = TextBuffer(reservingCapacity: min(chunkSize, 16_384) + 8_192)
    }
  }
  output.append("  ]\n}\n")
  _ = emit(output)
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

/// One month's object, indented to sit in the `months` array. Cells are appended piece by piece
/// rather than interpolated, which makes `--json -n 120000` several times faster.
private func appendMonth(
  _ grid: MonthGrid, name: String, numbering: WeekNumbering, facts: DayFactIndex, to output: inout TextBuffer
) {
  let factDays = facts.days
  var nextFactDay = 0
  output.append("    {\n      \"year\": ")
  output.appendNumber(grid.month.year, width: 0)
  output.append(",\n      \"month\": ")
  output.appendNumber(grid.month.month, width: 0)
  output.append(",\n      \"name\": \(jsonQuoted(name)),\n      \"cells\": [\n")
  for (index, cell) in grid.enumerated() {
    output.append("        {\"date\": \"")
    output.appendZeroPadded(cell.date.year, width: 4)
    output.append("-")
    output.appendZeroPadded(cell.date.month, width: 2)
    output.append("-")
    output.appendZeroPadded(cell.date.day, width: 2)
    output.append("\", \"day\": ")
    output.appendNumber(cell.date.day, width: 0)
    output.append(cell.isInMonth ? ", \"inMonth\": true, \"weekday\": \"" : ", \"inMonth\": false, \"weekday\": \"")
    output.append(englishName(of: cell.weekday))
    output.append(cell.isWeekend ? "\", \"weekend\": true, " : "\", \"weekend\": false, ")
    output.append(cell.isToday ? "\"today\": true, \"dayOfYear\": " : "\"today\": false, \"dayOfYear\": ")
    output.appendNumber(cell.dayOfYear, width: 0)
    output.append(", \"weekNumber\": ")
    output.appendNumber(grid.reform.weekNumber(of: cell.date, numbering: numbering), width: 0)
    // The index's days are in cell order: each is the next cell's or a later one's.
    if nextFactDay < factDays.count && factDays[nextFactDay].julianDay == facts.firstDay + index {
      let labels = facts.labels(on: factDays[nextFactDay], of: .mark).map(jsonQuoted)
      output.append(", \"marks\": [\(labels.joined(separator: ", "))]")
      nextFactDay += 1
    } else {
      output.append(", \"marks\": []")
    }
    output.append(index < grid.count - 1 ? "},\n" : "}\n")
  }
  output.append("      ]\n    }")
}

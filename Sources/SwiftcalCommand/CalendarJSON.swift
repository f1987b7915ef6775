// swiftcal — MIT licence.

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
///            "today": false, "dayOfYear": 305, "weekNumber": 45}, …]}]
///     }
///
/// Cells run row by row from the top left. `today` flags the real today (the clock's, or
/// `--today`), not a date given as an argument. Week numbers are ISO 8601 when weeks start on
/// Monday and US otherwise, as `-w` numbers them, each of the cell's own date.
/// - Parameters:
///   - request: the months and settings.
///   - names: the locale's month names.
///   - chunkSize: how many bytes to gather before handing them to `emit`.
///   - emit: takes each chunk in order; returns `false` to stop early (say, on a write error).
public func renderJSON(
  _ request: Request, names: LocaleNames, chunkSize: Int = 1 << 20, emit: (TextBuffer) -> Bool
) {
  let numbering = request.weekNumbering ?? WeekNumbering.matching(firstWeekday: request.firstWeekday)
  var output = TextBuffer(reservingCapacity: min(chunkSize, 16_384) + 8_192)
  output.append("{\n")
  output.append("  \"firstWeekday\": \"\(englishName(of: request.firstWeekday))\",\n")
  output.append("  \"reform\": \"\(reformName(request.reform))\",\n")
  output.append("  \"weekNumbering\": \"\(numbering == .iso ? "iso" : "us")\",\n")
  let weekend = Weekday.allCases.filter(request.weekend.contains).map { "\"\(englishName(of: $0))\"" }
  output.append("  \"weekend\": [\(weekend.joined(separator: ", "))],\n")
  output.append("  \"today\": \"\(request.today)\",\n")
  output.append("  \"months\": [\n")
  for (position, month) in request.months.enumerated() {
    let grid = MonthGrid(
      month: month, firstWeekday: request.firstWeekday, reform: request.reform, today: request.today,
      weekend: request.weekend)
    appendMonth(grid, name: names.monthName(month.month), numbering: numbering, to: &output)
    output.append(position < request.months.count - 1 ? ",\n" : "\n")
    if output.bytes.count >= chunkSize {
      guard emit(output) else { return }
      output = TextBuffer(reservingCapacity: min(chunkSize, 16_384) + 8_192)
    }
  }
  output.append("  ]\n}\n")
  _ = emit(output)
}

/// The whole JSON text at once (for tests and small requests).
public func renderJSON(_ request: Request, names: LocaleNames) -> String {
  var text = ""
  renderJSON(request, names: names) { chunk in
    text += chunk.text
    return true
  }
  return text
}

/// The `--reform` word for `reform`.
func reformName(_ reform: Reform) -> String {
  switch reform {
  case .greatBritain1752: return "1752"
  case .gregorian: return "gregorian"
  case .julian: return "julian"
  }
}

/// One month's object, indented to sit in the `months` array.
private func appendMonth(_ grid: MonthGrid, name: String, numbering: WeekNumbering, to output: inout TextBuffer) {
  output.append("    {\n")
  output.append("      \"year\": \(grid.month.year),\n")
  output.append("      \"month\": \(grid.month.month),\n")
  output.append("      \"name\": \(jsonQuoted(name)),\n")
  output.append("      \"cells\": [\n")
  for (index, cell) in grid.enumerated() {
    output.append("        {\"date\": \"\(cell.date)\", \"day\": \(cell.date.day), \"inMonth\": \(cell.isInMonth), ")
    output.append("\"weekday\": \"\(englishName(of: cell.weekday))\", \"weekend\": \(cell.isWeekend), ")
    output.append("\"today\": \(cell.isToday), \"dayOfYear\": \(cell.dayOfYear), ")
    output.append("\"weekNumber\": \(grid.reform.weekNumber(of: cell.date, numbering: numbering))}")
    output.append(index < grid.count - 1 ? ",\n" : "\n")
  }
  output.append("      ]\n")
  output.append("    }")
}

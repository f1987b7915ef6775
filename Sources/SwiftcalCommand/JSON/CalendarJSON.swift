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
  // The sources' names as JSON keys, quoted once rather than for every cell.
  let facts = request.facts
  let quotedNames =
    request.calendars.isEmpty ? [] : (0..<facts.sourceCount).map { jsonQuoted(facts.sourceName(at: $0)) }
  let sunCells = SunCellJSON(request.facts)
  let holidayCells = HolidayCellJSON(request.facts)
  let eventSources = EventSources(request.facts)
  for (position, month) in request.months.enumerated() {
    // `today` is the real today here, not a day the arguments named.
    let grid = request.grid(for: month, today: request.today)
    let days = grid.julianDays
    let facts = request.facts.index(
      ofDaysFrom: days.lowerBound, through: days.upperBound, reform: request.reform, cache: &factCache)
    appendMonth(
      grid, name: names.monthName(month.month), numbering: numbering, facts: facts,
      quotedNames: quotedNames, sunCells: sunCells, holidayCells: holidayCells, eventSources: eventSources,
      to: &output)
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
/// rather than interpolated, which makes long ranges with `--json` much faster.
/// - Parameter quotedNames: the names of the facts' sources, quoted, when `--calendar` asked for
///   calendars (so that every cell has `calendars`); empty otherwise.
private func appendMonth(
  _ grid: MonthGrid, name: String, numbering: WeekNumbering, facts: DayFactIndex, quotedNames: [String],
  sunCells: SunCellJSON?, holidayCells: HolidayCellJSON?, eventSources: EventSources?, to output: inout TextBuffer
) {
  let showsCalendars = !quotedNames.isEmpty
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
      let labels = facts.labels(on: factDays[nextFactDay], of: .mark)
      // Most days of other calendars and the moon have no mark: no string made for them.
      if labels.isEmpty {
        output.append(", \"marks\": []")
      } else {
        output.append(", \"marks\": [\(labels.map(jsonQuoted).joined(separator: ", "))]")
      }
      appendCalendarsAndMoon(of: factDays[nextFactDay], in: facts, quotedNames: quotedNames, to: &output)
      sunCells?.appendCell(day: factDays[nextFactDay], in: facts, to: &output)
      holidayCells?.appendCell(day: factDays[nextFactDay], in: facts, isWeekend: cell.isWeekend, to: &output)
      eventSources?.appendCell(day: factDays[nextFactDay], in: facts, to: &output)
      nextFactDay += 1
    } else {
      output.append(showsCalendars ? ", \"marks\": [], \"calendars\": {}" : ", \"marks\": []")
      sunCells?.appendCell(day: nil, in: facts, to: &output)
      holidayCells?.appendCell(day: nil, in: facts, isWeekend: cell.isWeekend, to: &output)
      eventSources?.appendCell(day: nil, in: facts, to: &output)
    }
    output.append(index < grid.count - 1 ? "},\n" : "}\n")
  }
  output.append("      ]\n    }")
}

/// A cell's `"calendars"` (when `quotedNames`, the sources' names quoted, are given) and `"moon"` and
/// `"moonTime"` (on a phase's day), read from the values of the facts on `day`.
private func appendCalendarsAndMoon(
  of day: DayFactIndex.Day, in facts: DayFactIndex, quotedNames: [String], to output: inout TextBuffer
) {
  let showsCalendars = !quotedNames.isEmpty
  var moon: (phase: MoonPhase, minuteOfDay: Int)?
  var isFirst = true
  if showsCalendars { output.append(", \"calendars\": {") }
  for position in day.factPositions {
    switch facts.kind(at: position) {
    // The kind first: only these kinds' values are asked for.
    case .calendarDate:
      guard case .calendarDate(_, let date) = facts.value(at: position) else { break }
      let name = quotedNames[facts.sourcePosition(at: position)]
      // Written as bytes: a cell of every day for every calendar, where a string appended at a time
      // would cost `--json` much of its speed. 96 bytes hold the rest with two 20-digit numbers.
      output.appendBytes(upTo: name.utf8.count + 96) { cursor in
        if !isFirst { write(", ", to: &cursor) }
        for byte in name.utf8 { cursor.write(byte) }
        write(": {\"year\": ", to: &cursor)
        cursor.writeDecimal(date.year)
        write(", \"month\": ", to: &cursor)
        cursor.writeDecimal(date.month)
        write(date.isLeapMonth ? ", \"leap\": true, \"day\": " : ", \"leap\": false, \"day\": ", to: &cursor)
        cursor.writeDecimal(date.day)
        cursor.write(UInt8(ascii: "}"))
      }
      isFirst = false
    case .moonPhase:
      if case .moonPhase(let phase, let minuteOfDay) = facts.value(at: position) { moon = (phase, minuteOfDay) }
    default: break
    }
  }
  if showsCalendars { output.append("}") }
  guard let moon else { return }
  output.append(", \"moon\": \"")
  output.append(jsonName(of: moon.phase))
  output.append("\", \"moonTime\": \"")
  output.appendZeroPadded(moon.minuteOfDay / 60, width: 2)
  output.append(":")
  output.appendZeroPadded(moon.minuteOfDay % 60, width: 2)
  output.append("\"")
}

/// A phase's name in JSON: `new`, `first-quarter`, `full`, `last-quarter`.
private func jsonName(of phase: MoonPhase) -> String {
  switch phase {
  case .new: return "new"
  case .firstQuarter: return "first-quarter"
  case .full: return "full"
  case .lastQuarter: return "last-quarter"
  }
}

/// Writes `text`'s bytes at `cursor`.
private func write(_ text: StaticString, to cursor: inout ByteCursor) {
  text.withUTF8Buffer { cursor.write($0) }
}

// JSONCellWriter: one day's cell object, as the months' JSON and the agenda's give it.

import CalendarCore

/// Writes a day's cell object: its date, day, whether it is in the month shown, weekday, weekend, today,
/// day of the year, week number and marks, then what the request's facts add (`"calendars"`, `"moon"`,
/// `"sunrise"` and `"sunset"`, `"holidays"`, `"events"`). The caller writes what comes before and after it. `renderJSON` writes the 42 cells of each month with it, `renderAgendaJSON` the
/// days of the agenda, so that a script reads one form of day.
struct JSONCellWriter {
  /// The week numbering the cells' numbers count in.
  private let numbering: WeekNumbering
  /// The names of the facts' sources, quoted, when `--calendar` asked for calendars (so that every cell has
  /// `calendars`); empty otherwise. Quoted once rather than for every cell.
  private let quotedNames: [String]
  /// The sun's part of a cell, with `--sun`.
  private let sunCells: SunCellJSON?
  /// The holidays' part of a cell, with `--holidays`.
  private let holidayCells: HolidayCellJSON?
  /// The events' part of a cell, with `--ics`.
  private let eventSources: EventSources?
  /// Whether cells have solar terms or rokuyō (`appendAlmanacKeys`).
  private let showsAlmanac: Bool

  init(_ request: Request) {
    let facts = request.facts
    showsAlmanac = !facts.kinds.isDisjoint(with: [.solarTerm, .rokuyo])
    numbering = request.countedWeekNumbering
    quotedNames =
      request.calendars.isEmpty ? [] : (0..<facts.sourceCount).map { jsonQuoted(facts.sourceName(at: $0)) }
    sunCells = SunCellJSON(facts)
    holidayCells = HolidayCellJSON(facts)
    eventSources = EventSources(facts)
  }

  /// Appends the object of `cell`, whose facts are those of `day` in `facts` (`nil`: it has none), after
  /// `opening`, the text before it and its `{"date": "`, and without its closing brace, which goes with the text
  /// after it: one append each, where a cell is a dozen. Cells are appended piece by piece rather than
  /// interpolated, which makes long ranges with `--json` much faster.
  /// - Parameter calendarDay: the cell's `"day"` when the grid is another calendar's (`--main-calendar`): the day
  ///   of the month in it; the civil date's day otherwise.
  func append(
    _ cell: MonthGrid.Day, reform: Reform, day: DayFactIndex.Day?, in facts: DayFactIndex, opening: String,
    calendarDay: Int? = nil, to output: inout TextBuffer
  ) {
    output.append(opening)
    output.appendISODate(cell.date)
    output.append("\", \"day\": ")
    output.appendNumber(calendarDay ?? cell.date.day, width: 0)
    output.append(cell.isInMonth ? ", \"inMonth\": true, \"weekday\": \"" : ", \"inMonth\": false, \"weekday\": \"")
    output.append(englishName(of: cell.weekday))
    output.append(cell.isWeekend ? "\", \"weekend\": true, " : "\", \"weekend\": false, ")
    output.append(cell.isToday ? "\"today\": true, \"dayOfYear\": " : "\"today\": false, \"dayOfYear\": ")
    output.appendNumber(cell.dayOfYear, width: 0)
    output.append(", \"weekNumber\": ")
    output.appendNumber(reform.weekNumber(of: cell.date, numbering: numbering), width: 0)
    if let day {
      let labels = facts.labels(on: day, of: .mark)
      // Most days of other calendars and the moon have no mark: no string made for them.
      if labels.isEmpty {
        output.append(", \"marks\": []")
      } else {
        output.append(", \"marks\": [\(labels.map(jsonQuoted).joined(separator: ", "))]")
      }
      appendCalendarsAndMoon(of: day, in: facts, to: &output)
      if showsAlmanac { appendAlmanacKeys(of: day, in: facts, to: &output) }
      sunCells?.appendCell(day: day, in: facts, to: &output)
      holidayCells?.appendCell(day: day, in: facts, isWeekend: cell.isWeekend, to: &output)
      eventSources?.appendCell(day: day, in: facts, to: &output)
    } else {
      output.append(quotedNames.isEmpty ? ", \"marks\": []" : ", \"marks\": [], \"calendars\": {}")
      sunCells?.appendCell(day: nil, in: facts, to: &output)
      holidayCells?.appendCell(day: nil, in: facts, isWeekend: cell.isWeekend, to: &output)
      eventSources?.appendCell(day: nil, in: facts, to: &output)
    }
  }

  /// A cell's `"calendars"` (when calendars were asked for) and `"moon"` and `"moonTime"` (on a phase's day),
  /// read from the values of the facts on `day`.
  private func appendCalendarsAndMoon(of day: DayFactIndex.Day, in facts: DayFactIndex, to output: inout TextBuffer) {
    let showsCalendars = !quotedNames.isEmpty
    var moon: (phase: MoonPhase, minuteOfDay: Int, name: String)?
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
        if case .moonPhase(let phase, let minuteOfDay) = facts.value(at: position),
          let source = facts.source(at: position) as? MoonPhaseDays
        {
          moon = (phase, minuteOfDay, source.phaseName(ofFact: facts.factNumber(at: position)))
        }
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
    output.append("\", \"moonName\": ")
    output.append(jsonQuoted(moon.name))
  }
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

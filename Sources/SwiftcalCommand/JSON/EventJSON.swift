// EventJSON: a cell's events in --json.

import CalendarCore

extension EventSources {
  /// Appends a cell's `"events"` from the facts on `day` (`nil`: none), in time order:
  ///
  ///     , "events": [{"summary": "Standup", "start": "2026-12-03T09:30", "end": "2026-12-03T09:45",
  ///     "allDay": false}]
  ///
  /// Times are on the clock of the zone shown; an all-day event's are dates, its end exclusive as
  /// iCalendar writes it (`"start": "2026-12-24", "end": "2026-12-26"` for two days).
  func appendCell(day: DayFactIndex.Day?, in facts: DayFactIndex, to output: inout TextBuffer) {
    guard let day else {
      output.append(", \"events\": []")
      return
    }
    let objects = occurrences(on: day, in: facts).map { occurrence in
      "{\"summary\": " + jsonQuoted(occurrence.summary) + ", \"start\": \""
        + eventTimeText(occurrence.start, isAllDay: occurrence.isAllDay) + "\", \"end\": \""
        + eventTimeText(occurrence.end, isAllDay: occurrence.isAllDay) + "\", \"allDay\": "
        + (occurrence.isAllDay ? "true}" : "false}")
    }
    output.append(", \"events\": [")
    output.append(objects.joined(separator: ", "))
    output.append("]")
  }
}

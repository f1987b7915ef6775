// selectedDayList: the lines under the month in the browser that list what the selected day holds.

import CalendarCore

/// What the selected day holds, a line each, as the agenda lists it but without the date: holidays with their
/// country, marks, other calendars' dates, all-day events, then the moon's phase, sunrise and sunset and the events
/// by their times (`09:30–10:00  Standup`); none when the day holds nothing. The browser shows them under the
/// month when the window has room, so that a busy day's events are read without a key; `e` still lists them whole.
func selectedDayList(_ state: BrowserState, request: Request) -> [String] {
  let julianDay = state.reform.julianDay(of: state.selected)
  var cache = DayFactCache()
  let index = request.facts.index(ofDaysFrom: julianDay, through: julianDay, reform: state.reform, cache: &cache)
  guard let day = index.days.first else { return [] }
  let lines = AgendaLine.lines(
    of: day, in: index, events: EventSources(request.facts), listsEveryCalendarDate: true)
  return lines.map { line in
    let time = line.time.isEmpty ? "" : line.time + "  "
    return time + line.text
  }
}

/// `list` cut to `rows` lines: whole when it fits, else its first lines and one that says how many more there
/// are and which key shows them (`… 3 more: e`).
func fitted(_ list: [String], rows: Int, names: LocaleNames) -> [String] {
  guard list.count > rows else { return list }
  guard rows > 0 else { return [] }
  let more = list.count - rows + 1
  return list.prefix(rows - 1) + [usesEnglishWords(names) ? "… \(more) more: e" : "… +\(more)  e"]
}

// dayEventList: what `e` shows: the selected day's events in full.

import CalendarCore

/// The lines `e` shows in place of the calendar: the selected day's title, then each of its events in
/// time order, whole, with when it starts and ends on the zone's clock (`09:30–09:45  Standup`,
/// `all day  Holidays`; a day other than the selected one is written as a date: `2026-12-24 18:00`).
func dayEventList(_ state: BrowserState, request: Request, names: LocaleNames) -> [String] {
  var lines = [selectedDayTitle(state, request: request, names: names), ""]
  let julianDay = state.reform.julianDay(of: state.selected)
  var cache = DayFactCache()
  let index = request.facts.index(
    ofDaysFrom: julianDay, through: julianDay, reform: state.reform, cache: &cache, kinds: .event)
  guard let sources = EventSources(request.facts), let day = index.days.first else {
    return lines + [usesEnglishWords(names) ? "No events" : "\u{2014}"]
  }
  for occurrence in sources.occurrences(on: day, in: index) {
    let when: String
    if occurrence.isAllDay {
      when = usesEnglishWords(names) ? "all day" : "\u{2014}"
    } else {
      when = shortTime(occurrence.start, onDay: julianDay) + "\u{2013}" + shortTime(occurrence.end, onDay: julianDay)
    }
    lines.append(when + "  " + singleLine(occurrence.summary))
  }
  return lines
}

/// `time` as `09:30` on the day `julianDay`, and as `2026-12-24 18:00` on another.
private func shortTime(_ time: LocalDateTime, onDay julianDay: Int) -> String {
  let text = eventTimeText(time, isAllDay: false)
  let clock = text.split(separator: "T").last.map(String.init) ?? text
  return time.julianDay == julianDay ? clock : text.replacingAll("T", with: " ")
}

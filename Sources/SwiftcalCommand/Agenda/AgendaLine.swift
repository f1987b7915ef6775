// AgendaLine: one thing a day holds, as the agenda lists it: a time (or none) and what it is.

import CalendarCore

/// One thing a day holds, as `--agenda` lists it after the day's date and weekday: the time it has on the day
/// (`09:30–10:00` for an event, `02:28` for a moon phase, none for a holiday or an all-day event) and what it
/// is (`Standup`, `Christmas Day (US)`, `Full moon`, `1 Tevet 5787`).
struct AgendaLine: Equatable {
  /// The minute of the day it is listed at, or `nil` for one listed before the timed ones (holidays, marks,
  /// all-day events, an event that began on an earlier day).
  var minute: Int?
  /// Its time on the day as shown, or `""`.
  var time: String
  /// What it is, on one line.
  var text: String
}

extension AgendaLine {
  /// The line of `text` at `minute` of the day, its time `HH:MM`.
  init(at minute: Int, _ text: String) {
    self.init(minute: minute, time: SunTimesDays.clockText(ofMinute: minute), text: text)
  }

  /// The lines of `day` of `index`: first those without a time in the order holidays and make-up working days,
  /// marks, other calendars' new months, all-day events and a polar day or night, then the timed ones by their
  /// minute (a moon phase, sunrise and sunset, events by their start), each kind's in the sources' order.
  /// Other calendars' dates are listed only on the first day of their months, where every day has one, unless
  /// `listsEveryCalendarDate` (the browser's list of the selected day).
  static func lines(
    of day: DayFactIndex.Day, in index: DayFactIndex, events: EventSources?, listsEveryCalendarDate: Bool = false
  ) -> [AgendaLine] {
    var untimed: [(rank: Int, line: AgendaLine)] = []
    var timed: [AgendaLine] = []
    for position in day.factPositions {
      switch index.kind(at: position) {
      case .holiday, .workingDay:
        untimed.append((0, AgendaLine(minute: nil, time: "", text: holidayText(at: position, in: index))))
      case .mark:
        untimed.append((1, AgendaLine(minute: nil, time: "", text: singleLine(index.label(at: position)))))
      case .calendarDate:
        guard case .calendarDate(_, let date) = index.value(at: position), date.day == 1 || listsEveryCalendarDate
        else { break }
        untimed.append((2, AgendaLine(minute: nil, time: "", text: index.label(at: position))))
      case .moonPhase:
        guard case .moonPhase(_, let minute) = index.value(at: position),
          let moon = index.source(at: position) as? MoonPhaseDays
        else { break }
        timed.append(AgendaLine(at: minute, moon.phaseName(ofFact: index.factNumber(at: position))))
      case .sunTimes:
        guard case .sunTimes(let times) = index.value(at: position) else { break }
        switch times {
        case .times(let sunrise, let sunset):
          if let sunrise { timed.append(AgendaLine(at: sunrise, "Sunrise")) }
          if let sunset { timed.append(AgendaLine(at: sunset, "Sunset")) }
        case .polarDay: untimed.append((4, AgendaLine(minute: nil, time: "", text: "Polar day")))
        case .polarNight: untimed.append((4, AgendaLine(minute: nil, time: "", text: "Polar night")))
        }
      case .solarTerm:
        guard case .solarTerm(_, let minute) = index.value(at: position) else { break }
        timed.append(AgendaLine(at: minute, index.label(at: position)))
      case .rokuyo:
        untimed.append((2, AgendaLine(minute: nil, time: "", text: index.label(at: position))))
      case .event:
        break  // below, in the events' own order
      }
    }
    if let events {
      for occurrence in events.occurrences(on: day, in: index) {
        let line = eventLine(occurrence, on: day.julianDay)
        if line.minute == nil { untimed.append((3, line)) } else { timed.append(line) }
      }
    }
    // Stable sorts: of one rank or minute, the sources' order stays.
    let ordered = untimed.enumerated().sorted { left, right in
      left.element.rank != right.element.rank
        ? left.element.rank < right.element.rank : left.offset < right.offset
    }.map(\.element.line)
    let times = timed.enumerated().sorted { left, right in
      left.element.minute! != right.element.minute!
        ? left.element.minute! < right.element.minute! : left.offset < right.offset
    }.map(\.element)
    return ordered + times
  }

  /// A holiday's or make-up working day's label and, in brackets, the spec of the holidays it is one of:
  /// `Christmas Day (US)`, `Labor Day (US-CA)`.
  private static func holidayText(at position: Int, in index: DayFactIndex) -> String {
    singleLine(index.label(at: position)) + " (" + index.sourceName(at: position) + ")"
  }

  /// An event's line on the day `julianDay`: its summary, and its time on the day: `09:30–10:00` when it starts
  /// and ends on the day (`09:30` when it takes no time, `–24:00` when it ends at the midnight after), `23:00–…`
  /// when it goes on past the day, `…–01:00` when it began before the day and ends on it; none when it is
  /// all-day or spans the whole day.
  static func eventLine(_ occurrence: EventOccurrence, on julianDay: Int) -> AgendaLine {
    let text = singleLine(occurrence.summary)
    guard !occurrence.isAllDay else { return AgendaLine(minute: nil, time: "", text: text) }
    let (start, end) = (occurrence.start, occurrence.end)
    let endsOnDay = end.julianDay == julianDay || (end.julianDay == julianDay + 1 && end.secondOfDay == 0)
    let endText = end.julianDay == julianDay ? SunTimesDays.clockText(ofMinute: end.secondOfDay / 60) : "24:00"
    if start.julianDay == julianDay {
      let startText = SunTimesDays.clockText(ofMinute: start.secondOfDay / 60)
      let time = start == end ? startText : startText + "–" + (endsOnDay ? endText : "…")
      return AgendaLine(minute: start.secondOfDay / 60, time: time, text: text)
    }
    return AgendaLine(minute: nil, time: endsOnDay ? "…–" + endText : "", text: text)
  }
}

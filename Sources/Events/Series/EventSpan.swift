// EventSpan: one occurrence on the wall clock of the zone shown, and the days it touches there.

import CalendarCore

/// One occurrence of an event as shown: its start and end on the display zone's wall clock (floating
/// times and dates as written), and the days from its start's through the day of its last second.
struct EventSpan: Hashable, Sendable {
  /// The position of the event (the VEVENT, master or override) it shows.
  var position: Int
  /// Its start.
  var start: LocalDateTime
  /// Its end, exclusive.
  var end: LocalDateTime
  /// Whether it is a date's (all-day) occurrence.
  var isAllDay: Bool

  /// The day it starts on.
  var firstDay: Int { start.julianDay }

  /// The day of its last second: an end is exclusive (RFC 5545, 3.6.1: an all-day event ending on the
  /// next date is one day long); an occurrence of no length is on the day it starts.
  var lastDay: Int { end > start ? end.adding(seconds: -1).julianDay : start.julianDay }

  /// The minute of `julianDay` it starts at, or `nil` for an all-day occurrence or one continuing
  /// from an earlier day.
  func startMinute(onDay julianDay: Int) -> Int? {
    isAllDay || julianDay != firstDay ? nil : start.secondOfDay / 60
  }

  /// How it lies on `julianDay`, as `EventFact.code` numbers it: 2 + the minute it starts at there, 1 when it
  /// began on an earlier day and ends on this one, 0 when it is all-day or fills the day.
  func factCode(onDay julianDay: Int) -> Int {
    if isAllDay { return 0 }
    if julianDay == firstDay { return 2 + start.secondOfDay / 60 }
    return julianDay == lastDay ? 1 : 0
  }
}

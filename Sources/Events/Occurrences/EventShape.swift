// EventShape: where one component's occurrence starts (on its own clock) and how long it lasts.

import CalendarCore

/// How long an occurrence lasts, as the component gives it.
enum EventLength: Hashable, Sendable {
  /// Seconds on the start's wall clock: DTEND on the same clock as DTSTART, and whole days of dates.
  /// RFC 5545 (3.8.5.3) calls a DTEND's length exact; recurring-ical-events, Python's `datetime` and the
  /// calendars people use keep the wall clock instead, so that a midnight-to-midnight event stays on
  /// its day in the week summer time starts, and this does the same.
  case wallClock(seconds: Int)
  /// Exact seconds: DTEND on another clock than DTSTART (two zones, or UTC and a zone).
  case exact(seconds: Int)
  /// DURATION: nominal days on the wall clock, then exact seconds (RFC 5545, 3.3.6).
  case nominal(days: Int, seconds: Int)

  /// At most how many seconds it spans on any wall clock: its own, plus a change of offset.
  var longestSeconds: Int {
    switch self {
    case .wallClock(let seconds), .exact(let seconds): return max(seconds, 0) + 3_600
    case .nominal(let days, let seconds): return max(days * 86_400 + seconds, 0) + 3_600
    }
  }
}

/// One VEVENT's occurrence as a pattern: its position among the events, the clock its times are on,
/// its start on that clock, its length, whether it is all-day (a date's, shown on its days wherever it
/// is read) and whether it is cancelled.
struct EventShape: Hashable, Sendable {
  /// The event's position in the events given.
  var position: Int
  /// The clock of its start.
  var clock: EventClock
  /// Its start on `clock`.
  var start: LocalDateTime
  /// Its length.
  var length: EventLength
  /// Whether its start and end are dates.
  var isAllDay: Bool
  /// Whether STATUS is CANCELLED.
  var isCancelled: Bool

  /// The shape of `event`, at `position`. An end before the start is taken as the start and the start
  /// as the end, as recurring-ical-events does (its issue 132: some exporters write them swapped).
  init(_ event: CalendarEvent, position: Int) {
    self.init(start: event.start, end: event.end, isCancelled: event.isCancelled, position: position)
  }

  /// The shape of an event at `position` of DTSTART `start`, DTEND or DURATION `end`, cancelled or not: what
  /// `init(_:position:)` reads of an event, given alone so that no copy of the event is made.
  init(start: EventTime, end: CalendarEvent.End, isCancelled: Bool, position: Int) {
    (self.position, self.isCancelled) = (position, isCancelled)
    clock = EventClock(of: start)
    self.start = start.wallClock
    isAllDay = false
    switch end {
    case .none:
      // RFC 5545, 3.6.1: a date's event lasts the day; a date-time's takes no time.
      isAllDay = start.isDate
      length = .wallClock(seconds: start.isDate ? 86_400 : 0)
    case .duration(let duration):
      isAllDay = start.isDate && duration.seconds == 0
      // A date's start with hours in its duration becomes its midnight, floating (recurring-ical-events).
      length =
        isAllDay || !clock.isInstant
        ? .wallClock(seconds: duration.days * 86_400 + duration.seconds)
        : .nominal(days: duration.days, seconds: duration.seconds)
    case .time(let end):
      isAllDay = start.isDate && end.isDate
      length = EventShape.length(from: start, to: end, clock: &clock)
    }
    turnForward()
  }

  /// The length from `start` to `end`: on one wall clock when both are on the same clock or one is a
  /// date or floating (which is read on the other's clock, as recurring-ical-events reads it),
  /// exact otherwise. A date start with a zoned end moves the event to the end's clock.
  private static func length(from start: EventTime, to end: EventTime, clock: inout EventClock) -> EventLength {
    let endClock = EventClock(of: end)
    if !clock.isInstant && endClock.isInstant { clock = endClock }
    if !endClock.isInstant || endClock == clock {
      return .wallClock(seconds: end.wallClock.seconds - start.wallClock.seconds)
    }
    return .exact(seconds: (end.instant ?? end.wallClock.seconds) - (start.instant ?? start.wallClock.seconds))
  }

  /// Makes a negative length positive by swapping start and end.
  private mutating func turnForward() {
    switch length {
    case .wallClock(let seconds) where seconds < 0:
      (start, length) = (start.adding(seconds: seconds), .wallClock(seconds: -seconds))
    case .exact(let seconds) where seconds < 0:
      start = clock.wallClock(atInstant: clock.instant(atWallClock: start) + seconds)
      length = .exact(seconds: -seconds)
    case .nominal(let days, let seconds) where days * 86_400 + seconds < 0:
      let end = clock.wallClock(atInstant: clock.instant(atWallClock: start.adding(seconds: days * 86_400)) + seconds)
      (start, length) = (end, .wallClock(seconds: start.seconds - end.seconds))
    default: break
    }
  }

  /// The occurrence starting at `start` on this shape's clock and lasting `length`, on the wall
  /// clock of `displayZone` (floating times and dates as written).
  func occurrence(startingAt start: LocalDateTime, length: EventLength, displayZone: ZoneRules) -> EventSpan {
    guard clock.isInstant else {
      let seconds: Int
      switch length {
      case .wallClock(let count), .exact(let count): seconds = count
      case .nominal(let days, let count): seconds = days * 86_400 + count
      }
      return EventSpan(position: position, start: start, end: start.adding(seconds: seconds), isAllDay: isAllDay)
    }
    let startInstant = clock.instant(atWallClock: start)
    let endInstant: Int
    switch length {
    case .wallClock(let seconds): endInstant = clock.instant(atWallClock: start.adding(seconds: seconds))
    case .exact(let seconds): endInstant = startInstant + seconds
    case .nominal(let days, let seconds):
      endInstant = clock.instant(atWallClock: start.adding(seconds: days * 86_400)) + seconds
    }
    return EventSpan(
      position: position, start: displayZone.wallClock(atUTC: startInstant),
      end: displayZone.wallClock(atUTC: endInstant), isAllDay: false
    )
  }
}

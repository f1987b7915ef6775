// EventClock: the clock an event's times are read on, and the instants and wall-clock times it gives.

import CalendarCore

/// The clock an event's times are written on: floating (a date, or a time with no zone, the same wall
/// clock wherever the calendar is read: RFC 5545, 3.3.5, form #1), UTC, or a zone's. Times on the first
/// are shown as written; on the others they are instants, shown on the wall clock of the zone shown.
enum EventClock: Hashable, Sendable {
  /// No zone: dates and floating times.
  case floating
  /// UTC.
  case utc
  /// A zone's wall clock.
  case zone(ZoneRules)

  /// The clock `time` is written on.
  init(of time: EventTime) {
    switch time {
    case .date, .floating: self = .floating
    case .utc: self = .utc
    case .zoned(_, let zone): self = .zone(zone)
    }
  }

  /// Whether its times are instants (not floating).
  var isInstant: Bool {
    if case .floating = self { return false }
    return true
  }

  /// The instant (Unix seconds) its wall clock shows `wallClock` at; for a floating clock, the wall
  /// clock's own count (which only other floating times are compared with).
  func instant(atWallClock wallClock: LocalDateTime) -> Int {
    switch self {
    case .floating, .utc: return wallClock.seconds
    case .zone(let zone): return zone.utcSeconds(forWallClock: wallClock)
    }
  }

  /// What its wall clock shows at the instant `utcSeconds`.
  func wallClock(atInstant utcSeconds: Int) -> LocalDateTime {
    switch self {
    case .floating, .utc: return LocalDateTime(seconds: utcSeconds)
    case .zone(let zone): return zone.wallClock(atUTC: utcSeconds)
    }
  }

  /// `time` on this clock's wall: an instant turned to its wall clock, a floating time or a date's
  /// midnight as written (RFC 5545 gives them no zone; recurring-ical-events reads them on the
  /// clock of the event's start, as this does).
  func wallClock(of time: EventTime) -> LocalDateTime {
    switch time {
    case .date, .floating: return time.wallClock
    case .utc(let time): return wallClock(atInstant: time.seconds)
    case .zoned(let time, let zone):
      if case .zone(let own) = self, own == zone { return time }
      return wallClock(atInstant: zone.utcSeconds(forWallClock: time))
    }
  }
}

extension EventTime {
  /// The instant it names, or `nil` for a date or a floating time, which name none.
  var instant: Int? {
    switch self {
    case .date, .floating: return nil
    case .utc(let time): return time.seconds
    case .zoned(let time, let zone): return zone.utcSeconds(forWallClock: time)
    }
  }
}

// EventTime: a DTSTART, DTEND, EXDATE, RDATE or RECURRENCE-ID value, with the zone it is read in.

import CalendarCore

/// When something happens by an iCalendar value: a date alone, or a date and time that is floating
/// (the same wall clock in every zone), in UTC (a trailing `Z`), or in a zone (`TZID=`). RFC 5545,
/// 3.3.4 and 3.3.5.
package enum EventTime: Hashable, Sendable {
  /// A date with no time (`VALUE=DATE`): the day `julianDay` wherever the calendar is read.
  case date(julianDay: Int)
  /// A date and time with no zone: the same wall clock in every zone.
  case floating(LocalDateTime)
  /// A date and time in UTC.
  case utc(LocalDateTime)
  /// A date and time on the wall clock of `zone`.
  case zoned(LocalDateTime, zone: ZoneRules)

  /// Whether it is a date with no time.
  package var isDate: Bool {
    if case .date = self { return true }
    return false
  }

  /// The wall-clock time it names, in its own zone: a date's midnight for a date.
  package var wallClock: LocalDateTime {
    switch self {
    case .date(let julianDay): return LocalDateTime(julianDay: julianDay)
    case .floating(let time), .utc(let time), .zoned(let time, _): return time
    }
  }
}

/// An iCalendar DURATION (RFC 5545, 3.3.6): weeks and days are nominal (a day is a calendar day on the
/// wall clock, 23 or 25 hours across a change of offset), hours, minutes and seconds exact.
package struct EventDuration: Hashable, Sendable {
  /// The nominal days (a week is 7), negative for a duration before.
  package var days: Int
  /// The exact seconds, negative for a duration before.
  package var seconds: Int

  /// A duration of `days` nominal days and `seconds` exact seconds.
  package init(days: Int = 0, seconds: Int = 0) { (self.days, self.seconds) = (days, seconds) }
}

// XWRTimeZone: a UTC time as X-WR-TIMEZONE's zone shows it.

import CalendarCore
import Events

/// The one conversion X-WR-TIMEZONE needs: x-wr-timezone 2.0.1 turns a UTC DTSTART into the same
/// instant in the calendar's zone (`astimezone`), so that a weekly rule keeps its wall-clock time across
/// a change to summer time.
enum XWRTimeZone {
  /// The wall clock of `zone` at the UTC time `time`.
  static func wallClock(ofUTC time: LocalDateTime, in zone: ZoneRules) -> LocalDateTime {
    zone.wallClock(atUTC: time.seconds)
  }
}

// XWRTimeZone: a UTC time as X-WR-TIMEZONE's zone shows it.

import Events

/// The one conversion X-WR-TIMEZONE needs: x-wr-timezone 2.0.1 turns a UTC DTSTART into the same
/// instant in the calendar's zone (`astimezone`), so that a weekly rule keeps its wall-clock time across
/// a change to summer time.
enum XWRTimeZone {
  /// The wall clock of `zone` at the UTC time `time`.
  ///
  /// SEAM (zones work, Sources/Events/TimeZones): needs a zone's offset at a UTC instant
  /// (`ZoneRules`' lookup, past its last change by the POSIX rule). Until that is on main this answers
  /// `nil` and a UTC time stays in UTC: the same instant, so a single event shows on the same day and
  /// hour; only a UTC-based RRULE crossing a change of offset differs from x-wr-timezone, by the
  /// change (an hour).
  static func wallClock(ofUTC time: LocalDateTime, in zone: ZoneRules) -> LocalDateTime? {
    nil
  }
}

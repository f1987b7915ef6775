// TimeReader: a VEVENT's DTSTART, DTEND, EXDATE, RDATE and RECURRENCE-ID values read as EventTimes.

import Events

/// Reads date and date-time properties with their TZID parameter resolved, and X-WR-TIMEZONE applied
/// as the x-wr-timezone package (2.0.1) applies it: to DTSTART, DTEND, RDATE, RECURRENCE-ID and EXDATE
/// of the calendar's VEVENTs (not to RRULE's UNTIL, nor to an RDATE's PERIODs, which it passes through),
/// making a floating date-time one in that zone and a UTC one the same instant on that zone's clock;
/// dates and date-times with a TZID are left as they are.
struct TimeReader {
  let uid: Substring?
  /// X-WR-TIMEZONE's zone.
  let calendarWideZone: ZoneRules?

  /// The one value of `property`, or `nil` when it is not a date or date-time.
  mutating func time(
    _ property: ICalendarProperty, zones: inout ZoneResolver, log: inout ICalendarWarningLog
  ) -> EventTime? {
    guard let value = DateTimeValue.parseFirst(property.value, tzid: property.parameter("TZID")) else { return nil }
    return eventTime(value, line: property.line, zones: &zones, log: &log, isPeriod: false)
  }

  /// The comma-separated values of an EXDATE; values that are not dates or date-times are left out with
  /// a warning.
  mutating func times(
    _ property: ICalendarProperty, zones: inout ZoneResolver, log: inout ICalendarWarningLog
  ) -> [EventTime] {
    var result: [EventTime] = []
    let tzid = property.parameter("TZID")
    for text in TimeReader.items(property.value) {
      if let value = DateTimeValue.parse(text.trimmingSpaces, tzid: tzid) {
        result.append(eventTime(value, line: property.line, zones: &zones, log: &log, isPeriod: false))
      } else {
        log.add(line: property.line, uid: uid, "\(property.name) value '\(shown(String(text)))' is not a date "
          + "or date-time: left out")
      }
    }
    return result
  }

  /// The comma-separated values of an RDATE: dates, date-times, or PERIODs (`start/end` or
  /// `start/duration`, RFC 5545, 3.3.9), with or without `VALUE=PERIOD`.
  mutating func extraDates(
    _ property: ICalendarProperty, zones: inout ZoneResolver, log: inout ICalendarWarningLog
  ) -> [CalendarEvent.ExtraDate] {
    var result: [CalendarEvent.ExtraDate] = []
    let tzid = property.parameter("TZID")
    for text in TimeReader.items(property.value) {
      let parts = text.trimmingSpaces.utf8.split(separator: 0x2F, maxSplits: 1, omittingEmptySubsequences: false)
        .map(Substring.init)
      guard let start = DateTimeValue.parse(parts[0], tzid: tzid) else {
        log.add(line: property.line, uid: uid, "RDATE value '\(shown(String(text)))' is not a date, date-time or "
          + "period: left out")
        continue
      }
      guard parts.count == 2 else {
        result.append(.start(eventTime(start, line: property.line, zones: &zones, log: &log, isPeriod: false)))
        continue
      }
      let startTime = eventTime(start, line: property.line, zones: &zones, log: &log, isPeriod: true)
      if let duration = DurationValue.parse(parts[1]) {
        result.append(.period(start: startTime, end: .duration(duration)))
      } else if let end = DateTimeValue.parse(parts[1], tzid: tzid) {
        let endTime = eventTime(end, line: property.line, zones: &zones, log: &log, isPeriod: true)
        result.append(.period(start: startTime, end: .time(endTime)))
      } else {
        log.add(line: property.line, uid: uid, "RDATE period '\(shown(String(text)))' ends neither at a "
          + "date-time nor after a duration: left out")
      }
    }
    return result
  }

  /// The comma-separated items of a value, split at its bytes (a comma is ASCII; splitting Characters
  /// looked at every grapheme of every EXDATE).
  private static func items(_ value: String) -> [Substring] {
    value.utf8.split(separator: 0x2C).map(Substring.init)
  }

  private mutating func eventTime(
    _ value: DateTimeValue, line: Int, zones: inout ZoneResolver, log: inout ICalendarWarningLog, isPeriod: Bool
  ) -> EventTime {
    switch value {
    case .date(let julianDay):
      return .date(julianDay: julianDay)
    case .floating(let time):
      if !isPeriod, let zone = calendarWideZone { return .zoned(time, zone: zone) }
      return .floating(time)
    case .utc(let time):
      if !isPeriod, let zone = calendarWideZone {
        return .zoned(XWRTimeZone.wallClock(ofUTC: time, in: zone), zone: zone)
      }
      return .utc(time)
    case .zoned(let time, let tzid):
      if let zone = zones.zone(tzid, line: line, uid: uid, log: &log) { return .zoned(time, zone: zone) }
      return .floating(time)
    }
  }
}

// EventReader: a VEVENT component read into a CalendarEvent (RFC 5545, 3.6.1 and 3.8).

import Events

/// Reads one VEVENT. An event without a readable DTSTART, or with an RRULE that cannot be read, is
/// skipped with a warning (it would be shown on no day, or on the wrong ones); a broken DTEND, DURATION,
/// EXDATE or RDATE value is left out with a warning and the rest of the event kept.
enum EventReader {
  static func event(
    _ component: ICalendarComponent, zones: inout ZoneResolver, log: inout ICalendarWarningLog
  ) -> CalendarEvent? {
    let uid = component.uid
    var reader = TimeReader(uid: uid, calendarWideZone: zones.calendarWideZone)
    guard let startProperty = component.property("DTSTART") else {
      log.add(
        line: component.line, uid: uid,
        "VEVENT without DTSTART: skipped (RFC 5545, 3.6.1 requires it in a calendar without METHOD, "
          + "and without it the event falls on no day)")
      return nil
    }
    guard let start = reader.time(startProperty, zones: &zones, log: &log) else {
      log.add(line: startProperty.line, uid: uid, "VEVENT's DTSTART '\(shown(startProperty.value))' is not a "
        + "date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS, Z for UTC): event skipped")
      return nil
    }
    var event = CalendarEvent(uid: uid ?? "", start: start, line: component.line)
    if let summary = component.property("SUMMARY") { event.summary = TextValue.unescaped(summary.value) }
    event.end = end(component, reader: &reader, zones: &zones, log: &log)
    for property in component.properties(named: "RRULE") {
      switch RecurrenceRuleText.rule(property.value) {
      case .success(let rule): event.rules.append(rule)
      case .failure(let message):
        log.add(line: property.line, uid: uid, "RRULE '\(shown(property.value))': \(message): event skipped")
        return nil
      }
    }
    for property in component.properties(named: "EXDATE") {
      event.exceptionDates += reader.times(property, zones: &zones, log: &log)
    }
    for property in component.properties(named: "RDATE") {
      event.extraDates += reader.extraDates(property, zones: &zones, log: &log)
    }
    if let property = component.property("RECURRENCE-ID") {
      guard let time = reader.time(property, zones: &zones, log: &log) else {
        log.add(line: property.line, uid: uid, "RECURRENCE-ID '\(shown(property.value))' is not a date or "
          + "date-time: event skipped (it would replace no occurrence)")
        return nil
      }
      event.recurrenceID = time
      event.replacesFollowing = property.parameter("RANGE")?.uppercased() == "THISANDFUTURE"
    }
    if let property = component.property("SEQUENCE") {
      event.sequence = Int(property.value.filter { $0 != " " }) ?? 0
    }
    if let property = component.property("STATUS") {
      event.isCancelled = property.value.uppercased().filter { $0 != " " } == "CANCELLED"
    }
    return event
  }

  /// DTEND, else DURATION, else none; a broken value is left out with a warning.
  private static func end(
    _ component: ICalendarComponent, reader: inout TimeReader, zones: inout ZoneResolver,
    log: inout ICalendarWarningLog
  ) -> CalendarEvent.End {
    let uid = component.uid
    if let property = component.property("DTEND") {
      if let time = reader.time(property, zones: &zones, log: &log) { return .time(time) }
      log.add(line: property.line, uid: uid, "DTEND '\(shown(property.value))' is not a date or date-time: left out")
    }
    if let property = component.property("DURATION") {
      if let duration = DurationValue.parse(property.value[...]) { return .duration(duration) }
      log.add(
        line: property.line, uid: uid,
        "DURATION '\(shown(property.value))' is not a duration (such as P1D, PT1H30M, -PT15M): left out")
    }
    return .none
  }
}

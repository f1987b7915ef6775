// EventReader: a VEVENT component read into a CalendarEvent (RFC 5545, 3.6.1 and 3.8).

import Events

/// Reads one VEVENT. An event without a readable DTSTART, or with an RRULE that cannot be read, is
/// skipped with a warning (it would be shown on no day, or on the wrong ones); a broken DTEND, DURATION,
/// EXDATE or RDATE value is left out with a warning and the rest of the event kept.
enum EventReader {
  /// The properties an event is made of, found in one pass over the component's properties (a VEVENT
  /// from Outlook has thirty; looking each name up alone cost more than reading the values).
  private struct Parts {
    var uid: ICalendarProperty?
    var start: ICalendarProperty?
    var end: ICalendarProperty?
    var duration: ICalendarProperty?
    var summary: ICalendarProperty?
    var recurrenceID: ICalendarProperty?
    var sequence: ICalendarProperty?
    var status: ICalendarProperty?
    var rules: [ICalendarProperty] = []
    var exceptionDates: [ICalendarProperty] = []
    var extraDates: [ICalendarProperty] = []

    /// The first of each single property (3.6.1 allows one), every one of those that repeat.
    init(_ component: ICalendarComponent) {
      for property in component.properties {
        switch property.kind {
        case .uid: if uid == nil { uid = property }
        case .start: if start == nil { start = property }
        case .endTime: if end == nil { end = property }
        case .duration: if duration == nil { duration = property }
        case .summary: if summary == nil { summary = property }
        case .recurrenceID: if recurrenceID == nil { recurrenceID = property }
        case .sequence: if sequence == nil { sequence = property }
        case .status: if status == nil { status = property }
        case .rule: rules.append(property)
        case .exceptionDate: exceptionDates.append(property)
        case .extraDate: extraDates.append(property)
        case .other, .begin, .end: break
        }
      }
    }
  }

  static func event(
    _ component: ICalendarComponent, zones: inout ZoneResolver, rules: inout [String: RecurrenceRuleText.Reading],
    log: inout ICalendarWarningLog
  ) -> CalendarEvent? {
    let parts = Parts(component)
    let uid = parts.uid.map { TextValue.unescaped($0.value) }
    var reader = TimeReader(uid: uid, calendarWideZone: zones.calendarWideZone)
    guard let startProperty = parts.start else {
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
    if let summary = parts.summary { event.summary = TextValue.unescaped(summary.value) }
    event.end = end(parts, uid: uid, reader: &reader, zones: &zones, log: &log)
    for property in parts.rules {
      switch RecurrenceRuleText.rule(property.value, start: start, cache: &rules) {
      case .rule(let rule, let note):
        event.rules.append(rule)
        if let note { log.add(line: property.line, uid: uid, "RRULE '\(shown(property.value))': \(note)") }
      case .none: break
      case .failure(let failure):
        log.add(line: property.line, uid: uid, "RRULE '\(shown(property.value))' not read (\(failure)): event skipped")
        return nil
      }
    }
    for property in parts.exceptionDates {
      event.exceptionDates += reader.times(property, zones: &zones, log: &log)
    }
    for property in parts.extraDates {
      event.extraDates += reader.extraDates(property, zones: &zones, log: &log)
    }
    if let property = parts.recurrenceID {
      guard let time = reader.time(property, zones: &zones, log: &log) else {
        log.add(line: property.line, uid: uid, "RECURRENCE-ID '\(shown(property.value))' is not a date or "
          + "date-time: event skipped (it would replace no occurrence)")
        return nil
      }
      event.recurrenceID = time
      event.replacesFollowing = property.parameter("RANGE")?.uppercased() == "THISANDFUTURE"
    }
    if let property = parts.sequence {
      event.sequence = Int(property.value[...].trimmingSpaces) ?? 0
    }
    if let property = parts.status {
      event.isCancelled = property.value[...].trimmingSpaces.uppercased() == "CANCELLED"
    }
    return event
  }

  /// DTEND, else DURATION, else none; a broken value is left out with a warning.
  private static func end(
    _ parts: Parts, uid: String?, reader: inout TimeReader, zones: inout ZoneResolver,
    log: inout ICalendarWarningLog
  ) -> CalendarEvent.End {
    if let property = parts.end {
      if let time = reader.time(property, zones: &zones, log: &log) { return .time(time) }
      log.add(line: property.line, uid: uid, "DTEND '\(shown(property.value))' is not a date or date-time: left out")
    }
    if let property = parts.duration {
      if let duration = DurationValue.parse(property.value[...]) { return .duration(duration) }
      log.add(
        line: property.line, uid: uid,
        "DURATION '\(shown(property.value))' is not a duration (such as P1D, PT1H30M, -PT15M): left out")
    }
    return .none
  }
}

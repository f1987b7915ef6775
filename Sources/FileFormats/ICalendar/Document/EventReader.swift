// EventReader: a VEVENT component read into a CalendarEvent (RFC 5545, 3.6.1 and 3.8).

import Events

/// Reads one VEVENT. An event without a readable DTSTART, or with an RRULE that cannot be read, is
/// skipped with a warning (it would be shown on no day, or on the wrong ones); a broken DTEND, DURATION,
/// EXDATE or RDATE value is left out with a warning and the rest of the event kept.
enum EventReader {
  /// The properties an event is made of, found in one pass over the component's properties (a VEVENT
  /// from Outlook has thirty; looking each name up alone cost more than reading the values), as their
  /// indices in `component.properties` (copies would retain each value).
  private struct Parts {
    var uid: Int?
    var start: Int?
    var end: Int?
    var duration: Int?
    var summary: Int?
    var recurrenceID: Int?
    var sequence: Int?
    var status: Int?
    var rules: [Int] = []
    var exceptionDates: [Int] = []
    var extraDates: [Int] = []

    /// The first of each single property (3.6.1 allows one), every one of those that repeat.
    init(_ component: ICalendarComponent) {
      let properties = component.properties
      for index in properties.indices {
        switch properties.kind(at: index) {
        case .uid: if uid == nil { uid = index }
        case .start: if start == nil { start = index }
        case .endTime: if end == nil { end = index }
        case .duration: if duration == nil { duration = index }
        case .summary: if summary == nil { summary = index }
        case .recurrenceID: if recurrenceID == nil { recurrenceID = index }
        case .sequence: if sequence == nil { sequence = index }
        case .status: if status == nil { status = index }
        case .rule: rules.append(index)
        case .exceptionDate: exceptionDates.append(index)
        case .extraDate: extraDates.append(index)
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
    let properties = component.properties
    // The UID and SUMMARY are substrings of the text the document keeps, not strings of their own: a large
    // calendar's events share its pages (`ContentLineStore`).
    let uid = parts.uid.map { TextValue.unescaped(properties.text(at: $0)) }
    var reader = TimeReader(uid: uid, calendarWideZone: zones.calendarWideZone)
    guard let startIndex = parts.start else {
      log.add(
        line: component.line, uid: uid,
        "VEVENT without DTSTART: skipped (RFC 5545, 3.6.1 requires it in a calendar without METHOD, "
          + "and without it the event falls on no day)")
      return nil
    }
    let startProperty = properties[startIndex]
    guard let start = reader.time(startProperty, zones: &zones, log: &log) else {
      log.add(line: startProperty.line, uid: uid, "VEVENT's DTSTART '\(shown(startProperty.value))' is not a "
        + "date (YYYYMMDD) or date-time (YYYYMMDDTHHMMSS, Z for UTC): event skipped")
      return nil
    }
    var event = CalendarEvent(uid: uid ?? "", start: start, line: component.line)
    if let summary = parts.summary { event.summary = TextValue.unescaped(properties.text(at: summary)) }
    event.end = end(parts, of: properties, uid: uid, reader: &reader, zones: &zones, log: &log)
    for property in parts.rules.map({ properties[$0] }) {
      switch RecurrenceRuleText.rule(property.value, start: start, cache: &rules) {
      case .rule(let rule, let note):
        event.rules.append(rule)
        if let note { log.add(line: property.line, uid: uid, "RRULE '\(shown(property.value))': \(note)") }
      case .none: break
      case .failure(let failure):
        // The event is still there on its DTSTART, as an unreadable RDATE or EXDATE leaves it.
        log.add(
          line: property.line, uid: uid,
          "RRULE '\(shown(property.value))' not read (\(failure)): the event is shown once, on its DTSTART")
      }
    }
    for property in parts.exceptionDates.map({ properties[$0] }) {
      event.exceptionDates += reader.times(property, zones: &zones, log: &log)
    }
    for property in parts.extraDates.map({ properties[$0] }) {
      event.extraDates += reader.extraDates(property, zones: &zones, log: &log)
    }
    if let property = parts.recurrenceID.map({ properties[$0] }) {
      guard let time = reader.time(property, zones: &zones, log: &log) else {
        log.add(line: property.line, uid: uid, "RECURRENCE-ID '\(shown(property.value))' is not a date or "
          + "date-time: event skipped (it would replace no occurrence)")
        return nil
      }
      event.recurrenceID = time
      event.replacesFollowing = property.parameter("RANGE")?.uppercased() == "THISANDFUTURE"
    }
    if let property = parts.sequence.map({ properties[$0] }) {
      event.sequence = Int(property.value[...].trimmingSpaces) ?? 0
    }
    if let property = parts.status.map({ properties[$0] }) {
      event.isCancelled = property.value[...].trimmingSpaces.uppercased() == "CANCELLED"
    }
    return event
  }

  /// DTEND, else DURATION, else none; a broken value is left out with a warning.
  private static func end(
    _ parts: Parts, of properties: ICalendarPropertyList, uid: Substring?, reader: inout TimeReader,
    zones: inout ZoneResolver, log: inout ICalendarWarningLog
  ) -> CalendarEvent.End {
    if let property = parts.end.map({ properties[$0] }) {
      if let time = reader.time(property, zones: &zones, log: &log) { return .time(time) }
      log.add(line: property.line, uid: uid, "DTEND '\(shown(property.value))' is not a date or date-time: left out")
    }
    if let property = parts.duration.map({ properties[$0] }) {
      if let duration = DurationValue.parse(property.value[...]) { return .duration(duration) }
      log.add(
        line: property.line, uid: uid,
        "DURATION '\(shown(property.value))' is not a duration (such as P1D, PT1H30M, -PT15M): left out")
    }
    return .none
  }
}

// ZoneResolver: a VCALENDAR's TZIDs and X-WR-TIMEZONE resolved to zones, each once.

import Events

/// Finds the zone a TZID names within one VCALENDAR: the VTIMEZONE with that TZID in the same
/// VCALENDAR or else elsewhere in the file (RFC 5545, 3.2.19), then the system's zone database under
/// the names `TimeZoneNames.candidates(for:)` gives. Remembers each answer, and warns once per TZID
/// that nothing answers.
struct ZoneResolver {
  private let calendarZones: [String: ICalendarComponent]
  private let fileZones: [String: ICalendarComponent]
  private let systemZone: (String) -> ZoneRules?
  private let lastYear: Int
  private var resolved: [String: ZoneRules?] = [:]
  /// The last TZID answered and its zone: events name the same zone line after line, and comparing two
  /// short strings costs less than hashing one.
  private var lastAnswer: (tzid: String, zone: ZoneRules?)?
  /// X-WR-TIMEZONE's zone, when the VCALENDAR has one that resolves.
  private(set) var calendarWideZone: ZoneRules?

  init(
    calendar: ICalendarComponent, fileZones: [String: ICalendarComponent], systemZone: @escaping (String) -> ZoneRules?,
    lastYear: Int, log: inout ICalendarWarningLog
  ) {
    self.lastYear = lastYear
    var calendarZones: [String: ICalendarComponent] = [:]
    for component in calendar.components where component.name == "VTIMEZONE" {
      // TEXT, unescaped as the file's zones are (`ICalendarDocument.events`).
      if let tzid = (component.property("TZID")?.value).map(TextValue.unescaped), calendarZones[tzid] == nil {
        calendarZones[tzid] = component
      }
    }
    (self.calendarZones, self.fileZones, self.systemZone) = (calendarZones, fileZones, systemZone)
    // X-WR-TIMEZONE (a Google and Apple property, no RFC's): the x-wr-timezone package looks its value
    // up in the system's zone database alone (Python's zoneinfo).
    if let property = calendar.property("X-WR-TIMEZONE"), !property.value.isEmpty {
      calendarWideZone = systemZone(property.value)
      if calendarWideZone == nil {
        log.add(
          line: property.line,
          "X-WR-TIMEZONE '\(shown(property.value))' is not in the system's zone database: ignored")
      }
    }
  }

  /// The zone `tzid` names, or `nil` (with a warning at `line`, the first time) when nothing defines it.
  mutating func zone(_ tzid: String, line: Int, uid: Substring?, log: inout ICalendarWarningLog) -> ZoneRules? {
    if let lastAnswer, lastAnswer.tzid == tzid { return lastAnswer.zone }
    if let known = resolved[tzid] {
      lastAnswer = (tzid, known)
      return known
    }
    var zone: ZoneRules? = nil
    if let component = calendarZones[tzid] ?? fileZones[tzid] {
      zone = VTimeZoneReader.zoneRules(
        of: component, through: lastYear, databaseZone: TimeZoneNames.databaseNames(of: tzid).lazy.compactMap(systemZone).first,
        log: &log)
    }
    if zone == nil {
      zone = TimeZoneNames.candidates(for: tzid).lazy.compactMap(systemZone).first
    }
    if zone == nil {
      log.add(
        line: line, uid: uid,
        "TZID '\(shown(tzid))' is defined by no VTIMEZONE and is not in the system's zone database: "
          + "its times are read as floating (the same wall clock in every zone)")
    }
    resolved[tzid] = zone
    lastAnswer = (tzid, zone)
    return zone
  }
}

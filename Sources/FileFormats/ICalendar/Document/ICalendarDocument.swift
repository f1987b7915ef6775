// ICalendarDocument: an iCalendar file read into components, and the zone names its events need.

import Events

/// An iCalendar file (RFC 5545) read into its components, in two steps so that reading stays pure:
///
///     let document = try ICalendarDocument.parse(bytes)          // bytes from the edge
///     let zones = loadTZif(document.systemZoneNames)              // the edge reads the zone database
///     let (events, warnings) = document.events(systemZones: zones)
///
/// `parse` throws only when the bytes are not iCalendar at all (no `BEGIN:VCALENDAR`) or are too many;
/// what is broken inside is skipped with a warning. Several VCALENDARs in one file (concatenated
/// exports) are all read.
package struct ICalendarDocument: Hashable, Sendable {
  /// The most bytes `parse` reads: 100 MB. The largest calendars exported in the wild (a decade of a
  /// busy person's meetings) are a few tens of MB; past this the edge should refuse the file before
  /// reading it all.
  package static let maximumBytes = 100_000_000

  /// The VCALENDAR components, in file order.
  package var calendars: [ICalendarComponent]
  /// What was skipped or read otherwise while reading the lines and components.
  package var warnings: [ICalendarWarning]
  /// The zone database names the events may need: each TZID no VTIMEZONE of the file defines (with the
  /// names a vendor-prefixed or Windows TZID may stand for), each TZID a VTIMEZONE defines read as a zone
  /// database name (for the times before its first onset), and each X-WR-TIMEZONE, in order of first use. The edge loads those the system has and passes them to `events(systemZones:)`.
  package var systemZoneNames: [String]

  /// A document of the components given.
  package init(calendars: [ICalendarComponent], warnings: [ICalendarWarning] = []) {
    self.calendars = calendars
    self.warnings = warnings
    self.systemZoneNames = ICalendarDocument.zoneNames(needed: calendars)
  }

  /// How much of a file `parse` keeps.
  package enum Detail: Hashable, Sendable {
    /// Every component and property.
    case everything
    /// What `events` reads: every component but those inside a VEVENT (its VALARMs), and of a VEVENT's
    /// properties only those events are made of (DTSTART, RRULE, SUMMARY...). An export's events carry
    /// a dozen to thirty properties each (DESCRIPTION, ATTENDEE, X-MICROSOFT-...), most of its bytes,
    /// which are then never made into strings.
    case events
  }

  /// Reads `bytes` as an iCalendar file, keeping `detail` of it.
  /// - Throws: `ICalendarError.tooLarge` past `maximumBytes`; `.notICalendar` when no line is
  ///   `BEGIN:VCALENDAR`.
  package static func parse(_ bytes: [UInt8], keeping detail: Detail = .everything) throws(ICalendarError)
    -> ICalendarDocument
  {
    guard bytes.count <= maximumBytes else { throw .tooLarge(byteCount: bytes.count) }
    var log = ICalendarWarningLog()
    var builder = ComponentTreeBuilder(detail: detail)
    let lineCount = ContentLineReader.read(bytes, log: &log, into: &builder)
    guard builder.sawCalendar else { throw .notICalendar }
    builder.finish(lastLine: lineCount, log: &log)
    return ICalendarDocument(calendars: builder.calendars, warnings: log.all)
  }

  /// The last year a VTIMEZONE's zone knows its changes through when the caller names none: its usual
  /// yearly pair of rules holds for every year whatever this is; other rules are written out to it.
  package static let defaultZoneYearsThrough = 2100

  /// The events of every VCALENDAR, their TZIDs resolved by the file's VTIMEZONEs, then by `systemZones`
  /// (keyed by the names of `systemZoneNames`), and the warnings of the events skipped or read otherwise.
  /// - Parameter lastYear: the last year shown: a VTIMEZONE whose rules are not the usual yearly pair
  ///   has its changes written out through it (`ZoneRules(name:observances:through:)`).
  package func events(
    systemZones: [String: ZoneRules], zoneYearsThrough lastYear: Int = defaultZoneYearsThrough
  ) -> (events: [CalendarEvent], warnings: [ICalendarWarning]) {
    events(zoneYearsThrough: lastYear) { systemZones[$0] }
  }

  /// The events, with the system's zones given by a lookup: `systemZone(name)` is the zone named, or
  /// `nil` when the system has none by that name.
  package func events(
    zoneYearsThrough lastYear: Int = defaultZoneYearsThrough, systemZone: (String) -> ZoneRules?
  ) -> (events: [CalendarEvent], warnings: [ICalendarWarning]) {
    var log = ICalendarWarningLog()
    var events: [CalendarEvent] = []
    var fileZones: [String: ICalendarComponent] = [:]
    for calendar in calendars {
      for component in calendar.components where component.name == "VTIMEZONE" {
        // The property's value is TEXT (3.8.3.1), escaped as Outlook writes `Kuala Lumpur\, Singapore`; the
        // parameters naming it are not.
        if let tzid = (component.property("TZID")?.value).map(TextValue.unescaped), fileZones[tzid] == nil {
          fileZones[tzid] = component
        }
      }
    }
    var rules: [String: RecurrenceRuleText.Reading] = [:]
    // Room for every event at once: grown by doubling, the list of a large file's events was copied at twice
    // its size while the document was still held.
    events.reserveCapacity(calendars.reduce(0) { $0 + $1.components.count { $0.name == "VEVENT" } })
    // The resolver keeps the lookup only while these loops run.
    withoutActuallyEscaping(systemZone) { systemZone in
      for calendar in calendars {
        var resolver = ZoneResolver(
          calendar: calendar, fileZones: fileZones, systemZone: systemZone, lastYear: lastYear, log: &log)
        for component in calendar.components where component.name == "VEVENT" {
          if let event = EventReader.event(component, zones: &resolver, rules: &rules, log: &log) {
            events.append(event)
          }
        }
      }
    }
    return (events, log.all)
  }

  /// The names of `systemZoneNames`.
  private static func zoneNames(needed calendars: [ICalendarComponent]) -> [String] {
    var names: [String] = []
    var seen: Set<String> = []
    var seenTZIDs: Set<String> = []
    func add(_ name: String) {
      if seen.insert(name).inserted { names.append(name) }
    }
    // A VTIMEZONE of any VCALENDAR of the file defines its TZID for all (as `events` resolves them).
    var defined: Set<String> = []
    for calendar in calendars {
      for component in calendar.components where component.name == "VTIMEZONE" {
        if let tzid = (component.property("TZID")?.value).map(TextValue.unescaped),
          VTimeZoneReader.definesZone(component)
        {
          defined.insert(tzid)
        }
      }
    }
    for calendar in calendars {
      if let name = calendar.property("X-WR-TIMEZONE")?.value, !name.isEmpty { add(name) }
      for component in calendar.components where component.name == "VEVENT" {
        // Each property's TZID read without the property made: a large file's events name a zone on each time.
        let properties = component.properties
        for position in properties.indices {
          guard let tzid = properties.parameter("TZID", at: position), !tzid.isEmpty else { continue }
          // Each TZID's candidates once: a file names the same few zones thousands of times. A TZID a VTIMEZONE
          // defines needs only the database's zone of its own name, for the times before the VTIMEZONE's first
          // onset (`VTimeZoneReader.zoneRules`).
          if seenTZIDs.insert(tzid).inserted {
            let names = defined.contains(tzid) ? TimeZoneNames.databaseNames(of: tzid) : TimeZoneNames.candidates(for: tzid)
            for name in names { add(name) }
          }
        }
      }
    }
    return names
  }
}

// Tests of parse(keeping: .events): what it drops, and that the events are those of the whole tree.

import Events
import Testing

@testable import FileFormats

@Suite("iCalendar: keeping only what events are read from")
struct EventDetailTests {
  @Test("a VEVENT keeps only the properties events are read from, and none of its components")
  func eventPropertiesKept() throws {
    let bytes = calendar(
      "X-WR-TIMEZONE:Europe/Berlin",
      "BEGIN:VTIMEZONE", "TZID:Custom", "X-LIC-LOCATION:Custom", "BEGIN:STANDARD", "DTSTART:19700101T000000",
      "TZOFFSETFROM:+0100", "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
      "BEGIN:VEVENT", "UID:a", "DTSTAMP:20260101T000000Z", "DTSTART;TZID=Custom:20261203T093000",
      "DESCRIPTION;ALTREP=\"cid:x\":long text", "DURATION:PT1H", "SUMMARY:Standup", "X-MICROSOFT-CDO-BUSYSTATUS:BUSY",
      "BEGIN:VALARM", "TRIGGER:-PT15M", "END:VALARM", "RRULE:FREQ=WEEKLY", "END:VEVENT")
    let document = try ICalendarDocument.parse(bytes, keeping: .events)
    let everything = try ICalendarDocument.parse(bytes)
    let calendar = document.calendars[0]
    #expect(calendar.property("X-WR-TIMEZONE")?.value == "Europe/Berlin")
    #expect(calendar.components.map(\.name) == ["VTIMEZONE", "VEVENT"])
    #expect(calendar.components[0] == everything.calendars[0].components[0])
    let event = calendar.components[1]
    #expect(event.properties.map(\.name) == ["UID", "DTSTART", "DURATION", "SUMMARY", "RRULE"])
    #expect(event.components.isEmpty)
    #expect(everything.calendars[0].components[1].properties.count == 8)
    #expect(document.events(systemZones: [:]).events == everything.events(systemZones: [:]).events)
    #expect(document.systemZoneNames == everything.systemZoneNames)
  }

  @Test("broken components inside a VEVENT end as in the whole tree, with the same warnings")
  func brokenInsideEvents() throws {
    let bytes = calendar(
      // A VALARM whose END is missing ends with its VEVENT.
      "BEGIN:VEVENT", "UID:a", "DTSTART:20261203T093000Z", "BEGIN:VALARM", "TRIGGER:-PT15M", "END:VEVENT",
      // A misspelt END closes the VALARM; the SUMMARY after it is the VEVENT's.
      "BEGIN:VEVENT", "UID:b", "DTSTART:20261204T093000Z", "BEGIN:VALARM", "END:VALRM", "SUMMARY:B",
      "END:VEVENT",
      // A VEVENT cut short by a new VCALENDAR, whose event is read.
      "BEGIN:VEVENT", "UID:c", "BEGIN:VALARM", "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:d",
      "DTSTART:20261205T093000Z", "END:VEVENT")
    let document = try ICalendarDocument.parse(bytes, keeping: .events)
    let whole = try ICalendarDocument.parse(bytes)
    #expect(document.events(systemZones: [:]).events.map(\.uid) == ["a", "b", "d"])
    #expect(document.events(systemZones: [:]).events.map(\.summary) == ["", "B", ""])
    #expect(document.events(systemZones: [:]).events == whole.events(systemZones: [:]).events)
    #expect(document.warnings.count == 5)
    #expect(document.warnings == whole.warnings)
  }

  @Test("every test calendar gives the same events and zone names kept whole or for events")
  func sameEventsAsTheWholeTree() throws {
    var failures: [String] = []
    let files = RecurringICalEventsFixtureTests.counts.map { "recurring-ical-events/" + $0.file }
    for file in files {
      let bytes = fixtureBytes(file)
      guard let whole = try? ICalendarDocument.parse(bytes) else { continue }
      let forEvents = try ICalendarDocument.parse(bytes, keeping: .events)
      let zones = Dictionary(uniqueKeysWithValues: whole.systemZoneNames.map { ($0, fixedZone($0, offset: 3_600)) })
      if forEvents.systemZoneNames != whole.systemZoneNames { failures.append("\(file): zone names differ") }
      if forEvents.events(systemZones: zones).events != whole.events(systemZones: zones).events {
        failures.append("\(file): events differ")
      }
    }
    #expect(files.count == 96)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}

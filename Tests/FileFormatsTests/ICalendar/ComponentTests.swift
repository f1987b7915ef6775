// Tests of components: nesting, broken components skipped with warnings, files that are not iCalendar.

import Events
import Testing

@testable import FileFormats

@Suite("iCalendar components")
struct ComponentTests {
  @Test("VEVENTs are read; VALARM inside them, VTODO, VJOURNAL and unknown components are not events")
  func nesting() throws {
    let document = try ICalendarDocument.parse(
      calendar(
        "BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE:20261203", "BEGIN:VALARM", "TRIGGER:-PT15M",
        "DTSTART:20000101", "END:VALARM", "END:VEVENT",
        "BEGIN:VTODO", "UID:t", "DTSTART:20261204T090000", "END:VTODO",
        "BEGIN:VJOURNAL", "UID:j", "DTSTART:20261205", "END:VJOURNAL",
        "BEGIN:X-THING", "DTSTART:20261206", "END:X-THING"))
    #expect(document.warnings.isEmpty)
    #expect(document.calendars.count == 1)
    #expect(document.calendars[0].components.map(\.name) == ["VEVENT", "VTODO", "VJOURNAL", "X-THING"])
    #expect(document.calendars[0].components[0].components.map(\.name) == ["VALARM"])
    let (events, warnings) = document.events(systemZones: [:])
    #expect(warnings.isEmpty)
    #expect(events == [CalendarEvent(uid: "a", start: .date(julianDay: 2_461_378), line: 4)])
  }

  @Test("a VEVENT whose END is missing is skipped with a warning naming its BEGIN's line and UID")
  func missingEnd() throws {
    let document = try ICalendarDocument.parse(
      calendar(
        "BEGIN:VEVENT", "UID:broken", "DTSTART:20261203", "BEGIN:VEVENT", "UID:good", "DTSTART:20261204",
        "END:VEVENT"))
    // The END:VEVENT closes the inner VEVENT; the outer one is closed by END:VCALENDAR without its END.
    #expect(
      document.warnings == [
        ICalendarWarning(
          line: 4, uid: "broken", message: "BEGIN:VEVENT has no END before END:VCALENDAR at line 11: skipped")
      ])
    #expect(document.events(systemZones: [:]).events.isEmpty)
  }

  @Test("an END naming no open component closes the innermost (icalendar reads a misspelt END so), never a VCALENDAR")
  func mismatchedEnd() throws {
    let document = try ICalendarDocument.parse(
      calendar(
        "BEGIN:VTODO", "UID:t", "END:VTOOD", "BEGIN:VEVENT", "UID:a", "DTSTART:20261203", "END:VTODO", "END:VEVENT"))
    #expect(
      document.warnings == [
        ICalendarWarning(
          line: 6, uid: "t", message: "END:VTOOD matches no open component: read as the END of VTODO begun at line 4"),
        ICalendarWarning(
          line: 10, uid: "a",
          message: "END:VTODO matches no open component: read as the END of VEVENT begun at line 7"),
        ICalendarWarning(line: 11, message: "END:VEVENT matches no open component: ignored"),
      ])
    #expect(document.calendars[0].components.map(\.name) == ["VTODO", "VEVENT"])
    #expect(document.events(systemZones: [:]).events.map(\.uid) == ["a"])
  }

  @Test("a file cut short keeps the events it completed, with warnings for what it did not")
  func cutShort() throws {
    let bytes = crlf(
      "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:a", "DTSTART:20261203", "END:VEVENT", "BEGIN:VEVENT", "UID:b",
      "DTSTART:2026")
    let document = try ICalendarDocument.parse(bytes)
    #expect(
      document.warnings == [
        ICalendarWarning(line: 6, uid: "b", message: "VEVENT has no END before the file ends at line 8: skipped"),
        ICalendarWarning(
          line: 1, message: "VCALENDAR has no END before the file ends at line 8: its complete components are read"),
      ])
    #expect(document.events(systemZones: [:]).events.map(\.uid) == ["a"])
  }

  @Test("several VCALENDARs in one file are all read, even when one lacks its END")
  func concatenated() throws {
    let bytes = crlf(
      "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:a", "DTSTART:20261203", "END:VEVENT",
      "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:b", "DTSTART:20261204", "END:VEVENT", "END:VCALENDAR",
      "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:c", "DTSTART:20261205", "END:VEVENT", "END:VCALENDAR")
    let document = try ICalendarDocument.parse(bytes)
    #expect(document.calendars.count == 3)
    #expect(document.events(systemZones: [:]).events.map(\.uid) == ["a", "b", "c"])
    #expect(document.warnings.map(\.line) == [1])
  }

  @Test("component names are case-insensitive, as property names are")
  func lowerCaseNames() throws {
    let bytes = crlf("begin:vcalendar", "begin:vevent", "uid:a", "dtstart:20261203", "end:vevent", "end:vcalendar")
    #expect(try parsedEvents(bytes).events.map(\.uid) == ["a"])
  }

  @Test("components nested past the limit are skipped with one warning, and 200,000 BEGINs do not exhaust the stack")
  func deepNesting() throws {
    var text = "BEGIN:VCALENDAR\n"
    text += String(repeating: "BEGIN:X\n", count: 200_000)
    let document = try ICalendarDocument.parse(Array(text.utf8))
    #expect(document.warnings.first == ICalendarWarning(line: 9, message: "BEGIN:X nested more than 8 deep: skipped"))
    #expect(document.calendars.count == 1)
  }

  // Columns: the bytes, what they are.
  @Test(
    "bytes with no BEGIN:VCALENDAR line are not iCalendar",
    arguments: [
      ([UInt8](repeating: 0, count: 100_000), "NUL bytes"),
      ([], "nothing"),
      (Array("BEGIN:VEVENT\nDTSTART:20261203\nEND:VEVENT\n".utf8), "an event without a calendar"),
      (Array("2026-12-03 Standup\n".utf8), "another format"),
      ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00], "a PNG's header"),
    ])
  func notICalendar(bytes: [UInt8], what: String) {
    #expect(throws: ICalendarError.notICalendar) { try ICalendarDocument.parse(bytes) }
  }

  @Test("the errors' messages are one line naming the rule or the limit")
  func errorMessages() {
    #expect(ICalendarError.notICalendar.description == "not an iCalendar file: no BEGIN:VCALENDAR line (RFC 5545, 3.4)")
    #expect(
      ICalendarError.tooLarge(byteCount: 100_000_001).description
        == "100000001 bytes is larger than the limit for an iCalendar file, 100 MB (100000000 bytes)")
  }

  @Test("more bytes than the limit are refused before they are read")
  func tooLarge() {
    let bytes = [UInt8](repeating: 0x41, count: ICalendarDocument.maximumBytes + 1)
    #expect(throws: ICalendarError.tooLarge(byteCount: ICalendarDocument.maximumBytes + 1)) {
      try ICalendarDocument.parse(bytes)
    }
  }

  @Test("a warning's line names the line and, when known, the UID")
  func warningDescription() {
    #expect(ICalendarWarning(line: 3, uid: "a\nb", message: "m").description == "line 3 (UID a\\u{a}b): m")
    #expect(ICalendarWarning(line: 3, message: "m").description == "line 3: m")
  }
}

// Helpers of the iCalendar tests: text as a file's bytes, fixture files' bytes, a document's events.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

import SwiftcalTestSupport

import Events
@testable import FileFormats

/// The lines given joined by CRLF, as RFC 5545 writes them, with a final CRLF.
func crlf(_ lines: String...) -> [UInt8] {
  Array(lines.map { $0 + "\r\n" }.joined().utf8)
}

/// A VCALENDAR around the lines given, CRLF-separated.
func calendar(_ lines: String...) -> [UInt8] {
  Array((["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"] + lines + ["END:VCALENDAR"])
    .map { $0 + "\r\n" }.joined().utf8)
}

/// The bytes of the file `name` in the Fixtures folder beside this file.
func fixtureBytes(_ name: String, besideFile filePath: String = #filePath) -> [UInt8] {
  let path = testFolder(of: filePath) + "/Fixtures/" + name
  guard let bytes = readFileBytes(path) else { fatalError("fixture missing: \(path)") }
  return bytes
}

/// The events of `bytes`, parsed, with the system zones given; fails the test on a parse error.
func parsedEvents(
  _ bytes: [UInt8], systemZones: [String: ZoneRules] = [:]
) throws -> (events: [CalendarEvent], warnings: [ICalendarWarning]) {
  try ICalendarDocument.parse(bytes).events(systemZones: systemZones)
}

/// A zone of one fixed offset, standing in for one the system's database would give.
func fixedZone(_ name: String, offset: Int) -> ZoneRules { ZoneRules(name: name, initialOffset: offset) }

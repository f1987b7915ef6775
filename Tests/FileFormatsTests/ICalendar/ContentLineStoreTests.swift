// Tests of the kept lines' pages: a file whose lines fill many pages, a line longer than a page, and values read
// without the property made.

import CalendarCore
import Events
import Testing

@testable import FileFormats

@Suite("iCalendar: the lines a document keeps, in pages")
struct ContentLineStoreTests {
  /// A calendar of `count` events with long SUMMARYs, escaped ones among them, and zoned starts.
  private func manyEvents(_ count: Int) -> [UInt8] {
    var lines: [String] = []
    for index in 0..<count {
      let summary =
        index % 10 == 3
        ? "Review\\, part \(index)\\nnext line" : "Event \(index) " + String(repeating: "x", count: index % 90)
      lines += [
        "BEGIN:VEVENT", "UID:event-\(index)@example.org", "DTSTAMP:20260101T000000Z",
        index % 2 == 0 ? "DTSTART;TZID=Asia/Tokyo:20261203T0930\(index % 6)0" : "DTSTART:20261203T093000Z",
        "DURATION:PT1H", "SUMMARY:\(summary)", "DESCRIPTION:left out", "END:VEVENT",
      ]
    }
    return Array((["BEGIN:VCALENDAR", "VERSION:2.0"] + lines + ["END:VCALENDAR"]).map { $0 + "\r\n" }.joined().utf8)
  }

  @Test("events read from many pages are those of their lines")
  func manyPages() throws {
    let count = 3_000
    let bytes = manyEvents(count)
    let document = try ICalendarDocument.parse(bytes, keeping: .events)
    let tokyo = fixedZone("Asia/Tokyo", offset: 32_400)
    let events = document.events(systemZones: ["Asia/Tokyo": tokyo]).events
    // Not one page: the kept lines alone are several times a page's bytes.
    #expect(bytes.count > 4 * ContentLineStore.pageCapacity)
    #expect(events.count == count)
    var wrong: [Int] = []
    for (index, event) in events.enumerated() {
      let summary =
        index % 10 == 3
        ? "Review, part \(index)\nnext line" : "Event \(index) " + String(repeating: "x", count: index % 90)
      let start: EventTime =
        index % 2 == 0
        ? .zoned(LocalDateTime(year: 2026, month: 12, day: 3, hour: 9, minute: 30, second: index % 6 * 10), zone: tokyo)
        : .utc(LocalDateTime(year: 2026, month: 12, day: 3, hour: 9, minute: 30))
      if event.uid != "event-\(index)@example.org" || event.summary != summary || event.start != start {
        wrong.append(index)
      }
    }
    #expect(wrong.isEmpty, "events read wrong: \(wrong.prefix(10))")
    #expect(document.systemZoneNames.contains("Asia/Tokyo"))
    // What events are read from is the same whether the rest is kept or not.
    let everything = try ICalendarDocument.parse(bytes)
    #expect(everything.events(systemZones: ["Asia/Tokyo": tokyo]).events == events)
    #expect(everything.calendars[0].components[count - 1].property("DESCRIPTION")?.value == "left out")
  }

  @Test("a line longer than a page is a page of its own, between others")
  func lineLongerThanAPage() throws {
    let long = String(repeating: "abcdefghij", count: 20_000)
    // Folded as RFC 5545 folds it, at 75 octets.
    var folded = "SUMMARY:" + long
    var lines: [String] = []
    while folded.utf8.count > 75 {
      lines.append(String(folded.prefix(75)))
      folded = " " + folded.dropFirst(75)
    }
    lines.append(folded)
    let bytes = calendar(
      ["BEGIN:VEVENT", "UID:before", "DTSTART:20261203T093000Z", "SUMMARY:Before", "END:VEVENT", "BEGIN:VEVENT",
       "UID:long", "DTSTART:20261204T093000Z"] + lines + ["END:VEVENT", "BEGIN:VEVENT", "UID:after",
       "DTSTART:20261205T093000Z", "SUMMARY:After", "END:VEVENT"])
    let events = try parsedEvents(bytes).events
    #expect(events.map(\.uid) == ["before", "long", "after"])
    #expect(events.map { $0.summary.utf8.count } == [6, long.utf8.count, 5])
    #expect(events[1].summary == long[...])
    let document = try ICalendarDocument.parse(bytes)
    #expect(document.calendars[0].components[1].property("SUMMARY")?.value == long)
    #expect(document.calendars[0].components[1].property("SUMMARY")?.line == 12)
  }

  @Test("a parameter read without the property made is the property's")
  func parameterWithoutTheProperty() throws {
    let bytes = calendar(
      "BEGIN:VEVENT", "UID:a", "DTSTART;VALUE=DATE-TIME;tzid=\"Europe/Berlin\":20261203T093000",
      "DTEND;X-A=1;TZID=America/New_York;TZID=Asia/Tokyo:20261203T103000", "X-Y;TZID=^'quoted^':1", "END:VEVENT")
    let properties = try ICalendarDocument.parse(bytes).calendars[0].components[0].properties
    for position in properties.indices {
      #expect(properties.parameter("TZID", at: position) == properties[position].parameter("TZID"))
    }
    #expect(properties.map { $0.parameter("TZID") } == [nil, "Europe/Berlin", "America/New_York", "\"quoted\""])
    #expect(properties.text(at: 1) == "20261203T093000")
  }
}

/// A VCALENDAR around the lines given, CRLF-separated.
private func calendar(_ lines: [String]) -> [UInt8] {
  Array((["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"] + lines + ["END:VCALENDAR"])
    .map { $0 + "\r\n" }.joined().utf8)
}

// Tests over recurring-ical-events' 96 test calendars: each parses, with as many VEVENTs as python's
// icalendar counts (Fixtures/event-counts.txt, made by Tools/Oracles/ICalendar/count-events.py).

import Events
import Testing

@testable import FileFormats

@Suite("iCalendar: recurring-ical-events' calendars")
struct RecurringICalEventsFixtureTests {
  /// The lines of event-counts.txt: file name, VEVENTs, VEVENTs with DTSTART.
  static let counts: [(file: String, components: Int, dated: Int)] = {
    String(decoding: fixtureBytes("event-counts.txt"), as: UTF8.self).split(separator: "\n")
      .filter { !$0.hasPrefix("#") }
      .map { line in
        let fields = line.split(separator: " ")
        return (String(fields[0]), Int(fields[1])!, Int(fields[2])!)
      }
  }()

  /// Calendars with an event this reader skips on purpose, and why: none. (`UNTL=20191023` in
  /// bad_rrule_missing_until_event.ics is not a part of RRULE, and recurring-ical-events refuses the calendar;
  /// this reader keeps the event on its DTSTART, its rule unread, lest a misspelt bound repeat it for ever.)
  static let skippedOnPurpose: [String: Int] = [:]

  @Test("every calendar is counted: the expectations cover all 96 files (95 tests' and the benchmark's)")
  func allFilesCounted() {
    #expect(RecurringICalEventsFixtureTests.counts.count == 96)
  }

  @Test("each calendar parses with as many VEVENTs as icalendar finds, and as many events with DTSTART")
  func vEventCounts() throws {
    var failures: [String] = []
    for (file, components, dated) in RecurringICalEventsFixtureTests.counts {
      let document: ICalendarDocument
      do {
        document = try ICalendarDocument.parse(fixtureBytes("recurring-ical-events/" + file))
      } catch {
        failures.append("\(file): \(error)")
        continue
      }
      let found = vEventCount(document.calendars)
      if found != components { failures.append("\(file): \(found) VEVENTs, icalendar counts \(components)") }
      let (events, warnings) = document.events(systemZones: [:])
      if events.count != dated - (RecurringICalEventsFixtureTests.skippedOnPurpose[file] ?? 0) {
        failures.append("\(file): \(events.count) events, icalendar has \(dated) with DTSTART; \(warnings)")
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// VEVENTs at any depth, as icalendar's `walk("VEVENT")` counts them.
  private func vEventCount(_ components: [ICalendarComponent]) -> Int {
    components.reduce(0) { $0 + ($1.name == "VEVENT" ? 1 : 0) + vEventCount($1.components) }
  }
}

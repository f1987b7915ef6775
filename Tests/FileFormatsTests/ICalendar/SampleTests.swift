// Tests of calendars as Google, Outlook and Apple export them (small ones written for these tests, in
// Fixtures/samples): every event, its times on its zone's clock, its rules and exceptions.

import CalendarCore
import Events
import Testing

@testable import FileFormats

@Suite("iCalendar: Google, Outlook and Apple samples")
struct SampleTests {
  /// The zones the edge would load from the system's database, as POSIX rules (the same for 2026-2027).
  static let systemZones: [String: ZoneRules] = [
    "America/New_York": try! ZoneRules(posix: "EST5EDT,M3.2.0,M11.1.0"),
    "Europe/Berlin": try! ZoneRules(posix: "CET-1CEST,M3.5.0,M10.5.0/3"),
  ]

  /// A time as `2026-12-03T09:30-05:00` (zoned: its offset then), `…Z`, `… floating`, or `2026-12-24`.
  private func text(_ time: EventTime) -> String {
    func clock(_ time: LocalDateTime) -> String {
      let date = time.date
      let (hour, minute) = (time.secondOfDay / 3600, time.secondOfDay / 60 % 60)
      return "\(date)T\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }
    switch time {
    case .date(let julianDay): return "\(Reform.gregorian.date(fromJulianDay: julianDay))"
    case .floating(let wallClock): return clock(wallClock) + " floating"
    case .utc(let wallClock): return clock(wallClock) + "Z"
    case .zoned(let wallClock, let zone):
      let offset = wallClock.seconds - zone.utcSeconds(forWallClock: wallClock)
      let sign = offset < 0 ? "-" : "+"
      let hours = abs(offset) / 3600
      return clock(wallClock) + "\(sign)\(hours < 10 ? "0" : "")\(hours):00"
    }
  }

  private func read(_ name: String) throws -> (events: [CalendarEvent], warnings: [ICalendarWarning]) {
    let document = try ICalendarDocument.parse(fixtureBytes("samples/" + name))
    #expect(document.warnings.isEmpty)
    return document.events(systemZones: SampleTests.systemZones)
  }

  @Test("Google: X-WR-TIMEZONE, a weekly standup with an EXDATE and a moved occurrence, an all-day span")
  func google() throws {
    let (events, warnings) = try read("google.ics")
    #expect(warnings.isEmpty)
    #expect(events.map(\.summary) == ["Standup", "Standup (moved to Friday)", "Quarterly review", "Holidays"])
    #expect(events.map { text($0.start) } == [
      "2026-12-03T09:30-05:00", "2026-12-18T10:00-05:00",
      // 15:00 UTC made New York's wall clock by X-WR-TIMEZONE, as x-wr-timezone does.
      "2026-12-10T10:00-05:00", "2026-12-24",
    ])
    let standup = events[0]
    #expect(standup.rules == [try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=TH")])
    #expect(standup.exceptionDates.map(text) == ["2026-12-24T09:30-05:00"])
    #expect(standup.sequence == 2)
    #expect(standup.line == 26)
    let moved = events[1]
    #expect(moved.uid == standup.uid)
    #expect(moved.recurrenceID.map(text) == "2026-12-17T09:30-05:00")
    #expect(moved.sequence == 3)
    guard case .time(let end) = events[3].end else { Issue.record("the all-day event has no DTEND"); return }
    #expect(text(end) == "2026-12-27")
  }

  @Test("Outlook: a BOM, a Windows TZID its VTIMEZONE defines, folded escaped text, UNTIL in UTC, CANCELLED")
  func outlook() throws {
    let document = try ICalendarDocument.parse(fixtureBytes("samples/outlook.ics"))
    let planning = document.calendars[0].components[1]
    #expect(
      TextValue.unescaped(try #require(planning.property("DESCRIPTION")).value)
        == "Quarterly planning; bring figures, slides and the budget \\ forecast.\n")
    let (events, _) = document.events(systemZones: SampleTests.systemZones)
    #expect(events.map(\.summary) == ["Planning", "Canceled: Offsite"])
    #expect(events[0].rules.first?.until == .utc(LocalDateTime(year: 2027, month: 6, day: 30, hour: 7)))
    #expect(events[0].exceptionDates.count == 2)
    #expect(events[1].isCancelled)
    #expect(text(events[1].start) == "2026-12-14")
  }

  @Test("Apple: quoted parameters with commas and colons, DURATION, COUNT, an RDATE, a VTODO left out")
  func apple() throws {
    let document = try ICalendarDocument.parse(fixtureBytes("samples/apple.ics"))
    let location = try #require(document.calendars[0].components[1].property("X-APPLE-STRUCTURED-LOCATION"))
    #expect(location.parameter("X-ADDRESS") == "Unter den Linden 1, 10117 Berlin")
    #expect(location.parameter("X-TITLE") == "Café: 1st floor")
    #expect(location.value == "geo:52.517,13.389")
    let (events, warnings) = document.events(systemZones: SampleTests.systemZones)
    #expect(warnings.isEmpty)
    #expect(events.map(\.summary) == ["Dinner, Mitte", "Climbing"])
    #expect(events.map { text($0.start) } == ["2026-12-05T19:00+01:00", "2026-12-01T18:00+01:00"])
    #expect(events[1].end == .duration(EventDuration(seconds: 5400)))
    #expect(events[1].rules.first?.count == 6)
    #expect(events[1].extraDates.count == 1)
  }
}

// Tests of zones: TZIDs resolved by the system's zones, vendor prefixes, unknown TZIDs, VTIMEZONE
// observances, X-WR-TIMEZONE.

import CalendarCore
import Events
import Testing

@testable import FileFormats

@Suite("iCalendar zones")
struct ZoneTests {
  private let berlin = fixedZone("Europe/Berlin", offset: 3600)
  private let nineThirty = LocalDateTime(year: 2026, month: 12, day: 3, hour: 9, minute: 30)

  @Test("a TZID no VTIMEZONE defines is listed in systemZoneNames and resolved by the zones passed")
  func systemZone() throws {
    let document = try ICalendarDocument.parse(
      calendar("BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Europe/Berlin:20261203T093000", "END:VEVENT"))
    #expect(document.systemZoneNames == ["Europe/Berlin"])
    let (events, warnings) = document.events(systemZones: ["Europe/Berlin": berlin])
    #expect(warnings.isEmpty)
    #expect(events.first?.start == .zoned(nineThirty, zone: berlin))
  }

  @Test("a TZID with a vendor's prefix is looked up without it too")
  func vendorPrefix() throws {
    let document = try ICalendarDocument.parse(
      calendar(
        "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=/mozilla.org/20070129_1/Europe/Berlin:20261203T093000",
        "DTEND;TZID=/citadel.org/20190914_1/Europe/Berlin:20261203T103000", "END:VEVENT"))
    #expect(
      document.systemZoneNames == [
        "/mozilla.org/20070129_1/Europe/Berlin", "Europe/Berlin", "/citadel.org/20190914_1/Europe/Berlin",
      ])
    let (events, warnings) = document.events(systemZones: ["Europe/Berlin": berlin])
    #expect(warnings.isEmpty)
    #expect(events.first?.start == .zoned(nineThirty, zone: berlin))
    #expect(events.first?.end == .time(.zoned(nineThirty.adding(seconds: 3600), zone: berlin)))
  }

  // Columns: a TZID, the names it may stand for.
  @Test(
    "the names a TZID may stand for",
    arguments: [
      ("America/New_York", ["America/New_York"]),
      ("/softwarestudio.org/Olson_20011030_5/America/New_York",
        ["/softwarestudio.org/Olson_20011030_5/America/New_York", "America/New_York"]),
      ("/mozilla.org/20050126_1/America/Argentina/Buenos_Aires",
        ["/mozilla.org/20050126_1/America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"]),
      // RFC 5545 3.2.19's globally unique id, the zone's own name after the solidus.
      ("/Europe/Stockholm", ["/Europe/Stockholm", "Europe/Stockholm"]),
      ("/America/Argentina/Buenos_Aires", ["/America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"]),
      ("W. Europe Standard Time", ["W. Europe Standard Time", "Europe/Berlin"]),
    ])
  func candidates(tzid: String, names: [String]) {
    #expect(TimeZoneNames.candidates(for: tzid) == names)
  }

  @Test("a VTIMEZONE's TZID is TEXT, unescaped before the events' TZID parameters are matched with it")
  func escapedZoneName() throws {
    let (events, warnings) = try parsedEvents(
      calendar(
        "BEGIN:VTIMEZONE", "TZID:Kuala Lumpur\\, Singapore", "BEGIN:STANDARD", "DTSTART:16010101T000000",
        "TZOFFSETFROM:+0800", "TZOFFSETTO:+0800", "END:STANDARD", "END:VTIMEZONE",
        "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=\"Kuala Lumpur, Singapore\":20261203T093000", "END:VEVENT"))
    #expect(warnings.isEmpty)
    guard case .zoned(let time, let zone) = try #require(events.first).start else {
      Issue.record("not zoned: \(events)")
      return
    }
    #expect(time == nineThirty && zone.name == "Kuala Lumpur, Singapore")
  }

  @Test("before a VTIMEZONE's first onset, the zone database's zone of its TZID, when it has one; else TZOFFSETFROM")
  func vtimezoneOlderThanItsZone() throws {
    // A Sydney VTIMEZONE written from 2006 on, from +0000 (as an export found it), and an event in 2005.
    let bytes = calendar(
      "BEGIN:VTIMEZONE", "TZID:Australia/Sydney",
      "BEGIN:STANDARD", "DTSTART:20060402T030000", "TZOFFSETFROM:+0000", "TZOFFSETTO:+1000", "END:STANDARD",
      "BEGIN:DAYLIGHT", "DTSTART:20061029T020000", "TZOFFSETFROM:+1000", "TZOFFSETTO:+1100", "END:DAYLIGHT",
      "END:VTIMEZONE",
      "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Australia/Sydney:20050601T090000", "END:VEVENT",
      "BEGIN:VEVENT", "UID:b", "DTSTART;TZID=Australia/Sydney:20060601T090000", "END:VEVENT")
    let document = try ICalendarDocument.parse(bytes)
    #expect(document.systemZoneNames == ["Australia/Sydney"])
    let sydney = try ZoneRules(posix: "AEST-10AEDT,M10.5.0,M3.5.0/3")
    let june2005 = LocalDateTime(year: 2005, month: 6, day: 1, hour: 9, minute: 0)
    let june2006 = LocalDateTime(year: 2006, month: 6, day: 1, hour: 9, minute: 0)
    // With the database's zone: 09:00 in Sydney, 23:00 UTC the day before, in 2005 as in 2006.
    let (events, warnings) = document.events(systemZones: ["Australia/Sydney": sydney])
    #expect(warnings.isEmpty)
    let utc = events.map { event -> Int? in
      guard case .zoned(let time, let zone) = event.start else { return nil }
      return zone.utcSeconds(forWallClock: time)
    }
    #expect(utc == [june2005.seconds - 36_000, june2006.seconds - 36_000])
    // Without it, RFC 5545's reading: the first onset's TZOFFSETFROM, +0000, before it.
    let (alone, _) = document.events(systemZones: [:])
    guard case .zoned(let time, let zone) = try #require(alone.first).start else {
      Issue.record("not zoned: \(alone)")
      return
    }
    #expect(zone.utcSeconds(forWallClock: time) == june2005.seconds)
    // An offset asked at an instant: the database's before the first onset, the VTIMEZONE's after it.
    let preceded = try #require(events.first.flatMap { if case .zoned(_, let zone) = $0.start { zone } else { nil } })
    #expect(preceded.offset(atUTC: june2005.seconds) == 36_000 && preceded.offset(atUTC: june2006.seconds) == 36_000)
    #expect(preceded.earlier == sydney)
  }

  @Test("an unknown TZID is read as floating, with one warning for the file however often it is used")
  func unknownZone() throws {
    let (events, warnings) = try parsedEvents(
      calendar(
        "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Mars/Olympus:20261203T093000", "END:VEVENT",
        "BEGIN:VEVENT", "UID:b", "DTSTART;TZID=Mars/Olympus:20261203T093000", "END:VEVENT"))
    #expect(events.map(\.start) == [.floating(nineThirty), .floating(nineThirty)])
    #expect(
      warnings == [
        ICalendarWarning(
          line: 6, uid: "a",
          message: "TZID 'Mars/Olympus' is defined by no VTIMEZONE and is not in the system's zone database: "
            + "its times are read as floating (the same wall clock in every zone)")
      ])
  }

  @Test("X-WR-TIMEZONE makes floating date-times zoned and UTC ones its wall clock; dates, TZIDs, RDATE periods stay")
  func calendarWideZone() throws {
    let document = try ICalendarDocument.parse(
      calendar(
        "X-WR-TIMEZONE:Europe/Berlin",
        "BEGIN:VEVENT", "UID:a", "DTSTART:20261203T093000", "DTEND:20261203T093000Z",
        "EXDATE:20261210T093000", "RDATE;VALUE=PERIOD:20261211T093000/PT1H", "RECURRENCE-ID:20261203T093000",
        "END:VEVENT",
        "BEGIN:VEVENT", "UID:b", "DTSTART;VALUE=DATE:20261203", "END:VEVENT",
        "BEGIN:VEVENT", "UID:c", "DTSTART;TZID=Asia/Tokyo:20261203T093000", "END:VEVENT"))
    #expect(document.systemZoneNames == ["Europe/Berlin", "Asia/Tokyo"])
    let tokyo = fixedZone("Asia/Tokyo", offset: 32_400)
    let (events, warnings) = document.events(systemZones: ["Europe/Berlin": berlin, "Asia/Tokyo": tokyo])
    #expect(warnings.isEmpty)
    let a = try #require(events.first)
    #expect(a.start == .zoned(nineThirty, zone: berlin))
    #expect(a.end == .time(.zoned(nineThirty.adding(seconds: 3600), zone: berlin)))
    #expect(a.exceptionDates == [.zoned(nineThirty.adding(seconds: 7 * 86_400), zone: berlin)])
    #expect(a.recurrenceID == .zoned(nineThirty, zone: berlin))
    #expect(
      a.extraDates == [
        .period(start: .floating(nineThirty.adding(seconds: 8 * 86_400)), end: .duration(EventDuration(seconds: 3600)))
      ])
    #expect(events.dropFirst().map(\.start) == [.date(julianDay: 2_461_378), .zoned(nineThirty, zone: tokyo)])
  }

  @Test("an X-WR-TIMEZONE the system does not know is ignored with a warning")
  func unknownCalendarWideZone() throws {
    let (events, warnings) = try parsedEvents(
      calendar("X-WR-TIMEZONE:Nowhere/Else", "BEGIN:VEVENT", "UID:a", "DTSTART:20261203T093000", "END:VEVENT"))
    #expect(events.first?.start == .floating(nineThirty))
    #expect(warnings.map(\.message) == ["X-WR-TIMEZONE 'Nowhere/Else' is not in the system's zone database: ignored"])
  }

  @Test("a VTIMEZONE's STANDARD and DAYLIGHT parts are read as observances")
  func observances() throws {
    let document = try ICalendarDocument.parse(
      calendar(
        "BEGIN:VTIMEZONE", "TZID:W. Europe Standard Time",
        "BEGIN:STANDARD", "DTSTART:16010101T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
        "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
        "RDATE:19810329T020000,19820328T020000", "TZNAME:CEST", "END:DAYLIGHT",
        "BEGIN:DAYLIGHT", "DTSTART:16010101T020000", "TZOFFSETFROM:+01", "TZOFFSETTO:+0200", "END:DAYLIGHT",
        "END:VTIMEZONE"))
    var log = ICalendarWarningLog()
    let observances = VTimeZoneReader.observances(of: document.calendars[0].components[0], log: &log)
    #expect(
      observances == [
        ZoneObservance(
          isDaylight: false, start: LocalDateTime(year: 1601, month: 1, day: 1, hour: 3), offsetFrom: 7200,
          offsetTo: 3600, rule: try RecurrenceRule(parsing: "FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10")),
        ZoneObservance(
          isDaylight: true, start: LocalDateTime(year: 1601, month: 1, day: 1, hour: 2), offsetFrom: 3600,
          offsetTo: 7200,
          extraStarts: [
            LocalDateTime(year: 1981, month: 3, day: 29, hour: 2),
            LocalDateTime(year: 1982, month: 3, day: 28, hour: 2),
          ], name: "CEST"),
      ])
    #expect(log.all.map(\.line) == [19])
  }

  // Columns: a UTC offset as written, seconds east of UTC (nil: not an offset).
  @Test(
    "UTC offsets: ±HHMM and ±HHMMSS",
    arguments: [("+0100", 3600), ("-0500", -18_000), ("+0530", 19_800), ("-003744", -2264), ("+01", nil),
      ("0100", nil), ("+0160", nil)] as [(String, Int?)])
  func utcOffsets(text: String, seconds: Int?) {
    #expect(VTimeZoneReader.utcOffset(text) == seconds)
  }

  @Test("a Windows TZID no VTIMEZONE defines is looked up by its IANA name")
  func windowsName() throws {
    let document = try ICalendarDocument.parse(
      calendar("BEGIN:VEVENT", "UID:a", "DTSTART;TZID=W. Europe Standard Time:20261203T093000", "END:VEVENT"))
    #expect(document.systemZoneNames == ["W. Europe Standard Time", "Europe/Berlin"])
    let events = document.events(systemZones: ["Europe/Berlin": berlin]).events
    #expect(events.first?.start == .zoned(nineThirty, zone: berlin))
  }

  @Test("a TZID the file's VTIMEZONE defines is asked of the system only by its own name, and from the first onset on")
  func fileZone() throws {
    let document = try ICalendarDocument.parse(
      calendar(
        "BEGIN:VTIMEZONE", "TZID:Custom", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0530",
        "TZOFFSETTO:+0530", "END:STANDARD", "END:VTIMEZONE",
        "BEGIN:VEVENT", "UID:a", "DTSTART;TZID=Custom:20261203T093000", "END:VEVENT"))
    #expect(document.systemZoneNames == ["Custom"])
    let (events, warnings) = document.events(systemZones: ["Custom": berlin])
    #expect(warnings.isEmpty)
    guard case .zoned(let time, let zone) = events.first?.start else {
      Issue.record("not zoned: \(String(describing: events.first?.start))")
      return
    }
    #expect(time == nineThirty)
    #expect(zone.name == "Custom")
    #expect(zone.utcSeconds(forWallClock: time) == nineThirty.seconds - 19_800)
    // Before 1970, the system's zone of the name.
    #expect(zone.offset(atUTC: LocalDateTime(year: 1969, month: 6, day: 1).seconds) == 3600)
  }
}

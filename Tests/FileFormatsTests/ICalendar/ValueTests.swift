// Tests of values: TEXT escapes, DATE, DATE-TIME, DURATION, PERIOD, lists, and the VEVENT's other properties.

import CalendarCore
import Events
import Testing

@testable import FileFormats

@Suite("iCalendar values")
struct ValueTests {
  private let december3 = 2_461_378

  private func time(_ hour: Int, _ minute: Int = 0, day: Int = 3) -> LocalDateTime {
    LocalDateTime(year: 2026, month: 12, day: day, hour: hour, minute: minute)
  }

  /// The one event of a VCALENDAR holding a VEVENT of the lines given.
  private func event(
    _ lines: String..., zones: [String: ZoneRules] = [:]
  ) throws -> (event: CalendarEvent?, warnings: [ICalendarWarning]) {
    let bytes = calendar(["BEGIN:VEVENT", "UID:u"] + lines + ["END:VEVENT"])
    let (events, warnings) = try parsedEvents(bytes, systemZones: zones)
    return (events.first, warnings)
  }

  private func calendar(_ lines: [String]) -> [UInt8] {
    Array((["BEGIN:VCALENDAR"] + lines + ["END:VCALENDAR"]).map { $0 + "\r\n" }.joined().utf8)
  }

  // Columns: the value as written, the text it means.
  @Test(
    "TEXT escapes: \\n and \\N a newline, \\, \\; \\\\ the character, others kept",
    arguments: [
      (#"Lunch\, then talk\; bring \\ and \n notes\Nnow"#, "Lunch, then talk; bring \\ and \n notes\nnow"),
      (#"C:\temp"#, #"C:\temp"#),
      (#"ends with \"#, #"ends with \"#),
      ("plain", "plain"),
    ])
  func textEscapes(written: String, meant: String) {
    #expect(TextValue.unescaped(written) == meant)
  }

  @Test("a multi-valued TEXT splits at commas not escaped")
  func textList() {
    #expect(TextValue.list(#"a,b\,c,d"#) == ["a", "b,c", "d"])
  }

  // Columns: the value, its TZID parameter, what it is.
  @Test(
    "DATE and DATE-TIME: a date, UTC with Z, zoned with TZID, floating without",
    arguments: [
      ("20261203", nil, DateTimeValue.date(julianDay: 2_461_378)),
      ("20261203T093000Z", nil, .utc(LocalDateTime(year: 2026, month: 12, day: 3, hour: 9, minute: 30))),
      ("20261203T093000", "Europe/Berlin", .zoned(LocalDateTime(year: 2026, month: 12, day: 3, hour: 9, minute: 30),
        tzid: "Europe/Berlin")),
      ("20261203T093000", nil, .floating(LocalDateTime(year: 2026, month: 12, day: 3, hour: 9, minute: 30))),
      ("20261231T235960Z", nil, .utc(LocalDateTime(year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59))),
    ] as [(String, String?, DateTimeValue)])
  func dateTimes(text: String, tzid: String?, value: DateTimeValue) {
    #expect(DateTimeValue.parse(text[...], tzid: tzid) == value)
  }

  @Test(
    "values that are not dates or date-times",
    arguments: ["2026120", "20261303", "20260229", "20261203T240000", "20261203T0930", "20261203X093000",
      "20261203T093000ZZ", "2026-12-03", ""])
  func notDateTimes(text: String) {
    #expect(DateTimeValue.parse(text[...], tzid: nil) == nil)
  }

  // Columns: the value, nominal days, exact seconds.
  @Test(
    "DURATION: weeks and days nominal, hours, minutes and seconds exact, a sign for before",
    arguments: [
      ("P1W", 7, 0), ("P1DT2H", 1, 7200), ("-PT15M", 0, -900), ("+PT1H30M5S", 0, 5405), ("P0D", 0, 0),
      ("PT36H", 0, 129_600), ("P1W2D", 9, 0),
    ])
  func durations(text: String, days: Int, seconds: Int) {
    #expect(DurationValue.parse(text[...]) == EventDuration(days: days, seconds: seconds))
  }

  @Test("values that are not durations", arguments: ["P", "PT", "1D", "P1H", "PT1D", "P1DT", "P-1D", "P1D2",
    "P999999999W"])
  func notDurations(text: String) {
    #expect(DurationValue.parse(text[...]) == nil)
  }

  @Test("DTSTART with DTEND, with DURATION, or with neither")
  func ends() throws {
    #expect(try event("DTSTART:20261203T090000", "DTEND:20261203T100000").event?.end == .time(.floating(time(10))))
    #expect(try event("DTSTART:20261203T090000", "DURATION:PT45M").event?.end
      == .duration(EventDuration(seconds: 2700)))
    #expect(try event("DTSTART;VALUE=DATE:20261203").event?.end == CalendarEvent.End.none)
  }

  @Test("a broken DTEND or DURATION is left out with a warning, the event kept")
  func brokenEnd() throws {
    let read = try event("DTSTART:20261203T090000", "DURATION:one hour")
    #expect(read.event?.end == CalendarEvent.End.none)
    #expect(read.warnings.map(\.message) == [
      "DURATION 'one hour' is not a duration (such as P1D, PT1H30M, -PT15M): left out"
    ])
  }

  @Test("an event without DTSTART, or with a DTSTART that is no date, is skipped with a warning")
  func missingStart() throws {
    let missing = try event("SUMMARY:x")
    #expect(missing.event == nil)
    #expect(missing.warnings == [ICalendarWarning(line: 2, uid: "u", message: "VEVENT without DTSTART: skipped "
      + "(RFC 5545, 3.6.1 requires it in a calendar without METHOD, and without it the event falls on no day)")])
    let broken = try event("DTSTART:tomorrow")
    #expect(broken.event == nil)
    #expect(broken.warnings.map(\.line) == [4])
  }

  @Test("EXDATE and RDATE: several values a property, properties repeated, PERIODs in RDATE")
  func lists() throws {
    let read = try event(
      "DTSTART:20261203T090000Z", "EXDATE:20261210T090000Z,20261217T090000Z", "EXDATE:20261224T090000Z",
      "RDATE;VALUE=PERIOD:20261204T100000Z/20261204T113000Z,20261205T100000Z/PT1H",
      "RDATE;VALUE=DATE:20261206,20261207")
    let utc = { (day: Int, hour: Int) -> EventTime in .utc(LocalDateTime(year: 2026, month: 12, day: day, hour: hour)) }
    #expect(read.warnings.isEmpty)
    #expect(read.event?.exceptionDates == [utc(10, 9), utc(17, 9), utc(24, 9)])
    #expect(read.event?.extraDates == [
      .period(start: utc(4, 10), end: .time(.utc(LocalDateTime(year: 2026, month: 12, day: 4, hour: 11, minute: 30)))),
      .period(start: utc(5, 10), end: .duration(EventDuration(seconds: 3600))),
      .start(.date(julianDay: december3 + 3)), .start(.date(julianDay: december3 + 4)),
    ])
  }

  @Test("a bad value among an EXDATE's is left out alone, with a warning")
  func badExceptionDate() throws {
    let read = try event("DTSTART:20261203", "EXDATE;VALUE=DATE:20261210,2026121,20261224")
    #expect(read.event?.exceptionDates == [.date(julianDay: december3 + 7), .date(julianDay: december3 + 21)])
    #expect(read.warnings.map(\.message) == ["EXDATE value '2026121' is not a date or date-time: left out"])
  }

  @Test("SUMMARY unescaped, UID, SEQUENCE, STATUS:CANCELLED, RECURRENCE-ID with RANGE=THISANDFUTURE")
  func otherProperties() throws {
    let read = try event(
      #"SUMMARY:Review\, part 2"#, "DTSTART:20261203T090000", "SEQUENCE:3", "STATUS:cancelled",
      "RECURRENCE-ID;RANGE=THISANDFUTURE:20261203T080000")
    let event = try #require(read.event)
    #expect(event.uid == "u")
    #expect(event.summary == "Review, part 2")
    #expect(event.sequence == 3)
    #expect(event.isCancelled)
    #expect(event.recurrenceID == .floating(time(8)))
    #expect(event.replacesFollowing)
    #expect(event.line == 2)
  }

  @Test("a RECURRENCE-ID without RANGE replaces one occurrence; STATUS:CONFIRMED is not cancelled")
  func plainRecurrenceID() throws {
    let event = try #require(
      try event("DTSTART;VALUE=DATE:20261204", "RECURRENCE-ID;VALUE=DATE:20261203", "STATUS:CONFIRMED").event)
    #expect(event.recurrenceID == .date(julianDay: december3))
    #expect(!event.replacesFollowing)
    #expect(!event.isCancelled)
  }

  @Test("RRULE: read by RecurrenceRule(parsing:); a floating UNTIL stays so beside a zoned DTSTART, UTC beside UTC")
  func rules() throws {
    let berlin = fixedZone("Europe/Berlin", offset: 3600)
    let read = try event(
      "DTSTART;TZID=Europe/Berlin:20261203T090000", "RRULE:FREQ=WEEKLY;UNTIL=20270101T090000",
      zones: ["Europe/Berlin": berlin])
    var expected = try RecurrenceRule(parsing: "FREQ=WEEKLY")
    let until = LocalDateTime(year: 2027, month: 1, day: 1, hour: 9)
    expected.until = .floating(until)
    #expect(read.event?.rules == [expected])
    #expect(read.warnings.isEmpty)
    let utc = try event("DTSTART:20261203T090000Z", "RRULE:FREQ=WEEKLY;UNTIL=20270101T090000")
    expected.until = .utc(until)
    #expect(utc.event?.rules == [expected])
  }

  @Test("an empty RRULE is no rule; a negative COUNT beside UNTIL is left out with a warning")
  func forgivenRules() throws {
    let empty = try event("DTSTART:20261203T090000", "RRULE:")
    #expect(empty.event?.rules == [])
    #expect(empty.warnings.isEmpty)
    let negative = try event("DTSTART;VALUE=DATE:20261203", "RRULE:FREQ=WEEKLY;UNTIL=20270331;COUNT=-1;INTERVAL=4")
    #expect(negative.event?.rules.first?.count == nil)
    #expect(negative.event?.rules.first?.until == .date(julianDay: december3 + 118))
    #expect(negative.warnings.map(\.message) == [
      "RRULE 'FREQ=WEEKLY;UNTIL=20270331;COUNT=-1;INTERVAL=4': COUNT=-1 left out (a count is not negative): "
        + "the rule ends at its UNTIL"
    ])
  }

  @Test("an RRULE that cannot be read leaves its event on its DTSTART, with a warning naming the part")
  func brokenRule() throws {
    for (rule, why) in [
      ("FREQ=WEEKLY;BYMONTH=13", "BYMONTH=13: a month 1 to 12"),
      ("BYDAY=MO", "RRULE: no FREQ (SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY)"),
      // A misspelt UNTIL left out would make the rule endless: the rule is not read.
      ("FREQ=WEEKLY;UNTL=20191023;BYDAY=TH", "UNTL=20191023: not a part of RRULE (FREQ, UNTIL, COUNT, INTERVAL, "
        + "BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS, WKST or X-...)"),
    ] {
      let read = try event("DTSTART:20261203T090000", "RRULE:" + rule)
      let nine = LocalDateTime(year: 2026, month: 12, day: 3, hour: 9)
      #expect(read.event?.rules == [] && read.event?.start == .floating(nine))
      #expect(
        read.warnings.map(\.message) == ["RRULE '\(rule)' not read (\(why)): the event is shown once, on its DTSTART"])
    }
  }

  @Test("an RRULE's parts that are no rule parts are left out, and escaped semicolons read as separators")
  func repairedRule() throws {
    let google = try event("DTSTART:20261203T090000", "RRULE:AnythingRandom;FREQ=WEEKLY;COUNT=3")
    #expect(google.event?.rules == [try RecurrenceRule(parsing: "FREQ=WEEKLY;COUNT=3")])
    #expect(google.warnings.map(\.message) == [
      "RRULE 'AnythingRandom;FREQ=WEEKLY;COUNT=3': AnythingRandom left out (no part of a rule)"
    ])
    let escaped = try event("DTSTART:20261203T090000", "RRULE:FREQ=DAILY\\;COUNT=10")
    #expect(escaped.event?.rules == [try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=10")])
    #expect(escaped.warnings.map(\.message) == [
      "RRULE 'FREQ=DAILY\\;COUNT=10': its ';' were escaped as \\; and are read as separators"
    ])
  }
}

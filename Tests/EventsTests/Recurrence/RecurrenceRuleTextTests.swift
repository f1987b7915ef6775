// RecurrenceRuleTextTests: RRULE values read into rules, and the one-line errors of those that are not.

import CalendarCore
import Events
import Testing

/// What the messages say a part takes.
private let untilForms = "a date YYYYMMDD or a date-time YYYYMMDDTHHMMSS, with Z for UTC"
private let weekdayForms = "a weekday SU, MO, TU, WE, TH, FR or SA, with an ordinal 1 to 53 or -53 to -1 before it"
private let notAPart = "not a part of RRULE (FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, BYMINUTE, BYHOUR, BYDAY, "
  + "BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS, WKST or X-...)"
private let frequencies = "SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY"

@Suite struct RecurrenceRuleTextTests {
  @Test func readsEveryPart() throws {
    let rule = try RecurrenceRule(
      parsing: "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYSECOND=0,30;BYMINUTE=15;BYHOUR=9,17;BYDAY=+2MO,-1SU,FR;"
        + "BYMONTHDAY=1,-1;BYYEARDAY=100,-5;BYWEEKNO=20,-1;BYMONTH=1,6;BYSETPOS=-1,2;WKST=SU")
    #expect(rule.frequency == .monthly)
    #expect(rule.interval == 2)
    #expect(rule.count == 10)
    #expect(rule.until == nil)
    #expect(rule.bySecond == [0, 30])
    #expect(rule.byMinute == [15])
    #expect(rule.byHour == [9, 17])
    #expect(
      rule.byDay == [
        .init(ordinal: 2, weekday: .monday), .init(ordinal: -1, weekday: .sunday), .init(weekday: .friday),
      ])
    #expect(rule.byMonthDay == [1, -1])
    #expect(rule.byYearDay == [100, -5])
    #expect(rule.byWeekNumber == [20, -1])
    #expect(rule.byMonth == [1, 6])
    #expect(rule.bySetPosition == [-1, 2])
    #expect(rule.weekStart == .sunday)
  }

  @Test func isLenientAsCalendarsInTheWildNeed() throws {
    var expected = RecurrenceRule(frequency: .weekly)
    expected.byDay = [.init(weekday: .monday), .init(weekday: .wednesday)]
    expected.count = 4
    for text in [
      "FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4",
      "freq=weekly;byday=mo,we;count=4",
      "COUNT=4;BYDAY=MO,WE;FREQ=WEEKLY",
      "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4",
      "FREQ=WEEKLY; BYDAY=MO,WE ;COUNT=4;",
      "FREQ=WEEKLY;X-NAME=anything;BYDAY=MO,WE;COUNT=4;RSCALE=GREGORIAN;SKIP=OMIT",
      "FREQ=DAILY;FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4",
    ] {
      #expect(try RecurrenceRule(parsing: text) == expected, "\(text)")
    }
  }

  @Test func readsUntilAsADateOrADateTime() throws {
    #expect(
      try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20261231").until
        == .date(julianDay: LocalDateTime(year: 2026, month: 12, day: 31).julianDay))
    let lastSecond = LocalDateTime(year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59)
    #expect(try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20261231T235959Z").until == .utc(lastSecond))
    #expect(try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20261231T235959").until == .floating(lastSecond))
    #expect(try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20261231t235960z").until == .utc(lastSecond))
  }

  @Test func keepsCountAndUntilTogether() throws {
    let rule = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=3;UNTIL=20261231")
    #expect(rule.count == 3)
    #expect(rule.until != nil)
  }

  @Test func readsNumbersTooLargeForAnIntAsTheLargest() throws {
    let rule = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=99999999999999999999999;INTERVAL=2147483647")
    #expect(rule.count == Int.max)
    #expect(rule.interval == 2_147_483_647)
  }

  // Columns: the rule's text, the message.
  @Test(arguments: [
    ("FREQ=YEARLY;BYMONTH=13", "BYMONTH=13: a month 1 to 12"),
    ("FREQ=YEARLY;BYMONTH=1,13", "BYMONTH=13: a month 1 to 12"),
    ("FREQ=YEARLY;BYMONTH=", "BYMONTH=: a month 1 to 12"),
    ("FREQ=YEARLY;BYMONTH=1,,2", "BYMONTH=: a month 1 to 12"),
    ("FREQ=FORTNIGHTLY", "FREQ=FORTNIGHTLY: a frequency " + frequencies),
    ("BYDAY=MO", "RRULE: no FREQ (" + frequencies + ")"),
    ("", "RRULE: no FREQ (" + frequencies + ")"),
    ("FREQ=DAILY;INTERVAL=0", "INTERVAL=0: a whole number from 1"),
    ("FREQ=DAILY;INTERVAL=-2", "INTERVAL=-2: a whole number from 1"),
    ("FREQ=DAILY;COUNT=-1", "COUNT=-1: a whole number"),
    ("FREQ=DAILY;COUNT=ten", "COUNT=ten: a whole number"),
    ("FREQ=DAILY;UNTIL=20260230", "UNTIL=20260230: " + untilForms),
    ("FREQ=DAILY;UNTIL=20261231T246000Z", "UNTIL=20261231T246000Z: " + untilForms),
    ("FREQ=DAILY;UNTIL=2026-12-31", "UNTIL=2026-12-31: " + untilForms),
    ("FREQ=DAILY;BYSECOND=61", "BYSECOND=61: a second 0 to 60"),
    ("FREQ=DAILY;BYMINUTE=60", "BYMINUTE=60: a minute 0 to 59"),
    ("FREQ=DAILY;BYHOUR=24", "BYHOUR=24: an hour 0 to 23"),
    ("FREQ=DAILY;BYHOUR=-1", "BYHOUR=-1: an hour 0 to 23"),
    ("FREQ=MONTHLY;BYDAY=0MO", "BYDAY=0MO: " + weekdayForms),
    ("FREQ=MONTHLY;BYDAY=54MO", "BYDAY=54MO: " + weekdayForms),
    ("FREQ=MONTHLY;BYDAY=MON", "BYDAY=MON: " + weekdayForms),
    ("FREQ=MONTHLY;BYMONTHDAY=0", "BYMONTHDAY=0: a day of the month 1 to 31 or -31 to -1"),
    ("FREQ=MONTHLY;BYMONTHDAY=-32", "BYMONTHDAY=-32: a day of the month 1 to 31 or -31 to -1"),
    ("FREQ=YEARLY;BYYEARDAY=367", "BYYEARDAY=367: a day of the year 1 to 366 or -366 to -1"),
    ("FREQ=YEARLY;BYWEEKNO=54", "BYWEEKNO=54: a week 1 to 53 or -53 to -1"),
    ("FREQ=YEARLY;BYSETPOS=0", "BYSETPOS=0: a position 1 to 366 or -366 to -1"),
    ("FREQ=WEEKLY;WKST=XX", "WKST=XX: a weekday SU, MO, TU, WE, TH, FR or SA"),
    ("FREQ=DAILY;RSCALE=CHINESE", "RSCALE=CHINESE: only GREGORIAN"),
    ("FREQ=DAILY;SKIP=FORWARD", "SKIP=FORWARD: only OMIT"),
    ("FREQ=DAILY;FOO=1", "FOO=1: " + notAPart),
    ("FREQ=DAILY;BYDAY", "BYDAY: a rule part is NAME=VALUE"),
    ("FREQ=DAILY;COUNT=1\u{1}2", "COUNT=1?2: a whole number"),
  ])
  func refusesWithOneLineNamingThePart(text: String, message: String) {
    #expect {
      _ = try RecurrenceRule(parsing: text)
    } throws: { error in
      (error as? RecurrenceRuleError)?.description == message
    }
  }

  @Test func shortensAHostileValueInItsMessage() {
    let value = String(repeating: "9", count: 1_000_000)
    #expect {
      _ = try RecurrenceRule(parsing: "FREQ=DAILY;BYHOUR=" + value)
    } throws: { error in
      (error as? RecurrenceRuleError)?.description == "BYHOUR=\(String(repeating: "9", count: 40))...: an hour 0 to 23"
    }
  }
}

// RecurrenceDeviationTests: where the expansion follows RFC 5545 and python-dateutil does not.

import CalendarCore
import Events
import Testing

/// The rules generate-rrule-cases leaves out of the sweep, each with the starts RFC 5545 gives and
/// what dateutil 2.9.0 gives instead.
@Suite struct RecurrenceDeviationTests {
  /// BYDAY's entries are alternatives: a day matches when it is one of the plain weekdays or the day
  /// an ordinal names. dateutil asks for both at once, so that `FR,1MO` gives nothing.
  @Test func plainAndOrdinalWeekdaysTogether() throws {
    #expect(
      try starts("FREQ=MONTHLY;BYDAY=FR,1MO;COUNT=6", from: time(2026, 1, 1)).starts
        == days(2026, 1, [2, 5, 9, 16, 23, 30]))
  }

  /// BYSETPOS counts among the whole week's candidates, even in DTSTART's week (RFC 5545, 3.3.10: "the
  /// set of recurrence instances specified by the rule" within the period), before those ahead of
  /// DTSTART are dropped. dateutil begins the first week at DTSTART and gives Thursday 3 December here.
  @Test func setPositionsInTheFirstWeek() throws {
    #expect(
      try starts("FREQ=WEEKLY;BYDAY=TU,TH;BYSETPOS=1;COUNT=3", from: time(2026, 12, 3)).starts
        == days(2026, 12, [8, 15, 22]))
  }

  /// 1 January 1994, a Saturday, is in week 52 of 1993 (ISO 8601; Python's own `isocalendar` agrees).
  /// dateutil counts 1993's weeks with 1994's length and puts it in a week 53.
  @Test func theLastWeekOfTheYearBefore() throws {
    #expect(
      try starts("FREQ=YEARLY;BYWEEKNO=52;BYDAY=SA", from: time(1994, 1, 1), limit: 2).starts
        == [time(1994, 1, 1), time(1994, 12, 31)])
    #expect(
      try starts("FREQ=YEARLY;BYWEEKNO=53;BYDAY=SA", from: time(1994, 1, 1), limit: 1).starts == [time(1999, 1, 2)])
  }

  /// Tuesday 31 December 2024 is in week 1 of 2025, which has 52 weeks: week -52. dateutil matches a
  /// day of the next year's week 1 only to `1`.
  @Test func aNegativeWeekNumberInTheNextYear() throws {
    #expect(
      try starts("FREQ=YEARLY;BYWEEKNO=-52;BYDAY=TU", from: time(2024, 1, 1), limit: 3).starts
        == [time(2024, 1, 2), time(2024, 12, 31), time(2026, 1, 6)])
  }
}

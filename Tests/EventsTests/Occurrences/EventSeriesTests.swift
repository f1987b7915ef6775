// EventSeriesTests: how one UID's events combine: THISANDFUTURE, old copies, swapped ends, UTC EXDATEs, and
// occurrences that last or are moved for centuries, against every occurrence.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import Events

@Suite struct EventSeriesTests {
  @Test func aThisAndFutureOverrideMovesEveryLaterOccurrence() {
    var rule = RecurrenceRule(frequency: .daily)
    rule.count = 5
    let master = CalendarEvent(uid: "t", summary: "Shift", start: .utc(clockTime(2026, 12, 1, 8)), rules: [rule])
    let later = CalendarEvent(
      uid: "t", summary: "Late shift", start: .utc(clockTime(2026, 12, 3, 20)),
      recurrenceID: .utc(clockTime(2026, 12, 3, 8)),
      replacesFollowing: true
    )
    let days = EventDays(events: [master, later], displayZone: .utc)
    #expect(
      shownDays(days, from: calendarDay(2026, 12, 1), through: calendarDay(2026, 12, 31)) == [
        "12-01 08:00 Shift", "12-02 08:00 Shift", "12-03 20:00 Late shift", "12-04 20:00 Late shift",
        "12-05 20:00 Late shift",
      ])
  }

  @Test func anOldCopyOfTheSeriesIsLeftOut() {
    // Thunderbird keeps the series as it was before it was split: a component with a rule, a
    // RECURRENCE-ID the master no longer gives, and a lower SEQUENCE (recurring-ical-events' issue 253).
    var current = RecurrenceRule(frequency: .weekly)
    current.until = .date(julianDay: calendarDay(2024, 7, 20))
    var old = RecurrenceRule(frequency: .weekly)
    old.interval = 2
    let master = CalendarEvent(
      uid: "s", summary: "Camp", start: .date(julianDay: calendarDay(2024, 7, 1)),
      end: .time(.date(julianDay: calendarDay(2024, 7, 3))),
      rules: [current], sequence: 2
    )
    let stale = CalendarEvent(
      uid: "s", summary: "Camp", start: .date(julianDay: calendarDay(2024, 7, 29)),
      end: .time(.date(julianDay: calendarDay(2024, 7, 31))),
      rules: [old], recurrenceID: .date(julianDay: calendarDay(2024, 7, 29)), sequence: 1
    )
    let days = EventDays(events: [master, stale], displayZone: .utc)
    #expect(
      shownDays(days, from: calendarDay(2024, 7, 1), through: calendarDay(2024, 8, 31)) == [
        "07-01 Camp", "07-02 Camp", "07-08 Camp", "07-09 Camp", "07-15 Camp", "07-16 Camp",
      ])
  }

  @Test func anEndBeforeTheStartIsTakenAsTheStart() {
    let swapped = CalendarEvent(
      uid: "e", summary: "Swapped", start: .floating(clockTime(2026, 12, 5, 10)),
      end: .time(.floating(clockTime(2026, 12, 3, 22)))
    )
    #expect(
      shownDays(
        EventDays(events: [swapped], displayZone: .utc), from: calendarDay(2026, 12, 1),
        through: calendarDay(2026, 12, 31))
        == ["12-03 22:00 Swapped", "12-04 Swapped", "12-05 Swapped"])
  }

  @Test func eventsWithoutUIDAreSeriesOfTheirOwn() {
    let first = CalendarEvent(summary: "One", start: .date(julianDay: calendarDay(2026, 12, 1)))
    let second = CalendarEvent(summary: "Two", start: .date(julianDay: calendarDay(2026, 12, 1)))
    let sameUID = [
      CalendarEvent(uid: "u", summary: "Old", start: .date(julianDay: calendarDay(2026, 12, 2))),
      CalendarEvent(uid: "u", summary: "New", start: .date(julianDay: calendarDay(2026, 12, 3)), sequence: 1),
    ]
    let days = EventDays(events: [first, second] + sameUID, displayZone: .utc)
    #expect(
      shownDays(days, from: calendarDay(2026, 12, 1), through: calendarDay(2026, 12, 31)) == [
        "12-01 One", "12-01 Two", "12-03 New",
      ])
  }

  @Test func aDailyRuleAcrossMidnightGivesAFactForTheNightEndingAndOneForTheNightStarting() {
    var rule = RecurrenceRule(frequency: .daily)
    rule.count = 3
    let night = CalendarEvent(
      uid: "n", summary: "Watch", start: .floating(clockTime(2026, 12, 1, 22)),
      end: .duration(EventDuration(seconds: 6 * 3600)),
      rules: [rule]
    )
    // Each middle day holds the end of one night (a fact without a start) and the start of the next.
    #expect(
      shownDays(
        EventDays(events: [night], displayZone: .utc), from: calendarDay(2026, 12, 1),
        through: calendarDay(2026, 12, 31))
        == ["12-01 22:00 Watch", "12-02 Watch", "12-02 22:00 Watch", "12-03 Watch", "12-03 22:00 Watch", "12-04 Watch"])
  }

  @Test func aFloatingUntilOfAZonedStartEndsAtTheEarlierOfItsUTCAndWallClockReadings() throws {
    // 23:00 at UTC-4 daily; UNTIL 2024-03-15 00:00 without Z: read as UTC it is 20:00 on the 14th, before that
    // day's start, so the 13th's is the last (as recurring-ical-events ends it).
    let zone = ZoneRules(name: "Fixed/Minus4", initialOffset: -4 * 3600)
    let rule = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20240315T000000")
    let nightly = CalendarEvent(
      uid: "n", summary: "Nightly",
      start: .zoned(LocalDateTime(year: 2024, month: 3, day: 10, hour: 23), zone: zone), rules: [rule])
    let days = shownDays(
      EventDays(events: [nightly], displayZone: zone), from: calendarDay(2024, 3, 10),
      through: calendarDay(2024, 3, 20))
    #expect(days == ["03-10 23:00 Nightly", "03-11 23:00 Nightly", "03-12 23:00 Nightly", "03-13 23:00 Nightly"])
  }

  @Test func aRuleOfEverySecondTouchesEachDayAndTheLastStartsReachTheNext() throws {
    // Two seconds long from every second: the start at 23:59:59 ends on the next day. Its latest start of a day is
    // found back from midnight, not by walking the hour before it (3,600 starts a day).
    let rule = try RecurrenceRule(parsing: "FREQ=SECONDLY")
    let tick = CalendarEvent(
      uid: "t", summary: "Tick", start: .utc(clockTime(2026, 12, 1)), end: .duration(EventDuration(seconds: 2)),
      rules: [rule])
    let days = shownDays(
      EventDays(events: [tick], displayZone: .utc), from: calendarDay(2026, 12, 1), through: calendarDay(2026, 12, 3))
    #expect(days == ["12-01 00:00 Tick", "12-02 Tick", "12-02 00:00 Tick", "12-03 Tick", "12-03 00:00 Tick"])
  }

  // A long sweep: a debug build walks the expansion's whole budget of periods for seconds. Its smaller twin, which
  // always runs, is RecurrenceHostileRuleTests' rule that ends at its budget; this one follows the end to the warning.
  @Test(.longSweep) func aRuleThatRunsOutOfBudgetIsWarnedOf() throws {
    // COUNT with a rule that gives some seconds of some minutes is counted from DTSTART, 26 years before.
    let rule = try RecurrenceRule(parsing: "FREQ=SECONDLY;BYMINUTE=5;BYSECOND=0;COUNT=1000000000")
    let event = CalendarEvent(uid: "b", summary: "Busy", start: .utc(clockTime(2000, 1, 1)), rules: [rule], line: 7)
    let days = EventDays(events: [event], displayZone: .utc)
    #expect(days.warnings == [])
    _ = shownDays(days, from: calendarDay(2026, 12, 1), through: calendarDay(2026, 12, 31))
    #expect(days.warnings.count == 1)
    #expect(days.warnings.first?.contains("line 7") == true)
  }

  @Test(arguments: [(2026, 12), (2049, 12), (2050, 6), (1960, 1), (1990, 1), (2027, 1)])
  func centuriesLongOccurrencesGiveTheDaysEveryOccurrenceGives(year: Int, month: Int) {
    // A weekly event a century long since 1900, reshaped twice by THISANDFUTURE overrides (60 years long from
    // 1950, cancelled from 1990), and an RDATE period of its own length: every occurrence before a month touches
    // it, the fuzzer's timeout with a daily rule.
    var rule = RecurrenceRule(frequency: .weekly)
    rule.until = .utc(clockTime(2026, 1, 1))
    let master = CalendarEvent(
      uid: "c", summary: "Century", start: .utc(clockTime(1900, 1, 1, 9)),
      end: .time(.utc(clockTime(2000, 1, 1, 9))), rules: [rule],
      extraDates: [.period(start: .utc(clockTime(1850, 3, 3)), end: .time(.utc(clockTime(2027, 1, 10))))])
    let later = CalendarEvent(
      uid: "c", summary: "Sixty", start: .utc(clockTime(1950, 6, 5, 9)),
      end: .duration(EventDuration(days: 60 * 365, seconds: 0)),
      recurrenceID: .utc(clockTime(1950, 6, 5, 9)), replacesFollowing: true)
    let cancelled = CalendarEvent(
      uid: "c", summary: "Gone", start: .utc(clockTime(1990, 1, 1, 9)), recurrenceID: .utc(clockTime(1990, 1, 1, 9)),
      replacesFollowing: true, isCancelled: true)
    let series = EventSeries([(0, master), (1, later), (2, cancelled)], displayZone: .utc)
    let (quick, every, quickCount) = EventSeriesTests.days(of: series, year: year, month: month)
    #expect(quick == every)
    // Of thousands of starts, those that reach furthest in each part, and the period.
    #expect(quickCount < 20)
    if year == 2026 { #expect(Set(every.map { $0[1] }) == [0, 1]) }
  }

  @Test(arguments: [(2026, 8), (2026, 9), (2026, 10), (2026, 11), (2027, 1), (2027, 10), (2028, 2)])
  func occurrencesMovedByMonthsAreGivenWhereTheyBegin(year: Int, month: Int) {
    // A daily hour whose later occurrences a THISANDFUTURE override moves 40 days on (recurring-ical-events'
    // random calendar 15), then another 50 days back: an occurrence beginning in the month may start months
    // before or after it.
    var rule = RecurrenceRule(frequency: .daily)
    rule.until = .utc(clockTime(2027, 9, 27, 6, 45))
    let master = CalendarEvent(
      uid: "m", summary: "Daily", start: .utc(clockTime(2026, 8, 6, 6, 45)),
      end: .time(.utc(clockTime(2026, 8, 6, 7, 45))), rules: [rule])
    let moved = CalendarEvent(
      uid: "m", summary: "Moved on", start: .utc(clockTime(2026, 9, 22, 6, 45)),
      end: .time(.utc(clockTime(2026, 9, 22, 8, 45))), recurrenceID: .utc(clockTime(2026, 8, 13, 6, 45)),
      replacesFollowing: true)
    let back = CalendarEvent(
      uid: "m", summary: "Moved back", start: .utc(clockTime(2026, 12, 12, 6, 45)),
      end: .time(.utc(clockTime(2026, 12, 12, 7, 45))), recurrenceID: .utc(clockTime(2027, 1, 31, 6, 45)),
      replacesFollowing: true)
    let series = EventSeries([(0, master), (1, moved), (2, back)], displayZone: .utc)
    let (quick, every, _) = EventSeriesTests.days(of: series, year: year, month: month)
    #expect(quick == every)
    if (year, month) == (2026, 10) { #expect(Set(every.map { $0[1] }) == [1]) }
  }

  @Test(arguments: [(2009, 12), (2010, 1), (2310, 1), (2319, 12), (1720, 1), (1725, 6), (2020, 1), (2026, 12)])
  func aShiftOfCenturiesCostsNoMoreThanNone(year: Int, month: Int) {
    // THISANDFUTURE overrides that move a weekly hour 300 years on, then 300 years back: each month shows the
    // starts that land in it (of both parts, 2310 on: the rule has no end), found without the 15,000 between.
    let master = CalendarEvent(
      uid: "w", summary: "Weekly", start: .utc(clockTime(2000, 1, 3, 9)),
      end: .time(.utc(clockTime(2000, 1, 3, 10))), rules: [RecurrenceRule(frequency: .weekly)])
    let on = CalendarEvent(
      uid: "w", summary: "On", start: .utc(clockTime(2310, 1, 4, 9)), end: .time(.utc(clockTime(2310, 1, 4, 10))),
      recurrenceID: .utc(clockTime(2010, 1, 4, 9)), replacesFollowing: true)
    let back = CalendarEvent(
      uid: "w", summary: "Back", start: .utc(clockTime(1720, 1, 6, 9)), end: .time(.utc(clockTime(1720, 1, 6, 10))),
      recurrenceID: .utc(clockTime(2020, 1, 6, 9)), replacesFollowing: true)
    let series = EventSeries([(0, master), (1, on), (2, back)], displayZone: .utc)
    let (quick, every, quickCount) = EventSeriesTests.days(
      of: series, year: year, month: month, horizon: clockTime(2700, 1, 1))
    #expect(quick == every)
    #expect(!every.isEmpty || (year, month) == (2026, 12))
    #expect(quickCount < 20)
  }

  /// The (day, position) pairs of the days 1 to 28 of `month` that `forEachMasterSpan` gives, those of every
  /// occurrence from a start in 1800 through `horizon` (200 days after the month), and how many occurrences
  /// `forEachMasterSpan` gave.
  private static func days(
    of series: EventSeries, year: Int, month: Int, horizon: LocalDateTime? = nil
  ) -> (Set<[Int]>, Set<[Int]>, Int) {
    let first = calendarDay(year, month, 1)
    let last = calendarDay(year, month, 28)
    var quick: Set<[Int]> = []
    var quickCount = 0
    series.forEachMasterSpan(touchingDaysFrom: first, through: last, displayZone: .utc) { span in
      quickCount += 1
      EventSeriesTests.insertDays(of: span, from: first, through: last, into: &quick)
    }
    var every: Set<[Int]> = []
    let isComplete = series.forEachMasterStart(
      from: clockTime(1800, 1, 1), through: horizon ?? LocalDateTime(julianDay: last + 200)
    ) { start in
      if let span = series.span(startingAt: start, master: series.master!, displayZone: .utc) {
        EventSeriesTests.insertDays(of: span, from: first, through: last, into: &every)
      }
    }
    #expect(isComplete)
    return (quick, every, quickCount)
  }

  /// Adds each (day, position) of `span` from `first` through `last` to `days`.
  private static func insertDays(of span: EventSpan, from first: Int, through last: Int, into days: inout Set<[Int]>) {
    var day = max(span.firstDay, first)
    while day <= min(span.lastDay, last) {
      days.insert([day, span.position])
      day += 1
    }
  }
}

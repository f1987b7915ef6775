// EventDaysTests: hand-made events against the days they fill in the zone shown.

import CalendarCore
import Events
import Testing

/// New York's zone in 2026 alone: EST, then EDT from 8 March 07:00 UTC to 1 November 06:00 UTC.
let newYorkIn2026 = ZoneRules(
  name: "America/New_York", initialOffset: -18_000, changeTimes: [1_772_953_200, 1_793_512_800],
  changeOffsets: [-14_400, -18_000]
)
/// Tokyo's zone: UTC+9 throughout.
let tokyoZone = ZoneRules(name: "Asia/Tokyo", initialOffset: 32_400)

/// The JDN of a Gregorian date.
func calendarDay(_ year: Int, _ month: Int, _ day: Int) -> Int {
  LocalDateTime(year: year, month: month, day: day).julianDay
}

/// A time of a Gregorian date.
func clockTime(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> LocalDateTime {
  LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute)
}

/// Each day from `first` through `last` with an event, as `"MM-DD label"`, in day and fact order.
func shownDays(_ days: EventDays, from first: Int, through last: Int) -> [String] {
  var cache = DayFactCache()
  var found: [(Int, Int)] = []
  days.forEachFact(onDaysFrom: first, through: last, reform: .gregorian, cache: &cache) { found.append(($0, $1)) }
  return found.sorted { $0 < $1 }.map { julianDay, fact in
    let date = Reform.gregorian.date(fromJulianDay: julianDay)
    let month = date.month < 10 ? "0\(date.month)" : "\(date.month)"
    let dayText = date.day < 10 ? "0\(date.day)" : "\(date.day)"
    return "\(month)-\(dayText) " + days.label(ofFact: fact)
  }
}

@Suite struct EventDaysTests {
  @Test func allDayEndsAreExclusive() {
    let events = [
      CalendarEvent(
        uid: "a", summary: "Trip", start: .date(julianDay: calendarDay(2026, 12, 3)),
        end: .time(.date(julianDay: calendarDay(2026, 12, 5)))),
      CalendarEvent(uid: "b", summary: "Holiday", start: .date(julianDay: calendarDay(2026, 12, 8))),
      CalendarEvent(
        uid: "c", summary: "Week", start: .date(julianDay: calendarDay(2026, 12, 10)),
        end: .duration(EventDuration(days: 7))),
    ]
    // In Tokyo too: dates are the same days wherever they are read.
    let shown = shownDays(
      EventDays(events: events, displayZone: tokyoZone), from: calendarDay(2026, 12, 1),
      through: calendarDay(2026, 12, 31))
    #expect(shown == ["12-03 Trip", "12-04 Trip", "12-08 Holiday"] + (10...16).map { "12-\($0) Week" })
  }

  @Test func overnightEventsTouchBothDaysAndZeroLengthOnesTheirStart() {
    let events = [
      CalendarEvent(
        uid: "n", summary: "Night", start: .floating(clockTime(2026, 12, 3, 22)),
        end: .time(.floating(clockTime(2026, 12, 4, 2)))),
      CalendarEvent(
        uid: "m", summary: "Until midnight", start: .floating(clockTime(2026, 12, 6, 22)),
        end: .time(.floating(clockTime(2026, 12, 7)))),
      CalendarEvent(uid: "z", summary: "Reminder", start: .floating(clockTime(2026, 12, 9, 8, 5))),
    ]
    let days = EventDays(events: events, displayZone: .utc)
    #expect(
      shownDays(days, from: calendarDay(2026, 12, 1), through: calendarDay(2026, 12, 31)) == [
        "12-03 22:00 Night", "12-04 Night", "12-06 22:00 Until midnight", "12-09 08:05 Reminder",
      ])
  }

  @Test func zonedTimesMoveToTheDisplayZoneAndFloatingOnesStay() {
    let events = [
      CalendarEvent(
        uid: "u", summary: "Call", start: .utc(clockTime(2026, 12, 3, 20)), end: .duration(EventDuration(seconds: 3600))
      ),
      CalendarEvent(
        uid: "f", summary: "Lunch", start: .floating(clockTime(2026, 12, 3, 12)),
        end: .duration(EventDuration(seconds: 3600))),
    ]
    #expect(
      shownDays(
        EventDays(events: events, displayZone: tokyoZone), from: calendarDay(2026, 12, 1),
        through: calendarDay(2026, 12, 31))
        == ["12-03 12:00 Lunch", "12-04 05:00 Call"])
    #expect(
      shownDays(
        EventDays(events: events, displayZone: newYorkIn2026), from: calendarDay(2026, 12, 1),
        through: calendarDay(2026, 12, 31))
        == ["12-03 12:00 Lunch", "12-03 15:00 Call"])
  }

  @Test func aWeeklyMeetingKeepsItsWallClockAcrossSummerTime() {
    var rule = RecurrenceRule(frequency: .weekly)
    rule.count = 6
    let meeting = CalendarEvent(
      uid: "w", summary: "Meeting", start: .zoned(clockTime(2026, 2, 23, 9), zone: newYorkIn2026),
      end: .time(.zoned(clockTime(2026, 2, 23, 10), zone: newYorkIn2026)), rules: [rule]
    )
    #expect(
      shownDays(
        EventDays(events: [meeting], displayZone: .utc), from: calendarDay(2026, 2, 1),
        through: calendarDay(2026, 4, 30)) == [
          "02-23 14:00 Meeting", "03-02 14:00 Meeting", "03-09 13:00 Meeting", "03-16 13:00 Meeting",
          "03-23 13:00 Meeting", "03-30 13:00 Meeting",
        ])
    #expect(
      shownDays(
        EventDays(events: [meeting], displayZone: newYorkIn2026), from: calendarDay(2026, 3, 1),
        through: calendarDay(2026, 3, 31))
        == [
          "03-02 09:00 Meeting", "03-09 09:00 Meeting", "03-16 09:00 Meeting", "03-23 09:00 Meeting",
          "03-30 09:00 Meeting",
        ])
  }

  @Test func exceptionDatesRemoveStartsByInstantOrByDate() {
    var rule = RecurrenceRule(frequency: .daily)
    rule.count = 5
    let event = CalendarEvent(
      uid: "d", summary: "Daily", start: .zoned(clockTime(2026, 12, 1, 9), zone: newYorkIn2026), rules: [rule],
      exceptionDates: [.utc(clockTime(2026, 12, 2, 14)), .date(julianDay: calendarDay(2026, 12, 4))]
    )
    #expect(
      shownDays(
        EventDays(events: [event], displayZone: newYorkIn2026), from: calendarDay(2026, 12, 1),
        through: calendarDay(2026, 12, 31))
        == ["12-01 09:00 Daily", "12-03 09:00 Daily", "12-05 09:00 Daily"])
  }

  @Test func extraDatesAddStartsAndPeriods() {
    let event = CalendarEvent(
      uid: "r", summary: "Visit", start: .utc(clockTime(2026, 12, 1, 9)), end: .duration(EventDuration(seconds: 3600)),
      extraDates: [
        .start(.utc(clockTime(2026, 12, 10, 9))),
        .period(start: .utc(clockTime(2026, 12, 20, 22)), end: .time(.utc(clockTime(2026, 12, 22, 1)))),
      ]
    )
    #expect(
      shownDays(
        EventDays(events: [event], displayZone: .utc), from: calendarDay(2026, 12, 1),
        through: calendarDay(2026, 12, 31)) == [
          "12-01 09:00 Visit", "12-10 09:00 Visit", "12-20 22:00 Visit", "12-21 Visit", "12-22 Visit",
        ])
  }

  @Test func anOverrideMovesItsOccurrenceToAnotherMonth() {
    var rule = RecurrenceRule(frequency: .weekly)
    rule.count = 4
    let master = CalendarEvent(uid: "m", summary: "Review", start: .utc(clockTime(2026, 11, 16, 15)), rules: [rule])
    let moved = CalendarEvent(
      uid: "m", summary: "Review (moved)", start: .utc(clockTime(2027, 1, 5, 10)),
      recurrenceID: .utc(clockTime(2026, 11, 30, 15)),
      sequence: 1
    )
    let stale = CalendarEvent(
      uid: "m", summary: "Review (stale)", start: .utc(clockTime(2026, 12, 1, 10)),
      recurrenceID: .utc(clockTime(2026, 11, 30, 15))
    )
    let days = EventDays(events: [master, stale, moved], displayZone: .utc)
    #expect(
      shownDays(days, from: calendarDay(2026, 11, 1), through: calendarDay(2027, 1, 31)) == [
        "11-16 15:00 Review", "11-23 15:00 Review", "12-07 15:00 Review", "01-05 10:00 Review (moved)",
      ])
  }

  @Test func cancelledOccurrencesAreNotShown() {
    var rule = RecurrenceRule(frequency: .daily)
    rule.count = 3
    let master = CalendarEvent(uid: "c", summary: "Class", start: .floating(clockTime(2026, 12, 1, 8)), rules: [rule])
    let cancelled = CalendarEvent(
      uid: "c", summary: "Class", start: .floating(clockTime(2026, 12, 2, 8)),
      recurrenceID: .floating(clockTime(2026, 12, 2, 8)),
      isCancelled: true
    )
    let cancelledAlone = CalendarEvent(
      uid: "x", summary: "Gone", start: .date(julianDay: calendarDay(2026, 12, 5)), isCancelled: true)
    let days = EventDays(events: [master, cancelled, cancelledAlone], displayZone: .utc)
    #expect(
      shownDays(days, from: calendarDay(2026, 12, 1), through: calendarDay(2026, 12, 31)) == [
        "12-01 08:00 Class", "12-03 08:00 Class",
      ])
  }

  @Test func theDaysAreTheSameWhateverRangeIsAsked() {
    var weekly = RecurrenceRule(frequency: .weekly)
    weekly.interval = 2
    var daily = RecurrenceRule(frequency: .daily)
    daily.interval = 3
    let events = [
      CalendarEvent(
        uid: "1", summary: "Long", start: .zoned(clockTime(2026, 1, 2, 20), zone: newYorkIn2026),
        end: .duration(EventDuration(days: 2, seconds: 7200)), rules: [weekly]),
      CalendarEvent(
        uid: "2", summary: "Night", start: .utc(clockTime(2026, 1, 1, 23)), end: .time(.utc(clockTime(2026, 1, 2, 3))),
        rules: [daily]),
      CalendarEvent(
        uid: "3", summary: "Days", start: .date(julianDay: calendarDay(2026, 3, 30)),
        end: .time(.date(julianDay: calendarDay(2026, 4, 3)))),
    ]
    let days = EventDays(events: events, displayZone: tokyoZone)
    let whole = shownDays(days, from: calendarDay(2026, 1, 1), through: calendarDay(2026, 12, 31))
    var piecewise: [String] = []
    for julianDay in calendarDay(2026, 1, 1)...calendarDay(2026, 12, 31) {
      piecewise += shownDays(days, from: julianDay, through: julianDay)
    }
    #expect(whole == piecewise)
    // Each fact's occurrence touches its day and starts there at the fact's minute (or is continuing).
    var cache = DayFactCache()
    var mismatches: [String] = []
    days.forEachFact(
      onDaysFrom: calendarDay(2026, 1, 1), through: calendarDay(2026, 12, 31), reform: .gregorian,
      cache: &cache
    ) { julianDay, fact in
      let occurrence = days.occurrence(ofFact: fact, onDay: julianDay)
      let lastDay =
        occurrence.end > occurrence.start ? occurrence.end.adding(seconds: -1).julianDay : occurrence.start.julianDay
      let label =
        occurrence.startMinute.map { "\($0 / 60 < 10 ? "0" : "")\($0 / 60):\($0 % 60 < 10 ? "0" : "")\($0 % 60) " }
        ?? ""
      if occurrence.start.julianDay > julianDay || lastDay < julianDay
        || days.label(ofFact: fact) != label + occurrence.summary
      {
        mismatches.append("\(julianDay) \(days.label(ofFact: fact))")
      }
    }
    #expect(mismatches == [])
    // 122 nights every three days, 26 fortnightly three-day stays, one four-day event.
    #expect(whole.count == 122 + 26 * 3 + 4)
  }

  @Test func occurrencesGiveTheDisplayZoneTimes() {
    let event = CalendarEvent(
      uid: "o", summary: "Flight", start: .utc(clockTime(2026, 12, 3, 13)), end: .time(.utc(clockTime(2026, 12, 3, 17)))
    )
    let days = EventDays(events: [event], displayZone: tokyoZone)
    var cache = DayFactCache()
    var facts: [(Int, Int)] = []
    days.forEachFact(
      onDaysFrom: calendarDay(2026, 12, 1), through: calendarDay(2026, 12, 31), reform: .gregorian, cache: &cache
    ) {
      facts.append(($0, $1))
    }
    facts.sort { $0 < $1 }
    #expect(facts.map(\.0) == [calendarDay(2026, 12, 3), calendarDay(2026, 12, 4)])
    let first = days.occurrence(ofFact: facts[0].1, onDay: facts[0].0)
    #expect(
      first
        == EventOccurrence(
          summary: "Flight", start: clockTime(2026, 12, 3, 22), end: clockTime(2026, 12, 4, 2),
          isAllDay: false, startMinute: 22 * 60))
    #expect(days.value(ofFact: facts[0].1, onDay: facts[0].0) == .event(first))
    #expect(days.occurrence(ofFact: facts[1].1, onDay: facts[1].0).startMinute == nil)
    #expect(days.label(ofFact: facts[1].1) == "Flight")
  }
}

// EventDailyRunTests: facts kept as runs of days (daily rules found whole, long events) against the facts of
// every occurrence, and the zones' offsets the runs rely on.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import Events

/// Daily events of every shape a run is found for and of some it is not: on each clock (UTC, floating, all-day,
/// `zone`, Tokyo), of no length, half an hour, 25 hours (over midnight) and three days, ending by COUNT, by UNTIL,
/// by an UNTIL before DTSTART (DTSTART alone) or not at all; cancelled ones; and beside them daily rules a run is
/// not found for (INTERVAL, BYDAY, an EXDATE, an override) and a lone event of forty days.
func dailyCalendar(zone: ZoneRules) -> [CalendarEvent] {
  var generator = SplitMix(seed: 48)
  var events: [CalendarEvent] = []
  for index in 0..<120 {
    let day = Int(generator.next() % 420)
    let start = clockTime(2025, 11, 20, Int(generator.next() % 24), Int(generator.next() % 4) * 15)
      .adding(seconds: day * 86_400)
    let time: EventTime
    switch index % 5 {
    case 0: time = .utc(start)
    case 1: time = .floating(start)
    case 2: time = .date(julianDay: start.julianDay)
    case 3: time = .zoned(start, zone: zone)
    default: time = .zoned(start, zone: tokyoZone)
    }
    let lengths = [0, 1_800, 25 * 3_600, 3 * 86_400]
    let end: CalendarEvent.End =
      time.isDate
      ? .duration(EventDuration(days: index % 3))
      : .duration(EventDuration(seconds: lengths[index / 5 % lengths.count]))
    var rule = RecurrenceRule(frequency: .daily)
    switch index % 7 {
    case 0: rule.count = 1 + index
    case 1: rule.until = .utc(start.adding(seconds: (index + 3) * 86_400))
    case 2: rule.until = .utc(start.adding(seconds: -86_400))
    default: break
    }
    events.append(
      CalendarEvent(
        uid: "daily-\(index)", summary: "Daily \(index)", start: time, end: end, rules: [rule],
        isCancelled: index % 23 == 0))
  }
  var everyOther = RecurrenceRule(frequency: .daily)
  everyOther.interval = 2
  var weekdays = RecurrenceRule(frequency: .daily)
  weekdays.byDay = [.init(weekday: .monday), .init(weekday: .friday)]
  let daily = RecurrenceRule(frequency: .daily)
  events += [
    CalendarEvent(
      uid: "every-other", summary: "Every other", start: .utc(clockTime(2026, 1, 3, 8)), rules: [everyOther]),
    CalendarEvent(uid: "weekdays", summary: "Weekdays", start: .utc(clockTime(2026, 1, 3, 8)), rules: [weekdays]),
    CalendarEvent(
      uid: "excepted", summary: "Excepted", start: .utc(clockTime(2026, 1, 3, 8)), rules: [daily],
      exceptionDates: [.utc(clockTime(2026, 2, 3, 8))]),
    CalendarEvent(uid: "moved", summary: "Moved", start: .utc(clockTime(2026, 1, 3, 8)), rules: [daily]),
    CalendarEvent(
      uid: "moved", summary: "Moved once", start: .utc(clockTime(2026, 3, 4, 20)),
      recurrenceID: .utc(clockTime(2026, 3, 3, 8))),
    CalendarEvent(
      uid: "vacation", summary: "Vacation", start: .date(julianDay: calendarDay(2026, 7, 1)),
      end: .time(.date(julianDay: calendarDay(2026, 8, 10)))),
  ]
  return events
}

@Suite struct EventDailyRunTests {
  // Columns: the zone shown, the zone of the zoned events.
  @Test(arguments: [(ZoneRules.utc, newYorkIn2026), (tokyoZone, newYorkIn2026), (newYorkIn2026, tokyoZone)])
  func runsGiveTheFactsOfEveryOccurrence(displayZone: ZoneRules, eventZone: ZoneRules) {
    let collection = EventCollection(events: dailyCalendar(zone: eventZone), displayZone: displayZone)
    var differing: [Int] = []
    var (factCount, runCount) = (0, 0)
    let blocks =
      EventBlockCache.block(of: calendarDay(2025, 11, 1))...EventBlockCache.block(of: calendarDay(2027, 2, 1))
    for block in blocks {
      let first = block * EventBlockCache.blockLength
      let last = first + EventBlockCache.blockLength - 1
      let facts = collection.facts(onDaysFrom: first, through: last, displayZone: displayZone)
      let everyOccurrence = collection.block(onDaysFrom: first, through: last, displayZone: displayZone).facts
      // The whole block, and a month inside it, as the days read them.
      var month: [UInt64] = []
      facts.forEach(fromDay: 40, through: 70) { month.append(UInt64($0) << 32 | UInt64($1)) }
      if facts.all != everyOccurrence || month != everyOccurrence.filter({ (40...70).contains($0 >> 32) }) {
        differing.append(block)
      }
      factCount += everyOccurrence.count
      runCount += facts.runs.count
    }
    #expect(differing.isEmpty, "blocks whose facts differ: \(differing)")
    // Not empty comparisons: thousands of facts, many of them in runs.
    #expect(factCount > 10_000)
    #expect(runCount > 100)
  }

  @Test func aRuleRepeatingDailyIsFoundWholeWhereNoOffsetChanges() {
    let event = CalendarEvent(
      uid: "d", summary: "Daily", start: .zoned(clockTime(2026, 1, 5, 9), zone: newYorkIn2026),
      end: .duration(EventDuration(seconds: 1_800)), rules: [RecurrenceRule(frequency: .daily)])
    let series = EventSeries([(0, event)], displayZone: .utc)
    var runs: [String] = []
    func runsFound(from first: Int, through last: Int) -> Bool {
      runs = []
      return series.forEachDailyRun(touchingDaysFrom: first, through: last, displayZone: .utc) { code, from, through in
        runs.append("\(code) \(from - first)...\(through - first)")
      }
    }
    // January and February: 14:00 UTC each day from the 5th, one run.
    #expect(runsFound(from: calendarDay(2026, 1, 1), through: calendarDay(2026, 2, 28)))
    #expect(runs == ["\(2 + 14 * 60) 4...58"])
    // March, where New York's summer time begins: the occurrences are found one by one.
    #expect(!runsFound(from: calendarDay(2026, 3, 1), through: calendarDay(2026, 3, 31)))
    #expect(runs.isEmpty)
  }

  @Test func factsOfADayFromRunsAndOneByOneAreGivenOnceInOrder() {
    // Fact 5 on day 0 both one by one and in a run; fact 7 in two overlapping runs; fact 9 one by one on day 1.
    let facts = EventBlockFacts(
      single: [0 << 32 | 5, 0 << 32 | 9, 1 << 32 | 9],
      runs: [
        EventBlockFacts.run(fact: 5, first: 0, last: 20), EventBlockFacts.run(fact: 7, first: 1, last: 30),
        EventBlockFacts.run(fact: 7, first: 25, last: 40),
      ])
    var given: [String] = []
    facts.forEach(fromDay: 0, through: 41) { given.append("\($0):\($1)") }
    let expected =
      ["0:5", "0:9", "1:5", "1:7", "1:9"] + (2...20).flatMap { ["\($0):5", "\($0):7"] } + (21...40).map { "\($0):7" }
    #expect(given == expected)
  }

  @Test func aZoneKeepsOneOffsetBetweenItsChanges() {
    let march8 = 1_772_953_200
    // Columns: the zone, the first and last UTC second, whether one offset holds throughout.
    let cases: [(ZoneRules, Int, Int, Bool)] = [
      (newYorkIn2026, march8 - 86_400, march8 - 1, true),
      (newYorkIn2026, march8 - 86_400, march8, false),
      (newYorkIn2026, march8, march8 + 86_400, true),
      (newYorkIn2026, 1_793_512_800 + 1, 1_900_000_000, true),
      (.utc, -10_000_000_000, 10_000_000_000, true),
      (ZoneRules(name: "EST5EDT", initialOffset: -18_000, rule: try! POSIXZoneRule(parsing: "EST5EDT,M3.2.0,M11.1.0")),
       0, 86_400, false),
      (ZoneRules(name: "JST-9", initialOffset: 32_400, rule: POSIXZoneRule(standardOffset: 32_400)), 0, 1 << 40, true),
      (tokyoZone.preceded(by: newYorkIn2026, before: march8 + 10), march8 + 20, march8 + 86_400, true),
      (tokyoZone.preceded(by: newYorkIn2026, before: march8 + 10), march8 + 5, march8 + 86_400, false),
    ]
    for (zone, start, end, expected) in cases {
      #expect(zone.keepsOneOffset(fromUTC: start, through: end) == expected, "\(zone.name) \(start)...\(end)")
    }
  }
}

// EventBlockFactsTests: the facts of a block found as numbers alone against those found beside occurrences.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import Events

/// A calendar of every kind of event a block's facts come from: lone single events (timed, all-day, several
/// days long, cancelled), events of one UID given twice, events without UID, rules of several frequencies with
/// EXDATEs, an override by RECURRENCE-ID, a THISANDFUTURE override, an RDATE period, and two events at one
/// minute, with the zone of `zone` for the zoned ones.
func mixedCalendar(zone: ZoneRules) -> [CalendarEvent] {
  var events: [CalendarEvent] = []
  // Lone single events across two blocks, at many minutes, some all-day and some days long.
  for index in 0..<300 {
    let day = 3 + index % 250
    let start = clockTime(2026, 1, 1, index % 24, index * 7 % 60).adding(seconds: day * 86_400)
    let time: EventTime = index % 5 == 0 ? .date(julianDay: start.julianDay) : .zoned(start, zone: zone)
    let end: CalendarEvent.End = .duration(
      index % 7 == 0 ? EventDuration(days: index % 4, seconds: 3_600) : EventDuration(seconds: 1_800))
    events.append(
      CalendarEvent(
        uid: "single-\(index)", summary: "Single \(index)", start: time, end: end, isCancelled: index % 11 == 0))
  }
  // One UID given twice (the later SEQUENCE wins), and events without UID, one at the same minute as another.
  events.append(CalendarEvent(uid: "twice", summary: "Old", start: .utc(clockTime(2026, 2, 3, 9))))
  events.append(CalendarEvent(uid: "twice", summary: "New", start: .utc(clockTime(2026, 2, 4, 9)), sequence: 1))
  events.append(CalendarEvent(summary: "No UID", start: .utc(clockTime(2026, 2, 3, 9))))
  events.append(CalendarEvent(summary: "No UID", start: .utc(clockTime(2026, 2, 3, 9))))
  // Rules: weekly with an EXDATE and an override, daily overnight, monthly all-day, yearly.
  let weekly = RecurrenceRule(frequency: .weekly)
  events.append(
    CalendarEvent(
      uid: "weekly", summary: "Weekly", start: .zoned(clockTime(2025, 11, 3, 9, 30), zone: zone),
      end: .duration(EventDuration(seconds: 3_600)), rules: [weekly],
      exceptionDates: [.zoned(clockTime(2026, 1, 12, 9, 30), zone: zone)]))
  events.append(
    CalendarEvent(
      uid: "weekly", summary: "Moved", start: .zoned(clockTime(2026, 1, 20, 15), zone: zone),
      end: .duration(EventDuration(seconds: 3_600)),
      recurrenceID: .zoned(clockTime(2026, 1, 19, 9, 30), zone: zone)))
  events.append(
    CalendarEvent(
      uid: "weekly", summary: "Later", start: .zoned(clockTime(2026, 3, 2, 11), zone: zone),
      end: .duration(EventDuration(days: 1, seconds: 0)),
      recurrenceID: .zoned(clockTime(2026, 3, 2, 9, 30), zone: zone), replacesFollowing: true))
  events.append(
    CalendarEvent(
      uid: "nightly", summary: "Nightly", start: .floating(clockTime(2026, 1, 1, 22)),
      end: .duration(EventDuration(seconds: 5 * 3_600)), rules: [RecurrenceRule(frequency: .daily)],
      extraDates: [
        .period(start: .floating(clockTime(2026, 1, 2, 3)), end: .time(.floating(clockTime(2026, 1, 4, 3))))
      ]))
  events.append(
    CalendarEvent(
      uid: "monthly", summary: "Monthly", start: .date(julianDay: calendarDay(2024, 5, 31)),
      rules: [RecurrenceRule(frequency: .monthly)]))
  events.append(
    CalendarEvent(
      uid: "yearly", summary: "Yearly", start: .utc(clockTime(1990, 2, 14, 23, 59)),
      end: .duration(EventDuration(seconds: 120)), rules: [RecurrenceRule(frequency: .yearly)]))
  return events
}

@Suite struct EventBlockFactsTests {
  // Columns: the zone shown, the zone of the zoned events.
  @Test(arguments: [(ZoneRules.utc, newYorkIn2026), (tokyoZone, newYorkIn2026), (newYorkIn2026, tokyoZone)])
  func factsAloneAreTheFactsBesideTheOccurrences(displayZone: ZoneRules, eventZone: ZoneRules) {
    let collection = EventCollection(events: mixedCalendar(zone: eventZone), displayZone: displayZone)
    var differing: [Int] = []
    var factCount = 0
    let blocks =
      EventBlockCache.block(of: calendarDay(2025, 12, 1))...EventBlockCache.block(of: calendarDay(2026, 12, 31))
    for block in blocks {
      let first = block * EventBlockCache.blockLength
      let last = first + EventBlockCache.blockLength - 1
      let alone = collection.facts(onDaysFrom: first, through: last, displayZone: displayZone).all
      if alone != collection.block(onDaysFrom: first, through: last, displayZone: displayZone).facts {
        differing.append(block)
      }
      factCount += alone.count
    }
    #expect(differing.isEmpty, "blocks whose facts differ: \(differing)")
    // Not an empty comparison: hundreds of facts.
    #expect(factCount > 500)
  }

  // Columns: how many facts, how many events (positions) they name.
  @Test(arguments: [(0, 1), (5, 3), (1_023, 40), (1_024, 1), (5_000, 2_048), (100_000, 100_000), (30_000, 1 << 21)])
  func theRadixSortSortsAsComparisonsDo(count: Int, positionCount: Int) {
    var generator = SplitMix(seed: UInt64(count * 31 + positionCount))
    var facts = (0..<count).map { _ in
      let day = generator.next() % 128
      let code = generator.next() % 1_441
      let position = generator.next() % UInt64(positionCount)
      return day << 32 | code << 21 | position
    }
    let expected = facts.sorted()
    EventCollection.sortFacts(&facts, dayCount: 128, positionCount: positionCount)
    #expect(facts == expected)
  }

  @Test func eachFactOnceAndOfAnEventRepeatingWithinADayItsEarliestStartOfADay() {
    // Event 4 repeats within a day, events 1, 2 and 3 do not. Day 0: event 2 all-day twice (kept once); event 4
    // all-day, ending, and starting at 09:00 and at 10:00 (09:00 stands for both); event 3 at 09:18 and 10:30
    // (both kept). Day 1: event 4 all-day; event 1 at 08:00 twice (kept once).
    // Event 3 starts between event 4's two starts: they are not side by side in the sorted facts.
    let gathered = [
      entry(0, 0, 2), entry(0, 0, 2), entry(0, 0, 4), entry(0, 1, 4), entry(0, 542, 4), entry(0, 560, 3),
      entry(0, 602, 4), entry(0, 632, 3), entry(1, 0, 4), entry(1, 482, 1), entry(1, 482, 1),
    ]
    let expected = [
      entry(0, 0, 2), entry(0, 0, 4), entry(0, 1, 4), entry(0, 542, 4), entry(0, 560, 3), entry(0, 632, 3),
      entry(1, 0, 4), entry(1, 482, 1),
    ]
    let repeatsWithinADay = [false, false, false, false, true]
    #expect(EventCollection.uniqueFacts(gathered, repeatsWithinADay: repeatsWithinADay) == expected)
  }

  /// A gathered fact: the day's offset, the code (`EventFact`: 0 whole day, 1 ending, 2 + the minute it starts
  /// at) and the position.
  private func entry(_ day: UInt64, _ code: UInt64, _ position: UInt64) -> UInt64 {
    day << 32 | code << 21 | position
  }

  @Test func loneSingleEventsHaveNoSeriesAndOthersDo() {
    let events = mixedCalendar(zone: newYorkIn2026)
    let collection = EventCollection(events: events, displayZone: .utc)
    for (position, event) in events.enumerated() {
      // An event without UID is a UID of its own.
      let isLone = event.uid.hasPrefix("single-") || event.uid.isEmpty
      #expect((collection.seriesOfPosition[position] < 0) == isLone, "\(event.uid) at \(position)")
    }
    // The single occurrences run by first day: what `forEachSpan`'s binary search needs.
    #expect(zip(collection.singleSpans, collection.singleSpans.dropFirst()).allSatisfy { $0.firstDay <= $1.firstDay })
    // A lone event's occurrence is read from its fact: Single 1, 01:07 in New York on 5 January, 06:07 UTC.
    let days = EventDays(events: events, displayZone: .utc)
    let start = LocalDateTime(seconds: clockTime(2026, 1, 5, 1, 7).seconds + 18_000)
    let fact = EventFact(position: 1, code: 2 + 6 * 60 + 7).number
    #expect(
      days.occurrence(ofFact: fact, onDay: start.julianDay)
        == EventOccurrence(
          summary: "Single 1", start: start, end: start.adding(seconds: 1_800), isAllDay: false,
          startMinute: 6 * 60 + 7))
  }
}

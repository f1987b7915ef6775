// EventDays: a calendar's events as facts about the days they fill, in the zone shown.

import CalendarCore

/// The events of a calendar (VEVENTs as the iCalendar reader gives them) as facts about days: one fact
/// of kind `event` for each event and each day of the zone shown that one of its occurrences touches.
/// Times with a zone or in UTC are shown on the wall clock of `displayZone`; floating times and dates as
/// written. A rule repeats on its DTSTART's own wall clock (a weekly 09:00 meeting in New York stays at
/// 09:00 there across summer time), and is expanded only near the days asked for.
///
///     let days = EventDays(events: events, displayZone: tokyo)
///     days.forEachFact(onDaysFrom: first, through: last, reform: .gregorian, cache: &cache) { day, fact in
///       print(day, days.label(ofFact: fact))  // 2461378 09:30 Standup
///     }
package final class EventDays: DayFactSource {
  /// The events, grouped by UID.
  let collection: EventCollection
  /// The zone shown.
  package let displayZone: ZoneRules

  /// The events `events` shown in `displayZone`. Only the first 2,097,152 (2^21) events are kept; a
  /// warning says so.
  package init(events: [CalendarEvent], displayZone: ZoneRules) {
    collection = EventCollection(events: events, displayZone: displayZone)
    self.displayZone = displayZone
  }

  /// The events kept.
  package var events: [CalendarEvent] { collection.events }

  /// What could not be shown, a line each: events past the 2^21st, and rules whose expansion stopped at
  /// its budget (what it found before is shown). Found as the days are, so read after them.
  package var warnings: [String] { collection.warnings + collection.expansionWarnings }

  /// `event`, when there are events.
  package var kinds: DayFactKinds { collection.events.isEmpty ? [] : .event }

  /// Calls `body` with each day from JDN `first` through JDN `last` that an event touches, and the
  /// fact of that event there (`EventFact`): one a day for each event and way an occurrence lies on it (whole,
  /// ending there, starting at a minute; of an event repeating within a day, its earliest start). The days are
  /// the same whatever range is asked: they are found for blocks of days that the events' collection keeps
  /// (`EventBlockCache`).
  package func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    if last < first || collection.events.isEmpty { return }
    var block = EventBlockCache.block(of: first)
    while block * EventBlockCache.blockLength <= last {
      let facts = EventBlockCache.facts(ofBlock: block, collection: collection, displayZone: displayZone)
      let blockFirst = block * EventBlockCache.blockLength
      facts.forEach(fromDay: first - blockFirst, through: min(last - blockFirst, EventBlockCache.blockLength - 1)) {
        day, fact in body(blockFirst + day, fact)
      }
      block += 1
    }
  }

  /// `event`.
  package func kind(ofFact fact: Int) -> DayFactKind { .event }

  /// The event's SUMMARY, after its start time (`09:30 Standup`) when it starts that day.
  package func label(ofFact fact: Int) -> String {
    let fact = EventFact(number: fact)
    let summary = String(collection.events[fact.position].summary)
    guard let minute = fact.startMinute else { return summary }
    return EventDays.clockText(minute) + " " + summary
  }

  /// The occurrence the fact numbered `fact` stands for on the day with JDN `julianDay`: the event's
  /// earliest occurrence lying on the day as the fact's code says (`EventFact`).
  package func occurrence(ofFact fact: Int, onDay julianDay: Int) -> EventOccurrence {
    let number = fact
    let fact = EventFact(number: fact)
    // The summary alone: the whole event would be copied, its arrays retained, for every fact shown.
    let summary = collection.events[fact.position].summary
    var found = collection.span(ofFact: number, onDay: julianDay, displayZone: displayZone)
    if found == nil {
      // A fact no block holds (not one `forEachFact` gave): the event's occurrences near the day.
      let consider = { (span: EventSpan) in
        guard span.position == fact.position, span.firstDay <= julianDay, span.lastDay >= julianDay,
          span.factCode(onDay: julianDay) == fact.code
        else { return }
        if found == nil || span.start < found!.start { found = span }
      }
      let seriesIndex = Int(collection.seriesOfPosition[fact.position])
      if seriesIndex < 0 {
        // A lone single event, which has no series.
        collection.loneOccurrence(ofPosition: fact.position, displayZone: displayZone).map(consider)
      } else {
        let series = collection.series[seriesIndex]
        if series.repeats {
          series.forEachMasterSpan(touchingDaysFrom: julianDay, through: julianDay, displayZone: displayZone, consider)
        } else {
          series.singleMasterSpans(displayZone).forEach(consider)
        }
        series.overrideSpans.forEach(consider)
      }
    }
    let span =
      found
      ?? EventSpan(
        position: fact.position, start: LocalDateTime(julianDay: julianDay),
        end: LocalDateTime(julianDay: julianDay + 1),
        isAllDay: true
      )
    return EventOccurrence(
      summary: String(summary), start: span.start, end: span.end, isAllDay: span.isAllDay,
      startMinute: span.startMinute(onDay: julianDay)
    )
  }

  /// The occurrence the fact numbered `fact` stands for on the day with JDN `julianDay`
  /// (`occurrence(ofFact:onDay:)`).
  package func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue {
    .event(occurrence(ofFact: fact, onDay: julianDay))
  }

  /// The SUMMARYs of its events, by fact (`EventSummaries`): what the legend writes of each, without the
  /// occurrence `occurrence(ofFact:onDay:)` finds.
  package var titles: (any DayFactTitles)? { EventSummaries(collection: collection) }

  /// The minute of the day (0...1439) the occurrence of the fact numbered `fact` starts at, or `nil` when it
  /// is all-day or continues from an earlier day: its `EventOccurrence.startMinute`. Facts of one day
  /// sorted by number run in the order of this minute, `nil` first.
  package static func startMinute(ofFact fact: Int) -> Int? { EventFact(number: fact).startMinute }

  /// `minute` of a day as `09:30`.
  static func clockText(_ minute: Int) -> String {
    let hour = minute / 60
    let rest = minute % 60
    return (hour < 10 ? "0" : "") + String(hour) + ":" + (rest < 10 ? "0" : "") + String(rest)
  }
}

extension EventDays: Hashable {
  /// Whether both show equal events in equal zones.
  package static func == (left: EventDays, right: EventDays) -> Bool {
    left.collection === right.collection
      || (left.displayZone == right.displayZone && left.collection.events == right.collection.events)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(displayZone.name)
    hasher.combine(collection.events.count)
  }
}

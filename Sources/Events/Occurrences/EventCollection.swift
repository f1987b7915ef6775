// EventCollection: a calendar's events grouped by UID once, with the single occurrences indexed by day.

/// The events of a calendar read once for the zone shown: one `EventSeries` for each UID (an event
/// without UID alone), the occurrences that do not repeat (single events, overrides) sorted by their
/// first day, and the series that do repeat, expanded for each range asked.
final class EventCollection: Sendable {
  /// The events, at most `EventFact.positionLimit`.
  let events: [CalendarEvent]
  /// The series, one for each UID but those of lone single events.
  let series: [EventSeries]
  /// The series of the event at each position, -1 for an event that is the one VEVENT of its UID and
  /// does not repeat (`isLoneSingle`), which has no series: its occurrence is in `singleSpans`.
  let seriesOfPosition: [Int32]
  /// The positions in `series` of the series that repeat.
  let repeatingSeries: [Int32]
  /// Whether the event at each position is of a series with a rule that repeats within a day (`FREQ=HOURLY`,
  /// `MINUTELY`, `SECONDLY`): its days are found from a few starts of each, and its first start of a day stands
  /// for the others there (`EventFact`).
  let repeatsWithinADay: [Bool]
  /// The occurrences that do not repeat, not cancelled, ascending by first day.
  let singleSpans: [EventSpan]
  /// The most days one of `singleSpans` covers, less one.
  let longestSingleSpan: Int
  /// What could not be shown, a line each.
  let warnings: [String]
  /// The events whose rules stopped at their budget while expanded.
  let expansionLog = ExpansionLog()
  /// The blocks of occurrences JSON and the browser asked for lately.
  let legendMemo = EventBlockMemo()
  /// The blocks of facts the days shown asked for lately.
  let blockCache = EventBlockCache()
  /// The SUMMARYs side by side, for the legend: made with the collection, in a sliver of the time the
  /// rest of it takes.
  let summaryTable: SummaryTable

  /// The collection of `events` shown in `displayZone`.
  init(events given: [CalendarEvent], displayZone: ZoneRules) {
    var warnings: [String] = []
    let events = given.count > EventFact.positionLimit ? Array(given.prefix(EventFact.positionLimit)) : given
    self.events = events
    if given.count > EventFact.positionLimit {
      warnings.append("\(given.count - events.count) events after the first \(EventFact.positionLimit) are not shown")
    }
    let groups = UIDGroups(events)
    var series: [EventSeries] = []
    var seriesOfPosition = [Int32](repeating: -1, count: events.count)
    var repeatsWithinADay = [Bool](repeating: false, count: events.count)
    var repeatingSeries: [Int32] = []
    var singleSpans: [EventSpan] = []
    singleSpans.reserveCapacity(events.count)
    events.withUnsafeBufferPointer { events in
      // An event without UID is a series of its own, as recurring-ical-events keeps it.
      for first in groups.firstPositions {
        let position = Int(first)
        if groups.nextPosition[position] < 0 && EventCollection.isLoneSingle(events.baseAddress! + position) {
          // Most events of a large calendar: one VEVENT of its UID, not repeating, no EXDATE. Its one
          // occurrence is found here, without a series (which costs five times the rest of the event),
          // read field by field (a copy of the event retains its every string and array).
          let shape = EventShape(
            start: events[position].start, end: events[position].end, isCancelled: events[position].isCancelled,
            position: position)
          if !shape.isCancelled { singleSpans.append(shape.loneOccurrence(displayZone: displayZone)) }
          continue
        }
        var members: [(position: Int, event: CalendarEvent)] = []
        var member = first
        while member >= 0 {
          members.append((Int(member), events[Int(member)]))
          member = groups.nextPosition[Int(member)]
        }
        let one = EventSeries(members, displayZone: displayZone)
        let index = Int32(series.count)
        let isSubDaily = one.rules.contains { $0.rule.frequency < .daily }
        for (member, _) in members {
          seriesOfPosition[member] = index
          repeatsWithinADay[member] = isSubDaily
        }
        if one.repeats {
          repeatingSeries.append(index)
        } else {
          singleSpans.append(contentsOf: one.singleMasterSpans(displayZone))
        }
        singleSpans.append(contentsOf: one.overrideSpans.filter { !events[$0.position].isCancelled })
        series.append(one)
      }
    }
    self.series = series
    self.seriesOfPosition = seriesOfPosition
    self.repeatsWithinADay = repeatsWithinADay
    self.repeatingSeries = repeatingSeries
    self.singleSpans = EventCollection.sortedByFirstDay(singleSpans)
    longestSingleSpan = singleSpans.reduce(0) { max($0, $1.lastDay - $1.firstDay) }
    self.warnings = warnings
    summaryTable = SummaryTable(events)
  }

  /// Calls `body` with each occurrence (not cancelled) that may touch the days from JDN `first` through
  /// JDN `last` on the display zone's wall clock, and with some that do not.
  func forEachSpan(touchingDaysFrom first: Int, through last: Int, displayZone: ZoneRules, _ body: (EventSpan) -> Void)
  {
    forEachSingleSpan(touchingDaysFrom: first, through: last, body)
    // The series read in place: a copy of one retains its every array.
    for index in repeatingSeries.lazy.map({ Int($0) })
    where !series[index].forEachMasterSpan(touchingDaysFrom: first, through: last, displayZone: displayZone, body) {
      if let position = series[index].master?.position { expansionLog.noteBudgetExhausted(position: position) }
    }
  }
}

extension EventCollection {
  /// Calls `body` with each occurrence that does not repeat (`singleSpans`) that may touch the days from JDN
  /// `first` through JDN `last`, and with some that do not.
  func forEachSingleSpan(touchingDaysFrom first: Int, through last: Int, _ body: (EventSpan) -> Void) {
    var (low, high) = (0, singleSpans.count)
    while low < high {
      let middle = (low + high) / 2
      if singleSpans[middle].firstDay < first - longestSingleSpan { low = middle + 1 } else { high = middle }
    }
    while low < singleSpans.count && singleSpans[low].firstDay <= last {
      body(singleSpans[low])
      low += 1
    }
  }
}

extension EventSeries {
  /// The occurrence of a master that does not repeat (none when an EXDATE or override removes it, or it
  /// is cancelled).
  func singleMasterSpans(_ displayZone: ZoneRules) -> [EventSpan] {
    guard let master else { return [] }
    var spans: [EventSpan] = []
    let day = master.start.julianDay
    forEachMasterSpan(touchingDaysFrom: day, through: day, displayZone: displayZone) { spans.append($0) }
    return spans
  }
}

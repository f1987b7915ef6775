// EventSeries+PartSpans: the occurrences near a range of a series reshaped by THISANDFUTURE or of long events.

import CalendarCore

extension EventSeries {
  /// `forEachMasterSpan` for a master reshaped by THISANDFUTURE overrides or whose occurrences may last longer
  /// than a month: calls `body` with the occurrences that may touch the days from JDN `first` through JDN
  /// `last`, part by part (the master's starts before the first override, then those after each, which it
  /// gives its event, length and shift), each part's starts from those whose occurrence, shifted, ends as the
  /// days begin to those whose occurrence begins as they end; so a shift of centuries costs no more than none.
  /// Of a part's occurrences longer than a month that begin a month and more before the days, only the latest
  /// is given: on the days they only continue, and sharing a length and a shift, the latest reaches furthest (a
  /// DTEND centuries after DTSTART makes every start of a daily rule since DTSTART one of them). RDATE periods
  /// have lengths of their own: each from `lower` through `upper` is given.
  /// - Returns: `false` when a rule's expansion stopped at its budget.
  func forEachPartSpan(
    touchingDaysFrom first: Int, through last: Int, periodsFrom lower: LocalDateTime, through upper: LocalDateTime,
    master: EventShape, displayZone: ZoneRules, _ body: (EventSpan) -> Void
  ) -> Bool {
    let daysStart = LocalDateTime(julianDay: first).adding(seconds: -EventSeries.zoneMargin)
    let daysEnd = LocalDateTime(julianDay: last + 1).adding(seconds: EventSeries.zoneMargin)
    let near = daysStart.adding(seconds: -EventSeries.longLength)
    var isComplete = true
    for part in 0...followingOverrides.count {
      let (shape, shift) =
        part == 0 ? (master, 0) : (followingOverrides[part - 1].shape, followingOverrides[part - 1].shift)
      if shape.isCancelled { continue }
      let length = shape.length.longestSeconds
      // A start before `partLower` ends before the days begin; one from `partEnd` on begins after they end.
      var partLower = daysStart.adding(seconds: -(length + shift))
      var partEnd = daysEnd.adding(seconds: 1 - shift)
      // A part is the starts whose key is after its override's key and not after the next one's; a key is
      // the start's UTC time or its wall clock, so their wall clocks lie within a zone's margin of the keys.
      if part > 0 {
        partLower = max(partLower, LocalDateTime(seconds: followingOverrides[part - 1].key - EventSeries.zoneMargin))
      }
      if part < followingOverrides.count {
        partEnd = min(partEnd, LocalDateTime(seconds: followingOverrides[part].key + EventSeries.zoneMargin + 1))
      }
      guard partLower < partEnd else { continue }
      // The part's starts before `cut` begin, shifted, a month and more before the days.
      let cut = length > EventSeries.longLength ? min(max(near.adding(seconds: -shift), partLower), partEnd) : partLower
      if partLower < cut,
        let latest = latestSpan(
          ofPart: part, from: partLower, before: cut, master: master, displayZone: displayZone, &isComplete)
      {
        body(latest)
      }
      if cut < partEnd {
        isComplete =
          forEachMasterStart(from: cut, through: partEnd.adding(seconds: -1)) { start in
            guard !isPeriodStart(start, clock: master.clock), self.part(ofStart: start, clock: master.clock) == part,
              let span = span(startingAt: start, master: master, displayZone: displayZone)
            else { return }
            body(span)
          } && isComplete
      }
    }
    var index = EventSeries.lowerBound(of: lower, in: periodStarts)
    while index < periodStarts.count && periodStarts[index] <= upper {
      if let span = span(startingAt: periodStarts[index], master: master, displayZone: displayZone) { body(span) }
      index += 1
    }
    return isComplete
  }

  /// The occurrence of the latest start of `part` from `lower` up to (not including) `end` that is not an RDATE
  /// period's, cancelled or replaced: found in windows doubling back from `end`, so it costs in proportion to
  /// the starts near it. Sets `isComplete` to `false` when a rule's expansion stopped at its budget.
  private func latestSpan(
    ofPart part: Int, from lower: LocalDateTime, before end: LocalDateTime, master: EventShape, displayZone: ZoneRules,
    _ isComplete: inout Bool
  ) -> EventSpan? {
    var reach = 86_400
    var latest: EventSpan?
    while latest == nil {
      let from = end.seconds - lower.seconds > reach ? end.adding(seconds: -reach) : lower
      isComplete =
        forEachMasterStart(from: from, through: end.adding(seconds: -1)) { start in
          guard !isPeriodStart(start, clock: master.clock), self.part(ofStart: start, clock: master.clock) == part
          else { return }
          if let span = span(startingAt: start, master: master, displayZone: displayZone) { latest = span }
        } && isComplete
      if from == lower { break }
      reach = reach > Int.max / 4 ? Int.max / 2 : reach * 2
    }
    return latest
  }

  /// The part of the master's occurrences a start is in: how many THISANDFUTURE overrides come before it
  /// (the last of them gives it its shape, as `span(startingAt:master:displayZone:)` finds it).
  private func part(ofStart start: LocalDateTime, clock: EventClock) -> Int {
    if followingOverrides.isEmpty { return 0 }
    let instantKey = clock.isInstant ? clock.instant(atWallClock: start) : start.seconds
    var (low, high) = (0, followingOverrides.count)
    while low < high {
      let middle = (low + high) / 2
      if followingOverrides[middle].key < instantKey { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether `start` is an RDATE period's, whose length is its own.
  private func isPeriodStart(_ start: LocalDateTime, clock: EventClock) -> Bool {
    if periodLengths.isEmpty { return false }
    let instantKey = clock.isInstant ? clock.instant(atWallClock: start) : start.seconds
    return periodLengths[start.seconds] != nil || periodLengths[instantKey] != nil
  }
}

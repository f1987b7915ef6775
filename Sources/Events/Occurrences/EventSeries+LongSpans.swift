// EventSeries+LongSpans: a long event's occurrences near a range, of those that begin well before it the furthest-reaching.

extension EventSeries {
  /// `forEachMasterSpan` for a master whose occurrences may last longer than a month: calls `body` with its
  /// occurrences from the starts `lower` through `upper` on its wall clock, except that of those that begin
  /// (shifted by their THISANDFUTURE override) before `near`, a month and more before the days asked for, only
  /// the ones reaching furthest are given. On the days asked for those only continue, so of the occurrences
  /// that share an event, an all-day flag, a length and a shift, the latest alone decides which days they touch.
  /// Those are the master's starts between two THISANDFUTURE overrides (a *part*: the master's shape before the
  /// first, each override's after it), less RDATE periods, which have lengths of their own and are each given. A
  /// DTEND centuries after DTSTART makes every start of a daily rule since DTSTART one that begins before
  /// `near`; this costs in proportion to the starts near the range and near the end of each part.
  /// - Returns: `false` when a rule's expansion stopped at its budget.
  func forEachLongSpan(
    from lower: LocalDateTime, through upper: LocalDateTime, near: LocalDateTime, master: EventShape,
    displayZone: ZoneRules, _ body: (EventSpan) -> Void
  ) -> Bool {
    guard lower <= upper else { return true }
    var isComplete = true
    for part in 0...followingOverrides.count {
      let (isCancelled, shift) =
        part == 0
        ? (master.isCancelled, 0) : (followingOverrides[part - 1].shape.isCancelled, followingOverrides[part - 1].shift)
      if isCancelled { continue }
      // A part is the starts whose key is after its override's key and not after the next one's; a key is
      // the start's UTC time or its wall clock, so their wall clocks lie within a zone's margin of the keys.
      var partLower = lower
      if part > 0 {
        partLower = max(lower, LocalDateTime(seconds: followingOverrides[part - 1].key - EventSeries.zoneMargin))
      }
      var partEnd = upper.adding(seconds: 1)
      if part < followingOverrides.count {
        partEnd = min(partEnd, LocalDateTime(seconds: followingOverrides[part].key + EventSeries.zoneMargin + 1))
      }
      guard partLower < partEnd else { continue }
      // The part's starts before `cut` begin, shifted, before `near`.
      let cut = min(max(near.adding(seconds: -shift), partLower), partEnd)
      if partLower < cut,
        let latest = latestSpan(ofPart: part, from: partLower, before: cut, master: master, displayZone: displayZone, &isComplete)
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

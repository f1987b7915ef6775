// EventSeries+EarlySpans: of a long event's occurrences that start well before a range, those that reach furthest.

extension EventSeries {
  /// Calls `body` with the occurrences of the master starting from `lower` up to (not including) `near`, a month
  /// and more before the days asked for, that reach furthest into them: on those days they only continue, so
  /// of the occurrences that share an event, an all-day flag, a length and a shift, the latest alone decides
  /// which days they touch. Those are the master's starts between two THISANDFUTURE overrides (a *part*: the
  /// master's shape before the first, each override's after it), less RDATE periods, which have lengths of their
  /// own and are each given. A DTEND centuries after DTSTART makes every start of a daily rule since DTSTART
  /// one of these; this costs in proportion to the starts near the end of each part.
  /// - Returns: `false` when a rule's expansion stopped at its budget.
  func forEachEarlySpan(
    from lower: LocalDateTime, before near: LocalDateTime, master: EventShape, displayZone: ZoneRules,
    _ body: (EventSpan) -> Void
  ) -> Bool {
    guard lower < near else { return true }
    var spans: [EventSpan] = []
    var isComplete = true
    for part in 0...followingOverrides.count {
      let isCancelled = part == 0 ? master.isCancelled : followingOverrides[part - 1].shape.isCancelled
      if isCancelled { continue }
      // A part is the starts whose key is after its override's key and not after the next one's; a key is
      // the start's UTC time or its wall clock, so their wall clocks lie within a zone's margin of the keys.
      var partLower = lower
      if part > 0 {
        partLower = max(lower, LocalDateTime(seconds: followingOverrides[part - 1].key - EventSeries.zoneMargin))
      }
      var partUpper = near
      if part < followingOverrides.count {
        partUpper = min(near, LocalDateTime(seconds: followingOverrides[part].key + EventSeries.zoneMargin + 1))
      }
      guard partLower < partUpper else { continue }
      var reach = 86_400
      var latest: EventSpan?
      while latest == nil {
        let from = partUpper.seconds - partLower.seconds > reach ? partUpper.adding(seconds: -reach) : partLower
        isComplete =
          forEachMasterStart(from: from, through: partUpper.adding(seconds: -1)) { start in
            guard !isPeriodStart(start, clock: master.clock), self.part(ofStart: start, clock: master.clock) == part
            else { return }
            if let span = span(startingAt: start, master: master, displayZone: displayZone) { latest = span }
          } && isComplete
        if from == partLower { break }
        reach = reach > Int.max / 4 ? Int.max / 2 : reach * 2
      }
      if let latest { spans.append(latest) }
    }
    if !periodStarts.isEmpty {
      var index = EventSeries.lowerBound(of: lower, in: periodStarts)
      while index < periodStarts.count && periodStarts[index] < near {
        if let span = span(startingAt: periodStarts[index], master: master, displayZone: displayZone) {
          spans.append(span)
        }
        index += 1
      }
    }
    spans.sort { ($0.start, $0.position) < ($1.start, $1.position) }
    for span in spans { body(span) }
    return isComplete
  }

  /// The part of the master's occurrences a start is in: how many THISANDFUTURE overrides come before it
  /// (the last of them gives it its shape, as `span(startingAt:master:displayZone:)` finds it).
  private func part(ofStart start: LocalDateTime, clock: EventClock) -> Int {
    let instantKey = clock.isInstant ? clock.instant(atWallClock: start) : start.seconds
    var part = 0
    while part < followingOverrides.count && followingOverrides[part].key < instantKey { part += 1 }
    return part
  }

  /// Whether `start` is an RDATE period's, whose length is its own.
  private func isPeriodStart(_ start: LocalDateTime, clock: EventClock) -> Bool {
    if periodLengths.isEmpty { return false }
    let instantKey = clock.isInstant ? clock.instant(atWallClock: start) : start.seconds
    return periodLengths[start.seconds] != nil || periodLengths[instantKey] != nil
  }
}

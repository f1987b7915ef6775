// EventSeries+Spans: the master's occurrences near a range of days, with EXDATEs and overrides applied.

import CalendarCore

extension EventSeries {
  /// Seconds a zone's wall clock may be from another's: offsets run from UTC-12 to UTC+14.
  static let zoneMargin = 26 * 3_600

  /// Calls `body` with each occurrence of the master (not cancelled) that may touch the days from JDN
  /// `first` through JDN `last` on the wall clock of `displayZone`: the starts of its rules, DTSTART
  /// and RDATEs from a little before the range (the event's length and the zones' margin) to a little
  /// after it, less the EXDATEs and the starts an override replaces. The overrides' own occurrences are
  /// in `overrideSpans`. Costs in proportion to the starts near the range, never from DTSTART on.
  /// - Returns: `false` when a rule's expansion stopped at its budget (the starts found are given).
  @discardableResult
  func forEachMasterSpan(
    touchingDaysFrom first: Int, through last: Int, displayZone: ZoneRules, _ body: (EventSpan) -> Void
  ) -> Bool {
    guard let master else { return true }
    let lower = LocalDateTime(julianDay: first).adding(seconds: -(EventSeries.zoneMargin + marginBefore))
    let upper = LocalDateTime(julianDay: last + 1).adding(seconds: EventSeries.zoneMargin + marginAfter)
    // A series without THISANDFUTURE overrides or occurrences longer than a month: its starts near the range.
    // They are gathered before any is handed on: a closure that made each start's occurrence, handed to
    // another method of the series, had the series copied (its every array retained) for every block.
    guard marginBefore > EventSeries.longLength || !followingOverrides.isEmpty else {
      var starts: [LocalDateTime] = []
      // Room for a block's weekly starts at once: growing from empty cost more than finding them.
      starts.reserveCapacity(32)
      let isComplete = appendMasterStarts(from: lower, through: upper, to: &starts)
      for start in starts {
        if let span = span(startingAt: start, master: master, displayZone: displayZone) { body(span) }
      }
      return isComplete
    }
    return forEachPartSpan(
      touchingDaysFrom: first, through: last, periodsFrom: lower, through: upper, master: master,
      displayZone: displayZone, body)
  }

  /// An event's length past which `forEachMasterSpan` gives, of the occurrences that begin before the range,
  /// those that reach furthest (`forEachPartSpan`): 32 days.
  static let longLength = 32 * 86_400

  /// Calls `body` with each start of the master from `lower` through `upper` on its wall clock, ascending,
  /// each once: DTSTART (when it is an occurrence), RDATEs and the rules' starts (EXDATEs still in).
  /// - Returns: `false` when a rule's expansion stopped at its budget.
  func forEachMasterStart(
    from lower: LocalDateTime, through upper: LocalDateTime, _ body: (LocalDateTime) -> Void
  ) -> Bool {
    var starts: [LocalDateTime] = []
    let isComplete = appendMasterStarts(from: lower, through: upper, to: &starts)
    for start in starts { body(start) }
    return isComplete
  }

  /// Appends to `starts` the starts `forEachMasterStart` gives, in its order.
  /// - Returns: `false` when a rule's expansion stopped at its budget.
  func appendMasterStarts(
    from lower: LocalDateTime, through upper: LocalDateTime, to starts: inout [LocalDateTime]
  ) -> Bool {
    guard let master, lower <= upper else { return true }
    if rules.count == 1 && extraStarts.isEmpty && !(rules[0].rule.frequency < .daily) {
      return appendStartsOfOneRule(from: lower, through: upper, master: master, to: &starts)
    }
    let first = starts.count
    if includesStart && master.start >= lower && master.start <= upper { starts.append(master.start) }
    var index = EventSeries.lowerBound(of: lower, in: extraStarts)
    while index < extraStarts.count && extraStarts[index] <= upper {
      starts.append(extraStarts[index])
      index += 1
    }
    var isComplete = true
    for (rule, until) in rules {
      if rule.frequency < .daily {
        if !forEachSubDailyStart(of: rule, until: until, from: lower, through: upper, { starts.append($0) }) {
          isComplete = false
        }
        continue
      }
      let end = rule.forEachStart(from: master.start, until: until, within: lower...upper) { start in
        starts.append(start)
        return true
      }
      if end == .budgetExhausted { isComplete = false }
    }
    starts[first...].sort()
    // Each start once.
    var kept = first
    for index in first..<starts.count where index == first || starts[index] != starts[kept - 1] {
      starts[kept] = starts[index]
      kept += 1
    }
    starts.removeLast(starts.count - kept)
    return isComplete
  }

  /// `appendMasterStarts` for a master of one rule of days or longer and no RDATE (most repeating events):
  /// the rule's starts come ascending, so DTSTART is put in its place among them rather than all sorted.
  private func appendStartsOfOneRule(
    from lower: LocalDateTime, through upper: LocalDateTime, master: EventShape, to starts: inout [LocalDateTime]
  ) -> Bool {
    let first = starts.count
    // `forEachStart` gives each start once, strictly ascending (the fuzz harness checks it of every rule).
    let end = rules[0].rule.forEachStart(from: master.start, until: rules[0].until, within: lower...upper) {
      starts.append($0)
      return true
    }
    if includesStart && master.start >= lower && master.start <= upper {
      // DTSTART is among the rule's starts when the rule matches it; otherwise it goes before the first later one.
      var index = first
      while index < starts.count && starts[index] < master.start { index += 1 }
      if index == starts.count || starts[index] != master.start { starts.insert(master.start, at: index) }
    }
    return end != .budgetExhausted
  }

  /// The starts of a sub-daily rule (`FREQ=SECONDLY`, `MINUTELY` or `HOURLY`) from `lower` through `upper`
  /// that decide which days the event touches: of each day, the first start, and the first and last of those
  /// whose occurrence runs past its midnight (its length before it). A rule of every second gives 86,400
  /// starts a day, which would spend an expansion's budget in three days; the days need these alone. Each
  /// day is its own expansion, from DTSTART (so that COUNT counts).
  /// - Returns: `false` when an expansion stopped at its budget.
  private func forEachSubDailyStart(
    of rule: RecurrenceRule, until: LocalDateTime?, from lower: LocalDateTime, through upper: LocalDateTime,
    _ body: (LocalDateTime) -> Void
  ) -> Bool {
    guard let master else { return true }
    var isComplete = true
    var day = lower.julianDay
    while day <= upper.julianDay {
      let dayStart = max(lower, LocalDateTime(julianDay: day))
      let dayLast = min(upper, LocalDateTime(julianDay: day + 1).adding(seconds: -1))
      day += 1
      if dayStart > dayLast { continue }
      var first: LocalDateTime?
      if rule.forEachStart(from: master.start, until: until, within: dayStart...dayLast, { first = $0; return false })
        == .budgetExhausted
      { isComplete = false }
      guard let first else { continue }
      body(first)
      // Starts whose occurrence reaches the next day: within the longest length before midnight.
      let crossing = max(first.adding(seconds: 1), dayLast.adding(seconds: 1 - marginBefore))
      guard marginBefore > 0, crossing <= dayLast else { continue }
      var (earliest, latest): (LocalDateTime?, LocalDateTime?) = (nil, nil)
      if rule.forEachStart(from: master.start, until: until, within: crossing...dayLast, { start in
        earliest = start
        return false
      }) == .budgetExhausted { isComplete = false }
      guard let earliest else { continue }
      body(earliest)
      // The latest, looked for back from the day's end in windows doubling from a second: a rule of every second
      // would otherwise be walked through the whole margin (an hour, 3,600 starts) of every day.
      var width = 1
      while latest == nil {
        let from = max(earliest, dayLast.adding(seconds: 1 - width))
        if rule.forEachStart(from: master.start, until: until, within: from...dayLast, { start in
          latest = start
          return true
        }) == .budgetExhausted { isComplete = false }
        if from == earliest { break }
        width *= 2
      }
      if let latest, latest != earliest { body(latest) }
    }
    return isComplete
  }

  /// The occurrence of the master's start `start`, or `nil` when an EXDATE removes it, an override
  /// replaces it, or it is cancelled.
  func span(startingAt start: LocalDateTime, master: EventShape, displayZone: ZoneRules) -> EventSpan? {
    if !exceptionDays.isEmpty && exceptionDays.contains(start.julianDay) { return nil }
    // The keys of the start: its UTC time (for a zoned or UTC clock) and its wall clock, found without
    // an array (this runs for every start).
    let wallKey = start.seconds
    let instantKey = master.clock.isInstant ? master.clock.instant(atWallClock: start) : wallKey
    if !exceptionKeys.isEmpty && (exceptionKeys.contains(instantKey) || exceptionKeys.contains(wallKey)) { return nil }
    if !overrideKeys.isEmpty && (overrideKeys.contains(instantKey) || overrideKeys.contains(wallKey)) { return nil }
    // The last THISANDFUTURE override before this start gives it its event, length and shift (read
    // field by field: copying a shape copies its zone's arrays' references).
    var (position, isCancelled, isAllDay, length, shift) =
      (master.position, master.isCancelled, master.isAllDay, master.length, 0)
    for following in followingOverrides {
      if following.key >= instantKey { break }
      let shape = following.shape
      (position, isCancelled, length, shift) = (shape.position, shape.isCancelled, shape.length, following.shift)
      isAllDay = master.isAllDay && shape.isAllDay
    }
    if isCancelled { return nil }
    if !periodLengths.isEmpty, let period = periodLengths[wallKey] ?? periodLengths[instantKey] { length = period }
    var span = master.occurrence(startingAt: start.adding(seconds: shift), length: length, displayZone: displayZone)
    span.position = position
    span.isAllDay = isAllDay
    return span
  }

  /// The index of the first time in `times` (ascending) not before `time`.
  static func lowerBound(of time: LocalDateTime, in times: [LocalDateTime]) -> Int {
    var (low, high) = (0, times.count)
    while low < high {
      let middle = (low + high) / 2
      if times[middle] < time { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

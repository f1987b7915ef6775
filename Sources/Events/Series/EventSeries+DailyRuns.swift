// EventSeries+DailyRuns: the days of a rule repeating every day alike, as runs of days rather than one by one.

import CalendarCore

extension EventSeries {
  /// Calls `body` with the facts the master's occurrences hold on the days from JDN `first` through JDN `last`,
  /// as runs: the code (`EventFact`) and the first and last day of each run of days holding it. What
  /// `forEachMasterSpan` would give day by day, found without an occurrence made for each day, where every day's
  /// occurrence is the first one moved by whole days: the master repeats by one rule `FREQ=DAILY` with no BY part
  /// and no INTERVAL, no EXDATE, RDATE or RECURRENCE-ID changes an occurrence, and neither the zone of its clock
  /// nor `displayZone` changes its offset near the days (floating times are shown as written). A hundred thousand
  /// daily events are 36 million occurrences a year, and a run of each is all a block of days needs.
  /// - Returns: `false`, having called `body` with nothing, when the occurrences are not all alike: they are
  ///   then found one by one (`forEachMasterSpan`).
  func forEachDailyRun(
    touchingDaysFrom first: Int, through last: Int, displayZone: ZoneRules,
    _ body: (_ code: Int, _ firstDay: Int, _ lastDay: Int) -> Void
  ) -> Bool {
    guard let master, rules.count == 1, repeatsDailyAlike(rules[0].rule), extraStarts.isEmpty,
      periodStarts.isEmpty, periodLengths.isEmpty, exceptionKeys.isEmpty, exceptionDays.isEmpty,
      overrideKeys.isEmpty, followingOverrides.isEmpty, marginBefore <= EventSeries.longLength
    else { return false }
    // The window of starts `forEachMasterSpan` looks at.
    let lower = LocalDateTime(julianDay: first).adding(seconds: -(EventSeries.zoneMargin + marginBefore))
    let upper = LocalDateTime(julianDay: last + 1).adding(seconds: EventSeries.zoneMargin + marginAfter)
    guard let (firstStart, startCount) = dailyStarts(from: lower, through: upper, master: master) else { return true }
    // The offsets near the starts and ends, with two days' room for the wall clocks' readings of them.
    let from = firstStart.seconds - 2 * 86_400
    let through = firstStart.seconds + (startCount - 1) * 86_400 + master.length.longestSeconds + 2 * 86_400
    switch master.clock {
    case .floating: break
    case .utc:
      guard displayZone.keepsOneOffset(fromUTC: from, through: through) else { return false }
    case .zone(let zone):
      guard zone.keepsOneOffset(fromUTC: from, through: through),
        displayZone.keepsOneOffset(fromUTC: from, through: through)
      else { return false }
    }
    // The first occurrence, as the day-by-day expansion makes it; each later one is it moved by whole days.
    guard let span = span(startingAt: firstStart, master: master, displayZone: displayZone) else { return true }
    let (firstDay, length, shift) = (span.firstDay, span.lastDay - span.firstDay, startCount - 1)
    func give(_ code: Int, _ runFirst: Int, _ runLast: Int) {
      let (clippedFirst, clippedLast) = (max(runFirst, first), min(runLast, last))
      if clippedFirst <= clippedLast { body(code, clippedFirst, clippedLast) }
    }
    if span.isAllDay {
      give(0, firstDay, firstDay + length + shift)
      return true
    }
    // A timed occurrence: its start's minute on its first day, whole days between, ending on its last.
    give(span.factCode(onDay: firstDay), firstDay, firstDay + shift)
    if length >= 2 { give(0, firstDay + 1, firstDay + length - 1 + shift) }
    if length >= 1 { give(1, firstDay + length, firstDay + length + shift) }
    return true
  }

  /// Whether `rule` gives a start every day from DTSTART at DTSTART's time, and nothing else: `FREQ=DAILY`,
  /// INTERVAL 1, no BY part (COUNT and UNTIL only end it).
  private func repeatsDailyAlike(_ rule: RecurrenceRule) -> Bool {
    rule.frequency == .daily && rule.interval == 1 && rule.bySecond.isEmpty && rule.byMinute.isEmpty
      && rule.byHour.isEmpty && rule.byDay.isEmpty && rule.byMonthDay.isEmpty && rule.byYearDay.isEmpty
      && rule.byWeekNumber.isEmpty && rule.byMonth.isEmpty && rule.bySetPosition.isEmpty
  }

  /// The first of the master's starts from `lower` through `upper` and how many there are, a day apart, or `nil`
  /// when there are none: DTSTART and each day after it at the same time, up to COUNT, UNTIL and the end of year
  /// 9999, as `appendMasterStarts` gives a rule that `repeatsDailyAlike`; DTSTART alone when the rule gives
  /// nothing (an UNTIL before it, as recurring-ical-events still shows it: `includesStart`).
  private func dailyStarts(
    from lower: LocalDateTime, through upper: LocalDateTime, master: EventShape
  ) -> (first: LocalDateTime, count: Int)? {
    let (rule, until, start) = (rules[0].rule, rules[0].until, master.start)
    let firstSecond = LocalDateTime(year: 1, month: 1, day: 1).seconds
    let lastSecond = LocalDateTime(year: 10_000, month: 1, day: 1).seconds - 1
    // The last day after DTSTART with a start of the rule's; -1 when the rule gives none.
    var lastDay = floorDivide(lastSecond - start.seconds, 86_400)
    if let count = rule.count { lastDay = min(lastDay, count - 1) }
    if let until { lastDay = min(lastDay, floorDivide(until.seconds - start.seconds, 86_400)) }
    if start.seconds < firstSecond || start.seconds > lastSecond { lastDay = -1 }
    if lastDay < 0 { lastDay = includesStart ? 0 : -1 }
    let firstInWindow = max(0, -floorDivide(start.seconds - lower.seconds, 86_400))
    let lastInWindow = min(lastDay, floorDivide(upper.seconds - start.seconds, 86_400))
    guard firstInWindow <= lastInWindow else { return nil }
    return (start.adding(seconds: firstInWindow * 86_400), lastInWindow - firstInWindow + 1)
  }
}

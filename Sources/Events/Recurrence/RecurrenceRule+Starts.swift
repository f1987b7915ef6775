// RecurrenceRule+Starts: the starts a rule gives from a DTSTART within a window (RFC 5545, 3.3.10).

import CalendarCore

extension RecurrenceRule {
  /// The most periods (years, months, weeks, days, hours, minutes or seconds of the rule's frequency,
  /// or days, hours and minutes skipped at once) one call of `forEachStart` examines before it gives
  /// up with `.budgetExhausted`: a few milliseconds of work.
  package static let periodBudget = 250_000

  /// Calls `body` with each start the rule gives from `start` that lies within `window`, in ascending
  /// order, until `body` returns `false`.
  ///
  /// The starts are wall-clock times on `start`'s clock: the caller converts zones, and converts
  /// UNTIL (`self.until`) to that clock as `until` (inclusive; `nil` for none). As python-dateutil
  /// does, the starts are the rule's occurrences only: `start` (DTSTART) itself is given only when the
  /// rule matches it (RFC 5545 counts DTSTART as the first occurrence; a caller that must show it
  /// adds it). Nothing before `start` is given. COUNT counts from the first occurrence, those before
  /// the window included; with UNTIL as well, the rule ends at whichever comes first.
  ///
  /// Every part of RFC 5545's table (3.3.10) applies: parts finer than FREQ expand, the others limit;
  /// BYDAY's ordinals count in the month (MONTHLY, or YEARLY with BYMONTH) or the year (YEARLY), and
  /// are read as plain weekdays in WEEKLY and finer rules; BYSETPOS picks among each period's starts;
  /// WKST starts the weeks of WEEKLY periods and of BYWEEKNO; dates a month lacks (30 February) and
  /// BYSECOND=60 give nothing. Where the rule gives no BY part for a level, DTSTART's value is used.
  ///
  /// The cost follows the starts in the window, not the distance from DTSTART: without COUNT, or with
  /// one when every period gives exactly one start, the walk begins at the first period that reaches
  /// the window; otherwise it counts from DTSTART. Starts are in the years 1 to 9999 (a `start`
  /// outside them gives none). A rule that matches nothing for a whole 400-year cycle ends
  /// `.finished`; a walk that examines `periodBudget` periods ends `.budgetExhausted`.
  ///
  ///     let rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR;COUNT=3")
  ///     let start = LocalDateTime(year: 2026, month: 1, day: 30, hour: 17)
  ///     rule.forEachStart(from: start, until: nil, within: start...LocalDateTime(year: 2027, month: 1, day: 1)) {
  ///       print($0.date)  // 2026-01-30, 2026-02-27, 2026-03-27
  ///       return true
  ///     }
  ///
  /// - Parameters:
  ///   - start: DTSTART, on the wall clock the starts are given on.
  ///   - until: UNTIL on the same clock, inclusive.
  ///   - window: the starts wanted, bounds included.
  ///   - body: called with each start; returns `false` to stop.
  /// - Returns: why the expansion ended.
  @discardableResult
  package func forEachStart(
    from start: LocalDateTime, until: LocalDateTime?, within window: ClosedRange<LocalDateTime>,
    _ body: (LocalDateTime) -> Bool
  ) -> RecurrenceExpansionEnd {
    forEachStart(from: start, until: until, within: window, findsOneStartPeriodsByArithmetic: true, body)
  }

  /// `forEachStart(from:until:within:_:)`, with the arithmetic of rules whose every period gives one start
  /// (`RecurrenceWalk.walkOneStartPeriods`) or, when `findsOneStartPeriodsByArithmetic` is `false`, the
  /// general walk of the periods' days for every rule: the tests compare the two.
  func forEachStart(
    from start: LocalDateTime, until: LocalDateTime?, within window: ClosedRange<LocalDateTime>,
    findsOneStartPeriodsByArithmetic: Bool, _ body: (LocalDateTime) -> Bool
  ) -> RecurrenceExpansionEnd {
    let firstSecond = LocalDateTime(year: 1, month: 1, day: 1).seconds
    let lastSecond = LocalDateTime(year: 10_000, month: 1, day: 1).seconds - 1
    guard (firstSecond...lastSecond).contains(start.seconds), count.map({ $0 > 0 }) ?? true else { return .finished }
    let last = min(until?.seconds ?? Int.max, lastSecond)
    let lower = max(window.lowerBound.seconds, start.seconds)
    if last < lower { return .finished }
    if window.upperBound.seconds < lower { return .windowEnded }
    let date = start.date
    let pattern = RecurrencePattern(rule: self, start: date, secondOfDay: start.secondOfDay)
    guard pattern.canSelectAPosition else { return .finished }
    var walk = RecurrenceWalk(
      pattern: pattern, startSeconds: start.seconds, lastSeconds: last, windowLower: lower,
      windowUpper: window.upperBound.seconds, remaining: count ?? Int.max, budget: RecurrenceRule.periodBudget)
    let jumps = count == nil || pattern.givesOneStartPerPeriod
    if frequency >= .daily {
      let startDay = start.julianDay
      let weekStartDay = startDay - Weekday.ofJulianDay(startDay).offset(from: pattern.weekStart)
      var period = 0
      if jumps {
        period = RecurrenceWalk.firstPeriod(
          reaching: lower, pattern: pattern, start: date, startDay: startDay, weekStartDay: weekStartDay)
        // Each period before gave one start: COUNT has that many fewer left.
        if let count {
          if period >= count { return .finished }
          walk.remaining = count - period
        }
      }
      if findsOneStartPeriodsByArithmetic && pattern.givesOneStartPerPeriod {
        return walk.walkOneStartPeriods(
          from: period, start: date, startDay: startDay, weekStartDay: weekStartDay, secondOfDay: start.secondOfDay,
          body)
      }
      return walk.walkCalendarPeriods(from: period, start: date, startDay: startDay, weekStartDay: weekStartDay, body)
    }
    let unit = RecurrenceWalk.unitSeconds(of: frequency)
    let step = pattern.interval * unit
    let origin = start.seconds - floorModulo(start.seconds, unit)
    guard pattern.canReachAnAllowedTime(origin: origin, step: step) else { return .finished }
    var period = 0
    if jumps {
      period = max(0, -floorDivide(-(lower - floorModulo(lower, unit) - origin), step))
      if let count {
        if period >= count { return .finished }
        walk.remaining = count - period
      }
    }
    return walk.walkClockPeriods(from: period, origin: origin, body)
  }
}

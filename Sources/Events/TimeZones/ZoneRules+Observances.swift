// ZoneRules+Observances: a zone made from a VTIMEZONE's STANDARD and DAYLIGHT observances.

import CalendarCore

extension ZoneRules {
  /// The most changes of offset a VTIMEZONE's zone keeps: far more than any real zone has had (the
  /// busiest TZif files hold a few hundred), few enough to build in a fraction of a second.
  package static let maximumObservanceChanges = 250_000

  /// The zone a VTIMEZONE describes (RFC 5545, 3.6.5): every onset of every observance in time order, each
  /// a change to its `offsetTo`; before the first onset, that onset's `offsetFrom`.
  ///
  /// Rules are expanded up to the end of `lastYear` and no further, so that an unbounded rule stays
  /// bounded, except in the usual case, which needs no expansion: one STANDARD and one DAYLIGHT
  /// observance each repeating for ever as `FREQ=YEARLY;BYMONTH=m;BYDAY=nDD` (n from 1 to 4, or -1)
  /// and each taking over from the other. Those two become a POSIX rule (`zone.rule`) that keeps going
  /// for any year. At most `maximumObservanceChanges` onsets are taken; a VTIMEZONE with more is hostile
  /// and loses the rest.
  ///
  /// - Parameters:
  ///   - name: the TZID.
  ///   - observances: the VTIMEZONE's STANDARD and DAYLIGHT parts.
  ///   - lastYear: the last year whose changes must be known: the last year a calendar shows.
  package init(name: String, observances: [ZoneObservance], through lastYear: Int) {
    let rule = ZoneRules.yearlyRule(of: observances)
    if let rule, observances.count == 2 {
      // The pair alone: its rule holds for every instant, before the observances' DTSTARTs too (where
      // RFC 5545 gives no offset), as for a TZif file with a footer and no transitions.
      self.init(name: name, initialOffset: rule.standardOffset, rule: rule)
      return
    }
    // iCalendar's years are 1 to 9999 (RFC 5545, 3.3.4); a bound beyond them would only overflow.
    var endYear = min(max(lastYear, 1), 9999)
    if rule != nil {
      // The rule takes over after the last change the table holds, so the table need only reach the last
      // year any observance starts in.
      endYear = min(endYear, observances.map(\.startYear).max()! + 1)
    }
    var changes = ZoneChangeList()
    for observance in observances where changes.times.count < ZoneRules.maximumObservanceChanges {
      observance.forEachOnset(through: endYear, limit: ZoneRules.maximumObservanceChanges - changes.times.count) {
        changes.append(
          utc: $0.seconds &- observance.offsetFrom, offsetBefore: observance.offsetFrom,
          offsetAfter: observance.offsetTo
        )
      }
    }
    // Time order; at one instant, the observance given later wins.
    changes.sort()
    let initialOffset = changes.earliestOffsetBefore ?? rule?.standardOffset ?? 0
    var times: [Int] = []
    var offsets: [Int] = []
    var current = initialOffset
    for index in changes.times.indices {
      let (time, offset) = (changes.times[index], changes.offsets[index])
      if let last = times.last, last == time {
        // A later change at the same instant replaces the one before it.
        offsets[offsets.count - 1] = offset
        current = offset
        if offsets.count >= 2 ? offsets[offsets.count - 2] == offset : initialOffset == offset {
          times.removeLast()
          offsets.removeLast()
        }
      } else if offset != current {
        // Changes that change nothing (an onset repeating the offset kept) are left out.
        times.append(time)
        offsets.append(offset)
        current = offset
      }
    }
    self.init(name: name, initialOffset: initialOffset, changeTimes: times, changeOffsets: offsets, rule: rule)
  }

  /// The POSIX rule that two observances repeating yearly for ever make, if they are the usual pair.
  static func yearlyRule(of observances: [ZoneObservance]) -> POSIXZoneRule? {
    let repeating = observances.filter { observance in
      observance.rule.map { $0.until == nil && $0.count == nil } ?? false
    }
    guard repeating.count == 2, let daylight = repeating.first(where: \.isDaylight),
      let standard = repeating.first(where: { !$0.isDaylight }),
      daylight.offsetFrom == standard.offsetTo, standard.offsetFrom == daylight.offsetTo,
      daylight.offsetTo != standard.offsetTo,
      let start = daylight.yearlyChange, let end = standard.yearlyChange
    else { return nil }
    return POSIXZoneRule(standardOffset: standard.offsetTo, daylightOffset: daylight.offsetTo, start: start, end: end)
  }
}

extension ZoneObservance {
  /// The POSIX change its rule makes each year, when the rule is `FREQ=YEARLY;BYMONTH=m;BYDAY=nDD` (n
  /// from 1 to 4, or -1 for the last) and nothing else, at DTSTART's time of day; otherwise `nil`.
  var yearlyChange: POSIXZoneRule.Change? {
    guard let rule, Self.expandedSeconds.contains(start.seconds), rule.frequency == .yearly, rule.interval == 1,
      rule.byMonth.count == 1,
      rule.byDay.count == 1, [1, 2, 3, 4, -1].contains(rule.byDay[0].ordinal),
      rule.bySecond.isEmpty, rule.byMinute.isEmpty, rule.byHour.isEmpty, rule.byMonthDay.isEmpty,
      rule.byYearDay.isEmpty, rule.byWeekNumber.isEmpty, rule.bySetPosition.isEmpty
    else { return nil }
    let ordinal = rule.byDay[0].ordinal
    return .monthWeekDay(
      month: rule.byMonth[0], week: ordinal == -1 ? 5 : ordinal, weekday: rule.byDay[0].weekday.rawValue - 1,
      time: start.secondOfDay
    )
  }

  /// The seconds of iCalendar's years, 1 to 9999, for which rules are expanded.
  static let expandedSeconds =
    LocalDateTime(year: 1, month: 1, day: 1).seconds...(LocalDateTime(year: 10_000, month: 1, day: 1).seconds - 1)

  /// DTSTART's year, held to 0...10000 (a DTSTART outside iCalendar's years starts no rule).
  var startYear: Int {
    if start.seconds < Self.expandedSeconds.lowerBound { return 0 }
    if start.seconds > Self.expandedSeconds.upperBound { return 10_000 }
    return start.date.year
  }

  /// Whether the onset `onset` (a wall-clock time in `offsetFrom`) is within the rule's UNTIL.
  func isWithinUntil(_ onset: LocalDateTime) -> Bool {
    switch rule?.until {
    case nil: return true
    case .date(let julianDay): return onset.julianDay <= julianDay
    case .utc(let until): return onset.seconds - offsetFrom <= until.seconds
    case .floating(let until), .zoned(let until, _): return onset <= until
    }
  }

  /// Calls `body` with each onset (DTSTART, the rule's starts up to the end of `lastYear`, the RDATEs), at
  /// most `limit` of them.
  func forEachOnset(through lastYear: Int, limit: Int, _ body: (LocalDateTime) -> Void) {
    var remaining = limit
    guard remaining > 0 else { return }
    body(start)
    remaining -= 1
    for extra in extraStarts {
      guard remaining > 0 else { return }
      body(extra)
      remaining -= 1
    }
    guard let rule, remaining > 0, Self.expandedSeconds.contains(start.seconds), (1...9999).contains(lastYear)
    else { return }
    let end = LocalDateTime(year: lastYear + 1, month: 1, day: 1).adding(seconds: -1)
    var occurrences = 1
    if let change = yearlyChange {
      // The usual rule, expanded by the POSIX change it is: a date a year, from DTSTART's year on.
      guard startYear <= lastYear else { return }
      for year in startYear...lastYear {
        let onset = LocalDateTime(seconds: change.localSeconds(inYear: year))
        guard onset > start else { continue }
        guard isWithinUntil(onset), rule.count.map({ occurrences < $0 }) ?? true, remaining > 0 else { return }
        body(onset)
        (occurrences, remaining) = (occurrences + 1, remaining - 1)
      }
      return
    }
    forEachRuleOnset(rule, until: end, remaining: remaining, body)
  }
}

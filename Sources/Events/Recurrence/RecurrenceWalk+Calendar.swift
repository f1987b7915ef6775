// RecurrenceWalk+Calendar: the periods of YEARLY, MONTHLY, WEEKLY and DAILY rules, one after another.

import CalendarCore

extension RecurrenceWalk {
  /// How many periods of each frequency make up the 400-year Gregorian cycle (146,097 days, 20,871
  /// weeks): after that many periods in a row give nothing, whatever the interval, the periods
  /// repeat ones already seen, and the rule can give nothing more.
  static func cyclePeriods(of frequency: RecurrenceRule.Frequency) -> Int {
    switch frequency {
    case .yearly: return 400
    case .monthly: return 4_800
    case .weekly: return 20_871
    default: return 146_097
    }
  }

  /// The first period that may reach a window starting at `lower` (seconds, not before DTSTART): the
  /// one holding `lower`, or the next one of the rule's.
  static func firstPeriod(
    reaching lower: Int, pattern: RecurrencePattern, start: CivilDate, startDay: Int, weekStartDay: Int
  ) -> Int {
    let lowerDay = floorDivide(lower, daySeconds) + LocalDateTime.unixEpochJulianDay
    let periods: Int
    switch pattern.frequency {
    case .yearly: periods = Reform.gregorian.date(fromJulianDay: lowerDay).year - start.year
    case .monthly:
      let date = Reform.gregorian.date(fromJulianDay: lowerDay)
      periods = (date.year - start.year) * 12 + date.month - start.month
    case .weekly:
      let lowerWeekStart = lowerDay - Weekday.ofJulianDay(lowerDay).offset(from: pattern.weekStart)
      return max(0, -floorDivide(-(lowerWeekStart - weekStartDay), 7 * pattern.interval))
    default: periods = lowerDay - startDay
    }
    return max(0, -floorDivide(-periods, pattern.interval))
  }

  /// Walks the periods from `firstPeriod` on, giving each one's starts, until one of them ends the walk.
  mutating func walkCalendarPeriods(
    from firstPeriod: Int, start: CivilDate, startDay: Int, weekStartDay: Int, _ body: (LocalDateTime) -> Bool
  ) -> RecurrenceExpansionEnd {
    let times = RecurrenceTimes(hours: pattern.hours, minutes: pattern.minutes, seconds: pattern.seconds)
    if times.count == 0 { return .finished }
    let cycle = RecurrenceWalk.cyclePeriods(of: pattern.frequency)
    return withUnsafeTemporaryAllocation(of: DaySegment.self, capacity: 12) { segments in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, pattern.setPositions.count)) { selected in
        var period = firstPeriod
        var emptyPeriods = 0
        while true {
          budget -= 1
          if budget < 0 { return .budgetExhausted }
          let (segmentCount, periodEnd) = fillSegments(
            segments, period: period, start: start, startDay: startDay, weekStartDay: weekStartDay)
          if let periodEnd { return periodEnd }
          let (end, isEmpty) = offerPeriod(segments, count: segmentCount, times: times, selected: selected, body)
          if let end { return end }
          emptyPeriods = isEmpty ? emptyPeriods + 1 : 0
          if emptyPeriods >= cycle { return .finished }
          period += 1
        }
      }
    }
  }

  /// The days of period number `period` that the day parts allow, as segments of months; or why the
  /// walk ends there instead (the period begins past UNTIL, the window or the year 9999).
  mutating func fillSegments(
    _ segments: UnsafeMutableBufferPointer<DaySegment>, period: Int, start: CivilDate, startDay: Int,
    weekStartDay: Int
  ) -> (count: Int, end: RecurrenceExpansionEnd?) {
    let gregorian = Reform.gregorian
    func end(_ julianDay: Int) -> RecurrenceExpansionEnd? {
      self.end(atPeriodStart: (julianDay - LocalDateTime.unixEpochJulianDay) * RecurrenceWalk.daySeconds)
    }
    switch pattern.frequency {
    case .yearly:
      let year = start.year + period * pattern.interval
      guard year <= 9999 else { return (0, .finished) }
      let newYear = gregorian.julianDay(of: CivilDate(year: year, month: 1, day: 1))
      if let end = end(newYear) { return (0, end) }
      var count = 0
      for month in 1...12 where pattern.months & (1 << month) != 0 {
        let firstDay = gregorian.julianDay(of: CivilDate(year: year, month: month, day: 1))
        segments[count] = DaySegment(base: firstDay - 1, mask: pattern.dayMask(year: year, month: month))
        count += 1
      }
      return (count, nil)
    case .monthly:
      let monthIndex = start.year * 12 + start.month - 1 + period * pattern.interval
      let (year, month) = (floorDivide(monthIndex, 12), floorModulo(monthIndex, 12) + 1)
      guard year <= 9999 else { return (0, .finished) }
      let firstDay = gregorian.julianDay(of: CivilDate(year: year, month: month, day: 1))
      if let end = end(firstDay) { return (0, end) }
      segments[0] = DaySegment(base: firstDay - 1, mask: monthMask(year: year, month: month))
      return (1, nil)
    case .weekly:
      let weekStart = weekStartDay + 7 * pattern.interval * period
      if let end = end(weekStart) { return (0, end) }
      let date = placeDay(weekStart)
      let length = date.length
      let days = RecurrencePattern.bits(date.day, min(date.day + 6, length))
      let mask = monthMask(year: date.year, month: date.month) & UInt32(days)
      segments[0] = DaySegment(base: weekStart - date.day, mask: mask)
      guard date.day + 6 > length else { return (1, nil) }
      let (year, month) = date.month == 12 ? (date.year + 1, 1) : (date.year, date.month + 1)
      let rest = UInt32(RecurrencePattern.bits(1, date.day + 6 - length))
      segments[1] = DaySegment(base: weekStart + length - date.day, mask: monthMask(year: year, month: month) & rest)
      return (2, nil)
    default:
      let julianDay = startDay + pattern.interval * period
      if let end = end(julianDay) { return (0, end) }
      let date = placeDay(julianDay)
      let mask = monthMask(year: date.year, month: date.month) & UInt32(1) << date.day
      segments[0] = DaySegment(base: julianDay - date.day, mask: mask)
      return (1, nil)
    }
  }
}

// RecurrenceWalk+Clock: the periods of HOURLY, MINUTELY and SECONDLY rules, skipping what cannot match.

import CalendarCore

extension RecurrenceWalk {
  /// The length of one period of an HOURLY, MINUTELY or SECONDLY rule, in seconds.
  static func unitSeconds(of frequency: RecurrenceRule.Frequency) -> Int {
    switch frequency {
    case .hourly: return 3600
    case .minutely: return 60
    default: return 1
    }
  }

  /// Walks the periods `origin + period × interval × unit` from `firstPeriod` on. A period on a day,
  /// hour or minute that the rule's limiting parts exclude jumps to the first period past it, so that
  /// a rule's cost follows the days, hours and minutes it can match, not the seconds it passes over.
  mutating func walkClockPeriods(
    from firstPeriod: Int, origin: Int, _ body: (LocalDateTime) -> Bool
  ) -> RecurrenceExpansionEnd {
    let frequency = pattern.frequency
    let step = pattern.interval * RecurrenceWalk.unitSeconds(of: frequency)
    // The Gregorian calendar repeats after 400 years; a lattice of periods whose step divides them
    // repeats with it, so that a cycle without a start proves there will be none.
    let cycleSeconds = 146_097 * RecurrenceWalk.daySeconds
    let isCyclic = cycleSeconds % step == 0
    return withUnsafeTemporaryAllocation(of: DaySegment.self, capacity: 1) { segments in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, pattern.setPositions.count)) { selected in
        var period = firstPeriod
        var lastFound = origin + period * step
        var dayOfDate = Int.min
        var date = CivilDate(year: 1, month: 1, day: 1)
        while true {
          budget -= 1
          if budget < 0 { return .budgetExhausted }
          let time = origin + period * step
          if let end = end(atPeriodStart: time) { return end }
          if isCyclic, time - lastFound >= cycleSeconds { return .finished }
          let day = floorDivide(time, RecurrenceWalk.daySeconds)
          if day != dayOfDate {
            (dayOfDate, date) = (day, Reform.gregorian.date(fromJulianDay: day + LocalDateTime.unixEpochJulianDay))
          }
          let dayStart = day * RecurrenceWalk.daySeconds
          let secondOfDay = time - dayStart
          let (hour, minute, second) = (secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60)
          if let next = nextPossibleTime(after: date, dayStart: dayStart, hour: hour, minute: minute, second: second) {
            period = max(period + 1, -floorDivide(-(next - origin), step))
            continue
          }
          let times = RecurrenceTimes(
            hours: 1 << hour, minutes: frequency == .hourly ? pattern.minutes : 1 << minute,
            seconds: frequency == .secondly ? 1 << second : pattern.seconds)
          segments[0] = DaySegment(base: day + LocalDateTime.unixEpochJulianDay - date.day, mask: 1 << date.day)
          let (end, isEmpty) = offerPeriod(segments, count: 1, times: times, selected: selected, body)
          if let end { return end }
          if !isEmpty { lastFound = time }
          period += 1
        }
      }
    }
  }

  /// When the period at `hour:minute:second` of `date` lies on a day, hour or minute (or, for a
  /// SECONDLY rule, a second) that the rule excludes, the first time that is not so excluded: the
  /// next allowed one, or the start of the next month, day, hour or minute. `nil` when it may match.
  mutating func nextPossibleTime(after date: CivilDate, dayStart: Int, hour: Int, minute: Int, second: Int) -> Int? {
    let frequency = pattern.frequency
    let mask = UInt64(monthMask(year: date.year, month: date.month))
    if mask & (1 << date.day) == 0 {
      let later = mask & ~RecurrencePattern.bits(0, date.day)
      let length = Reform.gregorian.lastDay(ofMonth: date.month, year: date.year)
      let nextDay = later != 0 ? later.trailingZeroBitCount : length + 1
      return dayStart + (nextDay - date.day) * RecurrenceWalk.daySeconds
    }
    if pattern.hours & (1 << hour) == 0 {
      let later = UInt64(pattern.hours) & ~RecurrencePattern.bits(0, hour)
      return dayStart + (later != 0 ? later.trailingZeroBitCount : 24) * 3600
    }
    let hourStart = dayStart + hour * 3600
    if frequency <= .minutely, pattern.minutes & (1 << minute) == 0 {
      let later = pattern.minutes & ~RecurrencePattern.bits(0, minute)
      return hourStart + (later != 0 ? later.trailingZeroBitCount : 60) * 60
    }
    if frequency == .secondly, pattern.seconds & (1 << second) == 0 {
      let later = pattern.seconds & ~RecurrencePattern.bits(0, second)
      return hourStart + minute * 60 + (later != 0 ? later.trailingZeroBitCount : 60)
    }
    return nil
  }
}

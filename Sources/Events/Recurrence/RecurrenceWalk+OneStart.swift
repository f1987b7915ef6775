// RecurrenceWalk+OneStart: the starts of a rule whose every period gives one, found by arithmetic.

import CalendarCore

extension RecurrenceWalk {
  /// Walks the periods from `firstPeriod` on of a YEARLY, MONTHLY, WEEKLY or DAILY rule whose every
  /// period gives exactly one start, at DTSTART's place in it (`givesOneStartPerPeriod`: no BY part, and
  /// a DTSTART day every month or year has): period `k`'s start is DTSTART moved on by `k × INTERVAL`
  /// years, months, weeks or days, at DTSTART's time of day. The starts are those `walkCalendarPeriods`
  /// gives, found without building each period's days: most repeating events are such rules, and a year of
  /// 100,000 of them spent a third of its time building weeks of one day each.
  mutating func walkOneStartPeriods(
    from firstPeriod: Int, start: CivilDate, startDay: Int, weekStartDay: Int, secondOfDay: Int,
    _ body: (LocalDateTime) -> Bool
  ) -> RecurrenceExpansionEnd {
    let gregorian = Reform.gregorian
    let dayStep = pattern.frequency == .weekly ? 7 * pattern.interval : pattern.interval
    var period = firstPeriod
    while true {
      budget -= 1
      if budget < 0 { return .budgetExhausted }
      // The period's first day, where the general walk decides whether it ends, and the start's day.
      let (periodStart, julianDay): (Int, Int)
      switch pattern.frequency {
      case .yearly:
        let year = start.year + period * pattern.interval
        guard year <= 9999 else { return .finished }
        periodStart = gregorian.julianDay(of: CivilDate(year: year, month: 1, day: 1))
        julianDay = gregorian.julianDay(of: CivilDate(year: year, month: start.month, day: start.day))
      case .monthly:
        let monthIndex = start.year * 12 + start.month - 1 + period * pattern.interval
        let year = floorDivide(monthIndex, 12)
        guard year <= 9999 else { return .finished }
        periodStart = gregorian.julianDay(of: CivilDate(year: year, month: floorModulo(monthIndex, 12) + 1, day: 1))
        julianDay = periodStart + start.day - 1
      case .weekly:
        periodStart = weekStartDay + dayStep * period
        julianDay = startDay + dayStep * period
      default:
        periodStart = startDay + dayStep * period
        julianDay = periodStart
      }
      if let end = end(atPeriodStart: (periodStart - LocalDateTime.unixEpochJulianDay) * RecurrenceWalk.daySeconds) {
        return end
      }
      let time = (julianDay - LocalDateTime.unixEpochJulianDay) * RecurrenceWalk.daySeconds + secondOfDay
      if let end = offer(time, body) { return end }
      period += 1
    }
  }
}

// RecurrencePattern+DayMask: which days of a month a rule's day parts let a start fall on, as one mask.

import CalendarCore

extension RecurrencePattern {
  /// The days of `month` of `year` that BYMONTH, BYMONTHDAY, BYDAY, BYYEARDAY and BYWEEKNO all allow,
  /// as bits 1…31. Days a month lacks (30 February, 31 April) are never set: RFC 5545 (3.3.10) says a
  /// rule's invalid dates are ignored, not moved.
  func dayMask(year: Int, month: Int) -> UInt32 {
    guard months & (1 << month) != 0 else { return 0 }
    let length = Reform.gregorian.lastDay(ofMonth: month, year: year)
    var mask = RecurrencePattern.bits(1, length)
    if hasMonthDays { mask &= monthDayMask(length: length) }
    guard mask != 0, hasWeekdays || !yearDays.isEmpty || !weekNumbers.isEmpty else { return UInt32(mask) }
    let firstDay = Reform.gregorian.julianDay(of: CivilDate(year: year, month: month, day: 1))
    if hasWeekdays { mask &= weekdayMask(year: year, month: month, firstDay: firstDay, length: length) }
    if !yearDays.isEmpty, mask != 0 { mask &= yearDayMask(year: year, firstDay: firstDay, length: length) }
    if !weekNumbers.isEmpty, mask != 0 { mask &= weekNumberMask(year: year, firstDay: firstDay, length: length) }
    return UInt32(mask)
  }

  /// Bits `low` through `high` (none when `high < low`).
  static func bits(_ low: Int, _ high: Int) -> UInt64 {
    guard high >= low else { return 0 }
    return (UInt64.max >> (63 - high)) & (UInt64.max << low)
  }

  /// BYMONTHDAY in a month of `length` days: the days from the start as given, those from the end
  /// counted back from the last day.
  func monthDayMask(length: Int) -> UInt64 {
    var mask = monthDaysFromStart & RecurrencePattern.bits(1, length)
    var fromEnd = monthDaysFromEnd & RecurrencePattern.bits(1, length)
    while fromEnd != 0 {
      mask |= 1 << (length + 1 - fromEnd.trailingZeroBitCount)
      fromEnd &= fromEnd - 1
    }
    return mask
  }

  /// BYDAY: every day of the weekdays given plainly, and the day each ordinal entry names, counted in
  /// the month (MONTHLY, or YEARLY with BYMONTH) or in the year (YEARLY without), as RFC 5545 (3.3.10)
  /// reads `BYDAY=-1SU` and `20MO`.
  func weekdayMask(year: Int, month: Int, firstDay: Int, length: Int) -> UInt64 {
    let firstWeekday = Weekday.ofJulianDay(firstDay)
    // Days 0, 7, 14, 21 and 28: one weekday's days of a month, shifted to its first.
    let everySeventhDay: UInt64 = 1 | 1 << 7 | 1 << 14 | 1 << 21 | 1 << 28
    var mask: UInt64 = 0
    var weekdays = everyWeekday
    while weekdays != 0 {
      let weekday = Weekday(rawValue: weekdays.trailingZeroBitCount + 1)!
      mask |= everySeventhDay << (1 + weekday.offset(from: firstWeekday))
      weekdays &= weekdays - 1
    }
    mask &= RecurrencePattern.bits(1, length)
    guard ordinalScope != .none else { return mask }
    for entry in weekdayEntries where entry.ordinal != 0 {
      if ordinalScope == .month {
        mask |= RecurrencePattern.bit(ordinal: entry.ordinal, firstDay: 1 + entry.weekday.offset(from: firstWeekday),
          length: length, offset: 0, monthLength: length)
      } else {
        let newYear = Reform.gregorian.julianDay(of: CivilDate(year: year, month: 1, day: 1))
        let yearLength = Reform.gregorian.isLeapYear(year) ? 366 : 365
        let firstInYear = 1 + entry.weekday.offset(from: Weekday.ofJulianDay(newYear))
        mask |= RecurrencePattern.bit(ordinal: entry.ordinal, firstDay: firstInYear, length: yearLength,
          offset: firstDay - newYear, monthLength: length)
      }
    }
    return mask
  }

  /// The bit, in a month `offset` days into a span of `length` days, of the `ordinal`-th of the days
  /// `firstDay`, `firstDay + 7`, … of that span (counted from its end when negative); 0 when there
  /// is no such day or it falls outside the month.
  static func bit(ordinal: Int, firstDay: Int, length: Int, offset: Int, monthLength: Int) -> UInt64 {
    let count = (length - firstDay) / 7 + 1
    guard ordinal != 0, abs(ordinal) <= count else { return 0 }
    let day = firstDay + 7 * (ordinal > 0 ? ordinal - 1 : count + ordinal) - offset
    return (1...monthLength).contains(day) ? 1 << day : 0
  }

  /// BYYEARDAY: the days of the month whose day of the year, from the start or (negative) from the end,
  /// is listed.
  func yearDayMask(year: Int, firstDay: Int, length: Int) -> UInt64 {
    let newYear = Reform.gregorian.julianDay(of: CivilDate(year: year, month: 1, day: 1))
    let yearLength = Reform.gregorian.isLeapYear(year) ? 366 : 365
    let daysBefore = firstDay - newYear
    var mask: UInt64 = 0
    for yearDay in yearDays {
      let day = (yearDay > 0 ? yearDay : yearLength + 1 + yearDay) - daysBefore
      if (1...length).contains(day) { mask |= 1 << day }
    }
    return mask
  }

  /// BYWEEKNO: the days of the month in a listed week of their week-numbering year, where week 1 is
  /// the first week (starting on WKST) with at least four days of its year, as ISO 8601 counts them and
  /// RFC 5545 (3.3.10) takes over; a negative number counts from the week-numbering year's last week.
  func weekNumberMask(year: Int, firstDay: Int, length: Int) -> UInt64 {
    var mask: UInt64 = 0
    let lastDay = firstDay + length - 1
    var weekOneStart = firstWeekStart(of: year - 1)
    for weekYear in year - 1...year + 1 {
      let nextWeekOneStart = firstWeekStart(of: weekYear + 1)
      defer { weekOneStart = nextWeekOneStart }
      guard weekOneStart <= lastDay, nextWeekOneStart > firstDay else { continue }
      let weekCount = (nextWeekOneStart - weekOneStart) / 7
      for number in weekNumbers {
        let week = number > 0 ? number : weekCount + 1 + number
        guard (1...weekCount).contains(week) else { continue }
        let weekStartDay = weekOneStart + 7 * (week - 1)
        let (low, high) = (max(weekStartDay, firstDay), min(weekStartDay + 6, lastDay))
        mask |= RecurrencePattern.bits(low - firstDay + 1, high - firstDay + 1)
      }
    }
    return mask
  }

  /// The Julian Day Number of the first day of week 1 of `year`: the WKST on or before 4 January's
  /// side of the year, so that the week holds at least four days of January (ISO 8601).
  func firstWeekStart(of year: Int) -> Int {
    let newYear = Reform.gregorian.julianDay(of: CivilDate(year: year, month: 1, day: 1))
    let daysToWeekStart = weekStart.offset(from: Weekday.ofJulianDay(newYear))
    return daysToWeekStart >= 4 ? newYear + daysToWeekStart - 7 : newYear + daysToWeekStart
  }
}

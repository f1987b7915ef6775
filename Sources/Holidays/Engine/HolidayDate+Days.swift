// The days a HolidayDate finds in a Gregorian year.

import CalendarCore

extension HolidayDate {
  /// Calls `body` with the day number of each day this finds in the Gregorian year `year` (for
  /// `substitutedDays`, each day off; `dates` and `substitutedDays` give the position in their list too).
  /// - Parameter calendars: the lunisolar years computed lately, kept for the next rule and year.
  func forEachDay(
    inYear year: Int, calendars: inout CalendarCache, _ body: (_ julianDay: Int, _ position: Int) -> Void
  ) {
    let gregorian = Reform.gregorian
    switch self {
    case .fixed(let month, let day):
      let date = CivilDate(year: year, month: month, day: day)
      if gregorian.isValid(date) { body(gregorian.julianDay(of: date), 0) }
    case .weekday(let weekday, let ordinal, let month):
      let first = gregorian.julianDay(of: CivilDate(year: year, month: month, day: 1))
      let length = gregorian.numberOfDays(inMonth: month, year: year)
      if ordinal > 0 {
        let day = first + weekday.offset(from: Weekday.ofJulianDay(first)) + 7 * (ordinal - 1)
        if day < first + length { body(day, 0) }
      } else {
        let last = first + length - 1
        let day = last - Weekday.ofJulianDay(last).offset(from: weekday) - 7 * (-ordinal - 1)
        if day >= first { body(day, 0) }
      }
    case .weekdayOnOrAfter(let weekday, let month, let day):
      let start = gregorian.julianDay(of: CivilDate(year: year, month: month, day: day))
      body(start + weekday.offset(from: Weekday.ofJulianDay(start)), 0)
    case .weekdayOnOrBefore(let weekday, let month, let day):
      let end = gregorian.julianDay(of: CivilDate(year: year, month: month, day: day))
      body(end - Weekday.ofJulianDay(end).offset(from: weekday), 0)
    case .easter(let days):
      body(Easter.western.julianDay(inYear: year, reform: gregorian) + days, 0)
    case .orthodoxEaster(let days):
      body(Easter.orthodox.julianDay(inYear: year, reform: gregorian) + days, 0)
    case .calendar(let system, let month, let day, let isLeapMonth):
      HolidayDate.forEachCalendarYear(of: system, inYear: year, calendars: &calendars) { calendarYear, calendars in
        let date = CalendarSystemDate(year: calendarYear, month: month, isLeapMonth: isLeapMonth, day: day)
        return system.julianDay(of: date, cache: &calendars)
      } body: {
        body($0, 0)
      }
    case .calendarMonthEnd(let system, let month):
      HolidayDate.forEachCalendarYear(of: system, inYear: year, calendars: &calendars) { calendarYear, calendars in
        let first = CalendarSystemDate(year: calendarYear, month: month, day: 1)
        guard let firstDay = system.julianDay(of: first, cache: &calendars) else { return nil }
        return system.monthSpan(containing: firstDay, cache: &calendars)?.lastJulianDay
      } body: {
        body($0, 0)
      }
    case .thaiLunar(let month, let day):
      if let julianDay = ThaiLunarCalendar.holyDay(month: month, day: day, inYear: year) { body(julianDay, 0) }
    case .equinox(let month, let utcOffsetMinutes):
      let longitude = month == 3 ? 0 : 180
      body(SolarTerms.julianDayNumber(ofLongitude: longitude, inYear: year, utcOffsetMinutes: utcOffsetMinutes), 0)
    case .solarTerm(let longitude, let utcOffsetMinutes):
      body(SolarTerms.julianDayNumber(ofLongitude: longitude, inYear: year, utcOffsetMinutes: utcOffsetMinutes), 0)
    case .dates(let dates):
      for (position, date) in dates.enumerated() where date / 10_000 == year {
        body(HolidayDate.julianDay(ofNumber: date), position)
      }
    case .substitutedDays(let substitutions):
      for (position, substitution) in substitutions.enumerated() where substitution.dayOff / 10_000 == year {
        body(HolidayDate.julianDay(ofNumber: substitution.dayOff), position)
      }
    case .derived:
      break
    }
  }

  /// The day number of the Gregorian date written as the number YYYYMMDD.
  static func julianDay(ofNumber date: Int) -> Int {
    Reform.gregorian.julianDay(of: CivilDate(year: date / 10_000, month: date / 100 % 100, day: date % 100))
  }

  /// Calls `body` with each day `julianDayInYear` gives for the years of `system` that overlap the
  /// Gregorian year `year`, when it falls in `year`; nothing outside the calendar's supported days.
  private static func forEachCalendarYear(
    of system: CalendarSystem, inYear year: Int, calendars: inout CalendarCache,
    julianDayInYear: (Int, inout CalendarCache) -> Int?, body: (Int) -> Void
  ) {
    let gregorian = Reform.gregorian
    let supported = system.supportedJulianDays
    let first = max(gregorian.julianDay(of: CivilDate(year: year, month: 1, day: 1)), supported.lowerBound)
    let last = min(gregorian.julianDay(of: CivilDate(year: year, month: 12, day: 31)), supported.upperBound)
    guard first <= last, let firstYear = system.date(ofJulianDay: first, cache: &calendars)?.year,
      let lastYear = system.date(ofJulianDay: last, cache: &calendars)?.year
    else { return }
    for calendarYear in firstYear...lastYear {
      if let day = julianDayInYear(calendarYear, &calendars), day >= first, day <= last { body(day) }
    }
  }
}

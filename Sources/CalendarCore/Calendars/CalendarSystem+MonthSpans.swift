// The arithmetic calendars' month spans.

extension CalendarMonthSpan {
  /// The month, without leap months, in which `julianDay` is day `day` of month `month` of `year`, `dayCount` days
  /// long.
  init(holding julianDay: Int, asDay day: Int, ofMonth month: Int, year: Int, dayCount: Int) {
    self.init(year: year, month: month, firstJulianDay: julianDay - day + 1, dayCount: dayCount)
  }
}

extension HebrewCalendar {
  /// The month holding `julianDay`, which must be in `supportedJulianDays`.
  static func monthSpan(containing julianDay: Int) -> CalendarMonthSpan {
    let date = date(fromJulianDay: julianDay)
    let length = daysInMonth(date.month, year: date.year)
    return CalendarMonthSpan(
      holding: julianDay, asDay: date.day, ofMonth: date.month, year: date.year, dayCount: length)
  }
}

extension IslamicCivilCalendar {
  /// The month holding `julianDay`, which must be in `supportedJulianDays`.
  static func monthSpan(containing julianDay: Int) -> CalendarMonthSpan {
    let date = date(fromJulianDay: julianDay)
    let length = daysInMonth(date.month, year: date.year)
    return CalendarMonthSpan(
      holding: julianDay, asDay: date.day, ofMonth: date.month, year: date.year, dayCount: length)
  }
}

// The arithmetic calendars' month spans.

extension HebrewCalendar {
  /// The month holding `julianDay`, which must be in `supportedJulianDays`.
  static func monthSpan(containing julianDay: Int) -> CalendarMonthSpan {
    let date = date(fromJulianDay: julianDay)
    return CalendarMonthSpan(
      year: date.year, month: date.month, firstJulianDay: julianDay - date.day + 1,
      dayCount: daysInMonth(date.month, year: date.year))
  }
}

extension IslamicCivilCalendar {
  /// The month holding `julianDay`, which must be in `supportedJulianDays`.
  static func monthSpan(containing julianDay: Int) -> CalendarMonthSpan {
    let date = date(fromJulianDay: julianDay)
    return CalendarMonthSpan(
      year: date.year, month: date.month, firstJulianDay: julianDay - date.day + 1,
      dayCount: daysInMonth(date.month, year: date.year))
  }
}

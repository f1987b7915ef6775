// The arithmetic calendars' month spans.

extension CalendarMonthSpan {
  /// The month, without leap months, in which `julianDay` is day `day` of month `month` of `year`, as long as
  /// `monthLength` says that month of that year is.
  init(holding julianDay: Int, year: Int, month: Int, day: Int, monthLength: (_ month: Int, _ year: Int) -> Int) {
    self.init(year: year, month: month, firstJulianDay: julianDay - day + 1, dayCount: monthLength(month, year))
  }
}

extension HebrewCalendar {
  /// The month holding `julianDay`, which must be in `supportedJulianDays`.
  static func monthSpan(containing julianDay: Int) -> CalendarMonthSpan {
    let date = date(fromJulianDay: julianDay)
    return CalendarMonthSpan(
      holding: julianDay, year: date.year, month: date.month, day: date.day, monthLength: daysInMonth)
  }
}

extension IslamicCivilCalendar {
  /// The month holding `julianDay`, which must be in `supportedJulianDays`.
  static func monthSpan(containing julianDay: Int) -> CalendarMonthSpan {
    let date = date(fromJulianDay: julianDay)
    return CalendarMonthSpan(
      holding: julianDay, year: date.year, month: date.month, day: date.day, monthLength: daysInMonth)
  }
}

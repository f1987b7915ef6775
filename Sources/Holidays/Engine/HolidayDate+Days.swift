// The days a HolidayDate finds in a Gregorian year.

import CalendarCore

extension HolidayDate {
  /// Calls `body` with the day number of each day this finds in the Gregorian year `year` (for
  /// `substitutedDays`, each day off; `dates` and `substitutedDays` give the position in their list too).
  /// - Parameter calendars: the lunisolar years computed lately, kept for the next rule and year.
  func forEachDay(
    inYear year: Int, calendars: inout CalendarCache, _ body: (_ julianDay: Int, _ position: Int) -> Void
  ) {
    var days = GregorianYearDays(year)
    forEachDay(in: &days, calendars: &calendars, body)
  }

  /// `forEachDay(inYear:calendars:_:)` for the year `days` holds, which keeps what several rules ask for.
  func forEachDay(
    in days: inout GregorianYearDays, calendars: inout CalendarCache,
    _ body: (_ julianDay: Int, _ position: Int) -> Void
  ) {
    let year = days.year
    switch self {
    case .fixed, .weekday, .weekdayOnOrAfter, .weekdayOnOrBefore, .easter, .orthodoxEaster:
      if let julianDay = day(in: &days) { body(julianDay, 0) }
    case .calendar(let system, let month, let day, let isLeapMonth):
      HolidayDate.forEachCalendarYear(of: system, in: days, calendars: &calendars) { calendarYear, calendars in
        let date = CalendarSystemDate(year: calendarYear, month: month, isLeapMonth: isLeapMonth, day: day)
        return system.julianDay(of: date, cache: &calendars)
      } body: {
        body($0, 0)
      }
    case .calendarMonthEnd(let system, let month):
      HolidayDate.forEachCalendarYear(of: system, in: days, calendars: &calendars) { calendarYear, calendars in
        let first = CalendarSystemDate(year: calendarYear, month: month, day: 1)
        guard let firstDay = system.julianDay(of: first, cache: &calendars) else { return nil }
        return system.monthSpan(containing: firstDay, cache: &calendars)?.lastJulianDay
      } body: {
        body($0, 0)
      }
    case .thaiLunar(let month, let day):
      if let julianDay = ThaiLunarCalendar.holyDay(month: month, day: day, inYear: year) { body(julianDay, 0) }
    case .equinox(let month, let utcOffsetMinutes):
      body(EquinoxDay.julianDayNumber(month: month, year: year, utcOffsetMinutes: utcOffsetMinutes), 0)
    case .solarTerm(let longitude, let utcOffsetMinutes):
      body(SolarTerms.julianDayNumber(ofLongitude: longitude, inYear: year, utcOffsetMinutes: utcOffsetMinutes), 0)
    case .dates(let dates):
      for position in dates.indices where dates[position] / 10_000 == year {
        if let julianDay = days.day(ofNumber: dates[position]) { body(julianDay, position) }
      }
    case .substitutedDays(let substitutions):
      for position in substitutions.indices where substitutions[position].dayOff / 10_000 == year {
        if let julianDay = days.day(ofNumber: substitutions[position].dayOff) { body(julianDay, position) }
      }
    case .derived:
      break
    }
  }

  /// The one day a date of a single day's form (fixed, a weekday of a month, Easter) finds in the year of
  /// `days`, or `nil` when it finds none there; `nil` for the other forms too, which `forEachDay` reads, and
  /// for parts no page writes (an ordinal past 5, Easter moved more than 2^15 days).
  func day(in days: inout GregorianYearDays) -> Int? {
    // One arithmetic for both: a rule's code (`HolidayRuleCode`) finds its day the same way.
    let code = HolidayRuleCode.make(for: self, offset: 0)
    return code == 0 ? nil : HolidayRuleCode.day(ofCode: code, in: &days)
  }

  /// Whether this is a form with one day a year at most (`day(in:)` finds it).
  var isSingleDay: Bool {
    switch self {
    case .fixed, .weekday, .weekdayOnOrAfter, .weekdayOnOrBefore, .easter, .orthodoxEaster: return true
    default: return false
    }
  }

  /// Whether every day this finds, moved up to `offset` days, is more than a fortnight from New Year, known
  /// without finding it: a day of March to October, Western Easter (22 March to 25 April) or Orthodox Easter
  /// (3 April to 7 July as Gregorian days from 1900 to 9999) moved up to 60 days, the equinoxes (about 20 March
  /// and 23 September) and the solar terms from 315° (about 4 February) through 240° (about 22 November). A
  /// year next to the ones shown leaves such rules out (`HolidayYear`'s `isEdge`).
  func isFarFromNewYear(offset: Int) -> Bool {
    guard offset.magnitude <= 60 else { return false }
    switch self {
    case .fixed(let month, _), .weekday(_, _, let month), .weekdayOnOrAfter(_, let month, _),
      .weekdayOnOrBefore(_, let month, _):
      return month >= 3 && month <= 10 && offset.magnitude <= 7
    case .easter(let days), .orthodoxEaster(let days): return (days + offset).magnitude <= 60
    case .equinox: return offset.magnitude <= 7
    case .solarTerm(let longitude, _): return (longitude >= 315 || longitude <= 240) && offset.magnitude <= 7
    default: return false
    }
  }

  /// The years of the days this lists (`dates`, and the days off of `substitutedDays`), from the first to the
  /// last; `nil` for the forms that find a day every year, and for an empty list.
  var listedYears: ClosedRange<Int>? {
    switch self {
    case .dates(let dates):
      guard let first = dates.min(), let last = dates.max() else { return nil }
      return (first / 10_000)...(last / 10_000)
    case .substitutedDays(let substitutions):
      guard let first = substitutions.min(by: { $0.dayOff < $1.dayOff }),
        let last = substitutions.max(by: { $0.dayOff < $1.dayOff })
      else { return nil }
      return (first.dayOff / 10_000)...(last.dayOff / 10_000)
    default:
      return nil
    }
  }

  /// The day number of the Gregorian date written as the number YYYYMMDD.
  static func julianDay(ofNumber date: Int) -> Int {
    Reform.gregorian.julianDay(of: CivilDate(year: date / 10_000, month: date / 100 % 100, day: date % 100))
  }

  /// Calls `body` with each day `julianDayInYear` gives for the years of `system` that overlap the
  /// Gregorian year of `days`, when it falls in that year; nothing outside the calendar's supported days.
  private static func forEachCalendarYear(
    of system: CalendarSystem, in days: GregorianYearDays, calendars: inout CalendarCache,
    julianDayInYear: (Int, inout CalendarCache) -> Int?, body: (Int) -> Void
  ) {
    let supported = system.supportedJulianDays
    let first = max(days.firstDay, supported.lowerBound)
    let last = min(days.lastDay, supported.upperBound)
    guard first <= last, let firstYear = system.date(ofJulianDay: first, cache: &calendars)?.year,
      let lastYear = system.date(ofJulianDay: last, cache: &calendars)?.year
    else { return }
    for calendarYear in firstYear...lastYear {
      if let day = julianDayInYear(calendarYear, &calendars), day >= first, day <= last { body(day) }
    }
  }
}

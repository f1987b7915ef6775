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
      HolidayDate.forEachCalendarYear(of: system, in: &days, calendars: &calendars) { calendarYear, calendars in
        let date = CalendarSystemDate(year: calendarYear, month: month, isLeapMonth: isLeapMonth, day: day)
        return system.julianDay(of: date, cache: &calendars)
      } body: {
        body($0, 0)
      }
    case .calendarMonthEnd(let system, let month):
      HolidayDate.forEachCalendarYear(of: system, in: &days, calendars: &calendars) { calendarYear, calendars in
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
  /// and 23 September), the solar terms from 315° (about 4 February) through 240° (about 22 November), and the
  /// days of a lunisolar year's first nine months or so (`lunisolarDayOfYearBounds`). A year next to the ones
  /// shown leaves such rules out (`HolidayYear`'s `isEdge`): a Lunar New Year read for a year that gives no day
  /// to those shown would cost a lunisolar year's astronomy.
  func isFarFromNewYear(offset: Int) -> Bool {
    guard offset.magnitude <= 60 else { return false }
    switch self {
    case .fixed(let month, _), .weekday(_, _, let month), .weekdayOnOrAfter(_, let month, _),
      .weekdayOnOrBefore(_, let month, _):
      return month >= 3 && month <= 10 && offset.magnitude <= 7
    case .easter(let days), .orthodoxEaster(let days): return (days + offset).magnitude <= 60
    case .equinox: return offset.magnitude <= 7
    case .solarTerm(let longitude, _): return (longitude >= 315 || longitude <= 240) && offset.magnitude <= 7
    case .calendar(let system, let month, let day, _) where system.isEastAsianLunisolar:
      let (first, last) = HolidayDate.lunisolarDayOfYearBounds(month: month, day: day)
      return first + offset > 14 && last + offset < 350
    default: return false
    }
  }

  /// The first and last day of the year, counted from 1 January as 0, on which a day this finds may fall,
  /// moved `offset` days (a leap day allowed for); `nil` for `derived`, which finds no day of its own. Known
  /// without finding a day: Western Easter falls from 22 March to 25 April, Orthodox Easter from 3 April to
  /// 7 July (as Gregorian days, 1900 to 9999), an equinox within days of the 20th of its month, a solar term
  /// within five days of its longitude's mean day, a lunisolar date within `lunisolarDayOfYearBounds` when those
  /// end within the year; a date of another calendar or a list may fall on any day.
  // Inlined into a rule's initializer, where a page's constant date lets the compiler work the bounds out.
  @inline(__always)
  func dayOfYearBounds(offset: Int) -> (first: Int, last: Int)? {
    /// The day of the year of the 1st of `month` in a common year.
    func monthStart(_ month: Int) -> Int {
      let starts = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365)
      switch month {
      case 1: return starts.0
      case 2: return starts.1
      case 3: return starts.2
      case 4: return starts.3
      case 5: return starts.4
      case 6: return starts.5
      case 7: return starts.6
      case 8: return starts.7
      case 9: return starts.8
      case 10: return starts.9
      case 11: return starts.10
      case 12: return starts.11
      default: return starts.12
      }
    }
    let first: Int
    let last: Int
    switch self {
    case .fixed(let month, let day):
      (first, last) = (monthStart(month) + day - 1, monthStart(month) + day)
    case .weekday(_, let ordinal, let month) where ordinal > 0:
      (first, last) = (monthStart(month) + 7 * (ordinal - 1), monthStart(month) + 7 * ordinal)
    case .weekday(_, let ordinal, let month):
      (first, last) = (monthStart(month + 1) - 7 * -ordinal, monthStart(month + 1))
    case .weekdayOnOrAfter(_, let month, let day):
      (first, last) = (monthStart(month) + day - 1, monthStart(month) + day + 6)
    case .weekdayOnOrBefore(_, let month, let day):
      (first, last) = (monthStart(month) + day - 7, monthStart(month) + day)
    case .easter(let days):
      (first, last) = (80 + days, 115 + days)
    case .orthodoxEaster(let days):
      (first, last) = (92 + days, 189 + days)
    case .equinox(let month, _):
      (first, last) = (monthStart(month) + 15, monthStart(month) + 25)
    case .solarTerm(let longitude, _):
      // The sun passes 0° about 20 March (day 79) and moves 360° in 365.25 days, unevenly: 5 days either side
      // of the mean day cover it.
      let mean = (79 + longitude * 36_525 / 36_000) % 365
      (first, last) = mean < 10 || mean > 355 ? (0, 365) : (mean - 5, mean + 5)
    case .calendar(let system, let month, let day, _) where system.isEastAsianLunisolar:
      let bounds = HolidayDate.lunisolarDayOfYearBounds(month: month, day: day)
      // A day that may pass the year's end may come from the year before as well, early in the year.
      (first, last) = bounds.last < 365 ? bounds : (0, 365)
    case .calendar, .calendarMonthEnd, .thaiLunar, .dates, .substitutedDays:
      (first, last) = (0, 365)
    case .derived:
      return nil
    }
    return (first + offset, last + offset)
  }

  /// The days of the Gregorian year, counted from 1 January as 0, on which the first day of a Chinese, Korean,
  /// Vietnamese or Japanese lunisolar year falls, in every year the calendars answer for (1645 to 2498; a test
  /// checks each): 21 January to 21 February.
  static let lunisolarNewYearDays = 20...51

  /// The first and last day of the Gregorian year, counted from 1 January as 0, on which day `day` of month
  /// `month` (or of the leap month after it) of the lunisolar year that begins in that Gregorian year falls: from
  /// the earliest New Year and months of 29 days, to the latest New Year, months of 30 days and a leap month
  /// before it. The last may pass the year's end, into the next year.
  static func lunisolarDayOfYearBounds(month: Int, day: Int) -> (first: Int, last: Int) {
    let newYears = lunisolarNewYearDays
    return (newYears.lowerBound + 29 * (month - 1) + day - 1, newYears.upperBound + 30 * month + day - 1)
  }

  /// The years of the days this lists (`dates`, and the days off of `substitutedDays`), from the first to the
  /// last; `nil` for the forms that find a day every year, and for an empty list.
  var listedYears: ClosedRange<Int>? {
    switch self {
    case .dates(let dates):
      // One pass for both ends: a page's rules read their lists as the page is first read, some of them long.
      guard var (first, last) = dates.first.map({ ($0, $0) }) else { return nil }
      for date in dates { (first, last) = (min(first, date), max(last, date)) }
      return (first / 10_000)...(last / 10_000)
    case .substitutedDays(let substitutions):
      guard var (first, last) = substitutions.first.map({ ($0.dayOff, $0.dayOff) }) else { return nil }
      for substitution in substitutions {
        (first, last) = (min(first, substitution.dayOff), max(last, substitution.dayOff))
      }
      return (first / 10_000)...(last / 10_000)
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
    of system: CalendarSystem, in days: inout GregorianYearDays, calendars: inout CalendarCache,
    julianDayInYear: (Int, inout CalendarCache) -> Int?, body: (Int) -> Void
  ) {
    guard let years = days.calendarYears(of: system, calendars: &calendars) else { return }
    let supported = system.supportedJulianDays
    let first = max(days.firstDay, supported.lowerBound)
    let last = min(days.lastDay, supported.upperBound)
    for calendarYear in years {
      if let day = julianDayInYear(calendarYear, &calendars), day >= first, day <= last { body(day) }
    }
  }
}

extension CalendarSystem {
  /// Whether this is one of the East Asian lunisolar calendars, whose years begin between 21 January and
  /// 21 February (`HolidayDate.lunisolarNewYearDays`).
  var isEastAsianLunisolar: Bool {
    switch self {
    case .chinese, .korean, .vietnamese, .japanese: return true
    case .hebrew, .islamic, .islamicCivil, .persian: return false
    }
  }
}

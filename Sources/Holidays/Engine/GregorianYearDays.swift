// GregorianYearDays: the day numbers of one Gregorian year's months, found once for every rule of the year.

import CalendarCore

/// The day numbers of a Gregorian year's days, which every rule of a page asks for: the year's first day and
/// whether it is a leap year, found once, so that a month's day is an addition rather than a `CivilDate`
/// taken through `Reform` (a year of a country's holidays asks for some fifty days; a long range, for years
/// by the thousand). Easter Sunday, which several rules of a page move from, is found once too.
struct GregorianYearDays {
  /// The Gregorian year.
  let year: Int
  /// The day number of 1 January.
  let firstDay: Int
  /// Whether February has 29 days.
  let isLeapYear: Bool
  /// Western Easter Sunday's day number, once a rule has asked for it (`Int.min` before).
  private var westernEaster = Int.min
  /// Orthodox Easter Sunday's day number (the Julian computus), once a rule has asked for it.
  private var orthodoxEaster = Int.min
  /// The years of two calendars that overlap this year, the last two asked for (`calendarYears(of:calendars:)`):
  /// each the calendar, its first year and its last, or no calendar.
  private var calendarYearSpans: (CalendarSystem?, Int, Int, CalendarSystem?, Int, Int) = (nil, 0, 0, nil, 0, 0)

  /// The days of the Gregorian year `year`.
  init(_ year: Int) {
    self.year = year
    firstDay = GregorianYearDays.firstDay(ofYear: year)
    isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The day number of the last day, 31 December.
  var lastDay: Int { firstDay + (isLeapYear ? 365 : 364) }

  /// The number of days of `month` (1 to 12).
  @inline(__always)
  func numberOfDays(inMonth month: Int) -> Int {
    month == 2 ? (isLeapYear ? 29 : 28) : 30 + ((month + month / 8) & 1)
  }

  /// The day number of the first of `month` (1 to 12).
  @inline(__always)
  func firstDay(ofMonth month: Int) -> Int {
    // Days before each month of a common year: 0, 31, 59, 90, …; the leap day from March on.
    let daysBefore = (367 * month - 362) / 12 - (month > 2 ? 2 : 0)
    return firstDay + daysBefore + (month > 2 && isLeapYear ? 1 : 0)
  }

  /// The day number of `month`/`day` of the year, or `nil` when there is no such day (29 February of a
  /// common year, 31 April).
  @inline(__always)
  func day(month: Int, day: Int) -> Int? {
    guard month >= 1 && month <= 12 && day >= 1 && day <= numberOfDays(inMonth: month) else { return nil }
    return firstDay(ofMonth: month) + day - 1
  }

  /// The day number of the date written as the number YYYYMMDD in this year (`day(month:day:)`'s).
  func day(ofNumber date: Int) -> Int? { day(month: date / 100 % 100, day: date % 100) }

  /// Western Easter Sunday, by the Gregorian computus (`Easter.western` in a Gregorian year).
  mutating func westernEasterSunday() -> Int {
    if westernEaster == Int.min { westernEaster = Easter.western.julianDay(inYear: year, reform: .gregorian) }
    return westernEaster
  }

  /// Orthodox Easter Sunday (`Easter.orthodox`, a Gregorian day number).
  mutating func orthodoxEasterSunday() -> Int {
    if orthodoxEaster == Int.min { orthodoxEaster = Easter.orthodox.julianDay(inYear: year, reform: .gregorian) }
    return orthodoxEaster
  }

  /// The years of `system` whose days overlap this year's (within the calendar's supported days), or `nil` when
  /// none does: found once for every rule of the year with a date of that calendar, as finding a date's year
  /// takes the calendar's arithmetic (a page of Israel's asks for the Hebrew years some thirty times a year).
  mutating func calendarYears(of system: CalendarSystem, calendars: inout CalendarCache) -> ClosedRange<Int>? {
    let spans = calendarYearSpans
    if spans.0 == system { return spans.1 <= spans.2 ? spans.1...spans.2 : nil }
    if spans.3 == system { return spans.4 <= spans.5 ? spans.4...spans.5 : nil }
    let supported = system.supportedJulianDays
    let first = max(firstDay, supported.lowerBound)
    let last = min(lastDay, supported.upperBound)
    var years = (1, 0)
    if first <= last, let firstYear = system.date(ofJulianDay: first, cache: &calendars)?.year,
      let lastYear = system.date(ofJulianDay: last, cache: &calendars)?.year
    {
      years = (firstYear, lastYear)
    }
    // The newer entry first; the older one gives way.
    calendarYearSpans = (system, years.0, years.1, spans.0, spans.1, spans.2)
    return years.0 <= years.1 ? years.0...years.1 : nil
  }

  // MARK: - Years and days

  /// The day number of 1 January of the Gregorian year `year`: Howard Hinnant's `days_from_civil` (as
  /// `Reform` counts), from 1 March of year 0 in 400-year eras of 146,097 days, for the 1 January case.
  static func firstDay(ofYear year: Int) -> Int {
    // January counts in the year before, from March: 306 days after 1 March.
    let shiftedYear = year - 1
    let era = floorDivide(shiftedYear, 400)
    let yearOfEra = shiftedYear - era * 400  // 0...399
    return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + 306 + 1_721_120
  }

  /// The Gregorian year of the day numbered `julianDay`.
  static func year(ofJulianDay julianDay: Int) -> Int {
    // 146,097 days in 400 years: the estimate is the year or the one after it, never more.
    var year = floorDivide((julianDay - 1_721_426) * 400, 146_097) + 1
    if firstDay(ofYear: year) > julianDay { year -= 1 }
    if firstDay(ofYear: year + 1) <= julianDay { year += 1 }
    return year
  }
}

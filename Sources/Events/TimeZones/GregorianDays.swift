// GregorianDays: day counts of the proleptic Gregorian calendar, for the yearly changes of zone rules.

import CalendarCore

/// Day counts from 1970-01-01 in the proleptic Gregorian calendar, by Howard Hinnant's
/// `days_from_civil` and `civil_from_days` ("chrono-Compatible Low-Level Date Algorithms"): years
/// counted from 1 March, so that the leap day ends the year, in eras of 400 years (146,097 days).
enum GregorianDays {
  /// Days from 1970-01-01 (1970-01-01 is 719,468 days after 0000-03-01) to the date given; `day` may
  /// run past the month's end.
  @inline(__always)
  static func sinceUnixEpoch(year: Int, month: Int, day: Int) -> Int {
    let yearFromMarch = month <= 2 ? year - 1 : year
    let era = floorDivide(yearFromMarch, 400)
    let yearOfEra = yearFromMarch - era * 400
    let monthFromMarch = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The Gregorian year of the day `days` after 1970-01-01.
  @inline(__always)
  static func year(ofDaySinceUnixEpoch days: Int) -> Int {
    let daysFromEpoch0 = days + 719_468
    let era = floorDivide(daysFromEpoch0, 146_097)
    let dayOfEra = daysFromEpoch0 - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    return yearOfEra + era * 400 + (monthFromMarch >= 10 ? 1 : 0)
  }

  /// Whether `year` has 29 February.
  @inline(__always)
  static func isLeapYear(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  /// The number of days in `month` of `year`.
  @inline(__always)
  static func monthLength(year: Int, month: Int) -> Int {
    month == 2 ? (isLeapYear(year) ? 29 : 28) : (month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31)
  }

  /// The weekday of the day `days` after 1970-01-01, 0 for Sunday (1970-01-01 was a Thursday, 4).
  @inline(__always)
  static func weekday(ofDaySinceUnixEpoch days: Int) -> Int { floorModulo(days + 4, 7) }
}

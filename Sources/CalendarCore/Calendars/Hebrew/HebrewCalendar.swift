// HebrewCalendar: Hebrew dates to and from Julian Day Numbers, and the lengths of years and months.

/// The arithmetic Hebrew calendar (fixed, tradition holds, by Hillel II in 359), as Maimonides gives it and in the
/// form of Reingold & Dershowitz, *Calendrical Calculations* (§8): conversions through the Julian Day Number, as
/// `Reform` converts civil dates.
///
/// Years `supportedYears`, 1 AM (7 October 3761 BC) to 1,000,000 AM: the arithmetic stays far inside `Int` there
/// (13,753 parts times some 12.4 million months), and is checked against pyluach for 1-60, 5660-5861 and
/// 9940-9999 AM.
///
///     HebrewCalendar.date(fromJulianDay: 2_461_296)  // 5787-7-1, 1 Tishri 5787, Saturday 12 September 2026
public enum HebrewCalendar {
  /// The years the calendar answers for.
  public static let supportedYears = 1...1_000_000

  /// The Julian Day Numbers of the supported years, from 1 Tishri 1 AM to 29 Elul 1,000,000 AM.
  public static let supportedJulianDays = HebrewYear.newYearJulianDay(supportedYears.lowerBound)...(
    HebrewYear.newYearJulianDay(supportedYears.upperBound + 1) - 1)

  /// Whether `year` has 13 months (Adar I and Adar II): 7 years in each 19.
  public static func isLeapYear(_ year: Int) -> Bool { HebrewYear.isLeapYear(year) }

  /// The length of `year`: 353, 354 or 355 days, or 383, 384 or 385 in a leap year.
  /// - Precondition: `year` is in `supportedYears`.
  public static func daysInYear(_ year: Int) -> Int { supportedYear(year).length }

  /// The length of `month` (numbered from Nisan = 1) in `year`: 29 or 30 days.
  /// - Precondition: `year` is in `supportedYears` and `month` in 1...12, or 1...13 in a leap year.
  public static func daysInMonth(_ month: Int, year: Int) -> Int {
    let shape = supportedYear(year)
    precondition((1...shape.monthCount).contains(month), "no month \(month) in Hebrew year \(year)")
    return shape.daysInMonth(month)
  }

  /// The Julian Day Number of `date`, or `nil` if it does not exist: a year outside `supportedYears`, month 13 in
  /// a common year, day 30 of a 29-day month.
  public static func julianDay(of date: HebrewDate) -> Int? {
    guard supportedYears.contains(date.year) else { return nil }
    let shape = HebrewYear(date.year)
    guard (1...shape.monthCount).contains(date.month), (1...shape.daysInMonth(date.month)).contains(date.day)
    else { return nil }
    var (julianDay, month) = (shape.newYearJulianDay + date.day - 1, 7)
    while month != date.month {
      julianDay += shape.daysInMonth(month)
      month = shape.month(after: month)
    }
    return julianDay
  }

  /// The Hebrew date of `julianDay`.
  /// - Precondition: `julianDay` is in `supportedJulianDays`.
  public static func date(fromJulianDay julianDay: Int) -> HebrewDate {
    precondition(supportedJulianDays.contains(julianDay), "JDN \(julianDay) outside the Hebrew years supported")
    // The mean year is 35,975,351 / 98,496 days (235 lunations / 19), but a year's start strays from the mean by
    // the postponements and the molad's place in the day: the estimate is off by one either way.
    var shape = HebrewYear(floorDivide((julianDay - HebrewYear.epochJulianDay) * 98_496, 35_975_351) + 1)
    while shape.newYearJulianDay > julianDay { shape = HebrewYear(shape.year - 1) }
    while shape.newYearJulianDay + shape.length <= julianDay { shape = HebrewYear(shape.year + 1) }
    var (dayOfMonth, month) = (julianDay - shape.newYearJulianDay + 1, 7)
    while dayOfMonth > shape.daysInMonth(month) {
      dayOfMonth -= shape.daysInMonth(month)
      month = shape.month(after: month)
    }
    return HebrewDate(year: shape.year, month: month, day: dayOfMonth)
  }

  private static func supportedYear(_ year: Int) -> HebrewYear {
    precondition(supportedYears.contains(year), "Hebrew year \(year) outside \(supportedYears)")
    return HebrewYear(year)
  }
}

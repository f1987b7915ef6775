// IslamicCivilCalendar: tabular Islamic dates to and from Julian Day Numbers.

/// The tabular Islamic calendar in its common "civil" form: the arithmetic of Reingold & Dershowitz,
/// *Calendrical Calculations* (§7.1), the calendar of ICU's `islamic-civil` and of convertdate's `islamic`.
///
/// Twelve months of 30 and 29 days alternately (354 days), Dhu al-Hijja gaining a 30th day in the 11 leap years
/// of each 30: years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 and 29 (the pattern with 16, not Kūshyār's 15, as
/// R&D and ICU have it). The epoch is the "civil" one, Friday 16 July 622 (Julian), the day after the
/// astronomical epoch of Thursday 15 July that some tables use. It is a reckoning, not the calendar of any
/// country: the months of observance start with the sighted crescent, Saudi Arabia's with Umm al-Qura's tables.
///
/// Years `supportedYears`, 1 to 1,000,000 AH; checked against convertdate for 1-30 and 1317-1529 AH.
public enum IslamicCivilCalendar {
  /// JDN of 1 Muharram 1 AH, Friday 16 July 622 (Julian): R&D's islamic-epoch, fixed day 227,015.
  static let epochJulianDay = 1_948_440

  /// The years the calendar answers for.
  public static let supportedYears = 1...1_000_000

  /// The Julian Day Numbers of the supported years, from 1 Muharram 1 to 30 Dhu al-Hijja 1,000,000 AH.
  public static let supportedJulianDays =
    firstDay(ofYear: supportedYears.lowerBound)...(firstDay(ofYear: supportedYears.upperBound + 1) - 1)

  /// Whether `year` has 355 days: 11 years in each 30.
  public static func isLeapYear(_ year: Int) -> Bool { floorModulo(14 + 11 * year, 30) < 11 }

  /// The length of `year`: 354 days, or 355 in a leap year.
  public static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 355 : 354 }

  /// The length of `month` (1...12) in `year`: odd months 30 days, even 29, Dhu al-Hijja 30 in a leap year.
  /// - Precondition: `month` is in 1...12.
  public static func daysInMonth(_ month: Int, year: Int) -> Int {
    precondition((1...12).contains(month), "no Islamic month \(month)")
    return month % 2 == 1 || (month == 12 && isLeapYear(year)) ? 30 : 29
  }

  /// The Julian Day Number of `date`, or `nil` if it does not exist: a year outside `supportedYears`, a month
  /// outside 1...12, a day beyond the month's length.
  public static func julianDay(of date: IslamicCivilDate) -> Int? {
    guard supportedYears.contains(date.year), (1...12).contains(date.month),
      (1...daysInMonth(date.month, year: date.year)).contains(date.day)
    else { return nil }
    // floor((6 m - 1) / 11) counts the 30-day months before month m: 0, 1, 1, 2, 2, 3, …
    return firstDay(ofYear: date.year) + 29 * (date.month - 1) + floorDivide(6 * date.month - 1, 11) + date.day - 1
  }

  /// The Islamic civil date of `julianDay`.
  /// - Precondition: `julianDay` is in `supportedJulianDays`.
  public static func date(fromJulianDay julianDay: Int) -> IslamicCivilDate {
    precondition(supportedJulianDays.contains(julianDay), "JDN \(julianDay) outside the Islamic years supported")
    // 10,631 days in 30 years; the offset 10,646 makes the quotient exact (R&D's islamic-from-fixed).
    let year = floorDivide(30 * (julianDay - epochJulianDay) + 10_646, 10_631)
    let dayOfYear = julianDay - firstDay(ofYear: year)
    // 325 / 11 = 29.545… days a month on average; the offset 330 rounds to the month that holds the day.
    let month = floorDivide(11 * dayOfYear + 330, 325)
    return IslamicCivilDate(
      year: year, month: month, day: dayOfYear - 29 * (month - 1) - floorDivide(6 * month - 1, 11) + 1)
  }

  /// JDN of 1 Muharram of `year`: 354 days a year and one more for each leap year before it, which
  /// floor((3 + 11 y) / 30) counts (0 for year 1).
  static func firstDay(ofYear year: Int) -> Int {
    epochJulianDay + 354 * (year - 1) + floorDivide(3 + 11 * year, 30)
  }
}

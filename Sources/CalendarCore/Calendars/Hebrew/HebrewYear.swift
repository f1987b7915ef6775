// HebrewYear: the molad of Tishri, the four postponements, and the shape of one Hebrew year.

/// One year of the arithmetic Hebrew calendar: the day of 1 Tishri, its length and its months' lengths.
///
/// The rules are Maimonides' (Mishneh Torah, Sanctification of the New Moon, chapters 6-8), in the form of
/// Reingold & Dershowitz, *Calendrical Calculations* (3rd ed., §8.2-8.3): a mean lunation of 29 days 12 hours
/// 793 parts (1 hour = 1,080 parts), the molad of Tishri 1 AM at BaHaRaD (Monday 5 h 204 p after 6 pm Sunday),
/// 7 leap years in 19, and four postponements (dehiyyot) of 1 Tishri from the day of its molad.
struct HebrewYear {
  /// JDN of 1 Tishri 1 AM, Monday 7 October 3761 BC (Julian): R&D's hebrew-epoch, fixed day -1,373,427.
  static let epochJulianDay = 347_998
  /// The year number.
  let year: Int
  /// JDN of 1 Tishri.
  let newYearJulianDay: Int
  /// 353, 354 or 355 days; 383, 384 or 385 in a leap year.
  let length: Int

  /// The shape of `year`; exact while 13,753 parts a month times the months elapsed fits an `Int`.
  init(_ year: Int) {
    // Four molads give both new years: each year's postponements look at the years either side.
    let (before, current) = (HebrewYear.daysBeforeNewYear(year - 1), HebrewYear.daysBeforeNewYear(year))
    let (next, afterNext) = (HebrewYear.daysBeforeNewYear(year + 1), HebrewYear.daysBeforeNewYear(year + 2))
    let start = current + HebrewYear.lengthCorrection(previous: before, current: current, next: next)
    let end = next + HebrewYear.lengthCorrection(previous: current, current: next, next: afterNext)
    (self.year, self.newYearJulianDay, self.length) = (year, HebrewYear.epochJulianDay + start, end - start)
  }

  /// Whether the year has 13 months: years 3, 6, 8, 11, 14, 17 and 19 of the 19-year (Metonic) cycle.
  static func isLeapYear(_ year: Int) -> Bool { floorModulo(7 * year + 1, 19) < 7 }

  var isLeapYear: Bool { HebrewYear.isLeapYear(year) }

  /// 12, or 13 in a leap year.
  var monthCount: Int { isLeapYear ? 13 : 12 }

  /// The month after `month` in the order the year runs: Tishri (7) to Adar (12, or Adar II 13), then Nisan (1)
  /// to Elul (6), the last.
  func month(after month: Int) -> Int { month == monthCount ? 1 : month + 1 }

  /// The length of `month` (1...monthCount): Tishri, Shevat, Nisan, Sivan and Av have 30 days and Tevet, Iyar,
  /// Tammuz, Elul and Adar II 29 (R&D's last-day-of-hebrew-month); Adar I has 30, a common year's Adar 29;
  /// Heshvan (8) gains a day in a complete year (355, 385) and Kislev (9) loses one in a deficient year (353, 383).
  func daysInMonth(_ month: Int) -> Int {
    switch month {
    case 2, 4, 6, 10, 13: return 29
    case 12: return isLeapYear ? 30 : 29
    case 8: return length % 10 == 5 ? 30 : 29
    case 9: return length % 10 == 3 ? 29 : 30
    default: return 30
    }
  }

  // MARK: - 1 Tishri

  /// The day of 1 Tishri of `year`, after all four postponements.
  static func newYearJulianDay(_ year: Int) -> Int {
    let current = daysBeforeNewYear(year)
    let (previous, next) = (daysBeforeNewYear(year - 1), daysBeforeNewYear(year + 1))
    return epochJulianDay + current + lengthCorrection(previous: previous, current: current, next: next)
  }

  /// Days from 1 Tishri 1 AM to the molad of Tishri of `year` (moved to the next day when it falls at or after
  /// noon: molad zaken), and one more if that day is a Sunday, Wednesday or Friday (lo ADU rosh).
  static func daysBeforeNewYear(_ year: Int) -> Int {
    // Months before Tishri of `year`: 235 in each 19 years, the leap years falling as isLeapYear says.
    let monthsElapsed = floorDivide(235 * year - 234, 19)
    // Parts counted from noon of the Sunday before the epoch, so that a molad from noon on belongs to the next
    // day: BaHaRaD is 6 h + 5 h 204 p = 12,084 parts after that noon; a lunation is 29 days and 13,753 parts.
    let partsElapsed = 12_084 + 13_753 * monthsElapsed
    let days = 29 * monthsElapsed + floorDivide(partsElapsed, 25_920)  // 25,920 parts a day
    // Day 0 is a Monday, so day `days` is weekday (days + 1) mod 7 counting Sunday as 0; 3 x that mod 7 is
    // under 3 exactly for Sunday (0), Wednesday (3) and Friday (5).
    return floorModulo(3 * (days + 1), 7) < 3 ? days + 1 : days
  }

  /// The last two postponements, which keep every year's length in 353...355 or 383...385: two days when the
  /// next year would begin 356 days later (GaTaRaD: a common year's molad on Tuesday from 9 h 204 p), one when
  /// the year before, a leap year, would have 382 days (BeTUTaKPaT: a molad on Monday from 15 h 589 p after it).
  /// - Parameters: `daysBeforeNewYear` of the year before, the year, and the year after.
  static func lengthCorrection(previous: Int, current: Int, next: Int) -> Int {
    if next - current == 356 { return 2 }
    if current - previous == 382 { return 1 }
    return 0
  }
}

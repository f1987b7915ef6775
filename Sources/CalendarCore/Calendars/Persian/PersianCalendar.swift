// PersianCalendar: Solar Hijri dates to and from Julian Day Numbers, and the lengths of years and months.

/// The Solar Hijri calendar of Iran, months numbered from Farvardin = 1: the year begins at Nowruz, the day of
/// the March equinox by the noon rule of `PersianNewYear` (the calendar law of 1925), its first six months have
/// 31 days, the next five 30, and Esfand, the twelfth, 29, or 30 in a leap year (a year of 366 days). Years are
/// counted from the Hijra, 1 SH beginning in March 622.
///
/// Years `supportedYears`, 1304 SH (Nowruz on 21 March 1925, the first year of the law) to 1479 SH (ending on
/// 20 March 2101): the years the law has governed and will, as far as the astronomy can answer honestly. The
/// equinox model keeps within a minute of PyEphem from 1900 to 2100, and every Nowruz of those years is checked
/// against the rule applied to PyEphem's equinoxes; further on, ΔT, the Earth's unpredictable slowing, is
/// known only to minutes, and a year whose equinox falls within minutes of noon could start on either day.
/// Earlier years had no law to follow: Iran's calendar before 1925 was not this one.
///
///     PersianCalendar.date(fromJulianDay: 2_461_121)  // 1405-1-1, Nowruz 1405, Saturday 21 March 2026
public enum PersianCalendar {
  /// The years the calendar answers for: 1304 SH to 1479 SH (21 March 1925 to 20 March 2101).
  public static let supportedYears = 1304...1479

  /// The Julian Day Numbers of the supported years, from 1 Farvardin 1304 (21 March 1925) to the last day of Esfand
  /// 1479 (20 March 2101). Written as numbers, which a test checks against the rule: worked out, they would cost
  /// two equinoxes at the first use of every run that shows the calendar.
  public static let supportedJulianDays = 2_424_231...2_488_513

  /// The Julian Day Number of 1 Farvardin (Nowruz) of `year`.
  /// - Precondition: `year` is in `supportedYears`.
  public static func newYearJulianDay(_ year: Int) -> Int {
    precondition(supportedYears.contains(year), "Persian year \(year) outside \(supportedYears)")
    return PersianNewYear.julianDay(ofYear: year)
  }

  /// Whether `year` has 366 days, Esfand having 30: when the next Nowruz is 366 days after this one.
  /// - Precondition: `year` is in `supportedYears`.
  public static func isLeapYear(_ year: Int) -> Bool {
    precondition(supportedYears.contains(year), "Persian year \(year) outside \(supportedYears)")
    return PersianNewYear.julianDay(ofYear: year + 1) - PersianNewYear.julianDay(ofYear: year) == 366
  }

  /// The length of `month` (1...12) in `year`: 31 days for Farvardin to Shahrivar, 30 for Mehr to Bahman, 29 for
  /// Esfand, or 30 in a leap year.
  /// - Precondition: `year` is in `supportedYears` and `month` in 1...12.
  public static func daysInMonth(_ month: Int, year: Int) -> Int {
    precondition((1...12).contains(month), "no Persian month \(month)")
    switch month {
    case 1...6: return 31
    case 7...11: return 30
    default: return isLeapYear(year) ? 30 : 29
    }
  }

  /// The Julian Day Number of `date`, or `nil` if it does not exist: a year outside `supportedYears`, a month
  /// outside 1...12, a day beyond the month's length, or a leap month (the calendar has none).
  public static func julianDay(of date: CalendarSystemDate) -> Int? {
    guard supportedYears.contains(date.year), (1...12).contains(date.month), !date.isLeapMonth, date.day >= 1,
      date.day <= (date.month == 12 ? 30 : daysInMonth(date.month, year: date.year))
    else { return nil }
    let newYear = PersianNewYear.julianDay(ofYear: date.year)
    // Esfand's 30th exists only if the next Nowruz is 366 days on.
    if date.month == 12, date.day == 30, PersianNewYear.julianDay(ofYear: date.year + 1) - newYear != 366 {
      return nil
    }
    return newYear + daysBefore(month: date.month) + date.day - 1
  }

  /// The Persian date of `julianDay`.
  /// - Precondition: `julianDay` is in `supportedJulianDays`.
  public static func date(fromJulianDay julianDay: Int) -> CalendarSystemDate {
    monthSpan(containing: julianDay).date(ofJulianDay: julianDay)
  }

  /// The month holding `julianDay`.
  /// - Precondition: `julianDay` is in `supportedJulianDays`.
  public static func monthSpan(containing julianDay: Int) -> CalendarMonthSpan {
    monthSpan(containing: julianDay, in: yearBounds(containing: julianDay))
  }

  /// The month holding `julianDay`, its year's Nowruz and the next taken from `cache` when the day is in the year
  /// found last: a walk over a year's days finds its two equinoxes once.
  /// - Precondition: `julianDay` is in `supportedJulianDays`.
  static func monthSpan(containing julianDay: Int, cache: inout CalendarCache) -> CalendarMonthSpan {
    let kept = cache.persianYear
    if julianDay >= kept.newYearJulianDay, julianDay < kept.nextNewYearJulianDay {
      return monthSpan(containing: julianDay, in: kept)
    }
    let bounds = yearBounds(containing: julianDay)
    cache.persianYear = bounds
    return monthSpan(containing: julianDay, in: bounds)
  }

  /// The Persian year holding `julianDay`, with its Nowruz and the next.
  static func yearBounds(containing julianDay: Int) -> PersianYearBounds {
    precondition(supportedJulianDays.contains(julianDay), "JDN \(julianDay) outside the Persian years supported")
    // The year by the mean tropical year, 365.24219 days, from Nowruz 1304 (JDN 2,424,231): within a day of the
    // truth, so that at most one more equinox corrects it.
    var year = supportedYears.lowerBound + floorDivide((julianDay - 2_424_231) * 100_000, 36_524_219)
    var newYear = PersianNewYear.julianDay(ofYear: year)
    var nextNewYear: Int
    if julianDay < newYear {
      (year, nextNewYear) = (year - 1, newYear)
      newYear = PersianNewYear.julianDay(ofYear: year)
    } else {
      nextNewYear = PersianNewYear.julianDay(ofYear: year + 1)
      if julianDay >= nextNewYear {
        (year, newYear) = (year + 1, nextNewYear)
        nextNewYear = PersianNewYear.julianDay(ofYear: year + 1)
      }
    }
    return PersianYearBounds(year: year, newYearJulianDay: newYear, nextNewYearJulianDay: nextNewYear)
  }

  /// The month of the year `bounds` that holds `julianDay`.
  static func monthSpan(containing julianDay: Int, in bounds: PersianYearBounds) -> CalendarMonthSpan {
    let dayOfYear = julianDay - bounds.newYearJulianDay
    // 186 days in the six months of 31 days; the months after them have 30 days, Esfand whatever is left.
    let month = dayOfYear < 186 ? dayOfYear / 31 + 1 : min((dayOfYear - 186) / 30 + 7, 12)
    let first = bounds.newYearJulianDay + daysBefore(month: month)
    let dayCount = month == 12 ? bounds.nextNewYearJulianDay - first : month <= 6 ? 31 : 30
    return CalendarMonthSpan(year: bounds.year, month: month, firstJulianDay: first, dayCount: dayCount)
  }

  static func daysBefore(month: Int) -> Int { month <= 7 ? 31 * (month - 1) : 30 * (month - 1) + 6 }
}

/// A Persian year as the day numbers of its Nowruz and the next.
struct PersianYearBounds: Sendable {
  /// The year, Solar Hijri.
  var year: Int
  /// The Julian Day Number of its 1 Farvardin.
  var newYearJulianDay: Int
  /// The Julian Day Number of the next year's 1 Farvardin.
  var nextNewYearJulianDay: Int
}

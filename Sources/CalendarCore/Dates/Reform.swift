// Reform: the Julian-to-Gregorian switch, and all date arithmetic through day numbers.

/// Which calendar rules apply to which dates: the switch from the Julian to the Gregorian
/// calendar, as `cal --reform` chooses it.
///
/// All date arithmetic goes through one day number, the Julian Day Number (JDN), so that
/// dates on either side of a reform subtract and compare as plain integers.
public enum Reform: Hashable, Sendable, CaseIterable {
  /// Great Britain and its colonies, `cal`'s default: Wednesday 2 September 1752 (Julian) was
  /// followed by Thursday 14 September 1752 (Gregorian). Julian leap years up to 1752.
  case greatBritain1752
  /// The Gregorian calendar for every date, extended backwards (`--reform gregorian`, `--iso`).
  case gregorian
  /// The Julian calendar for every date (`--reform julian`).
  case julian

  /// JDN of 14 September 1752, the first Gregorian day in Great Britain.
  static let britishFirstGregorianDay = 2_361_222

  /// Whether `year` has a 29 February under these rules.
  public func isLeapYear(_ year: Int) -> Bool {
    switch self {
    case .julian: return floorModulo(year, 4) == 0
    case .gregorian: return Reform.isGregorianLeapYear(year)
    case .greatBritain1752: return year <= 1752 ? floorModulo(year, 4) == 0 : Reform.isGregorianLeapYear(year)
    }
  }

  static func isGregorianLeapYear(_ year: Int) -> Bool {
    floorModulo(year, 4) == 0 && (floorModulo(year, 100) != 0 || floorModulo(year, 400) == 0)
  }

  /// The highest day number of the month: 28 to 31. September 1752 under the British reform
  /// still ends on the 30th although it has only 19 days.
  public func lastDay(ofMonth month: Int, year: Int) -> Int {
    Reform.monthLengths[month - 1] + (month == 2 && isLeapYear(year) ? 1 : 0)
  }

  /// How many days the month really has: `lastDay` less any days the reform removed.
  public func numberOfDays(inMonth month: Int, year: Int) -> Int {
    lastDay(ofMonth: month, year: year) - (gap(in: YearMonth(year: year, month: month))?.skippedDays ?? 0)
  }

  /// The days a reform removed from this month, if any: after day `lastDayBefore` come
  /// `skippedDays` day numbers that never happened.
  public func gap(in yearMonth: YearMonth) -> (lastDayBefore: Int, skippedDays: Int)? {
    guard self == .greatBritain1752, yearMonth.year == 1752, yearMonth.month == 9 else { return nil }
    return (lastDayBefore: 2, skippedDays: 11)
  }

  /// Whether `date` exists under these rules: a real month, a day within it, not in a reform gap.
  public func isValid(_ date: CivilDate) -> Bool {
    guard (1...12).contains(date.month), date.day >= 1,
      date.day <= lastDay(ofMonth: date.month, year: date.year)
    else { return false }
    if let gap = gap(in: date.yearMonth), date.day > gap.lastDayBefore,
      date.day <= gap.lastDayBefore + gap.skippedDays
    {
      return false
    }
    return true
  }

  /// The Julian Day Number of a valid `date`.
  public func julianDay(of date: CivilDate) -> Int {
    switch self {
    case .julian: return Reform.julianCalendarDay(date)
    case .gregorian: return Reform.gregorianCalendarDay(date)
    case .greatBritain1752:
      let gregorian = Reform.gregorianCalendarDay(date)
      return gregorian >= Reform.britishFirstGregorianDay ? gregorian : Reform.julianCalendarDay(date)
    }
  }

  /// The date with Julian Day Number `julianDay`.
  public func date(fromJulianDay julianDay: Int) -> CivilDate {
    switch self {
    case .julian: return Reform.julianCalendarDate(julianDay)
    case .gregorian: return Reform.gregorianCalendarDate(julianDay)
    case .greatBritain1752:
      return julianDay >= Reform.britishFirstGregorianDay
        ? Reform.gregorianCalendarDate(julianDay) : Reform.julianCalendarDate(julianDay)
    }
  }

  /// The day of the week of a valid `date`.
  public func weekday(of date: CivilDate) -> Weekday { Weekday.ofJulianDay(julianDay(of: date)) }

  /// The 1-based day of the year as `cal -j` numbers it: the days of the months before plus the
  /// day of the month, so a reform's missing days keep their numbers (14 September 1752 is 258).
  public func dayOfYear(of date: CivilDate) -> Int {
    Reform.daysBeforeMonth[date.month - 1] + (date.month > 2 && isLeapYear(date.year) ? 1 : 0) + date.day
  }

  // MARK: - Day numbers

  /// Days in each month of a common year.
  static let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  /// Days before the first of each month in a common year.
  static let daysBeforeMonth = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]

  /// JDN of a proleptic Gregorian date: Howard Hinnant's `days_from_civil`, counted from
  /// 1 March of year 0 in 400-year eras of 146,097 days, plus 1,721,120 (the JDN of 1 March 0).
  static func gregorianCalendarDay(_ date: CivilDate) -> Int {
    let year = date.month <= 2 ? date.year - 1 : date.year
    let era = floorDivide(year, 400)
    let yearOfEra = year - era * 400  // 0...399
    let shiftedMonth = (date.month + 9) % 12  // March is 0, February is 11
    let dayOfShiftedYear = (153 * shiftedMonth + 2) / 5 + date.day - 1  // 0...365
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfShiftedYear  // 0...146096
    return era * 146_097 + dayOfEra + 1_721_120
  }

  /// The proleptic Gregorian date of a JDN: Hinnant's `civil_from_days`, the inverse of the above.
  static func gregorianCalendarDate(_ julianDay: Int) -> CivilDate {
    let days = julianDay - 1_721_120
    let era = floorDivide(days, 146_097)
    let dayOfEra = days - era * 146_097  // 0...146096
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365  // 0...399
    let dayOfShiftedYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // 0...365
    let shiftedMonth = (5 * dayOfShiftedYear + 2) / 153  // 0...11, March first
    let day = dayOfShiftedYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return CivilDate(year: year, month: month, day: day)
  }

  /// JDN of a Julian-calendar date: the same March-based count with 4-year cycles of 1,461 days;
  /// 1 March of year 0 (Julian) is JDN 1,721,118.
  static func julianCalendarDay(_ date: CivilDate) -> Int {
    let year = date.month <= 2 ? date.year - 1 : date.year
    let shiftedMonth = (date.month + 9) % 12
    let dayOfShiftedYear = (153 * shiftedMonth + 2) / 5 + date.day - 1
    return floorDivide(1461 * year, 4) + dayOfShiftedYear + 1_721_118
  }

  /// The Julian-calendar date of a JDN, the inverse of `julianCalendarDay`.
  static func julianCalendarDate(_ julianDay: Int) -> CivilDate {
    let days = julianDay - 1_721_118
    let cycle = floorDivide(days, 1461)  // whole 4-year cycles since 1 March 0
    let dayOfCycle = days - cycle * 1461  // 0...1460
    let yearOfCycle = min(dayOfCycle / 365, 3)  // the leap day ends the cycle's last year
    let dayOfShiftedYear = dayOfCycle - yearOfCycle * 365
    let shiftedMonth = (5 * dayOfShiftedYear + 2) / 153
    let day = dayOfShiftedYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = cycle * 4 + yearOfCycle + (month <= 2 ? 1 : 0)
    return CivilDate(year: year, month: month, day: day)
  }
}

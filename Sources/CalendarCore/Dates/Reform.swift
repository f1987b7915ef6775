// Reform: the Julian-to-Gregorian switch, and all date arithmetic through day numbers.

/// Which calendar rules apply to which dates: the switch from the Julian to the Gregorian
/// calendar, as `cal --reform` chooses it, on any day a country made it.
///
/// A reform is its first Gregorian day: the days before it are Julian dates, the days from it on
/// Gregorian ones, and the day numbers the switch skipped never happened. All date arithmetic goes
/// through one day number, the Julian Day Number (JDN), so that dates on either side of a reform
/// subtract and compare as plain integers.
///
///     let italy = Reform(lastJulianDay: CivilDate(year: 1582, month: 10, day: 4))
///     italy.date(CivilDate(year: 1582, month: 10, day: 4), advancedByDays: 1)  // 1582-10-15
public struct Reform: Hashable, Sendable {
  /// Great Britain and its colonies, `cal`'s default: Wednesday 2 September 1752 (Julian) was
  /// followed by Thursday 14 September 1752 (Gregorian). Julian leap years up to 1752.
  @inlinable public static var greatBritain1752: Reform {
    // What `init(firstGregorianDay: 2_361_222)` finds, spelled out so that using it costs nothing.
    // The gap follows day 2 of September (month 9) and skips 11 days; 1752 keeps the Julian leap rule.
    Reform(firstGregorianDay: 2_361_222, gapShape: 1752 << 24 | 9 << 18 | 11 << 6 | 2)
  }
  /// The Gregorian calendar for every date, extended backwards (`--reform gregorian`, `--iso`).
  @inlinable public static var gregorian: Reform {
    Reform(firstGregorianDay: Int.min, gapShape: Int.min)
  }
  /// The Julian calendar for every date (`--reform julian`).
  @inlinable public static var julian: Reform {
    Reform(firstGregorianDay: Int.max, gapShape: (Int.max >> 24) << 24)
  }
  /// JDN of 14 September 1752, the first Gregorian day in Great Britain.
  static let britishFirstGregorianDay = 2_361_222

  /// JDN of the first day counted in the Gregorian calendar: `Int.min` when every day is, `Int.max`
  /// when none is.
  public let firstGregorianDay: Int
  /// The rest of the reform, in one word so that a reform is two and passes in registers: bits 0-5
  /// hold the day of the last Julian day's month after which day numbers are skipped, bits 6-11 how
  /// many that month loses, bits 12-17 how many the next month loses from its 1st (when they run on
  /// past the month's end), bits 18-21 the last Julian day's month, bit 22 whether its year is the
  /// year after the last one that keeps the Julian leap rule, and the bits from 24 up that last year
  /// (the lowest `Int` year for `.gregorian`, the highest for `.julian`).
  @usableFromInline let gapShape: Int

  /// The reform of these two words, as the named reforms spell them and `init(firstGregorianDay:)`
  /// works them out.
  @inlinable
  init(firstGregorianDay: Int, gapShape: Int) {
    (self.firstGregorianDay, self.gapShape) = (firstGregorianDay, gapShape)
  }

  /// The last year whose leap years follow the Julian rule: 2^39 - 1 for `.julian`, far beyond the
  /// years swiftcal takes (2147483647 at most).
  @inlinable var lastJulianLeapRuleYear: Int { gapShape >> 24 }

  /// The `monthIndex` of the last Julian day's month.
  @inlinable var switchMonthIndex: Int { (gapShape >> 24 + (gapShape >> 22 & 1)) * 12 + (gapShape >> 18 & 15) - 1 }

  /// The reform whose first Gregorian day is JDN `firstGregorianDay`.
  ///
  /// A year keeps the Julian leap rule when its 29 February, as the Julian calendar counts it,
  /// falls before the switch, so that every day the year shows existed: Iceland, which switched in
  /// November 1700, had a 29 February 1700; Denmark, which went from 18 February 1700 to 1 March,
  /// did not.
  public init(firstGregorianDay: Int) {
    if firstGregorianDay == Int.min {
      self = .gregorian
      return
    }
    if firstGregorianDay == Int.max {
      self = .julian
      return
    }
    let lastJulian = Reform.julianCalendarDate(firstGregorianDay - 1)
    precondition(abs(lastJulian.year) < 1 << 38, "a reform in a year too far off for its packed description")
    let firstGregorian = Reform.gregorianCalendarDate(firstGregorianDay)
    // The Julian 29 February of the last Julian day's year came before the switch when that day is
    // in March or later, or is that 29 February itself.
    let keepsJulianLeapDay = lastJulian.month > 2 || (lastJulian.month == 2 && lastJulian.day == 29)
    let lastJulianLeapRuleYear = keepsJulianLeapDay ? lastJulian.year : lastJulian.year - 1
    var shape = lastJulianLeapRuleYear << 24 | (keepsJulianLeapDay ? 0 : 1) << 22
    shape |= lastJulian.month << 18 | lastJulian.day
    if firstGregorian.yearMonth == lastJulian.yearMonth {
      shape |= (firstGregorian.day - lastJulian.day - 1) << 6
    } else {
      let monthEnd = Reform.monthLengths[lastJulian.month - 1]
        + (lastJulian.month == 2 && Reform.isLeapYear(lastJulian.year, lastJulianLeapRuleYear: lastJulianLeapRuleYear)
          ? 1 : 0)
      shape |= (monthEnd - lastJulian.day) << 6 | (firstGregorian.day - 1) << 12
    }
    self.init(firstGregorianDay: firstGregorianDay, gapShape: shape)
  }

  /// The reform after which `lastJulianDay`, a date of the Julian calendar, was followed by the
  /// Gregorian date of the next day number, as a country's switch is usually given (Italy: 4
  /// October 1582, followed by 15 October).
  public init(lastJulianDay: CivilDate) {
    self.init(firstGregorianDay: Reform.julianCalendarDay(lastJulianDay) + 1)
  }

  /// The last day counted in the Julian calendar, or `nil` when there is none or no Gregorian day
  /// follows it (`.gregorian`, `.julian`).
  public var lastJulianDay: CivilDate? {
    guard firstGregorianDay != Int.min, firstGregorianDay != Int.max else { return nil }
    return Reform.julianCalendarDate(firstGregorianDay - 1)
  }

  /// Whether `year` has a 29 February under these rules.
  public func isLeapYear(_ year: Int) -> Bool {
    Reform.isLeapYear(year, lastJulianLeapRuleYear: lastJulianLeapRuleYear)
  }

  /// Whether `year` has a 29 February when the years up to `lastJulianLeapRuleYear` follow the
  /// Julian rule and the later ones the Gregorian.
  @usableFromInline
  static func isLeapYear(_ year: Int, lastJulianLeapRuleYear: Int) -> Bool {
    year <= lastJulianLeapRuleYear ? floorModulo(year, 4) == 0 : Reform.isGregorianLeapYear(year)
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
  /// `skippedDays` day numbers that never happened. `lastDayBefore` is 0 when the month starts
  /// with them (Bulgaria's 1-13 April 1916), and `lastDayBefore + skippedDays` the month's last
  /// day when it ends with them (Denmark's 19-28 February 1700).
  @inlinable
  public func gap(in yearMonth: YearMonth) -> (lastDayBefore: Int, skippedDays: Int)? {
    let monthIndex = yearMonth.monthIndex
    let switchMonthIndex = self.switchMonthIndex
    if monthIndex == switchMonthIndex {
      let skippedDays = gapShape >> 6 & 63
      return skippedDays > 0 ? (lastDayBefore: gapShape & 63, skippedDays: skippedDays) : nil
    }
    if monthIndex == switchMonthIndex + 1 {
      let skippedDays = gapShape >> 12 & 63
      return skippedDays > 0 ? (lastDayBefore: 0, skippedDays: skippedDays) : nil
    }
    return nil
  }

  /// The first day of `month` that exists under these rules: 1, or the first day after a gap the
  /// month starts with.
  public func firstExistingDay(ofMonth month: YearMonth) -> Int {
    guard let gap = gap(in: month), gap.lastDayBefore == 0 else { return 1 }
    return gap.skippedDays + 1
  }

  /// Whether day number `julianDay` lies within 62 days of the switch, where a month or the one
  /// before it may have a gap: what lets a walk over the months skip looking for gaps elsewhere.
  @inlinable
  public func isNearSwitch(_ julianDay: Int) -> Bool {
    // Wrapping arithmetic, as `.gregorian` and `.julian` put the switch at the ends of `Int`.
    UInt(bitPattern: julianDay &- firstGregorianDay &+ 62) <= 124
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
  ///
  /// The 1st of a month that starts with skipped days gives the first day after them, so that a
  /// month's first day number is that of its first day that exists.
  public func julianDay(of date: CivilDate) -> Int {
    let gregorian = Reform.gregorianCalendarDay(date)
    if gregorian >= firstGregorianDay { return gregorian }
    let julian = Reform.julianCalendarDay(date)
    // Only a day of a gap reads as Julian and lands past the switch.
    if julian >= firstGregorianDay, date.yearMonth.monthIndex == switchMonthIndex + 1 { return firstGregorianDay }
    return julian
  }

  /// The date with Julian Day Number `julianDay`.
  public func date(fromJulianDay julianDay: Int) -> CivilDate {
    julianDay >= firstGregorianDay ? Reform.gregorianCalendarDate(julianDay) : Reform.julianCalendarDate(julianDay)
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

// Easter Sunday: the Western date (Gregorian or Julian computus) and the Orthodox one.

/// Which Easter: the one Western churches keep or the Orthodox one.
///
///     Easter.western.date(inYear: 2026)   // 2026-04-05
///     Easter.orthodox.date(inYear: 2026)  // 2026-04-12
///     Easter.western.date(inYear: 1700)   // 1700-03-31, Britain's (Julian) Easter
public enum Easter: Hashable, Sendable, CaseIterable {
  /// Western Easter: the Gregorian computus in years the reform counts as Gregorian, the Julian
  /// computus (and a Julian date) in years it counts as Julian, so that under the default 1752
  /// reform the dates before 1753 are the ones Britain kept.
  case western
  /// Orthodox Easter (Paskha): always the Julian computus, given as a date of the reform in force
  /// (so a Gregorian date after 1752 under the default reform).
  case orthodox

  /// Easter Sunday of `year` as a date of `reform`.
  public func date(inYear year: Int, reform: Reform = .greatBritain1752) -> CivilDate {
    reform.date(fromJulianDay: julianDay(inYear: year, reform: reform))
  }

  /// The Julian Day Number of Easter Sunday of `year` under `reform`.
  public func julianDay(inYear year: Int, reform: Reform = .greatBritain1752) -> Int {
    if self == .western && !reform.keepsJulianEaster(inYear: year) {
      return Reform.gregorianCalendarDay(Easter.gregorianComputus(year))
    }
    return Reform.julianCalendarDay(Easter.julianComputus(year))
  }

  /// The Gregorian computus, as a Gregorian date: the "anonymous Gregorian algorithm" (Nature,
  /// 1876; Meeus, Astronomical Algorithms, chapter 8). Valid for every Gregorian year.
  static func gregorianComputus(_ year: Int) -> CivilDate {
    let golden = floorModulo(year, 19)  // the year's place in the 19-year lunar cycle
    let century = floorDivide(year, 100)
    let yearOfCentury = floorModulo(year, 100)
    let leapCenturies = floorDivide(century, 4)  // century leap days kept (every 400 years)
    let lunarCorrection = floorDivide(century + 8, 25)  // the moon's drift against 19 solar years
    let solarCorrection = floorDivide(century - lunarCorrection + 1, 3)
    // The epact's stand-in: days from 21 March to the Paschal full moon, less 21.
    let fullMoon = floorModulo(19 * golden + century - leapCenturies - solarCorrection + 15, 30)
    let weekdayShift = floorModulo(
      32 + 2 * floorModulo(century, 4) + 2 * floorDivide(yearOfCentury, 4) - fullMoon - floorModulo(yearOfCentury, 4),
      7)
    let correction = floorDivide(golden + 11 * fullMoon + 22 * weekdayShift, 451)  // the 19 and 18 April exceptions
    let daysFromMarch = fullMoon + weekdayShift - 7 * correction + 114
    return CivilDate(year: year, month: floorDivide(daysFromMarch, 31), day: floorModulo(daysFromMarch, 31) + 1)
  }

  /// The Julian computus (Dionysius's tables), as a Julian-calendar date (Meeus, chapter 8).
  static func julianComputus(_ year: Int) -> CivilDate {
    let fullMoon = floorModulo(19 * floorModulo(year, 19) + 15, 30)  // days from 21 March, less 21
    // Days from the full moon to the next Sunday, less one: 4-year and 7-day cycles of weekdays.
    let weekdayShift = floorModulo(2 * floorModulo(year, 4) + 4 * floorModulo(year, 7) - fullMoon + 34, 7)
    let daysFromMarch = fullMoon + weekdayShift + 114
    return CivilDate(year: year, month: floorDivide(daysFromMarch, 31), day: floorModulo(daysFromMarch, 31) + 1)
  }
}

extension Reform {
  /// Whether Western Easter of `year` follows the Julian computus under these rules: every year
  /// under `.julian`, none under `.gregorian`, and under a reform the years whose spring came
  /// before it (up to 1752 under Britain's).
  public func keepsJulianEaster(inYear year: Int) -> Bool {
    // 21 March, the earliest the Paschal full moon can be, in the Julian calendar.
    Reform.julianCalendarDay(CivilDate(year: year, month: 3, day: 21)) < firstGregorianDay
  }
}

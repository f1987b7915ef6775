// Tests of Reform by country: gaps that open or close a month, leap years, days of the year,
// validity, moving across the gap, Easter and the grids around each country's switch.
import CalendarCore
import Testing

/// The reform of the country with code `code`, which the table must have.
private func country(_ code: String) -> Reform {
  guard let country = ReformCountry.named(code) else {
    Issue.record("no country \(code)")
    return .gregorian
  }
  return country.reform
}

private func date(_ year: Int, _ month: Int, _ day: Int) -> CivilDate { CivilDate(year: year, month: month, day: day) }

@Suite("Reform by country")
struct ReformCountryTests {
  @Test("Britain's entry is cal's default reform; the three named reforms keep their meaning")
  func britain() {
    #expect(country("GB") == .greatBritain1752)
    #expect(Reform(firstGregorianDay: 2_361_222) == .greatBritain1752)
    #expect(Reform(firstGregorianDay: Int.min) == .gregorian)
    #expect(Reform(firstGregorianDay: Int.max) == .julian)
    #expect(Reform.greatBritain1752.lastJulianDay == date(1752, 9, 2))
    #expect(Reform.gregorian.lastJulianDay == nil)
    #expect(ReformCountry.all.count == 34)
    #expect(ReformCountry.named("it")?.name == "Italy")
    #expect(ReformCountry.named("XX") == nil)
  }

  // Columns: country, year, month, the gap (last day before it, days skipped) or nil. Each as
  // `ncal -s CC month year` shows it (Debian ncal 12.1.8).
  @Test(arguments: [
    ("IT", 1582, 10, 4, 10), ("FR", 1582, 12, 9, 10), ("HU", 1587, 10, 21, 10), ("CH", 1655, 2, 0, 0),
    ("CH", 1655, 3, 0, 10), ("DK", 1700, 2, 18, 10), ("DK", 1700, 3, 0, 0), ("IS", 1700, 11, 16, 11),
    ("SE", 1753, 2, 17, 11), ("CN", 1911, 12, 18, 13), ("CN", 1912, 1, 0, 0), ("BG", 1916, 3, 0, 0),
    ("BG", 1916, 4, 0, 13), ("RU", 1918, 2, 0, 13), ("LV", 1918, 2, 1, 13), ("GR", 1924, 3, 9, 13),
  ])
  func gaps(code: String, year: Int, month: Int, lastDayBefore: Int, skippedDays: Int) {
    let gap = country(code).gap(in: YearMonth(year: year, month: month))
    if skippedDays == 0 {
      #expect(gap == nil)
    } else {
      #expect(gap?.lastDayBefore == lastDayBefore)
      #expect(gap?.skippedDays == skippedDays)
    }
  }

  // Columns: country, year, whether it has a 29 February. The Julian rule holds while the
  // Julian 29 February comes before the switch: Iceland (November 1700) had one, Denmark (from
  // 18 February 1700 to 1 March) did not.
  @Test(arguments: [
    ("IS", 1700, true), ("DK", 1700, false), ("DK", 1696, true), ("SE", 1752, true), ("SE", 1753, false),
    ("RU", 1900, true), ("RU", 1918, false), ("IT", 1500, true), ("IT", 1700, false), ("GR", 1924, true),
  ])
  func leapYears(code: String, year: Int, isLeap: Bool) {
    #expect(country(code).isLeapYear(year) == isLeap)
  }

  // Columns: country, date, whether it exists.
  @Test(arguments: [
    ("BG", date(1916, 3, 31), true), ("BG", date(1916, 4, 1), false), ("BG", date(1916, 4, 13), false),
    ("BG", date(1916, 4, 14), true), ("DK", date(1700, 2, 18), true), ("DK", date(1700, 2, 19), false),
    ("DK", date(1700, 2, 28), false), ("DK", date(1700, 2, 29), false), ("DK", date(1700, 3, 1), true),
    ("IS", date(1700, 2, 29), true), ("IS", date(1700, 11, 17), false), ("IS", date(1700, 11, 28), true),
    ("CN", date(1911, 12, 19), false), ("CN", date(1912, 1, 1), true),
  ])
  func validity(code: String, date: CivilDate, exists: Bool) {
    #expect(country(code).isValid(date) == exists)
  }

  // Columns: country, last Julian day, the day after it. ncal -p's dates and the next day ncal shows.
  @Test(arguments: [
    ("IT", date(1582, 10, 4), date(1582, 10, 15)), ("BG", date(1916, 3, 31), date(1916, 4, 14)),
    ("DK", date(1700, 2, 18), date(1700, 3, 1)), ("CN", date(1911, 12, 18), date(1912, 1, 1)),
    ("HU", date(1587, 10, 21), date(1587, 11, 1)), ("RU", date(1918, 1, 31), date(1918, 2, 14)),
  ])
  func movingAcrossTheGap(code: String, lastJulian: CivilDate, firstGregorian: CivilDate) {
    let reform = country(code)
    #expect(reform.date(lastJulian, advancedByDays: 1) == firstGregorian)
    #expect(reform.date(firstGregorian, advancedByDays: -1) == lastJulian)
    #expect(reform.days(from: lastJulian, to: firstGregorian) == 1)
    #expect(reform.lastJulianDay == lastJulian)
    #expect(reform.weekday(of: firstGregorian) == reform.weekday(of: lastJulian).advanced(by: 1))
  }

  @Test("a month moved onto a gap lands on the first day after it")
  func movingByMonths() {
    #expect(country("RU").date(date(1918, 1, 5), advancedByMonths: 1) == date(1918, 2, 14))
    #expect(country("RU").date(date(1918, 1, 20), advancedByMonths: 1) == date(1918, 2, 20))
    #expect(country("BG").date(date(1916, 5, 10), advancedByMonths: -1) == date(1916, 4, 14))
    #expect(country("DK").date(date(1700, 1, 25), advancedByMonths: 1) == date(1700, 2, 18))
    #expect(country("CN").date(date(1911, 11, 30), advancedByMonths: 1) == date(1911, 12, 18))
  }

  // Columns: country, date, cal -j's day of the year (the skipped days keep their numbers).
  @Test(arguments: [
    ("BG", date(1916, 4, 14), 105), ("RU", date(1918, 2, 14), 45), ("DK", date(1700, 3, 1), 60),
    ("IS", date(1700, 3, 1), 61), ("IT", date(1582, 10, 15), 288), ("SE", date(1753, 12, 31), 365),
  ])
  func dayOfYear(code: String, date: CivilDate, dayOfYear: Int) {
    #expect(country(code).dayOfYear(of: date) == dayOfYear)
  }

  // Columns: country, year, Western Easter as a date of the country's reform. The Julian computus
  // in years whose spring came before the switch. Oracle: convertdate's holidays.easter (Gregorian)
  // and _easter_julian (Julian date).
  @Test(arguments: [
    ("IT", 1582, date(1582, 4, 15)), ("IT", 1583, date(1583, 4, 10)), ("IS", 1700, date(1700, 3, 31)),
    ("DK", 1700, date(1700, 4, 11)), ("SE", 1753, date(1753, 4, 22)), ("SE", 1752, date(1752, 3, 29)),
    ("BG", 1916, date(1916, 4, 23)), ("RU", 1918, date(1918, 3, 31)),
  ])
  func easter(code: String, year: Int, expected: CivilDate) {
    #expect(Easter.western.date(inYear: year, reform: country(code)) == expected)
  }

  @Test("the grids walked cell by cell agree with the grids' cells around every switch")
  func gridsAroundEverySwitch() {
    var reforms = ReformCountry.all.map { ($0.code, $0.reform) }
    // A switch whose skipped days straddle two months: 25 October 1600 (Julian), then 5 November.
    reforms.append(("straddling", Reform(lastJulianDay: date(1600, 10, 25))))
    var failures: [String] = []
    for (code, reform) in reforms {
      let last = reform.lastJulianDay!
      for offset in -2...2 {
        let month = last.yearMonth.advanced(byMonths: offset)
        for firstWeekday in Weekday.allCases {
          let grid = MonthGrid(month: month, firstWeekday: firstWeekday, reform: reform)
          let walked = Array(grid)
          let indexed = grid.indices.map { grid[$0] }
          if walked != indexed { failures.append("\(code) \(month) \(firstWeekday)") }
          let inMonth = indexed.filter(\.isInMonth)
          let days = inMonth.map(\.date)
          let dayCount = reform.numberOfDays(inMonth: month.month, year: month.year)
          if days != days.filter(reform.isValid) || inMonth.count != dayCount {
            failures.append("\(code) \(month): in-month days \(days)")
          }
          if grid.next != MonthGrid(month: month.next, firstWeekday: firstWeekday, reform: reform) {
            failures.append("\(code) \(month) next")
          }
          if grid.previous != MonthGrid(month: month.previous, firstWeekday: firstWeekday, reform: reform) {
            failures.append("\(code) \(month) previous")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(10))")
  }

  @Test("the straddling switch: both months lose days, and day numbers run on across them")
  func straddlingSwitch() {
    let reform = Reform(lastJulianDay: date(1600, 10, 25))
    #expect(reform.gap(in: YearMonth(year: 1600, month: 10))! == (lastDayBefore: 25, skippedDays: 6))
    #expect(reform.gap(in: YearMonth(year: 1600, month: 11))! == (lastDayBefore: 0, skippedDays: 4))
    #expect(reform.date(date(1600, 10, 25), advancedByDays: 1) == date(1600, 11, 5))
    #expect(reform.julianDay(of: date(1600, 11, 1)) == reform.julianDay(of: date(1600, 11, 5)))
    #expect(reform.firstExistingDay(ofMonth: YearMonth(year: 1600, month: 11)) == 5)
  }
}

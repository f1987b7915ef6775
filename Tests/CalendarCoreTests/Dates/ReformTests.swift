// Tests of Reform: validity, day numbers, weekdays and days of the year.
import CalendarCore
import SwiftcalTestSupport
import Testing

@Suite("Reform")
struct ReformTests {
  // MARK: - Hand-checked facts

  // year, leap under .greatBritain1752, under .gregorian, under .julian.
  // Britain kept Julian leap years up to 1752, so 29 February 1700 happened there; 1800 and 1900
  // are Gregorian common years; every fourth year is a Julian leap year.
  @Test(arguments: [
    (4, true, true, true),
    (100, true, false, true),
    (1500, true, false, true),
    (1600, true, true, true),
    (1700, true, false, true),
    (1752, true, true, true),
    (1800, false, false, true),
    (1900, false, false, true),
    (2000, true, true, true),
    (2024, true, true, true),
    (2026, false, false, false),
    (2100, false, false, true),
  ])
  func leapYears(year: Int, britain: Bool, gregorian: Bool, julian: Bool) {
    #expect(Reform.greatBritain1752.isLeapYear(year) == britain)
    #expect(Reform.gregorian.isLeapYear(year) == gregorian)
    #expect(Reform.julian.isLeapYear(year) == julian)
  }

  // date, reform, its JDN. Sources: JDN 0 is 1 January 4713 BC (year -4712) in the Julian
  // calendar; 1 January 1 is JD 1721423.5 (Julian) and 1721425.5 (Gregorian) at midnight, and
  // 15 October 1582 is JD 2299160.5 (Meeus, Astronomical Algorithms, ch. 7); 1 January 1970 is
  // JDN 2440588 (the Unix epoch); J2000.0 is JD 2451545.0, noon of 1 January 2000.
  @Test(arguments: [
    (CivilDate(year: -4712, month: 1, day: 1), Reform.julian, 0),
    (CivilDate(year: 1, month: 1, day: 1), .julian, 1_721_424),
    (CivilDate(year: 1, month: 1, day: 1), .greatBritain1752, 1_721_424),
    (CivilDate(year: 1, month: 1, day: 1), .gregorian, 1_721_426),
    (CivilDate(year: 1582, month: 10, day: 4), .julian, 2_299_160),
    (CivilDate(year: 1582, month: 10, day: 15), .gregorian, 2_299_161),
    (CivilDate(year: 1752, month: 9, day: 2), .greatBritain1752, 2_361_221),
    (CivilDate(year: 1752, month: 9, day: 14), .greatBritain1752, 2_361_222),
    (CivilDate(year: 1970, month: 1, day: 1), .gregorian, 2_440_588),
    (CivilDate(year: 2000, month: 1, day: 1), .greatBritain1752, 2_451_545),
  ])
  func knownJulianDays(date: CivilDate, reform: Reform, julianDay: Int) {
    #expect(reform.julianDay(of: date) == julianDay)
    #expect(reform.date(fromJulianDay: julianDay) == date)
  }

  // MARK: - The 1752 gap

  @Test func britainSkipsThirdToThirteenthOfSeptember1752() {
    let britain = Reform.greatBritain1752
    let second = CivilDate(year: 1752, month: 9, day: 2)
    let fourteenth = CivilDate(year: 1752, month: 9, day: 14)
    // The Calendar (New Style) Act 1750: Wednesday 2 September was followed by Thursday 14 September.
    #expect(britain.weekday(of: second) == .wednesday)
    #expect(britain.weekday(of: fourteenth) == .thursday)
    #expect(britain.julianDay(of: fourteenth) == britain.julianDay(of: second) + 1)
    #expect(britain.date(fromJulianDay: britain.julianDay(of: second) + 1) == fourteenth)
    #expect(britain.numberOfDays(inMonth: 9, year: 1752) == 19)
    #expect(britain.lastDay(ofMonth: 9, year: 1752) == 30)
    // `cal -j 9 1752` (reference/expected/sep1752-julian.out) numbers the 2nd 246, the 14th 258.
    #expect(britain.dayOfYear(of: second) == 246)
    #expect(britain.dayOfYear(of: fourteenth) == 258)
    #expect(britain.dayOfYear(of: CivilDate(year: 1752, month: 12, day: 31)) == 366)
  }

  @Test(arguments: 1...30)
  func septemberDaysOf1752(day: Int) {
    let date = CivilDate(year: 1752, month: 9, day: day)
    let inGap = (3...13).contains(day)
    #expect(Reform.greatBritain1752.isValid(date) == !inGap)
    #expect(Reform.gregorian.isValid(date))
    #expect(Reform.julian.isValid(date))
  }

  @Test(arguments: Reform.allCases)
  func onlyBritainHasAGap(reform: Reform) {
    var failures = FailureLog()
    for year in 1...3000 {
      for month in 1...12 {
        let yearMonth = YearMonth(year: year, month: month)
        let expectsGap = reform == .greatBritain1752 && year == 1752 && month == 9
        failures.check((reform.gap(in: yearMonth) != nil) == expectsGap, "gap in \(yearMonth)")
      }
    }
    failures.report()
    #expect(Reform.greatBritain1752.gap(in: YearMonth(year: 1752, month: 9))! == (2, 11))
  }

  // MARK: - Against the independent model, day by day

  // reform, years walked day by day: the first years, both reforms (1582 and 1752) and the days
  // around them, today's era, the last four-digit years; the long sweep below walks wider ranges.
  // (WholeRangeSweepTests checks every month of 1–9999; walking every day of them would take a debug
  // build a minute.)
  @Test(arguments: Reform.allCases, [1...8, 1580...1584, 1750...1754, 1999...2001, 9996...9999])
  func everyDayMatchesWalkedDayNumbers(reform: Reform, years: ClosedRange<Int>) {
    Self.checkEveryDay(reform: reform, years: years)
  }

  static func checkEveryDay(reform: Reform, years: ClosedRange<Int>) {
    var failures = FailureLog()
    var walker = MonthWalker(reform: reform)
    walker.advance(toYear: years.lowerBound)
    while walker.year <= years.upperBound {
      let firstWeekday = IndependentCalendar.weekday(
        of: CivilDate(year: walker.year, month: walker.month, day: walker.days[0]), reform: reform)
      for (offset, day) in walker.days.enumerated() {
        let date = CivilDate(year: walker.year, month: walker.month, day: day)
        let julianDay = walker.firstJulianDay + offset
        failures.checkEqual(reform.julianDay(of: date), julianDay, "\(reform) JDN of \(date)")
        failures.checkEqual(reform.date(fromJulianDay: julianDay), date, "\(reform) date of JDN \(julianDay)")
        failures.checkEqual(
          reform.weekday(of: date), firstWeekday.advancedByCounting(offset), "\(reform) weekday of \(date)")
        failures.check(reform.isValid(date), "\(reform) \(date) is valid")
        failures.checkEqual(
          reform.dayOfYear(of: date), IndependentCalendar.dayOfYear(date, reform: reform),
          "\(reform) day of year of \(date)")
      }
      walker.advance()
    }
    failures.report()
  }

  @Test(arguments: Reform.allCases)
  func validityMatchesTheDaysOfEachMonth(reform: Reform) {
    var failures = FailureLog()
    for year in 1695...1805 {
      for month in 0...13 {
        let days = (1...12).contains(month) ? IndependentCalendar.days(ofMonth: month, year: year, reform: reform) : []
        for day in -1...32 {
          let date = CivilDate(year: year, month: month, day: day)
          failures.checkEqual(reform.isValid(date), days.contains(day), "\(reform) isValid(\(date))")
        }
      }
    }
    failures.report()
  }

  // MARK: - Against Foundation

  // reform, years in which Foundation's calendar follows the same rules (the long sweep below
  // checks all of them: 1–1581 and 1583 or 1753–2600).
  @Test(arguments: [
    (Reform.julian, 1...20), (.julian, 1560...1581), (.greatBritain1752, 1...20), (.greatBritain1752, 1753...1780),
    (.gregorian, 1583...1610), (.gregorian, 2000...2028),
  ])
  func firstOfEveryMonthMatchesFoundation(reform: Reform, years: ClosedRange<Int>) {
    Self.checkFirstOfEveryMonthAgainstFoundation(reform: reform, years: years)
  }

  static func checkFirstOfEveryMonthAgainstFoundation(reform: Reform, years: ClosedRange<Int>) {
    let foundation = FoundationReference()
    var failures = FailureLog()
    for year in years {
      for month in 1...12 {
        let first = CivilDate(year: year, month: month, day: 1)
        failures.checkEqual(reform.julianDay(of: first), foundation.julianDay(of: first), "\(reform) JDN of \(first)")
        failures.checkEqual(reform.weekday(of: first), foundation.weekday(of: first), "\(reform) weekday of \(first)")
        failures.checkEqual(
          reform.numberOfDays(inMonth: month, year: year), foundation.numberOfDays(inMonthOf: first),
          "\(reform) days in \(first.yearMonth)")
      }
    }
    failures.report()
  }

  @Test func zellerAgreesWithFoundation() {
    // The independent model is only worth checking against if it is right: a sample of both sides
    // of 1582 against Foundation.
    let foundation = FoundationReference()
    var failures = FailureLog()
    for year in stride(from: 1, through: 3000, by: 7) where year != 1582 {
      for month in 1...12 {
        let date = CivilDate(year: year, month: month, day: 13)
        let zeller = IndependentCalendar.zellerWeekday(year: year, month: month, day: 13, gregorian: year > 1582)
        failures.checkEqual(zeller, foundation.weekday(of: date), "Zeller for \(date)")
      }
    }
    failures.report()
  }
}

@Suite("Reform, day by day over wide ranges", .longSweep)
struct ReformLongSweepTests {
  // reform, years walked day by day.
  @Test(arguments: Reform.allCases, [1...40, 1575...1760, 1990...2030, 9960...9999])
  func everyDayMatchesWalkedDayNumbers(reform: Reform, years: ClosedRange<Int>) {
    ReformTests.checkEveryDay(reform: reform, years: years)
  }

  // reform, years in which Foundation's calendar follows the same rules.
  @Test(arguments: [
    (Reform.julian, 1...1581), (.greatBritain1752, 1...1581), (.greatBritain1752, 1753...2600),
    (.gregorian, 1583...2600),
  ])
  func firstOfEveryMonthMatchesFoundation(reform: Reform, years: ClosedRange<Int>) {
    ReformTests.checkFirstOfEveryMonthAgainstFoundation(reform: reform, years: years)
  }
}

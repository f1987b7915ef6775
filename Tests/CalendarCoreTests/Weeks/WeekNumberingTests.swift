// Tests of WeekNumbering: week numbers and first days of weeks.
import CalendarCore
import SwiftcalTestSupport
import Testing

@Suite("WeekNumbering")
struct WeekNumberingTests {
  @Test(arguments: Weekday.allCases)
  func calUsesISOOnlyForWeeksStartingOnMonday(firstWeekday: Weekday) {
    #expect(WeekNumbering.matching(firstWeekday: firstWeekday) == (firstWeekday == .monday ? .iso : .us))
  }

  // MARK: - Every day against independent computations

  // years: 28 years around 2000, a century year that is not leap and its neighbours (the long
  // sweep below checks every day of 1900–2100).
  @Test(arguments: [1990...2017, 2099...2101])
  func isoWeeksMatchFoundationEveryDay(years: ClosedRange<Int>) {
    Self.checkISOWeeksAgainstFoundation(years: years)
  }

  static func checkISOWeeksAgainstFoundation(years: ClosedRange<Int>) {
    // Foundation's ISO 8601 calendar, Gregorian from 1582, so both Gregorian reforms agree here.
    let foundation = FoundationReference(.iso8601)
    var failures = FailureLog()
    var walker = MonthWalker(reform: .gregorian)
    walker.advance(toYear: years.lowerBound)
    while walker.year <= years.upperBound {
      for day in walker.days {
        let date = CivilDate(year: walker.year, month: walker.month, day: day)
        let expected = foundation.week(of: date).week
        failures.checkEqual(
          Reform.gregorian.weekNumber(of: date, numbering: .iso), expected, "gregorian ISO week of \(date)")
        failures.checkEqual(
          Reform.greatBritain1752.weekNumber(of: date, numbering: .iso), expected, "1752 ISO week of \(date)")
      }
      walker.advance()
    }
    failures.report()
  }

  // reform, years checked day by day against weeks found by counting Thursdays and Sundays.
  @Test(arguments: [
    (Reform.greatBritain1752, 1745...1760), (.greatBritain1752, 1990...2030), (.gregorian, 1...30),
    (.gregorian, 2370...2410), (.julian, 1...30), (.julian, 1575...1590),
  ])
  func weeksMatchCountedWeeksEveryDay(reform: Reform, years: ClosedRange<Int>) {
    var failures = FailureLog()
    for year in years {
      for entry in IndependentWeeks(year: year, reform: reform).entries {
        let date = entry.date
        failures.checkEqual(
          reform.weekNumber(of: date, numbering: .iso), entry.isoWeek, "\(reform) ISO week of \(date)")
        failures.checkEqual(reform.weekNumber(of: date, numbering: .us), entry.usWeek, "\(reform) US week of \(date)")
      }
    }
    failures.report()
  }

  // years: 41 years with 2000 and 2028, the years of 54 weeks in them (1753–2200 is the long sweep's).
  @Test(arguments: [1990...2030])
  func usYearsHaveFiftyThreeOrFiftyFourWeeks(years: ClosedRange<Int>) {
    Self.checkLastUSWeeks(years: years)
  }

  static func checkLastUSWeeks(years: ClosedRange<Int>) {
    // A US year's last week is 54 exactly when 31 December falls on the 54th Sunday-started week:
    // a leap year that starts on Saturday.
    var failures = FailureLog()
    for year in years {
      let weeks = IndependentWeeks(year: year, reform: .greatBritain1752).entries
      let last = Reform.greatBritain1752.weekNumber(of: CivilDate(year: year, month: 12, day: 31), numbering: .us)
      let expected = IndependentCalendar.isGregorianLeapYear(year) && weeks[0].weekday == .saturday ? 54 : 53
      failures.checkEqual(last, expected, "US weeks in \(year)")
    }
    failures.report()
  }

  // year, US week of 31 December. 2026: week-year.out (`cal -y -w 2026`) shows 53 in December.
  // 2000 and 2028 are leap years beginning on Saturday (1 January 2027 is a Friday in
  // week-year-monday.out, so 1 January 2028 is a Saturday), so their 31 December is a Sunday in
  // week 54.
  @Test(arguments: [(2026, 53), (2000, 54), (2028, 54), (2027, 53)])
  func lastUSWeek(year: Int, week: Int) {
    #expect(Reform.greatBritain1752.weekNumber(of: CivilDate(year: year, month: 12, day: 31), numbering: .us) == week)
  }

  // MARK: - The first day of a week

  // date, numbering, week, the first day of that week in date's year (or nil).
  // ISO: 2026 begins on a Thursday, so its week 1 starts on Monday 29 December 2025 and it has a
  // week 53 starting on Monday 28 December; 1–3 January 2027 are in that week 53
  // (week-year-monday.out) and week 1 of 2027 starts on 4 January. 1 January 2010 is a Friday in
  // week 53 of 2009 (what `cal --week=53 2010` shows). 2019 begins on a Tuesday and has 52 weeks.
  // US: 31 December 2000 opens week 54; 2026 has no week 54 (week-year.out ends on 53).
  @Test(
    arguments: [
      (2026, WeekNumbering.iso, 1, CivilDate(year: 2026, month: 1, day: 1)),
      (2026, .iso, 2, CivilDate(year: 2026, month: 1, day: 5)),
      (2026, .iso, 53, CivilDate(year: 2026, month: 12, day: 28)),
      (2027, .iso, 53, CivilDate(year: 2027, month: 1, day: 1)),
      (2027, .iso, 1, CivilDate(year: 2027, month: 1, day: 4)),
      (2010, .iso, 53, CivilDate(year: 2010, month: 1, day: 1)),
      (2019, .iso, 53, nil),
      (2026, .iso, 54, nil),
      (2026, .iso, 0, nil),
      (2026, .us, 1, CivilDate(year: 2026, month: 1, day: 1)),
      (2026, .us, 2, CivilDate(year: 2026, month: 1, day: 4)),
      (2026, .us, 53, CivilDate(year: 2026, month: 12, day: 27)),
      (2026, .us, 54, nil),
      (2000, .us, 54, CivilDate(year: 2000, month: 12, day: 31)),
      (2000, .us, 55, nil),
      (2026, .us, -1, nil),
    ] as [(Int, WeekNumbering, Int, CivilDate?)])
  func firstDayOfWeek(year: Int, numbering: WeekNumbering, week: Int, expected: CivilDate?) {
    #expect(Reform.greatBritain1752.firstDay(ofWeek: week, year: year, numbering: numbering) == expected)
  }

  @Test(arguments: [Int.max, Int.min, 1_000_000])
  func hugeWeekNumbersAreNotWeeks(week: Int) {
    // Regression: week numbers far out of range overflowed `(week - 1) * 7` and trapped.
    for numbering in [WeekNumbering.iso, .us] {
      #expect(Reform.greatBritain1752.firstDay(ofWeek: week, year: 2026, numbering: numbering) == nil)
    }
  }

  // reform, years: every week number from 0 to 56 against a search of the year's days (the long
  // sweep below searches wider ranges).
  @Test(arguments: [(Reform.greatBritain1752, 1750...1754), (.gregorian, 2020...2034), (.julian, 1...6)])
  func firstDayOfEveryWeekMatchesASearch(reform: Reform, years: ClosedRange<Int>) {
    Self.checkFirstDayOfEveryWeek(reform: reform, years: years)
  }

  static func checkFirstDayOfEveryWeek(reform: Reform, years: ClosedRange<Int>) {
    var failures = FailureLog()
    for year in years {
      let weeks = IndependentWeeks(year: year, reform: reform)
      for numbering in [WeekNumbering.iso, .us] {
        for week in 0...56 {
          failures.checkEqual(
            reform.firstDay(ofWeek: week, year: year, numbering: numbering),
            weeks.firstDay(ofWeek: week, numbering: numbering), "\(reform) \(numbering) week \(week) of \(year)")
        }
      }
    }
    failures.report()
  }
}

@Suite("WeekNumbering over wide ranges", .longSweep)
struct WeekNumberingLongSweepTests {
  // reform, years: every week number from 0 to 56 against a search of the year's days.
  @Test(arguments: [(Reform.greatBritain1752, 1740...1830), (.gregorian, 1990...2060), (.julian, 1...60)])
  func firstDayOfEveryWeekMatchesASearch(reform: Reform, years: ClosedRange<Int>) {
    WeekNumberingTests.checkFirstDayOfEveryWeek(reform: reform, years: years)
  }

  @Test func usYearsHaveFiftyThreeOrFiftyFourWeeks() {
    WeekNumberingTests.checkLastUSWeeks(years: 1753...2200)
  }

  @Test func isoWeeksMatchFoundationEveryDayFrom1900To2100() {
    WeekNumberingTests.checkISOWeeksAgainstFoundation(years: 1900...2100)
  }
}

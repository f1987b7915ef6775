// Tests of the calendar facts the help and manual page state about --reform.

import CalendarCore
import Testing

/// The calendar facts that `--help` and the manual page state about `--reform`, checked against
/// the model so that the documentation cannot drift from it.
@Suite("Reform facts the manual states")
struct ManualReformFactsTests {
  @Test("1752: 2 September 1752 is followed by 14 September")
  func britishReformSkipsEleventhDays() {
    let reform = Reform.greatBritain1752
    let before = CivilDate(year: 1752, month: 9, day: 2)
    let after = CivilDate(year: 1752, month: 9, day: 14)
    #expect(reform.julianDay(of: after) - reform.julianDay(of: before) == 1)
    for day in 3...13 {
      #expect(!reform.isValid(CivilDate(year: 1752, month: 9, day: day)), "day \(day)")
    }
  }

  // Columns: reform, year, whether it is a leap year ("Gregorian rules for every date",
  // "Julian rules for every date").
  @Test(arguments: [
    (Reform.gregorian, 1700, false), (Reform.gregorian, 1600, true), (Reform.julian, 1900, true),
    (Reform.julian, 2100, true), (Reform.greatBritain1752, 1700, true), (Reform.greatBritain1752, 1900, false),
  ])
  func leapYearRules(reform: Reform, year: Int, isLeap: Bool) {
    #expect(reform.isLeapYear(year) == isLeap)
  }
}

// RecurrenceExpansionTests: what forEachStart promises its callers: windows, COUNT, UNTIL, DTSTART, ends.

import CalendarCore
import Events
import Testing

@Suite struct RecurrenceExpansionTests {
  // Columns: a rule, its DTSTART. Rules of every kind, with COUNT (counted before the window) and without
  // (the walk jumping to the window).
  static let rules: [(String, LocalDateTime)] = [
    ("FREQ=WEEKLY;BYDAY=MO,WE,FR", time(2019, 3, 6, 8, 30)),
    ("FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=400", time(2019, 3, 6, 8, 30)),
    ("FREQ=WEEKLY;INTERVAL=3;COUNT=300", time(2012, 2, 29)),
    ("FREQ=MONTHLY;BYMONTHDAY=31;COUNT=90", time(2020, 1, 31)),
    ("FREQ=MONTHLY;COUNT=200", time(2019, 1, 31)),
    ("FREQ=MONTHLY;BYDAY=-1SU;BYHOUR=1,13", time(2001, 1, 1)),
    ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=150", time(2015, 6, 30, 17)),
    ("FREQ=YEARLY;COUNT=30", time(2000, 2, 29)),
    ("FREQ=YEARLY;BYMONTH=3,10;BYDAY=-1SU", time(1996, 3, 31, 1)),
    ("FREQ=YEARLY;BYWEEKNO=1,-1;BYDAY=TH;COUNT=40", time(2003, 1, 2)),
    ("FREQ=DAILY;INTERVAL=3;BYDAY=SA,SU;COUNT=500", time(2018, 5, 5, 22)),
    ("FREQ=DAILY;COUNT=3000", time(2020, 1, 1, 7)),
    ("FREQ=HOURLY;INTERVAL=5;BYDAY=MO;COUNT=900", time(2025, 11, 3, 2)),
    ("FREQ=MINUTELY;INTERVAL=45;BYHOUR=9,10;COUNT=2000", time(2026, 1, 1, 9)),
    ("FREQ=SECONDLY;INTERVAL=7919;BYMINUTE=0,30", time(2026, 6, 1)),
  ]

  /// The starts within a window are those of the whole expansion that fall in it, whether the walk
  /// jumped to the window or counted its way there.
  @Test(arguments: rules)
  func aWindowGivesTheStartsOfTheWholeExpansionThatFallInIt(text: String, start: LocalDateTime) throws {
    let end = time(2027, 12, 31)
    let all = try starts(text, from: start, within: start...end, limit: 100_000).starts
    for (low, high) in [(time(2026, 1, 1), time(2026, 12, 31, 23)), (time(2026, 12, 3, 9, 30), time(2026, 12, 3, 9, 30)),
      (time(2024, 2, 29), time(2024, 3, 31)), (time(1990, 1, 1), time(2019, 3, 6, 8, 30))]
    {
      let inWindow = try starts(text, from: start, within: low...high, limit: 100_000).starts
      #expect(inWindow == all.filter { (low...high).contains($0) }, "\(text) in \(low.testDescription)...")
    }
  }

  @Test func dtstartIsGivenOnlyWhenTheRuleMatchesIt() throws {
    // Thursday 3 December 2026 is no Monday.
    #expect(try starts("FREQ=WEEKLY;BYDAY=MO;COUNT=2", from: time(2026, 12, 3)).starts == days(2026, 12, [7, 14]))
    #expect(try starts("FREQ=WEEKLY;COUNT=2", from: time(2026, 12, 3)).starts == days(2026, 12, [3, 10]))
  }

  @Test func anAllDayStartRepeatsAtMidnight() throws {
    let birthday = LocalDateTime(year: 2000, month: 2, day: 29)
    #expect(
      try starts("FREQ=YEARLY", from: birthday, within: time(2020, 1, 1)...time(2029, 1, 1)).starts
        == [2020, 2024, 2028].map { LocalDateTime(year: $0, month: 2, day: 29) })
  }

  @Test func countAndUntilTogetherEndAtTheEarlier() throws {
    let text = "FREQ=DAILY;COUNT=5;UNTIL=20260103"
    #expect(try starts(text, from: time(2026, 1, 1, 0), until: time(2026, 1, 3, 0)).starts.count == 3)
    #expect(try starts(text, from: time(2026, 1, 1, 0), until: time(2026, 1, 30, 0)).starts.count == 5)
  }

  @Test func saysWhyItEnded() throws {
    let start = time(2026, 1, 5)
    let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY")
    #expect(rule.forEachStart(from: start, until: nil, within: start...time(2026, 2, 1)) { _ in true } == .windowEnded)
    #expect(rule.forEachStart(from: start, until: time(2026, 1, 20), within: start...time(2026, 2, 1)) { _ in true }
      == .finished)
    #expect(rule.forEachStart(from: start, until: nil, within: start...time(2026, 2, 1)) { _ in false } == .stopped)
    #expect(rule.forEachStart(from: start, until: nil, within: time(2025, 1, 1)...time(2025, 2, 1)) { _ in true }
      == .windowEnded)
    let counted = try RecurrenceRule(parsing: "FREQ=WEEKLY;COUNT=2")
    #expect(counted.forEachStart(from: start, until: nil, within: time(2027, 1, 1)...time(2027, 2, 1)) { _ in true }
      == .finished)
    #expect(
      counted.forEachStart(from: start, until: nil, within: start...time(2027, 2, 1)) { _ in true } == .finished)
    // Years end at 9999.
    #expect(
      try starts("FREQ=YEARLY", from: time(9998, 6, 1), within: time(9998, 1, 1)...time(9999, 12, 31, 23))
        == ([time(9998, 6, 1), time(9999, 6, 1)], .finished))
  }
}

// RecurrenceHostileRuleTests: rules that match nothing, or too much, end at once, without a trap.

import CalendarCore
import Events
import Testing

@Suite struct RecurrenceHostileRuleTests {
  /// The expansion of `text` from `start` over `window`, at most 100 starts, and how long it took.
  /// The time is a guard against a hang, ten seconds for a debug build on a loaded machine: how fast these
  /// rules end is measured on the release build, not here (what each does is checked exactly).
  func expand(
    _ text: String, from start: LocalDateTime = time(2000, 1, 1),
    within window: ClosedRange<LocalDateTime> = time(2026, 1, 1)...time(2026, 12, 31, 23)
  ) throws -> (starts: [LocalDateTime], end: RecurrenceExpansionEnd, duration: Duration) {
    var result: (starts: [LocalDateTime], end: RecurrenceExpansionEnd) = ([], .finished)
    let duration = try ContinuousClock().measure {
      result = try starts(text, from: start, within: window, limit: 100)
    }
    return (result.starts, result.end, duration)
  }

  // Columns: a rule that can never match, from DTSTART 2000-01-01.
  @Test(arguments: [
    "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
    "FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=2",
    "FREQ=WEEKLY;BYMONTHDAY=31;BYMONTH=4",
    "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31",
    "FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO;BYSETPOS=2",
    "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6",
    "FREQ=YEARLY;BYYEARDAY=366;BYMONTH=1",
    "FREQ=HOURLY;INTERVAL=4;BYHOUR=2",
    "FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30",
    "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30",
    "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;COUNT=1000000000",
    "FREQ=DAILY;BYSECOND=60",
    "FREQ=WEEKLY;BYSETPOS=8",
    "FREQ=SECONDLY;BYSETPOS=-2;COUNT=5",
    "FREQ=MINUTELY;INTERVAL=2;BYMINUTE=1,3,5",
  ])
  func aRuleThatMatchesNothingEndsFinished(text: String) throws {
    // Every period of the whole range is examined when nothing is found: the window reaches the end.
    let result = try expand(text, within: time(2000, 1, 1)...time(9999, 12, 31, 23))
    #expect(result.starts.isEmpty)
    #expect(result.end == .finished)
    #expect(result.duration < hangLimit)
  }

  @Test func aCountOfABillionSecondsSkipsToTheWindowArithmetically() throws {
    let result = try expand("FREQ=SECONDLY;COUNT=1000000000", from: time(1995, 1, 1, 0))
    #expect(result.starts.first == time(2026, 1, 1))
    #expect(result.starts.count == 100)
    #expect(result.end == .stopped)
    // A billion seconds from 1995 end in September 2026.
    let late = try expand(
      "FREQ=SECONDLY;COUNT=1000000000", from: time(1995, 1, 1, 0), within: time(2027, 1, 1)...time(2027, 2, 1))
    #expect(late.starts.isEmpty)
    #expect(late.end == .finished)
    #expect(result.duration + late.duration < hangLimit)
  }

  @Test func aRareSecondlyRuleCountedFromLongAgoRunsOutOfBudget() throws {
    let result = try expand("FREQ=SECONDLY;COUNT=1000000000;BYMINUTE=5", from: time(1990, 1, 1, 0))
    #expect(result.starts.isEmpty)
    #expect(result.end == .budgetExhausted)
    #expect(result.duration < hangLimit)
  }

  @Test(arguments: ["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"])
  func hugeNumbersDoNotOverflow(frequency: String) throws {
    for text in [
      "FREQ=\(frequency);INTERVAL=2147483647",
      "FREQ=\(frequency);INTERVAL=99999999999999999999;COUNT=99999999999999999999",
      "FREQ=\(frequency);COUNT=9223372036854775807;BYSETPOS=-366,366;BYMONTHDAY=-31,31",
    ] {
      let result = try expand(text, within: time(1, 1, 1)...time(9999, 12, 31))
      #expect(result.duration < hangLimit, "\(text)")
      #expect(result.starts.first == nil || result.starts.first! >= time(2000, 1, 1), "\(text)")
    }
    let rule = try RecurrenceRule(parsing: "FREQ=\(frequency);BYMONTHDAY=1")
    let extremes = LocalDateTime(seconds: Int.min)...LocalDateTime(seconds: Int.max)
    var count = 0
    let lastMonth = time(9999, 12, 1)
    let end = rule.forEachStart(from: lastMonth, until: LocalDateTime(seconds: Int.max), within: extremes) { _ in
      count += 1
      return count < 1000
    }
    #expect(end == .finished || end == .stopped || end == .budgetExhausted)
    let outside = [LocalDateTime(seconds: Int.min), time(0, 12, 31), time(10_000, 1, 1), LocalDateTime(seconds: Int.max)]
    for start in outside {
      #expect(rule.forEachStart(from: start, until: nil, within: extremes) { _ in true } == .finished)
    }
  }

  @Test func aRuleMadeWithValuesOutOfRangeGivesWhatItsValidValuesGive() {
    var rule = RecurrenceRule(frequency: .monthly)
    rule.interval = 0
    rule.byMonth = [13, -1, 0, 3]
    rule.byMonthDay = [0, 40, -40, 1]
    rule.byHour = [99, -1, 9]
    rule.bySetPosition = [0, 1]
    rule.byDay = [.init(ordinal: 99, weekday: .monday), .init(weekday: .sunday)]
    rule.byYearDay = [0, 1000, -1000]
    rule.byWeekNumber = [0, 99, -99]
    var count = 0
    let window = time(2026, 1, 1)...time(2030, 1, 1)
    let end = rule.forEachStart(from: time(2026, 1, 1), until: nil, within: window) { _ in
      count += 1
      return true
    }
    #expect(count == 0)
    #expect(end == .windowEnded || end == .finished)
    rule.byYearDay = []
    rule.byWeekNumber = []
    var found: [LocalDateTime] = []
    rule.forEachStart(from: time(2026, 1, 1), until: nil, within: window) {
      found.append($0)
      return true
    }
    // The 1st of March, a Sunday, in 2026…2029: 2026 only.
    #expect(found == [time(2026, 3, 1)])
  }
}

/// How long a hostile rule may take in a test before it counts as a hang.
private let hangLimit = Duration.seconds(10)

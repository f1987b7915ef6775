// RecurrenceOneStartTests: the arithmetic of rules whose every period gives one start, against the general walk.

import CalendarCore
@testable import Events
import SwiftcalTestSupport
import Testing

/// `walkOneStartPeriods` finds a start from its period's number; `walkCalendarPeriods` builds each period's
/// days and tests them. For thousands of random rules of that kind (every frequency of days or longer,
/// INTERVAL, COUNT, UNTIL, WKST, DTSTARTs from the year 1 to 9999, windows before, around and past them)
/// both must give the same starts and end for the same reason.
@Suite struct RecurrenceOneStartTests {
  /// A random rule of the kind, a DTSTART, an UNTIL and a window; the same on every run.
  struct Case {
    var rule: String
    var start: LocalDateTime
    var until: LocalDateTime?
    var window: ClosedRange<LocalDateTime>
  }

  static func randomCases(count: Int, seed: UInt64) -> [Case] {
    var generator = SeededGenerator(seed: seed)
    let frequencies = ["YEARLY", "MONTHLY", "WEEKLY", "DAILY"]
    let weekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
    func randomYear() -> Int {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: return Int.random(in: 1...9999, using: &generator)
      case 1: return Int.random(in: 9990...9999, using: &generator)
      case 2: return Int.random(in: 1...10, using: &generator)
      default: return Int.random(in: 1900...2100, using: &generator)
      }
    }
    func randomTime(near year: Int) -> LocalDateTime {
      let date = CivilDate(
        year: min(9999, max(1, year)), month: Int.random(in: 1...12, using: &generator),
        day: Int.random(in: 1...28, using: &generator))
      return LocalDateTime(julianDay: Reform.gregorian.julianDay(of: date))
        .adding(seconds: Int.random(in: 0..<86_400, using: &generator))
    }
    var cases: [Case] = []
    for _ in 0..<count {
      let frequency = frequencies.randomElement(using: &generator)!
      var parts = ["FREQ=\(frequency)"]
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: parts.append("INTERVAL=\(Int.random(in: 2...400, using: &generator))")
      case 1, 2: parts.append("INTERVAL=\(Int.random(in: 2...13, using: &generator))")
      default: break
      }
      if Int.random(in: 0..<3, using: &generator) == 0 {
        parts.append("COUNT=\(Int.random(in: 1...500, using: &generator))")
      }
      if Int.random(in: 0..<3, using: &generator) == 0 {
        parts.append("WKST=\(weekdays.randomElement(using: &generator)!)")
      }
      let year = randomYear()
      var start = randomTime(near: year)
      // Days every month or year has, and some that the arithmetic must leave to the general walk.
      if Int.random(in: 0..<8, using: &generator) == 0 {
        let day = [29, 30, 31].randomElement(using: &generator)!
        let month = frequency == "YEARLY" ? 2 : Int.random(in: 1...12, using: &generator)
        if day <= Reform.gregorian.lastDay(ofMonth: month, year: year) {
          start = LocalDateTime(
            julianDay: Reform.gregorian.julianDay(of: CivilDate(year: year, month: month, day: day))
          ).adding(seconds: start.secondOfDay)
        }
      }
      let until = Int.random(in: 0..<3, using: &generator) == 0
        ? randomTime(near: year + Int.random(in: -2...300, using: &generator)) : nil
      let reach = Int.random(in: 0..<4, using: &generator) == 0 ? 400 : 30
      let lower = randomTime(near: year + Int.random(in: -5...reach, using: &generator))
      let days = [2, 40, 400, 4_000].randomElement(using: &generator)!
      let upper = lower.adding(seconds: Int.random(in: 0...(86_400 * days), using: &generator))
      cases.append(Case(rule: parts.joined(separator: ";"), start: start, until: until, window: lower...upper))
    }
    return cases
  }

  /// The starts (at most 300) and the end of one way of expanding.
  static func expand(_ testCase: Case, arithmetic: Bool) throws -> ([LocalDateTime], RecurrenceExpansionEnd) {
    let rule = try RecurrenceRule(parsing: testCase.rule)
    var starts: [LocalDateTime] = []
    let end = rule.forEachStart(
      from: testCase.start, until: testCase.until, within: testCase.window,
      findsOneStartPeriodsByArithmetic: arithmetic
    ) {
      starts.append($0)
      return starts.count < 300
    }
    return (starts, end)
  }

  /// The rules of `cases` for which the two ways differ (at most 10, described), and how many of the
  /// rules take the arithmetic and how many windows hold starts.
  static func compare(_ cases: [Case]) throws -> (failures: [String], byArithmetic: Int, withStarts: Int) {
    var failures: [String] = []
    var withStarts = 0
    var byArithmetic = 0
    for testCase in cases {
      let rule = try RecurrenceRule(parsing: testCase.rule)
      if RecurrencePattern(rule: rule, start: testCase.start.date, secondOfDay: testCase.start.secondOfDay)
        .givesOneStartPerPeriod
      {
        byArithmetic += 1
      }
      let (found, end) = try RecurrenceOneStartTests.expand(testCase, arithmetic: true)
      let (walked, walkEnd) = try RecurrenceOneStartTests.expand(testCase, arithmetic: false)
      if !found.isEmpty { withStarts += 1 }
      if (found != walked || end != walkEnd) && failures.count < 10 {
        failures.append(
          "\(testCase.rule) from \(testCase.start.testDescription) until \(testCase.until?.testDescription ?? "-") "
            + "within \(testCase.window.lowerBound.testDescription)...\(testCase.window.upperBound.testDescription): "
            + "\(found.count) starts, \(end); the walk \(walked.count), \(walkEnd)")
      }
    }
    return (failures, byArithmetic, withStarts)
  }

  @Test func arithmeticGivesTheWalksStarts() throws {
    let (failures, byArithmetic, withStarts) = try RecurrenceOneStartTests.compare(
      RecurrenceOneStartTests.randomCases(count: 6_000, seed: 0x5EED_0001))
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // The sweep tests what it means to: most rules take the arithmetic, and many windows hold starts.
    #expect(byArithmetic > 4_500)
    #expect(withStarts > 2_000)
  }

  /// The same for 300,000 rules more, in CI's release pass.
  @Test(.longSweep) func arithmeticGivesTheWalksStartsOverALongSweep() throws {
    let (failures, byArithmetic, withStarts) = try RecurrenceOneStartTests.compare(
      RecurrenceOneStartTests.randomCases(count: 300_000, seed: 0x5EED_0002))
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(byArithmetic > 225_000)
    #expect(withStarts > 100_000)
  }
}

// RecurrenceSweepTests: thousands of random rules expanded as python-dateutil's rrule expands them.

import CalendarCore
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Events
import SwiftcalTestSupport
import Testing

/// Replays Fixtures/Recurrence/rrule-cases.txt (made by Tools/Oracles/Recurrence/generate-rrule-cases,
/// which says what it holds and which rules it leaves out): for each random rule, the first starts from
/// DTSTART and the starts within a random window must be dateutil's, start for start. Every difference
/// is collected before the test fails.
@Suite struct RecurrenceSweepTests {
  /// One line of the fixture.
  struct Case {
    var line: Int
    var start: LocalDateTime
    var rule: String
    var horizon: LocalDateTime
    var first: [LocalDateTime]
    var window: ClosedRange<LocalDateTime>
    var inWindow: [LocalDateTime]
  }

  /// The fixture; `RRULE_CASES` in the environment names another file of the same form (one made
  /// with `generate-rrule-cases --all`, say, to count where dateutil departs from the RFC).
  static let fixturePath: String = {
    if let path = getenv("RRULE_CASES") { return String(cString: path) }
    return testFolder(levelsUp: 1) + "/Fixtures/Recurrence/rrule-cases.txt"
  }()

  @Test func matchesPythonDateutil() throws {
    let cases = try RecurrenceSweepTests.readCases()
    #expect(cases.count >= 2000)
    var failures: [String] = []
    var matched = 0
    for sweepCase in cases {
      let rule = try RecurrenceRule(parsing: sweepCase.rule)
      let until = rule.until.map(\.wallClock)
      var first: [LocalDateTime] = []
      rule.forEachStart(from: sweepCase.start, until: until, within: sweepCase.start...sweepCase.horizon) {
        first.append($0)
        return first.count < 20
      }
      var inWindow: [LocalDateTime] = []
      rule.forEachStart(from: sweepCase.start, until: until, within: sweepCase.window) {
        inWindow.append($0)
        return inWindow.count < 40
      }
      if first == sweepCase.first && inWindow == sweepCase.inWindow {
        matched += 1
      } else if failures.count < (getenv("RRULE_CASES") == nil ? 12 : Int.max) {
        let which = first != sweepCase.first ? "first starts" : "window \(sweepCase.window)"
        let (got, wanted) = first != sweepCase.first ? (first, sweepCase.first) : (inWindow, sweepCase.inWindow)
        failures.append(
          "line \(sweepCase.line): \(sweepCase.rule) from \(sweepCase.start.testDescription), \(which): got "
            + "\(got.prefix(6).map(\.testDescription)) (\(got.count)), dateutil "
            + "\(wanted.prefix(6).map(\.testDescription)) (\(wanted.count))")
      }
    }
    print("RecurrenceSweepTests: \(matched) of \(cases.count) random rules match python-dateutil")
    #expect(failures.isEmpty, "\(cases.count - matched) differ:\n\(failures.joined(separator: "\n"))")
  }

  static func readCases() throws -> [Case] {
    var text = ""
    guard let file = fopen(fixturePath, "r") else {
      Issue.record("cannot open \(fixturePath)")
      return []
    }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 1 << 16)
    while let read = fgets(&buffer, Int32(buffer.count), file) { text += String(cString: read) }
    var cases: [Case] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 7, let start = wallClock(fields[0]), let horizon = wallClock(fields[2]),
        let low = wallClock(fields[4]), let high = wallClock(fields[5])
      else {
        Issue.record("line \(index + 1) of the fixture is not a case: \(line)")
        continue
      }
      cases.append(
        Case(
          line: index + 1, start: start, rule: String(fields[1]), horizon: horizon,
          first: times(fields[3], after: start), window: low...high, inWindow: times(fields[6], after: low)))
    }
    return cases
  }

  /// `YYYYMMDDTHHMMSS`.
  static func wallClock(_ text: Substring) -> LocalDateTime? {
    let digits = Array(text.utf8).map { Int($0) - 48 }
    guard digits.count == 15 else { return nil }
    func number(_ start: Int, _ length: Int) -> Int { digits[start..<start + length].reduce(0) { $0 * 10 + $1 } }
    return LocalDateTime(
      year: number(0, 4), month: number(4, 2), day: number(6, 2), hour: number(9, 2), minute: number(11, 2),
      second: number(13, 2))
  }

  /// Comma-separated seconds, each after the time before.
  static func times(_ text: Substring, after origin: LocalDateTime) -> [LocalDateTime] {
    var time = origin
    return text.split(separator: ",").map {
      time = time.adding(seconds: Int($0)!)
      return time
    }
  }
}

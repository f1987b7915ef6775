// Tests of MoonPhaseDays: the phases' local days, times and labels in a zone, and the range logic.
import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("MoonPhaseDays: the moon's phase days on a zone's clocks")
struct MoonPhaseDaysTests {
  /// The JDN of a Gregorian date.
  static func day(_ year: Int, _ month: Int, _ day: Int) -> Int { gregorianDay(year, month, day) }

  /// Each phase on a day from `first` through `last`, as `YYYY-MM-DD label`, in order.
  static func phases(_ source: MoonPhaseDays, from first: Int, through last: Int) -> [String] {
    factLabels(of: source, from: first, through: last).sorted()
  }

  // Columns: seconds east of UTC, December 2026's phases there. The UTC instants are ephem's
  // (2026-12-01 06:08:35, 12-09 00:51:47, 12-17 05:42:36, 12-24 01:28:09, 12-30 18:59:26), rounded to
  // the minute; +14 h (Kiribati) moves the last one into the 31st, −12 h the first into November.
  @Test(
    arguments: [
      (0, [
        "2026-12-01  Last quarter 06:08", "2026-12-09  New moon 00:51", "2026-12-17  First quarter 05:42",
        "2026-12-24  Full moon 01:28", "2026-12-30  Last quarter 18:59",
      ]),
      (14 * 3600, [
        "2026-12-01  Last quarter 20:08", "2026-12-09  New moon 14:51", "2026-12-17  First quarter 19:42",
        "2026-12-24  Full moon 15:28", "2026-12-31  Last quarter 08:59",
      ]),
      (-12 * 3600, [
        "2026-12-08  New moon 12:51", "2026-12-16  First quarter 17:42", "2026-12-23  Full moon 13:28",
        "2026-12-30  Last quarter 06:59",
      ]),
      (5 * 3600 + 45 * 60, [
        "2026-12-01  Last quarter 11:53", "2026-12-09  New moon 06:36", "2026-12-17  First quarter 11:27",
        "2026-12-24  Full moon 07:13", "2026-12-31  Last quarter 00:44",
      ]),
    ])
  func december2026(offset: Int, expected: [String]) {
    let source = MoonPhaseDays(zone: UTCOffsetRule(fixedSeconds: offset))
    #expect(Self.phases(source, from: Self.day(2026, 12, 1), through: Self.day(2026, 12, 31)) == expected)
  }

  @Test("−12 h: the last quarter of 1 December UT is on 30 November there")
  func dayBeforeInTheWest() {
    let source = MoonPhaseDays(zone: UTCOffsetRule(fixedSeconds: -12 * 3600))
    let november = Self.phases(source, from: Self.day(2026, 11, 30), through: Self.day(2026, 11, 30))
    #expect(november == ["2026-11-30  Last quarter 18:08"])
  }

  @Test("a phase is on the day of its instant, at the minute it falls in: 23:59:57 stays on its day")
  func lastSecondsOfADay() {
    // The new moon of 2057-09-28 15:59:57 UT is at 23:59:57 in UTC+8, the day its Chinese month begins.
    let source = MoonPhaseDays(zone: UTCOffsetRule(fixedSeconds: 8 * 3600))
    let found = Self.phases(source, from: Self.day(2057, 9, 28), through: Self.day(2057, 9, 29))
    #expect(found == ["2057-09-28  New moon 23:59"])
  }

  @Test("the offset is asked at each phase's instant: a rule that changes between two phases")
  func offsetAtTheInstant() {
    // +1 h until 2026-12-20 0h UT, then +2 h: the first quarter keeps +1, the full moon takes +2.
    let change = Moment(julianDayNumber: Self.day(2026, 12, 20))
    let rule = UTCOffsetRule { moment in moment < change ? 3600 : 7200 }
    let found = Self.phases(MoonPhaseDays(zone: rule), from: Self.day(2026, 12, 17), through: Self.day(2026, 12, 24))
    #expect(found == ["2026-12-17  First quarter 06:42", "2026-12-24  Full moon 03:28"])
  }

  // Columns: seconds east of UTC. Over 1990-2030 in each zone, the phases found a month at a time are
  // those found a year at a time (no phase lost or doubled at a range's edge), and they are a
  // lunation's four in turn, 6 to 9 days apart.
  @Test(arguments: [0, 14 * 3600, -12 * 3600, 19_800])
  func rangesAgree(offset: Int) {
    let source = MoonPhaseDays(zone: UTCOffsetRule(fixedSeconds: offset))
    var failures = FailureLog()
    var previous: (day: Int, phase: MoonPhase)?
    for year in 1990...2030 {
      var byMonth: [String] = []
      for month in 1...12 {
        let first = Self.day(year, month, 1)
        let last = first + Reform.gregorian.lastDay(ofMonth: month, year: year) - 1
        byMonth += Self.phases(source, from: first, through: last)
      }
      let whole = Self.phases(source, from: Self.day(year, 1, 1), through: Self.day(year, 12, 31))
      failures.checkEqual(byMonth, whole, "\(year) by month and by year")
      var cache = DayFactCache()
      var facts: [(Int, Int)] = []
      source.forEachFact(
        onDaysFrom: Self.day(year, 1, 1), through: Self.day(year, 12, 31), reform: .gregorian, cache: &cache
      ) { facts.append(($0, $1)) }
      for (day, fact) in facts.sorted(by: { $0.0 < $1.0 }) {
        let phase = MoonPhaseDays.phase(ofFact: fact)
        if let previous {
          let gap = day - previous.day
          failures.check(
            phase.rawValue == (previous.phase.rawValue + 1) % 4 && (6...9).contains(gap),
            "\(year): \(phase) \(gap) days after \(previous.phase)")
        }
        previous = (day, phase)
      }
    }
    failures.report()
  }

  // Columns: seconds east of UTC. One cache kept over ranges walked forward (months, then grids
  // that overlap them), then back and far ahead, gives what a fresh cache gives for each range.
  @Test(arguments: [0, 14 * 3600, -12 * 3600])
  func keptPhasesAgree(offset: Int) {
    let source = MoonPhaseDays(zone: UTCOffsetRule(fixedSeconds: offset))
    var failures = FailureLog()
    var cache = DayFactCache()
    var ranges: [(Int, Int)] = []
    for index in 0..<36 {
      let first = Self.day(2025 + index / 12, index % 12 + 1, 1)
      ranges.append((first, first + 27))
      ranges.append((first - 6, first + 35))
    }
    ranges += [(Self.day(2020, 5, 3), Self.day(2020, 6, 13)), (Self.day(2040, 1, 1), Self.day(2040, 1, 1))]
    ranges += [(Self.day(2040, 1, 2), Self.day(2040, 1, 20)), (Self.day(2040, 1, 20), Self.day(2040, 1, 20))]
    checkKeptFacts(of: source, over: ranges, cache: &cache, failures: &failures)
    failures.report()
  }

  @Test("phases from year 1 through 3000, none after, and none asked for far out takes long")
  func supportedDays() {
    let source = MoonPhaseDays(zone: UTCOffsetRule(fixedSeconds: 14 * 3600))
    let last = MoonPhaseDays.supportedJulianDays.upperBound
    // ephem: the first quarter of 26 December 3000 at 01:33:36 UT (ΔT differs by some minutes there).
    #expect(Self.phases(source, from: last - 9, through: last + 40).map { String($0.prefix(12)) } == ["3000-12-26  "])
    #expect(Self.phases(source, from: last + 1, through: last + 60).isEmpty)
    let farOut = Reform.gregorian.julianDay(of: CivilDate(year: 2_147_483_646, month: 12, day: 1))
    #expect(Self.phases(source, from: farOut, through: farOut + 41).isEmpty)
    let first = MoonPhaseDays.supportedJulianDays.lowerBound
    #expect(Self.phases(source, from: first - 40, through: first + 10).count == 1)
  }

  @Test("fact numbers hold the phase and the minute; labels name them")
  func factNumbers() {
    for phase in MoonPhase.allCases {
      for minute in [0, 59, 60, 754, 1439] {
        let fact = minute * 4 + phase.rawValue
        #expect(MoonPhaseDays.phase(ofFact: fact) == phase && MoonPhaseDays.minuteOfDay(ofFact: fact) == minute)
      }
    }
    #expect(MoonPhaseDays.label(ofFact: 1439 * 4 + 3) == "Last quarter 23:59")
    #expect(MoonPhaseDays.label(ofFact: 0) == "New moon 00:00")
    #expect(MoonPhaseDays.localTimeText(ofFact: 754 * 4 + 2) == "12:34")
  }

  @Test("zones: fixed offsets compare by value, other rules by identity")
  func zoneEquality() {
    #expect(UTCOffsetRule(fixedSeconds: 3600) == UTCOffsetRule(fixedSeconds: 3600))
    #expect(UTCOffsetRule(fixedSeconds: 3600) != UTCOffsetRule(fixedSeconds: 0))
    let rule = UTCOffsetRule { _ in 0 }
    #expect(rule == rule && rule != UTCOffsetRule { _ in 0 } && rule != .utc)
    #expect(MoonPhaseDays(zone: rule) == MoonPhaseDays(zone: rule))
  }
}

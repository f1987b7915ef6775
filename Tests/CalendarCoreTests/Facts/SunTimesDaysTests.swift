// Tests of SunTimesDays: each day's sunrise and sunset on a zone's clocks, days the clocks change, kept runs.
import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("SunTimesDays: sunrise and sunset on a zone's clocks")
struct SunTimesDaysTests {
  static let tokyo = GeographicLocation(latitude: 35.6812, longitude: 139.7671)!
  static let berlin = GeographicLocation(latitude: 52.52, longitude: 13.405)!

  /// The JDN of a Gregorian date.
  static func day(_ year: Int, _ month: Int, _ day: Int) -> Int { gregorianDay(year, month, day) }

  /// Each day's fact from `first` through `last`, as `YYYY-MM-DD label`.
  static func labels(_ source: SunTimesDays, from first: Int, through last: Int) -> [String] {
    factLabels(of: source, from: first, through: last)
  }

  /// Berlin's clocks in 2026: UTC+1, UTC+2 from 29 March 01:00 UTC to 25 October 01:00 UTC.
  static let berlinClocks: UTCOffsetRule = {
    let summer = Moment(julianDayNumber: day(2026, 3, 29), secondsSinceMidnight: 3_600)
    let winter = Moment(julianDayNumber: day(2026, 10, 25), secondsSinceMidnight: 3_600)
    return UTCOffsetRule { moment in moment >= summer && moment < winter ? 7_200 : 3_600 }
  }()

  @Test("Tokyo in early December 2026, to the minute of PyEphem's (21:32:36 and 07:27:31 UT on the 2nd)")
  func tokyo() {
    let source = SunTimesDays(location: Self.tokyo, zone: UTCOffsetRule(fixedSeconds: 9 * 3_600))
    #expect(Self.labels(source, from: Self.day(2026, 12, 1), through: Self.day(2026, 12, 3)) == [
      "2026-12-01  Sunrise 06:32, sunset 16:28", "2026-12-02  Sunrise 06:33, sunset 16:28",
      "2026-12-03  Sunrise 06:34, sunset 16:27",
    ])
  }

  // PyEphem's instants, UT: 04:50:25 and 17:33:31 on 28 March, 04:48:04 and 17:35:16 on the 29th, 04:45:43 and
  // 17:37:02 on the 30th; 05:49:41 and 15:50:26 on 25 October, 05:51:30 and 15:48:24 on the 26th.
  @Test("the days clocks change, of 23 and 25 hours: the times on the clocks of their instants")
  func summerTime() {
    let source = SunTimesDays(location: Self.berlin, zone: Self.berlinClocks)
    #expect(Self.labels(source, from: Self.day(2026, 3, 28), through: Self.day(2026, 3, 30)) == [
      "2026-03-28  Sunrise 05:50, sunset 18:34", "2026-03-29  Sunrise 06:48, sunset 19:35",
      "2026-03-30  Sunrise 06:46, sunset 19:37",
    ])
    #expect(Self.labels(source, from: Self.day(2026, 10, 25), through: Self.day(2026, 10, 26)) == [
      "2026-10-25  Sunrise 06:50, sunset 16:50", "2026-10-26  Sunrise 06:52, sunset 16:48",
    ])
  }

  // Columns: latitude and longitude, the day and hour (UTC) the clocks jump, the offsets before and after, the days
  // asked for, their labels. Samoa went from UTC−10 to UTC+14 at 2011-12-30 10:00 UTC, from the end of the 29th to
  // the start of the 31st (PyEphem: 17:01:01 and 05:57:17 UT, then 17:01:35 and 05:57:41 UT). Santiago de Chile's
  // clocks went from UTC−4 to UTC−3 at 00:00 on 6 September 2026 (04:00 UTC), which became 01:00 (PyEphem: 10:55:13
  // and 22:27:53 UT on the 5th, 10:53:53 and 22:28:32 UT on the 6th).
  @Test(
    "a day the clocks skip has no fact; a day whose midnight they skip starts at the jump",
    arguments: [
      (-13.8333, -171.7667, (2011, 12, 30, 10), (-36_000, 50_400), (2011, 12, 29), 3, [
        "2011-12-29  Sunrise 07:01, sunset 19:57", "2011-12-31  Sunrise 07:02, sunset 19:58",
      ]),
      (-33.4489, -70.6693, (2026, 9, 6, 4), (-14_400, -10_800), (2026, 9, 5), 2, [
        "2026-09-05  Sunrise 06:55, sunset 18:28", "2026-09-06  Sunrise 07:54, sunset 19:29",
      ]),
    ] as [(Double, Double, (Int, Int, Int, Int), (Int, Int), (Int, Int, Int), Int, [String])])
  func clocksJump(
    latitude: Double, longitude: Double, jump: (Int, Int, Int, Int), offsets: (Int, Int), first: (Int, Int, Int),
    dayCount: Int, expected: [String]
  ) {
    let instant = Moment(julianDayNumber: Self.day(jump.0, jump.1, jump.2), secondsSinceMidnight: Double(jump.3 * 3_600))
    let place = GeographicLocation(latitude: latitude, longitude: longitude)!
    let source = SunTimesDays(location: place, zone: UTCOffsetRule { $0 < instant ? offsets.0 : offsets.1 })
    let firstDay = Self.day(first.0, first.1, first.2)
    #expect(Self.labels(source, from: firstDay, through: firstDay + dayCount - 1) == expected)
  }

  @Test("at 78°N: polar night in December, polar day in June, and the days between change over one by one")
  func polar() {
    let longyearbyen = GeographicLocation(latitude: 78.2232, longitude: 15.6267)!
    let source = SunTimesDays(location: longyearbyen, zone: UTCOffsetRule(fixedSeconds: 3_600))
    var cache = DayFactCache()
    var kinds: [String] = []
    source.forEachFact(
      onDaysFrom: Self.day(2026, 1, 1), through: Self.day(2026, 12, 31), reform: .gregorian, cache: &cache
    ) { _, fact in
      switch SunTimesDays.sunTimes(ofFact: fact) {
      case .polarDay: kinds.append("day")
      case .polarNight: kinds.append("night")
      case .times(nil, nil): kinds.append("none")
      case .times: kinds.append("times")
      }
    }
    #expect(kinds.count == 365 && !kinds.contains("none"))
    // The runs: night, days with times, polar day, days with times, night.
    var runs: [String] = []
    for kind in kinds where runs.last != kind { runs.append(kind) }
    #expect(runs == ["night", "times", "day", "times", "night"])
    #expect(kinds[Self.day(2026, 6, 21) - Self.day(2026, 1, 1)] == "day")
    #expect(kinds[Self.day(2026, 12, 21) - Self.day(2026, 1, 1)] == "night")
  }

  @Test("a kept run gives what a fresh cache gives, over months walked forward, grids that overlap, and back")
  func keptRunsAgree() {
    let source = SunTimesDays(location: Self.berlin, zone: Self.berlinClocks)
    var ranges: [(Int, Int)] = []
    for index in 0..<14 {
      let first = Self.day(2025 + (index + 11) / 12, (index + 11) % 12 + 1, 1)
      ranges += [(first - 6, first + 35), (first, first + 27)]
    }
    ranges += [(Self.day(2020, 5, 3), Self.day(2020, 6, 13)), (Self.day(2040, 1, 1), Self.day(2040, 1, 1))]
    ranges += [(Self.day(2040, 1, 2), Self.day(2040, 1, 20)), (Self.day(2040, 1, 1), Self.day(2040, 1, 25))]
    var failures = FailureLog()
    var cache = DayFactCache()
    let found = checkKeptFacts(of: source, over: ranges, cache: &cache, failures: &failures)
    for ((first, last), facts) in zip(ranges, found) {
      failures.checkEqual(facts.count, last - first + 1, "JDN \(first) through \(last): a fact a day")
    }
    // Another source's run is not taken for this one's.
    let tokyo = SunTimesDays(location: Self.tokyo, zone: UTCOffsetRule(fixedSeconds: 9 * 3_600))
    let day = Self.day(2040, 1, 10)
    checkKeptFacts(of: tokyo, over: [(day, day)], cache: &cache, failures: &failures)
    failures.report()
  }

  @Test("days from year 1 through 3000 have times, none after")
  func supportedDays() {
    let source = SunTimesDays(location: Self.tokyo)
    let supported = SunTimesDays.supportedJulianDays
    // Four days across each end: the two inside have times.
    for start in [supported.lowerBound - 2, supported.upperBound - 1] {
      #expect(Self.labels(source, from: start, through: start + 3).count == 2, "from JDN \(start)")
    }
    let farOut = Reform.gregorian.julianDay(of: CivilDate(year: 2_147_483_646, month: 12, day: 1))
    #expect(Self.labels(source, from: farOut, through: farOut + 41).isEmpty)
  }

  @Test("fact numbers hold both minutes, either absent, or the polar day or night; labels name them")
  func factNumbers() {
    let values: [SunTimes] = [
      .times(sunriseMinute: 0, sunsetMinute: 1_439), .times(sunriseMinute: 1_439, sunsetMinute: 0),
      .times(sunriseMinute: 407, sunsetMinute: nil), .times(sunriseMinute: nil, sunsetMinute: 4), .polarDay,
      .polarNight,
    ]
    let facts = values.map(SunTimesDays.fact)
    #expect(facts.map(SunTimesDays.sunTimes(ofFact:)) == values)
    #expect(Set(facts).count == facts.count && facts.allSatisfy { $0 >= 0 && $0 < 1 << 32 })
    #expect(facts.map(SunTimesDays.label(ofFact:)) == [
      "Sunrise 00:00, sunset 23:59", "Sunrise 23:59, sunset 00:00", "Sunrise 06:47, no sunset",
      "No sunrise, sunset 00:04", "Polar day", "Polar night",
    ])
  }

  @Test("sources compare by place and zone")
  func equality() {
    let rule = UTCOffsetRule { _ in 0 }
    #expect(SunTimesDays(location: Self.tokyo, zone: rule) == SunTimesDays(location: Self.tokyo, zone: rule))
    #expect(SunTimesDays(location: Self.tokyo) != SunTimesDays(location: Self.berlin))
    #expect(SunTimesDays(location: Self.tokyo, zone: rule) != SunTimesDays(location: Self.tokyo))
  }
}

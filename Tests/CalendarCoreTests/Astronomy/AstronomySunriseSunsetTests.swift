// Sunrise and sunset against PyEphem's in local days at places from 65° south to 65° north, polar days and nights.

import SwiftcalTestSupport
import Testing

@testable import CalendarCore

/// One line of `sunrise-sunset.txt`: a place, a local day as a window in UTC, and what PyEphem found in it.
struct SunriseSunsetCase {
  var location: GeographicLocation
  var start: Moment
  var end: Moment
  /// `.times` with PyEphem's instants to the second, or `.polarDay` or `.polarNight`.
  var expected: SunriseSunset
  var line: Substring
}

/// The cases of `Astronomy/Fixtures/sunrise-sunset.txt`, made by `Tools/Oracles/Astronomy/generate-sunrise-sunset`.
func sunriseSunsetCases() -> [SunriseSunsetCase] {
  fixtureLines("sunrise-sunset.txt").map { line in
    let fields = line.split(separator: " ")
    let start = utcMoment(fields[2])
    let expected: SunriseSunset
    switch fields[4] {
    case "polar-day": expected = .polarDay
    case "polar-night": expected = .polarNight
    default:
      expected = .times(
        sunrise: fields[4] == "-" ? nil : utcMoment(fields[4]), sunset: fields[5] == "-" ? nil : utcMoment(fields[5]))
    }
    return SunriseSunsetCase(
      location: GeographicLocation(latitude: Double(fields[0])!, longitude: Double(fields[1])!)!, start: start,
      end: start.advanced(byDays: Double(fields[3])! / 86_400), expected: expected, line: line)
  }
}

/// `YYYY-MM-DDTHH:MM:SS` in UTC as a moment.
private func utcMoment(_ text: Substring) -> Moment {
  let bytes = Array(text.utf8)
  func number(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 * 10 + Int($1) - 48 } }
  let date = CivilDate(year: number(0..<4), month: number(5..<7), day: number(8..<10))
  return Moment(
    julianDayNumber: Reform.gregorian.julianDay(of: date),
    secondsSinceMidnight: Double(number(11..<13) * 3_600 + number(14..<16) * 60 + number(17..<19)))
}

@Suite("Astronomy: sunrise and sunset")
struct AstronomySunriseSunsetTests {
  @Test("every sunrise and sunset of the fixture within a minute of PyEphem's, up to 65° north and south")
  func againstEphem() {
    let cases = sunriseSunsetCases()
    #expect(cases.count == 1_356)
    var failures = FailureLog()
    var statistics = ErrorStatistics()
    for testCase in cases {
      let computed = SunriseSunset(at: testCase.location, from: testCase.start, to: testCase.end)
      guard case .times(let sunrise, let sunset) = testCase.expected,
        case .times(let computedSunrise, let computedSunset) = computed
      else {
        failures.check(computed == testCase.expected, "\(testCase.line): \(computed)")
        continue
      }
      for (found, expected) in [(computedSunrise, sunrise), (computedSunset, sunset)] {
        switch (found, expected) {
        case (let found?, let expected?):
          statistics.add(found, expected)
          failures.check(
            (found.julianDay - expected.julianDay).magnitude * 86_400 <= 60, "\(testCase.line): \(computed)")
        case (nil, nil): failures.check(true, "")
        // Only a crossing within a minute of the window's edge may fall on the other side of it.
        case (let only?, nil), (nil, let only?):
          failures.check(isNearEdge(only, of: testCase), "\(testCase.line): \(computed)")
        }
      }
    }
    print("Sunrise and sunset against PyEphem: \(statistics)")
    failures.report()
  }

  /// Whether `moment` is within a minute of the start or end of `testCase`'s window.
  private func isNearEdge(_ moment: Moment, of testCase: SunriseSunsetCase) -> Bool {
    min((moment.julianDay - testCase.start.julianDay).magnitude, (moment.julianDay - testCase.end.julianDay).magnitude)
      * 86_400 <= 60
  }

  // Columns: latitude, longitude, month, what every UTC day of that month of 2026 is. Longyearbyen (78°N) and
  // McMurdo Station (78°S) in midsummer and midwinter.
  @Test(
    arguments: [
      (78.2232, 15.6267, 6, SunriseSunset.polarDay), (78.2232, 15.6267, 12, .polarNight),
      (-77.85, 166.6667, 6, .polarNight), (-77.85, 166.6667, 12, .polarDay), (90, 0, 6, .polarDay),
      (-90, 0, 6, .polarNight),
    ])
  func polar(latitude: Double, longitude: Double, month: Int, expected: SunriseSunset) {
    let location = GeographicLocation(latitude: latitude, longitude: longitude)!
    let first = Reform.gregorian.julianDay(of: CivilDate(year: 2026, month: month, day: 1))
    for day in first..<first + 30 {
      let start = Moment(julianDayNumber: day)
      #expect(SunriseSunset(at: location, from: start, to: start.advanced(byDays: 1)) == expected, "JDN \(day)")
    }
  }

  @Test("at 69°N the last sunset before the polar night is found, however short the day, and then none")
  func lastSunsetBeforePolarNight() {
    // Tromsø, UTC: on 25 November 2026 the sun is up for an hour and a half around noon; by 1 December it stays down.
    let tromsø = GeographicLocation(latitude: 69.6492, longitude: 18.9553)!
    let november25 = Moment(julianDayNumber: Reform.gregorian.julianDay(of: CivilDate(year: 2026, month: 11, day: 25)))
    guard case .times(let sunrise?, let sunset?) = SunriseSunset(
      at: tromsø, from: november25, to: november25.advanced(byDays: 1))
    else {
      Issue.record("no sunrise and sunset on 25 November")
      return
    }
    let hours = (sunset.julianDay - sunrise.julianDay) * 24
    #expect(hours > 0 && hours < 2, "\(hours) hours")
    let december1 = november25.advanced(byDays: 6)
    #expect(SunriseSunset(at: tromsø, from: december1, to: december1.advanced(byDays: 1)) == .polarNight)
  }

  @Test("a window of several days gives its first sunrise and sunset; an empty one, whether the sun is up")
  func windows() {
    let tokyo = GeographicLocation(latitude: 35.6812, longitude: 139.7671)!
    let start = Moment(julianDayNumber: Reform.gregorian.julianDay(of: CivilDate(year: 2026, month: 12, day: 2)),
      utcOffsetMinutes: 540)
    let oneDay = SunriseSunset(at: tokyo, from: start, to: start.advanced(byDays: 1))
    let threeDays = SunriseSunset(at: tokyo, from: start, to: start.advanced(byDays: 3.5))
    guard case .times(let sunrise?, let sunset?) = oneDay, case .times(let first?, let firstSunset?) = threeDays else {
      Issue.record("\(oneDay), \(threeDays)")
      return
    }
    #expect((sunrise.julianDay - first.julianDay).magnitude * 86_400 < 5)
    #expect((sunset.julianDay - firstSunset.julianDay).magnitude * 86_400 < 5)
    // Tokyo, 2026-12-02: 06:33 and 16:28 on its clocks, PyEphem's 21:32:36 and 07:27:31 UT.
    #expect(sunrise.description.hasPrefix("2026-12-01 21:32:") && sunset.description.hasPrefix("2026-12-02 07:27:"))
    let noon = start.advanced(byDays: 0.5)
    #expect(SunriseSunset(at: tokyo, from: noon, to: noon) == .polarDay)
    #expect(SunriseSunset(at: tokyo, from: start, to: start) == .polarNight)
  }

  // Columns: latitude, longitude, whether the place is valid.
  @Test(arguments: [
    (90.0, 180.0, true), (-90, -180, true), (0, 0, true), (90.0001, 0, false), (0, -180.5, false),
    (Double.nan, 0, false), (0, Double.infinity, false),
  ])
  func locations(latitude: Double, longitude: Double, isValid: Bool) {
    #expect((GeographicLocation(latitude: latitude, longitude: longitude) != nil) == isValid)
  }
}

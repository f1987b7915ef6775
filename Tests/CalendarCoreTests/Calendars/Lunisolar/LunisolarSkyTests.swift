// The estimates of LunisolarSky against the full series they stand in for, over the supported years.

import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("Calendars: lunisolar sky")
struct LunisolarSkyTests {
  /// The lunations (Meeus's k) from before 1645 to after 2500.
  static let lunations = -4_380...6_200

  @Test("the seven-term new moon is within its margin of Meeus's, and with the rest of the terms equals it")
  func newMoonEstimate() {
    var failures = FailureLog()
    var largest = 0.0
    for lunation in Self.lunations {
      let full = MoonPhases.julianEphemerisDay(of: .new, lunation: lunation)
      let estimate = LunisolarSky.estimatedNewMoon(lunation: lunation)
      largest = max(largest, (estimate - full).magnitude)
      let whole = estimate + LunisolarSky.remainingTerms(lunation: lunation)
      failures.check((whole - full).magnitude < 1e-9, "lunation \(lunation): \(whole) against \(full)")
    }
    failures.report()
    #expect(largest < LunisolarSky.newMoonMargin, "the estimate strays \(largest) days")
    #expect(largest > LunisolarSky.newMoonMargin / 3, "the margin is not needlessly wide: \(largest)")
  }

  @Test("the low-accuracy solar longitude is within its margin of the apparent one, at every 31st day 1640-2505")
  func solarLongitudeEstimate() {
    var largest = 0.0
    let first = Reform.gregorian.julianDay(of: CivilDate(year: 1640, month: 1, day: 1))
    let last = Reform.gregorian.julianDay(of: CivilDate(year: 2505, month: 1, day: 1))
    for day in stride(from: first, through: last, by: 31) {
      let ephemerisDay = Double(day) + 0.3
      let estimate = Sun.approximateLongitude(julianEphemerisDay: ephemerisDay)
      let apparent = Sun.apparentLongitude(julianEphemerisDay: ephemerisDay)
      largest = max(largest, signedDegrees(estimate - apparent).magnitude)
    }
    #expect(largest < LunisolarSky.longitudeMargin * 0.6, "the estimate strays \(largest)°")
  }

  @Test("a sector from the estimate equals the sector from the apparent longitude at midnights next to a term")
  func sectorsNearTerms() {
    var failures = FailureLog()
    // The midnights before and after each principal term of 1700-2400, in UTC+8.
    for year in stride(from: 1700, through: 2400, by: 7) {
      for degrees in stride(from: 0, to: 360, by: 30) {
        let term = SolarTerms.instant(ofLongitude: degrees, inYear: year)
        let day = term.julianDayNumber(utcOffsetMinutes: 480)
        for julianDay in [day, day + 1] {
          let start = Moment(julianDay: LunisolarReferenceTime.chinese.startOfDay(julianDay)).julianEphemerisDay
          let expected = Int(Sun.apparentLongitude(julianEphemerisDay: start) / 30) % 12
          let sector = LunisolarSky.principalTermSector(atStartOf: julianDay, time: .chinese)
          failures.checkEqual(sector, expected, "\(year) \(degrees)° JDN \(julianDay)")
        }
      }
    }
    failures.report()
  }

  @Test("the civil day of a new moon is that of Meeus's full new moon, on each of the four clocks")
  func newMoonDays() {
    var failures = FailureLog()
    let clocks: [LunisolarReferenceTime] = [.chinese, .korean, .vietnamese, .japanese]
    for lunation in stride(from: Self.lunations.lowerBound, through: Self.lunations.upperBound, by: 7) {
      let full = MoonPhases.instant(of: .new, lunation: lunation).moment.julianDay
      for time in clocks {
        failures.checkEqual(
          LunisolarSky.newMoonDay(lunation: lunation, time: time), time.civilDay(ofUniversalJulianDay: full).julianDay,
          "lunation \(lunation)")
      }
    }
    failures.report()
  }
}

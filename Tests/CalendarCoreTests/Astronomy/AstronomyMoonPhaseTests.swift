// The moon's principal phases against Meeus's worked example and every phase PyEphem gives for 1900-2100.

import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("Astronomy: moon phases")
struct AstronomyMoonPhaseTests {
  @Test("Meeus's example 49.a: the new moon of 1977 February, k = −283, JDE 2443192.65118 (18 Feb 3:37:42 TD)")
  func meeusExample() {
    let day = MoonPhases.julianEphemerisDay(of: .new, lunation: -283)
    #expect((day - 2_443_192.651_18).magnitude * 86_400 < 1, "JDE \(day)")
  }

  @Test("every principal phase 1900-2100 is within 2 minutes of PyEphem's, on the same UTC date")
  func againstEphem() {
    let expected = ephemerisInstants("moon-phases.txt")
    let names: [MoonPhase: String] = [.new: "new", .firstQuarter: "first", .full: "full", .lastQuarter: "last"]
    let start = Moment(julianDayNumber: Reform.gregorian.julianDay(of: CivilDate(year: 1900, month: 1, day: 1)))
    let end = Moment(julianDayNumber: Reform.gregorian.julianDay(of: CivilDate(year: 2101, month: 1, day: 1)))
    let computed = MoonPhases.instants(from: start, through: end.advanced(byDays: -1e-9))
    #expect(computed.count == expected.count)
    var failures = FailureLog()
    var statistics = ErrorStatistics()
    for (instant, reference) in zip(computed, expected) {
      let moment = reference.moment
      statistics.add(instant.moment, moment)
      failures.check(
        names[instant.phase] == reference.kind
          && (instant.moment.julianDay - moment.julianDay).magnitude * 1_440 <= 2
          && (instant.moment.date() == reference.date || isNearMidnight(moment) || isNearMidnight(instant.moment)),
        "\(instant.phase) \(instant.moment), PyEphem \(reference.kind) \(moment)")
    }
    print("Moon phases against PyEphem: \(statistics)")
    failures.report()
  }

  @Test("next(after:) gives the first phase strictly after a moment; instants(from:through:) keep the order")
  func navigation() {
    let full = MoonPhases.instant(of: .full, lunation: 332)
    #expect(full.moment.description.hasPrefix("2026-11-24 14:5"), "\(full.moment)")  // PyEphem: 14:53:29 UT
    #expect(MoonPhases.next(after: full.moment.advanced(byDays: -0.001)) == full)
    #expect(MoonPhases.next(after: full.moment).phase == .lastQuarter)
    let year = MoonPhases.instants(
      from: Moment(julianDay: 2_461_041.5), through: Moment(julianDay: 2_461_406.5))  // 2026
    #expect(year.count >= 48 && year.count <= 52)
    #expect(zip(year, year.dropFirst()).allSatisfy { $0.moment < $1.moment })
    #expect(zip(year, year.dropFirst()).allSatisfy { ($0.phase.rawValue + 1) % 4 == $1.phase.rawValue })
  }
}

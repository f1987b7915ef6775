// cal's timestamp forms, read in UTC from a fixed instant.

import CalendarCore
import Testing

@testable import SwiftcalCommand

/// 2026-11-30 12:00:00 UTC.
private let noon = 1_796_040_000

@Suite("Timestamps as cal reads them")
struct TimestampTests {
  // Columns: the operand, the date it names (nil: not a timestamp).
  @Test(arguments: [
    ("now", "2026-11-30"), ("today", "2026-11-30"), ("tomorrow", "2026-12-01"), ("yesterday", "2026-11-29"),
    ("Now", nil), ("TODAY", nil),
    ("@1700000000", "2023-11-14"), ("@1700000000.5", "2023-11-14"), ("@0", "1970-01-01"), ("@-1", nil), ("@", nil),
    ("@12x", nil),
    ("+2 days", "2026-12-02"), ("+2d", "2026-12-02"), ("+ 2 days", "2026-12-02"), ("+1month", "2026-12-30"),
    ("+1.5w", "2026-12-11"), ("+2d 12h", "2026-12-03"), ("+11h", "2026-11-30"), ("+12h", "2026-12-01"),
    ("-3weeks", "2026-11-09"), ("3 weeks ago", "2026-11-09"), ("5s ago", "2026-11-30"), ("+1y", "2027-11-30"),
    ("+5", nil), ("5 ago", nil), ("+", nil), ("+5 ", nil), ("+2 fortnights", nil),
    ("2026-12-25", "2026-12-25"), ("26-12-25", "2026-12-25"), ("69-12-25", "1969-12-25"), ("2026-2-3", "2026-02-03"),
    ("2026-12-25 10:00", "2026-12-25"), ("2026-12-25 10:00:30", "2026-12-25"), ("2026-12-25T10:00:30", "2026-12-25"),
    ("2026-12-25 10:00:30.25", "2026-12-25"), ("2026-12-25 10:00:30,5", "2026-12-25"), ("20261225100030", "2026-12-25"),
    ("10:30", "2026-11-30"), ("10:30:15", "2026-11-30"), ("Fri 2026-12-25", "2026-12-25"),
    ("friday 2026-12-25", "2026-12-25"), ("Mon 2026-12-25", nil), (" 2026-12-25", "2026-12-25"),
    ("2026-12-25 ", nil), ("2026-13-01", nil), ("2026-12-32", nil), ("2026-12-25 25:00", nil),
    ("0438-03-03", "0438-03-03"), ("2026-02-30", "2026-02-30"),
  ] as [(String, String?)])
  func form(text: String, expected: String?) {
    let meaning = parseTimestamp(text, now: noon, zone: .utc)
    switch meaning {
    case .writtenDate(let year, let month, let day)?:
      #expect(CivilDate(year: year, month: month, day: day).description == expected, "\(text)")
    case .instant(let seconds)?:
      #expect(TimeZoneRules.utc.localTime(seconds).date.description == expected, "\(text)")
    case nil:
      #expect(expected == nil, "\(text) was not read")
    }
  }

  @Test("durations that add up past Int.max are no durations, and long fractions keep their share")
  func durationLimits() {
    // Each term fits in microseconds; their sum does not (found by the fuzzer: it trapped).
    #expect(parseDuration(Array("277840 y 277840 y".utf8)) == nil)
    #expect(parseTimestamp("+277840 y+277840 y", now: noon, zone: .utc) == nil)
    #expect(parseDuration(Array("277840 y".utf8)) == 277_840 * 31_557_600_000_000)
    // 15 digits of fraction times a year's microseconds pass Int.max: the share is taken in 128 bits and
    // rounded down (31,557,599,999,999.968 microseconds).
    #expect(parseDuration(Array("1.999999999999999y".utf8)) == 31_557_600_000_000 + 31_557_599_999_999)
    #expect(parseDuration(Array("1.5w".utf8)) == 907_200_000_000)
  }

  @Test("UTC conversions round-trip, and mktime's overflowing fields carry over")
  func utc() {
    let zone = TimeZoneRules.utc
    #expect(zone.localTime(0) == BrokenDownTime(year: 1970, month: 1, day: 1))
    #expect(zone.localTime(-1) == BrokenDownTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59))
    #expect(zone.epochSeconds(BrokenDownTime(year: 2026, month: 11, day: 30, hour: 12)) == noon)
    #expect(zone.epochSeconds(BrokenDownTime(year: 2026, month: 2, day: 30)) == zone.epochSeconds(
      BrokenDownTime(year: 2026, month: 3, day: 2)))
    #expect(zone.epochSeconds(BrokenDownTime(year: 2026, month: 13, day: 1)) == zone.epochSeconds(
      BrokenDownTime(year: 2027, month: 1, day: 1)))
  }

  @Test("relative timestamps count from --today, at noon")
  func relativeToToday() throws {
    let command = try Invocation.parse(["--today", "2026-02-27", "+2 days"], today: testToday, names: .posix)
    guard case .show(let request) = command else { throw UsageError.commandLine(.unknownOption("(test)")) }
    #expect(request.months.first == YearMonth(year: 2026, month: 3))
    let later = try Invocation.parse(["-H", "tomorrow"], today: testToday, names: .posix)
    guard case .show(let tomorrow) = later else { throw UsageError.commandLine(.unknownOption("(test)")) }
    #expect(tomorrow.today == CivilDate(year: 2026, month: 12, day: 1))
  }
}

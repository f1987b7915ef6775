// Tests of --moon and --calendar as day facts: the legend, colour, JSON and the browser's status line.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

/// A time zone `seconds` east of UTC all year, computed without the C library.
func fixedZone(secondsEast seconds: Int) -> TimeZoneRules {
  TimeZoneRules(
    localTime: { TimeZoneRules.utc.localTime($0 + seconds) },
    epochSeconds: { TimeZoneRules.utc.epochSeconds($0).map { $0 - seconds } })
}

/// What `swiftcal ARGUMENTS` prints as plain text in the C locale, the clock at noon on `testToday` in `zone`.
func renderedText(_ arguments: [String], zone: TimeZoneRules) throws -> String {
  let command = try Invocation.parse(arguments, now: noonSeconds(of: testToday, zone: zone), zone: zone, names: .posix)
  guard case .show(let request) = command else { throw UsageError.commandLine(.unknownOption("(test)")) }
  return renderCalendar(request, names: .posix).text
}

@Suite("--moon and --calendar: legend, colour, JSON, status line")
struct MoonAndCalendarsTests {
  /// December 2026's phases in UTC, as the legend lists them (ephem's instants, to the nearest minute).
  static let decemberLegend = """

    2026-12-01  Last quarter 06:08
    2026-12-09  New moon 00:51
    2026-12-17  First quarter 05:42
    2026-12-24  Full moon 01:28
    2026-12-30  Last quarter 18:59

    """

  @Test("--moon: the calendar stays cal's, and a legend of the phases follows")
  func legend() throws {
    #expect(try renderedText(["--moon", "12", "2026"]) == renderedText(["12", "2026"]) + Self.decemberLegend)
  }

  // Columns: seconds east of UTC, the legend under `--moon 12 2026` there.
  @Test(
    arguments: [
      (14 * 3600, [
        "2026-12-01  Last quarter 20:08", "2026-12-09  New moon 14:51", "2026-12-17  First quarter 19:42",
        "2026-12-24  Full moon 15:28", "2026-12-31  Last quarter 08:59",
      ]),
      (-12 * 3600, [
        "2026-12-08  New moon 12:51", "2026-12-16  First quarter 17:42", "2026-12-23  Full moon 13:28",
        "2026-12-30  Last quarter 06:59",
      ]),
    ])
  func legendInAZone(offset: Int, expected: [String]) throws {
    let zone = fixedZone(secondsEast: offset)
    let text = try renderedText(["--moon", "12", "2026"], zone: zone)
    let plain = try renderedText(["12", "2026"], zone: zone)
    #expect(text == plain + "\n" + expected.joined(separator: "\n") + "\n")
  }

  @Test("the zone's offset is TimeZoneRules' local time less UTC, at the instant asked")
  func zoneOffsets() {
    let instant = Moment(julianDay: 2_461_398.5)  // 2026-12-24 0h UT
    #expect(fixedZone(secondsEast: 50_400).utcOffsetRule.secondsAheadOfUTC(at: instant) == 50_400)
    #expect(fixedZone(secondsEast: -43_200).utcOffsetRule.secondsAheadOfUTC(at: instant) == -43_200)
    #expect(TimeZoneRules.utc.utcOffsetRule.secondsAheadOfUTC(at: instant) == 0)
  }

  @Test("marks and phases share the legend, a day's marks first")
  func legendWithMarks() throws {
    let text = try renderedText(["--moon", "--mark", "12/24=Eve", "--mark", "12/25=Christmas", "12", "2026"])
    #expect(text.hasSuffix("2026-12-24  Eve; Full moon 01:28\n2026-12-25  Christmas\n2026-12-30  Last quarter 18:59\n"))
  }

  @Test("other calendars' dates add no legend line and colour no day; with --moon, the legend is the moon's")
  func calendarsOutOfTheLegend() throws {
    let text = try renderedText(["--calendar", "hebrew", "--calendar", "islamic-civil", "12", "2026"])
    // The dates show in the rows and titles under the days (`Kislev–Tevet 5787`), never as legend lines.
    #expect(!text.contains("2026-12-") && !text.contains(" 14 Tevet"))
    let both = try renderedText(["--calendar", "hebrew", "--moon", "12", "2026"])
    #expect(both.hasSuffix(Self.decemberLegend) && !both.contains(" 14 Tevet"))
    let colored = try coloredOutput(["--calendar", "hebrew", "--mark", "12/25", "12", "2026"])
    #expect(colored.contains("⟦4m⟧25⟦0m⟧") && !colored.contains("⟦1m⟧") && !colored.contains("⟦4m⟧24"))
  }

  @Test("the moon role: phase days bold by default, with a mark's underline on a marked one; SWIFTCAL_COLORS sets it")
  func colour() throws {
    let lines = try coloredOutput(["--moon", "--today", "2026-12-01", "12", "2026"]).split(separator: "\n")
    #expect(lines[2] == "       ⟦7m⟧⟦1m⟧1⟦0m⟧  2  3  4  ⟦34m⟧5⟦0m⟧")
    #expect(lines[5] == "⟦31m⟧20⟦0m⟧ 21 22 23 ⟦1m⟧24⟦0m⟧ 25 ⟦34m⟧26⟦0m⟧")
    let marked = try coloredOutput(["--moon", "--mark", "12/24", "12", "2026"])
    #expect(marked.contains(" ⟦4;1m⟧24⟦0m⟧ "))
    let yellow = try coloredOutput(["--moon", "12", "2026"], theme: Theme(colorSettings: "moon=33"))
    #expect(yellow.contains(" ⟦33m⟧24⟦0m⟧ "))
    let none = try coloredOutput(["--moon", "--mark", "12/24", "12", "2026"], theme: Theme(colorSettings: "moon="))
    #expect(none.contains(" ⟦4m⟧24⟦0m⟧ ") && !none.contains("⟦1m⟧"))
  }

  @Test("--json: calendars on every cell, the phase and its time on a phase's day")
  func json() throws {
    let text = renderJSON(
      try request(["--json", "--moon", "--calendar", "hebrew", "--calendar", "islamic-civil", "12", "2026"]),
      names: .posix)
    #expect(
      text.contains(
        #""weekNumber": 52, "marks": [], "calendars": {"hebrew": {"year": 5787, "month": 10, "leap": false, "#
          + #""day": 14}, "islamic-civil": {"year": 1448, "month": 7, "leap": false, "day": 14}}, "#
          + #""moon": "full", "moonTime": "01:28", "moonName": "Full moon"}"#
      ))
    #expect(
      text.contains(
        #""date": "2026-12-25", "day": 25, "inMonth": true, "weekday": "friday", "weekend": false, "today": false, "#
          + #""dayOfYear": 359, "weekNumber": 52, "marks": [], "calendars": {"hebrew": {"year": 5787, "month": 10, "#
          + #""leap": false, "day": 15}, "islamic-civil": {"year": 1448, "month": 7, "leap": false, "day": 15}}},"#))
    let moons = ["last-quarter", "new", "first-quarter", "full", "last-quarter"].map { "\"moon\": \"\($0)\"" }
    var rest = Substring(text)
    for moon in moons {
      guard let found = rest.range(of: moon) else {
        Issue.record("\(moon) missing or out of order")
        break
      }
      rest = rest[found.upperBound...]
    }
    let moonOnly = renderJSON(try request(["--json", "--moon", "12", "2026"]), names: .posix)
    #expect(!moonOnly.contains("calendars") && moonOnly.contains(#""marks": [], "moon": "new", "moonTime": "00:51", "moonName": "New moon"}"#))
  }

  @Test("--json without the options: no calendars, no moon")
  func jsonWithoutOptions() throws {
    let text = renderJSON(try request(["--json", "-y", "2026"]), names: .posix)
    #expect(!text.contains("calendars") && !text.contains("moon"))
  }

  @Test("--json: a calendar outside its range is left out of the cell, {} when none is left")
  func jsonOutsideTheRange() throws {
    // The tabular Islamic calendar begins on 1 Muharram 1 AH, Friday 16 July 622 (Julian).
    let arguments = ["--json", "--calendar", "islamic-civil", "--calendar", "hebrew", "7", "622"]
    let both = renderJSON(try request(arguments), names: .posix)
    #expect(both.contains(#""date": "0622-07-15""#) && both.contains(
      #""marks": [], "calendars": {"hebrew": {"year": 4382, "month": 5, "leap": false, "day": 2}}},"#))
    #expect(both.contains(
      #""calendars": {"islamic-civil": {"year": 1, "month": 1, "leap": false, "day": 1}, "hebrew": {"year": 4382, "#))
    let islamic = renderJSON(try request(["--json", "--calendar", "islamic-civil", "7", "622"]), names: .posix)
    #expect(islamic.contains(#""dayOfYear": 196, "weekNumber": 29, "marks": [], "calendars": {}},"#))
  }

  // Columns: width, the status line with `--moon --calendar hebrew` on 24 December 2026.
  @Test(
    arguments: [
      (100, "< Thu 24 December 2026 >  14 Tevet 5787; Full moon 01:28            t today  g go to  ? keys  q quit"),
      (80, "< Thu 24 December 2026 >  14 Tevet 5787; Full moon 01:28          ? keys  q quit"),
      // The labels are cut only when all but q have gone.
      (60, "< Thu 24 December 2026 >  14 Tevet 5787; Full moon 0  q quit"),
      (24, "< 2026-12-24 >    q quit"),
    ])
  func statusLine(width: Int, expected: String) throws {
    let shown = try request(["-i", "--moon", "--calendar", "hebrew"])
    var state = BrowserState(request: shown)
    state.select(CivilDate(year: 2026, month: 12, day: 24))
    let bar = statusBar(state, request: shown, names: .posix, width: width)
    #expect(bar.text == expected + String(repeating: " ", count: max(width - displayWidth(expected), 0)))
    #expect(displayWidth(bar.text) == width)
  }

  @Test("the status line of a day without a phase names its calendar date alone")
  func statusLineWithoutPhase() throws {
    let shown = try request(["-i", "--moon", "--calendar", "islamic-civil"])
    var state = BrowserState(request: shown)
    state.select(CivilDate(year: 2026, month: 12, day: 25))
    let bar = statusBar(state, request: shown, names: .posix, width: 80)
    #expect(bar.text.hasPrefix("< Fri 25 December 2026 >  15 Rajab 1448 AH  "))
    #expect(!bar.text.contains("moon"))
  }

  @Test("a source asked for days it cannot reach says which it covers, once, and shows the rest")
  func coverage() throws {
    let past = "the months shown reach past it, and show nothing of it there"
    #expect(try request(["--moon", "5000"]).warnings == ["--moon covers 0001-01-01 through 3000-12-31: \(past)"])
    #expect(
      try request(["--calendar", "chinese", "--calendar", "hebrew", "1500"]).warnings
        == ["--calendar chinese covers 1644-12-22 through 2499-12-31: \(past)"])
    #expect(try request(["--moon", "--calendar", "chinese", "-y", "2026"]).warnings.isEmpty)
  }
}

// Tests of --sun: its value, JSON's sunrise and sunset, the pages' times, and the text and iCalendar left as they were.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

/// The request `arguments` make in the C locale, the clock at noon on `testToday` in a zone `secondsEast` of UTC.
private func request(_ arguments: [String], secondsEast: Int) throws -> Request {
  let zone = fixedZone(secondsEast: secondsEast)
  let command = try Invocation.parse(arguments, now: noonSeconds(of: testToday, zone: zone), zone: zone, names: .posix)
  guard case .show(let request) = command else { throw UsageError.commandLine(.unknownOption("(test)")) }
  return request
}

@Suite("--sun: sunrise and sunset in JSON and on pages")
struct SunTests {
  static let tokyo = "35.6812,139.7671"

  // Columns: the value, the latitude and longitude it names (nil: refused).
  @Test(arguments: [
    ("35.6812,139.7671", (35.6812, 139.7671)), ("-33.45,-70.67", (-33.45, -70.67)), ("+0,-0", (0, 0)),
    ("90,180", (90, 180)), ("-90,-180", (-90, -180)), (" 35.68 , 139.77 ", (35.68, 139.77)), ("35,139", (35, 139)),
    (".5,5.", (0.5, 5)), ("91,0", nil), ("0,180.01", nil), ("35.6812", nil), ("35,68,139,77", nil),
    ("35.68;139.77", nil), ("1e3,5", nil), ("0x10,5", nil), ("nan,0", nil), ("inf,0", nil), ("", nil), (",", nil),
    ("-,5", nil), (".,5", nil), ("1234,5", nil), ("35.68N,139.77E", nil), ("35.1234567890123456,0", nil),
  ] as [(String, (Double, Double)?)])
  func values(text: String, expected: (Double, Double)?) {
    let location = parseLocation(text)
    #expect(location.map { [$0.latitude, $0.longitude] } == expected.map { [$0.0, $0.1] }, "\(text)")
  }

  @Test("a bad value is one error naming it and the form taken")
  func badValue() throws {
    #expect(throws: UsageError.commandLine(.invalidValue(option: "--sun", value: "35,68,139,77", expected: locationForm))) {
      try request(["--sun", "35,68,139,77", "--json"])
    }
    let message = UsageError.commandLine(.invalidValue(option: "--sun", value: "91,0", expected: locationForm))
      .description
    #expect(message == "invalid --sun value '91,0': use LAT,LON in degrees north and east, latitude -90 to 90 and "
      + "longitude -180 to 180, decimals with a dot (35.6812,139.7671)")
    // A value that begins with a minus sign is the option's, not an option of its own.
    #expect(try request(["--sun", "-33.45,-70.67", "--json"]).facts.kinds == .sunTimes)
  }

  @Test("--json: every cell has its sunrise and sunset on the zone's clocks; without --sun, none")
  func json() throws {
    let text = renderJSON(try request(["--json", "--sun", Self.tokyo, "12", "2026"], secondsEast: 9 * 3_600), names: .posix)
    // PyEphem: 21:32:36 UT on 1 December and 07:27:31 UT on the 2nd.
    #expect(text.contains(
      #""date": "2026-12-02", "day": 2, "inMonth": true, "weekday": "wednesday", "weekend": false, "today": false, "#
        + #""dayOfYear": 336, "weekNumber": 49, "marks": [], "sunrise": "06:33", "sunset": "16:28"},"#))
    #expect(occurrences(of: "\"sunrise\": \"", in: text) == 42 && occurrences(of: "\"sunset\": \"", in: text) == 42)
    #expect(!text.contains("\"sun\":"))
    let plain = renderJSON(try request(["--json", "12", "2026"], secondsEast: 9 * 3_600), names: .posix)
    #expect(!plain.contains("sunrise") && !plain.contains("sunset"))
  }

  @Test("--json: polar night and day said as such, the times null")
  func jsonPolar() throws {
    let december = renderJSON(try request(["--json", "--sun", "78.2232,15.6267", "12", "2026"]), names: .posix)
    #expect(occurrences(of: #""sunrise": null, "sunset": null, "sun": "polar-night"}"#, in: december) == 42)
    let june = renderJSON(try request(["--json", "--sun", "78.2232,15.6267", "6", "2026"]), names: .posix)
    #expect(occurrences(of: #""sunrise": null, "sunset": null, "sun": "polar-day"}"#, in: june) == 42)
  }

  @Test("--json: the sun after the moon, before the holidays; null both outside the years computed")
  func jsonWithOtherFacts() throws {
    // On UTC's clocks, Tokyo's sunrise of the 25th is on the 24th: PyEphem's 21:48:24 and 07:32:38 UT.
    let text = renderJSON(
      try request(["--json", "--moon", "--sun", Self.tokyo, "--holidays", "JP", "12", "2026"]), names: .posix)
    #expect(text.contains(
      #""marks": [], "moon": "full", "moonTime": "01:28", "moonName": "Full moon", "sunrise": "21:48", "sunset": "07:33", "holidays": []"#))
    // January 3001's grid begins with four days of 3000, the last with times.
    let far = renderJSON(try request(["--json", "--sun", "0,0", "1", "3001"]), names: .posix)
    #expect(occurrences(of: #""marks": [], "sunrise": null, "sunset": null}"#, in: far) == 38)
    #expect(far.contains(#""date": "3001-01-01""#) && far.contains(#""dayOfYear": 365, "weekNumber": 53, "marks": [], "sunrise": ""#))
  }

  @Test("the text calendar stays cal's, with no legend, in a month and a year")
  func text() throws {
    #expect(try renderedText(["--sun", Self.tokyo, "12", "2026"]) == renderedText(["12", "2026"]))
    #expect(try renderedText(["--sun", Self.tokyo, "-y", "2026"]) == renderedText(["-y", "2026"]))
    #expect(try renderedText(["--sun", Self.tokyo, "--moon", "12", "2026"]) == renderedText(["--moon", "12", "2026"]))
  }

  @Test("--format ics writes no sunrise: alone it has nothing to write, with --moon only the moon")
  func iCalendar() throws {
    #expect(throws: UsageError.commandLine(.nothingToExport)) {
      try request(["--format", "ics", "--sun", Self.tokyo, "12", "2026"])
    }
    let (text, _) = try ICalendarExportTests.export(["--moon", "--sun", Self.tokyo, "12", "2026"])
    let (moonOnly, _) = try ICalendarExportTests.export(["--moon", "12", "2026"])
    #expect(text == moonOnly)
  }

  @Test("pages: the times in each cell, small, and whole in the title; in SVG in the box's corner")
  func pages() throws {
    let shown = try request(["--format", "html", "--sun", Self.tokyo, "12", "2026"], secondsEast: 9 * 3_600)
    let html = renderHTML(shown, names: .posix, setup: testSetup)
    #expect(html.contains(
      "<td class=\"sun-times\"><time datetime=\"2026-12-02\">2</time><span class=\"fact sun-times\" dir=\"ltr\" "
        + "title=\"Sunrise 06:33, sunset 16:28\">↑06:33 ↓16:28</span></td>"))
    #expect(occurrences(of: "<span class=\"fact sun-times\"", in: html) == 42)
    #expect(MarkupChecker(isXML: false).problems(in: html) == [])
    let svg = renderSVG(
      try request(["--format", "svg", "--sun", Self.tokyo, "12", "2026"], secondsEast: 9 * 3_600), names: .posix,
      setup: testSetup)
    #expect(svg.contains("<title>Sunrise 06:33, sunset 16:28</title>"))
    #expect(svg.contains("<text class=\"fact sun-times\" x=\"221\" y=\"59\" text-anchor=\"end\">↑06:33</text>"))
    #expect(occurrences(of: "<text class=\"fact sun-times\"", in: svg) == 84)
    #expect(MarkupChecker(isXML: true).problems(in: svg) == [])
    let polar = renderSVG(try request(["--format", "svg", "--sun", "78.2232,15.6267", "12", "2026"]), names: .posix,
      setup: testSetup)
    #expect(polar.contains("text-anchor=\"end\">Polar</text>") && polar.contains("text-anchor=\"end\">night</text>"))
  }
}

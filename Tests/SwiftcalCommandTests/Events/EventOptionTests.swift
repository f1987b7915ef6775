// Tests of --ics: the legend, colour, JSON, the status line and the browser's list, files and folders,
// errors and warnings, through a world of files in memory.

import CalendarCore
import Events
import Testing

@testable import SwiftcalCommand

/// A world whose files are `files` (a path ending in `/` is a folder of the files under it), shown in
/// `zone`, with the zone database's `Asia/Tokyo` made of a fixed offset.
private func world(_ files: [String: String], zone: ZoneRules = .utc) -> EventWorld {
  EventWorld(
    readCalendars: { path in
      if path.hasSuffix("/") {
        let inside = files.keys.filter { $0.hasPrefix(path) }.sorted()
        return .files(
          inside.map { CalendarFileBytes(path: $0, isNamed: false, bytes: Array(files[$0]!.utf8)) }, warnings: [])
      }
      guard let text = files[path] else { return .failure("\(path): No such file or directory") }
      return .files([CalendarFileBytes(path: path, isNamed: true, bytes: Array(text.utf8))], warnings: [])
    },
    zoneFile: { _ in nil }, displayZone: { zone })
}

/// The request `arguments` make in `world`.
private func request(_ arguments: [String], in world: EventWorld) throws -> Request {
  let sources = SourceReader(files: .isolated, eras: { .none }, events: world)
  guard case .show(let request) = try Invocation.parse(arguments, today: testToday, names: .posix, sources: sources)
  else { throw UsageError.eventFile("not a calendar") }
  return request
}

/// An iCalendar file of `events`, each a VEVENT's lines.
private func calendar(_ events: [String]) -> String {
  "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//swiftcal tests//EN\r\n"
    + events.map { "BEGIN:VEVENT\r\n" + $0 + "END:VEVENT\r\n" }.joined() + "END:VCALENDAR\r\n"
}

private let standup = "UID:standup@test\r\nSUMMARY:Standup\r\nDTSTART:20261203T093000Z\r\nDTEND:20261203T094500Z\r\n"
  + "RRULE:FREQ=WEEKLY;COUNT=3\r\n"
private let holidays = "UID:holidays@test\r\nSUMMARY:Holidays\r\nDTSTART;VALUE=DATE:20261224\r\n"
  + "DTEND;VALUE=DATE:20261226\r\n"

@Suite("--ics")
struct EventOptionTests {
  let files = ["work.ics": calendar([standup, holidays])]

  @Test("the calendar stays cal's bytes and each day's events follow a line each, in time order")
  func legend() throws {
    let plain = renderCalendar(try request(["12", "2026"], in: world(files)), names: .posix, style: Style(isEnabled: false)).text
    let shown = renderCalendar(try request(["--ics", "work.ics", "12", "2026"], in: world(files)), names: .posix,
      style: Style(isEnabled: false)).text
    #expect(
      shown == plain + """

        2026-12-03 09:30  Standup
        2026-12-10 09:30  Standup
        2026-12-17 09:30  Standup
        2026-12-24  Holidays
        2026-12-25  Holidays

        """)
  }

  @Test("times are shown on the clock of the zone shown, which may move an event to the next day")
  func zones() throws {
    let tokyo = ZoneRules(name: "Asia/Tokyo", initialOffset: 9 * 3600)
    let late = "UID:late@test\r\nSUMMARY:Late call\r\nDTSTART:20261203T160000Z\r\nDURATION:PT30M\r\n"
    let request = try request(["--ics", "late.ics", "12", "2026"], in: world(["late.ics": calendar([late])], zone: tokyo))
    #expect(renderCalendar(request, names: .posix, style: Style(isEnabled: false)).text.hasSuffix("\n2026-12-04 01:00  Late call\n"))
  }

  @Test("JSON cells list their events with start, end and whether they last all day")
  func json() throws {
    let text = renderJSON(try request(["--ics", "work.ics", "--json", "12", "2026"], in: world(files)), names: .posix)
    #expect(
      text.contains(
        "\"date\": \"2026-12-03\", \"day\": 3, \"inMonth\": true, \"weekday\": \"thursday\", \"weekend\": false, "
          + "\"today\": false, \"dayOfYear\": 337, \"weekNumber\": 49, \"marks\": [], \"events\": [{\"summary\": "
          + "\"Standup\", \"start\": \"2026-12-03T09:30\", \"end\": \"2026-12-03T09:45\", \"allDay\": false}]}"))
    #expect(
      text.contains(
        "\"events\": [{\"summary\": \"Holidays\", \"start\": \"2026-12-24\", \"end\": \"2026-12-26\", \"allDay\": true}]"))
    #expect(text.contains("\"date\": \"2026-12-04\", ") && text.contains("\"marks\": [], \"events\": []}"))
  }

  @Test("a day with events takes the event colour, underlined by default")
  func color() throws {
    let request = try request(["--ics", "work.ics", "12", "2026"], in: world(files))
    let colored = renderCalendar(request, names: .posix, style: Style(isEnabled: true)).text
    #expect(colored.contains("\u{1B}[4m 3\u{1B}[0m") || colored.contains("\u{1B}[4m3\u{1B}[0m"))
    let theme = Theme(colorSettings: "event=35")
    #expect(renderCalendar(request, names: .posix, style: Style(isEnabled: true, theme: theme)).text.contains("35m"))
  }

  @Test("the browser names the selected day's events in its status line, and e lists them whole")
  func browser() throws {
    let request = try request(["--ics", "work.ics", "-i", "12", "2026"], in: world(files))
    var state = BrowserState(request: request)
    state.selected = CivilDate(year: 2026, month: 12, day: 3)
    let bar = statusBar(state, request: request, names: .posix, width: 100).text
    #expect(bar.contains("09:30 Standup"))
    let listed = state.handling(.character("e"))
    #expect(listed.showsEvents)
    #expect(dayEventList(listed, request: request, names: .posix).contains("09:30\u{2013}09:45  Standup"))
    #expect(!listed.handling(.character("e")).showsEvents)
  }

  @Test("a missing file or one that is not iCalendar is one line naming it")
  func errors() throws {
    #expect(throws: UsageError.eventFile("nope.ics: No such file or directory")) {
      try request(["--ics", "nope.ics"], in: world(files))
    }
    let error = #expect(throws: UsageError.self) { try request(["--ics", "notes.ics"], in: world(["notes.ics": "hello\n"])) }
    #expect(error?.description.hasPrefix("notes.ics: ") == true)
    #expect(throws: UsageError.self) { try request(["--ics", ""], in: world(files)) }
  }

  @Test("a broken event is skipped with a warning naming the file, its line and its UID; the rest is shown")
  func brokenEvent() throws {
    let broken = "UID:broken@test\r\nSUMMARY:No start\r\n"
    let request = try request(["--ics", "mixed.ics", "12", "2026"], in: world(["mixed.ics": calendar([broken, standup])]))
    #expect(request.warnings.count == 1)
    #expect(request.warnings.first?.hasPrefix("mixed.ics:4") == true)
    #expect(request.warnings.first?.contains("broken@test") == true)
    #expect(renderCalendar(request, names: .posix, style: Style(isEnabled: false)).text.contains("2026-12-03 09:30  Standup\n"))
  }

  @Test("a folder's files are all read; one that is not iCalendar is skipped with a warning")
  func folder() throws {
    let folder = world([
      "cal/a.ics": calendar([standup]), "cal/b.ics": calendar([holidays]), "cal/c.ics": "not a calendar",
    ])
    let request = try request(["--ics", "cal/", "12", "2026"], in: folder)
    #expect(request.warnings.count == 1 && request.warnings[0].hasPrefix("cal/c.ics: "))
    let text = renderCalendar(request, names: .posix, style: Style(isEnabled: false)).text
    #expect(text.contains("2026-12-03 09:30  Standup\n") && text.contains("2026-12-24  Holidays\n"))
  }
}

// The agenda (--agenda): its days, its lines and their order, its JSON, and what it cannot be combined with.

import CalendarCore
import Events
import Testing

@testable import SwiftcalCommand

/// A world of one calendar file, `calendar.ics`, of `events` (each a VEVENT's lines), shown in UTC.
private func world(_ events: [String]) -> EventWorld {
  let text =
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//swiftcal tests//EN\r\n"
    + events.map { "BEGIN:VEVENT\r\n" + $0 + "END:VEVENT\r\n" }.joined() + "END:VCALENDAR\r\n"
  return EventWorld(
    readCalendars: { path in
      .files([CalendarFileBytes(path: path, isNamed: true, bytes: Array(text.utf8))], warnings: [])
    },
    zoneFile: { _ in nil }, displayZone: { .utc })
}

/// The agenda's text for `arguments`, with the events of `events` when given, today 2026-12-21.
private func agenda(_ arguments: [String], events: [String] = []) throws -> String {
  let sources = SourceReader(files: .isolated, eras: { .none }, events: world(events))
  let today = CivilDate(year: 2026, month: 12, day: 21)
  guard case .show(let request) = try Invocation.parse(arguments, today: today, names: .posix, sources: sources)
  else { throw UsageError.eventFile("not a calendar") }
  return renderAgenda(request, names: .posix).text
}

@Suite("The agenda: a line for each thing a day holds, days in order") struct AgendaTests {
  @Test("without operands, today and the six days after it; a week across New Year reads both months")
  func week() throws {
    #expect(try agenda(["--agenda", "--holidays", "US"]) == "2026-12-25 Fri  Christmas Day (US)\n")
    #expect(
      try agenda(["--agenda", "--holidays", "US", "--today", "2026-12-28"])
        == "2027-01-01 Fri  New Year's Day (US)\n")
  }

  @Test("operands and -3, -n, -y select months; -n 0 one, as cal shows one")
  func months() throws {
    let january = try agenda(["--agenda", "--holidays", "JP", "1", "2026"])
    #expect(january.split(separator: "\n").allSatisfy { $0.hasPrefix("2026-01-") })
    #expect(january.hasPrefix("2026-01-01 Thu  New Year's Day (JP)\n"))
    let quarter = try agenda(["--agenda", "--holidays", "US", "-3", "12", "2026"])
    #expect(quarter.hasPrefix("2026-11-11 Wed  Veterans Day (US)\n") && quarter.contains("2027-01-01 Fri  New"))
    #expect(try agenda(["--agenda", "--holidays", "US", "-y", "2026"]).split(separator: "\n").count == 12)
    #expect(try agenda(["--agenda", "--holidays", "US", "-n", "0"]) == "2026-12-25 Fri  Christmas Day (US)\n")
  }

  @Test("a day's lines: holidays, marks, other calendars' new months and all-day events first, then by time")
  func order() throws {
    let events = [
      "UID:a\r\nSUMMARY:Dinner\r\nDTSTART:20261224T180000Z\r\nDTEND:20261224T210000Z\r\n",
      "UID:b\r\nSUMMARY:Trip\r\nDTSTART;VALUE=DATE:20261224\r\nDTEND;VALUE=DATE:20261226\r\n",
      "UID:c\r\nSUMMARY:Call\r\nDTSTART:20261224T013000Z\r\nDTEND:20261224T020000Z\r\n",
    ]
    let text = try agenda(
      ["--agenda", "--ics", "calendar.ics", "--holidays", "US", "--moon", "--mark", "12/24=Eve", "12", "2026"],
      events: events)
    let day = text.split(separator: "\n").filter { $0.hasPrefix("2026-12-24") }
    #expect(
      day == [
        "2026-12-24 Thu  Eve", "2026-12-24 Thu  Trip", "2026-12-24 Thu  01:28  Full moon",
        "2026-12-24 Thu  01:30–02:00  Call", "2026-12-24 Thu  18:00–21:00  Dinner",
      ])
    // The Hebrew month Tevet begins on 11 December 2026.
    let hebrew = try agenda(["--agenda", "--calendar", "hebrew", "12", "2026"])
    #expect(hebrew == "2026-12-11 Fri  1 Tevet 5787\n")
  }

  // Columns: the occurrence's start and end (day, hour, minute from 2026-12-24), its time on the 24th.
  @Test(arguments: [
    ((24, 9, 30), (24, 10, 0), "09:30–10:00"),
    ((24, 9, 30), (24, 9, 30), "09:30"),
    ((24, 23, 0), (25, 0, 0), "23:00–24:00"),
    ((24, 23, 0), (25, 1, 0), "23:00–…"),
    ((23, 23, 0), (24, 1, 15), "…–01:15"),
    ((23, 23, 0), (25, 1, 0), ""),
  ])
  func eventTimes(start: (Int, Int, Int), end: (Int, Int, Int), time: String) {
    func moment(_ at: (Int, Int, Int)) -> LocalDateTime {
      LocalDateTime(year: 2026, month: 12, day: at.0, hour: at.1, minute: at.2)
    }
    let occurrence = EventOccurrence(
      summary: "Late\ncall", start: moment(start), end: moment(end), isAllDay: false, startMinute: nil)
    let line = AgendaLine.eventLine(occurrence, on: moment((24, 0, 0)).julianDay)
    #expect(line.time == time && line.text == "Late call")
    #expect((line.minute != nil) == (time.first?.isNumber == true))
  }

  @Test("with --json, the days listed as the grid's cell objects")
  func json() throws {
    let sources = SourceReader(files: .isolated, eras: { .none }, events: world([]))
    let today = CivilDate(year: 2026, month: 12, day: 21)
    let arguments = ["--agenda", "--json", "--holidays", "US", "-y", "2026"]
    guard case .show(let agendaRequest) = try Invocation.parse(arguments, today: today, names: .posix, sources: sources)
    else { throw UsageError.eventFile("not a calendar") }
    var text = ""
    renderAgendaJSON(agendaRequest) { chunk in
      text += chunk.text
      return true
    }
    #expect(text.hasPrefix("{\n  \"firstWeekday\": \"sunday\",") && text.hasSuffix("\n  ]\n}\n"))
    let days = text.split(separator: "\n").filter { $0.hasPrefix("    {\"date\": ") }
    #expect(days.count == 12)  // with Independence Day observed on Friday 3 July
    // The cell of Christmas is the grid's, word for word.
    let grid = renderJSON(try request(["--json", "--holidays", "US", "12", "2026"]), names: .posix)
    let christmas = days.first { $0.contains("\"2026-12-25\"") }!.trimmingPrefix("    ")
    #expect(grid.contains(christmas.hasSuffix(",") ? String(christmas.dropLast()) : String(christmas)))
  }

  @Test("pages, iCalendar and the browser show no agenda: one error naming both options")
  func conflicts() {
    for form in [["--format", "html"], ["--format=ics"], ["-i"]] {
      #expect(throws: UsageError.self) { try agenda(["--agenda", "--holidays", "US"] + form) }
    }
    #expect(throws: Never.self) { try agenda(["--agenda", "--format", "json"]) }
  }
}

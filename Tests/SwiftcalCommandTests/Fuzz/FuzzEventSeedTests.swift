// The fuzz seeds of the event inputs (Tools/Fuzz/seed-inputs): iCalendar files, zones and rules,
// decoded and run through the stages, so that the fuzzer starts from inputs that reach the events.

import CalendarCore
import Events
import Testing

@testable import SwiftcalCommand

@Suite("Fuzz seeds of the event inputs")
struct FuzzEventSeedTests {
  /// The seed `extra-input-NAME`, decoded.
  func seed(_ name: String) throws -> FuzzCase {
    FuzzCase(try #require(committedInput("extra-input-" + name, in: "corpus")))
  }

  /// The request the seed's command line makes, read through its in-memory world.
  func request(_ input: FuzzCase) throws -> Request {
    let arguments = input.words.map { String(decoding: $0, as: UTF8.self) }
    let sources = SourceReader(files: input.fileSystem, eras: { .none }, events: input.eventWorld)
    let command = try Invocation.parse(arguments, today: input.today, names: input.names, sources: sources)
    guard case .show(let request) = command else { throw UsageError.eventFile("not a calendar shown") }
    return request
  }

  /// The number of event facts the request's sources give over its months.
  func eventDayCount(_ request: Request) -> Int {
    let first = Reform.gregorian.julianDay(
      of: CivilDate(year: request.months.first.year, month: request.months.first.month, day: 1))
    var count = 0
    var cache = DayFactCache()
    for case let days as EventDays in request.facts.sources.map(\.source) {
      days.forEachFact(onDaysFrom: first, through: first + 31 * request.months.count, reform: .gregorian, cache: &cache) {
        _, _ in count += 1
      }
    }
    return count
  }

  @Test("the iCalendar seeds reach events, through a folder and zones of the database", arguments: [
    "ics-tokyo-html", "ics-tokyo-svg", "ics-tokyo-json", "ics-folder-berlin", "ics-picked-options",
    "ics-issue-48-daylight-aware-repeats", "ics-each-week-but-two-deleted",
  ])
  func reachEvents(_ name: String) throws {
    let input = try seed(name)
    #expect(eventDayCount(try request(input)) > 0)
    #expect(input.failures() == [])
  }

  @Test("the picked words, zones and rules decode as FuzzCase documents")
  func decoding() throws {
    let picked = try seed("ics-picked-options")
    #expect(picked.words.map { String(decoding: $0, as: UTF8.self) }.prefix(6) == [
      "--ics", "cal.ics", "--holidays", "JP:public+bank", "--calendar", "chinese",
    ])
    #expect(picked.displayZone.name == "America/New_York")
    let folder = try seed("ics-folder-berlin")
    #expect(folder.calendarFiles.keys.sorted() == ["cal.ics", "dir/a.ics", "dir/b.ics", "dir/notes.txt"])
    guard case .files(let files, let warnings) = folder.eventWorld.readCalendars("dir") else {
      Issue.record("the folder was not read")
      return
    }
    #expect(files.map(\.path) == ["dir/a.ics", "dir/b.ics"] && warnings.count == 1)
    #expect(try seed("rrules").ruleTexts.count == 6)
    #expect(try seed("zones-posix").displayZone != .utc)
    #expect(try seed("zone-truncated").displayZone == .utc)
  }
}

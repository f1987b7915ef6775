// The fuzz seeds of the inputs from files and the terminal (Tools/Fuzz/seed-inputs), decoded and checked.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("Fuzz seeds of the inputs from files and the terminal")
struct FuzzInputSeedTests {
  /// The seed `extra-input-NAME`, decoded.
  func seed(_ name: String) throws -> FuzzCase {
    FuzzCase(try #require(committedInput("extra-input-" + name, in: "corpus")))
  }

  func marks(_ input: FuzzCase) throws(UsageError) -> MarkedDays {
    let arguments = input.words.map { String(decoding: $0, as: UTF8.self) }
    let sources = SourceReader(files: input.fileSystem, eras: { .none })
    guard case .show(let request) = try Invocation.parse(arguments, today: input.today, names: input.names, sources: sources)
    else { return MarkedDays() }
    return (request.facts.sources.first?.source as? MarkedDaySource)?.markedDays ?? MarkedDays()
  }

  @Test("the calendar(1) seeds reach includes, a cycle, a missing include and bytes that are not text")
  func calendarFiles() throws {
    #expect(try marks(seed("calendar-chain")).marks.map(\.label) == ["Boxing Day continued", "Run", "Day", "Eve"])
    #expect(try marks(seed("calendar-all-includes")).marks.map(\.label).contains("New Year's Day"))
    // The excerpt of calendar.usholiday the seed holds: every line a mark, `*` days (dates that vary) too.
    #expect(
      try marks(seed("calendar-usholiday")).marks.map(\.label) == [
        "New Year's Day", "Julian Calendar New Year's Day", "Groundhog Day", "St. Valentine's Day",
        "President's Day (3rd Monday of February)", "Mother-in-Law Day, USA",
        "Daylight Savings Time begins in USA; clocks move forward (2nd Sunday of March)", "St. Patrick's Day",
        "Vernal Equinox", "April Fool's Day", "Income Tax Day, USA.", "Arbor Day, USA (varies from state to state)",
        "Mother's Day (2nd Sunday of May)",
      ])
    #expect(throws: UsageError.markFile(.includesTooDeep(file: "./s", line: 1, limit: 200))) {
      try marks(seed("calendar-self-include"))
    }
    #expect(throws: UsageError.markFile(.missingInclude(file: "m", line: 2, name: "nowhere"))) { try marks(seed("calendar-missing")) }
    #expect(throws: UsageError.markFile(.unreadableMarkFile("-", reason: "not UTF-8 text"))) {
      try marks(seed("calendar-bad-bytes"))
    }
  }

  /// Columns: the seed, the colours its terminfo entry declares, whether it has cursor addressing.
  @Test(
    "the terminfo seeds: 16-bit and 32-bit entries read, broken ones refused",
    arguments: [
      ("terminfo-xterm-16bit", 8, true), ("terminfo-linux-16bit", 8, true),
      ("terminfo-xterm-256color-32bit", 256, true), ("terminfo-truncated-header", nil, nil),
      ("terminfo-negative-counts", nil, nil),
    ] as [(String, Int?, Bool?)])
  func terminfo(_ name: String, _ colors: Int?, _ hasCursorAddressing: Bool?) throws {
    let entry = try #require(try seed(name).terminfo)
    #expect(terminfoColorCount(entry) == colors)
    #expect(terminfoHasCursorAddressing(entry) == hasCursorAddressing)
  }

  @Test("the other seeds decode: a scheme, its directory, timestamps, go-to text, keys with NUL")
  func others() throws {
    let scheme = try seed("scheme-names")
    #expect(terminalColorsScheme(String(decoding: try #require(scheme.scheme), as: UTF8.self))["today"] == "7")
    #expect(scheme.colorFileNames?.count == 4)
    #expect(try seed("timestamps").timestamps.count == 11)
    #expect(try seed("timestamps").clockSeconds == 1_764_504_000)
    #expect(try seed("timestamps").zoneOffsetMinutes == -720)
    #expect(try seed("goto").goToTexts.count == 7)
    #expect(try seed("keys-mouse").typed.contains(0))
  }

  @Test("a record's bytes: DLE 0 is NUL, DLE DLE is DLE, anything else is itself")
  func escapes() {
    #expect(FuzzCase.unescaped([0x10, 0x30, 0x10, 0x10, 0x10, 0x41, 0x10]) == [0, 0x10, 0x10, 0x41, 0x10])
    #expect(FuzzCase.unescaped(FuzzCase.escaped([0, 0x10, 0x30, 0xFF])) == [0, 0x10, 0x30, 0xFF])
  }
}

// The fuzz target's seed corpus and every input it found a failure with, replayed under
// `swift test` through the same checks (FuzzCase) the fuzzer runs.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand
@testable import SwiftcalSystem

/// The files in `directory` (without hidden ones), sorted, with their contents.
private func inputs(in directory: String) -> [(name: String, bytes: [UInt8])] {
  let names = (Platform.fileNames(inDirectory: directory) ?? []).filter { !$0.hasPrefix(".") }
  return names.sorted().compactMap { name in
    // Inputs are at most 8 KB (Tests/Fuzz/run's -max_len).
    guard case .success(let bytes) = Platform.readWholeFile(directory + "/" + name, limit: 1 << 16) else { return nil }
    return (name, bytes)
  }
}

@Suite("Fuzz corpus and regressions")
struct FuzzRegressionTests {
  /// Seeds that replay in the long sweep only: `--json` of 120000 months takes a debug build half
  /// a second.
  static let slowSeeds: Set = ["extra-json-huge"]

  /// Columns: the folder, the prefix of the names replayed. The reference cases' seeds (`ref-*`)
  /// replay in the long sweep below, with `slowSeeds`: the golden tests run the same cases through
  /// the same stages.
  @Test("every committed input keeps every invariant", arguments: [("corpus", "extra-"), ("regressions", "")])
  func replay(_ folder: String, namePrefix: String) throws {
    try Self.replay(folder, namePrefix: namePrefix, skipping: Self.slowSeeds)
  }

  static func replay(_ folder: String, namePrefix: String, skipping skipped: Set<String> = []) throws {
    let files = inputs(in: fuzzDirectory + "/" + folder).filter {
      $0.name.hasPrefix(namePrefix) && !skipped.contains($0.name)
    }
    try #require(!files.isEmpty, "no inputs \(namePrefix)* in \(fuzzDirectory)/\(folder)")
    var failures: [String] = []
    for file in files {
      failures += FuzzCase(file.bytes).failures().map { "\(folder)/\(file.name): \($0)" }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test("the seed corpus holds every reference case")
  func seedsCoverReferenceCases() {
    let seeds = inputs(in: fuzzDirectory + "/corpus").filter { $0.name.hasPrefix("ref-") }
    #expect(seeds.count == 64)
  }

  /// Columns: the text, whether it is JSON (swiftcal writes integers only, so that is all the
  /// check knows of numbers).
  @Test(
    "the fuzz target's JSON check tells JSON from other text",
    arguments: [
      (#"{"a": [1, -2, true, false, null, "x\"\u00e9"], "b": {}}"#, true), ("[]", true), (" 0 ", true),
      (#"{"a": }"#, false), ("[1,]", false), (#"{"a" 1}"#, false), ("\"\u{1}\"", false), ("01", false),
      ("[1] x", false), (#""\q""#, false), ("", false), (String(repeating: "[", count: 100), false),
    ])
  func jsonCheck(_ text: String, _ isValid: Bool) {
    #expect(isJSON(text) == isValid)
  }

  @Test("inputs decode as Tests/Fuzz/FuzzEntry.swift documents")
  func decoding() {
    let bytes = Array("lja\0T2000-02-29\0a-3\0a\u{FF}\0t132\0eCOLUMNS=40\0eNO_COLOR\0zfuture field\0kq\0r9".utf8)
    let input = FuzzCase(bytes + [0, UInt8(ascii: "a"), 0xFF])
    #expect(input.words == [Array("-3".utf8), Array("\u{FF}".utf8), [0xFF]])
    #expect(input.names == FuzzCase.locales["ja"])
    #expect(input.today.description == "2000-02-29")
    #expect(input.terminal.width == 132 && input.terminal.isTerminal)
    #expect(input.environment == ["COLUMNS": "40", "NO_COLOR": ""])
    #expect(input.typed == [UInt8(ascii: "q")] && input.screenRows == 9)
    let encoded = FuzzCase(
      FuzzCase.encode(wordBytes: [[0xFF], Array("x".utf8)], locale: "fr", environment: ["TERM": "dumb"]))
    #expect(encoded.words == [[0xFF], Array("x".utf8)])
    #expect(encoded.names == FuzzCase.locales["fr"])
    #expect(encoded.environment == ["TERM": "dumb"])
  }
}

@Suite("Fuzz seeds of the inputs from files and the terminal")
struct FuzzInputSeedTests {
  /// The seed `extra-input-NAME`, decoded.
  func seed(_ name: String) throws -> FuzzCase {
    let file = try #require(inputs(in: fuzzDirectory + "/corpus").first { $0.name == "extra-input-" + name })
    return FuzzCase(file.bytes)
  }

  func marks(_ input: FuzzCase) throws(UsageError) -> MarkedDays {
    let arguments = input.words.map { String(decoding: $0, as: UTF8.self) }
    guard case .show(let request) = try Invocation.parse(arguments, today: input.today, names: input.names) else {
      return MarkedDays()
    }
    return try markedDays(from: request.markSources, reform: request.reform, world: input.fileSystem)
  }

  @Test("the calendar(1) seeds reach includes, a cycle, a missing include and bytes that are not text")
  func calendarFiles() throws {
    #expect(try marks(seed("calendar-chain")).marks.map(\.label) == ["Boxing Day continued", "Run", "Day", "Eve"])
    #expect(try marks(seed("calendar-all-includes")).marks.map(\.label).contains("New Year's Day"))
    #expect(try marks(seed("calendar-usholiday")).marks.count > 5)
    #expect(throws: UsageError.includesTooDeep(file: "./s", line: 1, limit: 200)) {
      try marks(seed("calendar-self-include"))
    }
    #expect(throws: UsageError.missingInclude(file: "m", line: 2, name: "nowhere")) { try marks(seed("calendar-missing")) }
    #expect(throws: UsageError.unreadableMarkFile("-", reason: "not UTF-8 text")) {
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

@Suite("Fuzz corpus, every seed", .longSweep)
struct FuzzCorpusLongSweepTests {
  @Test("every seed keeps every invariant")
  func replayAll() throws {
    try FuzzRegressionTests.replay("corpus", namePrefix: "")
  }
}

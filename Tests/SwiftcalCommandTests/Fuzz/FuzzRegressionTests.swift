// The fuzz target's seed corpus and every input it found a failure with, replayed under
// `swift test` through the same checks (FuzzCase) the fuzzer runs.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

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
    let files = committedInputs(in: fuzzDirectory + "/" + folder).filter {
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
    let seeds = committedInputs(in: fuzzDirectory + "/corpus").filter { $0.name.hasPrefix("ref-") }
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

@Suite("Fuzz corpus, every seed", .longSweep)
struct FuzzCorpusLongSweepTests {
  @Test("every seed keeps every invariant")
  func replayAll() throws {
    try FuzzRegressionTests.replay("corpus", namePrefix: "")
  }
}

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

  /// Replays every file of `Tests/Fuzz/FOLDER` whose name starts with `namePrefix`, except
  /// `skipped`: each one by name, none left out of the listing, none unread.
  static func replay(_ folder: String, namePrefix: String, skipping skipped: Set<String> = []) throws {
    let files = committedInputs(in: folder).filter { $0.name.hasPrefix(namePrefix) && !skipped.contains($0.name) }
    let expected = try committedInputNames(in: folder).filter { $0.hasPrefix(namePrefix) && !skipped.contains($0) }
    try #require(!expected.isEmpty, "no inputs \(namePrefix)* in \(fuzzDirectory)/\(folder)")
    #expect(files.map(\.name) == expected, "\(files.count) of the \(expected.count) files \(namePrefix)* listed")
    var failures: [String] = []
    for file in files {
      guard let bytes = file.bytes else {
        failures.append("\(folder)/\(file.name): could not be read")
        continue
      }
      failures += FuzzCase(bytes).failures().map { "\(folder)/\(file.name): \($0)" }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test("the seed corpus holds a seed for every reference case, and no other ref- seed")
  func seedsCoverReferenceCases() {
    let seeds = committedInputs(in: "corpus").map(\.name).filter { $0.hasPrefix("ref-") }
    #expect(seeds == ReferenceCase.all.map { "ref-" + $0.identifier }.sorted())
  }

  @Test("the corpus holds seeds (ref-, extra-) and finds (found-SHA1) only")
  func corpusNames() throws {
    let strays = try committedInputNames(in: "corpus").filter { name in
      let hash = name.dropFirst("found-".count)
      let isFind = name.hasPrefix("found-") && hash.count == 40 && hash.allSatisfy { $0.isHexDigit && !$0.isUppercase }
      return !(name.hasPrefix("ref-") || name.hasPrefix("extra-") || isFind)
    }
    #expect(strays.isEmpty, "\(strays)")
  }

  /// A regression is the input of a bug fixed, named for the bug (as `browser-started-in-year-0`),
  /// not with the name libFuzzer gave the crash.
  @Test("every regression is named for the bug it found")
  func regressionNames() throws {
    let names = try committedInputNames(in: "regressions")
    try #require(!names.isEmpty)
    let artifactPrefixes = ["crash-", "leak-", "timeout-", "oom-", "slow-unit-", "found-"]
    let unnamed = names.filter { name in
      let words = name.split(separator: "-", omittingEmptySubsequences: false)
      let isWords = words.count >= 3 && words.allSatisfy { word in
        !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
      }
      return !isWords || artifactPrefixes.contains { name.hasPrefix($0) }
    }
    #expect(unnamed.isEmpty, "\(unnamed)")
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

  @Test("inputs decode as Tools/Fuzz/FuzzEntry.swift documents")
  func decoding() {
    let bytes = Array("lja\0T2000-02-29\0a-3\0a\u{FF}\0t132\0eCOLUMNS=40\0eNO_COLOR\0xfuture field\0kq\0r9".utf8)
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

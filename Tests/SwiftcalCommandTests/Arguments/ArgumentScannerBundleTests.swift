// Tests of short options bundled in one word.

import Testing

@testable import SwiftcalCommand

/// Short options bundled in one word, read letter by letter.
@Suite("Bundled short options")
struct ArgumentScannerBundleTests {
  func spec(_ identifier: OptionSpec.Identifier) -> OptionSpec {
    optionTable.first { $0.identifier == identifier }!
  }

  @Test func flagsAndValues() throws {
    #expect(
      try scanArguments(["-3wj"])
        == [.option(spec(.three), value: nil), .option(spec(.week), value: nil), .option(spec(.julian), value: nil)])
    #expect(try scanArguments(["-n5"]) == [.option(spec(.months), value: "5")])
    #expect(try scanArguments(["-yn", "12"]) == [.option(spec(.year), value: nil), .option(spec(.months), value: "12")])
    #expect(
      try scanArguments(["-yn12", "2026"])
        == [.option(spec(.year), value: nil), .option(spec(.months), value: "12"), .operand("2026")])
    #expect(try scanArguments(["-Hjuillet-é"]) == [.option(spec(.today), value: "juillet-é")])
    #expect(try scanArguments(["-", "-m"]) == [.operand("-"), .option(spec(.monday), value: nil)])
  }

  @Test func unknownLettersAreWholeCharacters() throws {
    #expect(throws: UsageError.commandLine(.unknownOption("-é"))) { try scanArguments(["-yé"]) }
    #expect(throws: UsageError.commandLine(.unknownOption("-e\u{301}"))) { try scanArguments(["-e\u{301}"]) }
    // A combining mark after the dash makes the word's first character something else.
    #expect(try scanArguments(["-\u{301}y"]) == [.operand("-\u{301}y")])
    #expect(throws: UsageError.commandLine(.missingValue(option: "-n", expected: expectedValue(of: spec(.months))))) {
      try scanArguments(["-yn"])
    }
  }

  // columns: word, begins with one dash, begins with two (as hasPrefix("-") and hasPrefix("--"))
  @Test(arguments: [
    ("-y", true, false), ("--year", true, true), ("-", true, false), ("--", true, true), ("", false, false),
    ("y", false, false), ("-\u{301}y", false, false), ("-\u{301}-", false, false), ("-–", true, false),
    ("--\u{301}x", true, false), ("---", true, true),
  ])
  func dashes(word: String, one: Bool, two: Bool) {
    #expect(beginsWithDashes(word, 1) == one && word.hasPrefix("-") == one)
    #expect(beginsWithDashes(word, 2) == two && word.hasPrefix("--") == two)
  }
}

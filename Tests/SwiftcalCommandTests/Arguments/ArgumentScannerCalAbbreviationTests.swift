// The abbreviations cal takes keep cal's meaning beside swiftcal's own options; --sun is cal's without a place.

import Testing

@testable import SwiftcalCommand

@Suite("Abbreviations: cal's meaning beside swiftcal's own options")
struct ArgumentScannerCalAbbreviationTests {
  /// The identifier of each option `words` scan to.
  private func options(_ words: [String]) throws -> [OptionSpec.Identifier] {
    try scanArguments(words).compactMap { item in
      guard case .option(let spec, _) = item else { return nil }
      return spec.identifier
    }
  }

  // Columns: an abbreviation, the option of cal's it stands for.
  @Test(arguments: [
    ("--j", OptionSpec.Identifier.julian), ("--w", .week), ("--we", .week), ("--su", .sunday),
    ("--sund", .sunday), ("--ve", .vertical), ("--mon", .months),
  ])
  func calsAbbreviation(word: String, option: OptionSpec.Identifier) throws {
    // `--ve` and `--mon` are ambiguous in cal too (--vertical/--version, --monday/--months).
    if word == "--ve" || word == "--mon" {
      #expect(throws: UsageError.self) { try scanArguments([word]) }
    } else {
      #expect(try options([word]) == [option])
    }
  }

  @Test("--sun takes a place (a comma in it, or after =); without one it is cal's --sunday")
  func sun() throws {
    #expect(try scanArguments(["--sun", "35.68,139.77", "2026"]) == [
      .option(optionTable.first { $0.identifier == .sun }!, value: "35.68,139.77"), .operand("2026"),
    ])
    #expect(try options(["--sun=1"]) == [.sun])
    #expect(try scanArguments(["--sun", "2026"]) == [
      .option(optionTable.first { $0.identifier == .sunday }!, value: nil), .operand("2026"),
    ])
    #expect(try options(["--sun"]) == [.sunday])
    // Swiftcal's own options are reached by their longer abbreviations.
    #expect(try options(["--js"]) == [.json])
    #expect(try options(["--weeke", "fri,sat"]) == [.weekend])
  }
}

// Tests of the values spelled once: reform words, colour words, shells, SGR renditions, decimal digits.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("Values spelled once")
struct TypedValuesTests {
  @Test("the word lists written case by case are the cases, in order")
  func wordListsAreTheCases() {
    #expect(ReformName.words == ReformName.allCases.map(\.rawValue))
    #expect(calendarValueNames == CalendarSystem.allCases.map(\.name) + ["list"])
    #expect(ColorMode.words.map { ColorMode(optionValue: $0) } == [.auto, .always, .never])
    #expect(Shell.names == Shell.allCases.map(\.rawValue))
  }

  @Test("each reform's first word names it again, and the option table offers the words")
  func reformNames() {
    for reform in [Reform.greatBritain1752, .gregorian, .julian] {
      #expect(ReformName(reform)?.reform == reform)
    }
    #expect(ReformName.iso.reform == .gregorian)
    #expect(ReformName(ReformCountry.named("IT")!.reform) == nil)
    // The literal list of the option table is the words, the countries' codes and `list`.
    #expect(reformValueNames == ReformName.words + ReformCountry.all.map(\.code) + ["list"])
    #expect(optionTable.first { $0.identifier == .reform }?.allowedValues == reformValueNames)
    #expect(listedWithOr(ReformName.words) == "1752, gregorian, iso or julian")
    #expect(listedWithOr(["bash"]) == "bash")
    #expect(listedWithOr([]) == "")
  }

  // Columns: SGR parameters, whether they are accepted.
  @Test(
    "a rendition is digits and semicolons, at most 32",
    arguments: [
      ("", true), ("7", true), ("38;5;208", true), (String(repeating: "1", count: 32), true),
      (String(repeating: "1", count: 33), false), ("7m\u{1B}[2J", false), ("1 ", false), ("x", false),
    ])
  func renditionParameters(parameters: String, isAccepted: Bool) {
    #expect((GraphicRendition(parameters: parameters) != nil) == isAccepted)
  }

  @Test("a rendition's escape sequence, and none for no colour")
  func escapeSequences() {
    #expect(GraphicRendition.reverseVideo.escapeSequence == "\u{1B}[7m")
    #expect(Style(isEnabled: true).start(.none, "1;4") == "\u{1B}[1;4m")
    #expect(Style(isEnabled: true).end(.none, .none) == "")
    #expect(Style(isEnabled: false).start(.reverseVideo) == "")
  }

  @Test("every colour role has its key in SWIFTCAL_COLORS")
  func colorRoles() {
    for role in ColorRole.allCases {
      #expect(Theme(colorSettings: "\(role.rawValue)=1;2")[role] == "1;2", "\(role)")
    }
  }

  // Columns: value, minimum digits, the digits written.
  @Test(
    "numbers are written in decimal, zero-padded to a minimum",
    arguments: [
      (0, 1, "0"), (7, 2, "07"), (89, 4, "0089"), (2026, 4, "2026"), (2_147_483_646, 4, "2147483646"),
      (5, 0, "5"), (-5, 4, "-0005"), (Int.max, 1, String(Int.max)), (Int.min, 1, String(Int.min)),
      (1, 40, String(repeating: "0", count: 22) + "1"),
    ])
  func decimalDigits(value: Int, minimum: Int, expected: String) {
    #expect(withDecimalDigits(of: value, zeroPaddedTo: minimum) { String(decoding: $0, as: UTF8.self) } == expected)
  }

  @Test("a year as cal prints it")
  func years() {
    #expect(zeroPaddedYear(89) == "0089")
    #expect(zeroPaddedYear(12_026) == "12026")
  }
}

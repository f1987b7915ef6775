// Tests of DigitRun and decimalInteger: the one reader of decimal digits.

import Testing

@testable import FileFormats

@Suite("DigitRun")
struct DigitRunTests {
  // Columns: the text, the digits' values at its start, how many characters follow them.
  @Test(
    "finds the ASCII digits at the start, and no other script's",
    arguments: [
      ("2026-12", [2, 0, 2, 6], 3), ("", [], 0), ("x1", [], 2), ("0009", [0, 0, 0, 9], 0),
      ("١٢", [], 2), ("12３", [1, 2], 1), ("9/", [9], 1),
    ] as [(String, [Int], Int)])
  func digits(text: String, values: [Int], rest: Int) {
    let scalars = Array(text.unicodeScalars)
    let run = DigitRun(scalars)
    #expect(Array(run) == values)
    #expect(run.count == values.count)
    #expect(scalars.count - run.end == rest)
    #expect(Array(DigitRun(Array(text.utf8))) == values)
  }

  @Test("isDecimalDigits: one digit or more and nothing else")
  func wholeText() {
    #expect("0123456789".utf8.isDecimalDigits)
    #expect(!"".utf8.isDecimalDigits)
    #expect(!"12 ".utf8.isDecimalDigits)
    #expect(!"+1".utf8.isDecimalDigits)
  }

  // Columns: the text; decimalInteger must read it as Int(_:) does.
  @Test(
    "decimalInteger reads as Int(_:) does, signs and overflow included",
    arguments: [
      "0", "12", "+12", "-12", "-0", "", "+", "-", " 1", "1 ", "1x", "++1", "0x10", "9223372036854775807",
      "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "00000000000000000000012",
      "١٢",
    ])
  func integer(text: String) {
    #expect(decimalInteger(text) == Int(text))
  }
}

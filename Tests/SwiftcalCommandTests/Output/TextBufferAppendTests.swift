// Tests of TextBuffer's appends.

import Testing

@testable import SwiftcalCommand

@Suite("TextBuffer appends")
struct TextBufferAppendTests {
  /// The buffer's text after `fill` runs on an empty buffer.
  func text(_ fill: (inout TextBuffer) -> Void) -> String {
    var buffer = TextBuffer()
    fill(&buffer)
    return buffer.text
  }

  // columns: value, width, expected text
  @Test(arguments: [
    (0, 0, "0"), (7, 2, " 7"), (31, 2, "31"), (31, 3, " 31"), (366, 3, "366"), (366, 2, "366"),
    (2026, 0, "2026"), (5, 30, String(repeating: " ", count: 29) + "5"),
    (Int.max, 4, "9223372036854775807"), (Int.max, 22, "   9223372036854775807"),
  ])
  func numbersAreRightAligned(value: Int, width: Int, expected: String) {
    #expect(text { $0.appendNumber(value, width: width) } == expected)
  }

  @Test(arguments: [0, 1, 31, 32, 33, 100])
  func spaces(count: Int) {
    #expect(text { $0.appendSpaces(count) } == String(repeating: " ", count: count))
  }

  // columns: text, width, centred, left-aligned
  @Test(arguments: [
    ("Sun", 2, "Su", "Su"), ("Mo", 2, "Mo", "Mo"), ("May", 20, "         May        ", "May                 "),
    ("", 3, "   ", "   "), ("Sun", 0, "", ""),
    ("月", 2, "月", "月"), ("日曜日", 2, "日", "日"),
    ("mai", 5, " mai ", "mai  "), ("févr.", 4, "févr", "févr"),
  ])
  func fitting(text input: String, width: Int, centred: String, leftAligned: String) {
    #expect(text { $0.appendCentered(input, width: width) } == centred)
    #expect(text { $0.appendLeftAligned(input, width: width) } == leftAligned)
  }

  @Test func escapeCodesWrapTheTextOnly() {
    #expect(text { $0.appendCentered("Sa", width: 4, before: "<", after: ">") } == " <Sa> ")
    #expect(text { $0.append("") } == "")
  }

  /// Runs longer than the line buffer, lines across it, and text left without a newline.
  @Test func longRunsAndLines() {
    let long = String(repeating: "abcdefghij", count: 30)
    var expected = ""
    var buffer = TextBuffer()
    for round in 0..<50 {
      buffer.append(long)
      buffer.appendSpaces(round * 7)
      buffer.appendNumber(round, width: 4)
      buffer.appendCentered("May", width: 9)
      buffer.appendNewline()
      expected += long + String(repeating: " ", count: round * 7)
      expected += String(repeating: " ", count: 4 - String(round).count) + String(round) + "   May   \n"
    }
    buffer.append("no newline")
    expected += "no newline"
    #expect(buffer.text == expected)
    #expect(buffer.bytes == Array(expected.utf8))
  }
}

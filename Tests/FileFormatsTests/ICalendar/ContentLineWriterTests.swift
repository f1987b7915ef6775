// Content lines written: TEXT escaped and lines folded at 75 octets, as RFC 5545 3.1 and 3.3.11 have them.

import Testing

@testable import FileFormats

@Suite("Content lines written: folded at 75 octets between characters, TEXT escaped") struct ContentLineWriterTests {
  /// The lines of `bytes` (CRLF-ended), unfolded as a reader unfolds them.
  static func unfolded(_ bytes: [UInt8]) -> [String] {
    String(decoding: bytes, as: UTF8.self).replacing("\r\n ", with: "")
      .split(separator: "\r\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  @Test("a short line is written as it is, with CRLF")
  func shortLine() {
    var lines = ContentLineWriter()
    lines.append("BEGIN:VCALENDAR")
    lines.append("X:" + String(repeating: "a", count: 73))
    #expect(lines.bytes == Array("BEGIN:VCALENDAR\r\nX:\(String(repeating: "a", count: 73))\r\n".utf8))
  }

  @Test("long lines of one-, two-, three- and four-byte characters fold at 75 octets, never inside a character",
    arguments: ["a", "é", "祝", "𝄞"])
  func longLines(character: String) {
    let line = "SUMMARY:" + String(repeating: character, count: 200)
    var lines = ContentLineWriter()
    lines.append(line)
    let physical = String(decoding: lines.bytes, as: UTF8.self).split(separator: "\r\n")
    #expect(physical.count > 1)
    for part in physical {
      #expect(part.utf8.count <= 75)
      // Each part decodes whole: no character was cut.
      #expect(String(decoding: Array(part.utf8), as: UTF8.self) == String(part))
    }
    #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
    #expect(ContentLineWriterTests.unfolded(lines.bytes) == [line])
  }

  @Test("TEXT escapes a backslash, ; and , and writes a newline as \\n; other control characters become spaces")
  func escapes() {
    #expect(TextValue.escaped("a,b;c\\d\ne\tf") == "a\\,b\\;c\\\\d\\ne f")
    let text = "Labor Day; observed, \\ once\n"
    #expect(TextValue.unescaped(TextValue.escaped(text)) == text)
    #expect(TextValue.escaped("振替休日") == "振替休日")
  }
}

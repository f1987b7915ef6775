// Tests of displayWidth: scalars as glibc's wcswidth counts them; graphemes as terminals draw emoji.

import Testing

@testable import SwiftcalCommand

@Suite("displayWidth: scalars as wcswidth counts them, graphemes as terminals draw emoji")
struct DisplayWidthTests {
  // Columns: text, its width scalar by scalar, its width grapheme by grapheme.
  @Test(arguments: [
    ("May", 3, 3), ("", 0, 0), ("février", 7, 7), ("2月", 3, 3), ("日", 2, 2), ("11월", 4, 4), ("ｶ", 1, 1), ("ＡＢ", 4, 4),
    ("\u{1B}", 0, 0), ("😀", 2, 2),
    ("Dezember", 8, 8),
    ("12月", 4, 4),
    ("Dé\u{301}c", 3, 3),
    ("🚀", 2, 2),  // U+1F680, of emoji presentation, East Asian Wide
    ("🚀🚀🚀 q quit", 13, 13),
    ("❤\u{FE0F}", 1, 2),  // a text-style heart made emoji by VS16
    ("👨\u{200D}👩\u{200D}👧", 6, 2),  // a family joined by ZWJ
    ("🇯🇵", 2, 2),  // two regional indicators, one flag
    ("1\u{FE0F}\u{20E3}", 1, 2),  // a keycap
  ])
  func widths(text: String, scalars: Int, graphemes: Int) {
    #expect(displayWidth(text) == scalars)
    #expect(graphemeWidth(text) == graphemes)
  }

  @Test("truncated cuts by graphemes, never inside a wide character or an emoji sequence")
  func truncation() {
    #expect(truncated("日月火", toWidth: 3) == "日")
    #expect(truncated("Sun", toWidth: 2) == "Su")
    #expect(truncated("Sun", toWidth: 5) == "Sun")
    #expect(truncated("🚀🚀🚀 Launch", toWidth: 5) == "🚀🚀")
    #expect(truncated("a👨\u{200D}👩\u{200D}👧b", toWidth: 3) == "a👨\u{200D}👩\u{200D}👧")
  }
}

// Tests of the screen text functions' fast path: lines of printable ASCII and escape sequences are
// measured and cut byte by byte, and must come out as the Character-by-Character path has them.

import Testing

@testable import SwiftcalCommand

@Suite("Screen text: the ASCII path agrees with the Character path")
struct ScreenTextTests {
  /// Pieces lines are made of: what calendars hold (digits, letters, spaces, SGR codes) and
  /// what sends a line to the Character path or tests where a sequence ends (a sequence ended
  /// by the byte after `ESC`, one cut off at the end, a control byte, non-ASCII, CR LF).
  static let pieces = [
    " ", "1", "29", "Su Mo", "[", "]", "\u{1B}[31m", "\u{1B}[7;1m", "\u{1B}[0m", "\u{1B}[", "\u{1B}@x",
    "\u{1B}", "\u{1B}[3", "\t", "\u{7F}", "é", "月", "\r\n", "~",
  ]

  @Test("width and every cut of 2,000 lines made of those pieces")
  func sweep() {
    var generator = SystemRandomNumberGenerator()
    var failures: [String] = []
    for _ in 0..<2_000 where failures.count < 5 {
      let line = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        ScreenTextTests.pieces.randomElement(using: &generator)!
      }.joined()
      if screenWidth(line) != characterScreenWidth(line) {
        failures.append("width of \(line.debugDescription)")
      }
      for start in 0...4 {
        for width in 0...6 where columnSlice(of: line, from: start, width: width)
          != characterColumnSlice(of: line, from: start, width: width)
        {
          failures.append("cut \(start), \(width) of \(line.debugDescription)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test("a calendar line: its width without the codes, cut with the codes kept and reset")
  func calendarLine() {
    let line = " 1  2 \u{1B}[31m 3\u{1B}[0m  4"
    #expect(screenWidth(line) == 11)
    #expect(columnSlice(of: line, from: 3, width: 5) == " 2 \u{1B}[31m 3\u{1B}[0m\u{1B}[0m")
    #expect(columnSlice(of: " 1  2", from: 1, width: 3) == "1  ")
  }
}

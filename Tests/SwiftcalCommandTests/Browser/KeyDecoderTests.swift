// Tests of KeyDecoder.

import Testing

@testable import SwiftcalCommand

@Suite("KeyDecoder")
struct KeyDecoderTests {
  // Columns: bytes as the terminal sends them, the keys they make.
  @Test(
    "whole input",
    arguments: [
      ([0x1B, 0x5B, 0x43], [BrowserKey.right]),
      ([0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42], [.left, .up, .down]),
      ([0x1B, 0x4F, 0x43, 0x1B, 0x4F, 0x44], [.right, .left]),  // application cursor mode
      (Array("\u{1B}[1;5C".utf8), [.right]),  // Ctrl-Right: modifiers ignored
      (Array("\u{1B}[5~\u{1B}[6~\u{1B}[5;2~\u{1B}[6;2~".utf8),
       [.pageUp(isShifted: false), .pageDown(isShifted: false), .pageUp(isShifted: true), .pageDown(isShifted: true)]),
      (Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH\u{1B}OF\u{1B}[7~\u{1B}[8~".utf8),
       [.home, .end, .home, .end, .home, .end, .home, .end]),  // as xterm, VT220, rxvt send them
      (Array("\u{1B}[2~\u{1B}[15~".utf8), [.other, .other]),  // Insert, F5
      (Array("\u{1B}[<0;33;12M\u{1B}[<0;33;12m".utf8),
       [.mouse(MouseReport(button: 0, column: 32, row: 11, isPress: true)),
        .mouse(MouseReport(button: 0, column: 32, row: 11, isPress: false))]),
      (Array("\u{1B}[<65;1;1M\u{1B}[<1;2M\u{1B}[<0;0;5M".utf8),
       [.mouse(MouseReport(button: 65, column: 0, row: 0, isPress: true)), .other, .other]),  // bad reports
      (Array("hjklt?q".utf8), "hjklt?q".map { BrowserKey.character($0) }),
      ([0x03], [.interrupt]),
      ([0x1A], [.suspend]),
      ([0x0D, 0x7F, 0x08, 0x15, 0x0A], [.enter, .backspace, .backspace, .clearLine, .enter]),
      ([0x01, 0xC3, 0xA9], [.other, .other, .other]),
      ([0x1B, 0x1B, 0x5B, 0x43], [.escape, .right]),
      ([0x1B, 0x71], [.escape, .character("q")]),
    ] as [([UInt8], [BrowserKey])])
  func decoding(bytes: [UInt8], keys: [BrowserKey]) {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: bytes) == keys)
    #expect(!decoder.hasPendingInput)
  }

  @Test("a lone Esc waits for the input to pause, then is the Escape key")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: [0x1B]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPendingInput)
  }

  @Test("an arrow key split across reads is still one arrow key")
  func splitSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: [UInt8(ascii: "l"), 0x1B]) == [.character("l")])
    #expect(decoder.keys(from: [0x5B]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.keys(from: [0x44, UInt8(ascii: "q")]) == [.left, .character("q")])
    #expect(!decoder.hasPendingInput)
  }

  @Test("Esc then [ typed slowly: the pause makes them Escape and [")
  func unfinishedSequenceOnPause() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: [0x1B, 0x5B]) == [])
    #expect(decoder.flush() == [.escape, .character("[")])
  }

  @Test("an endless sequence is dropped, not held for ever")
  func overlongSequence() {
    var decoder = KeyDecoder()
    let keys = decoder.keys(from: [0x1B, 0x5B] + Array(repeating: UInt8(ascii: "1"), count: 40))
    #expect(keys.first == .escape)
    #expect(!decoder.hasPendingInput)
  }
}

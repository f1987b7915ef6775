// Tests of TextBuffer's stored bytes: copies that share them, growth, emptying and lending.

import Testing

@testable import SwiftcalCommand

@Suite("TextBuffer storage")
struct TextBufferCopyTests {
  /// `count` bytes of text over several lines, longer than the line buffer and the first allocation.
  func lines(_ count: Int, tag: String) -> String {
    var text = ""
    var line = 0
    while text.utf8.count < count {
      text += "\(tag) line \(line): " + String(repeating: "x", count: line % 150) + "\n"
      line += 1
    }
    return text
  }

  /// A copy shares the original's memory until one of them changes; neither then sees the other's appends.
  @Test func copiesKeepTheirOwnBytes() {
    let start = lines(3_000, tag: "start")
    var original = TextBuffer()
    original.append(start)
    original.appendNewline()
    var copy = original
    // Each newline stores the line: the original's into new memory, the copy's then into the old.
    original.append("original")
    original.appendNewline()
    copy.append("copy")
    copy.appendNewline()
    #expect(original.text == start + "\noriginal\n")
    #expect(copy.text == start + "\ncopy\n")
    #expect(original.count == start.utf8.count + 10)
    #expect(copy.count == start.utf8.count + 6)
  }

  /// Emptying a buffer whose memory a copy shares leaves the copy whole.
  @Test func emptyingLeavesCopiesWhole() {
    let start = lines(2_000, tag: "kept")
    var buffer = TextBuffer(reservingCapacity: 64)
    buffer.append(start)
    buffer.appendNewline()
    let copy = buffer
    buffer.removeAll()
    #expect(buffer.count == 0)
    buffer.append("after")
    buffer.appendNewline()
    #expect(copy.text == start + "\n")
    #expect(buffer.text == "after\n")
  }

  /// Rows written with a cursor, growing the memory many times over, come out in order after lines
  /// copied from the line buffer; a buffer emptied and filled again reads the same.
  @Test func rowsThroughTheCursorGrowTheMemory() {
    var buffer = TextBuffer()
    var expected = ""
    for _ in 0..<2 {
      buffer.removeAll()
      expected = ""
      for row in 0..<400 {
        buffer.appendNumber(row, width: 5)
        expected += String(repeating: " ", count: 5 - String(row).count) + String(row)
        let text = Array("|\(row)|".utf8)
        // More room set aside than written: only what the cursor wrote counts.
        buffer.appendBytes(upTo: text.count + 40) { cursor in
          text.withUnsafeBufferPointer { cursor.write($0) }
          cursor.writeSpaces(3)
          cursor.write(UInt8(ascii: "\n"))
        }
        expected += "|\(row)|   \n"
      }
      #expect(buffer.text == expected)
    }
    #expect(buffer.withBytes { Array($0) } == Array(expected.utf8))
  }

  /// `withBytes` lends the stored bytes and the line still being built, and nothing for an empty buffer.
  @Test func lendingTheBytes() {
    #expect(TextBuffer().withBytes { $0.count } == 0)
    var buffer = TextBuffer("help text\n")
    buffer.append("no newline")
    #expect(buffer.withBytes { String(decoding: $0, as: UTF8.self) } == "help text\nno newline")
    #expect(buffer.bytes == Array("help text\nno newline".utf8))
  }
}

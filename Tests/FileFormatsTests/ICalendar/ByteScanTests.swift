// Tests of ByteScan: its word-at-a-time answers against a byte loop's, on every start of random bytes.

import Testing

@testable import FileFormats

@Suite("iCalendar: scanning bytes eight at a time")
struct ByteScanTests {
  /// A fixed sequence of pseudo-random numbers (a linear congruential generator, Knuth's MMIX constants),
  /// so that a failure repeats.
  private struct Numbers {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
  }

  @Test("the first line end and whether the bytes are ASCII, as a byte loop finds them, from every start")
  func againstByteLoop() {
    var numbers = Numbers(state: 2026)
    // Bytes near the line ends and the ASCII bound are the ones a word trick can get wrong.
    let alphabet: [UInt8] = [0x00, 0x09, 0x0A, 0x0C, 0x0D, 0x0E, 0x20, 0x41, 0x7F, 0x80, 0x8A, 0x8D, 0xC3, 0xFF]
    var failures: [String] = []
    for trial in 0..<300 {
      let length = Int(numbers.next() % 40)
      // Mostly letters, with a rare byte of the alphabet, so that lines run over several words.
      let bytes = (0..<length).map { _ -> UInt8 in
        numbers.next() % 6 == 0 ? alphabet[Int(numbers.next() % UInt64(alphabet.count))] : 0x61
      }
      bytes.withUnsafeBufferPointer { buffer in
        for start in 0...length {
          var expected = start
          while expected < length, buffer[expected] != 0x0A, buffer[expected] != 0x0D { expected += 1 }
          if ByteScan.lineEnd(in: buffer, from: start) != expected {
            failures.append("line end, trial \(trial) from \(start)")
          }
          let slice = UnsafeBufferPointer(rebasing: buffer[start...])
          if ByteScan.isASCII(slice) != slice.allSatisfy({ $0 < 0x80 }) {
            failures.append("ASCII, trial \(trial) from \(start)")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }
}

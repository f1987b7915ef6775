// KeyDecoder: the bytes a terminal sends made into BrowserKeys.

/// Turns the bytes a terminal sends into keys.
///
/// Arrow keys arrive as escape sequences (`ESC [ C`, or `ESC O C` in application cursor mode),
/// while the Escape key alone is a single `ESC`. The bytes of one sequence may arrive in separate
/// reads, so an `ESC` at the end of the input is held back until more bytes come or the input
/// pauses; the caller waits a short while when `hasPendingInput` and then calls `flush()`, which
/// reads a held-back `ESC` as the Escape key.
package struct KeyDecoder: Sendable {
  /// Bytes received but not yet a whole key.
  private var pending: [UInt8] = []

  /// The longest escape sequence kept whole; longer ones are dropped as unknown keys.
  static let longestSequence = 16

  /// A decoder with nothing held back.
  package init() {}

  /// Whether bytes are held back, waiting to see whether they start an escape sequence.
  package var hasPendingInput: Bool { !pending.isEmpty }

  /// The keys completed by `bytes`, which follow any held back.
  package mutating func keys(from bytes: some Sequence<UInt8>) -> [BrowserKey] {
    pending.append(contentsOf: bytes)
    return decode(inputPaused: false)
  }

  /// The keys left when input has paused: a held-back `ESC` is the Escape key, and the bytes
  /// of an unfinished sequence after it are read as keys of their own.
  package mutating func flush() -> [BrowserKey] { decode(inputPaused: true) }

  private mutating func decode(inputPaused: Bool) -> [BrowserKey] {
    var keys: [BrowserKey] = []
    var position = 0
    while position < pending.count {
      let byte = pending[position]
      guard byte == escapeByte else {
        keys.append(BrowserKey(byte: byte))
        position += 1
        continue
      }
      switch sequenceLength(at: position) {
      case .complete(let length):
        keys.append(arrowKey(finalByte: pending[position + length - 1]))
        position += length
      case .notEscapeSequence:
        keys.append(.escape)
        position += 1
      case .incomplete:
        guard inputPaused else {
          pending.removeFirst(position)
          return keys
        }
        keys.append(.escape)
        position += 1
      }
    }
    pending.removeAll()
    return keys
  }

  private enum SequenceLength {
    case complete(Int)
    case incomplete
    case notEscapeSequence
  }

  /// How many bytes the escape sequence starting at `start` (an `ESC`) takes: a CSI sequence
  /// (`ESC [`, parameters `0-?`, intermediates ` -/`, a final byte `@-~`) as ECMA-48 defines it,
  /// or an SS3 one (`ESC O` and one byte).
  private func sequenceLength(at start: Int) -> SequenceLength {
    guard start + 1 < pending.count else { return .incomplete }
    switch pending[start + 1] {
    case UInt8(ascii: "O"):
      return start + 2 < pending.count ? .complete(3) : .incomplete
    case UInt8(ascii: "["):
      var position = start + 2
      while position < pending.count {
        let byte = pending[position]
        if (0x40...0x7E).contains(byte) { return .complete(position - start + 1) }
        guard (0x20...0x3F).contains(byte) else { return .notEscapeSequence }
        position += 1
        if position - start >= KeyDecoder.longestSequence { return .notEscapeSequence }
      }
      return .incomplete
    default:
      return .notEscapeSequence
    }
  }

  /// The arrow a sequence's final byte names (`A` up, `B` down, `C` right, `D` left), whatever
  /// modifiers its parameters carry.
  private func arrowKey(finalByte: UInt8) -> BrowserKey {
    switch finalByte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    default: return .other
    }
  }
}

/// The byte that starts escape sequences, and that the Escape key sends.
private let escapeByte: UInt8 = 0x1B

extension BrowserKey {
  /// The key a single byte other than `ESC` stands for.
  init(byte: UInt8) {
    switch byte {
    case 0x03: self = .interrupt
    case 0x1A: self = .suspend
    case 0x20...0x7E: self = .character(Character(Unicode.Scalar(byte)))
    default: self = .other
    }
  }
}

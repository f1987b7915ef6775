// KeyDecoder: the bytes a terminal sends made into BrowserKeys.

import FileFormats

/// Turns the bytes a terminal sends into keys.
///
/// Arrow keys arrive as escape sequences (`ESC [ C`, or `ESC O C` in application cursor mode),
/// as do Page Up and Down (`ESC [ 5 ~`, `ESC [ 5 ; 2 ~` with Shift), Home and End (`ESC [ H`,
/// `ESC [ 1 ~`, `ESC O H` and the like, as terminals differ) and mouse reports (`ESC [ < ...`),
/// while the Escape key alone is a single `ESC`. The bytes of one sequence may arrive in separate
/// reads, so an `ESC` at the end of the input is held back until more bytes come or the input
/// pauses; the caller waits a short while when `hasPendingInput` and then calls `flush()`, which
/// reads a held-back `ESC` as the Escape key.
package struct KeyDecoder: Sendable {
  /// Bytes received but not yet a whole key.
  private var pending: [UInt8] = []

  /// The longest escape sequence kept whole; longer ones are dropped as unknown keys.
  static let longestSequence = 32

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
        keys.append(key(sequence: pending[position..<(position + length)]))
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

  /// The key a whole escape sequence stands for. The final byte names arrows (`A` up, `B` down,
  /// `C` right, `D` left), Home (`H`) and End (`F`), whatever modifiers the parameters carry;
  /// with `~` the first parameter names the key (VT220's numbering: 1 and 7 Home, 4 and 8 End,
  /// 5 Page Up, 6 Page Down) and a second one its modifiers (2 and up: Shift among them when
  /// its bit 1 is set, as xterm encodes them).
  private func key(sequence: ArraySlice<UInt8>) -> BrowserKey {
    let finalByte = sequence.last!
    let parameters = Array(sequence.dropFirst(2).dropLast())
    if parameters.first == UInt8(ascii: "<") {
      guard finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m"),
        let report = MouseReport(parameters: Array(parameters.dropFirst()), finalByte: finalByte)
      else { return .other }
      return .mouse(report)
    }
    switch finalByte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      let fields = parameters.split(separator: UInt8(ascii: ";")).map { String(decoding: $0, as: UTF8.self) }
      let modifiers = fields.count > 1 ? decimalInteger(fields[1]) ?? 1 : 1
      let isShifted = (modifiers - 1) & 1 == 1
      switch fields.first {
      case "1", "7": return .home
      case "4", "8": return .end
      case "5": return .pageUp(isShifted: isShifted)
      case "6": return .pageDown(isShifted: isShifted)
      default: return .other
      }
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
    case 0x0D, 0x0A: self = .enter
    case 0x7F, 0x08: self = .backspace
    case 0x15: self = .clearLine
    case 0x20...0x7E: self = .character(Character(Unicode.Scalar(byte)))
    default: self = .other
    }
  }
}

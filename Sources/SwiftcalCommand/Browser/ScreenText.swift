// Screen text: lines holding escape codes measured, cut and overwritten by display columns.

/// The parts of a line of screen text: characters with their display widths, and escape
/// sequences (`ESC [ ... final`), which take no columns.
private enum ScreenPiece {
  case character(Character, width: Int)
  case escape(String)
}

private func screenPieces(_ line: String) -> [ScreenPiece] {
  var pieces: [ScreenPiece] = []
  var escape: String?
  for character in line {
    if var sequence = escape {
      sequence.append(character)
      // The final byte of a CSI sequence is in `@`...`~`; the `[` after ESC is not one.
      if sequence.count > 2, let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) {
        pieces.append(.escape(sequence))
        escape = nil
      } else {
        escape = sequence
      }
    } else if character == "\u{1B}" {
      escape = "\u{1B}"
    } else {
      pieces.append(.character(character, width: displayWidth(of: character)))
    }
  }
  if let escape { pieces.append(.escape(escape)) }
  return pieces
}

/// Calls `body` with each byte of `line` and whether it is part of an escape sequence, when the
/// line is printable ASCII and escape sequences only (every calendar in the C locale and every
/// digit): then each byte outside the sequences takes one column, and a screen of a thousand
/// lines is measured and cut at the speed of its bytes rather than its Characters'. Returns
/// false, having called `body` for a prefix only, for any other line. Sequences end as
/// `screenPieces` ends them.
private func forEachASCIIPiece(of line: String, _ body: (UInt8, Bool) -> Void) -> Bool {
  var escapeLength = 0  // bytes of the escape sequence so far; 0 outside one
  for byte in line.utf8 {
    if escapeLength > 0 {
      guard byte < 0x80 else { return false }
      escapeLength += 1
      body(byte, true)
      if escapeLength > 2, (0x40...0x7E).contains(byte) { escapeLength = 0 }
    } else if byte == 0x1B {
      escapeLength = 1
      body(byte, true)
    } else if (0x20..<0x7F).contains(byte) {
      body(byte, false)
    } else {
      return false
    }
  }
  return true
}

/// `columnSlice` for the lines `forEachASCIIPiece` takes; `nil` for the others.
private func asciiColumnSlice(of line: String, from start: Int, width: Int) -> String? {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(min(line.utf8.count, width) + 16)
  var column = 0
  var hasEscapes = false
  let isASCII = forEachASCIIPiece(of: line) { byte, isEscape in
    if isEscape {
      bytes.append(byte)
      hasEscapes = true
    } else {
      if column >= start, column < start + width { bytes.append(byte) }
      column += 1
    }
  }
  guard isASCII else { return nil }
  if hasEscapes { bytes += "\u{1B}[0m".utf8 }
  return String(decoding: bytes, as: UTF8.self)
}

/// The columns `line` takes on the screen, escape codes left out.
func screenWidth(_ line: String) -> Int {
  var width = 0
  if forEachASCIIPiece(of: line, { _, isEscape in if !isEscape { width += 1 } }) { return width }
  return characterScreenWidth(line)
}

/// `screenWidth` measured Character by Character, for any line.
func characterScreenWidth(_ line: String) -> Int {
  screenPieces(line).reduce(0) { total, piece in
    if case .character(_, let width) = piece { return total + width }
    return total
  }
}

/// The part of `line` from column `start` that fits `width` columns, with every escape code
/// kept (they are balanced within the line, so colours stay right) and the colours reset at
/// the end when there were any. A wide character cut by either edge becomes spaces.
func columnSlice(of line: String, from start: Int, width: Int) -> String {
  asciiColumnSlice(of: line, from: start, width: width) ?? characterColumnSlice(of: line, from: start, width: width)
}

/// `columnSlice` cut Character by Character, for any line.
func characterColumnSlice(of line: String, from start: Int, width: Int) -> String {
  var result = ""
  var column = 0
  var hasEscapes = false
  for piece in screenPieces(line) {
    switch piece {
    case .escape(let sequence):
      result += sequence
      hasEscapes = true
    case .character(let character, let characterWidth):
      defer { column += characterWidth }
      let end = column + characterWidth
      if end <= start || column >= start + width { continue }
      if column < start || end > start + width {
        result += String(repeating: " ", count: min(end, start + width) - max(column, start))
      } else {
        result.append(character)
      }
    }
  }
  return hasEscapes ? result + "\u{1B}[0m" : result
}

/// `line` with columns `start..<start + count` replaced by `replacement` (which should take
/// `count` columns), the line padded with spaces when it is shorter. Escape codes inside the
/// columns replaced are dropped; the replacement starts and ends by resetting the colours, so
/// that a colour cut in half on either side does not run into it.
func replacingColumns(of line: String, start: Int, count: Int, with replacement: String) -> String {
  var before = "", after = ""
  var column = 0
  var isAfter = false
  for piece in screenPieces(line) {
    switch piece {
    case .escape(let sequence):
      if isAfter || column >= start + count { after += sequence } else if column < start { before += sequence }
    case .character(let character, let width):
      if column + width <= start {
        before.append(character)
      } else if column >= start + count {
        isAfter = true
        after.append(character)
      } else if column < start {
        before += String(repeating: " ", count: start - column)
      }
      column += width
    }
  }
  if column < start { before += String(repeating: " ", count: start - column) }
  return before + "\u{1B}[0m" + replacement + "\u{1B}[0m" + after
}

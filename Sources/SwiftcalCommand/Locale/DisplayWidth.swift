// displayWidth and truncated: the terminal columns text takes.

/// The number of terminal columns `text` occupies: 2 for East Asian wide and fullwidth
/// characters, 0 for combining marks and controls, 1 for everything else.
///
/// util-linux aligns with `wcswidth` in the current locale; a table here keeps layout a pure
/// function that tests can run under any locale, and agrees with glibc for the scripts month and
/// weekday names are written in.
package func displayWidth(_ text: some StringProtocol) -> Int {
  var width = 0
  for scalar in text.unicodeScalars { width += displayWidth(of: scalar) }
  return width
}

/// The columns of `bytes`, well-formed UTF-8 such as a `String`'s, scalar by scalar as `displayWidth(_:)` counts
/// them: for text whose bytes are at hand, which this reads without making a string's scalar view.
package func displayWidth(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
  var (width, index) = (0, 0)
  while index < bytes.count {
    let lead = UInt32(bytes[index])
    let value: UInt32
    if lead < 0x80 {
      (value, index) = (lead, index + 1)
    } else if lead < 0xE0 {
      value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
      index += 2
    } else if lead < 0xF0 {
      value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
      index += 3
    } else {
      let high = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
      value = high | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
      index += 4
    }
    width += Unicode.Scalar(value).map(displayWidth(of:)) ?? 1
  }
  return width
}

/// The columns one Unicode scalar occupies (see `displayWidth(_:)`): a character of emoji presentation is wide
/// too, as Unicode makes every one of them East Asian Wide, but for the regional indicators, which only pairs
/// of make wide (`displayWidth(of:)` of a `Character`).
package func displayWidth(of scalar: Unicode.Scalar) -> Int {
  let value = scalar.value
  if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
  // The ideographs and Hangul syllables of CJK titles and labels, before the tables' ranges are searched.
  if (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) { return 2 }
  if isZeroWidth(value) { return 0 }
  // Below the first wide block (Hangul's jamo) every other character takes one column: the Arabic, Hebrew and
  // Cyrillic names and digits need not go through the wide blocks.
  if value < 0x1100 { return 1 }
  if isWide(value) { return 2 }
  return value >= 0x2300 && !(0x1F1E6...0x1F1FF).contains(value) && scalar.properties.isEmojiPresentation ? 2 : 1
}

/// The columns a terminal gives one grapheme, as the browser's lines count them: an emoji sequence (joined
/// by U+200D, made emoji by U+FE0F, a keycap, a flag of two regional indicators) takes two, as one emoji
/// does; any other character its scalars' columns. (`displayWidth(_:)` counts scalars one by one, as glibc's
/// `wcswidth` and so util-linux `cal` do.)
package func displayWidth(of character: Character) -> Int {
  var width = 0
  var regionalIndicators = 0
  var isSequence = false
  for scalar in character.unicodeScalars {
    switch scalar.value {
    case 0x200D, 0xFE0F, 0x20E3: isSequence = true
    case 0x1F1E6...0x1F1FF: regionalIndicators += 1
    default: break
    }
    width += displayWidth(of: scalar)
  }
  return isSequence || regionalIndicators == 2 ? 2 : width
}

/// The columns a terminal gives `text`, grapheme by grapheme (`displayWidth(of:)` of each `Character`): what
/// the browser's status line and lists of user text, emoji included, are fitted by.
package func graphemeWidth(_ text: some StringProtocol) -> Int {
  text.reduce(0) { $0 + displayWidth(of: $1) }
}

/// Combining marks and format characters, which take no column of their own.
private func isZeroWidth(_ value: UInt32) -> Bool {
  switch value {
  case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
    0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F,
    0x20D0...0x20FF, 0x302A...0x302D, 0x3099...0x309A, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF:
    return true
  default:
    return false
  }
}

/// East Asian Wide (W) and Fullwidth (F) blocks of Unicode's EastAsianWidth.txt.
private func isWide(_ value: UInt32) -> Bool {
  switch value {
  case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x16FE0...0x18CFF, 0x1B000...0x1B2FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD:
    return true
  default:
    return false
  }
}

/// `text` cut to at most `width` columns (`graphemeWidth`), never splitting a character.
package func truncated(_ text: String, toWidth width: Int) -> String {
  var result = ""
  var used = 0
  for character in text {
    let characterWidth = displayWidth(of: character)
    if used + characterWidth > width { break }
    result.append(character)
    used += characterWidth
  }
  return result
}

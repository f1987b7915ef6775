// Markup escaping: text written into HTML and SVG as text, never as markup.

extension TextBuffer {
  /// Appends `text` escaped for HTML and XML text and attribute values: `&`, `<`, `>`, `"` and `'` as
  /// character references (HTML Living Standard 13.1.4; XML 1.0 §2.4), so that a label such as
  /// `</table><script>` stays text. The C0 controls other than tab, newline and carriage return, which
  /// XML 1.0 forbids even as references, and U+FFFE and U+FFFF become U+FFFD.
  mutating func appendEscaped(_ text: String) {
    // Labels are mostly plain: no copy made for them. U+FFFE and U+FFFF begin with the byte EF in UTF-8, so the
    // scalars are read only when that byte is there.
    var hasByteEF = false
    if !text.utf8.contains(where: { byte in
      hasByteEF = hasByteEF || byte == 0xEF
      return byte < 0x20 || byte == 0x22 || byte == 0x26 || byte == 0x27 || byte == 0x3C || byte == 0x3E
    }) && !(hasByteEF && text.unicodeScalars.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF })) {
      append(text)
      return
    }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      default:
        let isForbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        escaped.unicodeScalars.append(isForbidden ? "\u{FFFD}" : scalar)
      }
    }
    append(escaped)
  }

  /// Appends `date` as `YYYY-MM-DD`, as HTML's `<time datetime>` takes a valid date string (HTML Living
  /// Standard 2.3.5.2): at least four digits of year.
  mutating func appendDate(year: Int, month: Int, day: Int) {
    appendZeroPadded(year, width: 4)
    append("-")
    appendZeroPadded(month, width: 2)
    append("-")
    appendZeroPadded(day, width: 2)
  }
}

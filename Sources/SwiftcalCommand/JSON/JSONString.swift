// jsonQuoted: text as a JSON string literal.

/// `text` as a JSON string literal, quotes included (RFC 8259, section 7): `"` and `\` are
/// escaped, control characters become `\n`, `\t`, … or `\u00XX`, and everything else, non-ASCII
/// included, is left as UTF-8, which JSON's readers accept as it is.
package func jsonQuoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\u{08}": result += "\\b"
    case "\u{0C}": result += "\\f"
    case "\u{00}"..."\u{1F}", "\u{7F}":
      // DEL is legal in JSON but escaped too, so that no raw control byte reaches a terminal.
      result += "\\u" + zeroPaddedHex(scalar.value, width: 4)
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// `value` in lower-case hexadecimal, padded with zeros to `width` digits.
private func zeroPaddedHex(_ value: UInt32, width: Int) -> String {
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: max(width - digits.count, 0)) + digits
}

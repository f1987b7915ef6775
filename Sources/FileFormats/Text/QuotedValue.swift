// shown: user input as a message quotes it, for every error type's message.

/// `value` as a message may quote it: control characters (a newline could forge a second line)
/// are shown as `\u{…}` escapes, and long values are cut.
package func shown(_ value: String) -> String {
  var result = ""
  for scalar in value.unicodeScalars.prefix(64) {
    if scalar.value < 0x20 || scalar.value == 0x7F {
      result += "\\u{\(String(scalar.value, radix: 16))}"
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return value.unicodeScalars.count > 64 ? result + "…" : result
}

// shown, shownBytes and listedWithOr: user input as a message quotes it, and the choices it lists.

/// `value` as a message may quote it: control characters (a newline could forge a second line)
/// are shown as `\u{…}` escapes, and long values are cut.
func shown(_ value: String) -> String {
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

/// `bytes` as a message may quote them: UTF-8 text as `shown(_:)` shows it, and every byte that
/// is not part of a UTF-8 character as `\xHH`.
func shownBytes(_ bytes: [UInt8]) -> String {
  var result = ""
  var parser = Unicode.UTF8.ForwardParser()
  var iterator = bytes.makeIterator()
  var offset = 0
  var shownScalars = 0
  decoding: while shownScalars < 64 {
    switch parser.parseScalar(from: &iterator) {
    case .valid(let encoded):
      result += shown(String(Character(Unicode.UTF8.decode(encoded))))
      offset += encoded.count
    case .error(let length):
      for byte in bytes[offset..<(offset + length)] {
        result += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
      offset += length
    case .emptyInput:
      break decoding
    }
    shownScalars += 1
  }
  return offset < bytes.count ? result + "…" : result
}

/// `words` as a message lists choices: `bash, zsh or fish`.
func listedWithOr(_ words: [String]) -> String {
  guard let last = words.last else { return "" }
  return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
}

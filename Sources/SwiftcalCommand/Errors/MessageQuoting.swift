// shownBytes and listedWithOr: bytes as a message quotes them, and the choices it lists (`shown` is FileFormats').

import FileFormats

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

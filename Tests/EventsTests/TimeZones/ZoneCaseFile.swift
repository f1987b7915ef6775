// ZoneCaseFile: the zone cases Tools/Oracles/TimeZones/generate-zone-cases writes, read without Foundation.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

import SwiftcalTestSupport

/// The path of `name` in Fixtures/TimeZones beside this file.
func zoneFixturePath(_ name: String, besideFile filePath: String = #filePath) -> String {
  testFolder(of: filePath, levelsUp: 1) + "/Fixtures/TimeZones/" + name
}

/// Standard base64 (RFC 4648, 4) decoded; the fixture's own encoding, trusted.
func decodeBase64(_ text: Substring) -> [UInt8] {
  func value(_ byte: UInt8) -> UInt32 {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return UInt32(byte - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return UInt32(byte - UInt8(ascii: "a")) + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0")) + 52
    case UInt8(ascii: "+"): return 62
    default: return 63
    }
  }
  let symbols = Array(text.utf8).filter { $0 != UInt8(ascii: "=") }
  var bytes: [UInt8] = []
  var index = 0
  while index < symbols.count {
    let group = symbols[index..<min(index + 4, symbols.count)]
    var bits: UInt32 = 0
    for symbol in group { bits = bits << 6 | value(symbol) }
    bits <<= UInt32(6 * (4 - group.count))
    for byteIndex in 0..<(group.count - 1) {
      bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(16 - 8 * byteIndex)))
    }
    index += 4
  }
  return bytes
}

/// One zone of a case file: its name, its TZif bytes (or the path they are at), and the oracle's answers.
struct ZoneCases {
  enum Case {
    case offset(utc: Int, offset: Int)
    case local(wall: Int, utc: Int)
    case wall(utc: Int, wall: Int)
  }
  var name: String
  var source: Substring
  var cases: [Case] = []
  /// A VTIMEZONE's observances, each line's fields after `observance`.
  var observanceFields: [[Substring]] = []

  /// The zones of the case file at `path`.
  static func read(_ path: String) -> [ZoneCases] {
    guard let bytes = readFileBytes(path) else { return [] }
    var zones: [ZoneCases] = []
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: " ")
      if fields.first == "observance" {
        zones[zones.count - 1].observanceFields.append(Array(fields.dropFirst()))
        continue
      }
      guard fields.count == 3 else { continue }
      if fields[0] == "zone" {
        zones.append(ZoneCases(name: String(fields[1]), source: fields[2]))
        continue
      }
      let (first, second) = (Int(fields[1])!, Int(fields[2])!)
      switch fields[0] {
      case "offset": zones[zones.count - 1].cases.append(.offset(utc: first, offset: second))
      case "local": zones[zones.count - 1].cases.append(.local(wall: first, utc: second))
      default: zones[zones.count - 1].cases.append(.wall(utc: first, wall: second))
      }
    }
    return zones
  }
}

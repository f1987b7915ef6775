// ZoneRulesTZifTests: TZif files read and asked, against Python's zoneinfo reading the same bytes.

import CalendarCore
import Events
import SwiftcalTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compares a zone with the oracle's answers; returns the descriptions of the cases that differ.
func mismatches(of zone: ZoneRules, with cases: [ZoneCases.Case]) -> [String] {
  var failures: [String] = []
  for zoneCase in cases {
    switch zoneCase {
    case .offset(let utc, let expected):
      let found = zone.offset(atUTC: utc)
      if found != expected { failures.append("\(zone.name): offset at \(utc) is \(found), zoneinfo \(expected)") }
    case .local(let wall, let expected):
      let found = zone.utcSeconds(forWallClock: LocalDateTime(seconds: wall))
      if found != expected { failures.append("\(zone.name): wall clock \(wall) is UTC \(found), zoneinfo \(expected)") }
    case .wall(let utc, let expected):
      let found = zone.wallClock(atUTC: utc).seconds
      if found != expected { failures.append("\(zone.name): wall clock at \(utc) is \(found), zoneinfo \(expected)") }
    }
  }
  return failures
}

@Suite("ZoneRules from TZif") struct ZoneRulesTZifTests {
  static let zones = ZoneCases.read(zoneFixturePath("zone-cases.txt"))

  @Test func theFixtureHoldsTheZonesAsked() {
    let names = Set(Self.zones.map(\.name))
    #expect(Self.zones.count >= 40)
    for name in ["Europe/Dublin", "Australia/Lord_Howe", "Pacific/Apia", "America/St_Johns", "Asia/Kolkata",
                 "Africa/Casablanca", "America/Sao_Paulo", "Antarctica/Troll", "Asia/Tokyo", "America/New_York",
                 "Europe/Berlin"] {
      #expect(names.contains(name), "\(name) missing from zone-cases.txt")
    }
  }

  // Every zone of the fixture, every case: offsets at UTC instants 1900-2400, wall clocks at them, and
  // UTC instants of wall-clock times (around each change in sampled years: gaps and folds, fold=0).
  @Test func agreesWithZoneinfo() throws {
    var failures: [String] = []
    var compared = 0
    for zoneCases in Self.zones {
      let zone = try ZoneRules(tzif: decodeBase64(zoneCases.source), name: zoneCases.name)
      failures += mismatches(of: zone, with: zoneCases.cases)
      compared += zoneCases.cases.count
    }
    #expect(compared > 5000)
    #expect(failures.isEmpty, "\(failures.count) of \(compared): \(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test func readsTheFooterRule() throws {
    let dublin = try #require(Self.zones.first { $0.name == "Europe/Dublin" })
    let zone = try ZoneRules(tzif: decodeBase64(dublin.source), name: "Europe/Dublin")
    #expect(zone.rule == (try POSIXZoneRule(parsing: "IST-1GMT0,M10.5.0,M3.5.0/1")))
    // Summer in Dublin is standard time (IST, +1); winter is the negative daylight time (GMT).
    #expect(zone.offset(atUTC: LocalDateTime(year: 2300, month: 7, day: 1).seconds) == 3600)
    #expect(zone.offset(atUTC: LocalDateTime(year: 9999, month: 12, day: 1).seconds) == 0)
  }

  // Every prefix of a few files, and the whole file with each count set absurdly high, throws; none traps.
  @Test(arguments: ["Europe/Dublin", "Pacific/Apia", "Asia/Tokyo", "UTC"])
  func everyPrefixThrows(name: String) throws {
    let zoneCases = try #require(Self.zones.first { $0.name == name })
    let bytes = decodeBase64(zoneCases.source)
    _ = try ZoneRules(tzif: bytes, name: name)
    var accepted: [Int] = []
    for length in 0..<bytes.count where (try? ZoneRules(tzif: bytes[0..<length], name: name)) != nil {
      accepted.append(length)
    }
    #expect(accepted.isEmpty, "prefixes accepted: \(accepted.prefix(10))")
    for header in [0, 44 + v1BlockSize(bytes)] where header + 44 <= bytes.count {
      for countIndex in 0..<6 {
        for absurd: [UInt8] in [[0xFF, 0xFF, 0xFF, 0xFF], [0x7F, 0xFF, 0xFF, 0xFF], [0, 1, 0, 0]] {
          var changed = bytes
          changed.replaceSubrange((header + 20 + 4 * countIndex)..<(header + 24 + 4 * countIndex), with: absurd)
          #expect(throws: TimeZoneError.self) { try ZoneRules(tzif: changed, name: name) }
        }
      }
    }
  }

  // Files with bytes changed at random (a fixed seed): each is read or refused, and a zone read answers
  // queries at the extremes; nothing traps.
  @Test func survivesChangedBytes() throws {
    var generator = SeededGenerator(seed: 8536)
    var (read, refused) = (0, 0)
    for zoneCases in Self.zones.prefix(12) {
      let original = decodeBase64(zoneCases.source)
      for _ in 0..<200 {
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        }
        guard let zone = try? ZoneRules(tzif: bytes, name: zoneCases.name) else {
          refused += 1
          continue
        }
        read += 1
        for seconds in [Int.min, -1 << 59, 0, 1 << 40, Int.max] {
          _ = zone.offset(atUTC: seconds)
          _ = zone.wallClock(atUTC: seconds)
          _ = zone.utcSeconds(forWallClock: LocalDateTime(seconds: seconds))
        }
      }
    }
    #expect(read > 0 && refused > 0)
  }

  @Test func rejectsWhatIsNotTZif() {
    #expect(throws: TimeZoneError.notTZif(name: "x")) { try ZoneRules(tzif: Array("TZiX".utf8), name: "x") }
    #expect(throws: TimeZoneError.notTZif(name: "x")) { try ZoneRules(tzif: [0, 0, 0, 0, 0], name: "x") }
    #expect(throws: TimeZoneError.truncatedTZif(name: "x", part: "header", length: 0)) {
      try ZoneRules(tzif: [UInt8](), name: "x")
    }
    #expect(
      TimeZoneError.truncatedTZif(name: "Europe/Dublin", part: "footer", length: 9).description
        == "Europe/Dublin: TZif data ends after 9 bytes, inside its footer"
    )
  }

  @Test func rejectsTransitionsOutOfOrderAndBadIndices() throws {
    // A version 1 file: two transitions, two types (offsets 0 and 3600), one designation byte.
    func file(times: [UInt32], indices: [UInt8], typeCount: UInt32 = 2) -> [UInt8] {
      func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
      var bytes = Array("TZif".utf8) + [UInt8](repeating: 0, count: 16)
      for count in [0, 0, 0, UInt32(times.count), typeCount, 1] { bytes += bigEndian(count) }
      for time in times { bytes += bigEndian(time) }
      bytes += indices
      bytes += [0, 0, 0, 0, 0, 0] + [0, 0, 0x0E, 0x10, 1, 0] + [0]
      return bytes
    }
    let good = try ZoneRules(tzif: file(times: [100, 200], indices: [1, 0]), name: "v1")
    #expect(good.changeTimes == [100, 200] && good.changeOffsets == [3600, 0] && good.rule == nil)
    #expect(good.offset(atUTC: 150) == 3600 && good.offset(atUTC: 99) == 0 && good.offset(atUTC: 1 << 40) == 0)
    #expect(throws: TimeZoneError.self) { try ZoneRules(tzif: file(times: [200, 100], indices: [1, 0]), name: "v1") }
    #expect(throws: TimeZoneError.self) { try ZoneRules(tzif: file(times: [100, 100], indices: [1, 0]), name: "v1") }
    #expect(throws: TimeZoneError.self) { try ZoneRules(tzif: file(times: [100, 200], indices: [2, 0]), name: "v1") }
    #expect(throws: TimeZoneError.self) {
      try ZoneRules(tzif: file(times: [100, 200], indices: [1, 0], typeCount: 0), name: "v1")
    }
  }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): the same
/// changes on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// The size of a TZif file's first (32-bit) data block, from its header.
func v1BlockSize(_ bytes: [UInt8]) -> Int {
  func count(_ index: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[20 + 4 * index + $1]) } }
  return count(3) * 5 + count(4) * 6 + count(5) + count(2) * 8 + count(1) + count(0)
}

// The sweep of every TZif file of the machine against zoneinfo, made by Tools/Oracles/TimeZones/sweep-all-zones:
// runs only when SWIFTCAL_ZONE_SWEEP names the case file that script writes.
@Suite("ZoneRules sweep of /usr/share/zoneinfo") struct ZoneRulesSweepTests {
  static let casePath = getenv("SWIFTCAL_ZONE_SWEEP").map { String(cString: $0) }

  @Test(.enabled(if: casePath != nil, "set SWIFTCAL_ZONE_SWEEP (Tools/Oracles/TimeZones/sweep-all-zones does)"))
  func everyZoneAgreesWithZoneinfo() throws {
    let zones = ZoneCases.read(Self.casePath!)
    var failures: [String] = []
    var (compared, unreadable) = (0, [String]())
    for zoneCases in zones {
      guard let bytes = readFileBytes(String(zoneCases.source)),
        let zone = try? ZoneRules(tzif: bytes, name: zoneCases.name)
      else {
        unreadable.append(zoneCases.name)
        continue
      }
      failures += mismatches(of: zone, with: zoneCases.cases)
      compared += zoneCases.cases.count
    }
    print("zone sweep: \(zones.count) files, \(compared) cases compared, \(failures.count) mismatches, "
      + "\(unreadable.count) unreadable \(unreadable.prefix(5))")
    for failure in failures.prefix(40) { print(failure) }
    #expect(!zones.isEmpty && unreadable.isEmpty && failures.isEmpty)
  }
}

// POSIXZoneRuleTests: POSIX TZ strings read, and their offsets against Python's zoneinfo.

import CalendarCore
import Events
import Testing

@Suite("POSIXZoneRule") struct POSIXZoneRuleTests {
  // Each rule of posix-cases.txt, read from its text, against zoneinfo reading it as a TZif footer.
  @Test func agreesWithZoneinfo() throws {
    let rules = ZoneCases.read(zoneFixturePath("posix-cases.txt"))
    var failures: [String] = []
    var compared = 0
    for ruleCases in rules {
      // As ZoneRules(posix:) makes it (its rule written out from 1900 through 2200), and the rule alone.
      let written = try ZoneRules(posix: ruleCases.name)
      let rule = try POSIXZoneRule(parsing: ruleCases.name)
      for zone in [written, ZoneRules(name: ruleCases.name, initialOffset: rule.standardOffset, rule: rule)] {
        failures += mismatches(of: zone, with: ruleCases.cases)
        compared += ruleCases.cases.count
      }
    }
    #expect(rules.count >= 24 && compared > 3000)
    #expect(failures.isEmpty, "\(failures.count) of \(compared): \(failures.prefix(20).joined(separator: "\n"))")
  }

  // text, standard offset east, daylight offset east (nil: none), start, end
  @Test(arguments: [
    ("EST5EDT,M3.2.0,M11.1.0", -18_000, -14_400, "M3.2.0/7200", "M11.1.0/7200"),
    ("<+0330>-3:30", 12_600, nil, "", ""),
    ("CET-1CEST,M3.5.0,M10.5.0/3", 3600, 7200, "M3.5.0/7200", "M10.5.0/10800"),
    ("IST-1GMT0,M10.5.0,M3.5.0/1", 3600, 0, "M10.5.0/7200", "M3.5.0/3600"),
    ("XXX3YYY,J60/-1,300/25", -10_800, -7200, "J60/-3600", "300/90000"),
    ("<-02>+2<-01>,M3.5.0/-1:30:15,M10.5.0/167", -7200, -3600, "M3.5.0/-5415", "M10.5.0/601200"),
    ("MST7MDT", -25_200, -21_600, "M3.2.0/7200", "M11.1.0/7200"),
    ("<UTC+14>-14:00:00", 50_400, nil, "", ""),
  ] as [(String, Int, Int?, String, String)])
  func readsTheParts(text: String, standard: Int, daylight: Int?, start: String, end: String) throws {
    let rule = try POSIXZoneRule(parsing: text)
    #expect(rule.standardOffset == standard)
    #expect(rule.daylight?.offset == daylight)
    #expect(rule.daylight.map { describe($0.start) } ?? "" == start)
    #expect(rule.daylight.map { describe($0.end) } ?? "" == end)
  }

  func describe(_ change: POSIXZoneRule.Change) -> String {
    switch change {
    case .monthWeekDay(let month, let week, let weekday, let time): return "M\(month).\(week).\(weekday)/\(time)"
    case .julianDayNoLeap(let day, let time): return "J\(day)/\(time)"
    case .dayOfYear(let day, let time): return "\(day)/\(time)"
    }
  }

  @Test(arguments: [
    "", "EST", "ES5", "EST", "5", "EST+", "EST25", "EST5:60", "EST5EDT,M3.2.0", "EST5EDT,M13.2.0,M11.1.0",
    "EST5EDT,M3.6.0,M11.1.0", "EST5EDT,M3.2.7,M11.1.0", "EST5EDT,J0,J365", "EST5EDT,J366,J365", "EST5EDT,366,1",
    "EST5EDT,M3.2.0/168,M11.1.0", "EST5EDT,M3.2.0,M11.1.0x", "<AB>5", "<ABC5", "EST5EDT;M3.2.0,M11.1.0",
    "EST5EDT,M3.2.0/,M11.1.0", "EST1234", "EST5EDT,M3..0,M11.1.0", "EST5 ", "\u{00C9}ST5",
  ])
  func rejectsWhatPOSIXDoesNotAllow(text: String) {
    #expect(throws: TimeZoneError.self) { try POSIXZoneRule(parsing: text) }
  }

  // Rules with characters changed at random (a fixed seed): each is read or refused; a rule read answers
  // queries at the extremes; nothing traps.
  @Test func survivesChangedCharacters() {
    var generator = SeededGenerator(seed: 3)
    let alphabet = Array("0123456789+-:,./<>JMESTDabc \u{0}")
    var (read, refused) = (0, 0)
    for text in ["EST5EDT,M3.2.0,M11.1.0", "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", "XXX3YYY,J60/-167,300/167"] {
      for _ in 0..<2000 {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
          let index = Int.random(in: 0..<characters.count, using: &generator)
          switch Int.random(in: 0..<3, using: &generator) {
          case 0: characters[index] = alphabet.randomElement(using: &generator)!
          case 1: characters.remove(at: index)
          default: characters.insert(alphabet.randomElement(using: &generator)!, at: index)
          }
          if characters.isEmpty { characters = ["E"] }
        }
        guard let zone = try? ZoneRules(posix: String(characters)) else {
          refused += 1
          continue
        }
        read += 1
        for seconds in [Int.min, -1 << 59, 0, 1 << 40, Int.max] {
          _ = zone.offset(atUTC: seconds)
          _ = zone.utcSeconds(forWallClock: LocalDateTime(seconds: seconds))
        }
      }
    }
    #expect(read > 100 && refused > 100)
  }

  @Test func namesTheTextInItsMessage() {
    let badMonth = "the start's month must be 1 to 12"
    #expect(throws: TimeZoneError.invalidPOSIXRule(text: "EST5EDT,M13.2.0,M11.1.0", reason: badMonth)) {
      try POSIXZoneRule(parsing: "EST5EDT,M13.2.0,M11.1.0")
    }
    let reason = "expected the hours of the standard offset at character 4"
    let message = TimeZoneError.invalidPOSIXRule(text: "EST", reason: reason)
    #expect(message.description == "invalid POSIX TZ rule \"EST\": \(reason)")
  }

  @Test func keepsItsRuleForAnyYearUpTo9999() throws {
    let berlin = try ZoneRules(posix: "CET-1CEST,M3.5.0,M10.5.0/3")
    // 9999-03-28 is the last Sunday of March: summer time from 01:00 UTC.
    let change = LocalDateTime(year: 9999, month: 3, day: 28, hour: 1).seconds
    #expect(berlin.offset(atUTC: change - 1) == 3600 && berlin.offset(atUTC: change) == 7200)
    #expect(berlin.wallClock(atUTC: change) == LocalDateTime(year: 9999, month: 3, day: 28, hour: 3))
    // The hour that does not exist moves forward by the gap; the hour that happens twice is the first.
    let spring = LocalDateTime(year: 9999, month: 3, day: 28, hour: 2, minute: 30)
    #expect(berlin.utcSeconds(forWallClock: spring) == change + 1800)
    let autumn = LocalDateTime(year: 9999, month: 10, day: 31, hour: 2, minute: 30)
    let firstHalfPastTwo = LocalDateTime(year: 9999, month: 10, day: 31, minute: 30).seconds
    #expect(berlin.utcSeconds(forWallClock: autumn) == firstHalfPastTwo)
    // Times no calendar asks about are read at ±2^60 seconds, without overflowing.
    for extreme in [Int.max, Int.min] {
      #expect([3600, 7200].contains(berlin.offset(atUTC: extreme)))
      #expect([3600, 7200].contains(extreme &- berlin.utcSeconds(forWallClock: LocalDateTime(seconds: extreme))))
    }
  }

  // Zero-based days (`n`, counting 29 February) and J59 (28 February, never the leap day), against glibc's
  // localtime with the same TZ (zoneinfo reads both a day late; see generate-zone-cases).
  // rule, UTC seconds, offset
  @Test(arguments: [
    ("XXX3YYY,59/2,299/2", 5_029_200, -10_800), ("XXX3YYY,59/2,299/2", 5_115_599, -10_800),
    ("XXX3YYY,59/2,299/2", 5_115_600, -7200),
    ("XXX3YYY,J59/2,0/2", 1_677_560_399, -10_800), ("XXX3YYY,J59/2,0/2", 1_677_560_400, -7200),
    ("XXX3YYY,J59/2,0/2", 1_709_096_399, -10_800), ("XXX3YYY,J59/2,0/2", 1_709_096_400, -7200),
    ("XXX3YYY,J59/2,0/2", 1_704_085_200, -10_800),
  ])
  func countsDaysAsGlibcDoes(rule: String, utc: Int, offset: Int) throws {
    #expect(try ZoneRules(posix: rule).offset(atUTC: utc) == offset)
  }
}

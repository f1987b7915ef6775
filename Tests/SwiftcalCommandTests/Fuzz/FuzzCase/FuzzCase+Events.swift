// The fuzz target's event inputs: iCalendar files and TZif zones served through an in-memory EventWorld,
// the words the decoder picks for the new options, and the invariants of the parsers met directly (the
// iCalendar reader, TZif and POSIX zones, RRULE expansion) and of the days events fill.

import CalendarCore
import Events
import FileFormats
@testable import SwiftcalCommand

extension FuzzCase {
  /// The words an `o` record's bytes pick, one a byte: the options of issue 24 and values each takes,
  /// valid and not, so that a mutated byte moves between them.
  static let pickedWords = [
    "--ics", "cal.ics", "dir", "-", "--holidays", "JP", "US-CA", "DE-BY,AT", "JP:public+bank", "GB:bank", "list",
    "--calendar", "chinese", "hebrew", "islamic", "islamic-civil", "persian", "korean", "vietnamese", "japanese",
    "--moon", "--format", "html", "svg", "json", "text", "--paper", "letter", "a4", "-3", "-y", "-n", "2", "12",
    "2026", "1", "9999", "--json", "-v", "-w", "XX", "",
  ]

  /// The words an `M` record's bytes pick, one a byte, as `o` picks `pickedWords` (a list of their own, so that the
  /// committed corpus's `o` records keep their words): `--main-calendar`, its operands, and the options of this
  /// round beside it.
  static let mainCalendarWords = [
    "--main-calendar", "persian", "hebrew", "islamic", "islamic-civil", "chinese", "korean", "vietnamese", "japanese",
    "6L", "13", "12", "1", "Adar I", "tishrei", "farvardin", "1405", "5787", "1447", "1479", "1304", "2498", "2026",
    "-3", "-y", "-Y", "-S", "-n", "40", "--fill", "--json", "--agenda", "-i", "--calendar", "--holidays", "IR",
    "--moon", "--solar-terms", "--rokuyo", "--digits", "native", "latin", "--format", "ics", "-j", "-w", "-v", "",
  ]

  /// A record's value as a path (or zone name) up to the first newline and the bytes after it, unescaped.
  static func pathAndBytes(_ value: [UInt8]) -> (String, [UInt8]) {
    let bytes = unescaped(value)
    let newline = bytes.firstIndex(of: 10) ?? bytes.endIndex
    return (String(decoding: bytes[..<newline], as: UTF8.self), Array(bytes[newline...].dropFirst()))
  }

  /// The zone `displayZoneText` names: a `z` record's zone, else a POSIX TZ string; UTC when neither reads.
  var displayZone: ZoneRules {
    guard let text = displayZoneText else { return .utc }
    if let bytes = zoneFiles[text], let zone = try? ZoneRules(tzif: bytes, name: text) { return zone }
    return (try? ZoneRules(posix: text)) ?? .utc
  }

  /// The in-memory world `--ics` reads: a `c` record's path is a named file; a path that is a folder
  /// of `c` records (`dir` for `dir/a.ics`) gives its `.ics` files in name order, and a warning for each other.
  var eventWorld: EventWorld {
    let calendarFiles = calendarFiles, zoneFiles = zoneFiles, displayZone = displayZone
    return EventWorld(
      readCalendars: { path in
        if let bytes = calendarFiles[path] { return .files([CalendarFileBytes(path: path, isNamed: true, bytes: bytes)], warnings: []) }
        let folder = path.hasSuffix("/") ? path : path + "/"
        let inside = calendarFiles.keys.filter { $0.hasPrefix(folder) }.sorted()
        // Paths quoted as the edge (SwiftcalSystem's EventFileLoader) quotes them.
        if inside.isEmpty { return .failure("\(shown(path)): No such file or directory") }
        let files = inside.filter { $0.hasSuffix(".ics") }.map {
          CalendarFileBytes(path: $0, isNamed: false, bytes: calendarFiles[$0] ?? [])
        }
        return .files(files, warnings: inside.filter { !$0.hasSuffix(".ics") }.map { "\(shown($0)): not an .ics file" })
      },
      zoneFile: { zoneFiles[$0] }, displayZone: { displayZone })
  }

  // MARK: - Invariants

  /// The invariants of the event inputs met directly: the iCalendar reader's errors and warnings one
  /// line each, TZif and POSIX zones read without a trap (their errors one line), a rule's starts in
  /// order, inside the window and the same when the window is cut in two, and each document's events'
  /// days the same whichever range is asked.
  func eventInputFailures() -> [String] {
    var failures: [String] = []
    var systemZones: [String: ZoneRules] = [:]
    for (name, bytes) in zoneFiles.sorted(by: { $0.key < $1.key }).prefix(3) {
      do {
        let zone = try ZoneRules(tzif: bytes, name: name)
        systemZones[name] = zone
        failures += FuzzCase.zoneQueryFailures(zone, what: "TZif zone \(name.debugDescription)")
      } catch where !FuzzCase.isOneLine(name) {
        // Nothing shows these errors (a zone that does not read is unknown), and a name read from a
        // TZID is one line: only the reasons the reader adds are checked.
      } catch {
        failures += FuzzCase.oneLineFailures(error.description, what: "TZif error")
      }
    }
    if let text = displayZoneText {
      do {
        failures += FuzzCase.zoneQueryFailures(try ZoneRules(posix: text), what: "POSIX zone \(text.debugDescription)")
      } catch where !FuzzCase.isOneLine(text) {
        // The error quotes the text as given: only the reasons the reader adds are checked.
      } catch {
        failures += FuzzCase.oneLineFailures(error.description, what: "POSIX zone error")
      }
    }
    for text in ruleTexts.prefix(3) { failures += ruleFailures(text) }
    for (path, bytes) in calendarFiles.sorted(by: { $0.key < $1.key }).prefix(3) {
      let document: ICalendarDocument
      do {
        document = try ICalendarDocument.parse(bytes)
      } catch {
        failures += FuzzCase.oneLineFailures(error.description, what: "iCalendar error of \(path)")
        continue
      }
      let read = document.events(systemZones: systemZones, zoneYearsThrough: today.year + 2)
      // What the command reads, only what events are made of, gives the same events with only the zones it
      // names: those of the whole tree but the ones only properties events never read name (`X-FOO;TZID=`).
      if let forEvents = try? ICalendarDocument.parse(bytes, keeping: .events) {
        let names = Set(forEvents.systemZoneNames)
        if !names.isSubset(of: document.systemZoneNames) {
          failures.append("\(path): zone names of .events not the tree's")
        }
        let zones = systemZones.filter { names.contains($0.key) }
        if forEvents.events(systemZones: zones, zoneYearsThrough: today.year + 2).events != read.events {
          failures.append("\(path): events of .events differ from those of the whole tree")
        }
      } else {
        failures.append("\(path): parse(keeping: .events) failed where the whole parse did not")
      }
      for warning in document.warnings + read.warnings {
        failures += FuzzCase.oneLineFailures(warning.message, what: "iCalendar warning of \(path)")
      }
      let days = EventDays(events: read.events, displayZone: displayZone)
      for warning in days.warnings { failures += FuzzCase.oneLineFailures(warning, what: "events warning") }
      let first = Reform.gregorian.julianDay(of: CivilDate(year: today.year, month: today.month, day: 1))
      failures += FuzzCase.eventDaysFailures(days, from: first - 31, through: first + 92)
    }
    return failures
  }

  /// The invariant of the days a request's `--ics` sources fill, over its first months shown.
  func shownEventFailures(_ request: Request) -> [String] {
    guard request.months.count > 0, request.facts.kinds.contains(.event) else { return [] }
    let month = request.months.first
    let first = Reform.gregorian.julianDay(of: CivilDate(year: month.year, month: month.month, day: 1))
    var failures: [String] = []
    for (source, _) in request.facts.sources {
      guard let days = source as? EventDays else { continue }
      failures += FuzzCase.eventDaysFailures(days, from: first, through: first + 31 * min(request.months.count, 3) - 1)
    }
    return failures
  }

  /// The invariant of the days events fill: the facts a day has in a range that holds it are those of the
  /// range of that day alone (each found with a cache of its own), for the first days with facts and a
  /// few without.
  static func eventDaysFailures(_ days: EventDays, from first: Int, through last: Int) -> [String] {
    var cache = DayFactCache()
    var inRange: [Int: [Int]] = [:]
    days.forEachFact(onDaysFrom: first, through: last, reform: .gregorian, cache: &cache) { day, fact in
      if day < first || day > last { return }
      inRange[day, default: []].append(fact)
    }
    if inRange.keys.contains(where: { $0 < first || $0 > last }) { return ["event facts outside the range asked"] }
    var checked = inRange.keys.sorted().prefix(6) + [first, last, (first + last) / 2]
    if let busiest = inRange.max(by: { $0.value.count < $1.value.count })?.key { checked.append(busiest) }
    for day in checked {
      var alone = DayFactCache()
      var facts: [Int] = []
      days.forEachFact(onDaysFrom: day, through: day, reform: .gregorian, cache: &alone) { found, fact in
        if found == day { facts.append(fact) }
      }
      if facts.sorted() != (inRange[day] ?? []).sorted() {
        return ["event facts of JDN \(day): \(facts.sorted()) alone, \((inRange[day] ?? []).sorted()) in \(first)...\(last)"]
      }
    }
    return []
  }

  /// The invariants of a rule expanded alone from its DTSTART (the input's, or 09:00 of the clock's day):
  /// starts ascending, inside the window and not before DTSTART, and the same in two halves of the window.
  func ruleFailures(_ text: String) -> [String] {
    var ruleText = Substring(text)
    var start = LocalDateTime(year: today.year, month: today.month, day: today.day, hour: 9)
    if let newline = text.firstIndex(of: "\n") {
      if let given = FuzzCase.dateTime(text[..<newline]) { start = given }
      ruleText = text[text.index(after: newline)...]
    }
    let rule: RecurrenceRule
    do {
      rule = try RecurrenceRule(parsing: ruleText)
    } catch {
      return FuzzCase.oneLineFailures(error.description, what: "RRULE error")
    }
    let windowStart = LocalDateTime(seconds: start.seconds - 86_400 * 40)
    let windowEnd = LocalDateTime(seconds: start.seconds + 86_400 * 800)
    let middle = LocalDateTime(seconds: start.seconds + 86_400 * 380)
    func starts(_ window: ClosedRange<LocalDateTime>) -> ([LocalDateTime], RecurrenceExpansionEnd) {
      var found: [LocalDateTime] = []
      let end = rule.forEachStart(from: start, until: nil, within: window) { found.append($0); return found.count < 5_000 }
      return (found, end)
    }
    let (whole, wholeEnd) = starts(windowStart...windowEnd)
    for (earlier, later) in zip(whole, whole.dropFirst()) where earlier >= later {
      return ["RRULE \(text.debugDescription): start \(later.seconds) after \(earlier.seconds)"]
    }
    if let outside = whole.first(where: { $0 < start || $0 > windowEnd }) {
      return ["RRULE \(text.debugDescription): start \(outside.seconds) outside the window"]
    }
    let (head, headEnd) = starts(windowStart...middle)
    let (tail, tailEnd) = starts(LocalDateTime(seconds: middle.seconds + 1)...windowEnd)
    let complete: Set<RecurrenceExpansionEnd> = [.finished, .windowEnded]
    if complete.contains(wholeEnd) && complete.contains(headEnd) && complete.contains(tailEnd) && whole.count < 5_000,
      head + tail != whole
    {
      return ["RRULE \(text.debugDescription): \(whole.count) starts in the window, \(head.count) + \(tail.count) in its halves"]
    }
    return []
  }

  /// `YYYYMMDDTHHMMSS` (or the date alone), the form of iCalendar's DATE-TIME, in years 1 to 9999.
  static func dateTime(_ text: Substring) -> LocalDateTime? {
    let digits = Array(text.utf8).filter { $0 != UInt8(ascii: "T") }
    guard digits.count == 8 || digits.count == 14, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
    func number(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + Int($1 - 48) } }
    let (year, month, day) = (number(0..<4), number(4..<6), number(6..<8))
    guard (1...9999).contains(year), Reform.gregorian.isValid(CivilDate(year: year, month: month, day: day)) else {
      return nil
    }
    if digits.count == 8 { return LocalDateTime(year: year, month: month, day: day) }
    let (hour, minute, second) = (number(8..<10), number(10..<12), number(12..<14))
    guard hour < 24, minute < 60, second < 60 else { return nil }
    return LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }

  /// Queries a zone read around the clock's years, for traps only: a fuzzed zone's offsets may be
  /// anything TZif's 32-bit fields hold, so no bound on them is an invariant.
  static func zoneQueryFailures(_ zone: ZoneRules, what: String) -> [String] {
    var total = 0
    for seconds in stride(from: -2_000_000_000, to: 4_000_000_000, by: 500_000_000) {
      let wall = zone.wallClock(atUTC: seconds)
      total &+= zone.offset(atUTC: seconds) &+ zone.utcSeconds(forWallClock: wall)
    }
    return total == Int.min ? ["\(what): no offsets"] : []
  }

  /// The invariant of a warning or an error printed on its own line: no line break inside it.
  static func oneLineFailures(_ message: String, what: String) -> [String] {
    isOneLine(message) ? [] : ["\(what) of two lines: \(message.debugDescription)"]
  }

  /// Whether `text` holds no line break (LF or CR).
  static func isOneLine(_ text: String) -> Bool { !text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } }
}

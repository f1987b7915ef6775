// POSIXZoneRule+Parsing: a POSIX TZ string (`EST5EDT,M3.2.0,M11.1.0`) read into its offsets and changes.

extension POSIXZoneRule {
  /// The rule a POSIX TZ string gives: `std offset [dst [offset] [,start[/time],end[/time]]]` (POSIX.1-2017,
  /// 8.3, TZ), with RFC 8536's extensions (3.3.1): a change's hours may be signed and run from -167 to 167.
  ///
  ///     try POSIXZoneRule(parsing: "CET-1CEST,M3.5.0,M10.5.0/3")
  ///     try POSIXZoneRule(parsing: "<+0330>-3:30")
  ///
  /// A name is three or more letters, or `<…>` around three or more letters, digits, `+` and `-`. Offsets
  /// are written west of Greenwich (`EST5` is five hours behind UTC) and stored east. A daylight name
  /// without its own offset is one hour ahead of standard time; without changes it keeps the United States'
  /// rules since 2007 (`M3.2.0,M11.1.0`), as tzcode does when it has no `posixrules` file. A change at no
  /// written time happens at 02:00 local time.
  package init(parsing text: String) throws(TimeZoneError) {
    var scanner = Scanner(bytes: Array(text.utf8), text: text)
    try scanner.readName("standard")
    let standardOffset = -(try scanner.readDuration("standard offset", maximumHours: 24))
    self.init(standardOffset: standardOffset)
    if scanner.isAtEnd { return }
    try scanner.readName("daylight")
    var daylightOffset = standardOffset + 3600
    if let byte = scanner.peek, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || Scanner.isDigit(byte) {
      daylightOffset = -(try scanner.readDuration("daylight offset", maximumHours: 24))
    }
    var start = Change.monthWeekDay(month: 3, week: 2, weekday: 0, time: 7200)
    var end = Change.monthWeekDay(month: 11, week: 1, weekday: 0, time: 7200)
    if !scanner.isAtEnd {
      try scanner.expect(",", "a comma before the daylight rules")
      start = try scanner.readChange("start")
      try scanner.expect(",", "a comma between the start and the end of daylight time")
      end = try scanner.readChange("end")
      if !scanner.isAtEnd { throw scanner.error("unexpected text after the end of daylight time") }
    }
    daylight = (daylightOffset, start, end)
  }

  /// A rule of a standard offset and a daylight offset kept from `start` to `end` each year (each in the
  /// local time then current: `start` in standard time, `end` in daylight time).
  package init(standardOffset: Int, daylightOffset: Int, start: Change, end: Change) {
    self.init(standardOffset: standardOffset)
    daylight = (daylightOffset, start, end)
  }
}

/// Reads a POSIX TZ string a byte at a time; every read checks the end first.
private struct Scanner {
  let bytes: [UInt8]
  let text: String
  var position = 0

  init(bytes: [UInt8], text: String) { (self.bytes, self.text) = (bytes, text) }

  var isAtEnd: Bool { position >= bytes.count }
  var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  func error(_ reason: String) -> TimeZoneError { .invalidPOSIXRule(text: text, reason: reason) }

  mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(TimeZoneError) {
    guard peek == UInt8(ascii: character) else { throw error("expected \(what) at character \(position + 1)") }
    position += 1
  }

  /// A zone's abbreviation: `EST`, or `<+0330>` (POSIX: at least three characters either way).
  mutating func readName(_ which: String) throws(TimeZoneError) {
    let start = position
    if peek == UInt8(ascii: "<") {
      position += 1
      while let byte = peek, Scanner.isLetter(byte) || Scanner.isDigit(byte)
        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
      {
        position += 1
      }
      guard position - start - 1 >= 3 else { throw error("the \(which) name needs at least three characters") }
      try expect(">", "\">\" closing the \(which) name")
    } else {
      while let byte = peek, Scanner.isLetter(byte) { position += 1 }
      guard position - start >= 3 else { throw error("the \(which) name needs at least three letters") }
    }
  }

  /// A number of at most `maximumDigits` digits.
  mutating func readNumber(_ what: String, maximumDigits: Int) throws(TimeZoneError) -> Int {
    var value = 0
    var digits = 0
    while let byte = peek, Scanner.isDigit(byte), digits < maximumDigits {
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      digits += 1
      position += 1
    }
    guard digits > 0 else { throw error("expected the \(what) at character \(position + 1)") }
    if let byte = peek, Scanner.isDigit(byte) { throw error("the \(what) has too many digits") }
    return value
  }

  /// `[+-]hh[:mm[:ss]]` as signed seconds, hours at most `maximumHours`.
  mutating func readDuration(_ what: String, maximumHours: Int) throws(TimeZoneError) -> Int {
    var sign = 1
    if peek == UInt8(ascii: "+") {
      position += 1
    } else if peek == UInt8(ascii: "-") {
      (sign, position) = (-1, position + 1)
    }
    let hours = try readNumber("hours of the \(what)", maximumDigits: 3)
    guard hours <= maximumHours else { throw error("the \(what)'s hours must be 0 to \(maximumHours)") }
    var seconds = hours * 3600
    for (unit, scale) in [("minutes", 60), ("seconds", 1)] {
      guard peek == UInt8(ascii: ":") else { break }
      position += 1
      let value = try readNumber("\(unit) of the \(what)", maximumDigits: 2)
      guard value <= 59 else { throw error("the \(what)'s \(unit) must be 0 to 59") }
      seconds += value * scale
    }
    return sign * seconds
  }

  /// `Jn`, `n` or `Mm.w.d`, then `/time` or 02:00.
  mutating func readChange(_ which: String) throws(TimeZoneError) -> POSIXZoneRule.Change {
    let change: POSIXZoneRule.Change
    if peek == UInt8(ascii: "J") {
      position += 1
      let day = try readNumber("Julian day of the \(which)", maximumDigits: 3)
      guard (1...365).contains(day) else { throw error("a Jn day must be 1 to 365") }
      change = .julianDayNoLeap(day: day, time: try readTime(which))
    } else if peek == UInt8(ascii: "M") {
      position += 1
      let month = try readNumber("month of the \(which)", maximumDigits: 2)
      guard (1...12).contains(month) else { throw error("the \(which)'s month must be 1 to 12") }
      try expect(".", "\".\" after the month")
      let week = try readNumber("week of the \(which)", maximumDigits: 1)
      guard (1...5).contains(week) else { throw error("the \(which)'s week must be 1 to 5") }
      try expect(".", "\".\" after the week")
      let weekday = try readNumber("weekday of the \(which)", maximumDigits: 1)
      guard weekday <= 6 else { throw error("the \(which)'s weekday must be 0 (Sunday) to 6") }
      change = .monthWeekDay(month: month, week: week, weekday: weekday, time: try readTime(which))
    } else {
      let day = try readNumber("day of the \(which)", maximumDigits: 3)
      guard day <= 365 else { throw error("a day of the year must be 0 to 365") }
      change = .dayOfYear(day: day, time: try readTime(which))
    }
    return change
  }

  /// `/[+-]hhh[:mm[:ss]]` (RFC 8536, 3.3.1: -167 to 167 hours), or 02:00:00 when absent.
  mutating func readTime(_ which: String) throws(TimeZoneError) -> Int {
    guard peek == UInt8(ascii: "/") else { return 7200 }
    position += 1
    return try readDuration("time of the \(which)", maximumHours: 167)
  }
}

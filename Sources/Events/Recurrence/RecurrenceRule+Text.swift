// RecurrenceRule+Text: an RRULE's value (RFC 5545, 3.3.10) read into a RecurrenceRule, every part checked.

import CalendarCore

extension RecurrenceRule {
  /// Reads an RRULE value such as `FREQ=MONTHLY;BYDAY=-1SU;COUNT=5`, as RFC 5545 (3.3.10) writes it.
  ///
  /// Lenient where calendars in the wild are: names and values in any case, parts in any order, an
  /// `RRULE:` prefix, spaces around parts, empty parts and `X-` parts ignored, a part given twice
  /// taking its last value, `RSCALE=GREGORIAN` and `SKIP=OMIT` (RFC 7529's defaults) accepted. COUNT
  /// and UNTIL together (which RFC 5545 forbids) are both kept: the rule ends at whichever comes first.
  /// COUNT or INTERVAL too large for an `Int` reads as `Int.max`, which no expansion can tell apart.
  ///
  /// UNTIL gives `EventTime.date` for a DATE (`20261231`), `.utc` for a DATE-TIME with `Z`, and
  /// `.floating` for one without, which the caller re-reads in DTSTART's zone (RFC 5545 wants it so
  /// when DTSTART is floating or in a zone; calendars write it either way).
  ///
  /// - Throws: `RecurrenceRuleError`, naming the part and what it takes, when FREQ is missing, a name
  ///   is unknown, or a value is out of its range (`BYMONTH=13: a month 1 to 12`).
  package init(parsing text: some StringProtocol) throws(RecurrenceRuleError) {
    // Read as UTF-8 bytes: the names, numbers and codes are ASCII, and a calendar of thousands of events
    // has as many rules, which reading Character-wise, with a String for each part, made far slower.
    var string = String(text)
    let read = string.withUTF8 { bytes -> Result<RecurrenceRule, RecurrenceRuleError> in
      do throws(RecurrenceRuleError) {
        return .success(try RecurrenceRule.parse(bytes[...]))
      } catch {
        return .failure(error)
      }
    }
    self = try read.get()
  }

  /// The bytes of a rule's text, or of a part of it.
  typealias TextBytes = Slice<UnsafeBufferPointer<UInt8>>

  private static func parse(_ text: TextBytes) throws(RecurrenceRuleError) -> RecurrenceRule {
    var rest = text
    if rest.count >= 6, equalsIgnoringCase(rest.prefix(6), "RRULE:") { rest = rest.dropFirst(6) }
    var frequency: Frequency?
    var rule = RecurrenceRule(frequency: .yearly)
    for rawPart in rest.split(separator: semicolon, omittingEmptySubsequences: true) {
      let part = trimmed(rawPart)
      if part.isEmpty { continue }
      guard let equals = part.firstIndex(of: equalsSign) else { throw .malformedPart(string(part)) }
      let name = upperCased(trimmed(part[..<equals]))
      let value = trimmed(part[(equals + 1)...])
      switch name {
      case "FREQ": frequency = try RecurrenceRule.frequency(value)
      case "INTERVAL":
        rule.interval = try RecurrenceRule.count(value, part: name, expected: "a whole number from 1", minimum: 1)
      case "COUNT": rule.count = try RecurrenceRule.count(value, part: name, expected: "a whole number", minimum: 0)
      case "UNTIL": rule.until = try RecurrenceRule.until(value)
      case "BYSECOND":
        rule.bySecond = try RecurrenceRule.numbers(value, part: name, in: 0...60, expected: "a second 0 to 60")
      case "BYMINUTE":
        rule.byMinute = try RecurrenceRule.numbers(value, part: name, in: 0...59, expected: "a minute 0 to 59")
      case "BYHOUR":
        rule.byHour = try RecurrenceRule.numbers(value, part: name, in: 0...23, expected: "an hour 0 to 23")
      case "BYDAY": rule.byDay = try RecurrenceRule.weekdayEntries(value)
      case "BYMONTHDAY":
        rule.byMonthDay = try RecurrenceRule.numbers(
          value, part: name, in: -31...31, signed: true, expected: "a day of the month 1 to 31 or -31 to -1")
      case "BYYEARDAY":
        rule.byYearDay = try RecurrenceRule.numbers(
          value, part: name, in: -366...366, signed: true, expected: "a day of the year 1 to 366 or -366 to -1")
      case "BYWEEKNO":
        rule.byWeekNumber = try RecurrenceRule.numbers(
          value, part: name, in: -53...53, signed: true, expected: "a week 1 to 53 or -53 to -1")
      case "BYMONTH":
        rule.byMonth = try RecurrenceRule.numbers(value, part: name, in: 1...12, expected: "a month 1 to 12")
      case "BYSETPOS":
        rule.bySetPosition = try RecurrenceRule.numbers(
          value, part: name, in: -366...366, signed: true, expected: "a position 1 to 366 or -366 to -1")
      case "WKST":
        guard let weekday = RecurrenceRule.weekday(value) else {
          throw .invalidValue(part: name, value: string(value), expected: RecurrenceRule.weekdayNames)
        }
        rule.weekStart = weekday
      // RFC 7529's parts, at the values that mean plain RFC 5545.
      case "RSCALE" where equalsIgnoringCase(value, "GREGORIAN"), "SKIP" where equalsIgnoringCase(value, "OMIT"):
        continue
      case "RSCALE": throw .invalidValue(part: name, value: string(value), expected: "only GREGORIAN")
      case "SKIP": throw .invalidValue(part: name, value: string(value), expected: "only OMIT")
      default:
        if name.hasPrefix("X-") { continue }
        throw .unknownPart(string(part))
      }
    }
    guard let frequency else { throw .missingFrequency }
    rule.frequency = frequency
    return rule
  }

  // MARK: - Bytes

  private static let (semicolon, equalsSign, comma): (UInt8, UInt8, UInt8) = (0x3B, 0x3D, 0x2C)

  /// `text` less the spaces and tabs around it.
  static func trimmed(_ text: TextBytes) -> TextBytes {
    var (start, end) = (text.startIndex, text.endIndex)
    while start < end, text[start] == 0x20 || text[start] == 0x09 { start += 1 }
    while end > start, text[end - 1] == 0x20 || text[end - 1] == 0x09 { end -= 1 }
    return text[start..<end]
  }

  /// The text of `bytes`, for a message or a name.
  static func string(_ bytes: TextBytes) -> String { String(decoding: bytes, as: UTF8.self) }

  /// `bytes` with ASCII letters upper-cased (names and codes are ASCII, case-insensitive: 3.1).
  static func upperCased(_ bytes: TextBytes) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { buffer in
      for (offset, byte) in bytes.enumerated() { buffer[offset] = byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte }
      return bytes.count
    }
  }

  /// Whether `bytes` spell `word` (upper-case ASCII) in any case.
  static func equalsIgnoringCase(_ bytes: TextBytes, _ word: StaticString) -> Bool {
    guard bytes.count == word.utf8CodeUnitCount else { return false }
    let letters = word.utf8Start
    for (offset, byte) in bytes.enumerated() {
      let upper = byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
      if upper != letters[offset] { return false }
    }
    return true
  }

  // MARK: - Values

  /// "SU, MO, …": what WKST and BYDAY take.
  static let weekdayNames = "a weekday SU, MO, TU, WE, TH, FR or SA"

  static func frequency(_ value: TextBytes) throws(RecurrenceRuleError) -> Frequency {
    switch upperCased(value) {
    case "SECONDLY": return .secondly
    case "MINUTELY": return .minutely
    case "HOURLY": return .hourly
    case "DAILY": return .daily
    case "WEEKLY": return .weekly
    case "MONTHLY": return .monthly
    case "YEARLY": return .yearly
    default:
      throw .invalidValue(
        part: "FREQ", value: string(value),
        expected: "a frequency SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY")
    }
  }

  /// The weekday of a two-letter code, in any case.
  static func weekday(_ code: TextBytes) -> Weekday? {
    guard code.count == 2 else { return nil }
    let first = code[code.startIndex] & 0xDF
    let second = code[code.startIndex + 1] & 0xDF
    switch (first, second) {
    case (0x53, 0x55): return .sunday  // SU
    case (0x4D, 0x4F): return .monday  // MO
    case (0x54, 0x55): return .tuesday  // TU
    case (0x57, 0x45): return .wednesday  // WE
    case (0x54, 0x48): return .thursday  // TH
    case (0x46, 0x52): return .friday  // FR
    case (0x53, 0x41): return .saturday  // SA
    default: return nil
    }
  }

  /// A decimal number with an optional sign, `nil` when it is not one or does not fit an `Int`.
  static func integer(_ text: TextBytes, signed: Bool) -> Int? {
    var digits = text
    var negative = false
    if signed, let sign = digits.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      negative = sign == UInt8(ascii: "-")
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty else { return nil }
    var value = 0
    for digit in digits {
      guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
      if overflow1 || overflow2 { return nil }
      value = sum
    }
    return negative ? -value : value
  }

  /// COUNT or INTERVAL: digits, at least `minimum`; more than an `Int` holds reads as `Int.max`.
  static func count(
    _ value: TextBytes, part: String, expected: String, minimum: Int
  ) throws(RecurrenceRuleError) -> Int {
    let plain = value.first == UInt8(ascii: "+") ? value.dropFirst() : value
    guard !plain.isEmpty, plain.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      throw .invalidValue(part: part, value: string(value), expected: expected)
    }
    let number = integer(plain, signed: false) ?? Int.max
    guard number >= minimum else { throw .invalidValue(part: part, value: string(value), expected: expected) }
    return number
  }

  /// A BY part's comma-separated list, each number in `range` and, when `signed`, not 0.
  static func numbers(
    _ value: TextBytes, part: String, in range: ClosedRange<Int>, signed: Bool = false, expected: String
  ) throws(RecurrenceRuleError) -> [Int] {
    var result: [Int] = []
    for item in value.split(separator: comma, omittingEmptySubsequences: false) {
      let item = trimmed(item)
      guard let number = integer(item, signed: signed), range.contains(number), !signed || number != 0 else {
        throw .invalidValue(part: part, value: string(item), expected: expected)
      }
      result.append(number)
    }
    return result
  }

  /// BYDAY's list: each a weekday code, with an ordinal ±1…53 before it when it has one.
  static func weekdayEntries(_ value: TextBytes) throws(RecurrenceRuleError) -> [WeekdayEntry] {
    var result: [WeekdayEntry] = []
    for item in value.split(separator: comma, omittingEmptySubsequences: false) {
      let item = trimmed(item)
      guard item.count >= 2, let weekday = weekday(item.suffix(2)) else {
        throw .invalidValue(part: "BYDAY", value: string(item), expected: weekdayEntryNames)
      }
      let ordinalText = item.dropLast(2)
      var ordinal = 0
      if !ordinalText.isEmpty {
        guard let number = integer(ordinalText, signed: true), number != 0, (-53...53).contains(number) else {
          throw .invalidValue(part: "BYDAY", value: string(item), expected: weekdayEntryNames)
        }
        ordinal = number
      }
      result.append(WeekdayEntry(ordinal: ordinal, weekday: weekday))
    }
    return result
  }

  /// What BYDAY's items take.
  static let weekdayEntryNames = weekdayNames + ", with an ordinal 1 to 53 or -53 to -1 before it"

  /// UNTIL: `YYYYMMDD`, or `YYYYMMDDTHHMMSS` with or without a trailing `Z`.
  static func until(_ value: TextBytes) throws(RecurrenceRuleError) -> EventTime {
    var invalid: RecurrenceRuleError {
      .invalidValue(
        part: "UNTIL", value: string(value), expected: "a date YYYYMMDD or a date-time YYYYMMDDTHHMMSS, with Z for UTC")
    }
    let bytes = Array(value)
    guard bytes.count == 8 || bytes.count == 15 || bytes.count == 16 else { throw invalid }
    func number(_ start: Int, _ length: Int) -> Int? {
      var result = 0
      for byte in bytes[start..<start + length] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        result = result * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return result
    }
    guard let year = number(0, 4), let month = number(4, 2), let day = number(6, 2),
      Reform.gregorian.isValid(CivilDate(year: year, month: month, day: day))
    else { throw invalid }
    if bytes.count == 8 {
      return .date(julianDay: Reform.gregorian.julianDay(of: CivilDate(year: year, month: month, day: day)))
    }
    guard bytes[8] | 0x20 == UInt8(ascii: "t"), let hour = number(9, 2), let minute = number(11, 2),
      let second = number(13, 2), hour <= 23, minute <= 59, second <= 60
    else { throw invalid }
    // A leap second's 60 (RFC 5545, 3.3.12) names the end of the minute on a clock that has no leap
    // seconds; as an inclusive bound it is that minute's 59th second.
    let time = LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: min(second, 59))
    if bytes.count == 15 { return .floating(time) }
    guard bytes[15] | 0x20 == UInt8(ascii: "z") else { throw invalid }
    return .utc(time)
  }
}

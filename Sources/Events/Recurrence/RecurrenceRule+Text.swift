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
  public init(parsing text: some StringProtocol) throws(RecurrenceRuleError) {
    var rest = Substring(String(text))
    if rest.utf8.count >= 6, rest.prefix(6).uppercased() == "RRULE:" { rest = rest.dropFirst(6) }
    var frequency: Frequency?
    var rule = RecurrenceRule(frequency: .yearly)
    for rawPart in rest.split(separator: ";", omittingEmptySubsequences: true) {
      let part = RecurrenceRule.trimmed(rawPart)
      if part.isEmpty { continue }
      guard let equals = part.firstIndex(of: "=") else { throw .malformedPart(String(part)) }
      let name = RecurrenceRule.trimmed(part[..<equals]).uppercased()
      let value = RecurrenceRule.trimmed(part[part.index(after: equals)...])
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
          throw .invalidValue(part: name, value: String(value), expected: RecurrenceRule.weekdayNames)
        }
        rule.weekStart = weekday
      // RFC 7529's parts, at the values that mean plain RFC 5545.
      case "RSCALE" where value.uppercased() == "GREGORIAN", "SKIP" where value.uppercased() == "OMIT": continue
      case "RSCALE": throw .invalidValue(part: name, value: String(value), expected: "only GREGORIAN")
      case "SKIP": throw .invalidValue(part: name, value: String(value), expected: "only OMIT")
      default:
        if name.hasPrefix("X-") { continue }
        throw .unknownPart(String(part))
      }
    }
    guard let frequency else { throw .missingFrequency }
    rule.frequency = frequency
    self = rule
  }

  // MARK: - Values

  /// "SU, MO, …": what WKST and BYDAY take.
  static let weekdayNames = "a weekday SU, MO, TU, WE, TH, FR or SA"

  static func trimmed(_ text: Substring) -> Substring {
    var result = text
    while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
    while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
    return result
  }

  static func frequency(_ value: Substring) throws(RecurrenceRuleError) -> Frequency {
    switch value.uppercased() {
    case "SECONDLY": return .secondly
    case "MINUTELY": return .minutely
    case "HOURLY": return .hourly
    case "DAILY": return .daily
    case "WEEKLY": return .weekly
    case "MONTHLY": return .monthly
    case "YEARLY": return .yearly
    default:
      throw .invalidValue(
        part: "FREQ", value: String(value),
        expected: "a frequency SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY")
    }
  }

  /// The weekday of a two-letter code, in any case.
  static func weekday(_ code: Substring) -> Weekday? {
    switch code.uppercased() {
    case "SU": return .sunday
    case "MO": return .monday
    case "TU": return .tuesday
    case "WE": return .wednesday
    case "TH": return .thursday
    case "FR": return .friday
    case "SA": return .saturday
    default: return nil
    }
  }

  /// A decimal number with an optional sign, `nil` when it is not one or does not fit an `Int`.
  static func integer(_ text: Substring, signed: Bool) -> Int? {
    var digits = text.utf8[...]
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
    _ value: Substring, part: String, expected: String, minimum: Int
  ) throws(RecurrenceRuleError) -> Int {
    let plain = value.first == "+" ? value.dropFirst() : value
    guard !plain.isEmpty, plain.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      throw .invalidValue(part: part, value: String(value), expected: expected)
    }
    let number = integer(plain, signed: false) ?? Int.max
    guard number >= minimum else { throw .invalidValue(part: part, value: String(value), expected: expected) }
    return number
  }

  /// A BY part's comma-separated list, each number in `range` and, when `signed`, not 0.
  static func numbers(
    _ value: Substring, part: String, in range: ClosedRange<Int>, signed: Bool = false, expected: String
  ) throws(RecurrenceRuleError) -> [Int] {
    var result: [Int] = []
    for item in value.split(separator: ",", omittingEmptySubsequences: false) {
      let item = trimmed(item)
      guard let number = integer(item, signed: signed), range.contains(number), !signed || number != 0 else {
        throw .invalidValue(part: part, value: String(item), expected: expected)
      }
      result.append(number)
    }
    return result
  }

  /// BYDAY's list: each a weekday code, with an ordinal ±1…53 before it when it has one.
  static func weekdayEntries(_ value: Substring) throws(RecurrenceRuleError) -> [WeekdayEntry] {
    var result: [WeekdayEntry] = []
    for item in value.split(separator: ",", omittingEmptySubsequences: false) {
      let item = trimmed(item)
      let expected = weekdayNames + ", with an ordinal 1 to 53 or -53 to -1 before it"
      guard item.count >= 2, let weekday = weekday(item.suffix(2)) else {
        throw .invalidValue(part: "BYDAY", value: String(item), expected: expected)
      }
      let ordinalText = item.dropLast(2)
      var ordinal = 0
      if !ordinalText.isEmpty {
        guard let number = integer(ordinalText, signed: true), number != 0, (-53...53).contains(number) else {
          throw .invalidValue(part: "BYDAY", value: String(item), expected: expected)
        }
        ordinal = number
      }
      result.append(WeekdayEntry(ordinal: ordinal, weekday: weekday))
    }
    return result
  }

  /// UNTIL: `YYYYMMDD`, or `YYYYMMDDTHHMMSS` with or without a trailing `Z`.
  static func until(_ value: Substring) throws(RecurrenceRuleError) -> EventTime {
    let invalid = RecurrenceRuleError.invalidValue(
      part: "UNTIL", value: String(value),
      expected: "a date YYYYMMDD or a date-time YYYYMMDDTHHMMSS, with Z for UTC")
    let bytes = Array(value.utf8)
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

// The date at the start of a calendar(1) line, read field by field as calendar(1) reads it.

import CalendarCore

/// The names a calendar(1) line's date may use: the English ones always, a `LANG=` line's
/// locale's too, and new names for Easter and Paskha (`Easter=Pasen`).
struct CalendarNames {
  /// Each month's spellings in the `LANG=` locale, lower case, January first.
  var localeMonths: [[String]] = []
  /// Each weekday's spellings in the `LANG=` locale, lower case, Sunday first.
  var localeWeekdays: [[String]] = []
  /// Other names for the special days, lower case.
  var renames: [String: Easter] = [:]

  init() {}

  init(locale: CalendarFileNames?) {
    localeMonths = locale?.months.map { $0.map { $0.lowercased() } } ?? []
    localeWeekdays = locale?.weekdays.map { $0.map { $0.lowercased() } } ?? []
  }

  /// The month `token` starts with (1-12): a locale spelling, or the first three letters of
  /// an English name, in any case (calendar(1) compares prefixes: `Marathon` is March).
  func month(startingWith token: [Unicode.Scalar]) -> Int? {
    if let index = localeNameIndex(token, localeMonths) { return index + 1 }
    return englishMonthNames.firstIndex { startsWithASCII(token, $0.utf8.prefix(3)) }.map { $0 + 1 }
  }

  /// The weekday `token` starts with, Sunday 1 to Saturday 7.
  func weekday(startingWith token: [Unicode.Scalar]) -> Int? {
    if let index = localeNameIndex(token, localeWeekdays) { return index + 1 }
    return englishWeekdayNames.firstIndex { startsWithASCII(token, $0.utf8.prefix(3)) }.map { $0 + 1 }
  }

  /// The index of the first of `spellings` (lower case) that `token` starts with, in any case.
  private func localeNameIndex(_ token: [Unicode.Scalar], _ spellings: [[String]]) -> Int? {
    if spellings.isEmpty { return nil }
    let lower = String(String.UnicodeScalarView(token)).lowercased()
    return spellings.firstIndex { $0.contains { !$0.isEmpty && lower.hasPrefix($0) } }
  }

  /// calendar(1)'s special days by their English names.
  static let specialDays = [
    ("pesach", SpecialDay.passover), ("easter", .easter(.western)), ("paskha", .easter(.orthodox)),
  ]

  /// The special day `token` starts with, and the length of its name.
  func specialDay(startingWith token: [Unicode.Scalar]) -> (kind: SpecialDay, nameLength: Int)? {
    // calendar(1) tries Pesach, Easter and Paskha in that order, each by name then by its rename.
    for (name, kind) in CalendarNames.specialDays {
      if startsWithASCII(token, name.utf8) { return (kind, name.utf8.count) }
      if case .easter(let easter) = kind, !renames.isEmpty {
        let lower = String(String.UnicodeScalarView(token)).lowercased()
        for (rename, renamed) in renames where renamed == easter && !rename.isEmpty && lower.hasPrefix(rename) {
          return (kind, rename.unicodeScalars.count)
        }
      }
    }
    return nil
  }
}

/// Whether `token` starts with `prefix` (lower-case ASCII), ASCII letters compared in any case.
func startsWithASCII(_ token: [Unicode.Scalar], _ prefix: some Collection<UInt8>) -> Bool {
  guard token.count >= prefix.count else { return false }
  return zip(token, prefix).allSatisfy { scalar, byte in
    let value = scalar.value
    return (value >= 0x41 && value <= 0x5A ? value + 0x20 : value) == UInt32(byte)
  }
}

/// calendar(1)'s days counted from a feast.
enum SpecialDay: Hashable {
  case easter(Easter)
  /// Pesach: calendar(1) knows it, swiftcal does not compute the Hebrew calendar.
  case passover
}

/// One field of a calendar(1) date, as calendar(1)'s `getfield` sees it.
enum CalendarField: Equatable {
  /// Nothing it could read (calendar(1)'s 0).
  case none
  /// A number.
  case number(Int)
  /// `*`: every month.
  case every
  /// A month name.
  case month(Int)
  /// A weekday name, Sunday 1, with calendar(1)'s ordinal folded in: `+ 10 * N` for the Nth
  /// (`SunSecond` is 21), `- 10 * N` from the end (`SunLast` is -9).
  case weekday(Int)
  /// A special day and the days added to it.
  case special(SpecialDay, offset: Int)
}

/// Reads the fields of one line from its start, as calendar(1) does: after a number, separators
/// are skipped up to the next field even past the tab; after a name, they stop at the tab.
struct CalendarFieldScanner {
  let line: [Unicode.Scalar]
  let names: CalendarNames
  var position = 0

  init(line: [Unicode.Scalar], names: CalendarNames) {
    self.line = line
    self.names = names
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }
  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    // ASCII without a look-up in the Unicode tables, which most of calendar.all's fields are.
    if scalar.isASCII { return (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A }
    return scalar.properties.isAlphabetic
  }

  var current: Unicode.Scalar? { position < line.count ? line[position] : nil }

  /// Skips what is neither a digit, a letter nor `*` (nor, unless `pastTab`, a tab).
  mutating func skipSeparators(pastTab: Bool) {
    while let scalar = current, !CalendarFieldScanner.isDigit(scalar), !CalendarFieldScanner.isLetter(scalar),
      scalar != "*", pastTab || scalar != "\t"
    {
      position += 1
    }
  }

  mutating func next() -> CalendarField {
    skipSeparators(pastTab: false)
    guard let first = current else { return .none }
    if first == "*" {
      position += 1
      return .every
    }
    if CalendarFieldScanner.isDigit(first) {
      var value = 0
      while let scalar = current, CalendarFieldScanner.isDigit(scalar) {
        value = min(value * 10 + Int(scalar.value - 0x30), Int(Int32.max))
        position += 1
      }
      skipSeparators(pastTab: true)
      return value == 0 ? .none : .number(value)
    }
    // A word: its first character whatever it is (a tab here makes a word nothing matches),
    // the letters after it, and a signed number right after them (`Sun+2`, `Easter-47`).
    let start = position
    position += 1
    while let scalar = current, CalendarFieldScanner.isLetter(scalar) { position += 1 }
    if let sign = current, sign == "+" || sign == "-" {
      position += 1
      while let scalar = current, CalendarFieldScanner.isDigit(scalar) { position += 1 }
    }
    let token = Array(line[start..<position])
    let field = word(token)
    if field != .none { skipSeparators(pastTab: false) }
    return field
  }

  /// What a word is: a month, a weekday (with its ordinal), or a special day with its offset.
  func word(_ token: [Unicode.Scalar]) -> CalendarField {
    if let month = names.month(startingWith: token) { return .month(month) }
    if let weekday = names.weekday(startingWith: token) {
      let ordinal = CalendarFieldScanner.ordinal(token)
      return .weekday((-4...5).contains(ordinal) ? weekday + 10 * ordinal : weekday)
    }
    guard let (kind, nameLength) = names.specialDay(startingWith: token) else { return .none }
    let rest = token[nameLength...]
    guard let sign = rest.first, sign == "+" || sign == "-" else { return .special(kind, offset: 0) }
    let digits = rest.dropFirst().prefix(while: CalendarFieldScanner.isDigit)
    let size = digits.prefix(4).reduce(0) { $0 * 10 + Int($1.value - 0x30) } + (digits.count > 4 ? 10_000 : 0)
    // calendar(1) refuses offsets past a year either way.
    guard size <= DateRule.maximumEasterOffset else { return .none }
    return .special(kind, offset: sign == "+" ? size : -size)
  }

  /// The ordinal a weekday word ends with: `+N` or `-N` (one digit), or Last (-1), First,
  /// Second, Third, Fourth; 0 for none.
  static func ordinal(_ token: [Unicode.Scalar]) -> Int {
    if token.count >= 2, token[token.count - 2] == "+" || token[token.count - 2] == "-" {
      let digit = token[token.count - 1]
      guard isDigit(digit) else { return 0 }
      let size = Int(digit.value - 0x30)
      return token[token.count - 2] == "+" ? size : -size
    }
    for (suffix, ordinal) in [("last", -1), ("first", 1), ("second", 2), ("third", 3), ("fourth", 4)]
    where token.count > suffix.utf8.count && startsWithASCII(Array(token.suffix(suffix.utf8.count)), suffix.utf8) {
      return ordinal
    }
    return 0
  }
}

/// The rule calendar(1) reads at the start of `line`, or `nil` where it reads none (and skips
/// the line). Follows calendar(1)'s `isnow`: a weekday or a number above 12 first is a day
/// (`25/12`, `Sun+2 May`); a month name first is the month (`May Sun+2`, `June` alone the 1st);
/// otherwise a month number and a day (`12` alone is 1 December). A weekday without a month
/// comes back every week, a day with `*` for its month every month. Weekdays and months match
/// by their first three letters and more (`Marathon 3` is 3 March), as calendar(1) matches them.
func calendarDateRule(_ line: [Unicode.Scalar], names: CalendarNames) -> DateRule? {
  var scanner = CalendarFieldScanner(line: line, names: names)
  let first = scanner.next()
  var month: Int?  // nil: every month
  var day: Int
  var isWeekday = false
  var isWeekly = false

  func isDayField(_ field: CalendarField) -> Bool {
    if case .weekday = field { return true }
    return false
  }
  func value(_ field: CalendarField) -> Int {
    switch field {
    case .none, .special: return 0
    case .number(let number): return number
    case .every: return -1
    case .month(let month): return month
    case .weekday(let weekday): return weekday
    }
  }

  switch first {
  case .none:
    return nil
  case .special(.passover, _):
    return nil
  case .special(.easter(let easter), let offset):
    return .easter(easter, offsetInDays: offset)
  case .weekday, .number(13...):
    isWeekday = isDayField(first)
    day = value(first)
    let second = scanner.next()
    isWeekday = isWeekday || isDayField(second)
    switch second {
    case .none, .special:
      month = nil
      isWeekly = (1...7).contains(day)
    case .every:
      month = nil
      if (1...7).contains(day) { day += 10 }
    default:
      if (1...7).contains(day) { day += 10 }
      guard (1...12).contains(value(second)) else { return nil }
      month = value(second)
    }
  case .month, .every:
    month = first == .every ? nil : value(first)
    let second = scanner.next()
    isWeekday = isDayField(second)
    if case .special = second { return nil }
    day = value(second) == 0 ? 1 : value(second)
    if isWeekday && (1...7).contains(day) { day += 10 }
  case .number(let number):
    let second = scanner.next()
    isWeekday = isDayField(second)
    switch second {
    case .month(let named):
      (day, month) = (number, named)
    case .every:
      (day, month) = (number, nil)
    case .special:
      return nil
    default:
      month = number
      day = value(second) == 0 ? 1 : value(second)
      if isWeekday && (1...7).contains(day) { day += 10 }
    }
  }

  if isWeekday {
    if isWeekly { return Weekday(rawValue: day).map { .weekly($0) } }
    // calendar(1)'s encoding: 10 * N + weekday for the Nth, weekday - 10 * N for the Nth from the end.
    let ordinal = day >= 0 ? day / 10 : day / 10 - 1
    let weekdayNumber = day >= 0 ? day % 10 : 10 + day % 10
    guard let weekday = Weekday(rawValue: weekdayNumber), ordinal != 0 else { return nil }
    return .weekdayInMonth(month: month, weekday: weekday, ordinal: ordinal)
  }
  guard let month else { return (1...31).contains(day) ? .monthly(day: day) : nil }
  // A day the month never has is skipped; 29 February comes in leap years.
  let longestMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  guard (1...12).contains(month), day >= 1, day <= longestMonth[month - 1] else { return nil }
  return .yearly(month: month, day: day)
}

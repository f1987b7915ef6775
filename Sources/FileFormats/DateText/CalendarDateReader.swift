// The date at the start of a calendar(1) line, read field by field as calendar(1) reads it.

import CalendarCore

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

/// How strictly a date is read: as calendar(1) reads a file's line, quirks included, or as a
/// `--mark` value, where text calendar(1) would pass over is an error and a name is spelled whole
/// or by its first three letters (calendar(1) reads `Marathon` as March; a typed value that says
/// `Marathon` more likely means a mistake than March).
enum CalendarDateReading {
  /// A calendar(1) file's line: what calendar(1) reads, and nothing it skips.
  case fileLine
  /// A `--mark` value: the same fields, but every character must be read, a name must be whole or
  /// its first three letters, a sign must have its digits, and a weekday's ordinal is `+1` to `+5`,
  /// `-1` to `-5`, `First` to `Fifth` or `Last` (calendar(1) reads one digit after a sign, and no
  /// `Fifth`).
  case markValue
}

/// Reads the fields of one line from its start, as calendar(1) does: after a number, separators
/// are skipped up to the next field even past the tab; after a name, they stop at the tab.
struct CalendarFieldScanner {
  let line: [Unicode.Scalar]
  let names: CalendarNames
  let reading: CalendarDateReading
  var position = 0
  /// The fields read so far, `.none` included.
  var fields: [CalendarField] = []
  /// Whether some text was passed over without being read as a field (a `0`, a word naming
  /// nothing, an offset without digits).
  var hasUnreadText = false

  init(line: [Unicode.Scalar], names: CalendarNames, reading: CalendarDateReading = .fileLine) {
    self.line = line
    self.names = names
    self.reading = reading
  }

  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    // ASCII without a look-up in the Unicode tables, which most of calendar.all's fields are.
    if scalar.isASCII { return (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A }
    return scalar.properties.isAlphabetic
  }

  /// Whether calendar(1) passes over `scalar` between fields: neither a digit, a letter nor `*`.
  static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.decimalDigitValue == nil && !isLetter(scalar) && scalar != "*"
  }

  var current: Unicode.Scalar? { position < line.count ? line[position] : nil }
  var isAtEnd: Bool { position == line.count }

  /// Skips what is neither a digit, a letter nor `*` (nor, unless `pastTab`, a tab).
  mutating func skipSeparators(pastTab: Bool) {
    while let scalar = current, CalendarFieldScanner.isSeparator(scalar), pastTab || scalar != "\t" {
      position += 1
    }
  }

  mutating func next() -> CalendarField {
    skipSeparators(pastTab: false)
    let start = position
    let field = readField()
    if field == .none && position > start { hasUnreadText = true }
    fields.append(field)
    return field
  }

  /// The field at `position`, which is not a separator (except perhaps the tab).
  private mutating func readField() -> CalendarField {
    let start = position
    guard let first = current else { return .none }
    if first == "*" {
      position += 1
      return .every
    }
    let digits = DigitRun(line[position...])
    if !digits.isEmpty {
      // calendar(1) reads the number as an int; here it stops growing at the largest one.
      let value = digits.reduce(0) { min($0 * 10 + $1, Int(Int32.max)) }
      position = digits.end
      skipSeparators(pastTab: true)
      return value == 0 ? .none : .number(value)
    }
    // A word: its first character whatever it is (a tab here makes a word nothing matches),
    // the letters after it, and a signed number right after them (`Sun+2`, `Easter-47`).
    position += 1
    while let scalar = current, CalendarFieldScanner.isLetter(scalar) { position += 1 }
    if let sign = current, sign == "+" || sign == "-" {
      position = DigitRun(line[(position + 1)...]).end
    }
    let field = word(line[start..<position])
    if field != .none { skipSeparators(pastTab: false) }
    return field
  }

  /// What a word is: a month, a weekday (with its ordinal), or a special day with its offset.
  func word(_ token: ArraySlice<Unicode.Scalar>) -> CalendarField {
    if let month = names.month(startingWith: token) {
      if reading == .markValue && !Self.isName(token, englishMonthNames[month - 1]) { return .none }
      return .month(month)
    }
    if let weekday = names.weekday(startingWith: token) {
      guard let ordinal = ordinal(token) else { return .none }
      if reading == .markValue {
        let letters = token.prefix { $0 != "+" && $0 != "-" }
        let name = englishWeekdayNames[weekday - 1]
        guard Self.isName(letters, name, followedBy: Self.ordinalWords) else { return .none }
      }
      return .weekday(weekday + 10 * ordinal)
    }
    guard let (kind, nameLength) = names.specialDay(startingWith: token) else { return .none }
    // calendar(1) reads an offset only right after the name it matched: `Easterly+2` is Easter,
    // its `+2` passed over, which a `--mark` value may not do.
    let rest = token.dropFirst(nameLength)
    if reading == .markValue, rest.first.map(CalendarFieldScanner.isLetter) == true { return .none }
    guard let sign = rest.first, sign == "+" || sign == "-" else { return .special(kind, offset: 0) }
    let digits = DigitRun(rest.dropFirst())
    let size: Int
    switch reading {
    case .fileLine:
      // calendar(1) reads four digits, and makes more than four a number past a year.
      size = digits.prefix(4).reduce(0) { $0 * 10 + $1 } + (digits.count > 4 ? 10_000 : 0)
    case .markValue:
      guard !digits.isEmpty else { return .none }
      size = digits.reduce(0) { min($0 * 10 + $1, 10_000) }
    }
    // calendar(1) refuses offsets past a year either way.
    guard size <= DateRule.maximumEasterOffset else { return .none }
    return .special(kind, offset: sign == "+" ? size : -size)
  }

  /// The ordinal a weekday word ends with, 0 for none, or `nil` when a `--mark` value's word ends
  /// with something else. In a file's line: `+N` or `-N` (one digit, -4 to 5), or Last (-1),
  /// First, Second, Third, Fourth, as calendar(1) reads them; in a `--mark` value, `+N` or `-N`
  /// (1 to 5), or First to Fifth, or Last.
  func ordinal(_ token: ArraySlice<Unicode.Scalar>) -> Int? {
    let words = Array(CalendarFieldScanner.ordinalWordValues.dropLast())
    switch reading {
    case .fileLine:
      if let sign = token.dropLast().last, sign == "+" || sign == "-" {
        guard let size = token.last?.decimalDigitValue else { return 0 }
        let ordinal = sign == "+" ? size : -size
        return (-4...5).contains(ordinal) ? ordinal : 0
      }
      return CalendarFieldScanner.ordinalWord(token, words) ?? 0
    case .markValue:
      if let sign = token.firstIndex(where: { $0 == "+" || $0 == "-" }) {
        let digits = token[(sign + 1)...]
        guard digits.isDecimalDigits, digits.count <= 10 else { return nil }
        let size = DigitRun(digits).reduce(0) { $0 * 10 + $1 }
        guard (1...5).contains(size) else { return nil }
        return token[sign] == "+" ? size : -size
      }
      return CalendarFieldScanner.ordinalWord(token, CalendarFieldScanner.ordinalWordValues) ?? 0
    }
  }

  /// The words of weekdays' ordinals and their values; calendar(1) knows all but `fifth`.
  static let ordinalWordValues = [
    ("last", -1), ("first", 1), ("second", 2), ("third", 3), ("fourth", 4), ("fifth", 5),
  ]
  /// The ordinal words alone.
  static let ordinalWords = ordinalWordValues.map(\.0)

  /// Whether `letters` spell `name` (lower case) or its first three letters, in any case, alone or
  /// followed by one of `suffixes` (lower case): how a `--mark` value spells a month or a weekday.
  static func isName(
    _ letters: ArraySlice<Unicode.Scalar>, _ name: String, followedBy suffixes: [String] = []
  ) -> Bool {
    let spelled = String(String.UnicodeScalarView(letters)).lowercased()
    return [name, String(name.prefix(3))].contains { stem in
      spelled == stem || suffixes.contains { spelled == stem + $0 }
    }
  }

  /// The ordinal of the word `token` ends with, of `words`, or `nil`.
  static func ordinalWord(_ token: ArraySlice<Unicode.Scalar>, _ words: [(String, Int)]) -> Int? {
    for (suffix, ordinal) in words
    where token.count > suffix.utf8.count && startsWithASCII(token.suffix(suffix.utf8.count), suffix.utf8) {
      return ordinal
    }
    return nil
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
  return calendarDateRule(reading: &scanner)
}

/// The rule a `--mark` value writes in calendar(1)'s forms, read by calendar(1)'s rules and names
/// (`Marathon 3` is 3 March, `Fri` every Friday, `June` 1 June), or `nil`. The value must be read
/// whole: it starts with its first field, nothing follows its date, and nothing in it is passed
/// over. Besides, the forms the messages list decide three readings calendar(1) makes otherwise:
/// a number alone is no day (calendar(1): `12` is 1 December), two numbers are the month then the
/// day (`13/01` is no day; calendar(1): 13 January), and a weekday in a month needs its ordinal
/// (`11/Thu` is no day; calendar(1): the first Thursday).
func markValueRule(_ text: String) -> DateRule? {
  var scanner = CalendarFieldScanner(line: Array(text.unicodeScalars), names: CalendarNames(), reading: .markValue)
  guard let first = scanner.current, !CalendarFieldScanner.isSeparator(first),
    let rule = calendarDateRule(reading: &scanner), scanner.isAtEnd, !scanner.hasUnreadText
  else { return nil }
  let fields = scanner.fields.filter { $0 != .none }
  switch (fields.first, fields.dropFirst().first) {
  case (.number, nil), (.number(13...), .number): return nil
  default: break
  }
  if case .weekdayInMonth = rule, fields.contains(where: { if case .weekday(1...7) = $0 { true } else { false } }) {
    return nil
  }
  return rule
}

/// The rule calendar(1)'s `isnow` reads from the fields `scanner` gives.
func calendarDateRule(reading scanner: inout CalendarFieldScanner) -> DateRule? {
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
  guard DateRule.isDayOfSomeYear(month: month, day: day) else { return nil }
  return .yearly(month: month, day: day)
}

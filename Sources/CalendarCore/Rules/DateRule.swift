// DateRule: which days a mark falls on, as calendar(1) files and swiftcal's ISO forms write them.

/// A rule naming days: one date, a run of dates, or a day that comes back every year (a fixed
/// date, the third Monday of February, two days before Easter).
///
///     DateRule("2026-12-25")     // .day(2026-12-25)
///     DateRule("11/ThuFourth")   // .weekdayInMonth(month: 11, weekday: .thursday, ordinal: 4)
///     DateRule("Easter-2")       // .easter(.western, offsetInDays: -2)
public enum DateRule: Hashable, Sendable {
  /// One date (`YYYY-MM-DD`).
  case day(CivilDate)
  /// Every date from the first to the last, both included (`YYYY-MM-DD..YYYY-MM-DD`).
  case days(from: CivilDate, through: CivilDate)
  /// The same month and day every year (`MM-DD`, `MM/DD`, `Month DD`, `DD Month`). 29 February
  /// falls in leap years only.
  case yearly(month: Int, day: Int)
  /// The same day of every month (calendar(1)'s `* DD`).
  case monthly(day: Int)
  /// The `ordinal`-th `weekday` of the month (1 to 5), or counted from the month's end (-1 is the
  /// last); every month when `month` is `nil` (`11/ThuFourth`, `05/MonLast`, `May Sun+2`).
  case weekdayInMonth(month: Int?, weekday: Weekday, ordinal: Int)
  /// Every `weekday` (calendar(1)'s lone weekday name).
  case weekly(Weekday)
  /// Easter Sunday plus `offsetInDays` (`Easter+1`, `Paskha-2`).
  case easter(Easter, offsetInDays: Int)

  /// The largest Easter offset a rule may have, as calendar(1) allows: a year either way.
  public static let maximumEasterOffset = 365

  /// Whether the rule falls on `date`, whose Julian Day Number under `reform` is `julianDay`.
  /// - Parameters:
  ///   - date: a date that exists under `reform`.
  ///   - julianDay: `reform.julianDay(of: date)`, passed in because callers have it already.
  ///   - reform: the calendar rules in force.
  public func contains(_ date: CivilDate, julianDay: Int, reform: Reform) -> Bool {
    switch self {
    case .day(let day): return date == day
    case .days(let first, let last): return date >= first && date <= last
    case .yearly(let month, let day): return date.month == month && date.day == day
    case .monthly(let day): return date.day == day
    case .weekly(let weekday): return Weekday.ofJulianDay(julianDay) == weekday
    case .weekdayInMonth(let month, let weekday, let ordinal):
      guard month == nil || month == date.month, Weekday.ofJulianDay(julianDay) == weekday else { return false }
      return DateRule.ordinal(of: date, julianDay: julianDay, reform: reform, fromEnd: ordinal < 0) == ordinal
    case .easter(let easter, let offset):
      return DateRule.easterYears(around: date.year).contains { year in
        easter.julianDay(inYear: year, reform: reform) + offset == julianDay
      }
    }
  }

  /// Which of its weekday `date` is in its month: 1 for the first, or with `fromEnd` -1 for the
  /// last. Counted in day numbers, so that Britain's 19-day September 1752 counts right.
  static func ordinal(of date: CivilDate, julianDay: Int, reform: Reform, fromEnd: Bool) -> Int {
    let firstDay = reform.julianDay(of: date.yearMonth.firstDay)
    if !fromEnd { return (julianDay - firstDay) / 7 + 1 }
    let lastDay = firstDay + reform.numberOfDays(inMonth: date.month, year: date.year) - 1
    return -((lastDay - julianDay) / 7 + 1)
  }

  /// The years whose Easter, moved by at most a year, can land in `year`.
  static func easterYears(around year: Int) -> ClosedRange<Int> { (year - 1)...(year + 1) }
}

// MARK: - Parsing

extension DateRule {
  /// The rule `text` writes, in swiftcal's forms (`YYYY-MM-DD`, `YYYY-MM-DD..YYYY-MM-DD`,
  /// `MM-DD`) or calendar(1)'s (`MM/DD`, `Month DD`, `DD Month`, `MM/DayNth`, `Month DayNth`,
  /// `Easter±N`, `Paskha±N`), or `nil` when it names no day under `reform`. Month and weekday
  /// names are English, whole or in three letters, in any case; Nth is `First` to `Fifth`,
  /// `Last`, or `+1` to `+5` and `-1` to `-5`.
  public init?(_ text: String, reform: Reform = .greatBritain1752) {
    let text = Array(text.unicodeScalars)
    if let rule = DateRule.parseISO(text, reform: reform) ?? DateRule.parseCalendarForm(text) {
      self = rule
    } else {
      return nil
    }
  }

  /// Whether `text` has the shape of one of swiftcal's ISO forms (digits and dashes, perhaps
  /// `..`), whether or not it names a day: such a line of a mark file is an error when it names
  /// none, where calendar(1)'s forms are skipped.
  public static func looksLikeISO(_ text: String) -> Bool {
    let bytes = text.utf8
    guard let first = bytes.first, first >= 0x30 && first <= 0x39, bytes.contains(UInt8(ascii: "-")) else {
      return false
    }
    return bytes.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
  }

  static func parseISO(_ text: [Unicode.Scalar], reform: Reform) -> DateRule? {
    if let dots = text.indices.first(where: { text[$0] == "." }) {
      guard dots + 1 < text.count, text[dots + 1] == ".",
        let first = isoDate(text[..<dots], reform: reform), let last = isoDate(text[(dots + 2)...], reform: reform),
        first <= last
      else { return nil }
      return .days(from: first, through: last)
    }
    let fields = text.split(separator: "-", omittingEmptySubsequences: false)
    if fields.count == 2 {
      guard fields.allSatisfy({ (1...2).contains($0.count) }), let month = number(fields[0]),
        let day = number(fields[1]), isDayOfSomeYear(month: month, day: day)
      else { return nil }
      return .yearly(month: month, day: day)
    }
    return isoDate(text[...], reform: reform).map { .day($0) }
  }

  /// A `YYYY-MM-DD` date that exists under `reform`, or `nil`.
  static func isoDate(_ text: ArraySlice<Unicode.Scalar>, reform: Reform) -> CivilDate? {
    let fields = text.split(separator: "-", omittingEmptySubsequences: false)
    guard fields.count == 3, fields[0].count >= 4, fields[0].count <= 10, (1...2).contains(fields[1].count),
      (1...2).contains(fields[2].count), let year = number(fields[0]), let month = number(fields[1]),
      let day = number(fields[2]), year >= 1
    else { return nil }
    let date = CivilDate(year: year, month: month, day: day)
    return reform.isValid(date) ? date : nil
  }

  static func parseCalendarForm(_ text: [Unicode.Scalar]) -> DateRule? {
    if let special = easterRule(text) { return special }
    let fields = text.split(whereSeparator: { $0 == "/" || $0 == " " })
    guard fields.count == 2 else { return nil }
    let month: Int
    let rest: ArraySlice<Unicode.Scalar>
    if let named = monthNumber(named: fields[0]) ?? number(fields[0]).flatMap({ text.contains("/") ? $0 : nil }) {
      (month, rest) = (named, fields[1])
    } else if let named = monthNumber(named: fields[1]), !text.contains("/") {
      (month, rest) = (named, fields[0])  // DD Month
      guard let day = number(rest), isDayOfSomeYear(month: month, day: day) else { return nil }
      return .yearly(month: month, day: day)
    } else {
      return nil
    }
    guard (1...12).contains(month) else { return nil }
    if let day = number(rest) {
      return isDayOfSomeYear(month: month, day: day) ? .yearly(month: month, day: day) : nil
    }
    guard let (weekday, ordinal) = weekdayWithOrdinal(rest) else { return nil }
    return .weekdayInMonth(month: month, weekday: weekday, ordinal: ordinal)
  }

  /// `Easter`, `Easter+N`, `Paskha-N`.
  static func easterRule(_ text: [Unicode.Scalar]) -> DateRule? {
    for (name, easter) in [("easter", Easter.western), ("paskha", Easter.orthodox)] {
      let nameScalars = Array(name.unicodeScalars)
      guard text.count >= nameScalars.count,
        zip(text, nameScalars).allSatisfy({ lowercased($0) == $1 })
      else { continue }
      let rest = text[nameScalars.count...]
      if rest.isEmpty { return .easter(easter, offsetInDays: 0) }
      guard let sign = rest.first, sign == "+" || sign == "-", let size = number(rest.dropFirst()),
        size <= maximumEasterOffset
      else { return nil }
      return .easter(easter, offsetInDays: sign == "+" ? size : -size)
    }
    return nil
  }

  /// `ThuFourth`, `MonLast`, `Sunday+2`, `Sat-1`: a weekday and its ordinal in the month.
  static func weekdayWithOrdinal(_ text: ArraySlice<Unicode.Scalar>) -> (Weekday, Int)? {
    let lower = text.map(lowercased)
    for weekday in Weekday.allCases {
      let full = Array(englishWeekdayNames[weekday.rawValue - 1].unicodeScalars)
      for name in [full, Array(full.prefix(3))] where lower.starts(with: name) {
        let suffix = lower[name.count...]
        if let sign = suffix.first, sign == "+" || sign == "-", let size = number(suffix.dropFirst()),
          (1...5).contains(size)
        {
          return (weekday, sign == "+" ? size : -size)
        }
        let words = ["first", "second", "third", "fourth", "fifth"]
        if let index = words.firstIndex(where: { suffix.elementsEqual($0.unicodeScalars) }) {
          return (weekday, index + 1)
        }
        if suffix.elementsEqual("last".unicodeScalars) { return (weekday, -1) }
      }
    }
    return nil
  }

  /// Whether some year has day `day` of month `month` (29 February included).
  static func isDayOfSomeYear(month: Int, day: Int) -> Bool {
    (1...12).contains(month) && day >= 1 && day <= (month == 2 ? 29 : Reform.monthLengths[month - 1])
  }

  /// A month's English name, whole or its first three letters (a dot after them allowed).
  static func monthNumber(named text: ArraySlice<Unicode.Scalar>) -> Int? {
    var lower = text.map(lowercased)
    if lower.count == 4, lower.last == "." { lower.removeLast() }
    guard lower.count >= 3 else { return nil }
    return englishMonthNames.firstIndex { name in
      let full = Array(name.unicodeScalars)
      return lower == full || lower == Array(full.prefix(3))
    }.map { $0 + 1 }
  }

  /// A run of 1 to 10 ASCII digits as a number, or `nil`.
  static func number(_ text: some Collection<Unicode.Scalar>) -> Int? {
    guard !text.isEmpty, text.count <= 10, text.allSatisfy(isDigit) else { return nil }
    return text.reduce(0) { $0 * 10 + Int($1.value - 0x30) }
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

  static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(scalar.value + 0x20)! : scalar
  }
}

/// The English month names, lower case, January first: calendar(1) reads them in every locale.
public let englishMonthNames = [
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
  "december",
]

/// The English weekday names, lower case, Sunday first (`Weekday.rawValue - 1`).
public let englishWeekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

// DateRule read from text: swiftcal's ISO forms, and calendar(1)'s forms through CalendarDateReader.

import CalendarCore

extension DateRule {
  /// The rule a `--mark` value writes, or `nil` when it names no day under `reform`: swiftcal's
  /// forms (`YYYY-MM-DD`, `YYYY-MM-DD..YYYY-MM-DD`, `MM-DD`), or calendar(1)'s read as calendar(1)
  /// reads a file's line (`MM/DD`, `Month DD`, `DD Month`, `MM/DayNth`, `Month DayNth`,
  /// `Easter±N`, `Paskha±N`, a weekday, a month), the value whole (see `markValueRule`).
  ///
  ///     DateRule("2026-12-25")     // .day(2026-12-25)
  ///     DateRule("11/ThuFourth")   // .weekdayInMonth(month: 11, weekday: .thursday, ordinal: 4)
  ///     DateRule("Easter-2")       // .easter(.western, offsetInDays: -2)
  package init?(_ text: String, reform: Reform = .greatBritain1752) {
    let rule = DateRule.looksLikeISO(text) ? DateRule.isoRule(text, reform: reform) : markValueRule(text)
    guard let rule else { return nil }
    self = rule
  }

  /// Whether `text` has the shape of one of swiftcal's ISO forms (digits and dashes, perhaps
  /// `..`), whether or not it names a day: such a line of a mark file is an error when it names
  /// none, where calendar(1)'s forms are skipped.
  package static func looksLikeISO(_ text: String) -> Bool {
    let bytes = text.utf8
    guard let first = bytes.first, first.decimalDigitValue != nil, bytes.contains(UInt8(ascii: "-")) else {
      return false
    }
    return bytes.allSatisfy { $0.decimalDigitValue != nil || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
  }

  /// The rule of an ISO form (`YYYY-MM-DD`, `YYYY-MM-DD..YYYY-MM-DD`, `MM-DD`) under `reform`, or
  /// `nil` when `text` is none or names no day.
  static func isoRule(_ text: String, reform: Reform) -> DateRule? {
    let text = Array(text.utf8)
    if let dots = text.firstIndex(of: UInt8(ascii: ".")) {
      guard dots + 1 < text.count, text[dots + 1] == UInt8(ascii: "."),
        let first = isoDate(text[..<dots], reform: reform), let last = isoDate(text[(dots + 2)...], reform: reform),
        first <= last
      else { return nil }
      return .days(from: first, through: last)
    }
    let fields = text.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    if fields.count == 2 {
      guard fields.allSatisfy({ (1...2).contains($0.count) }), let month = number(fields[0]),
        let day = number(fields[1]), isDayOfSomeYear(month: month, day: day)
      else { return nil }
      return .yearly(month: month, day: day)
    }
    return isoDate(text[...], reform: reform).map { .day($0) }
  }

  /// A `YYYY-MM-DD` date that exists under `reform`, or `nil`.
  static func isoDate(_ text: ArraySlice<UInt8>, reform: Reform) -> CivilDate? {
    let fields = text.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard fields.count == 3, fields[0].count >= 4, fields[0].count <= 10, (1...2).contains(fields[1].count),
      (1...2).contains(fields[2].count), let year = number(fields[0]), let month = number(fields[1]),
      let day = number(fields[2]), year >= 1
    else { return nil }
    let date = CivilDate(year: year, month: month, day: day)
    return reform.isValid(date) ? date : nil
  }

  /// Whether some year has day `day` of month `month` (29 February included).
  static func isDayOfSomeYear(month: Int, day: Int) -> Bool {
    (1...12).contains(month) && day >= 1 && day <= longestMonthLengths[month - 1]
  }

  /// Each month's days in its longest year, January first: February's 29 comes in leap years.
  static let longestMonthLengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

  /// A run of 1 to 10 ASCII digits as a number, or `nil`.
  static func number(_ text: ArraySlice<UInt8>) -> Int? {
    guard text.count <= 10, text.isDecimalDigits else { return nil }
    return DigitRun(text).reduce(0) { $0 * 10 + $1 }
  }
}

/// The forms a mark's day may take, as messages list them.
package let markForms = """
  a date that exists (YYYY-MM-DD), YYYY-MM-DD..YYYY-MM-DD, MM-DD, MM/DD, Month DD, MM/DayNth (11/ThuFourth) \
  or Easter±N
  """

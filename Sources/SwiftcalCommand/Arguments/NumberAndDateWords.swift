// isDigits, parseNumber, parseDate, dateParts, relativeDate: the numbers and dates a command line holds.

import CalendarCore

/// Whether `text` is a non-empty run of ASCII digits.
func isDigits(_ text: String) -> Bool {
  !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
}

/// A non-negative decimal number of at most 18 digits (so it fits an `Int`), or `nil`.
func parseNumber(_ text: String) -> Int? {
  guard isDigits(text), text.utf8.count <= 18 else { return nil }
  return Int(text)
}

/// A `YYYY-MM-DD` date that exists under `reform` with a year in swiftcal's range, or `nil`.
func parseDate(_ text: String, reform: Reform) -> CivilDate? {
  guard let parts = dateParts(text) else { return nil }
  let date = CivilDate(year: parts.year, month: parts.month, day: parts.day)
  return reform.isValid(date) ? date : nil
}

/// The numbers of a `YYYY-MM-DD` word with a year in swiftcal's range, whether or not the date
/// exists, or `nil` when the word does not have that form.
func dateParts(_ text: String) -> (year: Int, month: Int, day: Int)? {
  let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
  guard parts.count == 3, parts[1].utf8.count <= 2, parts[2].utf8.count <= 2,
    let year = parseNumber(parts[0]), let month = parseNumber(parts[1]), let day = parseNumber(parts[2]),
    (1...Limits.lastYear).contains(year)
  else { return nil }
  return (year, month, day)
}

/// The words `cal` accepts for dates near today.
func relativeDate(_ word: String, today: CivilDate, reform: Reform) -> CivilDate? {
  let offset: Int
  switch word.lowercased() {
  case "now", "today": offset = 0
  case "tomorrow": offset = 1
  case "yesterday": offset = -1
  default: return nil
  }
  let date = reform.date(fromJulianDay: reform.julianDay(of: today) + offset)
  return (1...Limits.lastYear).contains(date.year) ? date : nil
}

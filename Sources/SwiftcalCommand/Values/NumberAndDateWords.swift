// isDigits, parseNumber, dateParts: the numbers and dates a command line holds.

import CalendarCore
import FileFormats

/// Whether `text` is a non-empty run of ASCII digits.
func isDigits(_ text: String) -> Bool { text.utf8.isDecimalDigits }

/// A non-negative decimal number of at most 18 digits (so it fits an `Int`), or `nil`.
func parseNumber(_ text: String) -> Int? {
  guard isDigits(text), text.utf8.count <= 18 else { return nil }
  return DigitRun(text.utf8).reduce(0) { $0 * 10 + $1 }
}

/// The numbers of a `YYYY-MM-DD` word, whether or not the date exists, or `nil` when the word does
/// not have that form.
func dateParts(_ text: String) -> (year: Int, month: Int, day: Int)? {
  let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
  guard parts.count == 3, parts[1].utf8.count <= 2, parts[2].utf8.count <= 2,
    let year = parseNumber(parts[0]), let month = parseNumber(parts[1]), let day = parseNumber(parts[2])
  else { return nil }
  return (year, month, day)
}

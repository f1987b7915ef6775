// English weekday names, as --weekend, --first-weekday and --json spell them, and --weekend's parsing.

import CalendarCore
import FileFormats

/// The weekday abbreviations `--weekend` accepts, Sunday first (full English names work too).
package let weekendDayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

/// The values completion offers for `--first-weekday`: the full English names, Sunday first
/// (`weekendDayNames`' abbreviations work too).
package let weekdayValueNames = [
  "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
]

/// The weekday an English name or three-letter abbreviation names, in any case, or `nil`.
func weekday(named word: some StringProtocol) -> Weekday? {
  let lowered = word.lowercased()
  return Weekday.allCases.first { lowered == englishName(of: $0) || lowered == weekendDayNames[$0.rawValue - 1] }
}

/// The English name of `weekday` in lower case (`"sunday"`), as `--weekend` and `--json` spell it.
package func englishName(of weekday: Weekday) -> String {
  weekdayValueNames[weekday.rawValue - 1]
}

/// The weekdays named by a `--weekend` value: English names or three-letter abbreviations, in
/// any case, separated by commas with or without spaces (`fri,sat`, `Fri, Sat`), or `none` for no
/// weekend at all.
///
/// English whatever the locale, so that a script's `--weekend` means the same everywhere.
/// - Returns: the weekdays, or `nil` when a part names no weekday.
func parseWeekend(_ text: String) -> WeekdaySet? {
  if text.trimmingSpaces().lowercased() == "none" { return [] }
  var days: WeekdaySet = []
  // Spaces around the names are allowed, so that `--weekend "Fri, Sat"` works as typed.
  for part in text.split(separator: ",", omittingEmptySubsequences: false) {
    guard let named = weekday(named: String(part).trimmingSpaces()) else { return nil }
    days.insert(named)
  }
  return days
}

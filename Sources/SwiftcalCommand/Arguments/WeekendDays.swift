// --weekend's weekday names, and parsing its value into a WeekdaySet.

import CalendarCore

/// The weekday abbreviations `--weekend` accepts, Sunday first (full English names work too).
package let weekendDayNames = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

/// The English name of `weekday` in lower case (`"sunday"`), as `--weekend` and `--json` spell it.
package func englishName(of weekday: Weekday) -> String {
  ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"][weekday.rawValue - 1]
}

/// The weekdays named by a `--weekend` value: English names or three-letter abbreviations, in
/// any case, separated by commas (`fri,sat`), or `none` for no weekend at all.
///
/// English whatever the locale, so that a script's `--weekend` means the same everywhere.
/// - Throws: `UsageError.invalidWeekend` naming the value when a part names no weekday.
func parseWeekend(_ text: String) throws(UsageError) -> WeekdaySet {
  if text.lowercased() == "none" { return [] }
  var days: WeekdaySet = []
  for part in text.split(separator: ",", omittingEmptySubsequences: false) {
    let word = part.lowercased()
    let named = Weekday.allCases.first { word == englishName(of: $0) || word == weekendDayNames[$0.rawValue - 1] }
    guard let weekday = named else { throw .invalidWeekend(text) }
    days.insert(weekday)
  }
  return days
}

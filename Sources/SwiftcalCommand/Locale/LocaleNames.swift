// LocaleNames: the month and weekday names and first weekday a calendar shows.

import CalendarCore

/// The locale's words and conventions that a calendar shows: month and weekday names and the
/// first day of the week. Read once at start-up (see `LocaleReader`) and passed in as a value,
/// so layout and parsing can be tested with any names.
package struct LocaleNames: Hashable, Sendable {
  /// Month names as a title shows them, January first (stand-alone forms where the locale has
  /// them: French `mai`, Polish `luty`).
  package var monthNames: [String]
  /// Abbreviated month names, January first; `swiftcal Sep` accepts them.
  package var abbreviatedMonthNames: [String]
  /// Other spellings accepted as month arguments, as (name, month number) pairs: the
  /// format forms of month names and their abbreviations where they differ from the above.
  package var alternativeMonthNames: [(String, Int)]
  /// Abbreviated weekday names, Sunday first.
  package var weekdayAbbreviations: [String]
  /// The locale's first day of the week, used when neither `-s` nor `-m` is given.
  package var firstWeekday: Weekday
  /// The weekend of the locale's territory (CLDR's), used when neither `--weekend` nor the holidays of one
  /// country say otherwise; Saturday and Sunday where the locale names no territory.
  package var weekend: Weekend = .saturdayAndSunday
  /// The name of the locale of dates the environment gives (`LC_ALL`, `LC_TIME`, `LANG`: `he_IL.UTF-8`), installed
  /// or not, whose language chooses the words (`LocaleWords(timeLocale:)`) and digits (`LocaleDigits`) of the dates
  /// swiftcal adds; `C` where none is given.
  package var localeName = "C"

  /// Names and conventions given directly.
  package init(
    monthNames: [String], abbreviatedMonthNames: [String], alternativeMonthNames: [(String, Int)] = [],
    weekdayAbbreviations: [String], firstWeekday: Weekday
  ) {
    precondition(monthNames.count == 12 && abbreviatedMonthNames.count == 12 && weekdayAbbreviations.count == 7)
    self.monthNames = monthNames
    self.abbreviatedMonthNames = abbreviatedMonthNames
    self.alternativeMonthNames = alternativeMonthNames
    self.weekdayAbbreviations = weekdayAbbreviations
    self.firstWeekday = firstWeekday
  }

  /// The `C` (POSIX) locale's names: English, weeks starting on Sunday.
  package static let posix = LocaleNames(
    monthNames: [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ],
    abbreviatedMonthNames: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    weekdayAbbreviations: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    firstWeekday: .sunday
  )

  /// The name of `month` (1–12) for titles.
  package func monthName(_ month: Int) -> String { monthNames[month - 1] }

  /// The abbreviated name of `weekday`.
  package func abbreviation(of weekday: Weekday) -> String { weekdayAbbreviations[weekday.rawValue - 1] }

  /// The month a name stands for, matched without regard to case against full, abbreviated and
  /// alternative names, in that order, then against the English names (so `swiftcal march`
  /// works in every locale); `nil` when it names no month.
  package func month(named name: String) -> Int? {
    let wanted = name.lowercased()
    guard !wanted.isEmpty else { return nil }
    if let index = monthNames.firstIndex(where: { $0.lowercased() == wanted }) { return index + 1 }
    if let index = abbreviatedMonthNames.firstIndex(where: { $0.lowercased() == wanted }) { return index + 1 }
    if let alternative = alternativeMonthNames.first(where: { $0.0.lowercased() == wanted }) { return alternative.1 }
    return self == .posix ? nil : LocaleNames.posix.month(named: name)
  }

  package static func == (left: LocaleNames, right: LocaleNames) -> Bool {
    left.monthNames == right.monthNames && left.abbreviatedMonthNames == right.abbreviatedMonthNames
      && left.alternativeMonthNames.map(\.0) == right.alternativeMonthNames.map(\.0)
      && left.alternativeMonthNames.map(\.1) == right.alternativeMonthNames.map(\.1)
      && left.weekdayAbbreviations == right.weekdayAbbreviations && left.firstWeekday == right.firstWeekday
      && left.weekend == right.weekend && left.localeName == right.localeName
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(monthNames)
    hasher.combine(weekdayAbbreviations)
    hasher.combine(firstWeekday)
  }
}

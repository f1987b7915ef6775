// OtherCalendarMonthNames: the Hebrew, Islamic and Persian months' names, full (CalendarCore's) and short.

import CalendarCore

/// A month's name in three lengths: for titles when it fits (`Tishrei`), for titles when the full one does not
/// (`Tish`), and for the cell of the month's first day, at most three columns (`Tis`).
///
/// The full name is `CalendarSystem.monthName`'s, which every view shows; the tables below hold the other two a
/// month, a line each, as plain strings: an array of a type of swiftcal's own would be a type start-up has to set
/// up, in every run, with or without `--calendar`.
struct OtherCalendarMonthName {
  /// The name in full.
  let full: String
  /// A shorter name for titles.
  let short: String
  /// The name in a cell: three letters or fewer.
  let cell: String

  /// Month `month` (from 1) named `full`, its shorter names from `table`, which holds two a month, or `nil` past
  /// its end.
  init?(full: String, month: Int, of table: [String]) {
    guard month >= 1, 2 * month <= table.count else { return nil }
    (self.full, short, cell) = (full, table[2 * month - 2], table[2 * month - 1])
  }

  init(full: String, short: String, cell: String) {
    (self.full, self.short, self.cell) = (full, short, cell)
  }
}

/// The Hebrew months' short names, numbered from Nisan = 1 as `CalendarSystem.hebrew` numbers them. Month 12 is
/// Adar, or Adar I in a leap year (`hebrewAdarOfLeapYear`); month 13 is Adar II.
let hebrewMonthNames: [String] = [
  "Nis", "Nis",
  "Iyr", "Iyr",
  "Siv", "Siv",
  "Tam", "Tam",
  "Av", "Av",
  "Elul", "Elu",
  "Tish", "Tis",
  "Hesh", "Hes",
  "Kis", "Kis",
  "Tev", "Tev",
  "Shv", "Shv",
  "Adar", "Ada",
  "Ad II", "Ad2",
]

/// Month 12 of a Hebrew leap year: the intercalated Adar I, which comes before Adar II.
let hebrewAdarOfLeapYear = OtherCalendarMonthName(
  full: CalendarSystem.hebrew.monthName(12, year: 5784)!, short: "Ad I", cell: "Ad1")  // 5784 is a leap year

/// The Islamic months' short names, Muharram = 1, for both the Umm al-Qura and the tabular calendar.
let islamicMonthNames: [String] = [
  "Muh", "Muh",
  "Saf", "Saf",
  "Rab I", "Ra1",
  "Rab II", "Ra2",
  "Jum I", "Ju1",
  "Jum II", "Ju2",
  "Raj", "Raj",
  "Sha", "Sha",
  "Ram", "Ram",
  "Shaw", "Shw",
  "Dhu Q", "DhQ",
  "Dhu H", "DhH",
]

/// The Solar Hijri months' short names, Farvardin = 1.
let persianMonthNames: [String] = [
  "Far", "Far",
  "Ord", "Ord",
  "Kho", "Kho",
  "Tir", "Tir",
  "Mor", "Mor",
  "Sha", "Sha",
  "Meh", "Meh",
  "Aba", "Aba",
  "Aza", "Aza",
  "Dey", "Dey",
  "Bah", "Bah",
  "Esf", "Esf",
]

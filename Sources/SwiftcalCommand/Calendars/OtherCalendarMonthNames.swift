// OtherCalendarMonthNames: the English names of the Hebrew, Islamic and Persian months, full and short.

/// A month's name in three lengths: for titles when it fits (`Tishrei`), for titles when the full one does not
/// (`Tish`), and for the cell of the month's first day, at most three columns (`Tis`).
///
/// The tables below hold the three a month, a line each, as plain strings: an array of a type of swiftcal's own
/// would cost the runtime a type to make at start-up, in every run, with or without `--calendar`.
struct OtherCalendarMonthName {
  /// The name in full.
  let full: String
  /// A shorter name for titles.
  let short: String
  /// The name in a cell: three letters or fewer.
  let cell: String

  /// Month `month` (from 1) of `table`, which holds three names a month, or `nil` past its end.
  init?(month: Int, of table: [String]) {
    guard month >= 1, 3 * month <= table.count else { return nil }
    (full, short, cell) = (table[3 * month - 3], table[3 * month - 2], table[3 * month - 1])
  }

  init(full: String, short: String, cell: String) {
    (self.full, self.short, self.cell) = (full, short, cell)
  }
}

/// The Hebrew months in the English spelling of the Jewish Publication Society's calendars, numbered from Nisan = 1
/// as `CalendarSystem.hebrew` numbers them (Reingold & Dershowitz, chapter 8). Month 12 is Adar, or Adar I in a leap
/// year (`hebrewAdarOfLeapYear`); month 13 is Adar II.
let hebrewMonthNames: [String] = [
  "Nisan", "Nis", "Nis",
  "Iyar", "Iyr", "Iyr",
  "Sivan", "Siv", "Siv",
  "Tammuz", "Tam", "Tam",
  "Av", "Av", "Av",
  "Elul", "Elul", "Elu",
  "Tishrei", "Tish", "Tis",
  "Heshvan", "Hesh", "Hes",
  "Kislev", "Kis", "Kis",
  "Tevet", "Tev", "Tev",
  "Shevat", "Shv", "Shv",
  "Adar", "Adar", "Ada",
  "Adar II", "Ad II", "Ad2",
]

/// Month 12 of a Hebrew leap year: the intercalated Adar I, which comes before Adar II.
let hebrewAdarOfLeapYear = OtherCalendarMonthName(full: "Adar I", short: "Ad I", cell: "Ad1")

/// The Islamic months, Muharram = 1, for both the Umm al-Qura and the tabular calendar, in the transliteration
/// common in English (Encyclopaedia of Islam spellings without their diacritics).
let islamicMonthNames: [String] = [
  "Muharram", "Muh", "Muh",
  "Safar", "Saf", "Saf",
  "Rabi I", "Rab I", "Ra1",
  "Rabi II", "Rab II", "Ra2",
  "Jumada I", "Jum I", "Ju1",
  "Jumada II", "Jum II", "Ju2",
  "Rajab", "Raj", "Raj",
  "Sha'ban", "Sha", "Sha",
  "Ramadan", "Ram", "Ram",
  "Shawwal", "Shaw", "Shw",
  "Dhu al-Qa'da", "Dhu Q", "DhQ",
  "Dhu al-Hijja", "Dhu H", "DhH",
]

/// The Solar Hijri months, Farvardin = 1, as Iran's official calendar names them, in English transliteration.
let persianMonthNames: [String] = [
  "Farvardin", "Far", "Far",
  "Ordibehesht", "Ord", "Ord",
  "Khordad", "Kho", "Kho",
  "Tir", "Tir", "Tir",
  "Mordad", "Mor", "Mor",
  "Shahrivar", "Sha", "Sha",
  "Mehr", "Meh", "Meh",
  "Aban", "Aba", "Aba",
  "Azar", "Aza", "Aza",
  "Dey", "Dey", "Dey",
  "Bahman", "Bah", "Bah",
  "Esfand", "Esf", "Esf",
]

// OtherCalendarMonthNames: the English names of the Hebrew, Islamic and Persian months, full and short.

/// A month's name in three lengths: for titles when it fits (`Tishrei`), for titles when the full one does not
/// (`Tish`), and for the cell of the month's first day, at most three columns (`Tis`).
struct OtherCalendarMonthName {
  /// The name in full.
  let full: String
  /// A shorter name for titles.
  let short: String
  /// The name in a cell: three letters or fewer.
  let cell: String
}

/// The Hebrew months in the English spelling of the Jewish Publication Society's calendars, numbered from Nisan = 1
/// as `CalendarSystem.hebrew` numbers them (Reingold & Dershowitz, chapter 8). Month 12 is Adar, or Adar I in a leap
/// year (`hebrewAdarOfLeapYear`); month 13 is Adar II.
let hebrewMonthNames: [OtherCalendarMonthName] = [
  OtherCalendarMonthName(full: "Nisan", short: "Nis", cell: "Nis"),
  OtherCalendarMonthName(full: "Iyar", short: "Iyr", cell: "Iyr"),
  OtherCalendarMonthName(full: "Sivan", short: "Siv", cell: "Siv"),
  OtherCalendarMonthName(full: "Tammuz", short: "Tam", cell: "Tam"),
  OtherCalendarMonthName(full: "Av", short: "Av", cell: "Av"),
  OtherCalendarMonthName(full: "Elul", short: "Elul", cell: "Elu"),
  OtherCalendarMonthName(full: "Tishrei", short: "Tish", cell: "Tis"),
  OtherCalendarMonthName(full: "Heshvan", short: "Hesh", cell: "Hes"),
  OtherCalendarMonthName(full: "Kislev", short: "Kis", cell: "Kis"),
  OtherCalendarMonthName(full: "Tevet", short: "Tev", cell: "Tev"),
  OtherCalendarMonthName(full: "Shevat", short: "Shv", cell: "Shv"),
  OtherCalendarMonthName(full: "Adar", short: "Adar", cell: "Ada"),
  OtherCalendarMonthName(full: "Adar II", short: "Ad II", cell: "Ad2"),
]

/// Month 12 of a Hebrew leap year: the intercalated Adar I, which comes before Adar II.
let hebrewAdarOfLeapYear = OtherCalendarMonthName(full: "Adar I", short: "Ad I", cell: "Ad1")

/// The Islamic months, Muharram = 1, for both the Umm al-Qura and the tabular calendar, in the transliteration
/// common in English (Encyclopaedia of Islam spellings without their diacritics).
let islamicMonthNames: [OtherCalendarMonthName] = [
  OtherCalendarMonthName(full: "Muharram", short: "Muh", cell: "Muh"),
  OtherCalendarMonthName(full: "Safar", short: "Saf", cell: "Saf"),
  OtherCalendarMonthName(full: "Rabi I", short: "Rab I", cell: "Ra1"),
  OtherCalendarMonthName(full: "Rabi II", short: "Rab II", cell: "Ra2"),
  OtherCalendarMonthName(full: "Jumada I", short: "Jum I", cell: "Ju1"),
  OtherCalendarMonthName(full: "Jumada II", short: "Jum II", cell: "Ju2"),
  OtherCalendarMonthName(full: "Rajab", short: "Raj", cell: "Raj"),
  OtherCalendarMonthName(full: "Sha'ban", short: "Sha", cell: "Sha"),
  OtherCalendarMonthName(full: "Ramadan", short: "Ram", cell: "Ram"),
  OtherCalendarMonthName(full: "Shawwal", short: "Shaw", cell: "Shw"),
  OtherCalendarMonthName(full: "Dhu al-Qa'da", short: "Dhu Q", cell: "DhQ"),
  OtherCalendarMonthName(full: "Dhu al-Hijja", short: "Dhu H", cell: "DhH"),
]

/// The Solar Hijri months, Farvardin = 1, as Iran's official calendar names them, in English transliteration.
let persianMonthNames: [OtherCalendarMonthName] = [
  OtherCalendarMonthName(full: "Farvardin", short: "Far", cell: "Far"),
  OtherCalendarMonthName(full: "Ordibehesht", short: "Ord", cell: "Ord"),
  OtherCalendarMonthName(full: "Khordad", short: "Kho", cell: "Kho"),
  OtherCalendarMonthName(full: "Tir", short: "Tir", cell: "Tir"),
  OtherCalendarMonthName(full: "Mordad", short: "Mor", cell: "Mor"),
  OtherCalendarMonthName(full: "Shahrivar", short: "Sha", cell: "Sha"),
  OtherCalendarMonthName(full: "Mehr", short: "Meh", cell: "Meh"),
  OtherCalendarMonthName(full: "Aban", short: "Aba", cell: "Aba"),
  OtherCalendarMonthName(full: "Azar", short: "Aza", cell: "Aza"),
  OtherCalendarMonthName(full: "Dey", short: "Dey", cell: "Dey"),
  OtherCalendarMonthName(full: "Bahman", short: "Bah", cell: "Bah"),
  OtherCalendarMonthName(full: "Esfand", short: "Esf", cell: "Esf"),
]

// The English names of the Hebrew, Islamic and Persian months.

extension CalendarSystem {
  /// The English name of month `month` of `year`, or `nil` for a month the calendar does not have and for the
  /// lunisolar calendars, whose months have numbers (a leap month repeats the number before it).
  ///
  /// - Hebrew (from Nisan = 1): the spellings of the Jewish Publication Society's calendars; month 12 is Adar, or
  ///   Adar I in a leap year, and 13 is Adar II.
  /// - Islamic, both calendars (from Muharram = 1): the transliteration common in English, the Encyclopaedia of
  ///   Islam's without its diacritics.
  /// - Persian (from Farvardin = 1): the names of Iran's official calendar, transliterated.
  ///
  ///     CalendarSystem.hebrew.monthName(12, year: 5787)  // "Adar I": 5787 is a leap year
  public func monthName(_ month: Int, year: Int) -> String? {
    switch self {
    case .hebrew:
      guard month >= 1, month <= (HebrewCalendar.isLeapYear(year) ? 13 : 12) else { return nil }
      return month == 12 && HebrewCalendar.isLeapYear(year) ? "Adar I" : hebrewMonthNames[month - 1]
    case .islamic, .islamicCivil:
      guard (1...12).contains(month) else { return nil }
      return islamicMonthNames[month - 1]
    case .persian:
      guard (1...12).contains(month) else { return nil }
      return persianMonthNames[month - 1]
    case .chinese, .korean, .vietnamese, .japanese:
      return nil
    }
  }
}

/// The Hebrew months from Nisan = 1; 13 is Adar II.
private let hebrewMonthNames = [
  "Nisan", "Iyar", "Sivan", "Tammuz", "Av", "Elul", "Tishrei", "Heshvan", "Kislev", "Tevet", "Shevat", "Adar",
  "Adar II",
]

/// The Islamic months from Muharram = 1.
private let islamicMonthNames = [
  "Muharram", "Safar", "Rabi I", "Rabi II", "Jumada I", "Jumada II", "Rajab", "Sha'ban", "Ramadan", "Shawwal",
  "Dhu al-Qa'da", "Dhu al-Hijja",
]

/// The Solar Hijri months from Farvardin = 1.
private let persianMonthNames = [
  "Farvardin", "Ordibehesht", "Khordad", "Tir", "Mordad", "Shahrivar", "Mehr", "Aban", "Azar", "Dey", "Bahman",
  "Esfand",
]

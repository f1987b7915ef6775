// CalendarDateDays' labels: another calendar's date named in English, with the months' usual transliterations.

extension CalendarDateDays {
  /// `date` named for people, in English with the months' usual transliterations:
  /// - Hebrew: `12 Tevet 5787` (Anno Mundi, as Hebrew dates are written without an era); in a leap year
  ///   months 12 and 13 are `Adar I` and `Adar II`.
  /// - Islamic (Umm al-Qura and tabular): `12 Rajab 1448 AH`.
  /// - Persian: `21 Azar 1405 AP` (Anno Persico, the Solar Hijri year).
  /// - Lunisolar (Chinese, Korean, Vietnamese, Japanese): the calendar's name and the date by numbers,
  ///   `chinese 2026-10-12`, a leap month's number after `L` (`korean 2025-L06-01`), as the lunar months
  ///   have numbers rather than names.
  public func label(of date: CalendarSystemDate) -> String {
    let day = String(date.day)
    switch calendar {
    case .hebrew:
      let isLeapYear = HebrewCalendar.isLeapYear(date.year)
      let name = date.month == 12 && isLeapYear ? "Adar I" : hebrewMonthNames[date.month - 1]
      return day + " " + name + " " + String(date.year)
    case .islamic, .islamicCivil:
      return day + " " + islamicMonthNames[date.month - 1] + " " + String(date.year) + " AH"
    case .persian:
      return day + " " + persianMonthNames[date.month - 1] + " " + String(date.year) + " AP"
    case .chinese, .korean, .vietnamese, .japanese:
      let month = (date.isLeapMonth ? "L" : "") + zeroPadded(date.month, width: 2)
      return calendar.name + " " + zeroPadded(date.year, width: 4) + "-" + month + "-" + zeroPadded(date.day, width: 2)
    }
  }
}

/// The Hebrew months from Nisan = 1, as the Jewish Publication Society's calendars spell them; 13 is
/// Adar II, and 12 is Adar I in a leap year.
private let hebrewMonthNames = [
  "Nisan", "Iyyar", "Sivan", "Tammuz", "Av", "Elul", "Tishri", "Heshvan", "Kislev", "Tevet", "Shevat", "Adar",
  "Adar II",
]

/// The Islamic months from Muharram = 1, in the transliteration of the Umm al-Qura calendar's English pages.
private let islamicMonthNames = [
  "Muharram", "Safar", "Rabi al-Awwal", "Rabi al-Thani", "Jumada al-Ula", "Jumada al-Akhirah", "Rajab", "Shaban",
  "Ramadan", "Shawwal", "Dhu al-Qadah", "Dhu al-Hijjah",
]

/// The months of the Solar Hijri calendar from Farvardin = 1, as Iran's official calendar names them.
private let persianMonthNames = [
  "Farvardin", "Ordibehesht", "Khordad", "Tir", "Mordad", "Shahrivar", "Mehr", "Aban", "Azar", "Dey", "Bahman",
  "Esfand",
]

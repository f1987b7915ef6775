// CalendarDateDays' labels: another calendar's date named in English, with `CalendarSystem.monthName`'s months.

extension CalendarDateDays {
  /// `date` named for people, in English with the months' usual transliterations:
  /// - Hebrew: `12 Tevet 5787` (Anno Mundi, as Hebrew dates are written without an era); in a leap year
  ///   months 12 and 13 are `Adar I` and `Adar II`.
  /// - Islamic (Umm al-Qura and tabular): `12 Rajab 1448 AH`.
  /// - Persian: `21 Azar 1405 SH` (the Solar Hijri year).
  /// - Lunisolar (Chinese, Korean, Vietnamese, Japanese): the calendar's name and the date by numbers,
  ///   `chinese 2026-10-12`, a leap month's number after `L` (`korean 2025-L06-01`), as the lunar months
  ///   have numbers rather than names.
  public func label(of date: CalendarSystemDate) -> String {
    let day = String(date.day)
    switch calendar {
    // The dates come from the calendar itself, so their months exist and have names.
    case .hebrew:
      return day + " " + calendar.monthName(date.month, year: date.year)! + " " + String(date.year)
    case .islamic, .islamicCivil:
      return day + " " + calendar.monthName(date.month, year: date.year)! + " " + String(date.year) + " AH"
    case .persian:
      return day + " " + calendar.monthName(date.month, year: date.year)! + " " + String(date.year) + " SH"
    case .chinese, .korean, .vietnamese, .japanese:
      let month = (date.isLeapMonth ? "L" : "") + zeroPadded(date.month, width: 2)
      return calendar.name + " " + zeroPadded(date.year, width: 4) + "-" + month + "-" + zeroPadded(date.day, width: 2)
    }
  }
}

// CalendarDateDays' labels: another calendar's date named for people, by a naming of the reader's language or in
// English with `CalendarSystem.monthName`'s months.

/// How another calendar's dates are named for people in a language: given to `CalendarDateDays` by the command,
/// which keeps each language's words (CalendarCore has none but English).
public protocol CalendarDateNaming: Sendable {
  /// `date` of `calendar` named in full, with its year: `כ״א כסלו תשפ״ז`, `丙午年十月初一`.
  func label(of date: CalendarSystemDate, in calendar: CalendarSystem) -> String
  /// `date` of `calendar` named without its year, for a page's cell: `כ״א כסלו`, `十月初一`.
  func shortLabel(of date: CalendarSystemDate, in calendar: CalendarSystem) -> String
}

extension CalendarDateDays {
  /// `date` named for people, by the source's naming (`EnglishDateNaming` unless given another).
  public func label(of date: CalendarSystemDate) -> String { naming.label(of: date, in: calendar) }

  /// `date` named without its year, for a cell of a page, where the label's year and calendar would repeat in every
  /// cell of a month, by the source's naming.
  public func shortLabel(of date: CalendarSystemDate) -> String { naming.shortLabel(of: date, in: calendar) }
}

/// Other calendars' dates named in English, with the months' usual transliterations (`CalendarSystem.monthName`).
public struct EnglishDateNaming: CalendarDateNaming {
  public init() {}

  /// `date` of `calendar` named in English:
  /// - Hebrew: `12 Tevet 5787` (Anno Mundi, as Hebrew dates are written without an era); in a leap year
  ///   months 12 and 13 are `Adar I` and `Adar II`.
  /// - Islamic (Umm al-Qura and tabular): `12 Rajab 1448 AH`.
  /// - Persian: `21 Azar 1405 SH` (the Solar Hijri year).
  /// - Lunisolar (Chinese, Korean, Vietnamese, Japanese): the calendar's name and the date by numbers,
  ///   `chinese 2026-10-12`, a leap month's number after `L` (`korean 2025-L06-01`), as the lunar months
  ///   have numbers rather than names.
  public func label(of date: CalendarSystemDate, in calendar: CalendarSystem) -> String {
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

  /// `date` of `calendar` named without its year: the day and its month, `15 Tevet`, or for the lunisolar calendars, whose months have numbers, the month as the text layout writes it (`M10`, `L6` for a
  /// leap month) and the day: `M10-12`.
  public func shortLabel(of date: CalendarSystemDate, in calendar: CalendarSystem) -> String {
    switch calendar {
    case .chinese, .korean, .vietnamese, .japanese:
      return (date.isLeapMonth ? "L" : "M") + String(date.month) + "-" + String(date.day)
    case .hebrew, .islamic, .islamicCivil, .persian:
      return String(date.day) + " " + calendar.monthName(date.month, year: date.year)!
    }
  }
}

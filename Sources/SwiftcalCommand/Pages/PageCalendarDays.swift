// PageCalendarDays: how a page of another calendar's months numbers its days, and the civil date under each.

import CalendarCore

/// What a page of another calendar's months (`--main-calendar`) writes in a cell besides what a civil page does: the
/// day of the month in that calendar as the cell's number, in the request's digits or, for a Hebrew date in Hebrew,
/// in Hebrew numerals (`כ״א`); and under it, small and grey, the day's civil date (`civilDate(of:)`), which the
/// text gives in its grey rows. Made once a page and shared by its months.
struct PageCalendarDays {
  /// The digits of the numbers (`--digits`, else the locale's).
  let digits: LocaleDigits
  /// A Hebrew month's days 1 to 30 in Hebrew numerals, where its dates are written in them; empty where the
  /// calendar's days are digits.
  let hebrewDays: [String]
  /// The civil months' short names, January first, without the padding glibc gives some (` 1月`).
  let civilMonthNames: [String]
  /// How a civil date is ordered: day then month (`21 Mar`), or month then day as a CJK date is (`3月21日`).
  let script: CalendarLabelScript

  /// The days of `system`'s months on `request`'s pages, in the locale whose names are `names`.
  init(_ system: CalendarSystem, request: Request, names: LocaleNames) {
    digits = request.digits
    script = CalendarLabelScript(names: names)
    let dateWords = CalendarDateWords(
      words: LocaleWords(language: request.dateLanguage), digits: request.digits, script: script)
    let usesLetters = system == .hebrew && dateWords.hasWords(for: system) && request.digits.usesHebrewNumerals
    hebrewDays = usesLetters ? (1...30).map { dateWords.number($0, in: system, isPunctuated: true) } : []
    civilMonthNames = names.abbreviatedMonthNames.map { String($0.drop { $0 == " " }) }
  }

  /// Appends day `day` (1-30) of a month of the calendar: in Hebrew numerals where they are, else in the digits.
  func appendDay(_ day: Int, to output: inout TextBuffer) {
    guard hebrewDays.indices.contains(day - 1) else { return output.append(digits.text(of: day)) }
    output.append(hebrewDays[day - 1])
  }

  /// Whether day `day` is written wider than two digits, so that today's ring around it is drawn wider: a Hebrew
  /// numeral after the 10th is three letters (`כ״א`).
  func isWide(day: Int) -> Bool { !hebrewDays.isEmpty && day > 10 }

  /// The civil date written under a day: its day and the short name of its month in the request's digits, in the
  /// order of the script of the locale's names, as its dates are written: `21 Mar`, `۲۱ مارس`, `21 מרץ`; `3月21日`,
  /// `3월 21일`.
  func civilDate(of date: CivilDate) -> String {
    let (day, month) = (digits.text(of: date.day), civilMonthNames[date.month - 1])
    switch script {
    case .latin: return day + " " + month
    case .han: return month + day + "日"
    case .hangul: return month + " " + day + "일"
    }
  }
}

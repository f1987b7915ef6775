// CalendarDateWords: another calendar's months, days and years in the words and digits of the locale of dates.

import CalendarCore

/// How the dates of another calendar are written for a reader: the months in the language's names (CLDR's, from
/// its `LocaleWords` page), the numbers in its digits (`LocaleDigits`), the lunisolar years by their sexagenary
/// names in a CJK script. Every view names a date through it: the text layout's titles (`OtherCalendarWords`), and
/// as `CalendarDateDays`' naming, the labels of the legend, the agenda, `-i` and pages.
///
/// | locale | label | short label (a page's cell) |
/// |---|---|---|
/// | he, Hebrew | `כ״א כסלו תשפ״ז` | `כ״א כסלו` |
/// | ar_SA, Islamic | `١٢ رمضان ١٤٤٨ هـ` | `١٢ رمضان` |
/// | fa, Persian | `۲۱ آذر ۱۴۰۵` | `۲۱ آذر` |
/// | zh, lunisolar | `丙午年十月初一`, `乙巳年闰六月十五` | `十月初一` |
/// | ja, lunisolar | `丙午年 旧10月1日` | `旧10月1日` |
/// | ko, lunisolar | `병오년 음력 10월 1일` | `10월 1일`, `윤6월 1일` |
///
/// A calendar the language has no words for is named as `CalendarDateDays` names it in English.
package struct CalendarDateWords: CalendarDateNaming {
  /// The page of the locale of dates.
  package let words: LocaleWords
  /// The digits numbers are written in.
  package let digits: LocaleDigits
  /// How the lunisolar months and years are written (from the locale's own month names).
  package let script: CalendarLabelScript

  package init(words: LocaleWords, digits: LocaleDigits, script: CalendarLabelScript) {
    (self.words, self.digits, self.script) = (words, digits, script)
  }

  /// English words, ASCII digits, Latin script: `CalendarDateDays`' own labels.
  package static let english = CalendarDateWords(words: .english, digits: .latin, script: .latin)

  /// Whether the dates of `calendar` have words of the language: its months named, or in a CJK script.
  package func hasWords(for calendar: CalendarSystem) -> Bool {
    switch calendar {
    case .hebrew: !words.hebrewMonths.isEmpty
    case .islamic, .islamicCivil: !words.islamicMonths.isEmpty
    case .persian: !words.persianMonths.isEmpty
    case .chinese, .korean, .vietnamese, .japanese: script != .latin
    }
  }

  /// The name of month `month` (a leap month when `isLeapMonth`) of `year` in `calendar`, in the language's words:
  /// `כסלו`, `رمضان`, `آذر`, `十月`, `闰六月`, `10月`, `윤6월`; `nil` where the language has none.
  package func monthName(_ month: Int, isLeapMonth: Bool, year: Int, in calendar: CalendarSystem) -> String? {
    switch calendar {
    case .hebrew:
      guard !words.hebrewMonths.isEmpty, (1...13).contains(month) else { return nil }
      // CLDR's order runs from Tishrei (month 7 here, as Nisan is 1), with Adar I (6th) and Adar (7th) before
      // Nisan and Adar II last.
      let index: Int
      switch month {
      case 1...6: index = month + 6
      case 7...11: index = month - 7
      case 12: index = HebrewCalendar.isLeapYear(year) ? 5 : 6
      default: index = 13
      }
      return words.hebrewMonths[index]
    case .islamic, .islamicCivil:
      guard !words.islamicMonths.isEmpty, (1...12).contains(month) else { return nil }
      return words.islamicMonths[month - 1]
    case .persian:
      guard !words.persianMonths.isEmpty, (1...12).contains(month) else { return nil }
      return words.persianMonths[month - 1]
    case .chinese, .korean, .vietnamese, .japanese:
      guard script != .latin, (1...12).contains(month) else { return nil }
      // Without a leap mark the page's name as it is: a string joined to an empty one is made anew.
      if !words.lunisolarMonths.isEmpty {
        return isLeapMonth ? leapMonthMark + words.lunisolarMonths[month - 1] : words.lunisolarMonths[month - 1]
      }
      let number = digits.text(of: month) + (script == .hangul ? "월" : "月")
      return isLeapMonth ? leapMonthMark + number : number
    }
  }

  /// The mark before a leap month: the page's, else the script's (`閏`, `윤`).
  private var leapMonthMark: String {
    if !words.leapMonthMark.isEmpty { return words.leapMonthMark }
    return script == .hangul ? "윤" : "閏"
  }

  /// A day or year of `calendar` in the reader's numbers: Hebrew numerals for a Hebrew date where the reader writes
  /// them (`כ״א`, `תשפ״ז`; unpunctuated, `כא`, when not `isPunctuated`), else the locale's digits.
  package func number(_ number: Int, in calendar: CalendarSystem, isPunctuated: Bool = true) -> String {
    if calendar == .hebrew && digits.usesHebrewNumerals {
      return LocaleDigits.hebrewNumeral(number, isPunctuated: isPunctuated)
    }
    return digits.text(of: number)
  }

  /// What follows a year of `calendar`, with its space: ` AH`, ` هـ`, ` SH`, or nothing.
  package func era(of calendar: CalendarSystem) -> String {
    switch calendar {
    case .islamic, .islamicCivil:
      let era = words.islamicMonths.isEmpty ? "AH" : (words.islamicEra ?? "AH")
      return era.isEmpty ? "" : " " + era
    case .persian:
      let era = words.persianMonths.isEmpty ? "SH" : (words.persianEra ?? "SH")
      return era.isEmpty ? "" : " " + era
    case .hebrew, .chinese, .korean, .vietnamese, .japanese: return ""
    }
  }

  /// The lunisolar year beginning in `year` by its sexagenary name, with the script's word for year: `丙午年`.
  private func sexagenaryYear(_ year: Int) -> String { SexagenaryYear(year: year).name(in: script) }

  /// The lunisolar day `day`: `初一` where the language names the days, `1日`, `1일`.
  private func lunarDay(_ day: Int) -> String {
    if !words.lunarDays.isEmpty && (1...30).contains(day) { return words.lunarDays[day - 1] }
    return digits.text(of: day) + (script == .hangul ? "일" : "日")
  }

  // MARK: - CalendarDateNaming

  package func label(of date: CalendarSystemDate, in calendar: CalendarSystem) -> String {
    guard hasWords(for: calendar) else { return EnglishDateNaming().label(of: date, in: calendar) }
    let short = shortLabel(of: date, in: calendar)
    switch calendar {
    case .chinese, .korean, .vietnamese, .japanese:
      if !words.lunisolarMonths.isEmpty { return sexagenaryYear(date.year) + short }
      return sexagenaryYear(date.year) + (script == .hangul ? " 음력 " : " ") + short
    case .hebrew, .islamic, .islamicCivil, .persian:
      return short + " " + number(date.year, in: calendar) + era(of: calendar)
    }
  }

  package func shortLabel(of date: CalendarSystemDate, in calendar: CalendarSystem) -> String {
    guard hasWords(for: calendar),
      let month = monthName(date.month, isLeapMonth: date.isLeapMonth, year: date.year, in: calendar)
    else { return EnglishDateNaming().shortLabel(of: date, in: calendar) }
    switch calendar {
    case .chinese, .korean, .vietnamese, .japanese:
      if !words.lunisolarMonths.isEmpty { return month + lunarDay(date.day) }
      if script == .hangul { return month + " " + lunarDay(date.day) }
      return "旧" + month + lunarDay(date.day)
    case .hebrew, .islamic, .islamicCivil, .persian:
      return number(date.day, in: calendar) + " " + month
    }
  }
}

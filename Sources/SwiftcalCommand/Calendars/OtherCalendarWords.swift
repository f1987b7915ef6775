// OtherCalendarWords: how another calendar's months and years are written beside the civil calendar.

import CalendarCore

/// The words another calendar is shown with under the civil calendar (`--calendar NAME`): the label of a cell
/// holding the first day of one of its months, so that a reader can follow its months from day to day, and the
/// line under a month's title naming the months and year the civil month spans.
///
/// Each is offered in several forms, widest first, and the layout takes the first that fits:
///
/// | calendar | cell | title |
/// |---|---|---|
/// | hebrew | `Tis`, `Ad1` | `Tevet–Shevat 5787`, `Elul 5786–Tishrei 5787` |
/// | islamic, islamic-civil | `Muh`, `Ju2` | `Jumada II–Rajab 1448 AH`, `Jum II–Raj 1448 AH` |
/// | persian | `Far` | `Azar–Dey 1405 SH` |
/// | lunisolar, Latin | `M10`, `L6` (leap month) | `M10–M11 2026` |
/// | lunisolar, zh | `十`, `冬`, `闰` (leap month) | `丙午年 十月–十一月` |
/// | lunisolar, ja, ko | none: the days' numbers | `丙午年 10月–11月`, `병오년 10월–11월` |
/// | hebrew, he | none: the days' letters, `כא` | `כסלו–טבת תשפ״ז` |
/// | islamic, ar | none: the days' numbers, `١٢` | `جمادى الآخرة–رجب ١٤٤٨ هـ` |
/// | persian, fa | none: the days' numbers, `۲۱` | `آذر–دی ۱۴۰۵` |
///
/// In a locale whose language has words for the calendar (`CalendarDateWords`) every form is in them, and a cell
/// holds only a form that always fits it (one CJK character, two columns), so that a row never mixes the language's
/// forms with Latin codes; where the language has no such form, the row shows the days' numbers in the locale's
/// digits and the title names the months. The lunisolar calendars' years are their sexagenary names in a CJK
/// locale (`SexagenaryYear`), the Gregorian year in which the lunar year begins otherwise. A cell label that fits
/// nowhere leaves the cell its day number, 1.
package struct OtherCalendarWords: Sendable {
  /// The calendar the words are for.
  package let system: CalendarSystem
  /// How lunisolar months and years are written.
  package let script: CalendarLabelScript
  /// The locale's words and digits for dates.
  package let dateWords: CalendarDateWords
  /// Whether the locale's language has words for the calendar (`CalendarDateWords.hasWords(for:)`).
  let isInLocaleWords: Bool

  /// The words of `system`, lunisolar months in `script`, in the language of `words` and in `digits`.
  package init(
    system: CalendarSystem, script: CalendarLabelScript, words: LocaleWords = .english, digits: LocaleDigits = .latin
  ) {
    self.init(system: system, dateWords: CalendarDateWords(words: words, digits: digits, script: script))
  }

  /// The words of `system` in `dateWords`.
  init(system: CalendarSystem, dateWords: CalendarDateWords) {
    self.system = system
    script = dateWords.script
    self.dateWords = dateWords
    isInLocaleWords = dateWords.hasWords(for: system)
  }

  /// Whether the calendar is one of the lunisolar ones, whose months are numbered rather than named.
  var isLunisolar: Bool {
    switch system {
    case .chinese, .korean, .vietnamese, .japanese: true
    case .hebrew, .islamic, .islamicCivil, .persian: false
    }
  }

  /// A number under 32 that tells apart the months whose labels differ: the month, and whether it is a leap
  /// month (or, in the Hebrew calendar, Adar I rather than Adar), so a layout can keep labels by it.
  package func labelKey(of span: CalendarMonthSpan) -> Int {
    span.month * 2 + (isSecondForm(span) ? 1 : 0)
  }

  /// Whether `span` is named differently from the same month number: a lunisolar leap month, or the Hebrew
  /// month 12 of a leap year (Adar I).
  private func isSecondForm(_ span: CalendarMonthSpan) -> Bool {
    if system == .hebrew { return span.month == 12 && HebrewCalendar.isLeapYear(span.year) }
    return span.isLeapMonth
  }

  /// The named month's names, for the calendars that name their months: the language's (one form, CLDR has no
  /// shorter one for these months), else English's three.
  func monthName(of span: CalendarMonthSpan) -> OtherCalendarMonthName? {
    if isInLocaleWords {
      guard let name = dateWords.monthName(span.month, isLeapMonth: false, year: span.year, in: system) else {
        return nil
      }
      return OtherCalendarMonthName(full: name, short: name, cell: "")
    }
    // The full name is the calendar's own, which every view shows; the shorter ones are this layout's.
    guard let full = system.monthName(span.month, year: span.year) else { return nil }
    let table: [String]
    switch system {
    case .hebrew:
      if isSecondForm(span) { return hebrewAdarOfLeapYear }
      table = hebrewMonthNames
    case .islamic, .islamicCivil: table = islamicMonthNames
    case .persian: table = persianMonthNames
    case .chinese, .korean, .vietnamese, .japanese: return nil
    }
    return OtherCalendarMonthName(full: full, month: span.month, of: table)
  }

  /// Month `span` named alone, as under a year's heading and in JSON: in the language's words (`فروردین`, `十月`,
  /// `闰六月`), else its English name (`Farvardin`, `Adar I`), else by its number (`M6`, `L6` for a leap month).
  package func name(of span: CalendarMonthSpan) -> String {
    dateWords.monthName(span.month, isLeapMonth: span.isLeapMonth, year: span.year, in: system)
      ?? monthName(of: span)?.full ?? ((span.isLeapMonth ? "L" : "M") + String(span.month))
  }

  // MARK: - Cells

  /// The forms the cell of `span`'s first day may show, widest first: `Tis`; `M10`; `十`.
  package func monthStartLabels(of span: CalendarMonthSpan) -> [String] {
    var labels: [String] = []
    var label = OtherCalendarTitle()
    while writeMonthStartLabel(of: span, form: labels.count, into: &label) { labels.append(label.text) }
    return labels
  }

  /// Writes into `label` form `form` (0 the widest) of the label of the cell of `span`'s first day, returning
  /// `false` when there is no such form: the month's short name (`Tis`) for the calendars that name their months in
  /// English, `M10`, `L6` for the lunisolar ones in Latin script; in a locale with words for the calendar its one
  /// character (`十`, `冬`, `闰`), or no form, where the language has none.
  package func writeMonthStartLabel(
    of span: CalendarMonthSpan, form: Int, into label: inout OtherCalendarTitle
  ) -> Bool {
    label.removeAll()
    if isInLocaleWords {
      let cells = dateWords.words.lunisolarCellMonths
      guard form == 0, isLunisolar, !cells.isEmpty, (1...12).contains(span.month) else { return false }
      let text = span.isLeapMonth ? dateWords.words.leapMonthMark : cells[span.month - 1]
      label.append(measuring: text)
      return true
    }
    if !isLunisolar {
      guard form == 0, let name = monthName(of: span) else { return false }
      label.appendASCII(name.cell)
      return true
    }
    // A lunisolar calendar in Latin script (a CJK script has the locale's words, above).
    guard form == 0 else { return false }
    label.appendASCII(letter: span.isLeapMonth ? "L" : "M")
    label.append(number: span.month)
    return true
  }
}

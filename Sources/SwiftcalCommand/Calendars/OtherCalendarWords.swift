// OtherCalendarWords: how another calendar's months and years are written in cells and titles beside the civil calendar.

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
/// | lunisolar, Han | `10月`, `閏6` | `丙午年 10月–11月` |
/// | lunisolar, Hangul | `10월`, `윤6` | `병오년 10월–11월` |
///
/// The lunisolar calendars' years are their sexagenary names in a CJK locale (`SexagenaryYear`), the Gregorian
/// year in which the lunar year begins otherwise. A cell label that fits nowhere leaves the cell its day number, 1.
package struct OtherCalendarWords: Sendable {
  /// The calendar the words are for.
  package let system: CalendarSystem
  /// How lunisolar months and years are written.
  package let script: CalendarLabelScript

  package init(system: CalendarSystem, script: CalendarLabelScript) {
    self.system = system
    self.script = script
  }

  /// Whether the calendar is one of the lunisolar ones, whose months are numbered rather than named.
  private var isLunisolar: Bool {
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

  /// The named month's names, for the calendars that name their months.
  private func monthName(of span: CalendarMonthSpan) -> OtherCalendarMonthName? {
    let table: [OtherCalendarMonthName]
    switch system {
    case .hebrew:
      if isSecondForm(span) { return hebrewAdarOfLeapYear }
      table = hebrewMonthNames
    case .islamic, .islamicCivil: table = islamicMonthNames
    case .persian: table = persianMonthNames
    case .chinese, .korean, .vietnamese, .japanese: return nil
    }
    return table.indices.contains(span.month - 1) ? table[span.month - 1] : nil
  }

  // MARK: - Cells

  /// The forms the cell of `span`'s first day may show, widest first: `Tis`; `10月`, then `M10`.
  package func monthStartLabels(of span: CalendarMonthSpan) -> [String] {
    if let name = monthName(of: span) { return [name.cell] }
    let number = String(span.month)
    let latin = (span.isLeapMonth ? "L" : "M") + number
    switch script {
    case .latin: return [latin]
    case .han: return [span.isLeapMonth ? "閏" + number : number + "月", latin]
    case .hangul: return [span.isLeapMonth ? "윤" + number : number + "월", latin]
    }
  }

  // MARK: - Titles

  /// The title naming the months from `first` to `last` (the spans of a civil month's first and last days; `nil`
  /// outside the calendar's range) in the first form at most `width` columns wide, or the narrowest form cut to
  /// `width`; empty when neither day is in the calendar's range.
  package func title(from first: CalendarMonthSpan?, to last: CalendarMonthSpan?, width: Int) -> String {
    guard let first = first ?? last, let last = last ?? Optional(first) else { return "" }
    let forms = titles(from: first, to: last)
    if let fitting = forms.first(where: { displayWidth($0) <= width }) { return fitting }
    return truncated(forms.last ?? "", toWidth: width)
  }

  /// The forms of the title naming the months from `first` to `last`, widest first.
  package func titles(from first: CalendarMonthSpan, to last: CalendarMonthSpan) -> [String] {
    let isOneMonth = first.month == last.month && first.year == last.year && first.isLeapMonth == last.isLeapMonth
    if isLunisolar { return lunisolarTitles(from: first, to: last, isOneMonth: isOneMonth) }
    guard let firstName = monthName(of: first), let lastName = monthName(of: last) else { return [] }
    let era: String
    switch system {
    case .islamic, .islamicCivil: era = " AH"
    case .persian: era = " SH"
    case .hebrew, .chinese, .korean, .vietnamese, .japanese: era = ""
    }
    let (firstYear, lastYear) = (String(first.year), String(last.year))
    if isOneMonth { return [firstName.full + " " + firstYear + era, firstName.short + " " + firstYear + era] }
    if first.year == last.year {
      return [
        firstName.full + "–" + lastName.full + " " + lastYear + era,
        firstName.short + "–" + lastName.short + " " + lastYear + era,
        firstName.short + "–" + lastName.short + " " + lastYear,
      ]
    }
    return [
      firstName.full + " " + firstYear + "–" + lastName.full + " " + lastYear + era,
      firstName.short + " " + firstYear + "–" + lastName.short + " " + lastYear + era,
      firstName.short + " " + firstYear + "–" + lastName.short + " " + lastYear,
      firstName.short + "–" + lastName.short + " " + lastYear,
    ]
  }

  /// The lunisolar calendars' title forms: months by number, years by their sexagenary names in a CJK script.
  private func lunisolarTitles(from first: CalendarMonthSpan, to last: CalendarMonthSpan, isOneMonth: Bool) -> [String] {
    let months = isOneMonth ? titleMonth(first) : titleMonth(first) + "–" + titleMonth(last)
    guard let lastYear = SexagenaryYear(year: last.year).name(in: script),
      let firstYear = SexagenaryYear(year: first.year).name(in: script)
    else {
      let year = String(last.year)
      if first.year == last.year { return [months + " " + year] }
      return [titleMonth(first) + " " + String(first.year) + "–" + titleMonth(last) + " " + year, months + " " + year]
    }
    if first.year == last.year { return [lastYear + " " + months, months] }
    // Two years' names without their common 年 (`乙巳–丙午 12月–1月`): both years in the width of one block.
    let stems = String(firstYear.dropLast()) + "–" + String(lastYear.dropLast())
    return [firstYear + " " + titleMonth(first) + "–" + lastYear + " " + titleMonth(last), stems + " " + months, months]
  }

  /// A lunisolar month in a title: `M10`, `L6`; `10月`, `閏6月`; `10월`, `윤6월`.
  private func titleMonth(_ span: CalendarMonthSpan) -> String {
    let number = String(span.month)
    switch script {
    case .latin: return (span.isLeapMonth ? "L" : "M") + number
    case .han: return (span.isLeapMonth ? "閏" : "") + number + "月"
    case .hangul: return (span.isLeapMonth ? "윤" : "") + number + "월"
    }
  }
}

// OtherCalendarWords' titles: the line naming the months and year of another calendar that a civil month spans.

import CalendarCore

extension OtherCalendarWords {
  /// Writes into `title` the line naming the months from `first` to `last` (the spans of a civil month's first
  /// and last days; `nil` outside the calendar's range) in the first of its forms at most `width` columns wide,
  /// widest first (see the table on `OtherCalendarWords`); leaves it empty when neither day is in the calendar's
  /// range or no form fits.
  package func writeTitle(
    from first: CalendarMonthSpan?, to last: CalendarMonthSpan?, width: Int, into title: inout OtherCalendarTitle
  ) {
    title.removeAll()
    guard let first = first ?? last, let last = last ?? Optional(first) else { return }
    let isOneMonth = first.month == last.month && first.year == last.year && first.isLeapMonth == last.isLeapMonth
    for form in 0..<6 {
      let isWritten: Bool
      if isLunisolar {
        isWritten = writeLunisolarTitle(form, from: first, to: last, isOneMonth: isOneMonth, into: &title)
      } else {
        isWritten = writeNamedTitle(form, from: first, to: last, isOneMonth: isOneMonth, into: &title)
      }
      if !isWritten { break }
      if title.columns <= width { return }
      title.removeAll()
    }
  }

  /// The title of `writeTitle` as a string, for `width` columns.
  package func title(from first: CalendarMonthSpan?, to last: CalendarMonthSpan?, width: Int) -> String {
    var title = OtherCalendarTitle()
    writeTitle(from: first, to: last, width: width, into: &title)
    return title.text
  }

  // MARK: - Named months

  /// Writes form `form` (0 the widest) of a Hebrew, Islamic or Persian title, returning `false` when there is no
  /// such form: `Tevet–Shevat 5787`, `Tev–Shv 5787`; over a new year `Elul 5786–Tishrei 5787`, `Elul 5786–Tish
  /// 5787`, `Elul–Tish 5787`; the Islamic and Persian ones with their era, `AH` or `SH`, while it fits. In the
  /// locale's words, whose names have no shorter form in CLDR and may not fit a block (`جمادى الأولى–جمادى الآخرة`),
  /// last the months by their numbers as CLDR's numeric month-and-year pattern writes them, `٥–٦/١٤٤٨`.
  private func writeNamedTitle(
    _ form: Int, from first: CalendarMonthSpan, to last: CalendarMonthSpan, isOneMonth: Bool,
    into title: inout OtherCalendarTitle
  ) -> Bool {
    guard let firstName = monthName(of: first), let lastName = monthName(of: last) else { return false }
    let isSameYear = first.year == last.year
    // The forms, widest first: full names, then short ones, then without the era, then (over a new year) with
    // the last year only.
    let formCount = isOneMonth ? 2 : (isSameYear ? 3 : 4)
    if form >= formCount {
      guard isInLocaleWords else { return false }
      return writeNumericTitle(form - formCount, from: first, to: last, into: &title)
    }
    let isFull = form == 0
    let hasEra = form <= 1
    let hasFirstYear = !isSameYear && form <= 2
    appendWords(isFull ? firstName.full : firstName.short, to: &title)
    if hasFirstYear {
      title.appendSpace()
      appendYear(first.year, to: &title)
    }
    if !isOneMonth {
      title.appendDash()
      appendWords(isFull ? lastName.full : lastName.short, to: &title)
    }
    title.appendSpace()
    appendYear(last.year, to: &title)
    if hasEra { appendWords(dateWords.era(of: system), to: &title) }
    return true
  }

  /// Writes form `form` of the months by their numbers, returning `false` when there is no such form: `٥–٦/١٤٤٨`,
  /// over a new year `١٢/١٤٤٧–١/١٤٤٨`, then `١٢–١/١٤٤٨`.
  private func writeNumericTitle(
    _ form: Int, from first: CalendarMonthSpan, to last: CalendarMonthSpan, into title: inout OtherCalendarTitle
  ) -> Bool {
    let isSameYear = first.year == last.year
    guard form < (isSameYear ? 1 : 2) else { return false }
    appendWords(dateWords.number(first.month, in: system), to: &title)
    if !isSameYear && form == 0 {
      appendWords("/", to: &title)
      appendYear(first.year, to: &title)
    }
    if first.month != last.month || !isSameYear {
      title.appendDash()
      appendWords(dateWords.number(last.month, in: system), to: &title)
    }
    appendWords("/", to: &title)
    appendYear(last.year, to: &title)
    return true
  }

  /// Appends `text`, a month's name or an era: English's as ASCII, the locale's with the columns it takes.
  private func appendWords(_ text: String, to title: inout OtherCalendarTitle) {
    if isInLocaleWords { title.append(measuring: text) } else { title.appendASCII(text) }
  }

  /// Appends a year of a named calendar: its digits, or the locale's numbers (`תשפ״ז`, `١٤٤٨`).
  private func appendYear(_ year: Int, to title: inout OtherCalendarTitle) {
    if isInLocaleWords {
      title.append(measuring: dateWords.number(year, in: system))
    } else {
      title.append(number: year)
    }
  }

  // MARK: - Lunisolar months

  /// Writes form `form` (0 the widest) of a lunisolar title, returning `false` when there is no such form. In Latin
  /// script `M10–M11 2026`, over a new year `M12 2025–M1 2026`, then `M12–M1 2026`; in Han `丙午年 10月–11月`,
  /// over a new year `乙巳年 12月–丙午年 1月`, then `乙巳–丙午 12月–1月`, then `12月–1月` (Hangul alike).
  private func writeLunisolarTitle(
    _ form: Int, from first: CalendarMonthSpan, to last: CalendarMonthSpan, isOneMonth: Bool,
    into title: inout OtherCalendarTitle
  ) -> Bool {
    let isSameYear = first.year == last.year
    switch (script, isSameYear, form) {
    case (.latin, true, 0):
      writeMonths(from: first, to: last, isOneMonth: isOneMonth, into: &title)
      title.appendSpace()
      title.append(number: last.year)
    case (.latin, false, 0):
      writeMonth(first, into: &title)
      title.appendSpace()
      title.append(number: first.year)
      title.appendDash()
      writeMonth(last, into: &title)
      title.appendSpace()
      title.append(number: last.year)
    case (.latin, false, 1):
      writeMonths(from: first, to: last, isOneMonth: isOneMonth, into: &title)
      title.appendSpace()
      title.append(number: last.year)
    case (.han, true, 0), (.hangul, true, 0):
      writeYear(last.year, into: &title)
      title.appendSpace()
      writeMonths(from: first, to: last, isOneMonth: isOneMonth, into: &title)
    case (.han, false, 0), (.hangul, false, 0):
      writeYear(first.year, into: &title)
      title.appendSpace()
      writeMonth(first, into: &title)
      title.appendDash()
      writeYear(last.year, into: &title)
      title.appendSpace()
      writeMonth(last, into: &title)
    case (.han, false, 1), (.hangul, false, 1):
      // The two years' names without their common 年: both fit a block's width.
      writeYear(first.year, isNamed: false, into: &title)
      title.appendDash()
      writeYear(last.year, isNamed: false, into: &title)
      title.appendSpace()
      writeMonths(from: first, to: last, isOneMonth: isOneMonth, into: &title)
    case (.han, true, 1), (.hangul, true, 1), (.han, false, 2), (.hangul, false, 2):
      writeMonths(from: first, to: last, isOneMonth: isOneMonth, into: &title)
    default:
      return false
    }
    return true
  }

  /// The months `first` to `last`, joined by a dash unless they are one.
  private func writeMonths(
    from first: CalendarMonthSpan, to last: CalendarMonthSpan, isOneMonth: Bool, into title: inout OtherCalendarTitle
  ) {
    writeMonth(first, into: &title)
    if isOneMonth { return }
    title.appendDash()
    writeMonth(last, into: &title)
  }

  /// A lunisolar month in a title: `M10`, `L6`; in the locale's words `十月`, `闰六月`, `10月`, `閏6月`, `10월`, `윤6월`.
  private func writeMonth(_ span: CalendarMonthSpan, into title: inout OtherCalendarTitle) {
    if script != .latin,
      let name = dateWords.monthName(span.month, isLeapMonth: span.isLeapMonth, year: span.year, in: system)
    {
      title.append(measuring: name)
      return
    }
    title.appendASCII(letter: span.isLeapMonth ? "L" : "M")
    title.append(number: span.month)
  }

  /// The sexagenary name of the lunar year beginning in `year`, with the script's word for year when `isNamed`.
  func writeYear(_ year: Int, isNamed: Bool = true, into title: inout OtherCalendarTitle) {
    let sexagenary = SexagenaryYear(year: year)
    title.append(utf8: sexagenary.stemBytes(in: script), columns: 2)
    title.append(utf8: sexagenary.branchBytes(in: script), columns: 2)
    if isNamed { title.append(script == .hangul ? "년" : "年", columns: 2) }
  }
}

extension OtherCalendarWords {
  /// Writes into `title` the years of the calendar that a civil year spans, from the one of its first day (`first`)
  /// to the one of its last (`last`), for the line under a year's heading (`-y`): `5786–5787`, `1447–1448 AH`,
  /// `1404–1405 SH`, `乙巳年–丙午年`; one year when both are the same. Empty when neither day is in the calendar.
  package func writeYearTitle(
    from first: CalendarMonthSpan?, to last: CalendarMonthSpan?, into title: inout OtherCalendarTitle
  ) {
    title.removeAll()
    guard let first = first ?? last, let last = last ?? Optional(first) else { return }
    let isNamed = isLunisolar && script != .latin
    if first.year != last.year {
      if isNamed { writeYear(first.year, into: &title) } else { appendYear(first.year, to: &title) }
      title.appendDash()
    }
    if isNamed { writeYear(last.year, into: &title) } else { appendYear(last.year, to: &title) }
    appendWords(dateWords.era(of: system), to: &title)
  }
}

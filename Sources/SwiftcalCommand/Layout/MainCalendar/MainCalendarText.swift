// renderMainCalendar: the months of another calendar as the grid (--main-calendar), each day's civil date under it.

import CalendarCore

/// The months of `request.mainCalendar` as text, laid out as `renderCalendar` lays out civil months (blocks of
/// `cal`'s widths side by side, titles centred, six week rows, the locale's weekday names): each block's title
/// names the month and year in the locale's words, a grey line under it the civil months it spans, and under each
/// week row a grey row holds the days' civil day of the month, the first day of a civil month its short name where
/// it fits. With `-y` the heading is the calendar's year and the line under it the civil years it spans. The
/// legend follows as it follows a civil calendar.
func renderMainCalendar(
  _ request: Request, names: LocaleNames, style: Style, terminal: TerminalInfo, emit: ((TextBuffer) -> Bool)?
) -> TextBuffer {
  guard let system = request.mainCalendar else { return TextBuffer() }
  let metrics = LayoutMetrics(request: request, names: names, terminal: terminal)
  let layout = CalendarLayout(request: request, names: names, style: style, metrics: metrics)
  var writer = MainCalendarRowWriter(layout: layout, system: system)
  let count = request.mainMonthCount
  let perRow = count > 1 ? max(metrics.monthsPerRow, 1) : 1
  var output = TextBuffer(reservingCapacity: min(count * 600, 1 << 17) + 16_384)
  var month = request.mainFirstMonth
  if let year = request.mainYearHeader, count > 0 {
    let width = min(perRow * metrics.blockWidth + (perRow - 1) * metrics.gutter, utilLinuxLineLimit)
    output.appendCentered(writer.yearHeading(year, first: month), width: width)
    output.appendNewline()
    let civilYears = writer.civilYears()
    output.appendCentered(civilYears, width: width, before: writer.civilStart, after: writer.civilEnd)
    output.appendNewline()
    if let days = request.mainDays {
      writer.otherRows?.appendYearLines(from: days.lowerBound, through: days.upperBound, width: width, to: &output)
    }
    output.appendNewline()
  }
  var start = 0
  while start < count {
    let blockCount = min(perRow, count - start)
    if start > 0 { month = writer.monthAfter(month) }
    month = writer.appendRow(from: month, blockCount: blockCount, to: &output)
    start += blockCount
    guard handOn(&output, to: emit) else { return TextBuffer() }
  }
  guard appendLegend(of: request, to: &output, cache: writer.factCache, handingOnTo: emit) else { return TextBuffer() }
  return output
}

/// Writes rows of a main calendar's month blocks: what stays the same from row to row (the words, the cells of the
/// days' numbers, the colours, the weekday names) made once.
struct MainCalendarRowWriter {
  let layout: CalendarLayout
  let system: CalendarSystem
  /// The calendar's dates in the locale's words and digits, and its titles in them.
  let dateWords: CalendarDateWords, words: OtherCalendarWords
  /// The cells of days 0 (blank) to 31 of the calendar's rows, uncoloured, and of the civil rows, grey: each the
  /// day's text right-aligned in a day's width (`cellStarts`: where each starts, 33 a row), so that a cell is one
  /// copy.
  let dayCells: [UInt8], civilCells: [UInt8], dayCellStarts: [Int], civilCellStarts: [Int]
  /// The columns each day's text takes in the calendar's rows (Hebrew letters, other digits), days 0 to 31.
  let dayColumns: [Int]
  /// The escape codes around the civil rows' and lines' text, empty without colour.
  let civilStart: String, civilEnd: String
  /// The weekday names' line, for the count of blocks it was made for.
  var header: (blockCount: Int, bytes: [UInt8]) = (0, [])
  /// The row's blocks, `MainCalendarBlock.numberCount` numbers each (`MainCalendarBlock`).
  var blocks: [Int] = []
  /// With colour and facts that colour cells, the kinds of the facts on each cell of the row's blocks (42 a block).
  var cellKinds: [Int] = []
  /// The rows of the calendars `--calendar` adds under the civil rows, if it asks for some.
  let otherRows: OtherCalendarRows?
  /// What the sources of facts and the calendar keep from block to block.
  var factCache = DayFactCache()
  var calendarCache = CalendarCache()

  init(layout: CalendarLayout, system: CalendarSystem) {
    self.layout = layout
    self.system = system
    let request = layout.request
    let dateWords = CalendarDateWords(
      words: LocaleWords(language: request.dateLanguage), digits: request.digits,
      script: CalendarLabelScript(names: layout.names))
    self.dateWords = dateWords
    otherRows = request.calendars.isEmpty ? nil : OtherCalendarRows(layout: layout)
    words = OtherCalendarWords(system: system, dateWords: dateWords)
    // A Hebrew date's days in Hebrew letters are words; other days are digits, the locale's or ASCII.
    let usesLetters = system == .hebrew && dateWords.hasWords(for: system) && dateWords.digits.usesHebrewNumerals
    let color = layout.style.theme.otherCalendar
    (civilStart, civilEnd) = (layout.style.start(color), layout.style.end(color))
    (dayCells, dayCellStarts, dayColumns) = MainCalendarRowWriter.cells(
      width: layout.dayWidth, digits: usesLetters || dateWords.hasWords(for: system) ? dateWords.digits : .latin,
      before: "", after: ""
    ) { usesLetters ? dateWords.number($0, in: system, isPunctuated: false) : nil }
    (civilCells, civilCellStarts, _) = MainCalendarRowWriter.cells(
      width: layout.dayWidth, digits: request.digits, before: civilStart, after: civilEnd) { _ in nil }
  }

  /// The cells of days 0 (empty) to 31, one after another: each day's text (`letters(day)`, or when that is `nil`
  /// its number in `digits`) right-aligned in `width` columns between `before` and `after`; where each starts (one
  /// more: the end), and the columns each text takes.
  private static func cells(
    width: Int, digits: LocaleDigits, before: String, after: String, letters: (Int) -> String?
  ) -> ([UInt8], [Int], [Int]) {
    let (beforeBytes, afterBytes) = (Array(before.utf8), Array(after.utf8))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32 * (width + beforeBytes.count + afterBytes.count + 8))
    var (starts, columns) = ([0, 0], [0])
    for day in 1...31 {
      let text = letters(day)
      // A digit takes a column in every numbering system.
      let dayColumns = text.map { displayWidth($0) } ?? (day < 10 ? 1 : 2)
      columns.append(dayColumns)
      for _ in 0..<max(0, width - dayColumns) { bytes.append(UInt8(ascii: " ")) }
      bytes.append(contentsOf: beforeBytes)
      if let text { bytes.append(contentsOf: Array(text.utf8)) } else { digits.appendUTF8(of: UInt(day), to: &bytes) }
      bytes.append(contentsOf: afterBytes)
      starts.append(bytes.count)
    }
    return (bytes, starts, columns)
  }

  /// Day `day`'s number as its cells write it (`۱۴`, `כא`), for the browser to draw over it.
  func dayText(_ day: Int) -> String {
    String(decoding: dayCells[(dayCellStarts[day] + layout.dayWidth - dayColumns[day])..<dayCellStarts[day + 1]], as: UTF8.self)
  }

  // MARK: - Headings and titles

  /// The heading of `-y`: the calendar's year `year` in the locale's words (`1405 SH`, `۱۴۰۵`, `תשפ״ז`, `丙午年`).
  func yearHeading(_ year: Int, first: CalendarMonthSpan) -> String {
    var title = OtherCalendarTitle()
    words.writeYearTitle(from: first, to: first, into: &title)
    return title.text
  }

  /// The civil years the request's months span: `2026–2027`, or one year.
  func civilYears() -> String {
    let (months, digits) = (layout.request.months, layout.request.digits)
    let (first, last) = (months.first.year, months.last.year)
    return first == last ? digits.text(of: first) : digits.text(of: first) + "–" + digits.text(of: last)
  }

  /// The block's title: the month and its year (`Farvardin 1405 SH`), under a year's heading its name alone.
  func title(of month: CalendarMonthSpan) -> String {
    let width = layout.metrics.blockWidth
    guard layout.request.mainYearHeader != nil else { return words.title(from: month, to: month, width: width) }
    if let name = dateWords.monthName(month.month, isLeapMonth: month.isLeapMonth, year: month.year, in: system) {
      return name
    }
    if let name = words.monthName(of: month) { return displayWidth(name.full) <= width ? name.full : name.short }
    // A lunisolar month in a script without its words: M6, L6 for a leap month.
    return (month.isLeapMonth ? "L" : "M") + String(month.month)
  }

  /// Appends, centred in a block's width between `civilStart` and `civilEnd`, the civil months `month` spans in
  /// the locale's names: `March–April 2026`, `December 2026–January 2027`, shorter (`Mar–Apr 2026`,
  /// `12/2026–1/2027`) where the longer does not fit. Written piece by piece: joined strings would be made anew
  /// for every form tried.
  func appendCivilTitle(of month: CalendarMonthSpan, to output: inout TextBuffer) {
    let request = layout.request
    let first = request.reform.date(fromJulianDay: month.firstJulianDay)
    let last = request.reform.date(fromJulianDay: month.lastJulianDay)
    let (firstYear, lastYear) = (request.digits.text(of: first.year), request.digits.text(of: last.year))
    let (isOneYear, isOneMonth) = (first.year == last.year, first.year == last.year && first.month == last.month)
    let width = layout.metrics.blockWidth
    var form = 0
    var columns = 0
    while form < 3 {
      // The names, the years, the separators before them (` ` or `/`), the dash.
      columns = displayWidth(civilMonthName(last.month, form: form)) + 1 + displayWidth(lastYear)
      if !isOneMonth { columns += displayWidth(civilMonthName(first.month, form: form)) + 1 }
      if !isOneYear { columns += 1 + displayWidth(firstYear) }
      if columns <= width { break }
      form += 1
    }
    form = min(form, 2)
    let separator = form == 2 ? "/" : " "
    let spaces = max(0, width - columns)
    output.appendSpaces(spaces - spaces / 2)
    output.append(civilStart)
    if !isOneMonth {
      output.append(civilMonthName(first.month, form: form))
      if !isOneYear {
        output.append(separator)
        output.append(firstYear)
      }
      output.append("–")
    }
    output.append(civilMonthName(last.month, form: form))
    output.append(separator)
    output.append(lastYear)
    output.append(civilEnd)
    output.appendSpaces(spaces / 2)
  }

  /// Civil month `month` in form `form`: the locale's name, its abbreviation, or its number.
  private func civilMonthName(_ month: Int, form: Int) -> String {
    switch form {
    case 0: layout.names.monthName(month)
    case 1: layout.names.abbreviatedMonthNames[month - 1]
    default: layout.request.digits.text(of: month)
    }
  }
}

// renderHTML: the requested months as one self-contained HTML page (--format html).

import CalendarCore

/// The requested months as one self-contained HTML page (`--format html`): inline CSS, no script, nothing
/// fetched. Each month is a `<table>` with a `<caption>`, `<th scope="col">` weekday names and a cell for
/// each of the grid's 42 days holding `<time datetime="YYYY-MM-DD">`, and the labels of the day's facts
/// (marks, holidays, events, other calendars' dates, moon phases) in small type.
///
///     <table class="month"><caption>December 2026</caption>
///     <thead><tr><th scope="col" class="weekend" title="Sun">Sun</th>…</tr></thead>
///     <tbody><tr><td class="weekend adjacent"><time datetime="2026-11-29">29</time></td>…
///     <td class="mark"><time datetime="2026-12-25">25</time><span class="fact mark" title="Christmas">Christmas</span>
///     </td>…
///
/// Cells carry classes for what they are (`weekend`, `saturday`, `adjacent`, `today` with
/// `aria-current="date"`, and a class for each kind of fact, `pageClassName(of:)`), which the style sheet
/// colours as the seeds do. Printed, `-y` and `-Y` fill one landscape sheet and other months take a sheet
/// each (`pagePrintStyleSheet`). Captions and the title are in the language's year-and-month form
/// (`PageSetup.yearMonthPattern`); a language written right to left gets `dir="rtl"`, which puts the first
/// weekday on the right.
/// - Parameters:
///   - request: the months and settings.
///   - names: the locale's month and weekday names.
///   - setup: the page's language and paper.
///   - chunkSize: how many bytes to gather before handing them to `emit`.
///   - emit: takes each chunk in order; returns `false` to stop early (say, on a write error).
package func renderHTML(
  _ request: Request, names: LocaleNames, setup: PageSetup, chunkSize: Int = 1 << 20,
  emit: (TextBuffer) -> Bool
) {
  let isYear = PageMonth.isYear(request)
  var output = TextBuffer(reservingCapacity: pageChunkCapacity(chunkSize))
  output.append("<!DOCTYPE html>\n<html lang=\"")
  output.appendEscaped(setup.languageTag)
  // The direction of the names: a table's columns, its cells' text and its ellipses follow it (CSS Writing
  // Modes 3, 2.1), so a right-to-left page has its first weekday on the right with its cells in the same order.
  output.append(setup.isRightToLeft ? "\" dir=\"rtl\">\n<head>\n" : "\">\n<head>\n")
  output.append("<meta charset=\"utf-8\">\n")
  output.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
  output.append("<meta name=\"color-scheme\" content=\"light dark\">\n<title>")
  let title = PageMonth.title(of: request, names: names, pattern: setup.yearMonthPattern)
  output.appendEscaped(title)
  output.append("</title>\n<style>\n")
  output.append(pageBaseStyleSheet)
  output.append("\n")
  output.append(pagePrintStyleSheet(paper: setup.paper, isYear: isYear))
  if request.mainCalendar != nil {
    output.append("\n")
    output.append(pageCivilDateStyleSheet)
    if isYear && PageMonth.count(in: request) > 12 {
      output.append("\n")
      output.append(pageThirteenMonthPrintStyleSheet)
    }
  }
  output.append("\n</style>\n</head>\n<body class=\"")
  output.append(isYear ? "year" : "months")
  output.append("\">\n<main>\n")
  if PageMonth.hasHeading(request) {
    output.append("<h1>")
    output.appendEscaped(title)
    output.append("</h1>\n")
  }
  output.append("<div class=\"months\">\n")
  let header = weekdayHeader(request: request, names: names)
  PageMonth.forEach(in: request, names: names, pattern: setup.yearMonthPattern) { month in
    appendTable(
      of: month, header: header, showsDayOfYear: request.showsDayOfYear, weekend: request.weekend,
      digits: request.digits, to: &output)
    return handOnPageChunk(&output, chunkSize: chunkSize, to: emit)
  }
  output.append("</div>\n</main>\n</body>\n</html>\n")
  _ = emit(output)
}

/// The whole page at once (for tests and small requests).
package func renderHTML(_ request: Request, names: LocaleNames, setup: PageSetup) -> String {
  wholePage { renderHTML(request, names: names, setup: setup, emit: $0) }
}

/// The `<thead>` every month of the page shares: the weekdays from the first one, by the locale's
/// abbreviations, the weekend's coloured; a blank first column for the week numbers of `-w`.
private func weekdayHeader(request: Request, names: LocaleNames) -> String {
  var header = TextBuffer(reservingCapacity: 512)
  header.append("<thead><tr>")
  if request.weekNumbering != nil { header.append("<td class=\"week-number\"></td>") }
  var weekday = request.firstWeekday
  for _ in 0..<7 {
    header.append("<th scope=\"col\"")
    header.append(weekdayClassAttribute(of: weekday, weekend: request.firstWeekend))
    header.append(" title=\"")
    header.appendEscaped(names.abbreviation(of: weekday))
    // In a span of its own, cut with an ellipsis inside the heading rather than past it: glibc's abbreviations
    // are whole words in some locales (fa_IR's سه‌شنبه), wider than a year's narrow columns.
    header.append("\"><span>")
    header.appendEscaped(names.abbreviation(of: weekday))
    header.append("</span></th>")
    weekday = weekday.advanced(by: 1)
  }
  header.append("</tr></thead>\n")
  return header.text
}

/// ` class="weekend rest"` for the weekend's day of rest (red, as the terminal colours it), ` class="weekend"`
/// for its other days (blue), nothing for a working day.
private func weekdayClassAttribute(of weekday: Weekday, weekend: (days: WeekdaySet, restDay: Weekday?)) -> String {
  guard weekend.days.contains(weekday) else { return "" }
  return weekday == weekend.restDay ? " class=\"weekend rest\"" : " class=\"weekend\""
}

/// Appends one month's `<table>`: caption, `header`, and six rows of seven cells.
private func appendTable(
  of month: PageMonth, header: String, showsDayOfYear: Bool, weekend: Weekend, digits: LocaleDigits,
  to output: inout TextBuffer
) {
  output.append("<table class=\"month\">\n<caption>")
  output.appendEscaped(month.caption)
  output.append("</caption>\n")
  output.append(header)
  output.append("<tbody>\n")
  switch month.grid {
  case .civil(let grid):
    appendRows(of: grid, in: month, showsDayOfYear: showsDayOfYear, weekend: weekend, digits: digits, to: &output)
  case .calendar(let cells):
    appendRows(of: cells, in: month, showsDayOfYear: showsDayOfYear, weekend: weekend, digits: digits, to: &output)
  }
  output.append("</tbody>\n</table>\n")
}

/// Appends the six rows of seven cells of `month`, whose cells are `cells`.
private func appendRows<Cells: PageCells>(
  of cells: Cells, in month: PageMonth, showsDayOfYear: Bool, weekend: Weekend, digits: LocaleDigits,
  to output: inout TextBuffer
) {
  let facts = month.facts
  let factDays = facts.isEmpty ? [] : facts.days
  var nextFactDay = 0
  // `YYYY-MM-` of the month the last cell was in: made three times a grid rather than 42.
  var datePrefix = DatePrefix()
  cells.forEachCell(showsDayOfYear: showsDayOfYear) { index, cell, number in
    let column = index % MonthGrid.columnCount
    if column == 0 {
      output.append("<tr>")
      if let weekNumbers = month.weekNumbers {
        output.append("<th scope=\"row\" class=\"week-number\">")
        output.appendNumber(weekNumbers[index / MonthGrid.columnCount], width: 0)
        output.append("</th>")
      }
    }
    // The index's days are in cell order: each is this cell's or a later one's. Their facts are passed
    // as positions, not as an optional `Day`, a type of its own that start-up would have to set up.
    var factPositions = 0..<0
    if nextFactDay < factDays.count && factDays[nextFactDay].julianDay == facts.firstDay + index {
      factPositions = factDays[nextFactDay].factPositions
      nextFactDay += 1
    }
    datePrefix.update(for: cell.date)
    let isRestDay = cell.isWeekend && cell.weekday == weekend.restDay(among: cells.weekend(ofCell: index))
    appendCell(
      cell, isRestDay: isRestDay, factPositions: factPositions, facts: facts, datePrefix: datePrefix, number: number,
      digits: digits, of: cells, endsRow: column == MonthGrid.columnCount - 1, to: &output)
  }
}

/// Appends one day's `<td>`: its classes, its `<time>` with `number`, under it in a month of another calendar (with
/// `calendarDays` in `cells`, whose day `number` is) the civil date in a `<small class="civil-date">`, and a
/// `<span class="fact KIND">` for each of its facts that says something. Written as bytes, as JSON writes its
/// cells: 42 cells a month, where strings appended a piece at a time would make `-y` several times dearer than its
/// text.
private func appendCell<Cells: PageCells>(
  _ cell: MonthGrid.Day, isRestDay: Bool, factPositions: Range<Int>, facts: DayFactIndex, datePrefix: DatePrefix,
  number: Int, digits: LocaleDigits, of cells: Cells, endsRow: Bool, to output: inout TextBuffer
) {
  let calendarDays = cells.calendarDays
  // Today is ringed in its month, not again among a neighbour's adjacent days.
  let isToday = cell.isToday && cell.isInMonth
  var kinds: DayFactKinds = []
  for position in factPositions { kinds.insert(facts.kind(at: position).asSet) }
  // 200 bytes hold the longest: every class, aria-current, and a date and number of 20 digits each.
  output.appendBytes(upTo: 240) { cursor in
    write("<td", to: &cursor)
    if cell.isWeekend || !cell.isInMonth || isToday || !kinds.isEmpty {
      write(" class=\"", to: &cursor)
      var isFirst = true
      if cell.isWeekend {
        write(isRestDay ? "weekend rest" : "weekend", to: &cursor)
        isFirst = false
      }
      if !cell.isInMonth {
        write(isFirst ? "adjacent" : " adjacent", to: &cursor)
        isFirst = false
      }
      if isToday {
        write(isFirst ? "today" : " today", to: &cursor)
        isFirst = false
      }
      var rawKind: UInt8 = 0
      while let kind = DayFactKind(rawValue: rawKind) {
        if kinds.contains(kind.asSet) {
          if !isFirst { cursor.write(UInt8(ascii: " ")) }
          write(pageClassBytes(of: kind), to: &cursor)
          isFirst = false
        }
        rawKind += 1
      }
      cursor.write(UInt8(ascii: "\""))
    }
    if isToday { write(" aria-current=\"date\"", to: &cursor) }
    write("><time datetime=\"", to: &cursor)
    datePrefix.bytes.withUnsafeBufferPointer { cursor.write($0) }
    let day = cell.date.day
    cursor.write(UInt8(ascii: "0") + UInt8(day / 10))
    cursor.write(UInt8(ascii: "0") + UInt8(day % 10))
    cursor.write(UInt8(ascii: "\""))
    cursor.write(UInt8(ascii: ">"))
    // A main calendar's day is written after, out of the civil cells' way.
    guard calendarDays == nil else { return }
    // The number in the locale's digits (or `--digits`'s), the `datetime` in ASCII's.
    cursor.writeDecimal(number, in: digits)
    write("</time>", to: &cursor)
    guard factPositions.isEmpty else { return }
    write(endsRow ? "</td></tr>\n" : "</td>", to: &cursor)
  }
  if let calendarDays {
    calendarDays.appendDay(number, to: &output)
    // Not a span: the print sheets count a cell's spans to hide the labels past its first few.
    output.append("</time><small class=\"civil-date\">")
    output.appendEscaped(calendarDays.civilDate(of: cell.date))
    output.append("</small>")
  }
  guard !factPositions.isEmpty else {
    if calendarDays != nil { output.append(endsRow ? "</td></tr>\n" : "</td>") }
    return
  }
  var labelCount = 0
  for position in factPositions {
    let label = facts.label(at: position)
    guard !label.isEmpty else { continue }
    labelCount += 1
    let kind = facts.kind(at: position)
    output.append("<span class=\"fact ")
    output.append(pageClassName(of: kind))
    // Each label runs in its own script's direction (HTML's dir=auto: its first strong character), so that a
    // Latin label on a Hebrew page, or a Hebrew one on an English page, is cut at its own end. Sunrise and sunset
    // are digits and arrows, left to right everywhere.
    output.append(kind == .sunTimes ? "\" dir=\"ltr\" title=\"" : "\" dir=\"auto\" title=\"")
    output.appendEscaped(label)
    output.append("\">")
    // Sunrise and sunset, in every cell, as their two short lines (`↑06:47 ↓16:28`), which need no escaping.
    if kind == .sunTimes, case .sunTimes(let times) = facts.value(at: position) {
      let lines = pageSunLines(times)
      output.append(lines.first)
      if !lines.first.isEmpty && !lines.second.isEmpty { output.append(" ") }
      output.append(lines.second)
    } else {
      output.appendEscaped(pageLabel(at: position, in: facts))
    }
    output.append("</span>")
  }
  if labelCount > printedLabelCount {
    // Printed, a day shows its first labels and how many more it has, so that its row keeps to the sheet.
    output.append("<span class=\"more\" aria-hidden=\"true\">+")
    output.appendNumber(labelCount - printedLabelCount, width: 0)
    output.append("</span>")
  }
  output.append(endsRow ? "</td></tr>\n" : "</td>")
}

/// `YYYY-MM-` of a month, the start of the `datetime` of each of its days, made anew only when the cells
/// pass into another month.
private struct DatePrefix {
  /// The year and month the bytes are of (`year * 16 + month`), or -1 before any.
  private var key = -1
  /// `YYYY-MM-`, the year of at least four digits.
  private(set) var bytes: [UInt8] = []

  /// Makes the prefix `date`'s month's, if it is not already.
  mutating func update(for date: CivilDate) {
    let dateKey = date.year * 16 + date.month
    guard dateKey != key else { return }
    key = dateKey
    var buffer = TextBuffer(reservingCapacity: 32)
    buffer.appendZeroPadded(date.year, width: 4)
    buffer.append("-")
    buffer.appendZeroPadded(date.month, width: 2)
    buffer.append("-")
    bytes = buffer.bytes
  }
}

/// Writes `text`'s bytes at `cursor`: inlined, as a cell's few dozen writes are worth.
@inline(__always)
private func write(_ text: StaticString, to cursor: inout ByteCursor) {
  text.withUTF8Buffer { cursor.write($0) }
}

// renderSVG: the requested months as one SVG image (--format svg), text as text.

import CalendarCore

/// The requested months as one SVG 1.1 image (`--format svg`) for documents and slides: the grid the
/// HTML page shows, drawn with rectangles and `<text>`, so that the text stays text (searchable,
/// selectable, scaled without blur). Months go four across for a year (`-y`, `-Y`), else up to three.
/// Each day is a `<g class="day …" data-date="YYYY-MM-DD">` with the classes the page's cells have, its
/// facts' labels cut with an ellipsis to the cell's width and given whole in its `<title>`. A language written
/// right to left gets `direction="rtl"` and the mirror image (`SVGGeometry`).
///
///     <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1032 962" …>
///     <g class="month" transform="translate(16,60)"><text class="caption" …>January</text>…
///     <g class="day weekend adjacent" data-date="2026-12-27"><rect …/><text class="number" …>27</text></g>
/// - Parameters:
///   - request: the months and settings.
///   - names: the locale's month and weekday names.
///   - setup: the image's language (its paper is not used: an image has no pages).
///   - chunkSize: how many bytes to gather before handing them to `emit`.
///   - emit: takes each chunk in order; returns `false` to stop early.
package func renderSVG(
  _ request: Request, names: LocaleNames, setup: PageSetup, chunkSize: Int = 1 << 20,
  emit: (TextBuffer) -> Bool
) {
  let geometry = SVGGeometry(request: request, isRightToLeft: setup.isRightToLeft)
  var output = TextBuffer(reservingCapacity: pageChunkCapacity(chunkSize))
  output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"")
  output.append(" viewBox=\"0 0 ")
  output.appendNumber(geometry.imageWidth, width: 0)
  output.append(" ")
  output.appendNumber(geometry.imageHeight, width: 0)
  output.append("\" width=\"")
  output.appendNumber(geometry.imageWidth, width: 0)
  output.append("\" height=\"")
  output.appendNumber(geometry.imageHeight, width: 0)
  output.append("\" xml:lang=\"")
  output.appendEscaped(setup.languageTag)
  output.append("\" lang=\"")
  output.appendEscaped(setup.languageTag)
  // Inherited by every text (SVG 1.1, 10.7.4): names and captions run right to left, anchored as such.
  output.append(setup.isRightToLeft ? "\" direction=\"rtl\">\n<title>" : "\">\n<title>")
  let title = PageMonth.title(of: request, names: names, pattern: setup.yearMonthPattern)
  output.appendEscaped(title)
  output.append("</title>\n<style>\n")
  output.append(pageFontStyleSheet)
  output.append("\n")
  output.append(svgStyleSheet)
  if request.mainCalendar != nil {
    output.append("\n")
    output.append(svgCivilDateStyleSheet)
  }
  output.append("\n</style>\n<rect class=\"background\" width=\"100%\" height=\"100%\"/>\n")
  if PageMonth.hasHeading(request) {
    output.append("<text class=\"heading\" x=\"")
    output.appendNumber(geometry.imageWidth / 2, width: 0)
    output.append("\" y=\"")
    output.appendNumber(SVGGeometry.margin + SVGGeometry.headingHeight - 14, width: 0)
    output.append("\" text-anchor=\"middle\"")
    output.append(fittedLength(of: title, fontSize: 26, width: geometry.imageWidth - 2 * SVGGeometry.margin))
    output.append(">")
    output.appendEscaped(title)
    output.append("</text>\n")
  }
  var position = 0
  PageMonth.forEach(in: request, names: names, pattern: setup.yearMonthPattern) { month in
    appendMonth(month, at: geometry.origin(ofMonthAt: position), geometry: geometry, request: request,
      names: names, to: &output)
    position += 1
    return handOnPageChunk(&output, chunkSize: chunkSize, to: emit)
  }
  output.append("</svg>\n")
  _ = emit(output)
}

/// The whole image at once (for tests and small requests).
package func renderSVG(_ request: Request, names: LocaleNames, setup: PageSetup) -> String {
  wholePage { renderSVG(request, names: names, setup: setup, emit: $0) }
}

/// The image's colours: the page's, as SVG paints them (`fill`), with the same dark scheme.
let svgStyleSheet = """
  svg{--ink:#1b1b1b;--paper:#fff;--line:#c9c9c9;--muted:#9b9b9b;--sunday:#c62828;--saturday:#1565c0;\
  --today:#e8710a;--mark:#6a1b9a;--holiday:#fdecea;--working:#e8f0fe;--event:#2e7d32}
  @media (prefers-color-scheme:dark){svg{--ink:#e8e8e8;--paper:#141414;--line:#474747;--muted:#7d7d7d;\
  --sunday:#ff7b72;--saturday:#79c0ff;--today:#ffa657;--mark:#d2a8ff;--holiday:#3d1f1f;--working:#1c2a3f;\
  --event:#7ee787}}
  .background{fill:var(--paper)}
  text{fill:var(--ink)}
  .heading{font-size:26px;font-weight:600}
  .caption{font-size:17px;font-weight:600}
  .weekday{font-size:12px}
  .number{font-size:14px}
  .fact{font-size:8px}
  .fact.sun-times{font-size:7px}
  .day rect{fill:var(--paper);stroke:var(--line);stroke-width:1}
  .weekend .number,text.weekend{fill:var(--saturday)}
  .weekend.rest .number,text.weekend.rest{fill:var(--sunday)}
  .holiday rect{fill:var(--holiday)}
  .holiday text,.holiday.weekend .number{fill:var(--sunday)}
  .working-day rect{fill:var(--working)}
  .working-day.weekend .number,.working-day.weekend.rest .number{fill:var(--ink)}
  .mark .number{text-decoration:underline}
  .fact.mark{fill:var(--mark)}
  .fact.event{fill:var(--event)}
  .fact.calendar-date,.fact.moon-phase,.fact.sun-times,.fact.solar-term,.fact.rokuyo,.week-number,.day.adjacent text,\
  .day.adjacent.weekend text{fill:var(--muted)}
  .adjacent rect{fill:var(--paper)}
  .today circle{fill:none;stroke:var(--today);stroke-width:2}
  .today .number{font-weight:700}
  .week-number{font-size:10px}
  """

/// The rules an image of another calendar's months adds (`--main-calendar`): the civil date under each day, in the
/// other calendars' dates' size and grey.
let svgCivilDateStyleSheet = ".day .civil-date{font-size:8px;fill:var(--muted)}"

/// Appends one month's group: its caption, the weekday names and its 42 days.
private func appendMonth(
  _ month: PageMonth, at origin: (x: Int, y: Int), geometry: SVGGeometry, request: Request, names: LocaleNames,
  to output: inout TextBuffer
) {
  output.append("<g class=\"month\" transform=\"translate(")
  output.appendNumber(origin.x, width: 0)
  output.append(",")
  output.appendNumber(origin.y, width: 0)
  output.append(")\">\n<text class=\"caption\" x=\"")
  output.appendNumber(geometry.monthWidth / 2, width: 0)
  output.append("\" y=\"")
  output.appendNumber(SVGGeometry.captionHeight - 10, width: 0)
  output.append("\" text-anchor=\"middle\"")
  output.append(fittedLength(of: month.caption, fontSize: 17, width: geometry.monthWidth - 4))
  output.append(">")
  output.appendEscaped(month.caption)
  output.append("</text>\n")
  var weekday = request.firstWeekday
  // The names take the weekend of the first day shown, as the text's line of names does.
  let firstWeekend = request.firstWeekend
  for column in 0..<7 {
    output.append("<text class=\"weekday")
    if firstWeekend.days.contains(weekday) {
      output.append(weekday == firstWeekend.restDay ? " weekend rest" : " weekend")
    }
    output.append("\" x=\"")
    output.appendNumber(geometry.cellX(column: column) + SVGGeometry.cellWidth / 2, width: 0)
    output.append("\" y=\"")
    output.appendNumber(SVGGeometry.captionHeight + SVGGeometry.weekdayHeight - 7, width: 0)
    output.append("\" text-anchor=\"middle\"")
    output.append(fittedLength(of: names.abbreviation(of: weekday), fontSize: 12, width: SVGGeometry.cellWidth - 4))
    output.append(">")
    output.appendEscaped(names.abbreviation(of: weekday))
    output.append("</text>\n")
    weekday = weekday.advanced(by: 1)
  }
  switch month.grid {
  case .civil(let grid): appendDays(of: grid, in: month, geometry: geometry, request: request, to: &output)
  case .calendar(let cells): appendDays(of: cells, in: month, geometry: geometry, request: request, to: &output)
  }
  output.append("</g>\n")
}

/// Appends the 42 days of `month`, whose cells are `cells`, with the week numbers of `-w`.
private func appendDays<Cells: PageCells>(
  of cells: Cells, in month: PageMonth, geometry: SVGGeometry, request: Request, to output: inout TextBuffer
) {
  let facts = month.facts
  let factDays = facts.isEmpty ? [] : facts.days
  var nextFactDay = 0
  cells.forEachCell(showsDayOfYear: request.showsDayOfYear) { index, cell, number in
    let row = index / MonthGrid.columnCount
    let x = geometry.cellX(column: index % MonthGrid.columnCount)
    let y = SVGGeometry.captionHeight + SVGGeometry.weekdayHeight + row * SVGGeometry.cellHeight
    if index % MonthGrid.columnCount == 0, let weekNumbers = month.weekNumbers {
      output.append("<text class=\"week-number\" x=\"")
      output.appendNumber(geometry.weekNumberX, width: 0)
      output.append("\" y=\"")
      output.appendNumber(y + 15, width: 0)
      output.append("\" text-anchor=\"middle\">")
      output.appendNumber(weekNumbers[row], width: 0)
      output.append("</text>\n")
    }
    // Positions rather than an optional `Day`, a type of its own that start-up would have to set up.
    var factPositions = 0..<0
    if nextFactDay < factDays.count && factDays[nextFactDay].julianDay == facts.firstDay + index {
      factPositions = factDays[nextFactDay].factPositions
      nextFactDay += 1
    }
    let isRestDay = cell.isWeekend && cell.weekday == request.weekend.restDay(among: cells.weekend(ofCell: index))
    appendDay(
      cell, isRestDay: isRestDay, x: x, y: y, factPositions: factPositions, facts: facts, number: number,
      digits: request.digits, of: cells, isRightToLeft: geometry.isRightToLeft, to: &output)
  }
}

/// Appends one day's group: its box, its `number` (ringed when it is today), in a month of another calendar (with
/// `calendarDays` in `cells`, whose day `number` is) the civil date on the first line under it, and its facts'
/// labels, as many as the box has lines for. Written as bytes, as the page's cells are. In a right-to-left image the
/// box is the mirror of a left-to-right one: the number in its top right corner, the labels on the right, sunrise
/// and sunset top left.
private func appendDay<Cells: PageCells>(
  _ cell: MonthGrid.Day, isRestDay: Bool, x: Int, y: Int, factPositions: Range<Int>, facts: DayFactIndex,
  number: Int, digits: LocaleDigits, of cells: Cells, isRightToLeft: Bool, to output: inout TextBuffer
) {
  let calendarDays = cells.calendarDays
  // The middle of the number: 13 px from the box's starting side (SVGGeometry.cellWidth is 56).
  let numberX = isRightToLeft ? x + 43 : x + 13
  // Today is ringed in its month, not again among a neighbour's adjacent days.
  let isToday = cell.isToday && cell.isInMonth
  var kinds: DayFactKinds = []
  for position in factPositions { kinds.insert(facts.kind(at: position).asSet) }
  let isWide = calendarDays.map { $0.isWide(day: number) } ?? (number >= 100)
  // 200 bytes hold the longest opening: every class and a date of 20 digits of year; 300 the rest: a
  // circle and five numbers of 20 digits each.
  output.appendBytes(upTo: 200) { cursor in
    write("<g class=\"day", to: &cursor)
    if cell.isWeekend { write(isRestDay ? " weekend rest" : " weekend", to: &cursor) }
    if !cell.isInMonth { write(" adjacent", to: &cursor) }
    if isToday { write(" today", to: &cursor) }
    var rawKind: UInt8 = 0
    while let kind = DayFactKind(rawValue: rawKind) {
      if kinds.contains(kind.asSet) {
        cursor.write(UInt8(ascii: " "))
        write(pageClassBytes(of: kind), to: &cursor)
      }
      rawKind += 1
    }
    write("\" data-date=\"", to: &cursor)
    cursor.writeDecimal(cell.date.year, zeroPaddedTo: 4)
    cursor.write(UInt8(ascii: "-"))
    cursor.writeDecimal(cell.date.month, zeroPaddedTo: 2)
    cursor.write(UInt8(ascii: "-"))
    cursor.writeDecimal(cell.date.day, zeroPaddedTo: 2)
    write("\">", to: &cursor)
  }
  // The labels whole, first in the group as SVG's title should be (SVG 2, 5.9.2), their lines after the number.
  if !factPositions.isEmpty { appendTitle(of: factPositions, in: facts, to: &output) }
  output.appendBytes(upTo: 300) { cursor in
    write("<rect x=\"", to: &cursor)
    cursor.writeDecimal(x)
    write("\" y=\"", to: &cursor)
    cursor.writeDecimal(y)
    // SVGGeometry.cellWidth and cellHeight.
    write("\" width=\"56\" height=\"46\"/>", to: &cursor)
    if isToday {
      write("<circle cx=\"", to: &cursor)
      cursor.writeDecimal(numberX)
      write("\" cy=\"", to: &cursor)
      cursor.writeDecimal(y + 11)
      write(isWide ? "\" r=\"12\"/>" : "\" r=\"9\"/>", to: &cursor)
    }
    write("<text class=\"number\" x=\"", to: &cursor)
    cursor.writeDecimal(numberX)
    write("\" y=\"", to: &cursor)
    cursor.writeDecimal(y + 16)
    write("\" text-anchor=\"middle\">", to: &cursor)
    // A main calendar's day is written after, out of the civil days' way.
    guard calendarDays == nil else { return }
    // The number in the locale's digits (or `--digits`'s), `data-date` in ASCII's.
    cursor.writeDecimal(number, in: digits)
    write(factPositions.isEmpty ? "</text></g>\n" : "</text>", to: &cursor)
  }
  if let calendarDays {
    calendarDays.appendDay(number, to: &output)
    output.append("</text><text class=\"civil-date")
    appendLabelLine(
      cutToCell(calendarDays.civilDate(of: cell.date)), line: 0, x: x, y: y, isRightToLeft: isRightToLeft,
      to: &output)
  }
  guard !factPositions.isEmpty else {
    if calendarDays != nil { output.append("</g>\n") }
    return
  }
  appendLabels(
    of: factPositions, in: facts, fromLine: calendarDays == nil ? 0 : 1, x: x, y: y, isRightToLeft: isRightToLeft,
    to: &output)
  output.append("</g>\n")
}

/// Appends a day's sunrise and sunset, from the fact at `position`, as two small lines in the top corner of its box
/// at (`x`, `y`) that its number leaves free (the right, or the left of a right-to-left box), beside the number (of
/// three digits, with `-j`), so that they take none of the label lines.
private func appendSunTimes(
  at position: Int, in facts: DayFactIndex, x: Int, y: Int, isRightToLeft: Bool, to output: inout TextBuffer
) {
  guard case .sunTimes(let times) = facts.value(at: position) else { return }
  let lines = pageSunLines(times)
  appendSunLine(lines.first, x: x, y: y + 9, isRightToLeft: isRightToLeft, to: &output)
  appendSunLine(lines.second, x: x, y: y + 17, isRightToLeft: isRightToLeft, to: &output)
}

/// Appends one of a day's lines of sunrise and sunset, `text`, aligned to the right of the box at `x` (to its left
/// in a right-to-left image) on the baseline `y`; nothing when it is empty. The line runs left to right everywhere
/// (`↑06:47`: digits and an arrow, which a right-to-left run would turn round). Written as bytes, as the boxes
/// are: digits, a colon, an arrow or a word need no escaping.
private func appendSunLine(_ text: String, x: Int, y: Int, isRightToLeft: Bool, to output: inout TextBuffer) {
  guard !text.isEmpty else { return }
  var text = text
  // 160 bytes hold the markup, two numbers of 20 digits and the line's few characters.
  output.appendBytes(upTo: 160) { cursor in
    write("<text class=\"fact sun-times\" x=\"", to: &cursor)
    // 3 px in from the box's side (SVGGeometry.cellWidth less 3 on the right).
    cursor.writeDecimal(isRightToLeft ? x + 3 : x + 53)
    write("\" y=\"", to: &cursor)
    cursor.writeDecimal(y)
    write(isRightToLeft ? "\" direction=\"ltr\">" : "\" text-anchor=\"end\">", to: &cursor)
    text.withUTF8 { cursor.write($0) }
    write("</text>", to: &cursor)
  }
}

/// Appends the labels of the facts at `positions` under a day's number at (`x`, `y`), cut to the box, from line
/// `firstLine` as many as it has lines for, and its sunrise and sunset beside the number.
private func appendLabels(
  of positions: Range<Int>, in facts: DayFactIndex, fromLine firstLine: Int, x: Int, y: Int, isRightToLeft: Bool,
  to output: inout TextBuffer
) {
  var line = firstLine
  for position in positions {
    // Sunrise and sunset have a corner of their own.
    if facts.kind(at: position) == .sunTimes {
      appendSunTimes(at: position, in: facts, x: x, y: y, isRightToLeft: isRightToLeft, to: &output)
      continue
    }
    let label = line < SVGGeometry.labelLineCount ? facts.label(at: position) : ""
    guard !label.isEmpty else { continue }
    output.append("<text class=\"fact ")
    output.append(pageClassName(of: facts.kind(at: position)))
    appendLabelLine(
      cutToCell(pageLabel(at: position, in: facts)), line: line, x: x, y: y, isRightToLeft: isRightToLeft,
      to: &output)
    line += 1
  }
}

/// Appends the rest of a `<text>` whose opening and class are written: `text` on label line `line` under the number
/// of the day whose box is at (`x`, `y`). Labels start at the box's starting side, the left or, in a right-to-left
/// image, the right; each runs in its own direction (its first strong character's, the image's when it has none),
/// so that its ellipsis is at its own end: a label whose direction is not the image's is anchored at its end
/// (SVG 1.1, 10.9.1: `text-anchor` follows `direction`).
private func appendLabelLine(
  _ text: String, line: Int, x: Int, y: Int, isRightToLeft: Bool, to output: inout TextBuffer
) {
  output.append("\" x=\"")
  output.appendNumber(isRightToLeft ? x + 53 : x + 3, width: 0)
  output.append("\" y=\"")
  output.appendNumber(y + 29 + line * 9, width: 0)
  if let runsRightToLeft = startsRightToLeft(text), runsRightToLeft != isRightToLeft {
    output.append(runsRightToLeft ? "\" direction=\"rtl\"" : "\" direction=\"ltr\"")
    output.append(" text-anchor=\"end\">")
  } else {
    output.append("\">")
  }
  output.appendEscaped(text)
  output.append("</text>")
}

/// Appends a `<title>` of every label of the facts at `positions`, a line each, when one says something.
private func appendTitle(of positions: Range<Int>, in facts: DayFactIndex, to output: inout TextBuffer) {
  var title = ""
  for position in positions {
    let label = facts.label(at: position)
    guard !label.isEmpty else { continue }
    title += title.isEmpty ? label : "\n" + label
  }
  guard !title.isEmpty else { return }
  output.append("<title>")
  output.appendEscaped(title)
  output.append("</title>")
}

/// Writes `text`'s bytes at `cursor`: inlined, as a day's few dozen writes are worth.
@inline(__always)
private func write(_ text: StaticString, to cursor: inout ByteCursor) {
  text.withUTF8Buffer { cursor.write($0) }
}

/// `label` cut to the columns a cell's line holds (a wide CJK character counting two), ending in `…`
/// when cut: SVG text does not wrap or clip itself.
private func cutToCell(_ label: String) -> String {
  let columns = SVGGeometry.labelColumns
  guard displayWidth(label) > columns else { return label }
  return truncated(label, toWidth: columns - 1) + "…"
}

/// ` textLength="W" lengthAdjust="spacingAndGlyphs"` when `text` at `fontSize` pixels would be wider than
/// `width` (reckoned at 0.6 em a column, a wide character two), which squeezes it into the width; else
/// nothing.
private func fittedLength(of text: String, fontSize: Int, width: Int) -> String {
  let estimated = displayWidth(text) * fontSize * 6 / 10
  guard estimated > width else { return "" }
  return " textLength=\"\(width)\" lengthAdjust=\"spacingAndGlyphs\""
}

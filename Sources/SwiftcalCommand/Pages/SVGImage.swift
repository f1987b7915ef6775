// renderSVG: the requested months as one SVG image (--format svg), text as text.

import CalendarCore

/// The requested months as one SVG 1.1 image (`--format svg`) for documents and slides: the grid the
/// HTML page shows, drawn with rectangles and `<text>`, so that the text stays text (searchable,
/// selectable, scaled without blur). Months go four across for a year (`-y`, `-Y`), else up to three.
/// Each day is a `<g class="day …" data-date="YYYY-MM-DD">` with the classes the page's cells have, its
/// facts' labels cut with an ellipsis to the cell's width and given whole in its `<title>`.
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
  let geometry = SVGGeometry(request: request)
  var output = TextBuffer(reservingCapacity: min(chunkSize, 65_536) + 16_384)
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
  output.append("\">\n<title>")
  let title = PageMonth.title(of: request, names: names)
  output.appendEscaped(title)
  output.append("</title>\n<style>\n")
  output.append(pageFontStyleSheet)
  output.append("\n")
  output.append(svgStyleSheet)
  output.append("\n</style>\n<rect class=\"background\" width=\"100%\" height=\"100%\"/>\n")
  if request.yearHeader != nil {
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
  PageMonth.forEach(in: request, names: names) { month in
    appendMonth(month, at: geometry.origin(ofMonthAt: position), geometry: geometry, request: request,
      names: names, to: &output)
    position += 1
    guard output.count >= chunkSize else { return true }
    guard emit(output) else { return false }
    output = TextBuffer(reservingCapacity: min(chunkSize, 65_536) + 16_384)
    return true
  }
  output.append("</svg>\n")
  _ = emit(output)
}

/// The whole image at once (for tests and small requests).
package func renderSVG(_ request: Request, names: LocaleNames, setup: PageSetup) -> String {
  var text = ""
  renderSVG(request, names: names, setup: setup) { chunk in
    text += chunk.text
    return true
  }
  return text
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
  .day rect{fill:var(--paper);stroke:var(--line);stroke-width:1}
  .weekend .number,text.weekend{fill:var(--sunday)}
  .weekend.saturday .number,text.weekend.saturday{fill:var(--saturday)}
  .holiday rect{fill:var(--holiday)}
  .holiday text{fill:var(--sunday)}
  .working-day rect{fill:var(--working)}
  .mark .number{text-decoration:underline}
  .fact.mark{fill:var(--mark)}
  .fact.event{fill:var(--event)}
  .fact.calendar-date,.fact.moon-phase,.week-number,.day.adjacent text,.day.adjacent.weekend.saturday text{fill:var(--muted)}
  .adjacent rect{fill:var(--paper)}
  .today circle{fill:none;stroke:var(--today);stroke-width:2}
  .today .number{font-weight:700}
  .week-number{font-size:10px}
  """

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
  for column in 0..<7 {
    output.append("<text class=\"weekday")
    if request.weekend.contains(weekday) { output.append(weekday == .saturday ? " weekend saturday" : " weekend") }
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
  let facts = month.facts
  let factDays = facts.days
  var nextFactDay = 0
  for (index, cell) in month.grid.enumerated() {
    let row = index / MonthGrid.columnCount
    let x = geometry.cellX(column: index % MonthGrid.columnCount)
    let y = SVGGeometry.captionHeight + SVGGeometry.weekdayHeight + row * SVGGeometry.cellHeight
    if index % MonthGrid.columnCount == 0, let numbers = month.weekNumbers {
      output.append("<text class=\"week-number\" x=\"")
      output.appendNumber(SVGGeometry.weekNumberWidth / 2, width: 0)
      output.append("\" y=\"")
      output.appendNumber(y + 15, width: 0)
      output.append("\" text-anchor=\"middle\">")
      output.appendNumber(numbers[row], width: 0)
      output.append("</text>\n")
    }
    var factDay: DayFactIndex.Day?
    if nextFactDay < factDays.count && factDays[nextFactDay].julianDay == facts.firstDay + index {
      factDay = factDays[nextFactDay]
      nextFactDay += 1
    }
    appendDay(
      cell, at: (x, y), factDay: factDay, facts: facts, showsDayOfYear: request.showsDayOfYear, to: &output)
  }
  output.append("</g>\n")
}

/// Appends one day's group: its box, its number (ringed when it is today) and its facts' labels, as
/// many as the box has lines for.
private func appendDay(
  _ cell: MonthGrid.Day, at origin: (x: Int, y: Int), factDay: DayFactIndex.Day?, facts: DayFactIndex,
  showsDayOfYear: Bool, to output: inout TextBuffer
) {
  // Today is ringed in its month, not again among a neighbour's adjacent days.
  let isToday = cell.isToday && cell.isInMonth
  output.append("<g class=\"day")
  if cell.isWeekend { output.append(cell.weekday == .saturday ? " weekend saturday" : " weekend") }
  if !cell.isInMonth { output.append(" adjacent") }
  if isToday { output.append(" today") }
  var labels: [(kind: DayFactKind, label: String)] = []
  if let factDay {
    var seen: DayFactKinds = []
    for position in factDay.factPositions {
      let kind = facts.kind(at: position)
      let label = facts.label(at: position)
      if !label.isEmpty { labels.append((kind, label)) }
      guard !seen.contains(kind.asSet) else { continue }
      seen.insert(kind.asSet)
      output.append(" ")
      output.append(pageClassName(of: kind))
    }
  }
  output.append("\" data-date=\"")
  output.appendDate(year: cell.date.year, month: cell.date.month, day: cell.date.day)
  output.append("\">")
  if !labels.isEmpty {
    output.append("<title>")
    output.appendEscaped(labels.map(\.label).joined(separator: "\n"))
    output.append("</title>")
  }
  output.append("<rect x=\"")
  output.appendNumber(origin.x, width: 0)
  output.append("\" y=\"")
  output.appendNumber(origin.y, width: 0)
  output.append("\" width=\"")
  output.appendNumber(SVGGeometry.cellWidth, width: 0)
  output.append("\" height=\"")
  output.appendNumber(SVGGeometry.cellHeight, width: 0)
  output.append("\"/>")
  let number = showsDayOfYear ? cell.dayOfYear : cell.date.day
  if isToday {
    output.append("<circle cx=\"")
    output.appendNumber(origin.x + 13, width: 0)
    output.append("\" cy=\"")
    output.appendNumber(origin.y + 11, width: 0)
    output.append(number >= 100 ? "\" r=\"12\"/>" : "\" r=\"9\"/>")
  }
  output.append("<text class=\"number\" x=\"")
  output.appendNumber(origin.x + 13, width: 0)
  output.append("\" y=\"")
  output.appendNumber(origin.y + 16, width: 0)
  output.append("\" text-anchor=\"middle\">")
  output.appendNumber(number, width: 0)
  output.append("</text>")
  for (line, fact) in labels.prefix(SVGGeometry.labelLineCount).enumerated() {
    output.append("<text class=\"fact ")
    output.append(pageClassName(of: fact.kind))
    output.append("\" x=\"")
    output.appendNumber(origin.x + 3, width: 0)
    output.append("\" y=\"")
    output.appendNumber(origin.y + 29 + line * 9, width: 0)
    output.append("\">")
    output.appendEscaped(cutToCell(fact.label))
    output.append("</text>")
  }
  output.append("</g>\n")
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

// renderCalendar and CalendarLayout: months laid out as text, as util-linux cal lays them out.

import CalendarCore

/// Lays the requested months out as text, byte for byte as util-linux `cal` 2.42 does when colour
/// is off: fixed-width blocks, centred titles, six week rows per month, gutters between blocks.
/// - Parameters:
///   - request: what to show.
///   - names: the locale's month and weekday names.
///   - style: the colours, or `.plain`.
///   - terminal: the output's width, for `--columns auto` and narrow terminals.
///   - emit: when given, receives the text a megabyte or so at a time as it is made, and returns whether to
///     go on (`false` when the reader has gone): what keeps `-n 3000000` (500 MB of text) from being held
///     in memory.
/// - Returns: the whole output, or with `emit` what is left of it.
package func renderCalendar(
  _ request: Request, names: LocaleNames, style: Style = .plain, terminal: TerminalInfo = .pipe,
  emit: ((TextBuffer) -> Bool)? = nil
) -> TextBuffer {
  let metrics = LayoutMetrics(request: request, names: names, terminal: terminal)
  let layout = CalendarLayout(request: request, names: names, style: style, metrics: metrics)
  // About 180 bytes a month: reserved whole, so that a long range is never copied to grow.
  let reserved = min(request.months.count, emit == nil ? Int.max : emittedMonths) * 200 + 256
  var output = TextBuffer(reservingCapacity: reserved)
  if let year = request.yearHeader {
    // Centred over the horizontal blocks of a full row, whatever the layout, as util-linux does, and cut
    // to the 299 bytes of its line buffer (`-c 13 -j -y` puts the year far right, `-c 99 -y` cuts it off).
    let perRow = metrics.monthsPerRow
    let yearWidth = perRow * metrics.blockWidth + (perRow - 1) * metrics.gutter
    let yearText = yearTitle(ofYear: year, request: request, names: names)
    if yearWidth <= utilLinuxLineLimit {
      output.appendCentered(yearText, width: yearWidth)
    } else {
      let leading = min(yearWidth - yearText.utf8.count - (yearWidth - yearText.utf8.count) / 2, utilLinuxLineLimit)
      output.appendSpaces(leading)
      output.append(String(yearText.utf8.prefix(utilLinuxLineLimit - leading))!)
      output.appendSpaces(utilLinuxLineLimit - leading - min(yearText.utf8.count, utilLinuxLineLimit - leading))
    }
    output.appendNewline()
    output.appendNewline()
  }
  var start = 0
  var emittedStart = 0
  while start < request.months.count {
    let end = min(start + metrics.monthsPerRow, request.months.count)
    let grids = (start..<end).map { request.grid(for: request.months[$0]) }
    if request.isVertical {
      if start > 0 { output.appendNewline() }
      layout.appendVerticalRow(grids, to: &output)
    } else {
      layout.appendRow(grids, to: &output)
    }
    start = end
    if let emit, end - emittedStart >= emittedMonths {
      guard emit(output) else { return TextBuffer() }
      output = TextBuffer(reservingCapacity: reserved)
      emittedStart = end
    }
  }
  appendLegend(of: request, to: &output)
  return output
}

/// How many months `renderCalendar` makes before handing them to `emit`: about a megabyte of text.
private let emittedMonths = 5000

/// The longest line util-linux centres text in (its buffer holds 300 bytes with the terminating zero).
let utilLinuxLineLimit = 299

/// The legend under the calendar when marks are given: an empty line, then each marked day of
/// the months shown in date order, `YYYY-MM-DD  label; label`. The calendar above stays byte for
/// byte as `cal` prints it; nothing is added when no mark falls in the months shown.
func appendLegend(of request: Request, to output: inout TextBuffer) {
  if request.marks.isEmpty { return }
  var isFirst = true
  for month in request.months {
    for (date, labels) in request.marks.markedDays(in: month, reform: request.reform) {
      if isFirst { output.appendNewline() }
      isFirst = false
      output.append(date.description)
      // Empty labels (marks without one) and a label given twice (a holiday in two included
      // files) add nothing to the line.
      var shown: [String] = []
      for label in labels where !label.isEmpty && !shown.contains(label) { shown.append(label) }
      if !shown.isEmpty { output.append("  " + shown.joined(separator: "; ")) }
      output.appendNewline()
    }
  }
}

/// The text of one row of month blocks.
struct CalendarLayout {
  let request: Request
  let names: LocaleNames
  let style: Style
  let metrics: LayoutMetrics

  init(request: Request, names: LocaleNames, style: Style, metrics: LayoutMetrics) {
    self.request = request
    self.names = names
    self.style = style
    self.metrics = metrics
  }

  /// The width of a number in every cell but a row's first (which has no space before it).
  var dayWidth: Int { metrics.dayWidth }

  // MARK: - Horizontal blocks

  func appendRow(_ grids: [MonthGrid], to output: inout TextBuffer) {
    for line in titleLines(grids, width: metrics.blockWidth) {
      for (position, title) in line.enumerated() {
        output.appendCentered(title, width: metrics.blockWidth)
        if position < line.count - 1 { output.appendSpaces(metrics.gutter) }
      }
      output.appendNewline()
    }
    for (position, grid) in grids.enumerated() {
      if request.weekNumbering != nil {
        // util-linux pads the week-number column one short with day-of-year numbers.
        output.appendSpaces(request.showsDayOfYear ? dayWidth - 1 : dayWidth)
      }
      appendWeekdayNames(of: grid, to: &output)
      if position < grids.count - 1 { output.appendSpaces(metrics.gutter) }
    }
    output.appendNewline()
    // Built only with -w: an array of optional arrays costs a runtime type lookup at start-up.
    let weekNumbers = request.weekNumbering.map { numbering in
      grids.map { rowWeekNumbers(of: $0, numbering: numbering) }
    }
    for row in 0..<MonthGrid.rowCount {
      for (position, grid) in grids.enumerated() {
        var width = dayWidth - 1
        if let weekNumbers {
          appendWeekNumber(weekNumbers[position][row], width: 2, to: &output)
          width = dayWidth
        }
        for column in 0..<MonthGrid.columnCount {
          appendCell(of: grid, at: row * MonthGrid.columnCount + column, width: width, to: &output)
          width = dayWidth
        }
        if position < grids.count - 1 { output.appendSpaces(metrics.gutter) }
      }
      output.appendNewline()
    }
  }

  /// The title lines of a row of blocks, each holding one text per block: "May 2026", or the
  /// name and the year on lines of their own when some name is too wide, or the name alone
  /// under a year header.
  /// - Parameter width: the columns a title has, to see whether era years (`--era`) fit.
  func titleLines(_ grids: [MonthGrid], width: Int) -> [[String]] {
    let names = grids.map { self.names.monthName($0.month.month) }
    if request.yearHeader != nil { return [names] }
    guard request.showsEra else {
      let years = grids.map { zeroPaddedYear($0.month.year) }
      if metrics.titleNeedsTwoLines { return [names, years] }
      return [zip(names, years).map { joinedWithSpace($0, $1) }]
    }
    let years = grids.map { yearTitle(of: $0.month, request: request, names: self.names) }
    // An era year is longer than four digits and differs from month to month, so the row is
    // measured as it is: the name, a space and the year must fit the title's width.
    let isTooWide = zip(names, years).contains { displayWidth($0) + 1 + displayWidth($1) > width }
    if metrics.titleNeedsTwoLines || isTooWide { return [names, years] }
    return [zip(names, years).map { joinedWithSpace($0, $1) }]
  }

  /// The weekday names of one block, each centred in a day's width less its space.
  func appendWeekdayNames(of grid: MonthGrid, to output: inout TextBuffer) {
    for column in 0..<MonthGrid.columnCount {
      if column > 0 { output.appendSpaces(1) }
      let weekday = grid.weekday(ofColumn: column)
      let weekendColor = style.weekendColor(of: weekday, weekend: request.weekend)
      output.appendCentered(
        names.abbreviation(of: weekday), width: dayWidth - 1,
        before: style.start(style.theme.header, weekendColor), after: style.end(style.theme.header, weekendColor))
    }
  }

  /// One day cell: its number right-aligned in `width`, or blanks outside the month.
  func appendCell(of grid: MonthGrid, at index: Int, width: Int, to output: inout TextBuffer) {
    guard let day = grid.dayOfMonth(at: index) else {
      if request.showsAdjacentDays {
        appendAdjacentCell(of: grid, at: index, width: width, to: &output)
      } else {
        output.appendSpaces(width)
      }
      return
    }
    let number = request.showsDayOfYear ? grid.dayOfYear(forDayOfMonth: day) : day
    guard style.isEnabled else {
      output.appendNumber(number, width: width)
      return
    }
    let weekday = grid.weekday(ofColumn: index % MonthGrid.columnCount)
    let weekendColor = style.dayColor(of: weekday, weekend: request.weekend)
    let todayColor = grid.isToday(at: index) ? style.theme.today : .none
    if request.marks.isEmpty {
      output.appendNumber(
        number, width: width, before: style.start(weekendColor, todayColor), after: style.end(weekendColor, todayColor))
      return
    }
    let date = CivilDate(year: grid.month.year, month: grid.month.month, day: day)
    let markColor = isMarked(date) ? style.theme.mark : .none
    output.appendNumber(
      number, width: width, before: style.start(weekendColor, todayColor, markColor),
      after: style.end(weekendColor, todayColor, markColor))
  }

  /// Whether some mark falls on `date`.
  func isMarked(_ date: CivilDate) -> Bool {
    !request.marks.positions(on: date, reform: request.reform).isEmpty
  }

  /// A week number right-aligned in `width`, blanks for a row without days; the week asked for
  /// with `--week=N` is coloured.
  func appendWeekNumber(_ number: Int?, width: Int, to output: inout TextBuffer) {
    guard let number else {
      output.appendSpaces(width)
      return
    }
    let color = number == request.requestedWeek ? style.theme.weekNumber : style.theme.weeks
    output.appendNumber(number, width: width, before: style.start(color), after: style.end(color))
  }

  // MARK: - Vertical blocks

  /// A row of blocks with days running down the columns, as util-linux `cal -v`.
  func appendVerticalRow(_ grids: [MonthGrid], to output: inout TextBuffer) {
    let blockWidth = dayWidth * MonthGrid.rowCount
    let indent = dayWidth + 1
    for line in titleLines(grids, width: blockWidth) {
      output.appendSpaces(indent)
      for title in line {
        // util-linux follows every title with the gutter, the last one too.
        output.appendLeftAligned(title, width: blockWidth)
        output.appendSpaces(metrics.gutter)
      }
      output.appendNewline()
    }
    for column in 0..<MonthGrid.columnCount {
      let weekday = request.firstWeekday.advanced(by: column)
      let weekendColor = style.weekendColor(of: weekday, weekend: request.weekend)
      output.appendLeftAligned(
        names.abbreviation(of: weekday), width: dayWidth - 1,
        before: style.start(style.theme.header, weekendColor), after: style.end(style.theme.header, weekendColor))
      for (position, grid) in grids.enumerated() {
        for row in 0..<MonthGrid.rowCount {
          appendCell(of: grid, at: row * MonthGrid.columnCount + column, width: dayWidth, to: &output)
        }
        if position < grids.count - 1 { output.appendSpaces(metrics.gutter) }
      }
      output.appendNewline()
    }
    guard let numbering = request.weekNumbering else { return }
    output.appendSpaces(dayWidth - 1)
    for (position, grid) in grids.enumerated() {
      for number in rowWeekNumbers(of: grid, numbering: numbering) {
        appendWeekNumber(number, width: dayWidth, to: &output)
      }
      if position < grids.count - 1 { output.appendSpaces(metrics.gutter) }
    }
    output.appendNewline()
  }
}

/// `first`, a space and `second`, as a calendar title joins a month name and a year. Built from
/// the bytes: interpolation would bring general string appending into every start-up.
func joinedWithSpace(_ first: String, _ second: String) -> String {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(first.utf8.count + 1 + second.utf8.count)
  bytes.append(contentsOf: first.utf8)
  bytes.append(UInt8(ascii: " "))
  bytes.append(contentsOf: second.utf8)
  return String(decoding: bytes, as: UTF8.self)
}

// renderCalendar and CalendarLayout: months laid out as text, as util-linux cal lays them out.

import CalendarCore

/// Lays the requested months out as text, byte for byte as util-linux `cal` 2.42 does when colour
/// is off: fixed-width blocks, centred titles, six week rows per month, gutters between blocks.
/// - Parameters:
///   - request: what to show.
///   - names: the locale's month and weekday names.
///   - style: the colours, or `.plain`.
///   - terminal: the output's width, for `--columns auto` and narrow terminals.
///   - emit: when given, receives the text 128 KiB or so at a time as it is made, and returns whether to
///     go on (`false` when the reader has gone): what keeps `-n 3000000` (500 MB of text) from being held
///     in memory.
/// - Returns: the whole output, or with `emit` what is left of it.
package func renderCalendar(
  _ request: Request, names: LocaleNames, style: Style = .plain, terminal: TerminalInfo = .pipe,
  emit: ((TextBuffer) -> Bool)? = nil
) -> TextBuffer {
  // Rows repeat only when months of the year come round again (titles name the month), so a year
  // or less keeps nothing: keeping would cost a month, -3 and -y more than it could save them.
  renderCalendar(
    request, names: names, style: style, terminal: terminal, keepsBlocks: request.months.count > 12, emit: emit)
}

/// `renderCalendar(_:names:style:terminal:emit:)`, with or without copying month blocks and rows
/// laid out once (`keepsBlocks`; the tests compare the two).
func renderCalendar(
  _ request: Request, names: LocaleNames, style: Style, terminal: TerminalInfo, keepsBlocks: Bool,
  emit: ((TextBuffer) -> Bool)?
) -> TextBuffer {
  if request.mainCalendar != nil {
    return renderMainCalendar(request, names: names, style: style, terminal: terminal, emit: emit)
  }
  let metrics = LayoutMetrics(request: request, names: names, terminal: terminal)
  let layout = CalendarLayout(request: request, names: names, style: style, metrics: metrics)
  let otherRows = request.calendars.isEmpty ? nil : OtherCalendarRows(layout: layout)
  // About 180 bytes a month, more in colour: a part is handed on before it needs more than it
  // has, so it is never copied to grow (a row of blocks is far smaller than the slack).
  let reserved = min(request.months.count * 200, emit == nil ? Int.max : emittedByteCount) + 16_384
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
    otherRows?.appendYearLines(ofYear: year, width: min(yearWidth, utilLinuxLineLimit), to: &output)
    output.appendNewline()
  }
  var rows = BlockRowWriter(layout: layout, keepsBlocks: keepsBlocks)
  var start = 0
  while start < request.months.count {
    let end = min(start + metrics.monthsPerRow, request.months.count)
    if request.isVertical && start > 0 { output.appendNewline() }
    rows.appendRow(of: start..<end, otherRows: otherRows, to: &output)
    start = end
    guard handOn(&output, to: emit) else { return TextBuffer() }
  }
  // The legend is handed on in parts too: with a mark file, a thousand years' of it is a megabyte.
  guard appendLegend(of: request, to: &output, cache: rows.factCache, handingOnTo: emit) else { return TextBuffer() }
  return output
}

/// Hands `output` to `emit` and empties it once it holds `emittedByteCount` bytes or more,
/// returning what `emit` returns (`false` when the reader has gone); `true` otherwise.
func handOn(_ output: inout TextBuffer, to emit: ((TextBuffer) -> Bool)?) -> Bool {
  guard let emit, output.count >= emittedByteCount else { return true }
  guard emit(output) else { return false }
  output.removeAll()
  return true
}

/// How many bytes `renderCalendar` makes before handing them to `emit`: small enough to stay in
/// the processor's cache and to be written while the next part is made from the same memory.
private let emittedByteCount = 1 << 17

/// The longest line util-linux centres text in (its buffer holds 300 bytes with the terminating zero).
let utilLinuxLineLimit = 299

/// What lays a rendering's months out: the request, the names, the colours and the widths, which
/// are the same for every month of it (`MonthBody` holds what differs). A class, so that the
/// parts of a rendering share it by reference rather than copy the request's arrays for a month.
final class CalendarLayout {
  let request: Request
  let names: LocaleNames
  let style: Style
  let metrics: LayoutMetrics
  /// The request's settings that `MonthBody` reads for every month.
  let cellSettings: CellSettings

  init(request: Request, names: LocaleNames, style: Style, metrics: LayoutMetrics) {
    self.request = request
    self.names = names
    self.style = style
    self.metrics = metrics
    cellSettings = CellSettings(request: request, style: style)
  }

  /// The width of a number in every cell but a row's first (which has no space before it).
  var dayWidth: Int { metrics.dayWidth }

  /// The title lines of a row of blocks, each holding one text per block: "May 2026", or the
  /// name and the year on lines of their own when some name is too wide, or the name alone
  /// under a year header.
  /// - Parameter width: the columns a title has, to see whether era years (`--era`) fit.
  func titleLines(_ grids: [MonthGrid], width: Int) -> [[String]] {
    let names = grids.map { self.names.monthName($0.month.month) }
    if request.yearHeader != nil { return [names] }
    let digits = grids.map { zeroPaddedYear($0.month.year) }
    let years = request.showsEra ? grids.map { yearTitle(of: $0.month, request: request, names: self.names) } : digits
    // A row without era years (a locale without eras, years before its first) is laid out as
    // without `--era`, so that the option changes nothing there.
    guard years != digits else {
      if metrics.titleNeedsTwoLines { return [names, digits] }
      return [zip(names, digits).map { joinedWithSpace($0, $1) }]
    }
    // An era year is longer than four digits and differs from month to month, so the row is
    // measured as it is: the name, a space and the year must fit the title's width.
    let isTooWide = zip(names, years).contains { displayWidth($0) + 1 + displayWidth($1) > width }
    if metrics.titleNeedsTwoLines || isTooWide { return [names, years] }
    return [zip(names, years).map { joinedWithSpace($0, $1) }]
  }
}

extension CalendarLayout {
  // MARK: - Weekday names

  /// The line of weekday names over `blockCount` horizontal blocks.
  func weekdayHeaderLine(blockCount: Int) -> [UInt8] {
    var line = TextBuffer()
    for position in 0..<blockCount {
      if request.weekNumbering != nil {
        // util-linux pads the week-number column one short with day-of-year numbers.
        line.appendSpaces(request.showsDayOfYear ? dayWidth - 1 : dayWidth)
      }
      for column in 0..<MonthGrid.columnCount {
        if column > 0 { line.appendSpaces(1) }
        appendWeekdayName(ofColumn: column, to: &line, isCentred: true)
      }
      if position < blockCount - 1 { line.appendSpaces(metrics.gutter) }
    }
    line.appendNewline()
    return line.bytes
  }

  /// The weekday name of column `column` in a day's width less its space, in the header's colour
  /// and its weekend colour.
  func appendWeekdayName(ofColumn column: Int, to output: inout TextBuffer, isCentred: Bool) {
    let style = style
    let weekday = request.firstWeekday.advanced(by: column)
    // The names take the weekend of the first day shown, as JSON's "weekend" does.
    let weekend = request.firstWeekend
    let weekendColor = style.weekendColor(of: weekday, weekend: weekend.days, restDay: weekend.restDay)
    let (before, after) = (style.start(style.theme.header, weekendColor), style.end(style.theme.header, weekendColor))
    let name = names.abbreviation(of: weekday)
    if isCentred {
      output.appendCentered(name, width: dayWidth - 1, before: before, after: after)
    } else {
      output.appendLeftAligned(name, width: dayWidth - 1, before: before, after: after)
    }
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

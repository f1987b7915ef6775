// browserFrame: the month browser's screen composed: the calendar fitted to the window, the status bar.

import CalendarCore

/// The screen of the browser in `state`: the calendar (or the list of keys) centred in the window
/// above a status bar, or scrolled so that the selected day stays on screen when it is larger
/// than the window; the selected day between brackets, today in reverse video and marked days
/// underlined even without colour; under the months, when the window has room, what the selected day
/// holds (`selectedDayList`).
///
/// Every line is cleared to its end and the rest of the screen erased, so a frame never shows
/// what the one before left. Lines end with CR LF because raw mode turns off the terminal's own
/// newline translation, and each is cut to the window's width. A window larger than any
/// display is drawn in its top left corner (`ScreenSize.drawable`). Control characters in the
/// locale's names show as `?` (`LocaleNames.printable`).
/// - Parameters:
///   - state: where the browser is.
///   - request: the request the browser was started with (layout options, marks).
///   - names: the locale's names.
///   - style: the colours, or `.plain`.
///   - size: the terminal's size.
package func browserFrame(
  _ state: BrowserState, request: Request, names: LocaleNames, style: Style, size: ScreenSize
) -> BrowserFrame {
  let names = names.printable
  var request = request
  request.eras = request.eras.printable
  let size = size.drawable
  let bodyRows = max(size.rows - 1, 0)
  var lines: [String]
  var positions: [DayPosition] = []
  var focus: (line: Int, column: Int, blockTop: Int)?
  var calendarWidth: Int?
  // The months' own height: they stay where it centres them, whatever the selected day lists under them.
  var calendarHeight: Int?
  if state.showsKeys {
    lines = browserKeyList(state, names: names, listsEvents: request.facts.kinds.contains(.event))
  } else if state.showsEvents {
    lines = dayEventList(state, request: request, names: names)
  } else {
    let shown = visibleRequest(state, request: request, names: names, size: size)
    let terminal = TerminalInfo(isTerminal: true, width: size.columns)
    let layout = dayPositions(of: shown, names: names, terminal: terminal)
    let text = renderCalendar(shown, names: names, style: style, terminal: terminal).text
    // Split as bytes: as Characters, the text of thousands of months takes longer to split
    // than to lay out.
    let plain = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .prefix(layout.height).map { String(Substring($0)) }
    // Measured before the brackets go on: they may stick out by a column on either side, and are
    // cut at the window's edges rather than make a calendar that fits the window scroll.
    calendarWidth = plain.map(screenWidth).max() ?? 0
    // A column of margin on the left, where the bracket of a day in the first column goes.
    lines = plain.map { " " + $0 }
    positions = layout.days.map { var moved = $0; moved.column += 1; return moved }
    let markedDays = markedDays(of: shown)
    for position in positions where position.isInMonth && position.line < lines.count {
      let isMarked = markedDays.contains(shown.reform.julianDay(of: position.date))
      lines[position.line] = decoratedDay(
        position, in: lines[position.line], isMarked: isMarked, state: state, request: shown, style: style)
      if position.date == state.selected { focus = (position.line, position.column, position.blockTop) }
    }
    // Under the months, when they leave room for an empty line and one more: what the selected day holds.
    calendarHeight = lines.count
    let listed = selectedDayList(state, request: shown)
    if !listed.isEmpty && lines.count + 2 <= bodyRows {
      // The months' empty last rows go first, so that the list sits one line under the last week.
      while let last = lines.last, last.allSatisfy({ $0 == " " }), lines.count > 1 { lines.removeLast() }
      lines += [""] + fitted(listed, rows: bodyRows - lines.count - 1, names: names).map { " " + $0 }
    }
  }
  let contentWidth = lines.map(screenWidth).max() ?? 0
  // Vertically: centred when it fits; else from the top of the selected day's row of months,
  // or as far down as keeps the selected day itself on screen.
  var top = 0, topPadding = 0
  if lines.count <= bodyRows {
    // Centred on the months alone, moved up only as far as the day's list needs.
    topPadding = min((bodyRows - (calendarHeight ?? lines.count)) / 2, bodyRows - lines.count)
  } else if let focus {
    top = focus.blockTop
    if focus.line >= top + bodyRows { top = focus.line - bodyRows + 1 }
    top = max(0, min(top, lines.count - bodyRows))
  }
  var left = 0, leftPadding = 0
  if let calendarWidth, calendarWidth <= size.columns {
    // Centred as the calendar itself, its margin in the padding when there is room for it.
    let start = (size.columns - calendarWidth) / 2
    if start > 0 { leftPadding = start - 1 } else { left = 1 }
  } else if calendarWidth == nil, contentWidth <= size.columns {
    leftPadding = (size.columns - contentWidth) / 2
  } else if let focus {
    left = max(0, min(focus.column + 2 - size.columns / 2, contentWidth - size.columns))
  }
  var screen = "\u{1B}[H"
  let padding = String(repeating: " ", count: leftPadding)
  for row in 0..<bodyRows {
    let index = row - topPadding + top
    if index >= top, index < lines.count, row >= topPadding {
      screen += padding
      screen += columnSlice(of: lines[index], from: left, width: size.columns - leftPadding)
    }
    screen += "\u{1B}[K\r\n"
  }
  screen += "\u{1B}[J"
  var regions: [BrowserFrame.Region] = positions.compactMap { position in
    let row = position.line - top + topPadding
    let column = position.column - left + leftPadding
    guard row >= topPadding, row < bodyRows, position.line >= top, column >= 0, column + position.width <= size.columns
    else { return nil }
    // The whole cell answers a click: the number and the space before it.
    return BrowserFrame.Region(
      row: row, columns: max(column - 1, 0)..<(column + position.width), target: .day(position.date))
  }
  let status = statusBar(state, request: request, names: names, width: size.columns)
  // The bar is as wide as the window: erasing to the end of the line after it would erase its
  // last column, where the cursor stays with auto-wrap off.
  screen += "\u{1B}[\(max(size.rows, 1));1H\u{1B}[7m" + status.text + "\u{1B}[0m"
  regions += status.controls.map {
    BrowserFrame.Region(row: max(size.rows, 1) - 1, columns: $0.columns, target: .key($0.key))
  }
  return BrowserFrame(text: screen, regions: regions)
}

/// The bytes of `browserFrame`'s screen.
package func browserScreen(
  _ state: BrowserState, request: Request, names: LocaleNames, style: Style, size: ScreenSize
) -> String {
  browserFrame(state, request: request, names: names, style: style, size: size).text
}

/// The request for what can reach the screen: the months shown, or with many of them (`-n
/// 120000`) only the rows of months from the selected day's on that can fill the window, so that
/// a long range redraws at once. A block is at least 8 lines tall and 19 columns wide with its
/// gutter (18 and 1 with `-v`); a month of a main calendar at least 13 lines (its title, its civil months, the weekday
/// line and two lines for each of at least five weeks: its months have 29 days or more). The rows are counted with
/// the months a row holds: with `-c 1`, a 500-row window shows some 60 months, not the hundreds its width would hold.
func visibleRequest(_ state: BrowserState, request: Request, names: LocaleNames, size: ScreenSize) -> Request {
  var shown = state.request(showing: request)
  let shownCount = shown.mainCalendar == nil ? shown.months.count : shown.mainMonthCount
  let blockHeight = shown.mainCalendar == nil ? 8 : 13
  let rowLimit = size.rows / blockHeight + 1
  guard !state.showsWholeYear, shownCount > rowLimit else { return shown }
  let terminal = TerminalInfo(isTerminal: true, width: size.columns)
  let metrics = LayoutMetrics(request: shown, names: names, terminal: terminal)
  let perRow = max(metrics.monthsPerRow, 1)
  // With more months to a row than the window is wide (`-c 1000`), no more rows than its width would hold.
  let widthLimit = rowLimit * (size.columns / 19 + 1)
  let visibleLimit = min(rowLimit, (widthLimit + perRow - 1) / perRow) * perRow
  guard shownCount > visibleLimit else { return shown }
  if shown.mainCalendar != nil {
    state.cutMainMonths(of: &shown, toAtMost: visibleLimit, perRow: perRow)
    return shown
  }
  let selectedIndex = shown.months.first.months(to: state.month)
  let rowStart = selectedIndex / perRow * perRow
  let count = min(visibleLimit, shown.months.count - rowStart)
  shown.months = MonthRange(first: shown.months.first.advanced(byMonths: rowStart), count: count)
  return shown
}

/// The day numbers of the marked days of the months `request` shows: one `DayFactIndex` a month,
/// where asking each day would build one a day.
private func markedDays(of request: Request) -> Set<Int> {
  var marked = Set<Int>()
  if request.facts.isEmpty { return marked }
  var cache = DayFactCache()
  for month in request.months {
    let days = request.grid(for: month).monthJulianDays
    let index = request.facts.index(
      ofDaysFrom: days.lowerBound, through: days.upperBound, reform: request.reform, cache: &cache)
    var bits = index.days(of: .mark)
    while bits != 0 {
      marked.insert(index.firstDay + bits.trailingZeroBitCount)
      bits &= bits - 1
    }
  }
  return marked
}

/// `line` with the day at `position` drawn as the browser shows it: between brackets when it is
/// the selected day; today in reverse video and marked days underlined when the layout did not
/// colour them (without colour, these are attributes that every terminal shows).
private func decoratedDay(
  _ position: DayPosition, in line: String, isMarked: Bool, state: BrowserState, request: Request, style: Style
) -> String {
  let isSelected = position.date == state.selected
  let isToday = position.date == request.today
  guard isSelected || (!style.isEnabled && (isToday || isMarked)) else { return line }
  let number = request.showsDayOfYear ? request.reform.dayOfYear(of: position.date) : position.date.day
  let digits = position.text ?? String(number)
  var attributes: [String] = []
  if isToday { attributes.append(style.isEnabled ? style.theme.today.parameters : "7") }
  if isMarked { attributes.append(style.isEnabled ? style.theme.mark.parameters : "4") }
  if isSelected { attributes.append("1") }
  let attributed = "\u{1B}[\(attributes.filter { !$0.isEmpty }.joined(separator: ";"))m" + digits + "\u{1B}[0m"
  let padding = String(repeating: " ", count: max(position.width - displayWidth(digits), 0))
  guard isSelected else {
    return replacingColumns(of: line, start: position.column, count: position.width, with: padding + attributed)
  }
  // The brackets take the space before the number (the margin in the first column) and the
  // column after it.
  return replacingColumns(
    of: line, start: position.column - 1, count: position.width + 2, with: padding + "[" + attributed + "]")
}

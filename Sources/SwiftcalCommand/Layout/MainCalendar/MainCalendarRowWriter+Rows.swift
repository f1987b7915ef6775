// MainCalendarRowWriter's rows: a row of month blocks, their titles, weekday names, weeks and civil rows.

import CalendarCore

/// The numbers `MainCalendarRowWriter.blocks` keeps for each block of a row: numbers rather than a struct of its
/// own, for the reason `OtherCalendarCells` gives. The civil date and day number are those of the first cell of
/// the week row being written, moved on as the rows are.
private enum MainCalendarBlock {
  static let (firstDay, dayCount, previousDayCount, leadingDays) = (0, 1, 2, 3)
  static let (civilYear, civilMonth, civilDay, cellDay) = (4, 5, 6, 7)
  static let (year, month, leap) = (8, 9, 10)
  static let numberCount = 11
}

extension MainCalendarRowWriter {
  /// Appends `blockCount` blocks side by side from `first`, each the month after the one before: the titles, the
  /// civil months' line, the weekday names, then each week's days with their civil days' row under them. Returns
  /// the row's last month.
  mutating func appendRow(from first: CalendarMonthSpan, blockCount: Int, to output: inout TextBuffer)
    -> CalendarMonthSpan
  {
    let request = layout.request
    let gutter = layout.metrics.gutter
    typealias Block = MainCalendarBlock
    blocks.removeAll(keepingCapacity: true)
    var month = first
    // The month before numbers the leading cells, shown only with `--fill`: not found without it (a Persian year
    // takes an equinox to find).
    var previousDayCount = 30
    if request.showsAdjacentDays { previousDayCount = system.monthSpan(before: first, cache: &calendarCache)?.dayCount ?? 30 }
    for position in 0..<blockCount {
      if position > 0 { month = monthAfter(month) }
      let leadingDays = Weekday.ofJulianDay(month.firstJulianDay).offset(from: request.firstWeekday)
      let civil = request.reform.date(fromJulianDay: month.firstJulianDay - leadingDays)
      blocks += [
        month.firstJulianDay, month.dayCount, previousDayCount, leadingDays, civil.year, civil.month, civil.day,
        month.firstJulianDay - leadingDays, month.year, month.month, month.isLeapMonth ? 1 : 0,
      ]
      previousDayCount = month.dayCount
    }
    if layout.style.isEnabled && !request.facts.kinds.isDisjoint(with: .cellColors) { findCellKinds(blockCount) }
    if let otherRows {
      var numbers: [Int] = []
      for position in 0..<blockCount {
        let base = position * Block.numberCount
        numbers += [blocks[base + Block.cellDay], blocks[base + Block.firstDay], blocks[base + Block.dayCount]]
      }
      otherRows.startRow(ofMainBlocks: numbers)
    }
    for position in 0..<blockCount {
      output.appendCentered(title(of: span(ofBlock: position)), width: layout.metrics.blockWidth)
      output.appendSpaces(position < blockCount - 1 ? gutter : 0)
    }
    output.appendNewline()
    for position in 0..<blockCount {
      appendCivilTitle(of: span(ofBlock: position), to: &output)
      output.appendSpaces(position < blockCount - 1 ? gutter : 0)
    }
    output.appendNewline()
    otherRows?.appendTitleLines(to: &output)
    let (otherLines, otherLineEnds) = otherRows?.lines ?? ([], [])
    if header.blockCount != blockCount { header = (blockCount, layout.weekdayHeaderLine(blockCount: blockCount)) }
    header.bytes.withUnsafeBufferPointer { output.append(bytes: $0) }
    for row in 0..<MonthGrid.rowCount {
      for position in 0..<blockCount {
        appendDays(ofRow: row, block: position, to: &output)
        output.appendSpaces(position < blockCount - 1 ? gutter : 0)
      }
      output.appendNewline()
      for position in 0..<blockCount {
        appendCivilDays(block: position, to: &output)
        output.appendSpaces(position < blockCount - 1 ? gutter : 0)
      }
      output.appendNewline()
      // The other calendars' lines under the week row (`--calendar`), a line each, gutters and newlines included.
      if row < otherLineEnds.count {
        let start = row == 0 ? 0 : otherLineEnds[row - 1]
        otherLines.withUnsafeBufferPointer {
          output.append(bytes: UnsafeBufferPointer(rebasing: $0[start..<otherLineEnds[row]]))
        }
      }
    }
    return month
  }

  /// The month after `month` (itself at the end of the calendar's range, which the request never passes).
  mutating func monthAfter(_ month: CalendarMonthSpan) -> CalendarMonthSpan {
    system.monthSpan(after: month, cache: &calendarCache) ?? month
  }

  /// The month of block `position` of the row.
  private func span(ofBlock position: Int) -> CalendarMonthSpan {
    let base = position * MainCalendarBlock.numberCount
    return CalendarMonthSpan(
      year: blocks[base + MainCalendarBlock.year], month: blocks[base + MainCalendarBlock.month],
      isLeapMonth: blocks[base + MainCalendarBlock.leap] == 1, firstJulianDay: blocks[base + MainCalendarBlock.firstDay],
      dayCount: blocks[base + MainCalendarBlock.dayCount])
  }

  /// Keeps in `cellKinds` the kinds of the facts that colour each cell of the row's `blockCount` blocks.
  private mutating func findCellKinds(_ blockCount: Int) {
    let request = layout.request
    let cellCount = MonthGrid.rowCount * MonthGrid.columnCount
    cellKinds = [Int](repeating: 0, count: blockCount * cellCount)
    for position in 0..<blockCount {
      let firstCell = blocks[position * MainCalendarBlock.numberCount + MainCalendarBlock.cellDay]
      let index = request.facts.index(
        ofDaysFrom: firstCell, through: firstCell + cellCount - 1, reform: request.reform, cache: &factCache,
        kinds: .cellColors)
      for cell in 0..<cellCount {
        cellKinds[position * cellCount + cell] = Int(index.kinds(onDay: firstCell + cell).rawValue)
      }
    }
  }

  /// Week row `row` of block `block`: each day of the month right-aligned in a day's width (the first without its
  /// space), coloured as a civil calendar's days are; an adjacent month's day blank, or grey with `--fill`.
  private func appendDays(ofRow row: Int, block: Int, to output: inout TextBuffer) {
    let base = block * MainCalendarBlock.numberCount
    let (leadingDays, dayCount) = (blocks[base + MainCalendarBlock.leadingDays], blocks[base + MainCalendarBlock.dayCount])
    let previousDayCount = blocks[base + MainCalendarBlock.previousDayCount]
    let dayWidth = layout.dayWidth
    for column in 0..<MonthGrid.columnCount {
      let width = column == 0 ? dayWidth - 1 : dayWidth
      let index = row * MonthGrid.columnCount + column
      let offset = index - leadingDays
      let isInMonth = offset >= 0 && offset < dayCount
      guard isInMonth || layout.request.showsAdjacentDays else {
        output.appendSpaces(width)
        continue
      }
      let day = offset < 0 ? previousDayCount + offset + 1 : (isInMonth ? offset + 1 : offset - dayCount + 1)
      let start = dayCellStarts[day] + (dayWidth - width)
      guard layout.style.isEnabled else {
        dayCells.withUnsafeBufferPointer { output.append(bytes: UnsafeBufferPointer(rebasing: $0[start..<dayCellStarts[day + 1]])) }
        continue
      }
      let julianDay = blocks[base + MainCalendarBlock.cellDay] + index
      let kinds = cellKinds.isEmpty ? [] : DayFactKinds(rawValue: UInt16(cellKinds[block * 42 + index]))
      let color = cellColor(julianDay: julianDay, column: column, kinds: kinds, isInMonth: isInMonth)
      let textStart = dayCellStarts[day] + (dayWidth - dayColumns[day])
      output.appendSpaces(width - dayColumns[day])
      output.append(layout.style.start(color.day, color.today, color.mark))
      dayCells.withUnsafeBufferPointer {
        output.append(bytes: UnsafeBufferPointer(rebasing: $0[textStart..<dayCellStarts[day + 1]]))
      }
      output.append(layout.style.end(color.day, color.today, color.mark))
    }
  }

  /// The colours of the cell of `julianDay` in column `column`, holding facts of `kinds`: its day's (a holiday's,
  /// the weekend's, grey for an adjacent month's), today's and its facts'.
  private func cellColor(julianDay: Int, column: Int, kinds: DayFactKinds, isInMonth: Bool)
    -> (day: GraphicRendition, today: GraphicRendition, mark: GraphicRendition)
  {
    let (request, style) = (layout.request, layout.style)
    let mark = layout.factColor(kinds)
    guard isInMonth else { return (style.theme.adjacent, .none, mark) }
    let isToday = julianDay == request.reform.julianDay(of: request.highlightedDate)
    let today = isToday ? style.theme.today : .none
    if !kinds.isDisjoint(with: .dayColors) { return (layout.holidayColor(kinds), today, mark) }
    let weekend = request.weekend.days(onJulianDay: julianDay)
    let weekday = request.firstWeekday.advanced(by: column)
    return (style.dayColor(of: weekday, weekend: weekend, restDay: request.weekend.restDay(among: weekend)), today, mark)
  }

  /// The civil row under the week row being written in block `block`: each shown day's civil day of the month in
  /// grey; a civil month's first day its short name where the name and the next day's number fit (`Mar 2`), else
  /// `1`. Moves the block's civil date on to the next week row's.
  private mutating func appendCivilDays(block: Int, to output: inout TextBuffer) {
    let base = block * MainCalendarBlock.numberCount
    let reform = layout.request.reform
    let dayWidth = layout.dayWidth
    var (year, month, day) = (
      blocks[base + MainCalendarBlock.civilYear], blocks[base + MainCalendarBlock.civilMonth],
      blocks[base + MainCalendarBlock.civilDay]
    )
    var julianDay = blocks[base + MainCalendarBlock.cellDay]
    let (leadingDays, dayCount) = (blocks[base + MainCalendarBlock.leadingDays], blocks[base + MainCalendarBlock.dayCount])
    let firstIndex = julianDay - blocks[base + MainCalendarBlock.firstDay] + leadingDays
    var carried = 0
    for column in 0..<MonthGrid.columnCount {
      let width = (column == 0 ? dayWidth - 1 : dayWidth) - carried
      carried = 0
      let offset = firstIndex + column - leadingDays
      if offset >= 0 && offset < dayCount || layout.request.showsAdjacentDays {
        carried = appendCivilDay(day, month: month, column: column, width: width, to: &output)
      } else {
        output.appendSpaces(width)
      }
      // The next day: the month's next, the next month's first, or across a reform's gap as the reform has it.
      if reform.isNearSwitch(julianDay + 1) {
        let date = reform.date(fromJulianDay: julianDay + 1)
        (year, month, day) = (date.year, date.month, date.day)
      } else if day < reform.lastDay(ofMonth: month, year: year) {
        day += 1
      } else {
        (year, month, day) = month == 12 ? (year + 1, 1, 1) : (year, month + 1, 1)
      }
      julianDay += 1
    }
    (blocks[base + MainCalendarBlock.civilYear], blocks[base + MainCalendarBlock.civilMonth]) = (year, month)
    (blocks[base + MainCalendarBlock.civilDay], blocks[base + MainCalendarBlock.cellDay]) = (day, julianDay)
  }

  /// Civil day `day` of month `month` in `width` columns of column `column`; returns the columns its label runs
  /// into the next cell.
  private func appendCivilDay(_ day: Int, month: Int, column: Int, width: Int, to output: inout TextBuffer) -> Int {
    let dayWidth = layout.dayWidth
    if day == 1 && column < MonthGrid.columnCount - 1 {
      // The label takes the cell's digits' columns and the next cell's but the space before its one digit.
      let name = layout.names.abbreviatedMonthNames[month - 1]
      let columns = displayWidth(name)
      if columns <= 2 * dayWidth - 3 {
        output.appendSpaces(width - (dayWidth - 1))
        output.append(civilStart)
        output.append(name)
        output.append(civilEnd)
        output.appendSpaces(max(0, dayWidth - 1 - columns))
        return max(0, columns - (dayWidth - 1))
      }
    }
    let start = civilCellStarts[day] + (dayWidth - width)
    civilCells.withUnsafeBufferPointer {
      output.append(bytes: UnsafeBufferPointer(rebasing: $0[start..<civilCellStarts[day + 1]]))
    }
    return 0
  }
}

// OtherCalendarRows: the other calendars' dates under a row of month blocks' day lines, and their title lines.

import CalendarCore

/// The rows `--calendar NAME` adds to a row of month blocks: under each line of day numbers, a line per calendar
/// (in the order asked for) with each day's number in that calendar, and under the month titles a line per calendar
/// naming the months and year each civil month spans (`OtherCalendarWords`), in the `otherCalendar` colour.
///
/// A cell holding the first day of one of the calendar's months shows the month instead (`Tis`, `M10`, `10月`), so
/// that a reader can follow its months. The label starts after the cell's separating space and may run over the
/// blank columns of the next cell in the line but one, which keeps a space before the next number: in a week line
/// the next day is day 2 of that month, and with `-v` day 8, both a single digit. A label that does not fit takes a
/// narrower form, and when none fits the cell shows its day number, 1.
///
/// Each block's cells are found by walking its days from one of the calendar's months to the next: one
/// `monthSpan(containing:cache:)` a month, and a day outside the calendar's range leaves its cell blank.
/// With `-v` a calendar's line goes under each weekday's line, and under the week numbers' line none.
///
/// A class, so that a rendering without other calendars carries one empty reference for it, which costs no
/// copying of its arrays and no type to make at start-up; its tables are arrays of numbers and bytes for the
/// same reason.
final class OtherCalendarRows {
  let layout: CalendarLayout
  /// The calendars, in the order asked for.
  private let systems: [CalendarSystem]
  /// How lunisolar months and years are written.
  private let script: CalendarLabelScript
  /// What the calendars keep between look-ups.
  private var cache = CalendarCache()
  /// The cells of the row's blocks, 42 for each calendar of each block (block by block): 0 for a blank cell, a day
  /// of the calendar's month (1...99), or `labelCode` + a label key for a month's first day.
  private var codes: [Int] = []
  /// The title lines of the row's blocks, one after another, each calendar's of each block (block by block).
  private var titleBytes: [UInt8] = []
  /// Where each title ends in `titleBytes`, and its columns: two numbers a title.
  private var titleEnds: [Int] = []
  /// The title being made.
  private var title = OtherCalendarTitle()
  /// The month labels' bytes, one after another.
  private var labelBytes: [UInt8] = []
  /// For each calendar's 32 label keys, `labelSlotSize` numbers: how many forms the label has (-1 before it is
  /// first needed), then for each of its forms (widest first) where its bytes start in `labelBytes`, how many
  /// they are and the columns they take.
  private var labelSlots: [Int]
  /// The blocks of the row being written.
  private var blockCount = 0
  /// For each calendar, the last month it found (`CalendarMonthSpan`'s year, month, 1 for a leap month, first day
  /// and day count), or a day count of 0: the next block, the next month, most often starts in it. Numbers, not
  /// spans, for the reason `labelSlots` is.
  private var lastSpans: [Int]
  /// The columns a title line has: the block's width, or with `-v` its six weeks'.
  private let titleWidth: Int
  /// The escape codes around the calendars' text, empty without colour.
  private let before: [UInt8], after: [UInt8]
  /// The cells of days 1 to 99 one after another, each its number right-aligned in a day's width with the escape
  /// codes around its digits: a run of days that follow one another is copied from here in one piece.
  private let dayCells: [UInt8]
  /// Where the cell of each day starts in `dayCells`, from day 0 (an empty cell) to 100 (the end).
  private let dayCellStarts: [Int]

  /// Where label codes start in `codes`: past every day number a month can have.
  private static let labelCode = 100
  /// The numbers a label key takes in `labelSlots`: the count, and three numbers for each of two forms.
  private static let labelSlotSize = 7
  /// The cells of a block.
  private static let cellCount = MonthGrid.rowCount * MonthGrid.columnCount

  /// The rows of the calendars `layout`'s request asks for, which must be some.
  init(layout: CalendarLayout) {
    self.layout = layout
    script = CalendarLabelScript(names: layout.names)
    systems = layout.request.calendars
    labelSlots = [Int](repeating: -1, count: systems.count * 32 * OtherCalendarRows.labelSlotSize)
    lastSpans = [Int](repeating: 0, count: systems.count * 5)
    titleWidth = layout.request.isVertical ? layout.dayWidth * MonthGrid.rowCount : layout.metrics.blockWidth
    let color = layout.style.theme.otherCalendar
    before = Array(layout.style.start(color).utf8)
    after = Array(layout.style.end(color).utf8)
    // Written through a pointer: appending to an array a byte at a time would cost more than the cells save.
    let dayWidth = layout.dayWidth
    let (before, after) = (self.before, self.after)
    let cellBytes = dayWidth + before.count + after.count
    var dayCellStarts = [Int](repeating: 0, count: OtherCalendarRows.labelCode + 1)
    let dayCells = [UInt8](unsafeUninitializedCapacity: (OtherCalendarRows.labelCode - 1) * cellBytes) { cells, count in
      var next = 0
      for day in 1..<OtherCalendarRows.labelCode {
        dayCellStarts[day] = next
        for _ in 0..<(dayWidth - (day < 10 ? 1 : 2)) {
          cells[next] = UInt8(ascii: " ")
          next += 1
        }
        for byte in before {
          cells[next] = byte
          next += 1
        }
        if day >= 10 {
          cells[next] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: day / 10)
          next += 1
        }
        cells[next] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: day % 10)
        next += 1
        for byte in after {
          cells[next] = byte
          next += 1
        }
      }
      dayCellStarts[OtherCalendarRows.labelCode] = next
      count = next
    }
    (self.dayCells, self.dayCellStarts) = (dayCells, dayCellStarts)
  }

  /// Finds the other calendars' dates and titles of the months `months` (indices into the request's months), a
  /// row of blocks.
  func startRow(of months: Range<Int>) {
    startRow(blockCount: months.count)
    let settings = layout.cellSettings
    var grid = settings.grid(for: settings.months[months.lowerBound])
    for position in 0..<months.count {
      if position > 0 { grid = grid.next }
      addBlock(grid, at: position)
    }
  }

  /// Makes room for a row of `count` blocks, to be given with `addBlock(_:at:)`.
  private func startRow(blockCount count: Int) {
    blockCount = count
    let cellCount = count * systems.count * OtherCalendarRows.cellCount
    if codes.count != cellCount { codes = [Int](repeating: 0, count: cellCount) }
    titleBytes.removeAll(keepingCapacity: true)
    titleEnds.removeAll(keepingCapacity: true)
  }

  /// Finds the other calendars' dates and titles of `grid`, the row's block at `position`; blocks are given in
  /// order.
  private func addBlock(_ grid: MonthGrid, at position: Int) {
    // Worked on in locals: a class's stored properties are checked for exclusive access at every use.
    var codes = self.codes, cache = self.cache, title = self.title
    (self.codes, self.title) = ([], OtherCalendarTitle())
    defer { (self.codes, self.cache, self.title) = (codes, cache, title) }
    let cellCount = OtherCalendarRows.cellCount
    let firstCellDay = grid.julianDays.lowerBound
    let monthDays = grid.monthJulianDays
    // Without `--fill` the adjacent months' cells stay blank, and their dates are not looked for.
    let monthCells = grid.leadingDays..<(grid.leadingDays + grid.dayCount)
    let shown = layout.cellSettings.showsAdjacentDays ? 0..<cellCount : monthCells
    for (calendar, system) in systems.enumerated() {
      let words = OtherCalendarWords(system: system, script: script)
      let base = (position * systems.count + calendar) * cellCount
      var span: CalendarMonthSpan?
      let kept = calendar * 5
      if lastSpans[kept + 4] > 0 {
        span = CalendarMonthSpan(
          year: lastSpans[kept], month: lastSpans[kept + 1], isLeapMonth: lastSpans[kept + 2] == 1,
          firstJulianDay: lastSpans[kept + 3], dayCount: lastSpans[kept + 4])
      }
      // A month kept from before the block's first shown day is of no use: the walk goes forward.
      if let kept = span, kept.firstJulianDay > firstCellDay + shown.lowerBound { span = nil }
      var (firstSpan, lastSpan): (CalendarMonthSpan?, CalendarMonthSpan?) = (nil, nil)
      codes.withUnsafeMutableBufferPointer { codes in
        for index in 0..<cellCount { codes[base + index] = 0 }
        for index in shown {
          let day = firstCellDay + index
          if span == nil || day > span!.lastJulianDay { span = system.monthSpan(containing: day, cache: &cache) }
          guard let found = span else { continue }
          if day == monthDays.lowerBound { firstSpan = found }
          if day == monthDays.upperBound { lastSpan = found }
          if day == found.firstJulianDay {
            let key = words.labelKey(of: found)
            keepLabel(of: found, key: key, calendar: calendar, words: words)
            codes[base + index] = OtherCalendarRows.labelCode + key
          } else {
            codes[base + index] = day - found.firstJulianDay + 1
          }
        }
      }
      if let span {
        (lastSpans[kept], lastSpans[kept + 1], lastSpans[kept + 2]) = (span.year, span.month, span.isLeapMonth ? 1 : 0)
        (lastSpans[kept + 3], lastSpans[kept + 4]) = (span.firstJulianDay, span.dayCount)
      }
      words.writeTitle(from: firstSpan, to: lastSpan, width: titleWidth, into: &title)
      titleBytes.append(contentsOf: title.bytes)
      titleEnds.append(titleBytes.count)
      titleEnds.append(title.columns)
    }
  }

  /// Keeps the label forms of the month `span` starts in `calendar`, under `key`, unless they are kept.
  private func keepLabel(of span: CalendarMonthSpan, key: Int, calendar: Int, words: OtherCalendarWords) {
    let slot = (calendar * 32 + key) * OtherCalendarRows.labelSlotSize
    if labelSlots[slot] >= 0 { return }
    var label = OtherCalendarTitle()
    var count = 0
    while count < 2 && words.writeMonthStartLabel(of: span, form: count, into: &label) {
      let place = slot + 1 + 3 * count
      (labelSlots[place], labelSlots[place + 1]) = (labelBytes.count, label.bytes.count)
      labelSlots[place + 2] = label.columns
      labelBytes.append(contentsOf: label.bytes)
      count += 1
    }
    labelSlots[slot] = count
  }

  // MARK: - Titles

  /// The calendars' years that civil year `year` spans, a line each, centred in `width` columns under the year's
  /// heading (`-y`).
  func appendYearLines(ofYear year: Int, width: Int, to output: inout TextBuffer) {
    let reform = layout.request.reform
    let firstDay = reform.julianDay(of: CivilDate(year: year, month: 1, day: 1))
    let lastDay = reform.julianDay(of: CivilDate(year: year, month: 12, day: 31))
    var title = OtherCalendarTitle()
    for system in systems {
      let words = OtherCalendarWords(system: system, script: script)
      let first = system.monthSpan(containing: firstDay, cache: &cache)
      words.writeYearTitle(from: first, to: system.monthSpan(containing: lastDay, cache: &cache), into: &title)
      let spaces = max(width - title.columns, 0)
      output.appendSpaces(spaces - spaces / 2)
      if title.columns > 0 {
        before.withUnsafeBufferPointer { output.append(bytes: $0) }
        title.bytes.withUnsafeBufferPointer { output.append(bytes: $0) }
        after.withUnsafeBufferPointer { output.append(bytes: $0) }
      }
      output.appendSpaces(spaces / 2)
      output.appendNewline()
    }
  }

  /// The calendars' title lines, a line each, centred under the blocks' titles (left-aligned with `-v`).
  func appendTitleLines(to output: inout TextBuffer) {
    let isVertical = layout.request.isVertical
    let gutter = layout.metrics.gutter
    let (titleWidth, blockCount, calendarCount) = (self.titleWidth, self.blockCount, systems.count)
    let (titleBytes, titleEnds, before, after) = (self.titleBytes, self.titleEnds, self.before, self.after)
    let room = titleBytes.count + blockCount * calendarCount * (titleWidth + gutter + before.count + after.count)
    for calendar in 0..<calendarCount {
      output.appendBytes(upTo: room + layout.dayWidth + 2) { cursor in
        // util-linux indents vertical titles past the weekday names and follows each with the gutter.
        if isVertical { cursor.writeSpaces(layout.dayWidth + 1) }
        for position in 0..<blockCount {
          let index = position * calendarCount + calendar
          let start = index == 0 ? 0 : titleEnds[2 * index - 2]
          let (end, columns) = (titleEnds[2 * index], titleEnds[2 * index + 1])
          // util-linux centres with the odd space on the left; `-v` left-aligns.
          let spaces = titleWidth - columns
          let leading = isVertical ? 0 : spaces - spaces / 2
          cursor.writeSpaces(leading)
          if end > start {
            before.withUnsafeBufferPointer { cursor.write($0) }
            titleBytes.withUnsafeBufferPointer { cursor.write(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            after.withUnsafeBufferPointer { cursor.write($0) }
          }
          cursor.writeSpaces(spaces - leading)
          if isVertical || position < blockCount - 1 { cursor.writeSpaces(gutter) }
        }
        cursor.write(UInt8(ascii: "\n"))
      }
    }
  }

  // MARK: - Cells

  /// The calendars' lines under the blocks' line `line`: under week row `line`, or with `-v` under weekday line
  /// `line` (none under the week numbers' line).
  func appendLines(under line: Int, to output: inout TextBuffer) {
    let isVertical = layout.request.isVertical
    if isVertical && line >= MonthGrid.columnCount { return }
    let cells = CellLine(
      dayWidth: layout.dayWidth, hasWeekNumbers: layout.request.weekNumbering != nil, isVertical: isVertical,
      line: line, slotStart: 0)
    let (gutter, blockCount, calendarCount) = (layout.metrics.gutter, self.blockCount, systems.count)
    // A cell is at most its width of spaces, the escape codes and a label's bytes.
    let cellRoom = cells.dayWidth + before.count + after.count + 16
    let room = blockCount * (MonthGrid.columnCount * cellRoom + gutter + 2) + cells.dayWidth + 1
    // Read once: a class's stored properties are checked for exclusive access at every use.
    let (codes, labelSlots, labelBytes) = (self.codes, self.labelSlots, self.labelBytes)
    let (before, after) = (self.before, self.after)
    let days = DayCells(bytes: dayCells, starts: dayCellStarts)
    codes.withUnsafeBufferPointer { codes in
      labelSlots.withUnsafeBufferPointer { slots in
        labelBytes.withUnsafeBufferPointer { labelBytes in
          before.withUnsafeBufferPointer { before in
            after.withUnsafeBufferPointer { after in
              for calendar in 0..<calendarCount {
                output.appendBytes(upTo: room) { cursor in
                  // With `-v` the weekday names' column, blank.
                  if isVertical { cursor.writeSpaces(cells.dayWidth - 1) }
                  for position in 0..<blockCount {
                    if position > 0 { cursor.writeSpaces(gutter) }
                    var blockCells = cells
                    blockCells.slotStart = calendar * 32 * OtherCalendarRows.labelSlotSize
                    blockCells.write(
                      codes: UnsafeBufferPointer(
                        rebasing: codes[((position * calendarCount + calendar) * OtherCalendarRows.cellCount)...]),
                      slots: slots, labelBytes: labelBytes, before: before, after: after, days: days, to: &cursor)
                  }
                  cursor.write(UInt8(ascii: "\n"))
                }
              }
            }
          }
        }
      }
    }
  }

  /// One calendar's line of cells in one block: a week row, or with `-v` a weekday's six days.
  private struct CellLine {
    let dayWidth: Int
    let hasWeekNumbers: Bool
    let isVertical: Bool
    /// The week row, or with `-v` the weekday's column.
    let line: Int
    /// Where the calendar's label slots start in `labelSlots`.
    var slotStart: Int

    /// Writes the line's cells from the block's 42 `codes`, each in `dayWidth` columns but a week row's first,
    /// which has no space before it unless a (blank) week number does.
    func write(
      codes: UnsafeBufferPointer<Int>, slots: UnsafeBufferPointer<Int>, labelBytes: UnsafeBufferPointer<UInt8>,
      before: UnsafeBufferPointer<UInt8>, after: UnsafeBufferPointer<UInt8>, days: DayCells, to cursor: inout ByteCursor
    ) {
      let (start, step, count) =
        isVertical
        ? (line, MonthGrid.columnCount, MonthGrid.rowCount) : (line * MonthGrid.columnCount, 1, MonthGrid.columnCount)
      var firstWidth = dayWidth
      if !isVertical {
        if hasWeekNumbers { cursor.writeSpaces(2) } else { firstWidth = dayWidth - 1 }
      }
      // The columns of a cell after its separating space, where a label starts.
      let digitsWidth = dayWidth - 1
      let labelCode = OtherCalendarRows.labelCode
      // The columns the last label ran into this cell.
      var carried = 0
      var cell = 0
      while cell < count {
        let width = (cell == 0 ? firstWidth : dayWidth) - carried
        let code = codes[start + cell * step]
        carried = 0
        if code == 0 {
          cursor.writeSpaces(width)
          cell += 1
          continue
        }
        if code < labelCode {
          // The run of days that follow one another from here, copied from the day cells at once, the first
          // without the spaces its width lacks.
          var end = cell + 1
          while end < count && code + (end - cell) < labelCode && codes[start + end * step] == code + (end - cell) {
            end += 1
          }
          days.write(from: code, through: code + (end - cell) - 1, leavingOut: dayWidth - width, to: &cursor)
          cell = end
          continue
        }
        // The next cell's blank columns but one are free: the number after the label keeps a space before it.
        var room = digitsWidth
        if cell + 1 < count {
          let next = codes[start + (cell + 1) * step]
          let nextDigits = next == 0 ? 0 : (next < 10 ? 1 : (next < labelCode ? 2 : dayWidth))
          room += max(0, dayWidth - nextDigits - 1)
        }
        let slot = slotStart + (code - labelCode) * OtherCalendarRows.labelSlotSize
        var isWritten = false
        for form in 0..<max(slots[slot], 0) where !isWritten {
          let place = slot + 1 + 3 * form
          let (formStart, formCount, columns) = (slots[place], slots[place + 1], slots[place + 2])
          guard columns <= room else { continue }
          cursor.writeSpaces(width - digitsWidth)
          cursor.write(before)
          cursor.write(UnsafeBufferPointer(rebasing: labelBytes[formStart..<(formStart + formCount)]))
          cursor.write(after)
          cursor.writeSpaces(digitsWidth - columns)
          carried = max(0, columns - digitsWidth)
          isWritten = true
        }
        // No form fits: the cell shows the month's first day as a day.
        if !isWritten { days.write(from: 1, through: 1, leavingOut: dayWidth - width, to: &cursor) }
        cell += 1
      }
    }
  }
}

/// The cells of days 1 to 99 (`OtherCalendarRows`'s `dayCells`), as the lines are written from them.
private struct DayCells {
  let bytes: [UInt8]
  let starts: [Int]

  /// Writes the cells of days `first` to `last`, leaving out the first `spaces` bytes of the first (spaces when the
  /// cell is narrower than a day's width).
  func write(from first: Int, through last: Int, leavingOut spaces: Int, to cursor: inout ByteCursor) {
    let range = (starts[first] + spaces)..<starts[last + 1]
    bytes.withUnsafeBufferPointer { cursor.write(UnsafeBufferPointer(rebasing: $0[range])) }
  }
}

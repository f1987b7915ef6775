// OtherCalendarCells' lines: the year lines, title lines and cell lines written from the row's cells and titles.

import CalendarCore

// The title and cell lines are written by `mutating` functions that change nothing: `OtherCalendarRows` calls
// them on its stored struct, which a non-mutating call would copy first, retaining and releasing each array.
extension OtherCalendarCells {
  // MARK: - Titles

  /// The calendars' years that civil year `year` spans, a line each, centred in `width` columns under the year's
  /// heading (`-y`).
  mutating func appendYearLines(ofYear year: Int, width: Int, to output: inout TextBuffer) {
    let reform = layout.request.reform
    let firstDay = reform.julianDay(of: CivilDate(year: year, month: 1, day: 1))
    let lastDay = reform.julianDay(of: CivilDate(year: year, month: 12, day: 31))
    appendYearLines(from: firstDay, through: lastDay, width: width, to: &output)
  }

  /// The calendars' years that the days from JDN `firstDay` through JDN `lastDay` span, a line each, centred in
  /// `width` columns: under a year's heading of civil months, or of another calendar's (`--main-calendar -y`).
  mutating func appendYearLines(from firstDay: Int, through lastDay: Int, width: Int, to output: inout TextBuffer) {
    var title = OtherCalendarTitle()
    for system in systems {
      let words = OtherCalendarWords(system: system, dateWords: dateWords)
      let first = system.monthSpan(containing: firstDay, cache: &cache)
      words.writeYearTitle(from: first, to: system.monthSpan(containing: lastDay, cache: &cache), into: &title)
      let spaces = max(width - title.columns, 0)
      output.appendSpaces(spaces - spaces / 2)
      if title.columns > 0 {
        before.withUnsafeBufferPointer { output.append(bytes: $0) }
        title.withBytes { output.append(bytes: $0) }
        after.withUnsafeBufferPointer { output.append(bytes: $0) }
      }
      output.appendSpaces(spaces / 2)
      output.appendNewline()
    }
  }

  /// The calendars' title lines, a line each, centred under the blocks' titles (left-aligned with `-v`).
  mutating func appendTitleLines(to output: inout TextBuffer) {
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

  /// Writes the row's lines into `lineBytes`, all at once: under each of the blocks' lines (week rows, or with
  /// `-v` weekday lines) a line per calendar, and in `lineEnds` where each group of lines ends.
  mutating func writeLines() {
    let isVertical = layout.request.isVertical
    let lineCount = isVertical ? MonthGrid.columnCount : MonthGrid.rowCount
    let cells = CellLine(
      dayWidth: layout.dayWidth, hasWeekNumbers: layout.request.weekNumbering != nil, isVertical: isVertical,
      line: 0, slotStart: 0)
    let (gutter, blockCount, calendarCount) = (layout.metrics.gutter, self.blockCount, systems.count)
    // A cell is at most its width of spaces and the escape codes, and 4 bytes more for a day in two letters or
    // digits of two bytes (Hebrew, Arabic-Indic); a label adds its bytes, at most 16, to its cell; a block holds at
    // most two month starts of a calendar (its 42 days, the months' 29 or more).
    let cellRoom = cells.dayWidth + before.count + after.count + 4
    let lineRoom = blockCount * (MonthGrid.columnCount * cellRoom + gutter + 2) + cells.dayWidth + 1
    let room = lineCount * calendarCount * lineRoom + blockCount * calendarCount * 2 * 16
    var days = DayCells(bytes: dayCells, starts: dayCellStarts, base: 0)
    // Taken out while written, so that each is unique and keeps its memory from row to row; the room set aside
    // is filled with zeros once, and each row writes over the bytes it needs.
    var (bytes, ends) = (lineBytes, lineEnds)
    (lineBytes, lineEnds) = ([], [])
    defer { (lineBytes, lineEnds) = (bytes, ends) }
    ends.removeAll(keepingCapacity: true)
    if bytes.count < room { bytes = [UInt8](repeating: 0, count: room) }
    bytes.withUnsafeMutableBufferPointer { lineBytes in
      var cursor = ByteCursor(lineBytes)
      let start = cursor.next
      codes.withUnsafeBufferPointer { codes in
        labelSlots.withUnsafeBufferPointer { slots in
          labelBytes.withUnsafeBufferPointer { labelBytes in
            before.withUnsafeBufferPointer { before in
              after.withUnsafeBufferPointer { after in
                for line in 0..<lineCount {
                  for calendar in 0..<calendarCount {
                    // With `-v` the weekday names' column, blank.
                    if isVertical { cursor.writeSpaces(cells.dayWidth - 1) }
                    for position in 0..<blockCount {
                      if position > 0 { cursor.writeSpaces(gutter) }
                      var blockCells = cells
                      blockCells.line = line
                      blockCells.slotStart = calendar * 32 * OtherCalendarCells.labelSlotSize
                      days.base = calendar * OtherCalendarCells.dayCellsPerCalendar
                      let firstCode = (position * calendarCount + calendar) * OtherCalendarCells.cellCount
                      blockCells.write(
                        codes: UnsafeBufferPointer(rebasing: codes[firstCode...]), slots: slots,
                        labelBytes: labelBytes, before: before, after: after, days: days, to: &cursor)
                    }
                    cursor.write(UInt8(ascii: "\n"))
                  }
                  ends.append(cursor.next - start)
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
    var line: Int
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
      let labelCode = OtherCalendarCells.labelCode
      // The columns the last label ran into this cell.
      var carried = 0
      var cell = 0
      while cell < count {
        let width = (cell == 0 ? firstWidth : dayWidth) - carried
        let code = codes[start + cell * step]
        carried = 0
        if code == 0 {
          // The run of blank cells from here, written at once.
          var (end, index) = (cell + 1, start + (cell + 1) * step)
          // Wrapping arithmetic: the indices stay within the 42 cells, and checks for overflow would cost more than
          // the loop's comparisons.
          while end < count && codes[index] == 0 { (end, index) = (end &+ 1, index &+ step) }
          cursor.writeSpaces(width + (end - cell - 1) * dayWidth)
          cell = end
          continue
        }
        if code < labelCode {
          // The run of days that follow one another from here, copied from the day cells at once, the first
          // without the spaces its width lacks. A day's code is at most `longestMonth` and a run at most a line
          // long, so the run never reaches `labelCode`.
          var (end, index, next) = (cell + 1, start + (cell + 1) * step, code + 1)
          while end < count && codes[index] == next { (end, index, next) = (end &+ 1, index &+ step, next &+ 1) }
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
        let slot = slotStart + (code - labelCode) * OtherCalendarCells.labelSlotSize
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

/// The cells of days 1 to `longestMonth` (`OtherCalendarCells`' `dayCells`), as the lines are written from them.
private struct DayCells {
  let bytes: [UInt8]
  let starts: [Int]
  /// Where the calendar's days start in `starts`.
  var base: Int

  /// Writes the cells of days `first` to `last`, leaving out the first `spaces` bytes of the first (spaces when the
  /// cell is narrower than a day's width).
  func write(from first: Int, through last: Int, leavingOut spaces: Int, to cursor: inout ByteCursor) {
    let range = (starts[base + first] + spaces)..<starts[base + last + 1]
    bytes.withUnsafeBufferPointer { cursor.write(UnsafeBufferPointer(rebasing: $0[range])) }
  }
}

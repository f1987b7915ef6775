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
/// copying of its arrays and no type to make at start-up.
final class OtherCalendarRows {
  let layout: CalendarLayout
  /// The calendars' words, in the order asked for.
  private let words: [OtherCalendarWords]
  /// What the calendars keep between look-ups.
  private var cache = CalendarCache()
  /// The cells of the row's blocks, 42 for each calendar of each block (block by block): 0 for a blank cell, a day
  /// of the calendar's month (1...99), or `labelCode` + a label key for a month's first day.
  private var codes: [Int] = []
  /// The title line of each calendar of each block, block by block.
  private var titles: [String] = []
  /// For each calendar, the forms of each month's label (by label key) as bytes with their columns, widest first;
  /// empty until a month of that key is first shown.
  private var labels: [[[LabelForm]]]
  /// The blocks of the row being written.
  private var blockCount = 0
  /// The columns a title line has: the block's width, or with `-v` its six weeks'.
  private let titleWidth: Int
  /// The escape codes around the calendars' text, or `""` without colour.
  private let before: String, after: String

  /// Where label codes start in `codes`: past every day number a month can have.
  private static let labelCode = 100

  /// A label's bytes and the columns they take.
  private struct LabelForm {
    let bytes: [UInt8]
    let columns: Int
  }

  /// The rows of the calendars `layout`'s request asks for, which must be some.
  init(layout: CalendarLayout) {
    self.layout = layout
    let script = CalendarLabelScript(names: layout.names)
    words = layout.request.calendars.map { OtherCalendarWords(system: $0, script: script) }
    labels = [[[LabelForm]]](repeating: [[LabelForm]](repeating: [], count: 32), count: words.count)
    titleWidth = layout.request.isVertical ? layout.dayWidth * MonthGrid.rowCount : layout.metrics.blockWidth
    let color = layout.style.theme.otherCalendar
    (before, after) = (layout.style.start(color), layout.style.end(color))
  }

  /// Makes room for a row of `count` blocks, to be given with `addBlock(_:at:)`.
  func startRow(blockCount count: Int) {
    blockCount = count
    let cellCount = count * words.count * MonthGrid.rowCount * MonthGrid.columnCount
    if codes.count != cellCount { codes = [Int](repeating: 0, count: cellCount) }
    if titles.count != count * words.count { titles = [String](repeating: "", count: count * words.count) }
  }

  /// Finds the other calendars' dates and titles of `grid`, the row's block at `position`.
  func addBlock(_ grid: MonthGrid, at position: Int) {
    let cellCount = MonthGrid.rowCount * MonthGrid.columnCount
    let firstCellDay = grid.julianDays.lowerBound
    let monthDays = grid.monthJulianDays
    // Without `--fill` the adjacent months' cells stay blank, and their dates are not looked for.
    let shown = layout.cellSettings.showsAdjacentDays ? 0..<cellCount : grid.leadingDays..<(grid.leadingDays + grid.dayCount)
    for calendar in words.indices {
      let system = words[calendar].system
      let base = (position * words.count + calendar) * cellCount
      var span: CalendarMonthSpan?
      var (firstSpan, lastSpan): (CalendarMonthSpan?, CalendarMonthSpan?) = (nil, nil)
      for index in 0..<cellCount { codes[base + index] = 0 }
      for index in shown {
        let day = firstCellDay + index
        if span == nil || day > span!.lastJulianDay { span = system.monthSpan(containing: day, cache: &cache) }
        guard let found = span else { continue }
        if day == monthDays.lowerBound { firstSpan = found }
        if day == monthDays.upperBound { lastSpan = found }
        if day == found.firstJulianDay {
          let key = words[calendar].labelKey(of: found)
          if labels[calendar][key].isEmpty { labels[calendar][key] = labelForms(of: found, calendar: calendar) }
          codes[base + index] = OtherCalendarRows.labelCode + key
        } else {
          codes[base + index] = day - found.firstJulianDay + 1
        }
      }
      titles[position * words.count + calendar] = words[calendar].title(from: firstSpan, to: lastSpan, width: titleWidth)
    }
  }

  /// The label forms of the month `span` starts in `calendar`.
  private func labelForms(of span: CalendarMonthSpan, calendar: Int) -> [LabelForm] {
    words[calendar].monthStartLabels(of: span).map { LabelForm(bytes: Array($0.utf8), columns: displayWidth($0)) }
  }

  // MARK: - Titles

  /// The calendars' title lines, a line each, centred under the blocks' titles (left-aligned with `-v`).
  func appendTitleLines(to output: inout TextBuffer) {
    let isVertical = layout.request.isVertical
    let gutter = layout.metrics.gutter
    for calendar in words.indices {
      // util-linux indents vertical titles past the weekday names and follows each with the gutter.
      if isVertical { output.appendSpaces(layout.dayWidth + 1) }
      for position in 0..<blockCount {
        let title = titles[position * words.count + calendar]
        let (start, end) = title.isEmpty ? ("", "") : (before, after)
        if isVertical {
          output.appendLeftAligned(title, width: titleWidth, before: start, after: end)
          output.appendSpaces(gutter)
        } else {
          output.appendCentered(title, width: titleWidth, before: start, after: end)
          if position < blockCount - 1 { output.appendSpaces(gutter) }
        }
      }
      output.appendNewline()
    }
  }

  // MARK: - Cells

  /// The calendars' lines under the blocks' line `line`: under week row `line`, or with `-v` under weekday line
  /// `line` (none under the week numbers' line).
  func appendLines(under line: Int, to output: inout TextBuffer) {
    let isVertical = layout.request.isVertical
    if isVertical && line >= MonthGrid.columnCount { return }
    let dayWidth = layout.dayWidth
    let gutter = layout.metrics.gutter
    let cellCount = MonthGrid.rowCount * MonthGrid.columnCount
    for calendar in words.indices {
      // With `-v` the weekday names' column, blank.
      if isVertical { output.appendSpaces(dayWidth - 1) }
      for position in 0..<blockCount {
        if position > 0 { output.appendSpaces(gutter) }
        let base = (position * words.count + calendar) * cellCount
        if isVertical {
          appendCells(
            calendar: calendar, from: base + line, step: MonthGrid.columnCount, count: MonthGrid.rowCount,
            firstWidth: dayWidth, to: &output)
        } else {
          // The week-number column, blank; without it the row's first cell has no space before it.
          var firstWidth = dayWidth - 1
          if layout.request.weekNumbering != nil {
            output.appendSpaces(2)
            firstWidth = dayWidth
          }
          appendCells(
            calendar: calendar, from: base + line * MonthGrid.columnCount, step: 1, count: MonthGrid.columnCount,
            firstWidth: firstWidth, to: &output)
        }
      }
      output.appendNewline()
    }
  }

  /// `count` cells of `codes` from `start`, `step` apart, in `layout.dayWidth` columns each but the first,
  /// which has `firstWidth`.
  private func appendCells(
    calendar: Int, from start: Int, step: Int, count: Int, firstWidth: Int, to output: inout TextBuffer
  ) {
    let dayWidth = layout.dayWidth
    // The columns of a cell after its separating space, where a label starts.
    let digitsWidth = dayWidth - 1
    // The columns the last label ran into this cell.
    var carried = 0
    for cell in 0..<count {
      let width = (cell == 0 ? firstWidth : dayWidth) - carried
      let code = codes[start + cell * step]
      carried = 0
      if code == 0 {
        output.appendSpaces(width)
        continue
      }
      var day = code
      if code >= OtherCalendarRows.labelCode {
        // The next cell's blank columns but one are free: the number after the label keeps a space before it.
        var room = digitsWidth
        if cell + 1 < count {
          let next = codes[start + (cell + 1) * step]
          let nextDigits = next == 0 ? 0 : (next < 10 ? 1 : (next < OtherCalendarRows.labelCode ? 2 : dayWidth))
          room += max(0, dayWidth - nextDigits - 1)
        }
        if let form = labels[calendar][code - OtherCalendarRows.labelCode].first(where: { $0.columns <= room }) {
          output.appendSpaces(width - digitsWidth)
          output.append(before)
          form.bytes.withUnsafeBufferPointer { output.append(bytes: $0) }
          output.append(after)
          output.appendSpaces(digitsWidth - form.columns)
          carried = max(0, form.columns - digitsWidth)
          continue
        }
        day = 1
      }
      output.appendNumber(day, width: width, before: before, after: after)
    }
  }
}

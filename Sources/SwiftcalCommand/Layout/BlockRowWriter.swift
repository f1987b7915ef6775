// BlockRowWriter: rows of month blocks put together from their titles, weekday names and kept cells.

import CalendarCore

/// Writes the rows of month blocks of one rendering, as util-linux `cal` lays them out: the
/// titles, then horizontally a line of weekday names over each block and six week lines, or with
/// `-v` seven lines of a weekday's name and its days across the blocks and a line of week numbers.
///
/// Each block's cells come from a `BlockTextCache`, and each row's text, its titles with it when
/// they can be kept, from a `RowTextCache`: a row of a long range is one copy with its years
/// written over the kept ones.
struct BlockRowWriter {
  let layout: CalendarLayout
  private var blocks: BlockTextCache
  private var rows: RowTextCache
  private var titles: TitleWriter
  /// The bodies of the row being written, as words (`MonthBody.append(to:)`).
  private var rowBodies: [Int] = []
  /// Its blocks in `blocks`, when its text is not kept yet.
  private var rowBlocks: [Int] = []
  /// Where its years start in its titles.
  private var rowYearStarts: [Int] = []
  /// The text of the row being written when it is not kept yet.
  private var rowText = TextBuffer()
  /// The line of weekday names over the last row of horizontal blocks not kept, and how many
  /// blocks it is over: the same for every row of as many blocks.
  private var header: (blockCount: Int, line: [UInt8]) = (0, [])
  /// With `-v`, what starts each weekday line (the weekday's name) and the week numbers' line.
  private var sideNames: [[UInt8]] = []
  /// The grid of the month after the last one written, and that month's index in the request's
  /// months: rows follow one another, and a grid is found from the one before at half the cost.
  private var nextGrid: (grid: MonthGrid, index: Int)?
  /// With `--fill`, the grid of the last month written, the one before `nextGrid`'s.
  private var lastGrid: MonthGrid?
  /// What the day-fact sources kept from the months written so far, which the legend goes on with (a year's
  /// holidays are found once for both).
  private(set) var factCache = DayFactCache()
  /// The digits of the last year written over a kept row's titles.
  private var yearDigits = YearDigits()

  /// - Parameters:
  ///   - layout: the rendering's layout.
  ///   - keepsBlocks: whether blocks and rows written once are copied after; `false` lays each
  ///     out anew (a year or less, where nothing comes round again; and what the tests compare
  ///     the caches with).
  init(layout: CalendarLayout, keepsBlocks: Bool = true) {
    self.layout = layout
    blocks = BlockTextCache(layout: layout, isEnabled: keepsBlocks)
    // The other calendars' dates differ from month to month where the civil cells repeat, so a row with them
    // is never copied; each block's civil cells are still kept.
    rows = RowTextCache(isEnabled: keepsBlocks && layout.request.calendars.isEmpty)
    titles = TitleWriter(layout: layout)
  }

  /// The row of blocks of the months `months` (indices into the request's months), with the other calendars'
  /// lines of `otherRows` when there are any (`--calendar`; a writer made with them keeps no rows).
  ///
  /// The other calendars' rows are passed in rather than kept here: the writer is copied whole now and then, and a
  /// field more would cost every rendering its retains.
  mutating func appendRow(of months: Range<Int>, otherRows: OtherCalendarRows? = nil, to output: inout TextBuffer) {
    var firstMonth: YearMonth?
    // Rows but the last have as many blocks: their bodies go over the last row's.
    if rowBodies.count != months.count * MonthBody.wordCount {
      rowBodies = [Int](repeating: 0, count: months.count * MonthBody.wordCount)
    }
    for (position, index) in months.enumerated() {
      let settings = layout.cellSettings
      let grid = nextGrid?.index == index ? nextGrid!.grid : settings.grid(for: settings.months[index])
      if firstMonth == nil { firstMonth = grid.month }
      let next = settings.grid(after: grid)
      let body: MonthBody
      let weekendBits = settings.colorsCells && settings.weekendChanges ? MonthBody.packedWeekend(of: grid) : 0
      if layout.cellSettings.showsAdjacentDays {
        // `--fill` shows the months around each month: their grids are at hand.
        let previous = nextGrid?.index == index ? lastGrid : nil
        body = MonthBody(
          grid, previous: previous, next: next, layout: layout, factCache: &factCache, weekendBits: weekendBits)
        lastGrid = grid
      } else {
        body = MonthBody(grid, layout: layout, factCache: &factCache, weekendBits: weekendBits)
      }
      body.write(to: &rowBodies, at: position * MonthBody.wordCount)
      nextGrid = (next, index + 1)
    }
    // The other calendars' dates, from grids of their own: the loop above stays as lean as without them.
    otherRows?.startRow(of: months)
    // Titles go with the row's text only when it is kept.
    let titleKey = rows.isEnabled ? titles.templateKey(firstMonth: firstMonth!, count: months.count) : nil
    if titleKey == nil {
      titles.appendTitleLines(of: months, to: &output, yearStarts: &rowYearStarts)
      otherRows?.appendTitleLines(to: &output)
    }
    let hash = rowBodies.withUnsafeBufferPointer { RowTextCache.hash(of: $0, titleKey: titleKey ?? 0) }
    if let row = rows.row(for: rowBodies, titleKey: titleKey ?? 0, hash: hash) {
      appendKeptRow(row, firstMonth: firstMonth!, to: &output)
      return
    }
    rowText.removeAll()
    rowYearStarts.removeAll(keepingCapacity: true)
    if titleKey != nil { titles.appendTitleLines(of: months, to: &rowText, yearStarts: &rowYearStarts) }
    blocks.forgetIfFull()
    rowBlocks.removeAll(keepingCapacity: true)
    for start in stride(from: 0, to: rowBodies.count, by: MonthBody.wordCount) {
      rowBlocks.append(blocks.block(for: MonthBody(words: rowBodies, at: start)))
    }
    if layout.request.isVertical {
      if sideNames.isEmpty { sideNames = makeSideNames() }
    } else {
      if header.blockCount != months.count { header = (months.count, layout.weekdayHeaderLine(blockCount: months.count)) }
      header.line.withUnsafeBufferPointer { rowText.append(bytes: $0) }
    }
    appendCellLines(to: &rowText, otherRows: otherRows)
    rowText.withBytes { text in
      // No row comes after the last to copy it.
      if months.upperBound < layout.cellSettings.months.count {
        rows.keep(text, yearStarts: rowYearStarts, for: rowBodies, titleKey: titleKey ?? 0, hash: hash)
      }
      output.append(bytes: text)
    }
  }

  /// Kept row `row`, with the years of the months from `firstMonth` on written over the years in
  /// its titles.
  private mutating func appendKeptRow(_ row: Int, firstMonth: YearMonth, to output: inout TextBuffer) {
    var yearDigits = self.yearDigits
    defer { self.yearDigits = yearDigits }
    rows.bytes.withUnsafeBufferPointer { kept in
      rows.yearStarts.withUnsafeBufferPointer { allYearStarts in
        let text = UnsafeBufferPointer(rebasing: kept[rows.text(ofRow: row)])
        let yearStarts = UnsafeBufferPointer(rebasing: allYearStarts[rows.yearStarts(ofRow: row)])
        output.appendBytes(upTo: text.count) { cursor in
          let rowStart = cursor.next
          cursor.write(text)
          // Each year is made into digits once, for the blocks of that year side by side; a title
          // line of names has no years, and with years on a line of their own there is one each.
          var block = 0
          var year = firstMonth.year
          var monthsLeftInYear = 13 - firstMonth.month
          while block < yearStarts.count {
            let end = min(block + monthsLeftInYear, yearStarts.count)
            yearDigits.withDigits(of: year) { digits in
              // Over the kept digits, which the cursor has written already and which are as many
              // (the title key holds their count).
              for yearStart in yearStarts[block..<end] {
                (rowStart + yearStart).update(from: digits.baseAddress!, count: digits.count)
              }
            }
            (block, year, monthsLeftInYear) = (end, year + 1, 12)
          }
        }
      }
    }
  }

  // MARK: - Weekday names

  /// With `-v`, the weekday names that start the weekday lines, and blanks for the week numbers'.
  private func makeSideNames() -> [[UInt8]] {
    var names = (0..<MonthGrid.columnCount).map { column in
      var name = TextBuffer()
      layout.appendWeekdayName(ofColumn: column, to: &name, isCentred: false)
      return name.bytes
    }
    names.append([UInt8](repeating: UInt8(ascii: " "), count: layout.dayWidth - 1))
    return names
  }

  // MARK: - Cells

  /// The blocks' cell lines side by side, each block's line copied from `blocks`, with the gutters between them
  /// and, with `-v`, the weekday names before them; under each line the other calendars' lines of `otherRows`
  /// when there are any, all in one piece of the output.
  private func appendCellLines(to output: inout TextBuffer, otherRows: OtherCalendarRows?) {
    let gutter = layout.metrics.gutter
    let lineCount = blocks.lineCount
    let sideBytes = sideNames.reduce(0) { max($0, $1.count) }
    let cellBytes = rowBlocks.reduce(0) { $0 + blocks.byteCount(ofBlock: $1) }
    // The lines as arrays rather than through a closure given to `otherRows`: such a closure would copy this
    // writer, whole, to capture it.
    let (otherLines, otherLineEnds) = otherRows?.lines ?? ([], [])
    let room = cellBytes + lineCount * (sideBytes + rowBlocks.count * gutter + 1) + (otherLineEnds.last ?? 0)
    output.appendBytes(upTo: room) { cursor in
      blocks.bytes.withUnsafeBufferPointer { kept in
        otherLines.withUnsafeBufferPointer { otherLines in
          for line in 0..<lineCount {
            if !sideNames.isEmpty { sideNames[line].withUnsafeBufferPointer { cursor.write($0) } }
            for (position, block) in rowBlocks.enumerated() {
              if position > 0 { cursor.writeSpaces(gutter) }
              cursor.write(UnsafeBufferPointer(rebasing: kept[blocks.lineRange(line, ofBlock: block)]))
            }
            cursor.write(UInt8(ascii: "\n"))
            // The calendars' lines under it; with `-v` none under the week numbers' line.
            if line < otherLineEnds.count {
              let start = line == 0 ? 0 : otherLineEnds[line - 1]
              cursor.write(UnsafeBufferPointer(rebasing: otherLines[start..<otherLineEnds[line]]))
            }
          }
        }
      }
    }
  }
}

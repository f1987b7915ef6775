// BlockRowWriter: rows of month blocks put together from their titles, weekday names and kept cells.

import CalendarCore

/// Writes the rows of month blocks of one rendering, as util-linux `cal` lays them out: the
/// titles, then horizontally a line of weekday names over each block and six week lines, or with
/// `-v` seven lines of a weekday's name and its days across the blocks and a line of week numbers.
///
/// Each block's cells come from a `BlockTextCache` and each row's text under its titles from a
/// `RowTextCache`, so that a row of a long range is its titles and one copy.
struct BlockRowWriter {
  let layout: CalendarLayout
  private var blocks: BlockTextCache
  private var rows: RowTextCache
  private var titles: TitleWriter
  /// The bodies of the row being written.
  private var rowBodies: [MonthBody] = []
  /// Its blocks in `blocks`, when its text is not kept yet.
  private var rowBlocks: [Int] = []
  /// The text of the row being written when it is not kept yet.
  private var rowText = TextBuffer()
  /// With `-v`, what starts each weekday line (the weekday's name) and the week numbers' line.
  private var sideNames: [[UInt8]] = []
  /// The grid of the month after the last one written, and that month's index in the request's
  /// months: rows follow one another, and a grid is found from the one before at half the cost.
  private var nextGrid: (grid: MonthGrid, index: Int)?

  /// - Parameters:
  ///   - layout: the rendering's layout.
  ///   - keepsBlocks: whether blocks and rows written once are copied after; `false` lays each
  ///     out anew (what the tests compare the caches with).
  init(layout: CalendarLayout, keepsBlocks: Bool = true) {
    self.layout = layout
    blocks = BlockTextCache(layout: layout, isEnabled: keepsBlocks)
    rows = RowTextCache(isEnabled: keepsBlocks)
    titles = TitleWriter(layout: layout)
  }

  /// The row of blocks of the months `months` (indices into the request's months).
  mutating func appendRow(of months: Range<Int>, to output: inout TextBuffer) {
    rowBodies.removeAll(keepingCapacity: true)
    var rowFirstMonth: YearMonth?
    for index in months {
      let grid = nextGrid?.index == index ? nextGrid!.grid : layout.cellSettings.grid(for: layout.cellSettings.months[index])
      if rowFirstMonth == nil { rowFirstMonth = grid.month }
      rowBodies.append(MonthBody(grid, layout: layout))
      nextGrid = (grid.next, index + 1)
    }
    titles.appendTitleLines(of: months, firstMonth: rowFirstMonth!, to: &output)
    let hash = RowTextCache.hash(of: rowBodies)
    if let kept = rows.text(for: rowBodies, hash: hash) {
      rows.bytes.withUnsafeBufferPointer { output.append(bytes: UnsafeBufferPointer(rebasing: $0[kept])) }
      return
    }
    blocks.forgetIfFull()
    rowBlocks.removeAll(keepingCapacity: true)
    for body in rowBodies { rowBlocks.append(blocks.block(for: body)) }
    rowText.removeAll()
    if layout.request.isVertical {
      if sideNames.isEmpty { sideNames = makeSideNames() }
    } else {
      appendHeader(to: &rowText)
    }
    appendCellLines(to: &rowText)
    rowText.withBytes { text in
      rows.keep(text, for: rowBodies, hash: hash)
      output.append(bytes: text)
    }
  }

  // MARK: - Weekday names

  /// The line of weekday names over the row's horizontal blocks.
  private func appendHeader(to output: inout TextBuffer) {
    for position in rowBlocks.indices {
      if layout.request.weekNumbering != nil {
        // util-linux pads the week-number column one short with day-of-year numbers.
        output.appendSpaces(layout.request.showsDayOfYear ? layout.dayWidth - 1 : layout.dayWidth)
      }
      for column in 0..<MonthGrid.columnCount {
        if column > 0 { output.appendSpaces(1) }
        appendWeekdayName(ofColumn: column, to: &output, isCentred: true)
      }
      if position < rowBlocks.count - 1 { output.appendSpaces(layout.metrics.gutter) }
    }
    output.appendNewline()
  }

  /// With `-v`, the weekday names that start the weekday lines, and blanks for the week numbers'.
  private func makeSideNames() -> [[UInt8]] {
    var names = (0..<MonthGrid.columnCount).map { column in
      var name = TextBuffer()
      appendWeekdayName(ofColumn: column, to: &name, isCentred: false)
      return name.bytes
    }
    names.append([UInt8](repeating: UInt8(ascii: " "), count: layout.dayWidth - 1))
    return names
  }

  /// The weekday name of column `column` in a day's width less its space, in the header's colour
  /// and its weekend colour.
  private func appendWeekdayName(ofColumn column: Int, to output: inout TextBuffer, isCentred: Bool) {
    let style = layout.style
    let weekday = layout.request.firstWeekday.advanced(by: column)
    let weekendColor = style.weekendColor(of: weekday, weekend: layout.request.weekend)
    let (before, after) = (style.start(style.theme.header, weekendColor), style.end(style.theme.header, weekendColor))
    let name = layout.names.abbreviation(of: weekday)
    if isCentred {
      output.appendCentered(name, width: layout.dayWidth - 1, before: before, after: after)
    } else {
      output.appendLeftAligned(name, width: layout.dayWidth - 1, before: before, after: after)
    }
  }

  // MARK: - Cells

  /// The blocks' cell lines side by side, each block's line copied from `blocks`, with the
  /// gutters between them and, with `-v`, the weekday names before them.
  private func appendCellLines(to output: inout TextBuffer) {
    let gutter = layout.metrics.gutter
    let lineCount = blocks.lineCount
    let sideBytes = sideNames.reduce(0) { max($0, $1.count) }
    let cellBytes = rowBlocks.reduce(0) { $0 + blocks.byteCount(ofBlock: $1) }
    output.appendBytes(upTo: cellBytes + lineCount * (sideBytes + rowBlocks.count * gutter + 1)) { cursor in
      blocks.bytes.withUnsafeBufferPointer { kept in
        for line in 0..<lineCount {
          if !sideNames.isEmpty { sideNames[line].withUnsafeBufferPointer { cursor.write($0) } }
          for (position, block) in rowBlocks.enumerated() {
            if position > 0 { cursor.writeSpaces(gutter) }
            cursor.write(UnsafeBufferPointer(rebasing: kept[blocks.lineRange(line, ofBlock: block)]))
          }
          cursor.write(UInt8(ascii: "\n"))
        }
      }
    }
  }
}

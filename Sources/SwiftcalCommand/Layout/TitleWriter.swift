// TitleWriter: the title lines over a row of month blocks, written from the names' bytes and the years' digits.

import CalendarCore

/// Writes the title lines over a row of month blocks, as `CalendarLayout.titleLines(_:width:)`
/// words them ("May 2026"; the name and the year on lines of their own when some name is too
/// wide; the name alone under a year header), centred over each block, or left-aligned with
/// `-v`. Every month has a title of its own, so titles are not kept like the blocks below them:
/// they are written from the month name's bytes and the year's digits, without making a string.
/// A title too wide for its block, which must be cut as `TextBuffer.appendCentered` cuts it, and
/// titles with era years (`--era`) are made the general way.
struct TitleWriter {
  let layout: CalendarLayout
  /// The columns a title has: the block's width.
  let width: Int
  /// The most bytes a month name has.
  private let longestName: Int
  /// The columns each month name takes, January first, measured when first needed; -1 before.
  private var nameColumns: [Int] = []
  /// The last title line written for each kind of line and first month of the row, to be written
  /// again with other years' digits (an empty one, of no blocks, until then).
  private var templates: [Template] = []

  init(layout: CalendarLayout) {
    self.layout = layout
    width = layout.request.isVertical ? layout.dayWidth * MonthGrid.rowCount : layout.metrics.blockWidth
    longestName = layout.names.monthNames.reduce(0) { max($0, $1.utf8.count) }
  }

  /// What a title line holds for each month.
  private enum Words { case name, year, nameAndYear }

  /// A title line as written, and where its years' digits are in it. The months of a row follow
  /// one another, so rows starting in the same month with as many blocks, whose years have as many
  /// digits, have title lines that differ in those digits only.
  private struct Template {
    var bytes: [UInt8] = []
    /// Where each block's year starts in `bytes`; empty for a line of names.
    var yearStarts: [Int] = []
    var blockCount = 0
    var digitCount = 0
  }

  /// The title lines of the months `months` (indices into the request's months), the first of
  /// which is `firstMonth`.
  mutating func appendTitleLines(of months: Range<Int>, firstMonth: YearMonth, to output: inout TextBuffer) {
    if layout.request.showsEra && layout.request.yearHeader == nil {
      appendGeneralTitleLines(of: months, to: &output)
      return
    }
    // A year header leaves the names alone; names too wide put the years on a line of their own.
    let isYearHeader = layout.request.yearHeader != nil
    let lineCount = !isYearHeader && layout.metrics.titleNeedsTwoLines ? 2 : 1
    let lastYear = firstMonth.year + (firstMonth.month - 1 + months.count - 1) / 12
    // Years grow along a row, so the first and the last have the fewest and the most digits.
    let digitCount = decimalDigitCount(of: firstMonth.year, zeroPaddedTo: 4)
    let hasOneDigitCount = digitCount == decimalDigitCount(of: lastYear, zeroPaddedTo: 4)
    if templates.isEmpty { templates = [Template](repeating: Template(), count: 3 * 12) }
    for line in 0..<lineCount {
      let words: Words = isYearHeader || line == 0 && lineCount == 2 ? .name : (lineCount == 2 ? .year : .nameAndYear)
      let key = (words == .name ? 0 : (words == .year ? 1 : 2)) * 12 + firstMonth.month - 1
      if hasOneDigitCount && templates[key].blockCount == months.count && templates[key].digitCount == digitCount {
        appendTemplate(key, firstMonth: firstMonth, to: &output)
        continue
      }
      var template: Template? = hasOneDigitCount ? Template(blockCount: months.count, digitCount: digitCount) : nil
      appendTitleLine(words, of: months, to: &output, template: &template)
      templates[key] = template ?? Template()
    }
  }

  /// Template `key` with the years of the months from `firstMonth` on written over its digits.
  private func appendTemplate(_ key: Int, firstMonth: YearMonth, to output: inout TextBuffer) {
    templates[key].bytes.withUnsafeBufferPointer { bytes in
      templates[key].yearStarts.withUnsafeBufferPointer { yearStarts in
        let digitCount = templates[key].digitCount
        output.appendBytes(upTo: bytes.count) { cursor in
          let lineStart = cursor.next
          cursor.write(bytes)
          // The blocks of one year are side by side: a row's years are made into digits once each.
          var block = 0
          var year = firstMonth.year
          var monthsLeftInYear = 13 - firstMonth.month
          while block < yearStarts.count {
            let end = min(block + monthsLeftInYear, yearStarts.count)
            withDecimalDigits(of: year, zeroPaddedTo: 4) { digits in
              precondition(digits.count == digitCount, "a year with more digits than its template's")
              // Over the template's digits, which the cursor has written already.
              for yearStart in yearStarts[block..<end] {
                (lineStart + yearStart).update(from: digits.baseAddress!, count: digitCount)
              }
            }
            (block, year, monthsLeftInYear) = (end, year + 1, 12)
          }
        }
      }
    }
  }

  /// A title line written anew; `template`, when given, becomes its template, or `nil` when a
  /// title had to be cut.
  private mutating func appendTitleLine(
    _ words: Words, of months: Range<Int>, to output: inout TextBuffer, template: inout Template?
  ) {
    let start = output.count
    // A title is at most its width in spaces and a name, a space and a year's digits and sign.
    let blockBytes = width + longestName + 22 + layout.metrics.gutter
    output.appendBytes(upTo: layout.dayWidth + 2 + months.count * blockBytes) { cursor in
      let lineStart = cursor.next
      let isVertical = layout.request.isVertical
      // util-linux indents vertical titles past the weekday names and follows every one with
      // the gutter, the last one too.
      if isVertical { cursor.writeSpaces(layout.dayWidth + 1) }
      for index in months {
        var yearStart: UnsafeMutablePointer<UInt8>?
        let fits = writeTitle(words, of: layout.cellSettings.months[index], to: &cursor, yearStart: &yearStart)
        if !fits { template = nil }
        if let yearStart { template?.yearStarts.append(yearStart - lineStart) }
        if isVertical || index < months.upperBound - 1 { cursor.writeSpaces(layout.metrics.gutter) }
      }
      cursor.write(UInt8(ascii: "\n"))
    }
    if template != nil { output.withBytes { template?.bytes = Array($0[start...]) } }
  }

  /// One title, padded to `width`; `false` when it had to be cut. `yearStart` is where its year's
  /// digits went, if it has them and fits.
  private mutating func writeTitle(
    _ words: Words, of month: YearMonth, to cursor: inout ByteCursor, yearStart: inout UnsafeMutablePointer<UInt8>?
  ) -> Bool {
    let name = layout.names.monthName(month.month)
    let nameColumns = words == .year ? 0 : columns(ofNameOf: month.month)
    return withDecimalDigits(of: month.year, zeroPaddedTo: 4) { digits in
      let columns = words == .name ? nameColumns : (words == .year ? digits.count : nameColumns + 1 + digits.count)
      guard columns <= width else {
        writeCutTitle(words, name: name, year: digits, to: &cursor)
        return false
      }
      let spaces = width - columns
      // util-linux centres with the odd space on the left; `-v` left-aligns.
      let leading = layout.request.isVertical ? 0 : spaces - spaces / 2
      cursor.writeSpaces(leading)
      if words != .year { writeBytes(of: name, to: &cursor) }
      if words == .nameAndYear { cursor.write(UInt8(ascii: " ")) }
      if words != .name {
        yearStart = cursor.next
        cursor.write(digits)
      }
      cursor.writeSpaces(spaces - leading)
      return true
    }
  }

  /// A title wider than its block, cut to it as `TextBuffer` cuts text.
  private func writeCutTitle(
    _ words: Words, name: String, year: UnsafeBufferPointer<UInt8>, to cursor: inout ByteCursor
  ) {
    let yearText = String(decoding: year, as: UTF8.self)
    let title = words == .name ? name : (words == .year ? yearText : joinedWithSpace(name, yearText))
    var text = TextBuffer()
    if layout.request.isVertical {
      text.appendLeftAligned(title, width: width)
    } else {
      text.appendCentered(title, width: width)
    }
    text.bytes.withUnsafeBufferPointer { cursor.write($0) }
  }

  /// The columns month `month`'s name takes, as `TextBuffer` measures text it aligns.
  private mutating func columns(ofNameOf month: Int) -> Int {
    if nameColumns.isEmpty { nameColumns = [Int](repeating: -1, count: 12) }
    if nameColumns[month - 1] < 0 { nameColumns[month - 1] = textColumns(layout.names.monthName(month)) }
    return nameColumns[month - 1]
  }

  private func writeBytes(of text: String, to cursor: inout ByteCursor) {
    let written: Void? = text.utf8.withContiguousStorageIfAvailable { cursor.write($0) }
    if written == nil { for byte in text.utf8 { cursor.write(byte) } }
  }

  /// Titles made as strings and aligned by `TextBuffer`: era years, which differ in length from
  /// month to month and decide between one line and two for the whole row.
  private func appendGeneralTitleLines(of months: Range<Int>, to output: inout TextBuffer) {
    let grids = months.map { layout.request.grid(for: layout.request.months[$0]) }
    let isVertical = layout.request.isVertical
    for line in layout.titleLines(grids, width: width) {
      if isVertical { output.appendSpaces(layout.dayWidth + 1) }
      for (position, title) in line.enumerated() {
        if isVertical {
          output.appendLeftAligned(title, width: width)
          output.appendSpaces(layout.metrics.gutter)
        } else {
          output.appendCentered(title, width: width)
          if position < line.count - 1 { output.appendSpaces(layout.metrics.gutter) }
        }
      }
      output.appendNewline()
    }
  }
}

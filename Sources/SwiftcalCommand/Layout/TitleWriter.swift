// TitleWriter: the title lines over a row of month blocks, written from the names' bytes and the years' digits.

import CalendarCore

/// Writes the title lines over a row of month blocks, as `CalendarLayout.titleLines(_:width:)`
/// words them ("May 2026"; the name and the year on lines of their own when some name is too
/// wide; the name alone under a year header), centred over each block, or left-aligned with
/// `-v`: from the month name's bytes and the year's digits, without making a string.
///
/// The months of a row follow one another, so the title lines of rows starting in the same month,
/// whose years have as many digits, differ in those digits only: `RowTextCache` keeps them with
/// the rest of the row under `templateKey(firstMonth:count:)` and writes the years over them. A
/// title too wide for its block, which must be cut as `TextBuffer.appendCentered` cuts it, and
/// titles with era years (`--era`) have no key; era titles are made the general way.
struct TitleWriter {
  let layout: CalendarLayout
  /// The columns a title has: the block's width.
  let width: Int
  /// The most bytes a month name has.
  private let longestName: Int
  /// The columns each month name takes, January first, measured when first needed; -1 before.
  private var nameColumns: [Int] = []
  /// The last year `templateKey` counted the digits of, and their count: rows of a year ask again.
  private var countedYear = (year: 0, digitCount: 4)
  /// For rows starting in each month, January first, three numbers: the block and digit counts
  /// `templateKey` last answered for and its answer, 0 for none. The rows of a range ask the same
  /// few questions.
  private var answers: [Int] = []

  init(layout: CalendarLayout) {
    self.layout = layout
    width = layout.request.isVertical ? layout.dayWidth * MonthGrid.rowCount : layout.metrics.blockWidth
    longestName = layout.names.monthNames.reduce(0) { max($0, $1.utf8.count) }
  }

  /// What a title line holds for each month.
  private enum Words { case name, year, nameAndYear }

  /// The kinds of title line, in order: a year header leaves the names alone; names too wide put
  /// the years on a line of their own.
  private var lines: (first: Words, second: Words?) {
    if layout.request.yearHeader != nil { return (.name, nil) }
    return layout.metrics.titleNeedsTwoLines ? (.name, .year) : (.nameAndYear, nil)
  }

  /// The key of the title lines of `count` months from `firstMonth` as a template with their years
  /// left out (rows with equal keys have title lines equal but for the years' digits), or `nil`
  /// when they cannot be one: era years, years of different lengths, a title cut to its block.
  mutating func templateKey(firstMonth: YearMonth, count: Int) -> Int? {
    if layout.request.showsEra && layout.request.yearHeader == nil { return nil }
    // The months past January of the first year are at least 0: dividing them unsigned spares the
    // signed division's corrections, once a row.
    let lastYear = firstMonth.year + Int(UInt(firstMonth.month - 1 + count - 1) / 12)
    // Years grow along a row, so the first and the last have the fewest and the most digits.
    let digitCount = digitCount(ofYear: firstMonth.year)
    guard lastYear == firstMonth.year || digitCount == self.digitCount(ofYear: lastYear) else { return nil }
    if answers.isEmpty { answers = [Int](repeating: 0, count: 3 * 12) }
    let answer = 3 * (firstMonth.month - 1)
    if answers[answer] == count && answers[answer + 1] == digitCount {
      return answers[answer + 2] == 0 ? nil : answers[answer + 2]
    }
    var key = digitCount * 16 + firstMonth.month
    let (first, second) = lines
    for offset in 0..<min(count, 12) {
      let month = (firstMonth.month - 1 + offset) % 12 + 1
      guard columns(of: first, month: month, digitCount: digitCount) <= width,
        second.map({ columns(of: $0, month: month, digitCount: digitCount) <= width }) ?? true
      else {
        key = 0
        break
      }
    }
    (answers[answer], answers[answer + 1], answers[answer + 2]) = (count, digitCount, key)
    return key == 0 ? nil : key
  }

  /// How many characters `cal` writes `year` with: four digits at least.
  private mutating func digitCount(ofYear year: Int) -> Int {
    if year != countedYear.year { countedYear = (year, decimalDigitCount(of: year, zeroPaddedTo: 4)) }
    return countedYear.digitCount
  }

  /// The columns a title of `words` takes.
  private mutating func columns(of words: Words, month: Int, digitCount: Int) -> Int {
    switch words {
    case .name: columns(ofNameOf: month)
    case .year: digitCount
    case .nameAndYear: columns(ofNameOf: month) + 1 + digitCount
    }
  }

  /// The title lines of the months `months` (indices into the request's months).
  /// - Parameter yearStarts: receives where each block's year went in `output`, counted from
  ///   `output`'s start, when it has one.
  mutating func appendTitleLines(of months: Range<Int>, to output: inout TextBuffer, yearStarts: inout [Int]) {
    if layout.request.showsEra && layout.request.yearHeader == nil {
      appendGeneralTitleLines(of: months, to: &output)
      return
    }
    let (first, second) = lines
    appendTitleLine(first, of: months, to: &output, yearStarts: &yearStarts)
    if let second { appendTitleLine(second, of: months, to: &output, yearStarts: &yearStarts) }
  }

  private mutating func appendTitleLine(
    _ words: Words, of months: Range<Int>, to output: inout TextBuffer, yearStarts: inout [Int]
  ) {
    let lineOffset = output.count
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
        writeTitle(words, of: layout.cellSettings.months[index], to: &cursor, yearStart: &yearStart)
        if let yearStart { yearStarts.append(lineOffset + (yearStart - lineStart)) }
        if isVertical || index < months.upperBound - 1 { cursor.writeSpaces(layout.metrics.gutter) }
      }
      cursor.write(UInt8(ascii: "\n"))
    }
  }

  /// One title, padded to `width`, or cut to it. `yearStart` is where its year's digits went, if it
  /// has them and is not cut.
  private mutating func writeTitle(
    _ words: Words, of month: YearMonth, to cursor: inout ByteCursor, yearStart: inout UnsafeMutablePointer<UInt8>?
  ) {
    let name = layout.names.monthName(month.month)
    let nameColumns = words == .year ? 0 : columns(ofNameOf: month.month)
    withDecimalDigits(of: month.year, zeroPaddedTo: 4) { digits in
      let columns = words == .name ? nameColumns : (words == .year ? digits.count : nameColumns + 1 + digits.count)
      guard columns <= width else {
        writeCutTitle(words, name: name, year: digits, to: &cursor)
        return
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
    text.withBytes { cursor.write($0) }
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

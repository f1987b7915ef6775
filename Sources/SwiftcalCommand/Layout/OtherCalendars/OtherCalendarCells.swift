// OtherCalendarCells: the other calendars' dates, month labels and titles of a row of month blocks.

import CalendarCore

/// What `OtherCalendarRows` writes from: for each block of the row and each calendar, the 42 cells' codes and the
/// title line, with the month labels kept as bytes once made.
///
/// Each block's cells are found by walking its days from one of the calendar's months to the next: one
/// `monthSpan(containing:cache:)` a month, each month's days numbered in one run, and a day outside the calendar's
/// range left blank.
///
/// A struct changed in place: its arrays are worked on without the exclusivity checks a class's stored properties
/// cost at each use. Its tables are arrays of numbers and bytes, not of a type of its own, which a run would have
/// to set up on first use; docs/performance.md has the measurements.
struct OtherCalendarCells {
  /// The rendering's layout.
  let layout: CalendarLayout
  /// The calendars, in the order asked for.
  let systems: CalendarSystemList
  /// How lunisolar months and years are written.
  let script: CalendarLabelScript
  /// The locale's words and digits for the calendars' dates: one value, not an array of each calendar's words, which
  /// would be an array of a new element type for start-up to set up.
  let dateWords: CalendarDateWords
  /// What the calendars keep between look-ups.
  var cache = CalendarCache()
  /// The cells of the row's blocks, 42 for each calendar of each block (block by block): 0 for a blank cell, a day
  /// of the calendar's month (1...`longestMonth`), or `labelCode` + a label key for a month's first day.
  var codes: [Int] = []
  /// The title lines of the row's blocks, one after another, each calendar's of each block (block by block).
  var titleBytes: [UInt8] = []
  /// Where each title ends in `titleBytes`, and its columns: two numbers a title.
  var titleEnds: [Int] = []
  /// The title being made.
  var title = OtherCalendarTitle()
  /// The month label being made: one for all, whose bytes are kept from one label to the next.
  var label = OtherCalendarTitle()
  /// The month labels' bytes, one after another.
  var labelBytes: [UInt8] = []
  /// For each calendar's 32 label keys, `labelSlotSize` numbers: how many forms the label has (-1 before it is
  /// first needed), then for each of its forms (widest first) where its bytes start in `labelBytes`, how many
  /// they are and the columns they take.
  var labelSlots: [Int]
  /// The blocks of the row being written.
  var blockCount = 0
  /// The row's lines of cells (`writeLines()`), under each of the blocks' lines a line per calendar, and past the
  /// last of `lineEnds` the room a longer row needs.
  var lineBytes: [UInt8] = []
  /// Where the lines under each of the blocks' lines end in `lineBytes`.
  var lineEnds: [Int] = []
  /// For each calendar, the last month it found (`CalendarMonthSpan`'s year, month, 1 for a leap month, first day
  /// and day count), or a day count of 0: the next block, the next month, most often starts in it. Numbers, not
  /// spans, for the reason `labelSlots` is.
  var lastSpans: [Int]
  /// The columns a title line has: the block's width, or with `-v` its six weeks'.
  let titleWidth: Int
  /// The escape codes around the calendars' text, empty without colour.
  let before: [UInt8], after: [UInt8]
  /// For each calendar, the cells of days 1 to `longestMonth` one after another, each its number right-aligned in a
  /// day's width with the escape codes around its digits (in the locale's digits, or Hebrew letters): a run of days
  /// that follow one another is copied from here in one piece.
  let dayCells: [UInt8]
  /// Where the cell of each day starts in `dayCells`: for each calendar, `dayCellsPerCalendar` numbers, from day 0
  /// (an empty cell) to `longestMonth` + 1 (the end).
  let dayCellStarts: [Int]

  /// The numbers each calendar takes in `dayCellStarts`.
  static let dayCellsPerCalendar = longestMonth + 2

  /// The most days a month of the calendars has: 31, the first six months of the Persian calendar (the Hebrew,
  /// Islamic and lunisolar months have 29 or 30).
  static let longestMonth = 31
  /// Where label codes start in `codes`: past every day number a month can have.
  static let labelCode = 100
  /// The numbers a label key takes in `labelSlots`: the count, and three numbers for each of two forms.
  static let labelSlotSize = 7
  /// The cells of a block.
  static let cellCount = MonthGrid.rowCount * MonthGrid.columnCount

  /// The cells of the calendars `layout`'s request asks for, which must be some.
  init(layout: CalendarLayout) {
    self.layout = layout
    script = CalendarLabelScript(names: layout.names)
    systems = layout.request.calendars
    dateWords = CalendarDateWords(
      words: LocaleWords(language: layout.request.dateLanguage), digits: layout.request.digits, script: script)
    labelSlots = [Int](repeating: -1, count: systems.count * 32 * OtherCalendarCells.labelSlotSize)
    lastSpans = [Int](repeating: 0, count: systems.count * 5)
    // Room for a row's titles from the start, so that the arrays do not grow while a row is written.
    let titleCount = layout.metrics.monthsPerRow * systems.count
    titleEnds.reserveCapacity(2 * titleCount)
    titleBytes.reserveCapacity(OtherCalendarTitle.capacity * titleCount)
    // And for the month labels (sixteen of at most 16 bytes for each calendar: a year shows 12 or 13 of its months
    // start, each label in one or two forms) and the ends of a row's lines (a group under each of at most seven).
    labelBytes.reserveCapacity(systems.count * 16 * 16)
    lineEnds.reserveCapacity(MonthGrid.columnCount)
    titleWidth = layout.request.isVertical ? layout.dayWidth * MonthGrid.rowCount : layout.metrics.blockWidth
    let color = layout.style.theme.otherCalendar
    before = Array(layout.style.start(color).utf8)
    after = Array(layout.style.end(color).utf8)
    (dayCells, dayCellStarts) = OtherCalendarCells.dayCells(
      of: systems, in: dateWords, dayWidth: layout.dayWidth, before: before, after: after)
  }

  /// The day cells of each calendar of `systems` (`dayCells`, `dayCellStarts`): days 1 to `longestMonth`, each
  /// right-aligned in `dayWidth` columns between `before` and `after`, in ASCII digits unless `dateWords` writes the
  /// calendar's days its own way (`CalendarDateWords.number`; Hebrew days as letters without their marks, the
  /// narrow form that two columns hold).
  private static func dayCells(
    of systems: CalendarSystemList, in dateWords: CalendarDateWords, dayWidth: Int, before: [UInt8], after: [UInt8]
  ) -> ([UInt8], [Int]) {
    let longestMonth = OtherCalendarCells.longestMonth
    var starts = [Int](repeating: 0, count: systems.count * dayCellsPerCalendar)
    // Written through a pointer: appending to an array a byte at a time would cost more than the cells save. A
    // day's text is at most two letters or digits of four UTF-8 bytes.
    let cellBytes = dayWidth + before.count + after.count + 8
    let cells = [UInt8](unsafeUninitializedCapacity: systems.count * longestMonth * cellBytes) { cells, count in
      var next = 0
      func write(_ byte: UInt8) {
        cells[next] = byte
        next += 1
      }
      for (calendar, system) in systems.enumerated() {
        let base = calendar * dayCellsPerCalendar
        let isASCII =
          !dateWords.hasWords(for: system) || dateWords.digits.isASCII
          && !(system == .hebrew && dateWords.digits.usesHebrewNumerals)
        for day in 1...longestMonth {
          starts[base + day] = next
          if isASCII {
            for _ in 0..<(dayWidth - (day < 10 ? 1 : 2)) { write(UInt8(ascii: " ")) }
            for byte in before { write(byte) }
            if day >= 10 { write(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: day / 10)) }
            write(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: day % 10))
          } else {
            let text = dateWords.number(day, in: system, isPunctuated: false)
            for _ in 0..<max(0, dayWidth - displayWidth(text)) { write(UInt8(ascii: " ")) }
            for byte in before { write(byte) }
            for byte in text.utf8 { write(byte) }
          }
          for byte in after { write(byte) }
        }
        starts[base + longestMonth + 1] = next
        // Day 0, an empty cell, starts where day 1 does.
        starts[base] = starts[base + 1]
      }
      count = next
    }
    return (cells, starts)
  }

  /// Finds the other calendars' dates and titles of the months `months` (indices into the request's months), a
  /// row of blocks.
  mutating func startRow(of months: Range<Int>) {
    blockCount = months.count
    let cellCount = months.count * systems.count * OtherCalendarCells.cellCount
    if codes.count != cellCount { codes = [Int](repeating: 0, count: cellCount) }
    titleBytes.removeAll(keepingCapacity: true)
    titleEnds.removeAll(keepingCapacity: true)
    let settings = layout.cellSettings
    var grid = settings.grid(for: settings.months[months.lowerBound])
    for position in 0..<months.count {
      if position > 0 { grid = grid.next }
      addBlock(grid, at: position)
    }
    writeLines()
  }

  /// Finds the other calendars' dates and titles of the blocks of another calendar's months (`--main-calendar`):
  /// for each, its first cell's day, its first day and its day count, three numbers a block in `blocks`.
  mutating func startRow(ofMainBlocks blocks: [Int]) {
    blockCount = blocks.count / 3
    let cellCount = blockCount * systems.count * OtherCalendarCells.cellCount
    if codes.count != cellCount { codes = [Int](repeating: 0, count: cellCount) }
    titleBytes.removeAll(keepingCapacity: true)
    titleEnds.removeAll(keepingCapacity: true)
    for position in 0..<blockCount {
      let (firstCellDay, firstDay, dayCount) = (blocks[3 * position], blocks[3 * position + 1], blocks[3 * position + 2])
      addBlock(
        firstCellDay: firstCellDay, monthDays: firstDay...(firstDay + dayCount - 1),
        leadingDays: firstDay - firstCellDay, at: position)
    }
    writeLines()
  }

  /// Finds the other calendars' dates and titles of `grid`, the row's block at `position`; blocks are given in
  /// order.
  @inline(__always)
  private mutating func addBlock(_ grid: MonthGrid, at position: Int) {
    addBlock(
      firstCellDay: grid.julianDays.lowerBound, monthDays: grid.monthJulianDays, leadingDays: grid.leadingDays,
      at: position)
  }

  /// Finds the other calendars' dates and titles of the row's block at `position`, whose first cell is the day
  /// `firstCellDay`, its month's days `monthDays`, `leadingDays` cells after it; blocks are given in order.
  private mutating func addBlock(firstCellDay: Int, monthDays: ClosedRange<Int>, leadingDays: Int, at position: Int) {
    let cellCount = OtherCalendarCells.cellCount
    // Without `--fill` the adjacent months' cells stay blank, and their dates are not looked for.
    let monthCells = leadingDays..<(leadingDays + monthDays.count)
    let shown = layout.cellSettings.showsAdjacentDays ? 0..<cellCount : monthCells
    for (calendar, system) in systems.enumerated() {
      let words = OtherCalendarWords(system: system, dateWords: dateWords)
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
      // The labels found, kept after the walk: keeping one changes other arrays than `codes`.
      var labels: (CalendarMonthSpan?, CalendarMonthSpan?) = (nil, nil)
      codes.withUnsafeMutableBufferPointer { codes in
        (codes.baseAddress! + base).update(repeating: 0, count: cellCount)
        var index = shown.lowerBound
        while index < shown.upperBound {
          let day = firstCellDay + index
          if span == nil || day > span!.lastJulianDay { span = system.monthSpan(containing: day, cache: &cache) }
          guard let found = span else {
            index += 1
            continue
          }
          // The shown days of the month from here on, numbered in one run.
          precondition(found.dayCount <= OtherCalendarCells.longestMonth, "a month longer than the day cells")
          let end = min(shown.upperBound, found.lastJulianDay - firstCellDay + 1)
          let days = day...(firstCellDay + end - 1)
          if days.contains(monthDays.lowerBound) { firstSpan = found }
          if days.contains(monthDays.upperBound) { lastSpan = found }
          var number = day - found.firstJulianDay + 1
          for cell in index..<end {
            codes[base + cell] = number
            number += 1
          }
          if day == found.firstJulianDay {
            codes[base + index] = OtherCalendarCells.labelCode + words.labelKey(of: found)
            if labels.0 == nil { labels.0 = found } else { labels.1 = found }
          }
          index = end
        }
      }
      // A block of at most 42 days holds the first days of at most two of the calendar's months.
      if let label = labels.0 { keepLabel(of: label, calendar: calendar, words: words) }
      if let label = labels.1 { keepLabel(of: label, calendar: calendar, words: words) }
      if let span {
        (lastSpans[kept], lastSpans[kept + 1], lastSpans[kept + 2]) = (span.year, span.month, span.isLeapMonth ? 1 : 0)
        (lastSpans[kept + 3], lastSpans[kept + 4]) = (span.firstJulianDay, span.dayCount)
      }
      words.writeTitle(from: firstSpan, to: lastSpan, width: titleWidth, into: &title)
      title.appendBytes(to: &titleBytes)
      titleEnds.append(titleBytes.count)
      titleEnds.append(title.columns)
    }
  }

  /// Keeps the label forms of the month `span` starts in `calendar`, unless they are kept.
  private mutating func keepLabel(of span: CalendarMonthSpan, calendar: Int, words: OtherCalendarWords) {
    let slot = (calendar * 32 + words.labelKey(of: span)) * OtherCalendarCells.labelSlotSize
    if labelSlots[slot] >= 0 { return }
    var count = 0
    while count < 2 && words.writeMonthStartLabel(of: span, form: count, into: &label) {
      let place = slot + 1 + 3 * count
      (labelSlots[place], labelSlots[place + 1]) = (labelBytes.count, label.byteCount)
      labelSlots[place + 2] = label.columns
      label.appendBytes(to: &labelBytes)
      count += 1
    }
    labelSlots[slot] = count
  }
}

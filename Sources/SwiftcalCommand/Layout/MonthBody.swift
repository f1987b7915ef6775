// MonthBody: everything that decides the text of a month block's day cells, and nothing else.

import CalendarCore

/// What a month block's 42 day cells and their week numbers show, as far as it differs from
/// month to month: which cells hold the month's days and with which numbers, the adjacent months'
/// numbers around them with `--fill`, which cell is today, which kinds of day fact (marks, and the
/// kinds to come) colour each cell, and each week row's number with `-w`.
///
/// It is both the only month-dependent input of `CalendarLayout.appendBlockLine(_:of:to:)`, which
/// lays the cells out, and the key under which `BlockTextCache` (and row by row `RowTextCache`)
/// keeps that text: two months with equal bodies (the same weekday of the 1st, the same length,
/// no today or fact among them) have the same cells byte for byte, so a long range lays each kind
/// of month out once and copies it after. Whatever else the text
/// depends on (the first weekday, widths, colours, the locale) is the same for every month of a
/// rendering and lives in `CalendarLayout`. What a cell does not show is left out (no numbers in
/// blank adjacent cells, no today or facts without colour), so that such months share a body.
///
/// Its fields are packed into seven words, so that the caches compare and hash a body word by
/// word and keep bodies in arrays of words (an array of a type of swiftcal's own would be a type
/// start-up has to set up); the accessors unpack them.
struct MonthBody: Equatable {
  /// The cells before the month's first day (`NumberRun.packed`), and in the high half the cells
  /// of the month's days.
  private let leadingAndDays: UInt64
  /// The cells after the month's last day (`NumberRun.packed`), and in the high half 1 + the
  /// index of today's cell, or 0 (bits 32 to 37); with colour and a weekend that changed, the grid's
  /// weekend above it (`weekendDays(ofCell:)`).
  private let trailingAndToday: UInt64
  /// The kinds of fact that colour each cell (`CellFactKinds`), when colour is on.
  private let factKinds: CellFactKinds
  /// The six week rows' numbers with `-w`, a byte each from the first row's in the lowest, 0 for a
  /// row without one; 0 without `-w`.
  private let weekNumbers: UInt64

  /// The cells before the month's first day: the previous month's last days with `--fill`,
  /// blank otherwise.
  var leading: NumberRun { NumberRun(packed: UInt32(truncatingIfNeeded: leadingAndDays)) }
  /// The cells of the month's days.
  var days: NumberRun { NumberRun(packed: UInt32(truncatingIfNeeded: leadingAndDays >> 32)) }
  /// The cells after the month's last day: the next month's first days with `--fill`, blank
  /// otherwise.
  var trailing: NumberRun { NumberRun(packed: UInt32(truncatingIfNeeded: trailingAndToday)) }
  /// The index (0...41) of today's cell when today is one of the month's days and colour is on,
  /// else -1.
  var todayCell: Int { Int(truncatingIfNeeded: trailingAndToday >> 32 & 63) - 1 }

  /// The weekdays of the weekend of cell `index` (0...41), where colour is on and the request's weekend changed
  /// (the grid's weekend in bits 40 to 46 with bit 47 set, the weekend before its change in bits 48 to 54, the
  /// first cell of the change in bits 56 to 61); `nil` where the request's one weekend holds.
  func weekendDays(ofCell index: Int) -> WeekdaySet? {
    guard trailingAndToday >> 47 & 1 == 1 else { return nil }
    let isBefore = index < Int(truncatingIfNeeded: trailingAndToday >> 56 & 63)
    return WeekdaySet(bitPattern: UInt8(truncatingIfNeeded: trailingAndToday >> (isBefore ? 48 : 40)))
  }

  /// The body of `grid` as `layout` shows it.
  /// - Parameters:
  ///   - previous: the grid of the month before, `grid.previous`, when the caller has it.
  ///   - next: the grid of the month after, `grid.next`, when the caller has it.
  ///   - factCache: what the day-fact sources kept from the months before, kept for the next.
  ///   - weekendBits: `packedWeekend(of: grid)` where colour is on and the request's weekend changed, else 0: found
  ///     by the caller, since a call here, even one not taken, kept the compiler from inlining this initialiser in
  ///     the walk over months.
  @inline(__always)
  init(
    _ grid: MonthGrid, previous: MonthGrid? = nil, next: MonthGrid? = nil, layout: CalendarLayout,
    factCache: inout DayFactCache, weekendBits: UInt64
  ) {
    // The settings by themselves, not through the request: copying the request for a month
    // would cost more than the rest of the month's layout.
    let settings = layout.cellSettings
    let days = NumberRun(daysOf: grid, numberingDaysOfYear: settings.showsDayOfYear)
    let trailingCount = MonthGrid.rowCount * MonthGrid.columnCount - grid.leadingDays - days.count
    let leading: NumberRun
    let trailing: NumberRun
    if settings.showsAdjacentDays {
      // The adjacent months' days, numbered as their own grids number them: the day-of-year
      // numbers of December's days around January count in December's year.
      leading = NumberRun(daysOf: previous ?? grid.previous, numberingDaysOfYear: settings.showsDayOfYear)
        .suffix(grid.leadingDays)
      trailing = NumberRun(daysOf: next ?? grid.next, numberingDaysOfYear: settings.showsDayOfYear)
        .prefix(trailingCount)
    } else {
      leading = .blank(count: grid.leadingDays)
      trailing = .blank(count: trailingCount)
    }
    var todayCell = -1
    if settings.colorsCells, let today = grid.today, today.yearMonth == grid.month, let index = grid.index(of: today) {
      todayCell = index
    }
    leadingAndDays = UInt64(leading.packed) | UInt64(days.packed) << 32
    trailingAndToday = UInt64(trailing.packed) | UInt64(truncatingIfNeeded: todayCell + 1) << 32 | weekendBits
    factKinds = settings.colorsFacts ? CellFactKinds(of: grid, layout: layout, cache: &factCache) : CellFactKinds()
    var weekNumbers: UInt64 = 0
    if let numbering = settings.weekNumbering {
      // `cal`'s numbers, with a number for the last row too when it holds only the next month's
      // days and those are shown.
      grid.forEachWeekNumber(
        numbering: numbering, rule: settings.weekRowRule, includingAdjacentRows: settings.showsAdjacentDays
      ) { row, number in
        guard let number else { return }
        precondition((1...255).contains(number), "a week number that does not fit a byte")
        weekNumbers |= UInt64(truncatingIfNeeded: number) << (8 * row)
      }
    }
    self.weekNumbers = weekNumbers
  }

  /// `grid`'s weekend as `trailingAndToday`'s bits 40 to 61 keep it (`weekendDays(ofCell:)`), for a request whose
  /// weekend changed. Never inlined: only such a request takes it.
  @inline(never)
  static func packedWeekend(of grid: MonthGrid) -> UInt64 {
    // The first cell of the grid's last weekend, found only where the weekend changed within the grid.
    var changeCell = 0
    if grid.weekendBefore != grid.weekend {
      while grid.weekend(ofCell: changeCell) != grid.weekend { changeCell += 1 }
    }
    return UInt64(0x80 | grid.weekend.bitPattern) << 40 | UInt64(grid.weekendBefore.bitPattern) << 48
      | UInt64(changeCell) << 56
  }

  /// The week number of row `row` (0...5), or `nil` for a row without one.
  func weekNumber(ofRow row: Int) -> Int? {
    let number = Int(truncatingIfNeeded: (weekNumbers >> (8 * row)) & 0xFF)
    return number == 0 ? nil : number
  }

  /// The kinds of fact that colour cell `index` (0...41).
  func factKinds(ofCell index: Int) -> DayFactKinds { factKinds.kinds(ofCell: index) }

  /// How many words a body is kept in (`append(to:)`).
  static let wordCount = 7

  /// Appends the body's words to `words`, as `Int`s of the same bits: an array of `Int` is set
  /// up already, where one of `UInt64` would be one more type for start-up to set up.
  func append(to words: inout [Int]) {
    words.append(Int(truncatingIfNeeded: leadingAndDays))
    words.append(Int(truncatingIfNeeded: trailingAndToday))
    words.append(Int(truncatingIfNeeded: factKinds.words.0))
    words.append(Int(truncatingIfNeeded: factKinds.words.1))
    words.append(Int(truncatingIfNeeded: factKinds.words.2))
    words.append(Int(truncatingIfNeeded: factKinds.words.3))
    words.append(Int(truncatingIfNeeded: weekNumbers))
  }

  /// Puts the body's words in `words` from `offset` on, as `append(to:)` appends them.
  func write(to words: inout [Int], at offset: Int) {
    // Through a pointer: the array's subscript checks that it is not shared for every word.
    words.withUnsafeMutableBufferPointer { words in
      precondition(offset >= 0 && offset + MonthBody.wordCount <= words.count, "a body written past its words")
      let start = words.baseAddress! + offset
      (start[0], start[1], start[2], start[3], start[4], start[5], start[6]) = (
        Int(truncatingIfNeeded: leadingAndDays), Int(truncatingIfNeeded: trailingAndToday),
        Int(truncatingIfNeeded: factKinds.words.0), Int(truncatingIfNeeded: factKinds.words.1),
        Int(truncatingIfNeeded: factKinds.words.2), Int(truncatingIfNeeded: factKinds.words.3),
        Int(truncatingIfNeeded: weekNumbers)
      )
    }
  }

  /// The body kept in `words` from `offset` on by `append(to:)`.
  init(words: [Int], at offset: Int) {
    leadingAndDays = UInt64(truncatingIfNeeded: words[offset])
    trailingAndToday = UInt64(truncatingIfNeeded: words[offset + 1])
    factKinds = CellFactKinds(
      words: (
        UInt64(truncatingIfNeeded: words[offset + 2]), UInt64(truncatingIfNeeded: words[offset + 3]),
        UInt64(truncatingIfNeeded: words[offset + 4]), UInt64(truncatingIfNeeded: words[offset + 5])
      ))
    weekNumbers = UInt64(truncatingIfNeeded: words[offset + 6])
  }

  /// Whether the body is the one kept in `words` from `offset` on: `==` on its words.
  func isKept(in words: [Int], at offset: Int) -> Bool {
    self == MonthBody(words: words, at: offset)
  }

  /// A hash of the body for the caches' tables: a few multiplications rather than the standard
  /// library's SipHash, which would cost more than copying the block it finds.
  var tableHash: UInt64 {
    let facts = mixedHash(
      mixedHash(mixedHash(factKinds.words.0, factKinds.words.1), factKinds.words.2), factKinds.words.3)
    return mixedHash(mixedHash(mixedHash(leadingAndDays, trailingAndToday), facts), weekNumbers)
  }
}

/// The settings of a request that decide what a month's cells show, copied out of it: plain values
/// that `MonthBody` reads for every month without copying the request, whose arrays and
/// dictionaries (the facts, the names) would each be retained and released.
struct CellSettings {
  /// `-j`.
  let showsDayOfYear: Bool
  /// `--fill`.
  let showsAdjacentDays: Bool
  /// Colour is on, so today and marked days show.
  let colorsCells: Bool
  /// Colour is on and some source of day facts that colour cells was given (not another calendar's dates).
  let colorsFacts: Bool
  /// `-w`'s numbering.
  let weekNumbering: WeekNumbering?
  /// How rows take their week numbers (`--week-numbering`).
  let weekRowRule: WeekRowRule
  /// The months shown.
  let months: MonthRange
  /// Whether the request's weekend changed, so that a month's cells carry the weekend of their days.
  let weekendChanges: Bool
  /// What `Request.grid(for:)` builds grids with.
  private let firstWeekday: Weekday, reform: Reform, highlightedDate: CivilDate, weekend: Weekend

  init(request: Request, style: Style) {
    months = request.months
    firstWeekday = request.firstWeekday
    reform = request.reform
    highlightedDate = request.highlightedDate
    weekend = request.weekend
    weekendChanges = request.weekend.hasChanges
    showsDayOfYear = request.showsDayOfYear
    showsAdjacentDays = request.showsAdjacentDays
    colorsCells = style.isEnabled
    colorsFacts = style.isEnabled && !request.facts.kinds.isDisjoint(with: .cellColors)
    weekNumbering = request.weekNumbering
    weekRowRule = request.weekRowRule
  }

  /// The grid of `month` as `Request.grid(for:)` builds it, except that without colour it has no
  /// today: no cell shows it then, and finding its day number costs a third of the grid.
  func grid(for month: YearMonth) -> MonthGrid {
    MonthGrid(
      month: month, firstWeekday: firstWeekday, reform: reform, today: colorsCells ? highlightedDate : nil,
      weekend: weekend)
  }

  /// The grid of the month after `grid`'s, as `grid(for:)` builds it: from `grid`'s day numbers (`next`), unless
  /// the weekend changed, which `next` does not know of.
  func grid(after grid: MonthGrid) -> MonthGrid {
    weekendChanges ? gridAfterChangedWeekend(grid) : grid.next
  }

  /// `grid(for:)` of the month after `grid`'s, for a weekend that changed. Never inlined: inlined in the walk over
  /// months that every long range takes, it kept the compiler from inlining the month's body there.
  @inline(never)
  private func gridAfterChangedWeekend(_ grid: MonthGrid) -> MonthGrid { self.grid(for: grid.month.next) }
}

// CellFactKinds: the kinds of day fact that colour each of a month block's 42 cells, packed in four words.

import CalendarCore

/// The kinds of day fact that colour each of a month block's 42 cells (a mark, a holiday, a make-up
/// working day, an event, a moon phase or solar term), five bits a cell, twelve cells a word: part of `MonthBody`, so
/// that months whose cells hold the same kinds share their text, and months that differ in a cell's
/// kinds do not.
struct CellFactKinds: Equatable {
  /// Cells 0...11, 12...23, 24...35 and 36...41, five bits each from the lowest: a cell's `DayFactKinds`
  /// bits 0...3 (mark, holiday, working day, event) as they are, and bit 4 for a moon phase or a solar term, which
  /// share the moon's colour.
  let words: (UInt64, UInt64, UInt64, UInt64)

  /// How many cells a word holds.
  private static let cellsPerWord = 12

  /// A cell's five bits for `kinds`.
  private static func cellBits(_ kinds: DayFactKinds) -> UInt64 {
    UInt64(kinds.rawValue & 0x0F) | (kinds.isDisjoint(with: [.moonPhase, .solarTerm]) ? 0 : 0x10)
  }

  /// The kinds a cell's five bits `bits` stand for.
  private static func kinds(ofCellBits bits: UInt8) -> DayFactKinds {
    DayFactKinds(rawValue: UInt16(bits & 0x0F) | (bits & 0x10 != 0 ? DayFactKinds.moonPhase.rawValue : 0))
  }

  /// No cell holds a fact.
  init() { words = (0, 0, 0, 0) }

  /// The cells' kinds as kept in `words`.
  init(words: (UInt64, UInt64, UInt64, UInt64)) { self.words = words }

  /// The kinds that colour the cells of `grid` as `layout` shows them: the month's own days, and
  /// with `--fill` the adjacent months' days too.
  /// - Parameter cache: what the day-fact sources kept from the months before.
  init(of grid: MonthGrid, layout: CalendarLayout, cache: inout DayFactCache) {
    let request = layout.request
    let days = layout.cellSettings.showsAdjacentDays ? grid.julianDays : grid.monthJulianDays
    // Only the sources of coloured kinds: another calendar's dates colour nothing.
    let index = request.facts.index(
      ofDaysFrom: days.lowerBound, through: days.upperBound, reform: request.reform, cache: &cache,
      kinds: .cellColors)
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    if !index.isEmpty {
      let firstCell = index.firstDay - grid.julianDays.lowerBound
      var kinds = request.facts.kinds.intersection(.cellColors).rawValue
      while kinds != 0 {
        let kind = DayFactKind(rawValue: UInt8(kinds.trailingZeroBitCount))!
        kinds &= kinds - 1
        var days = index.days(of: kind)
        while days != 0 {
          let cell = firstCell + days.trailingZeroBitCount
          days &= days - 1
          let bits = CellFactKinds.cellBits(kind.asSet) << (5 * (cell % CellFactKinds.cellsPerWord))
          switch cell / CellFactKinds.cellsPerWord {
          case 0: words.0 |= bits
          case 1: words.1 |= bits
          case 2: words.2 |= bits
          default: words.3 |= bits
          }
        }
      }
    }
    self.words = words
  }

  /// The kinds that colour cell `index` (0...41).
  func kinds(ofCell index: Int) -> DayFactKinds {
    let word: UInt64
    switch index / CellFactKinds.cellsPerWord {
    case 0: word = words.0
    case 1: word = words.1
    case 2: word = words.2
    default: word = words.3
    }
    let shift = 5 * (index % CellFactKinds.cellsPerWord)
    return CellFactKinds.kinds(ofCellBits: UInt8(truncatingIfNeeded: word >> shift) & 0x1F)
  }

  static func == (left: CellFactKinds, right: CellFactKinds) -> Bool {
    left.words.0 == right.words.0 && left.words.1 == right.words.1 && left.words.2 == right.words.2
      && left.words.3 == right.words.3
  }
}

// CellFactKinds: the kinds of day fact that colour each of a month block's 42 cells, packed in three words.

import CalendarCore

/// The kinds of day fact that colour each of a month block's 42 cells (a mark; a holiday, a make-up
/// working day and an event as they come), four bits a cell, sixteen cells a word: part of
/// `MonthBody`, so that months whose cells hold the same kinds share their text, and months that
/// differ in a cell's kinds do not.
struct CellFactKinds: Equatable {
  /// Cells 0...15, 16...31 and 32...41, four bits each from the lowest.
  let words: (UInt64, UInt64, UInt64)

  /// The kinds a cell's four bits hold: the first four `DayFactKind`s, which the text grid colours.
  static let coloredKinds = DayFactKinds(rawValue: 0x0F)

  /// No cell holds a fact.
  init() { words = (0, 0, 0) }

  /// The cells' kinds as kept in `words`.
  init(words: (UInt64, UInt64, UInt64)) { self.words = words }

  /// The kinds that colour the cells of `grid` as `layout` shows them: the month's own days, and
  /// with `--fill` the adjacent months' days too.
  /// - Parameter cache: what the day-fact sources kept from the months before.
  init(of grid: MonthGrid, layout: CalendarLayout, cache: inout DayFactCache) {
    let request = layout.request
    let days = layout.cellSettings.showsAdjacentDays ? grid.julianDays : grid.monthJulianDays
    let index = request.facts.index(
      ofDaysFrom: days.lowerBound, through: days.upperBound, reform: request.reform, cache: &cache)
    var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    if !index.isEmpty {
      let firstCell = index.firstDay - grid.julianDays.lowerBound
      // The coloured kinds are the first four, bits 0...3 of a set.
      var kinds = request.facts.kinds.rawValue & CellFactKinds.coloredKinds.rawValue
      while kinds != 0 {
        let kind = DayFactKind(rawValue: UInt8(kinds.trailingZeroBitCount))!
        kinds &= kinds - 1
        var days = index.days(of: kind)
        while days != 0 {
          let cell = firstCell + days.trailingZeroBitCount
          days &= days - 1
          let bits = UInt64(kind.asSet.rawValue) << (4 * (cell % 16))
          switch cell / 16 {
          case 0: words.0 |= bits
          case 1: words.1 |= bits
          default: words.2 |= bits
          }
        }
      }
    }
    self.words = words
  }

  /// The kinds that colour cell `index` (0...41).
  func kinds(ofCell index: Int) -> DayFactKinds {
    let word = index < 16 ? words.0 : (index < 32 ? words.1 : words.2)
    return DayFactKinds(rawValue: UInt8(truncatingIfNeeded: word >> (4 * (index % 16))) & CellFactKinds.coloredKinds.rawValue)
  }

  static func == (left: CellFactKinds, right: CellFactKinds) -> Bool {
    left.words.0 == right.words.0 && left.words.1 == right.words.1 && left.words.2 == right.words.2
  }
}

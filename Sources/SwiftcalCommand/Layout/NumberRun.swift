// NumberRun: the numbers a run of day cells shows, one more in each cell but for a reform's gap.

import CalendarCore

/// The numbers a run of consecutive day cells shows: `first` in the first cell and one more in
/// each cell after it, except that after `jumpAfter` cells the numbers skip `jumpLength` (Britain's
/// September 1752 runs 1, 2, 14, 15, ...). A month's days are one run, and with `--fill` the
/// previous month's days before it and the next month's after it are two more.
struct NumberRun: Equatable {
  /// How many cells the run has.
  var count: Int
  /// The number in the first cell.
  var first: Int
  /// How many cells come before the numbers jump; 0 with `jumpLength` 0 when they never do.
  var jumpAfter: Int
  /// How many numbers the jump skips; 0 for none.
  var jumpLength: Int

  /// A run that shows no numbers: blank cells, as many as `count`.
  static func blank(count: Int) -> NumberRun { NumberRun(count: count, first: 0, jumpAfter: 0, jumpLength: 0) }

  /// The days of `grid`'s month, numbered as the month's cells show them: days of the month, or
  /// days of the year with `-j`.
  init(daysOf grid: MonthGrid, numberingDaysOfYear: Bool) {
    count = grid.dayCount
    first = numberingDaysOfYear ? grid.dayOfYear(forDayOfMonth: 1) : 1
    // A reform's gap moves every later day on by the days it skips (`MonthGrid.dayOfMonth(at:)`).
    if let gap = grid.gap, gap.lastDayBefore < count {
      (jumpAfter, jumpLength) = (gap.lastDayBefore, gap.skippedDays)
    } else {
      (jumpAfter, jumpLength) = (0, 0)
    }
  }

  init(count: Int, first: Int, jumpAfter: Int, jumpLength: Int) {
    self.count = count
    self.first = first
    self.jumpAfter = jumpAfter
    self.jumpLength = jumpLength
  }

  /// The run in 32 bits, for `MonthBody`: the count in bits 0-5, the first number in 6-15, the cells
  /// before the jump in 16-21 and its length in 22-31. A run of a calendar fits: at most 42 cells,
  /// numbers up to 366, a jump after at most 31 days and of at most 1023.
  @inline(__always)
  var packed: UInt32 {
    // As unsigned numbers, negative ones are too large as well.
    precondition(
      UInt(bitPattern: count | jumpAfter) < 64 && UInt(bitPattern: first | jumpLength) < 1024,
      "a run of cells too long to pack")
    return UInt32(truncatingIfNeeded: count | first << 6 | jumpAfter << 16 | jumpLength << 22)
  }

  /// The run `packed` holds (see `packed`).
  init(packed: UInt32) {
    count = Int(packed & 0x3F)
    first = Int(packed >> 6 & 0x3FF)
    jumpAfter = Int(packed >> 16 & 0x3F)
    jumpLength = Int(packed >> 22)
  }

  /// The number in cell `position` (0 for the first) of the run.
  func number(at position: Int) -> Int { first + position + (position >= jumpAfter ? jumpLength : 0) }

  /// The run's first `count` cells.
  func prefix(_ count: Int) -> NumberRun {
    precondition(count <= self.count, "\(count) cells of a run of \(self.count)")
    return count > jumpAfter ? with(count: count) : NumberRun(count: count, first: first, jumpAfter: 0, jumpLength: 0)
  }

  /// The run's last `count` cells.
  func suffix(_ count: Int) -> NumberRun {
    precondition(count <= self.count, "\(count) cells of a run of \(self.count)")
    let dropped = self.count - count
    // Once the jump is among the cells dropped, the numbers left run without one.
    guard dropped < jumpAfter else {
      return NumberRun(count: count, first: number(at: dropped), jumpAfter: 0, jumpLength: 0)
    }
    return NumberRun(count: count, first: number(at: dropped), jumpAfter: jumpAfter - dropped, jumpLength: jumpLength)
  }

  private func with(count: Int) -> NumberRun {
    NumberRun(count: count, first: first, jumpAfter: jumpAfter, jumpLength: jumpLength)
  }
}

// LayoutMetrics: the widths util-linux cal lays months out with.

import CalendarCore

/// The widths util-linux `cal` lays months out with.
struct LayoutMetrics {
  /// Columns per day, counting the space before it: 3, or 4 with day-of-year numbers.
  let dayWidth: Int
  /// Columns of one month block: seven days less the first day's space, plus three for week numbers.
  let blockWidth: Int
  /// Spaces between blocks side by side: 2, 3 for a year (`-y`, `-Y`), 1 when vertical.
  let gutter: Int
  /// Blocks side by side.
  let monthsPerRow: Int
  /// Whether titles put the year on a line of its own, because some month name and the year do
  /// not fit one block.
  let titleNeedsTwoLines: Bool

  init(request: Request, names: LocaleNames, terminal: TerminalInfo) {
    dayWidth = request.showsDayOfYear ? 4 : 3
    let blockWidth = dayWidth * 7 - 1 + (request.weekNumbering == nil ? 0 : 3)
    self.blockWidth = blockWidth
    gutter = request.isVertical ? 1 : (request.isYearLayout ? 3 : 2)
    let yearDigits = zeroPaddedYear(request.months.first.year).utf8.count
    // util-linux compares name plus year with the block width, leaving out the space between.
    titleNeedsTwoLines = names.monthNames.contains { displayWidth($0) + yearDigits > blockWidth }
    guard request.months.count > 1 else {
      monthsPerRow = 1
      return
    }
    // util-linux fits plain blocks (20 or 27 columns) with their gutters into the terminal.
    let fittingBlock = request.showsDayOfYear ? 27 : 20
    let width = max(terminal.width, fittingBlock)
    let fitting = max((width - (width / fittingBlock - 1) * gutter) / fittingBlock, 1)
    // Off a terminal util-linux measures nothing: three months side by side, `auto` or not.
    switch request.columns {
    case .count(let count): monthsPerRow = count
    case .fitTerminal: monthsPerRow = terminal.isTerminal ? fitting : 3
    case .standard: monthsPerRow = terminal.isTerminal ? min(3, fitting) : 3
    }
  }
}

// BrowserFrame: one drawn screen of the browser, and what a click on each part of it does.

import CalendarCore

/// One screen of the month browser: the bytes that draw it, and the places a click acts on.
package struct BrowserFrame: Hashable, Sendable {
  /// What a click on a region does.
  package enum Target: Hashable, Sendable {
    /// Selects the day.
    case day(CivilDate)
    /// Does what the key does (the controls in the status bar).
    case key(BrowserKey)
  }

  /// A stretch of one screen row that a click acts on.
  package struct Region: Hashable, Sendable {
    /// The row, from 0 at the top.
    package var row: Int
    /// The columns, from 0 at the left.
    package var columns: Range<Int>
    /// What a click there does.
    package var target: Target
  }

  /// The escape codes and text that draw the whole screen.
  package var text: String
  /// The regions a click acts on.
  package var regions: [Region]

  /// What a click at `row` and `column` (from 0) does, if anything.
  package func target(row: Int, column: Int) -> Target? {
    regions.first { $0.row == row && $0.columns.contains(column) }?.target
  }
}

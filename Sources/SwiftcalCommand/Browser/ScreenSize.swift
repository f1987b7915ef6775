// ScreenSize: the rows and columns of the terminal the browser draws on.

/// The size of the terminal the browser draws on.
package struct ScreenSize: Hashable, Sendable {
  /// Lines on the screen.
  package var rows: Int
  /// Columns on each line.
  package var columns: Int

  /// A size of `rows` lines of `columns` columns.
  package init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }
}

// ScreenSize: the rows and columns of the terminal the browser draws on.

/// The size of the terminal the browser draws on.
package struct ScreenSize: Hashable, Sendable {
  /// Lines on the screen.
  package var rows: Int
  /// Columns on each line.
  package var columns: Int

  /// The part of the screen the browser draws on: all of it up to 500 rows of 1000 columns,
  /// more than a 4K display holds in a font of 4 by 8 pixels (270 rows of 960 columns). A
  /// pseudo-terminal can be given any size up to 65535 by 65535 (`stty rows 65535 cols 65535`),
  /// and drawing all of that took 75 s and 2 GB a frame; the browser draws in the top left
  /// corner of such a screen instead, its status bar on the corner's last row, so that a frame
  /// takes milliseconds whatever the size.
  package var drawable: ScreenSize {
    ScreenSize(rows: min(rows, 500), columns: min(columns, 1000))
  }

  /// A size of `rows` lines of `columns` columns.
  package init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }
}

// TerminalInfo: the terminal swiftcal writes to, and its width from what the edge found.

/// The terminal swiftcal writes to, as far as layout cares.
package struct TerminalInfo: Hashable, Sendable {
  /// Whether standard output is a terminal.
  package var isTerminal: Bool
  /// Its width in columns: the window size, else `COLUMNS`, else 80.
  package var width: Int

  package init(isTerminal: Bool, width: Int) {
    (self.isTerminal, self.width) = (isTerminal, width)
  }

  /// A pipe or file, measured as util-linux measures one: 80 columns.
  package static let pipe = TerminalInfo(isTerminal: false, width: 80)
}

extension TerminalInfo {
  /// The terminal as the program's edge finds it: the window's width when standard output is a
  /// terminal that reports one, else `COLUMNS` when it is a number from 1 up, else 80 columns.
  /// Garbage in `COLUMNS` (`abc`, `-5`, `0`, 30 digits) is ignored rather than reported, since
  /// it is the environment's fault, not the user's command.
  /// - Parameters:
  ///   - isTerminal: whether standard output is a terminal.
  ///   - windowColumns: the width the terminal reports (`TIOCGWINSZ`), if it reported one.
  ///   - columnsVariable: the value of `COLUMNS`, if set.
  package init(isTerminal: Bool, windowColumns: Int?, columnsVariable: String?) {
    if isTerminal, let windowColumns, windowColumns > 0 {
      self.init(isTerminal: true, width: windowColumns)
    } else if let columnsVariable, let width = parseNumber(columnsVariable), width > 0 {
      self.init(isTerminal: isTerminal, width: width)
    } else {
      self.init(isTerminal: isTerminal, width: 80)
    }
  }
}

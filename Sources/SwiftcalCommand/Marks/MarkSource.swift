// MarkSource: where marks come from, a --mark rule or a --mark-file to be read.

import CalendarCore

/// Where marks come from: a `--mark` rule or a `--mark-file` to be read.
package enum MarkSource: Hashable, Sendable {
  /// A rule from `--mark DAY[=LABEL]`.
  case rule(DateRule, label: String)
  /// A calendar(1) file (`-` for standard input), read at the edge.
  case file(path: String)
}

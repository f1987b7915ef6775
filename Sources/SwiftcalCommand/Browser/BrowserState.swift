// BrowserState: where the month browser is, and what each key does to it.

import CalendarCore

/// Where the month browser (`-i`) is and what a key does to it: a value and a pure function, so
/// that every move is tested without a terminal.
///
/// The browser shows the months the command line selected (one, `-3`, `-n N`, `-y`) around a
/// current month, and moves that month; the shown months move with it.
package struct BrowserState: Hashable, Sendable {
  /// The current month: the one the arrow keys move.
  package var month: YearMonth
  /// Whether the list of keys is shown instead of the calendar (`?`).
  package var showsKeys = false
  /// Whether the user has quit.
  package var isFinished = false
  /// The month `t` returns to.
  package let todayMonth: YearMonth
  /// The current month's place among the months shown (1 for the middle one of `-3`).
  package let shownOffset: Int
  /// How many months are shown.
  package let shownCount: Int
  /// Whether the shown months are the current month's whole year (`-y`).
  package let showsWholeYear: Bool

  /// The state a browser of `request` starts in: the current month is the month the command
  /// line named (this month by default; the middle one of `-3`), or the first month shown.
  package init(request: Request) {
    let offset = request.focusMonth.map { request.months.first.months(to: $0) } ?? 0
    shownOffset = (0..<request.months.count).contains(offset) ? offset : 0
    shownCount = request.months.count
    showsWholeYear = request.yearHeader != nil
    month = request.months.first.advanced(byMonths: shownOffset)
    todayMonth = request.today.yearMonth
  }

  /// The months the current month may be without the shown months leaving years 1 to
  /// `Limits.lastYear`.
  package var allowedMonths: ClosedRange<YearMonth> {
    let first = YearMonth(year: 1, month: 1), last = YearMonth(year: Limits.lastYear, month: 12)
    if showsWholeYear { return first...last }
    return first.advanced(byMonths: shownOffset)...last.advanced(byMonths: -(shownCount - 1 - shownOffset))
  }

  /// The state after `key`: arrows and `h`/`l` move a month, `k`/`j` a year, `t` goes to
  /// today's month, `?` shows or hides the keys, `q`, Escape and Ctrl-C quit. A move that would
  /// leave the years swiftcal shows is ignored; any key but `?` hides the keys.
  package func handling(_ key: BrowserKey) -> BrowserState {
    var next = self
    next.showsKeys = false
    switch key {
    case .left, .character("h"): next.move(byMonths: -1)
    case .right, .character("l"): next.move(byMonths: 1)
    case .up, .character("k"): next.move(byMonths: -12)
    case .down, .character("j"): next.move(byMonths: 12)
    case .character("t"): next.move(byMonths: month.months(to: todayMonth))
    case .character("?"): next.showsKeys = !showsKeys
    case .character("q"), .escape, .interrupt: next.isFinished = true
    case .character, .other, .suspend: break
    }
    return next
  }

  private mutating func move(byMonths count: Int) {
    let moved = month.advanced(byMonths: count)
    if allowedMonths.contains(moved) { month = moved }
  }

  /// `base` with its months moved to surround the current month, as the screen shows them.
  package func request(showing base: Request) -> Request {
    var shown = base
    if showsWholeYear {
      shown.months = .year(month.year)
      shown.yearHeader = month.year
    } else {
      shown.months = MonthRange(first: month.advanced(byMonths: -shownOffset), count: shownCount)
    }
    return shown
  }
}

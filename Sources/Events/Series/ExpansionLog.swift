// ExpansionLog: the events whose rules stopped at their budget while expanded, for one warning each.

import Synchronization

/// The positions of the events whose rule expansion stopped at its budget (what it found before is
/// shown): found while facts are asked for, which reads the collection without changing it, so kept
/// behind a lock.
final class ExpansionLog: Sendable {
  /// The positions, each once, in the order found.
  private let positions = Mutex<[Int]>([])

  /// An empty log.
  init() {}

  /// Notes that the rules of the event at `position` stopped at their budget.
  func noteBudgetExhausted(position: Int) {
    positions.withLock { if !$0.contains(position) { $0.append(position) } }
  }

  /// The positions noted.
  var budgetExhaustedPositions: [Int] { positions.withLock { $0 } }
}

extension EventCollection {
  /// A line for each event whose rules stopped at their budget.
  var expansionWarnings: [String] {
    expansionLog.budgetExhaustedPositions.map { position in
      let event = events[position]
      return "event \"\(event.summary)\" (UID \(event.uid), line \(event.line)): its rule gives too many "
        + "occurrences; only those found before the limit are shown"
    }
  }
}

// EventCollection+Legend: the blocks of days whose occurrences JSON and the browser asked for lately.

import Synchronization

/// The blocks of facts and occurrences found lately, for `EventDays.occurrence(ofFact:onDay:)`, which
/// JSON and the browser call for every fact shown and which has no `DayFactCache` to keep them in
/// (finding a block once costs what finding each fact's occurrence alone costs a hundred times over).
/// The days (`forEachFact`) and the legend need the facts alone, found apart without the occurrences.
final class EventBlockMemo: Sendable {
  /// The blocks, the latest last, with their numbers.
  private let blocks = Mutex<[(number: Int, block: EventBlock)]>([])
  /// How many blocks are kept.
  private static let capacity = 8

  /// An empty memo.
  init() {}

  /// Block `number`, kept or found by `find` and kept.
  func block(_ number: Int, find: () -> EventBlock) -> EventBlock {
    if let kept = blocks.withLock({ $0.last(where: { $0.number == number })?.block }) { return kept }
    let found = find()
    blocks.withLock {
      if $0.count == EventBlockMemo.capacity { $0.removeFirst() }
      $0.append((number, found))
    }
    return found
  }
}

extension EventCollection {
  /// The facts and occurrences of block `number` of `EventBlockCache.blockLength` days.
  func block(ofNumber number: Int, displayZone: ZoneRules) -> EventBlock {
    block(
      onDaysFrom: number * EventBlockCache.blockLength, through: (number + 1) * EventBlockCache.blockLength - 1,
      displayZone: displayZone
    )
  }

  /// Block `number`, from the memo, found and kept there when not.
  func keptBlock(_ number: Int, displayZone: ZoneRules) -> EventBlock {
    legendMemo.block(number) { block(ofNumber: number, displayZone: displayZone) }
  }

  /// The occurrence the fact `fact` stands for on day `julianDay`, from the memo's blocks.
  func span(ofFact fact: Int, onDay julianDay: Int, displayZone: ZoneRules) -> EventSpan? {
    let number = EventBlockCache.block(of: julianDay)
    let found = keptBlock(number, displayZone: displayZone)
    return found.span(of: UInt64(julianDay - number * EventBlockCache.blockLength) << 32 | UInt64(fact))
  }
}

// EventBlockCache: the event facts of blocks of days found lately, found again for the next range shown.

import CalendarCore
import Synchronization

/// The facts of a collection's events for blocks of 128 days, found lately: a year shown month by month asks
/// for twelve ranges, and each repeating event is expanded once for each block rather than once a month.
/// Kept by the collection (`EventCollection.blockCache`), which the sources of its events share, behind a
/// lock, as those sources are shared between threads.
final class EventBlockCache: Sendable {
  /// Days a block holds: a month view's six weeks fall in one or two.
  static let blockLength = 128
  /// How many blocks are kept: a year's and a little more.
  private static let capacity = 12

  /// The blocks kept, the latest last: the block's number, and its facts.
  private let blocks = Mutex<[(block: Int, facts: EventBlockFacts)]>([])

  /// None kept yet.
  init() {}

  /// The number of the block JDN `julianDay` is in.
  static func block(of julianDay: Int) -> Int {
    julianDay >= 0 ? julianDay / blockLength : -((-julianDay + blockLength - 1) / blockLength)
  }

  /// The facts of block `block` of `collection`, from its cache, found and kept there when not.
  static func facts(ofBlock block: Int, collection: EventCollection, displayZone: ZoneRules) -> EventBlockFacts {
    let cache = collection.blockCache
    if let found = cache.blocks.withLock({ $0.last(where: { $0.block == block })?.facts }) { return found }
    let facts = collection.facts(
      onDaysFrom: block * blockLength, through: (block + 1) * blockLength - 1, displayZone: displayZone)
    cache.blocks.withLock { blocks in
      if blocks.count == capacity { blocks.removeFirst() }
      blocks.append((block, facts))
    }
    return facts
  }
}

/// The facts of a block of days and the occurrence each stands for.
struct EventBlock: Sendable {
  /// Each fact, `(day - first day of the block) << 32 | fact`, ascending.
  var facts: [UInt64]
  /// The occurrence of each fact, beside it: the event's earliest of the fact's code on the day.
  var spans: [EventSpan]

  /// The occurrence of `entry` (as `facts` holds it), if the block has the fact.
  func span(of entry: UInt64) -> EventSpan? {
    var (low, high) = (0, facts.count)
    while low < high {
      let middle = (low + high) / 2
      if facts[middle] < entry { low = middle + 1 } else { high = middle }
    }
    return low < facts.count && facts[low] == entry ? spans[low] : nil
  }
}

extension EventCollection {
  /// The facts of the days from JDN `first` through JDN `last`, each `(day - first) << 32 | fact`, with
  /// the occurrence each stands for: one for each event, day and code (`EventFact`).
  func block(onDaysFrom first: Int, through last: Int, displayZone: ZoneRules) -> EventBlock {
    // While gathered: (day - first) << 32 | position << 11 | code, beside it the occurrence's position in
    // `found`; sorted, the first of each key is the earliest occurrence of its fact.
    var found: [EventSpan] = []
    var gathered: [(key: UInt64, span: Int)] = []
    forEachSpan(touchingDaysFrom: first, through: last, displayZone: displayZone) { span in
      let lastDay = min(span.lastDay, last)
      var day = max(span.firstDay, first)
      if day <= lastDay { found.append(span) }
      while day <= lastDay {
        let code = span.factCode(onDay: day)
        gathered.append((UInt64(day - first) << 32 | UInt64(span.position) << 11 | UInt64(code), found.count - 1))
        day += 1
      }
    }
    gathered.sort { $0.key != $1.key ? $0.key < $1.key : found[$0.span].start < found[$1.span].start }
    func key(of entry: UInt64) -> UInt64 {
      repeatsWithinADay[Int(entry >> 11 & 0x1F_FFFF)] ? min(entry & 0x7FF, 2) | entry & ~0x7FF : entry
    }
    var block = EventBlock(facts: [], spans: [])
    block.facts.reserveCapacity(gathered.count)
    var previous = UInt64.max
    // Keyed as `uniqueFacts` keys them: of an event repeating within a day, the earliest start of a day stands
    // for the others.
    for (entry, span) in gathered where key(of: entry) != previous {
      previous = key(of: entry)
      let fact = EventFact(position: Int((entry >> 11) & 0x1F_FFFF), code: Int(entry & 0x7FF))
      block.facts.append((entry >> 32) << 32 | UInt64(fact.number))
      block.spans.append(found[span])
    }
    // Ascending by fact within each day, for `span(of:)`.
    let order = block.facts.indices.sorted { block.facts[$0] < block.facts[$1] }
    block = EventBlock(facts: order.map { block.facts[$0] }, spans: order.map { block.spans[$0] })
    return block
  }
}

// EventBlockCache: the event facts of blocks of days found lately, found again for the next range shown.

import CalendarCore

/// The facts of the events for blocks of 128 days, found lately: a year shown month by month asks for
/// twelve ranges, and each repeating event is expanded once for each block rather than once a month.
/// Kept in a `DayFactCache` (which CalendarCore defines without knowing events) as an object, copied
/// before it changes when another cache shares it, so that a copied cache behaves as a value.
final class EventBlockCache: @unchecked Sendable {
  /// Days a block holds: a month view's six weeks fall in one or two.
  static let blockLength = 128
  /// How many blocks are kept: a year's and a little more, for a few collections.
  private static let capacity = 12

  /// The blocks kept, the latest last: the collection, the block's number, and its facts, each
  /// `(day - first day of the block) << 32 | fact`, ascending.
  private var blocks: [(collection: ObjectIdentifier, block: Int, facts: [UInt64])] = []

  private init(blocks: [(collection: ObjectIdentifier, block: Int, facts: [UInt64])]) { self.blocks = blocks }

  /// The number of the block JDN `julianDay` is in.
  static func block(of julianDay: Int) -> Int {
    julianDay >= 0 ? julianDay / blockLength : -((-julianDay + blockLength - 1) / blockLength)
  }

  /// The facts of block `block` of `collection`, from the cache `cache` keeps, found and kept there
  /// when not.
  static func facts(
    ofBlock block: Int, collection: EventCollection, displayZone: ZoneRules, in cache: inout DayFactCache
  ) -> [UInt64] {
    let identifier = ObjectIdentifier(collection)
    if let kept = cache.eventExpansions as? EventBlockCache,
      let found = kept.blocks.last(where: { $0.collection == identifier && $0.block == block })
    {
      return found.facts
    }
    let facts = collection.facts(
      onDaysFrom: block * blockLength, through: (block + 1) * blockLength - 1, displayZone: displayZone
    )
    var kept = cache.eventExpansions as? EventBlockCache ?? EventBlockCache(blocks: [])
    cache.eventExpansions = nil
    if !isKnownUniquelyReferenced(&kept) { kept = EventBlockCache(blocks: kept.blocks) }
    if kept.blocks.count == capacity { kept.blocks.removeFirst() }
    kept.blocks.append((identifier, block, facts))
    cache.eventExpansions = kept
    return facts
  }
}

extension EventCollection {
  /// The facts of the days from JDN `first` through JDN `last`, each `(day - first) << 32 | fact`,
  /// ascending: one for each event and day it touches, its minute the earliest start there.
  func facts(onDaysFrom first: Int, through last: Int, displayZone: ZoneRules) -> [UInt64] {
    // While gathered: (day - first) << 32 | position << 11 | minute, the minute 2047 for a day an
    // occurrence is all-day on or continues into, so that the least of one event's day is its fact.
    var gathered: [UInt64] = []
    forEachSpan(touchingDaysFrom: first, through: last, displayZone: displayZone) { span in
      let lastDay = min(span.lastDay, last)
      var day = max(span.firstDay, first)
      while day <= lastDay {
        let minute = span.startMinute(onDay: day) ?? 2047
        gathered.append(UInt64(day - first) << 32 | UInt64(span.position) << 11 | UInt64(minute))
        day += 1
      }
    }
    gathered.sort()
    var facts: [UInt64] = []
    facts.reserveCapacity(gathered.count)
    var previous = UInt64.max
    for entry in gathered where entry >> 11 != previous {
      previous = entry >> 11
      let minute = Int(entry & 2047)
      let fact = EventFact(position: Int((entry >> 11) & 0x1F_FFFF), startMinute: minute == 2047 ? nil : minute)
      facts.append((entry >> 32) << 32 | UInt64(fact.number))
    }
    return facts
  }
}

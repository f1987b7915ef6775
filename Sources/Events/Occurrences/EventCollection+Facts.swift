// EventCollection+Facts: the facts of a block of days found from the events, as numbers, without occurrences.

extension EventCollection {
  /// The facts of the days from JDN `first` through JDN `last` (at most 2^11 days), those
  /// `block(onDaysFrom:through:displayZone:)` gives, without the occurrences beside them, which the days and the
  /// legend do not need (a year of 100,000 weekly rules is 2.3 million facts; their occurrences would take 48
  /// bytes each). A series repeating every day alike gives its facts as runs of days, found without its
  /// occurrences (`EventSeries.forEachDailyRun`); the others give each occurrence.
  func facts(onDaysFrom first: Int, through last: Int, displayZone: ZoneRules) -> EventBlockFacts {
    var gatherer = EventFactGatherer(first: first, last: last, repeatsWithinADay: repeatsWithinADay)
    forEachSingleSpan(touchingDaysFrom: first, through: last) { gatherer.add($0) }
    // The series read in place: a copy of one retains its every array.
    for index in repeatingSeries.lazy.map({ Int($0) }) {
      guard let position = series[index].master?.position else { continue }
      let isInRuns = series[index].forEachDailyRun(touchingDaysFrom: first, through: last, displayZone: displayZone) {
        code, firstDay, lastDay in
        gatherer.addRun(code: code, from: firstDay, through: lastDay, position: position)
      }
      if isInRuns { continue }
      if !series[index].forEachMasterSpan(
        touchingDaysFrom: first, through: last, displayZone: displayZone, { gatherer.add($0) })
      {
        expansionLog.noteBudgetExhausted(position: position)
      }
    }
    return gatherer.finish(positionCount: events.count)
  }

  /// Of the sorted `gathered`, each fact once: one for each event, day and way its occurrences lie there
  /// (`EventFact`: whole, ending, starting at a minute), but that of an event repeating within a day
  /// (`repeatsWithinADay`, by position) only the earliest start of a day is kept: its days are found from a few
  /// starts of each, not all, and its first there is the one every view can tell. Sorted, a day's facts run
  /// whole ones by position, ending ones by position, then starts by minute and position: an event's first
  /// start of a day is its earliest.
  static func uniqueFacts(_ gathered: [UInt64], repeatsWithinADay: [Bool]) -> [UInt64] {
    var facts: [UInt64] = []
    facts.reserveCapacity(gathered.count)
    // For each position, 1 + the day offset it was last found starting on.
    var startsOn = [UInt32](repeating: 0, count: repeatsWithinADay.count)
    var previous = UInt64.max
    for fact in gathered where fact != previous {
      previous = fact
      let position = Int(fact & 0x1F_FFFF)
      if fact >> 21 & 0x7FF >= 2 && repeatsWithinADay[position] {
        let stamp = UInt32(fact >> 32 + 1)
        if startsOn[position] == stamp { continue }
        startsOn[position] = stamp
      }
      facts.append(fact)
    }
    return facts
  }
}

extension EventCollection {
  /// Sorts `facts` (as `facts(onDaysFrom:through:displayZone:)` gathers them, of days less than `dayCount`
  /// (at most 2^11) after the first, and positions less than `positionCount`) in ascending order: a radix
  /// sort by 11 bits at a time of the position, the minute code and the day, each pass two reads of the
  /// facts, where a comparison sort of the 750,000 facts a block of 100,000 weekly rules holds takes twenty.
  static func sortFacts(_ facts: inout [UInt64], dayCount: Int, positionCount: Int) {
    if facts.count < 1_024 {
      facts.sort()
      return
    }
    let positionBits = Int.bitWidth - max(positionCount - 1, 1).leadingZeroBitCount
    let dayBits = Int.bitWidth - max(dayCount - 1, 1).leadingZeroBitCount
    var digits: [(shift: Int, width: Int)] = []
    var low = 0
    while low < positionBits {
      digits.append((low, min(11, positionBits - low)))
      low += 11
    }
    digits.append((21, 11))
    digits.append((32, min(dayBits, 11)))
    var scratch = [UInt64](repeating: 0, count: facts.count)
    var counts = [Int](repeating: 0, count: 1 << 11)
    for (shift, width) in digits {
      let mask = UInt64(1 << width - 1)
      let isSorted = facts.withUnsafeBufferPointer { facts in
        scratch.withUnsafeMutableBufferPointer { scratch in
          counts.withUnsafeMutableBufferPointer { counts in
            for digit in 0..<(1 << width) { counts[digit] = 0 }
            for value in facts { counts[Int(value >> UInt64(shift) & mask)] += 1 }
            // A digit all the facts share moves nothing.
            if counts[Int(facts[0] >> UInt64(shift) & mask)] == facts.count { return true }
            var offset = 0
            for digit in 0..<(1 << width) { (counts[digit], offset) = (offset, offset + counts[digit]) }
            for value in facts {
              let digit = Int(value >> UInt64(shift) & mask)
              scratch[counts[digit]] = value
              counts[digit] += 1
            }
            return false
          }
        }
      }
      if !isSorted { swap(&facts, &scratch) }
    }
  }
}

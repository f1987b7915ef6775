// ZoneRules+Queries: a zone's offset at a UTC instant, and the UTC instant of a wall-clock time in it.

import CalendarCore

extension ZoneRules {
  /// The offset from UTC, in seconds east, at the UTC instant `seconds` (Unix seconds): before
  /// `earlierUntil`, the `earlier` zone's where one is given; else the offset of the last change at or before it, found by binary search; before the first change `initialOffset`; after
  /// the last, the footer's rule when there is one (any year), else the last change's offset. A zone with a
  /// rule and no changes keeps the rule throughout (RFC 8536, 3.2).
  package func offset(atUTC seconds: Int) -> Int {
    if seconds < earlierUntil, let earlier { return earlier.offset(atUTC: seconds) }
    let count = min(changeTimes.count, changeOffsets.count)
    if count == 0 { return rule?.offset(atUTC: seconds) ?? initialOffset }
    let low = leadingChanges(of: count) { changeTimes[$0] <= seconds }
    if low == 0 { return initialOffset }
    if low == count, seconds > changeTimes[count - 1], let rule { return rule.offset(atUTC: seconds) }
    return changeOffsets[low - 1]
  }

  /// The UTC instant (Unix seconds) of the wall-clock time `local` in this zone, as RFC 5545, 3.3.5 reads
  /// a DATE-TIME with a TZID: a time that does not exist (in the gap where the clock springs forward) is
  /// read with the offset before the gap, so it lands as far past the gap's end as it was past its start;
  /// a time that happens twice (in the fold where the clock falls back) is the first of the two. Python's
  /// `zoneinfo` gives the same with `fold=0`.
  package func utcSeconds(forWallClock local: LocalDateTime) -> Int {
    local.seconds &- offset(atWallClock: local.seconds)
  }

  /// The offset to read the wall-clock seconds `local` with: the offset after the last change whose wall
  /// clock, read in the later of its two offsets, is at or before `local` (the earlier offset through a
  /// gap or a fold).
  func offset(atWallClock local: Int) -> Int {
    // Before the time this zone's own offsets hold from, the earlier zone's, as it reads the wall clock.
    if let earlier, local &- 86_400 < earlierUntil {
      let offset = earlier.offset(atWallClock: local)
      if local &- offset < earlierUntil { return offset }
    }
    let count = min(changeTimes.count, changeOffsets.count)
    if count == 0 { return rule?.offset(atWallClock: local) ?? initialOffset }
    let low = leadingChanges(of: count) { change in
      let before = change == 0 ? initialOffset : changeOffsets[change - 1]
      return changeTimes[change] &+ max(before, changeOffsets[change]) <= local
    }
    if low == 0 { return initialOffset }
    if low == count, let rule {
      let before = count == 1 ? initialOffset : changeOffsets[count - 2]
      if local > changeTimes[count - 1] &+ max(before, changeOffsets[count - 1]) {
        return rule.offset(atWallClock: local)
      }
    }
    return changeOffsets[low - 1]
  }

  /// How many of the first `count` changes `isReached` holds for, found by binary search: it holds for the
  /// changes up to some one and for none after, as the changes come in time order.
  private func leadingChanges(of count: Int, where isReached: (_ change: Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) >> 1
      if isReached(middle) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether the offset is one and the same at every UTC instant from `start` through `end` (Unix seconds), as
  /// far as the zone's changes tell: a change between them, the zone it was `preceded(by:before:)` giving way,
  /// or a rule of summer time after the last change, answers no (even where the offsets on both sides agree).
  package func keepsOneOffset(fromUTC start: Int, through end: Int) -> Bool {
    if let earlier, start < earlierUntil {
      return end < earlierUntil && earlier.keepsOneOffset(fromUTC: start, through: end)
    }
    let count = min(changeTimes.count, changeOffsets.count)
    // The first change after `start`, by binary search; a change at `start` itself begins what follows it.
    let next = leadingChanges(of: count) { changeTimes[$0] <= start }
    if next < count && changeTimes[next] <= end { return false }
    if next == count && count > 0 && changeTimes[count - 1] == start { return false }
    // From the last change on (or throughout, without changes), the rule gives the offsets.
    if next == count, let rule, rule.daylight != nil { return false }
    return true
  }

  /// The wall clock in this zone at the UTC instant `seconds` (Unix seconds).
  package func wallClock(atUTC seconds: Int) -> LocalDateTime {
    LocalDateTime(seconds: seconds &+ offset(atUTC: seconds))
  }
}

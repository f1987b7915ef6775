// ZoneChangeList: a VTIMEZONE's onsets gathered in any order, then put in time order.

/// Changes of offset gathered from observances (each a UTC time and the offset after it), sorted by time
/// with a stable radix sort: linear in the number of changes, so that a hostile VTIMEZONE with a hundred
/// thousand RDATEs costs milliseconds even in a debug build, where a comparison sort's closures do not.
struct ZoneChangeList {
  var times: [Int] = []
  var offsets: [Int] = []
  /// The earliest change's offset before it, the first gathered of those at its instant.
  var earliestOffsetBefore: Int?
  private var earliestTime = Int.max

  /// Adds a change at `utc` (clamped to ±2^60 s) from `offsetBefore` to `offsetAfter`.
  mutating func append(utc: Int, offsetBefore: Int, offsetAfter: Int) {
    let time = min(max(utc, -ZoneRules.transitionTimeLimit), ZoneRules.transitionTimeLimit)
    if time < earliestTime { (earliestTime, earliestOffsetBefore) = (time, offsetBefore) }
    times.append(time)
    offsets.append(offsetAfter)
  }

  /// Sorts the changes by time, those at one instant kept in the order they were added: least
  /// significant digit first, 16 bits a pass, over the times shifted to be positive (at most 2^61).
  mutating func sort() {
    var isSorted = true
    for index in times.indices.dropFirst() where times[index - 1] > times[index] {
      isSorted = false
      break
    }
    if isSorted { return }
    let bias = ZoneRules.transitionTimeLimit
    var keys = times.map { UInt64($0 + bias) }
    var values = offsets
    var sortedKeys = keys
    var sortedValues = values
    for shift in stride(from: 0, to: 64, by: 16) {
      var counts = [Int](repeating: 0, count: 65_537)
      for key in keys { counts[Int((key >> UInt64(shift)) & 0xFFFF) + 1] += 1 }
      if counts[1...].contains(keys.count) { continue }  // every key has this digit: the order stands
      for digit in 1..<counts.count { counts[digit] += counts[digit - 1] }
      for index in keys.indices {
        let digit = Int((keys[index] >> UInt64(shift)) & 0xFFFF)
        sortedKeys[counts[digit]] = keys[index]
        sortedValues[counts[digit]] = values[index]
        counts[digit] += 1
      }
      swap(&keys, &sortedKeys)
      swap(&values, &sortedValues)
    }
    times = keys.map { Int($0) - bias }
    offsets = values
  }
}

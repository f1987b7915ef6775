// RecurrenceWalk: the state of one expansion, and how a period's candidate starts are given or counted.

import CalendarCore

/// Some days of one month: day `base + d` for each bit `d` of `mask`.
struct DaySegment {
  var base: Int
  var mask: UInt32
}

/// One expansion of a rule from a DTSTART over a window: what is left of COUNT and of the budget,
/// and the offering of each period's candidates in order, counting those before the window without
/// giving them, and ending at UNTIL, COUNT or the window's end.
struct RecurrenceWalk {
  let pattern: RecurrencePattern
  /// DTSTART, in seconds: earlier candidates are neither given nor counted (python-dateutil's rule).
  let startSeconds: Int
  /// The last second a start may have: UNTIL, or the end of the year 9999.
  let lastSeconds: Int
  /// The window, in seconds; `windowLower` is at least `startSeconds`.
  let windowLower: Int
  let windowUpper: Int
  /// COUNT's starts not yet counted; `Int.max` without COUNT.
  var remaining: Int
  /// Periods still to examine.
  var budget: Int
  /// The month whose day mask was last computed (`year * 12 + month - 1`), and that mask.
  var cachedMonthIndex = Int.min
  var cachedMonthMask: UInt32 = 0
  /// The month holding the day last placed (`placeDay`): its first day's JDN, its length, year and month.
  var placedMonth = (firstDay: 0, length: 0, year: 0, month: 0)

  /// Seconds in a day.
  static let daySeconds = 86_400

  /// The day mask of a month, computed once for runs of periods in the same month.
  mutating func monthMask(year: Int, month: Int) -> UInt32 {
    let monthIndex = year * 12 + month - 1
    if monthIndex != cachedMonthIndex {
      (cachedMonthIndex, cachedMonthMask) = (monthIndex, pattern.dayMask(year: year, month: month))
    }
    return cachedMonthMask
  }

  /// The Gregorian year, month, day and month length of the day with JDN `julianDay`, found from the
  /// month of the day placed before when it holds this one too (a weekly or daily walk steps through a
  /// month's days one period at a time; converting each from its JDN alone cost a tenth of a year's view
  /// of 100,000 rules).
  mutating func placeDay(_ julianDay: Int) -> (year: Int, month: Int, day: Int, length: Int) {
    let offset = julianDay - placedMonth.firstDay
    if offset >= 0, offset < placedMonth.length {
      return (placedMonth.year, placedMonth.month, offset + 1, placedMonth.length)
    }
    let gregorian = Reform.gregorian
    let date = gregorian.date(fromJulianDay: julianDay)
    let length = gregorian.lastDay(ofMonth: date.month, year: date.year)
    placedMonth = (julianDay - date.day + 1, length, date.year, date.month)
    return (date.year, date.month, date.day, length)
  }

  /// Whether a period starting at `periodStart` (seconds) lies past UNTIL or the window, and which.
  func end(atPeriodStart periodStart: Int) -> RecurrenceExpansionEnd? {
    if periodStart > lastSeconds { return .finished }
    if periodStart > windowUpper { return .windowEnded }
    return nil
  }

  /// Gives or counts one candidate start.
  mutating func offer(_ time: Int, _ body: (LocalDateTime) -> Bool) -> RecurrenceExpansionEnd? {
    if time < startSeconds { return nil }
    if time > lastSeconds { return .finished }
    if time > windowUpper { return .windowEnded }
    remaining -= 1
    if time >= windowLower, !body(LocalDateTime(seconds: time)) { return .stopped }
    return remaining == 0 ? .finished : nil
  }

  /// Gives or counts the candidates of one day, those before DTSTART skipped and those before the
  /// window counted together, so that a day costs the same whatever the number of its times.
  mutating func offerDay(
    startingAt dayStart: Int, _ times: RecurrenceTimes, _ body: (LocalDateTime) -> Bool
  ) -> RecurrenceExpansionEnd? {
    if dayStart + times.last < startSeconds { return nil }
    var first = dayStart + times.first < startSeconds ? times.count(before: startSeconds - dayStart) : 0
    let beforeWindow = min(times.count, max(first, times.count(before: windowLower - dayStart)))
    if beforeWindow > first {
      if dayStart + times.time(at: beforeWindow - 1) > lastSeconds { return .finished }
      let skipped = beforeWindow - first
      if remaining <= skipped { return .finished }
      remaining -= skipped
      first = beforeWindow
    }
    if first == times.count { return nil }
    return times.forEach(from: first) { offer(dayStart + $0, body) }
  }

  /// Gives or counts the candidates of one period: the days of `segments` at each of `times`, all of
  /// them, or with BYSETPOS those at its positions among them (RFC 5545, 3.3.10: "the nth occurrence
  /// within the set of recurrence instances specified by the rule" in the period). `selected` has room
  /// for one index for each BYSETPOS value. Also says whether the period had no candidate at all.
  mutating func offerPeriod(
    _ segments: UnsafeMutableBufferPointer<DaySegment>, count segmentCount: Int, times: RecurrenceTimes,
    selected: UnsafeMutableBufferPointer<Int>, _ body: (LocalDateTime) -> Bool
  ) -> (end: RecurrenceExpansionEnd?, isEmpty: Bool) {
    var dayCount = 0
    for index in 0..<segmentCount { dayCount += segments[index].mask.nonzeroBitCount }
    let total = dayCount * times.count
    if total == 0 { return (nil, true) }
    if pattern.setPositions.isEmpty {
      for index in 0..<segmentCount {
        var mask = segments[index].mask
        while mask != 0 {
          let julianDay = segments[index].base + mask.trailingZeroBitCount
          mask &= mask - 1
          let dayStart = (julianDay - LocalDateTime.unixEpochJulianDay) * RecurrenceWalk.daySeconds
          if let end = offerDay(startingAt: dayStart, times, body) { return (end, false) }
        }
      }
      return (nil, false)
    }
    let selectedCount = RecurrenceWalk.select(pattern.setPositions, among: total, into: selected)
    if selectedCount == 0 { return (nil, true) }
    for rank in 0..<selectedCount {
      let index = selected[rank]
      var dayRank = index / times.count
      var julianDay = 0
      for segment in 0..<segmentCount {
        let days = segments[segment].mask.nonzeroBitCount
        if dayRank < days {
          julianDay = segments[segment].base + RecurrenceTimes.position(of: dayRank, in: UInt64(segments[segment].mask))
          break
        }
        dayRank -= days
      }
      let dayStart = (julianDay - LocalDateTime.unixEpochJulianDay) * RecurrenceWalk.daySeconds
      if let end = offer(dayStart + times.time(at: index % times.count), body) { return (end, false) }
    }
    return (nil, false)
  }

  /// The indexes, among `total` candidates, that BYSETPOS's `positions` name (from 1, or from the end
  /// when negative), ascending and without repeats, written to `selected`; returns how many.
  static func select(_ positions: [Int], among total: Int, into selected: UnsafeMutableBufferPointer<Int>) -> Int {
    var count = 0
    for position in positions {
      let index = position > 0 ? position - 1 : total + position
      guard index >= 0, index < total else { continue }
      var slot = count
      while slot > 0, selected[slot - 1] > index { slot -= 1 }
      if slot > 0, selected[slot - 1] == index { continue }
      var move = count
      while move > slot {
        selected[move] = selected[move - 1]
        move -= 1
      }
      selected[slot] = index
      count += 1
    }
    return count
  }
}

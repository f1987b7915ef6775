// POSIXZoneRule+Changes: the instants a POSIX TZ rule changes its offset, year by year.

import CalendarCore

extension POSIXZoneRule.Change {
  /// The wall-clock seconds since 1970-01-01T00:00 (in the local time then current) at which the change
  /// happens in `year` (POSIX.1-2017, 8.3: `Jn` never counts 29 February, `n` counts it from 0, `Mm.w.d`
  /// is the `w`th weekday `d` of month `m`, 5 meaning the last).
  @inline(__always)
  func localSeconds(inYear year: Int) -> Int {
    switch self {
    case .monthWeekDay(let month, let week, let weekday, let time):
      let first = GregorianDays.sinceUnixEpoch(year: year, month: month, day: 1)
      var day = first + floorModulo(weekday - GregorianDays.weekday(ofDaySinceUnixEpoch: first), 7) + (week - 1) * 7
      if week == 5, day >= first + GregorianDays.monthLength(year: year, month: month) { day -= 7 }
      return day * 86_400 + time
    case .julianDayNoLeap(let dayNumber, let time):
      let leapDay = dayNumber >= 60 && GregorianDays.isLeapYear(year) ? 1 : 0
      return (GregorianDays.sinceUnixEpoch(year: year, month: 1, day: 1) + dayNumber - 1 + leapDay) * 86_400 + time
    case .dayOfYear(let dayNumber, let time):
      return (GregorianDays.sinceUnixEpoch(year: year, month: 1, day: 1) + dayNumber) * 86_400 + time
    }
  }
}


/// One change of offset a rule makes: its UTC time, the offsets before and after, and whether it starts
/// daylight time (which wins a tie: a rule whose daylight time ends as it starts again, `J365/25` after
/// `0/0`, keeps daylight time all year, RFC 8536, 3.3.1).
struct RuleChange {
  var utc: Int
  var offsetBefore: Int
  var offsetAfter: Int
  var startsDaylight: Bool

  /// Whether this change comes after `other`, a start of daylight time after an end at the same instant.
  @inline(__always)
  func isLater(than other: RuleChange) -> Bool {
    utc != other.utc ? utc > other.utc : startsDaylight && !other.startsDaylight
  }

  /// The wall clock at which the change happens for a wall-clock reading that takes the earlier offset
  /// through a gap or a fold (RFC 5545, 3.3.5; Python's `zoneinfo` with `fold=0`): the later of the two
  /// readings of the instant.
  @inline(__always)
  var wallClockKey: Int { utc &+ max(offsetBefore, offsetAfter) }
}

extension POSIXZoneRule {
  /// The rule's two changes in `year`, or `nil` when it keeps one offset.
  @inline(__always)
  func changes(inYear year: Int) -> (start: RuleChange, end: RuleChange)? {
    guard let daylightOffset, let daylightStart, let daylightEnd else { return nil }
    let start = RuleChange(
      utc: daylightStart.localSeconds(inYear: year) - standardOffset, offsetBefore: standardOffset,
      offsetAfter: daylightOffset, startsDaylight: true
    )
    let end = RuleChange(
      utc: daylightEnd.localSeconds(inYear: year) - daylightOffset, offsetBefore: daylightOffset,
      offsetAfter: standardOffset, startsDaylight: false
    )
    return (start, end)
  }

  /// The last change that `qualifies` among the changes of the year of `day` (days since 1970-01-01) and
  /// the years either side: a change's local time is at most 167 hours from its day, so none of another
  /// year can be the one, and one of the year before always qualifies for the times asked about.
  @inline(__always)
  func lastChange(nearDay day: Int, where qualifies: (RuleChange) -> Bool) -> RuleChange? {
    let year = GregorianDays.year(ofDaySinceUnixEpoch: day)
    var best: RuleChange?
    for candidateYear in (year - 1)...(year + 1) {
      guard let (start, end) = changes(inYear: candidateYear) else { return nil }
      if qualifies(start), best.map({ start.isLater(than: $0) }) ?? true { best = start }
      if qualifies(end), best.map({ end.isLater(than: $0) }) ?? true { best = end }
    }
    return best
  }

  /// Whether the rule has daylight time whose changes are `Mm.w.d` in months from February to November at
  /// least two apart (every rule tzdata writes): each change then stays within a week of its month, even
  /// 167 hours from its day, so inside its own year, and the two never meet or swap.
  var hasUsualShape: Bool {
    guard case .monthWeekDay(let startMonth, _, _, _) = daylightStart,
      case .monthWeekDay(let endMonth, _, _, _) = daylightEnd
    else { return false }
    return abs(startMonth - endMonth) >= 2 && (2...11).contains(startMonth) && (2...11).contains(endMonth)
  }

  /// The offset at `moment` (a UTC time or a wall clock, as `key` reads a change) from the two changes of
  /// the year of `day` alone, when the rule's changes are `Mm.w.d` in months from February to November at
  /// least two apart (every rule tzdata writes): each change then stays within a week of its month, even
  /// 167 hours from its day, so inside its own year and always in the same order, and the last change of
  /// the year before is of the same kind as this year's later one. `nil` for other rules, which
  /// `lastChange` answers.
  @inline(__always)
  func offsetWithinItsYear(_ moment: Int, day: Int, key: (RuleChange) -> Int) -> Int? {
    guard case .monthWeekDay(let startMonth, _, _, _) = daylightStart,
      case .monthWeekDay(let endMonth, _, _, _) = daylightEnd, hasUsualShape,
      let (start, end) = changes(inYear: GregorianDays.year(ofDaySinceUnixEpoch: day))
    else { return nil }
    let (first, second) = startMonth < endMonth ? (start, end) : (end, start)
    if moment >= key(second) { return second.offsetAfter }
    return moment >= key(first) ? first.offsetAfter : second.offsetAfter
  }

  /// The offset the rule gives at `utc` (Unix seconds).
  package func offset(atUTC utc: Int) -> Int {
    guard daylightOffset != nil else { return standardOffset }
    // Past ±2^60 s (36 billion years) the year's changes would overflow; such times are read at the limit.
    let utc = min(max(utc, -ZoneRules.transitionTimeLimit), ZoneRules.transitionTimeLimit)
    let day = floorDivide(utc + standardOffset, 86_400)
    if let offset = offsetWithinItsYear(utc, day: day, key: { $0.utc }) { return offset }
    return lastChange(nearDay: day) { $0.utc <= utc }?.offsetAfter ?? standardOffset
  }

  /// The offset to read the wall clock `local` (seconds since 1970-01-01T00:00 on it) with: the offset after
  /// the last change whose wall-clock key is at or before it, the earlier offset through a gap or a fold.
  package func offset(atWallClock local: Int) -> Int {
    guard daylightOffset != nil else { return standardOffset }
    let local = min(max(local, -ZoneRules.transitionTimeLimit), ZoneRules.transitionTimeLimit)
    let day = floorDivide(local, 86_400)
    if let offset = offsetWithinItsYear(local, day: day, key: { $0.wallClockKey }) { return offset }
    return lastChange(nearDay: day) { $0.wallClockKey <= local }?.offsetAfter ?? standardOffset
  }
}

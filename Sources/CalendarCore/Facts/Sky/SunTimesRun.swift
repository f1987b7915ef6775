// SunTimesRun: the sunrises and sunsets a walk over months found lately, each day found once.

/// The sunrise and sunset facts a walk over days (a month's grid after the one before, in order) found lately:
/// the fact numbers of a run of consecutive days of one source, and the sky and the clocks where the day after
/// them begins, from which the next days go on. A month's grid shares a week or two with the one before it, so
/// each day is found once, and a long walk keeps only the days it may still be asked for.
struct SunTimesRun: Sendable {
  /// The source whose days these are.
  let source: ObjectIdentifier
  /// The JDN of the first day held.
  private(set) var firstDay: Int
  /// Each day's fact number, from `firstDay` on; −1 for a day the clocks skip.
  private(set) var facts: [Int] = []
  /// The sky where the day after the last held begins.
  private(set) var end: HorizonState
  /// The clocks' offset from UTC there, in seconds.
  private(set) var endOffset: Int

  /// A run of `source`'s days holding none yet, the first to be found beginning at `start`, with the clocks
  /// `startOffset` seconds ahead of UTC there.
  init(of source: ObjectIdentifier, firstDay: Int, start: HorizonState, startOffset: Int) {
    self.source = source
    self.firstDay = firstDay
    (end, endOffset) = (start, startOffset)
  }

  /// The JDN of the day after the last held: the next to be found.
  var nextDay: Int { firstDay + facts.count }

  /// The fact number held for the day with JDN `day`, −1 for a day the clocks skip; `nil` when it is not held.
  func fact(onDay day: Int) -> Int? {
    day >= firstDay && day < nextDay ? facts[day - firstDay] : nil
  }

  /// Adds `nextDay`'s fact number, `fact`, and the sky and offset where the day after it begins.
  mutating func append(_ fact: Int, end: HorizonState, endOffset: Int) {
    facts.append(fact)
    (self.end, self.endOffset) = (end, endOffset)
  }

  /// Forgets the days before JDN `day`, which a walk in order has passed.
  mutating func forgetDays(before day: Int) {
    let count = min(max(day - firstDay, 0), facts.count)
    guard count > 0 else { return }
    facts.removeFirst(count)
    firstDay += count
  }
}

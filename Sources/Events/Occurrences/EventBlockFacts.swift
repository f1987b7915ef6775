// EventBlockFacts: the facts of a block of days, one by one and as runs of days, without their occurrences.

/// The facts of a block of days (at most 2^11 of them, counted from the block's first), as the days and the
/// legend read them: the facts found one by one, and runs of days that hold one fact each day (a daily event's
/// facts, a long event's whole days), which a block of a hundred thousand daily events holds twelve million
/// times one by one. `forEach` gives them merged, day by day.
struct EventBlockFacts: Sendable {
  /// The facts found one by one, each `day << 32 | fact`, ascending, each once.
  var single: [UInt64]
  /// The runs, each a fact held on every day from its first through its last (counted from the block's first
  /// day) as `fact << 32 | first << 16 | last` (`run(fact:first:last:)`), so ascending by fact and then by first
  /// day: numbers, as the single facts are, rather than a type of their own for the runtime to set up.
  var runs: [UInt64]

  /// A run as `runs` keeps it.
  static func run(fact: Int, first: Int, last: Int) -> UInt64 {
    UInt64(fact) << 32 | UInt64(first) << 16 | UInt64(last)
  }

  /// Calls `body` with each fact on the days from `from` through `through` (counted from the block's first day),
  /// by day and, within a day, ascending, each once: one fact on a day from both the single facts and a run, or
  /// from two runs, is given once.
  func forEach(fromDay from: Int, through: Int, _ body: (_ day: Int, _ fact: Int) -> Void) {
    let from = max(from, 0)
    guard from <= through else { return }
    single.withUnsafeBufferPointer { single in
      var index = EventBlockFacts.lowerBound(of: UInt64(from) << 32, in: single)
      guard !runs.isEmpty else {
        while index < single.count && Int(single[index] >> 32) <= through {
          body(Int(single[index] >> 32), Int(single[index] & 0xFFFF_FFFF))
          index += 1
        }
        return
      }
      runs.withUnsafeBufferPointer { runs in
        for day in from...through {
          var runIndex = 0
          var previous = -1
          while true {
            let isSingleOfTheDay = index < single.count && Int(single[index] >> 32) == day
            let singleFact = isSingleOfTheDay ? Int(single[index] & 0xFFFF_FFFF) : -1
            // The next run holding its fact on the day.
            while runIndex < runs.count
              && (Int(runs[runIndex] >> 16 & 0xFFFF) > day || Int(runs[runIndex] & 0xFFFF) < day)
            {
              runIndex += 1
            }
            let runFact = runIndex < runs.count ? Int(runs[runIndex] >> 32) : -1
            let fact: Int
            if singleFact >= 0 && (runFact < 0 || singleFact <= runFact) {
              fact = singleFact
              index += 1
            } else if runFact >= 0 {
              fact = runFact
              runIndex += 1
            } else {
              break
            }
            if fact != previous { body(day, fact) }
            previous = fact
          }
        }
      }
    }
  }

  /// Every fact as `forEach` gives it, each `day << 32 | fact`: as the block of facts and occurrences
  /// (`EventBlock.facts`) has them.
  var all: [UInt64] {
    var facts: [UInt64] = []
    let lastDay = max(single.last.map { Int($0 >> 32) } ?? -1, runs.lazy.map { Int($0 & 0xFFFF) }.max() ?? -1)
    if lastDay >= 0 { forEach(fromDay: 0, through: lastDay) { facts.append(UInt64($0) << 32 | UInt64($1)) } }
    return facts
  }

  /// The index of the first of `facts` (ascending) not below `key`.
  private static func lowerBound(of key: UInt64, in facts: UnsafeBufferPointer<UInt64>) -> Int {
    var (low, high) = (0, facts.count)
    while low < high {
      let middle = (low + high) / 2
      if facts[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// Gathers a block's facts from its occurrences (`add`) and from runs found whole (`addRun`): each day an
/// occurrence touches, as its fact there, a run of days extended while an event's occurrences give it day after
/// day, one by one otherwise.
struct EventFactGatherer {
  /// The fewest days a run holds: shorter ones are kept one by one, so that reading each day's runs, which looks
  /// at every run of the block, looks at no more than a few for each fact it gives.
  static let shortestRun = 16

  /// The JDNs of the first and last days gathered.
  let first: Int
  let last: Int
  /// By position, whether the event repeats within a day (`EventCollection.repeatsWithinADay`): such an event's
  /// facts are kept one by one, so that only its earliest start of a day is kept (`uniqueFacts`).
  let repeatsWithinADay: [Bool]
  /// The facts one by one, `(day - first) << 32 | code << 21 | position`.
  var single: [UInt64] = []
  /// The runs, as `EventBlockFacts.runs` keeps them.
  var runs: [UInt64] = []
  /// The position whose runs are being extended, and those runs: one for each code it gave lately, each
  /// `code << 22 | (first day - first) << 11 | (last day - first)` (`OpenRun`).
  private var openPosition = -1
  private var openRuns: [Int] = []

  init(first: Int, last: Int, repeatsWithinADay: [Bool]) {
    (self.first, self.last, self.repeatsWithinADay) = (first, last, repeatsWithinADay)
    openRuns.reserveCapacity(EventFactGatherer.openRunLimit)
  }

  /// How many runs of one event are extended at once: its start's minute, whole days and its end, and one more.
  private static let openRunLimit = 4

  /// Adds the facts of `span` on the days gathered: on each day it touches, 2 + the minute it starts at on its
  /// first day, 1 on the last day of a timed one begun earlier, 0 on a day it is all-day on or fills.
  mutating func add(_ span: EventSpan) {
    let lastDay = min(span.lastDay, last)
    var day = max(span.firstDay, first)
    guard day <= lastDay else { return }
    let position = span.position
    if repeatsWithinADay[position] {
      if day == span.firstDay && !span.isAllDay {
        addSingle(day: day, code: span.start.secondOfDay / 60 + 2, position: position)
        day += 1
      }
      while day <= lastDay {
        addSingle(day: day, code: day == span.lastDay && !span.isAllDay ? 1 : 0, position: position)
        day += 1
      }
      return
    }
    if day == span.firstDay && !span.isAllDay {
      addRun(code: span.start.secondOfDay / 60 + 2, from: day, through: day, position: position)
      day += 1
    }
    let middleLast = span.isAllDay ? lastDay : min(lastDay, span.lastDay - 1)
    if day <= middleLast {
      addRun(code: 0, from: day, through: middleLast, position: position)
      day = middleLast + 1
    }
    if day <= lastDay { addRun(code: 1, from: day, through: day, position: position) }
  }

  /// Adds the fact of code `code` of the event at `position` on each day from JDN `from` through JDN `through`
  /// (days gathered), extending the run of that code the event gave last where the days meet or overlap it.
  mutating func addRun(code: Int, from: Int, through: Int, position: Int) {
    if position != openPosition {
      closeRuns()
      openPosition = position
    }
    let (from, through) = (from - first, through - first)
    if let index = openRuns.firstIndex(where: { OpenRun($0).code == code }) {
      let open = OpenRun(openRuns[index])
      if from <= open.last + 1 && through >= open.first - 1 {
        openRuns[index] = OpenRun.number(code: code, first: min(open.first, from), last: max(open.last, through))
        return
      }
      close(OpenRun(openRuns.remove(at: index)))
    } else if openRuns.count == EventFactGatherer.openRunLimit {
      close(OpenRun(openRuns.removeFirst()))
    }
    openRuns.append(OpenRun.number(code: code, first: from, last: through))
  }

  /// A run being extended: its code, and its first and last days counted from the first gathered.
  private struct OpenRun {
    let code: Int
    let first: Int
    let last: Int

    /// The run `number` stands for.
    init(_ number: Int) { (code, first, last) = (number >> 22, number >> 11 & 0x7FF, number & 0x7FF) }

    /// The number `openRuns` keeps a run as.
    static func number(code: Int, first: Int, last: Int) -> Int { code << 22 | first << 11 | last }
  }

  /// The facts gathered: the single ones sorted and each once, the runs ascending.
  mutating func finish(positionCount: Int) -> EventBlockFacts {
    closeRuns()
    EventCollection.sortFacts(&single, dayCount: last - first + 1, positionCount: positionCount)
    runs.sort()
    let unique = EventCollection.uniqueFacts(single, repeatsWithinADay: repeatsWithinADay)
    return EventBlockFacts(single: unique, runs: runs)
  }

  private mutating func addSingle(day: Int, code: Int, position: Int) {
    single.append(UInt64(day - first) << 32 | UInt64(code) << 21 | UInt64(position))
  }

  /// Closes the runs being extended.
  private mutating func closeRuns() {
    for open in openRuns { close(OpenRun(open)) }
    openRuns.removeAll(keepingCapacity: true)
  }

  /// Keeps `open` as a run, or its days one by one when it is short.
  private mutating func close(_ open: OpenRun) {
    if open.last - open.first + 1 >= EventFactGatherer.shortestRun {
      let fact = EventFact(position: openPosition, code: open.code).number
      runs.append(EventBlockFacts.run(fact: fact, first: open.first, last: open.last))
    } else {
      for day in open.first...open.last { addSingle(day: first + day, code: open.code, position: openPosition) }
    }
  }
}

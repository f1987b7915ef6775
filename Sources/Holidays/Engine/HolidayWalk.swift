// HolidayWalk: selections' holidays read forward, a range of days after another, as a legend reads months.

import CalendarCore

/// A walk forward through the holidays of some `HolidayDays` sources, one range of days after another (the
/// months of a legend). The facts of each Gregorian year are gathered once from the sources' years (the year
/// before and after give the days they move across New Year) and put in the order a legend lists them, so
/// that a month costs a copy of its own facts, where `HolidayDays.forEachFact` finds its years again for
/// every month and a legend would merge its sources; a walk through whole Gregorian years reads each year's
/// facts in place (`withFacts(ofYear:cache:_:)`). The years are found in the `DayFactCache` when a view
/// before kept them there (the grid's colours), and computed for the walk alone otherwise.
/// A value, so that reading it costs no check of exclusive access, as an object's fields would.
///
///     var walk = HolidayWalk([japan], shownDays: first...last)
///     walk.appendFacts(onDaysFrom: january, through: january + 30, to: &entries, cache: &cache)
///     walk.appendFacts(onDaysFrom: january + 31, through: january + 58, to: &entries, cache: &cache)
///     walk.withFacts(ofYear: 2027, cache: &cache) { facts, firstDay in … }
package struct HolidayWalk {
  /// The holidays of each source walked through.
  private let selections: [HolidaySelection]
  /// The days any range walked through may hold.
  private let shownDays: ClosedRange<Int>
  /// The Gregorian years of `shownDays`; the years next to them give only the days they move past New Year
  /// (`HolidayYear`'s `isEdge`).
  private let firstShownYear: Int
  private let lastShownYear: Int
  /// The Gregorian year whose facts `facts` holds (`Int.min` before the first), and the day numbers of its
  /// first and last days.
  private var year = Int.min
  private var yearStart = 0
  private var yearEnd = -1
  /// The days (packed, `HolidayOccurrence.packed`) of `year` of every source, one source's after another, the
  /// days of source `s` from `currentStarts[s]` up to `currentStarts[s + 1]` (with one source, all of them, and
  /// no starts kept); of the year before, and of the year after (when needed), laid out alike. Flat lists of
  /// numbers, where a list of lists would be a type made at run time; a year slides from after to current to
  /// before, its days computed once.
  private var beforeDays: [Int] = []
  private var beforeStarts: [Int] = []
  private var currentDays: [Int] = []
  private var currentStarts: [Int] = []
  private var nextDays: [Int] = []
  private var nextStarts: [Int] = []
  /// Whether `nextDays` holds the days of `year + 1`.
  private var hasNext = false
  /// The facts of the days of `year`, the first `factCount` of these numbers, each its day's offset in the year
  /// (bits 40 on), its source's position (bits 32 to 39) and its number: in order of day, then source, then
  /// number, the order of a legend's lines. Room set aside once and written through a pointer: a check that
  /// the list is not shared, on every fact appended, cost more than the facts themselves.
  private var facts: [Int] = []
  private var factCount = 0
  /// Room to merge a source's facts with those of the sources before it.
  private var merged: [Int] = []
  /// The position in `facts` of the first fact not walked past yet.
  private var position = 0
  /// The last day of the last range: a range from it or before starts the walk over.
  private var lastWalked = Int.max

  /// A walk through the holidays of `sources`, of ranges within the days `shownDays`.
  package init(_ sources: [HolidaySelection], shownDays: ClosedRange<Int>) {
    selections = sources
    self.shownDays = shownDays
    firstShownYear = GregorianYearDays.year(ofJulianDay: shownDays.lowerBound)
    lastShownYear = GregorianYearDays.year(ofJulianDay: shownDays.upperBound)
  }

  /// Appends to `entries` each holiday or make-up working day from JDN `first` through JDN `last` as one
  /// number: its day's offset from `first` (bits 40 on), the position of its source in those given (bits 32
  /// to 39) and its occurrence's number; in order of day, then source, then number, so in increasing order.
  /// Ranges after the previous one are read from where it ended.
  package mutating func appendFacts(
    onDaysFrom first: Int, through last: Int, to entries: inout [Int], cache: inout DayFactCache
  ) {
    if last < first { return }
    if first <= lastWalked { year = Int.min }
    lastWalked = last
    var day = first
    while day <= last {
      if year == Int.min || day > yearEnd {
        let dayYear = GregorianYearDays.year(ofJulianDay: day)
        gather(dayYear, slides: year != Int.min && dayYear == year + 1, cache: &cache)
      }
      let end = min(last, yearEnd)
      let (firstOffset, lastOffset) = (day - yearStart, end - yearStart)
      // An offset from the year's start becomes one from `first` (earlier, or in the year before) by one sum.
      let shift = (yearStart - first) << 40
      var position = self.position
      while position < factCount && facts[position] >> 40 < firstOffset { position += 1 }
      while position < factCount {
        let entry = facts[position]
        if entry >> 40 > lastOffset { break }
        entries.append(entry &+ shift)
        position += 1
      }
      self.position = position
      day = end + 1
    }
  }

  /// Calls `body` with the facts of the Gregorian year `year`, each its day's offset from the year's first day
  /// (bits 40 on), the position of its source (bits 32 to 39) and its occurrence's number, in the order of
  /// `appendFacts`, and with the year's first day number: what a walk through whole years reads in place,
  /// where a walk through months copies each month's. The facts are those of the whole year, days outside
  /// `shownDays` too. Years asked for in order are gathered from the years before, as months are.
  package mutating func withFacts(
    ofYear year: Int, cache: inout DayFactCache, _ body: (_ facts: UnsafeBufferPointer<Int>, _ firstDay: Int) -> Void
  ) {
    if year != self.year {
      gather(year, slides: self.year != Int.min && year == self.year + 1, cache: &cache)
    }
    // A walk through months after this one starts over.
    lastWalked = Int.max
    let firstDay = yearStart
    facts.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[0..<factCount]), firstDay) }
  }

  /// Gathers the facts of the days of `newYear` from each source's years about it: the year itself, the year
  /// before when the days shown come within a week of its start, and the year after when they come within a
  /// week of its end (observed days move a week at most across New Year). With `slides`, `newYear` follows the
  /// year gathered last, whose days and those of its year after are kept.
  private mutating func gather(_ newYear: Int, slides: Bool, cache: inout DayFactCache) {
    let start = GregorianYearDays.firstDay(ofYear: newYear)
    let end = GregorianYearDays.firstDay(ofYear: newYear + 1) - 1
    let needsBefore = shownDays.lowerBound < start + 7
    let needsAfter = shownDays.upperBound > end - 7
    (year, yearStart, yearEnd) = (newYear, start, end)
    let years = (firstShownYear, lastShownYear)
    if slides {
      // The year gathered last becomes the year before; its year after, when found, this year.
      swap(&beforeDays, &currentDays)
      swap(&beforeStarts, &currentStarts)
      if hasNext {
        swap(&currentDays, &nextDays)
        swap(&currentStarts, &nextStarts)
      } else {
        HolidayWalk.load(
          newYear, of: selections, shownYears: years, into: &currentDays, starts: &currentStarts, cache: &cache)
      }
    } else {
      if needsBefore {
        HolidayWalk.load(
          newYear - 1, of: selections, shownYears: years, into: &beforeDays, starts: &beforeStarts, cache: &cache)
      }
      HolidayWalk.load(
        newYear, of: selections, shownYears: years, into: &currentDays, starts: &currentStarts, cache: &cache)
    }
    hasNext = needsAfter
    if needsAfter {
      HolidayWalk.load(
        newYear + 1, of: selections, shownYears: years, into: &nextDays, starts: &nextStarts, cache: &cache)
    }
    // Room for every day of the years read, set aside once for the years to come (doubled, as they vary).
    var room = currentDays.count
    if needsBefore { room += beforeDays.count }
    if needsAfter { room += nextDays.count }
    if facts.count < room { facts = Array(repeating: 0, count: 2 * room) }
    // Only the facts of several sources are merged.
    if selections.count > 1 && merged.count < room { merged = Array(repeating: 0, count: 2 * room) }
    position = 0
    var count = 0
    for source in 0..<selections.count {
      // Each source's facts go after those before it, then merge with them.
      let chunk = count
      let tag = source << 32
      if needsBefore {
        count = HolidayWalk.copy(
          beforeDays, from: firstPosition(ofSource: source, beforeStarts),
          to: endPosition(ofSource: source, beforeDays, beforeStarts), tag, start: start, end: end,
          into: &facts, at: count)
      }
      count = HolidayWalk.copy(
        currentDays, from: firstPosition(ofSource: source, currentStarts),
        to: endPosition(ofSource: source, currentDays, currentStarts), tag, start: start, end: end,
        into: &facts, at: count)
      if needsAfter {
        count = HolidayWalk.copy(
          nextDays, from: firstPosition(ofSource: source, nextStarts),
          to: endPosition(ofSource: source, nextDays, nextStarts), tag, start: start, end: end,
          into: &facts, at: count)
      }
      // The year's own days are in order; only days moved in from the years next to it may need placing.
      HolidayWalk.sort(&facts, from: chunk, to: count)
      if chunk > 0 && chunk < count && facts[chunk - 1] > facts[chunk] {
        HolidayWalk.merge(&facts, at: chunk, count: count, through: &merged)
      }
    }
    factCount = count
  }

  /// Writes into `facts` from position `at` those of the days `days[from..<to]` (packed, in order) from day
  /// `start` through day `end`, each its day's offset from `start` (bits 40 on) above `tag` (the source's
  /// position, bits 32 to 39) and its number; returns the position after the last written. `facts` has room.
  private static func copy(
    _ days: [Int], from first: Int, to last: Int, _ tag: Int, start: Int, end: Int, into facts: inout [Int],
    at position: Int
  ) -> Int {
    days.withUnsafeBufferPointer { days in
      facts.withUnsafeMutableBufferPointer { facts in
        var next = position
        for index in first..<last {
          let packed = days[index]
          let julianDay = HolidayOccurrence.julianDay(ofPacked: packed)
          if julianDay > end { break }
          if julianDay >= start {
            facts[next] = (julianDay - start) << 40 | tag | HolidayOccurrence.fact(ofPacked: packed)
            next += 1
          }
        }
        return next
      }
    }
  }

  /// The position in a year's days of the first of source `source`'s, where `starts` has it (0 with one source).
  private func firstPosition(ofSource source: Int, _ starts: [Int]) -> Int {
    selections.count == 1 ? 0 : starts[source]
  }

  /// The position in `days` after the last of source `source`'s, where `starts` has it (the end with one source).
  private func endPosition(ofSource source: Int, _ days: [Int], _ starts: [Int]) -> Int {
    selections.count == 1 ? days.count : starts[source + 1]
  }

  /// Puts the days of `year` of each of `selections` into `days`, one's after another, where each begins into
  /// `starts` (and the end after the last; with one source, its days alone, as they are): those near the year's
  /// ends alone outside `shownYears`, and none there for a selection none of whose rules of that year may give a
  /// day across New Year (`HolidaySelection.RuleReach`).
  private static func load(
    _ year: Int, of selections: [HolidaySelection], shownYears: (first: Int, last: Int), into days: inout [Int],
    starts: inout [Int], cache: inout DayFactCache
  ) {
    let isEdge = year < shownYears.first || year > shownYears.last
    // A year next to those shown that gives them no day is not read.
    func givesDays(_ selection: HolidaySelection) -> Bool {
      !isEdge
        || (year < shownYears.first
          ? selection.mayGiveDaysPastEnd(ofYear: year) : selection.mayGiveDaysBeforeStart(ofYear: year))
    }
    // One source's days are taken as they are, not copied (a copy into an empty list would allocate one), and need
    // no starts; several sources' are copied one after another into the room the years before left.
    if selections.count == 1 {
      if givesDays(selections[0]) {
        days = HolidayYearCache.days(year, of: selections[0], isEdge: isEdge, in: &cache)
      } else if !days.isEmpty {
        // Emptied only when it holds days: an empty list stays as it is.
        days.removeAll()
      }
      return
    }
    while !days.isEmpty { days.removeLast() }
    while !starts.isEmpty { starts.removeLast() }
    for selection in selections {
      starts.append(days.count)
      if givesDays(selection) { days += HolidayYearCache.days(year, of: selection, isEdge: isEdge, in: &cache) }
    }
    starts.append(days.count)
  }

  /// Sorts `facts[chunk..<count]`: an insertion sort, which only compares neighbours when they are in order
  /// already, as a source's are but for the few days the years next to it move into it.
  private static func sort(_ facts: inout [Int], from chunk: Int, to count: Int) {
    facts.withUnsafeMutableBufferPointer { facts in
      var index = chunk + 1
      while index < count {
        let entry = facts[index]
        var place = index
        while place > chunk && facts[place - 1] > entry {
          facts[place] = facts[place - 1]
          place -= 1
        }
        facts[place] = entry
        index += 1
      }
    }
  }

  /// Merges `facts[0..<chunk]` with `facts[chunk..<count]`, both in order, through `merged` (room for `count`)
  /// and back: by pointers, as a merge of a few dozen numbers a year costs less than checking each append.
  private static func merge(_ facts: inout [Int], at chunk: Int, count: Int, through merged: inout [Int]) {
    facts.withUnsafeMutableBufferPointer { facts in
      merged.withUnsafeMutableBufferPointer { merged in
        var (left, right, next) = (0, chunk, 0)
        while left < chunk && right < count {
          if facts[left] <= facts[right] {
            merged[next] = facts[left]
            left += 1
          } else {
            merged[next] = facts[right]
            right += 1
          }
          next += 1
        }
        // What is left of the right part is in its place already.
        while left < chunk {
          merged[next] = facts[left]
          left += 1
          next += 1
        }
        facts.baseAddress!.update(from: merged.baseAddress!, count: next)
      }
    }
  }
}

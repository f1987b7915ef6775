// What the tests of day-fact sources share: a day's number, the labels of a range, and a check of kept caches.
import CalendarCore
import SwiftcalTestSupport
import Testing

/// The JDN of a Gregorian date.
func gregorianDay(_ year: Int, _ month: Int, _ day: Int) -> Int {
  Reform.gregorian.julianDay(of: CivilDate(year: year, month: month, day: day))
}

/// Each fact `source` gives on a day from `first` through `last`, as `YYYY-MM-DD label`, in the order given;
/// each of a kind the source says it gives.
func factLabels(of source: any DayFactSource, from first: Int, through last: Int) -> [String] {
  var cache = DayFactCache()
  var found: [String] = []
  source.forEachFact(onDaysFrom: first, through: last, reform: .gregorian, cache: &cache) { julianDay, fact in
    #expect(source.kinds.contains(source.kind(ofFact: fact).asSet))
    found.append("\(Reform.gregorian.date(fromJulianDay: julianDay))  \(source.label(ofFact: fact))")
  }
  return found
}

/// Asks `source` for each of `ranges` (first and last JDN) in turn with `cache`, kept over them, and checks that
/// each gives the facts a fresh cache gives.
/// - Returns: each range's facts, as `"day fact"` in the order given.
@discardableResult
func checkKeptFacts(
  of source: any DayFactSource, over ranges: [(Int, Int)], cache: inout DayFactCache, failures: inout FailureLog
) -> [[String]] {
  var found: [[String]] = []
  for (first, last) in ranges {
    var kept: [String] = []
    source.forEachFact(onDaysFrom: first, through: last, reform: .gregorian, cache: &cache) { day, fact in
      kept.append("\(day) \(fact)")
    }
    var freshCache = DayFactCache()
    var fresh: [String] = []
    source.forEachFact(onDaysFrom: first, through: last, reform: .gregorian, cache: &freshCache) { day, fact in
      fresh.append("\(day) \(fact)")
    }
    failures.checkEqual(kept, fresh, "JDN \(first) through \(last)")
    found.append(fresh)
  }
  return found
}

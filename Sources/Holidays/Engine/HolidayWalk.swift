// HolidayWalk: selections' holidays read forward, a range of days after another, as a legend reads months.

import CalendarCore

/// A walk forward through the holidays of some `HolidayDays` sources, one range of days after another (the
/// months of a legend): the years about the ranges are kept with the place reached in each, so that a month
/// costs a look at its own days, where `forEachFact` finds its years and searches them again for every month.
/// The years are found in the `DayFactCache` when a view before kept them there (the grid's colours), and
/// computed for the walk alone otherwise.
/// A value, so that reading it costs no check of exclusive access, as an object's fields would.
///
///     var walk = HolidayWalk([japan], shownDays: first...last)
///     walk.forEachFact(onDaysFrom: january, through: january + 30, cache: &cache) { source, day, fact in … }
///     walk.forEachFact(onDaysFrom: january + 31, through: january + 58, cache: &cache) { source, day, fact in … }
public struct HolidayWalk {
  /// The holidays of each source walked through.
  private let selections: [HolidaySelection]
  /// The Gregorian years any range walked through holds days of; the years next to them give only the days
  /// they move past New Year (`HolidayYear`'s `isEdge`).
  private let firstShownYear: Int
  private let lastShownYear: Int
  /// The years the last range needed, in order, each the sources' in order: year `firstYear + i` of source `s`
  /// at `i * selections.count + s`.
  private var years: [HolidayYearCache.Entry] = []
  /// The position in each of `years` of its first day not walked past yet.
  private var positions: [Int] = []
  /// The Gregorian year of the first of `years`, the day numbers of its 1 January and the next year's, and of
  /// the 1 January after the last of `years`.
  private var firstYear = 0
  private var firstYearStart = Int.max
  private var secondYearStart = Int.max
  private var endStart = Int.min
  /// The last day of the last range: a range from it or before starts the walk over.
  private var lastWalked = Int.max

  /// A walk through the holidays of `sources`, of ranges within the days `shownDays`.
  public init(_ sources: [HolidaySelection], shownDays: ClosedRange<Int>) {
    selections = sources
    firstShownYear = GregorianYearDays.year(ofJulianDay: shownDays.lowerBound)
    lastShownYear = GregorianYearDays.year(ofJulianDay: shownDays.upperBound)
  }

  /// Calls `body` with the position of the source in those given, the day and the occurrence (as a number) of
  /// each holiday or make-up working day from JDN `first` through JDN `last`, by source, then in order of
  /// day, then of year, then as the year found them: for each source, the facts `HolidayDays.forEachFact`
  /// gives. Ranges after the previous one are read from where it ended.
  public mutating func forEachFact(
    onDaysFrom first: Int, through last: Int, cache: inout DayFactCache,
    _ body: (_ source: Int, _ julianDay: Int, _ fact: Int) -> Void
  ) {
    if last < first { return }
    if first <= lastWalked || first - 7 < firstYearStart || first - 7 >= endStart { startOver(at: first) }
    lastWalked = last
    let sourceCount = selections.count
    // Observed days move a week at most across New Year: the years from that of `first - 7` to that of `last + 7`.
    while positions.count > sourceCount && secondYearStart <= first - 7 {
      // Moved down by hand: `removeFirst` goes through a general replacement of the range.
      for index in sourceCount..<positions.count {
        years[index - sourceCount] = years[index]
        positions[index - sourceCount] = positions[index]
      }
      for _ in 0..<sourceCount {
        years.removeLast()
        positions.removeLast()
      }
      firstYear += 1
      firstYearStart = secondYearStart
      secondYearStart = GregorianYearDays.firstDay(ofYear: firstYear + 1)
    }
    while endStart <= last + 7 {
      let year = firstYear + positions.count / sourceCount
      let isEdge = year < firstShownYear || year > lastShownYear
      for selection in selections {
        years.append(HolidayYearCache.year(year, of: selection, isEdge: isEdge, in: &cache, keeps: false))
        positions.append(0)
      }
      endStart = GregorianYearDays.firstDay(ofYear: year + 1)
    }
    for source in 0..<sourceCount {
      var index = source
      while index < positions.count {
        let days = years[index].days
        var position = positions[index]
        while position < days.count && HolidayOccurrence.julianDay(ofPacked: days[position]) < first { position += 1 }
        while position < days.count && HolidayOccurrence.julianDay(ofPacked: days[position]) <= last {
          let packed = days[position]
          body(source, HolidayOccurrence.julianDay(ofPacked: packed), HolidayOccurrence.fact(ofPacked: packed))
          position += 1
        }
        positions[index] = position
        index += sourceCount
      }
    }
  }

  /// Forgets the years kept, for a range from `first` on.
  private mutating func startOver(at first: Int) {
    years.removeAll()
    positions.removeAll()
    firstYear = GregorianYearDays.year(ofJulianDay: first - 7)
    firstYearStart = GregorianYearDays.firstDay(ofYear: firstYear)
    secondYearStart = GregorianYearDays.firstDay(ofYear: firstYear + 1)
    endStart = firstYearStart
  }
}

// MarkedDaySource: marked days as a source of day facts, each mark a fact of kind `mark` numbered by its position.

/// The marks of a `MarkedDays` as facts about days: what a request shows of them. `MarkedDays` itself is a value
/// that grows as marks are added; a source is made of it once it is whole.
///
///     var marks = MarkedDays()
///     marks.add(.fixed(month: 12, day: 25), label: "Christmas")
///     facts.add(MarkedDaySource(marks), named: "marks")
public final class MarkedDaySource: DayFactSource, Hashable {
  /// The marks.
  public let markedDays: MarkedDays

  /// The marks of `markedDays`.
  public init(_ markedDays: MarkedDays) { self.markedDays = markedDays }

  /// `.mark`, or nothing without marks.
  public var kinds: DayFactKinds { markedDays.marks.isEmpty ? [] : .mark }

  /// Calls `body` with the day number and position in `marks` of each mark on a day from JDN
  /// `first` through JDN `last`: `positions(on:reform:)` of each of those days, found a month at a
  /// time from the marks' tables.
  public func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    if markedDays.marks.isEmpty || last < first { return }
    let firstDate = reform.date(fromJulianDay: first)
    var month = firstDate.yearMonth
    // `monthStart` is the day number of the month's first day that exists (after a gap that opens
    // the month, as Bulgaria's April 1916 does); the days after a gap come `skippedDays` earlier.
    var monthStart = first - reform.dayOfMonthIndex(of: firstDate)
    while monthStart <= last {
      let gap = reform.gap(in: month)
      markedDays.forEachMark(in: month, reform: reform, easterSundays: &cache.easterSundays) { day, position in
        var julianDay = monthStart + day - 1
        if let gap, day > gap.lastDayBefore { julianDay -= gap.skippedDays }
        if julianDay >= first && julianDay <= last { body(julianDay, position) }
      }
      monthStart += reform.lastDay(ofMonth: month.month, year: month.year) - (gap?.skippedDays ?? 0)
      month = month.next
    }
  }

  /// `.mark`: every fact of marks is one.
  public func kind(ofFact fact: Int) -> DayFactKind { .mark }

  /// The label of the mark at position `fact`.
  public func label(ofFact fact: Int) -> String { markedDays.marks[fact].label }

  /// `.mark`: a mark says nothing but its label.
  public func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue { .mark }

  /// Whether both hold equal marks.
  public static func == (left: MarkedDaySource, right: MarkedDaySource) -> Bool { left.markedDays == right.markedDays }

  public func hash(into hasher: inout Hasher) { hasher.combine(markedDays) }
}

extension Reform {
  /// How many days of its month come before `date` (0 for the 1st), counting only days that exist.
  fileprivate func dayOfMonthIndex(of date: CivilDate) -> Int {
    guard let gap = gap(in: date.yearMonth), date.day > gap.lastDayBefore else { return date.day - 1 }
    return date.day - 1 - gap.skippedDays
  }
}

// MarkedDays as a source of day facts: each mark a fact of kind `mark`, numbered by its position.

extension MarkedDays: DayFactSource {
  /// `.mark`, or nothing without marks.
  public var kinds: DayFactKinds { marks.isEmpty ? [] : .mark }

  /// Calls `body` with the day number and position in `marks` of each mark on a day from JDN
  /// `first` through JDN `last`: `positions(on:reform:)` of each of those days, found a month at a
  /// time from the marks' tables.
  public func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    if marks.isEmpty || last < first { return }
    let firstDate = reform.date(fromJulianDay: first)
    var month = firstDate.yearMonth
    // `monthStart` is the day number of the month's first day that exists (after a gap that opens
    // the month, as Bulgaria's April 1916 does); the days after a gap come `skippedDays` earlier.
    var monthStart = first - reform.dayOfMonthIndex(of: firstDate)
    while monthStart <= last {
      let gap = reform.gap(in: month)
      forEachMark(in: month, reform: reform, easterSundays: &cache.easterSundays) { day, position in
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
  public func label(ofFact fact: Int) -> String { marks[fact].label }

  /// `.mark`: a mark says nothing but its label.
  public func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue { .mark }
}

extension Reform {
  /// How many days of its month come before `date` (0 for the 1st), counting only days that exist.
  fileprivate func dayOfMonthIndex(of date: CivilDate) -> Int {
    guard let gap = gap(in: date.yearMonth), date.day > gap.lastDayBefore else { return date.day - 1 }
    return date.day - 1 - gap.skippedDays
  }
}

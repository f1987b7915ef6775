// util-linux cal's search for the month that shows week N, with its own count of the year's weeks.

extension Reform {
  /// The month (1...12) util-linux `cal --week=N YEAR` shows when no month is named: the one
  /// holding the first day of week `week` (its Sunday, or its Monday for ISO weeks), counted from
  /// 1 January's week even when that day falls in the year before, or January for a week past the
  /// year's end.
  ///
  /// This is cal's arithmetic, not `firstDay(ofWeek:year:numbering:)`'s: it counts days of the year
  /// through the days a reform skipped and finds the last ISO week as
  /// `lastISOWeekAsCalCountsIt(ofYear:)` does, so that swiftcal shows the month cal shows.
  /// - Returns: the month, or `nil` for an ISO week the year lacks that the year before did not
  ///   end in either (cal refuses it).
  public func monthShowingWeekAsCalFindsIt(_ week: Int, year: Int, numbering: WeekNumbering) -> Int? {
    let weekdayNumber = weekday(of: CivilDate(year: year, month: 1, day: 1)).rawValue - 1  // Sunday 0, as cal counts
    var dayOfYear = week * 7 - weekdayNumber
    // ISO week 1 starts on the Monday before the year's first Thursday; a US week 1 on the Sunday
    // on or before 1 January.
    dayOfYear -= numbering == .iso ? (weekdayNumber >= 5 ? -2 : 5) : 6
    dayOfYear = max(dayOfYear, 1)
    // That count runs through the days the reform skipped (3-13 September 1752), which cal's months
    // still hold: a day after the gap is 11 further into them.
    for month in 1...12 {
      guard let gap = gap(in: YearMonth(year: year, month: month)) else { continue }
      let lastBeforeGap = self.dayOfYear(of: CivilDate(year: year, month: month, day: gap.lastDayBefore))
      if dayOfYear > lastBeforeGap { dayOfYear += gap.skippedDays }
    }
    for month in 1...12 {
      let length = lastDay(ofMonth: month, year: year)
      if dayOfYear <= length { return month }
      dayOfYear -= length
    }
    if numbering == .iso, lastISOWeekAsCalCountsIt(ofYear: year - 1) != week { return nil }
    return 1
  }

  /// The ISO week number of 31 December of `year` as cal counts it while looking for `--week=N`: the
  /// days of the year plus 1 January's offset, over seven, without moving a 29-31 December that is
  /// Monday to Wednesday into the next year's week 1 (cal skips that step when a week was asked for).
  func lastISOWeekAsCalCountsIt(ofYear year: Int) -> Int {
    let weekdayNumber = weekday(of: CivilDate(year: year, month: 1, day: 1)).rawValue - 1
    var offset = weekdayNumber + (weekdayNumber >= 5 ? -2 : 5)
    for month in 1...12 {
      if let gap = gap(in: YearMonth(year: year, month: month)) { offset -= gap.skippedDays }
    }
    return (365 + (isLeapYear(year) ? 1 : 0) + offset) / 7
  }
}

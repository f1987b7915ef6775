// Reform's date moves: a date moved by days, weeks and months, and the days between two dates.

extension Reform {
  /// The date `count` days after `date` (before it when `count` is negative), counted through the
  /// day number, so that a reform's gap is skipped: under `.greatBritain1752`, 2 September 1752
  /// plus one day is 14 September.
  /// - Parameters:
  ///   - date: a valid date under these rules (see `isValid(_:)`).
  ///   - count: the days to move by.
  /// - Returns: the date reached.
  public func date(_ date: CivilDate, advancedByDays count: Int) -> CivilDate {
    self.date(fromJulianDay: julianDay(of: date) + count)
  }

  /// The date `count` weeks after `date` (before it when `count` is negative): the same weekday,
  /// `7 × count` days away.
  public func date(_ date: CivilDate, advancedByWeeks count: Int) -> CivilDate {
    self.date(date, advancedByDays: count * 7)
  }

  /// The same day of the month `count` months after `date`'s month (before it when `count` is
  /// negative), clamped to the days the month has: 31 January plus one month is 28 February, or
  /// 29 in a leap year; 31 March minus one month likewise.
  ///
  /// A day that falls in a reform's gap becomes the first day after it (5 August 1752 plus one
  /// month is 14 September 1752 under `.greatBritain1752`), as the days after the gap keep the
  /// numbers they had; in a gap that closes its month, the last day before it.
  /// - Parameters:
  ///   - date: the date to move; only its month and day are used.
  ///   - count: the months to move by.
  /// - Returns: a valid date under these rules.
  public func date(_ date: CivilDate, advancedByMonths count: Int) -> CivilDate {
    let month = date.yearMonth.advanced(byMonths: count)
    let day = Swift.min(Swift.max(date.day, 1), lastDay(ofMonth: month.month, year: month.year))
    if let gap = gap(in: month), day > gap.lastDayBefore, day <= gap.lastDayBefore + gap.skippedDays {
      let firstAfter = gap.lastDayBefore + gap.skippedDays + 1
      // A gap that closes the month leaves the last day before it (Denmark's 18 February 1700).
      let day = firstAfter <= lastDay(ofMonth: month.month, year: month.year) ? firstAfter : gap.lastDayBefore
      return CivilDate(year: month.year, month: month.month, day: day)
    }
    return CivilDate(year: month.year, month: month.month, day: day)
  }

  /// The number of days from `start` to `end`: positive when `end` is later, 0 for the same day.
  /// Counted through the day number, so that a reform's missing days are not counted (2 to 14
  /// September 1752 is one day under `.greatBritain1752`).
  /// - Parameters:
  ///   - start: a valid date under these rules.
  ///   - end: a valid date under these rules.
  public func days(from start: CivilDate, to end: CivilDate) -> Int {
    julianDay(of: end) - julianDay(of: start)
  }
}

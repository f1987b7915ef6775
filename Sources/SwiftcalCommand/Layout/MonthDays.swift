// MonthDays: a month shown as the run of day numbers it holds under a reform, walked one after another.

import CalendarCore

/// A month as the day numbers it holds: its first day's number, its days (fewer where a reform skips some)
/// and the days skipped. What a view that reads the months shown as runs of days (the legend, `--format ics`)
/// walks, each month starting where the one before ended.
struct MonthDays {
  let month: YearMonth
  let firstDay: Int
  let dayCount: Int
  let gap: (lastDayBefore: Int, skippedDays: Int)?

  /// `month` under `reform`, whose first day is `firstDay`.
  init(_ month: YearMonth, firstDay: Int, reform: Reform) {
    (self.month, self.firstDay) = (month, firstDay)
    // As `MonthGrid` does: a month away from the switch has no gap to look for, and its days are its last day.
    gap = reform.isNearSwitch(firstDay) ? reform.gap(in: month) : nil
    dayCount = reform.lastDay(ofMonth: month.month, year: month.year) - (gap?.skippedDays ?? 0)
  }

  /// The first of `months` under `reform`.
  init(firstOf months: MonthRange, reform: Reform) {
    self.init(months.first, firstDay: reform.julianDay(of: months.first.firstDay), reform: reform)
  }

  /// The month after.
  func next(reform: Reform) -> MonthDays { MonthDays(month.next, firstDay: firstDay + dayCount, reform: reform) }

  /// Whether the day with JDN `julianDay` is one of the month's.
  func holds(_ julianDay: Int) -> Bool { julianDay >= firstDay && julianDay < firstDay + dayCount }

  /// The day of the month of the day with JDN `julianDay`, one of its days.
  func dayOfMonth(ofDay julianDay: Int) -> Int {
    let day = julianDay - firstDay + 1
    guard let gap, day > gap.lastDayBefore else { return day }
    return day + gap.skippedDays
  }
}

// DateRule: which days a mark falls on, as calendar(1)'s and swiftcal's date forms say them.

/// A rule naming days: one date, a run of dates, or a day that comes back every year (a fixed
/// date, the third Monday of February, two days before Easter).
///
///     DateRule.day(CivilDate(year: 2026, month: 12, day: 25))
///     DateRule.weekdayInMonth(month: 11, weekday: .thursday, ordinal: 4)   // 11/ThuFourth
///     DateRule.easter(.western, offsetInDays: -2)                          // Easter-2
public enum DateRule: Hashable, Sendable {
  /// One date (`YYYY-MM-DD`).
  case day(CivilDate)
  /// Every date from the first to the last, both included (`YYYY-MM-DD..YYYY-MM-DD`).
  case days(from: CivilDate, through: CivilDate)
  /// The same month and day every year (`MM-DD`, `MM/DD`, `Month DD`, `DD Month`). 29 February
  /// falls in leap years only.
  case yearly(month: Int, day: Int)
  /// The same day of every month (calendar(1)'s `* DD`).
  case monthly(day: Int)
  /// The `ordinal`-th `weekday` of the month (1 to 5), or counted from the month's end (-1 is the
  /// last); every month when `month` is `nil` (`11/ThuFourth`, `05/MonLast`, `May Sun+2`).
  case weekdayInMonth(month: Int?, weekday: Weekday, ordinal: Int)
  /// Every `weekday` (calendar(1)'s lone weekday name).
  case weekly(Weekday)
  /// Easter Sunday plus `offsetInDays` (`Easter+1`, `Paskha-2`).
  case easter(Easter, offsetInDays: Int)

  /// The largest Easter offset a rule may have, as calendar(1) allows: a year either way.
  public static let maximumEasterOffset = 365

  /// Whether the rule falls on `date`, whose Julian Day Number under `reform` is `julianDay`.
  /// - Parameters:
  ///   - date: a date that exists under `reform`.
  ///   - julianDay: `reform.julianDay(of: date)`, passed in because callers have it already.
  ///   - reform: the calendar rules in force.
  public func contains(_ date: CivilDate, julianDay: Int, reform: Reform) -> Bool {
    switch self {
    case .day(let day): return date == day
    case .days(let first, let last): return date >= first && date <= last
    case .yearly(let month, let day): return date.month == month && date.day == day
    case .monthly(let day): return date.day == day
    case .weekly(let weekday): return Weekday.ofJulianDay(julianDay) == weekday
    case .weekdayInMonth(let month, let weekday, let ordinal):
      guard month == nil || month == date.month, Weekday.ofJulianDay(julianDay) == weekday else { return false }
      return DateRule.ordinal(of: date, julianDay: julianDay, reform: reform, fromEnd: ordinal < 0) == ordinal
    case .easter(let easter, let offset):
      return DateRule.easterYears(around: date.year).contains { year in
        easter.julianDay(inYear: year, reform: reform) + offset == julianDay
      }
    }
  }

  /// Which of its weekday `date` is in its month: 1 for the first, or with `fromEnd` -1 for the
  /// last. Counted in day numbers, so that Britain's 19-day September 1752 counts right.
  static func ordinal(of date: CivilDate, julianDay: Int, reform: Reform, fromEnd: Bool) -> Int {
    let firstDay = reform.julianDay(of: date.yearMonth.firstDay)
    if !fromEnd { return (julianDay - firstDay) / 7 + 1 }
    let lastDay = firstDay + reform.numberOfDays(inMonth: date.month, year: date.year) - 1
    return -((lastDay - julianDay) / 7 + 1)
  }

  /// The years whose Easter, moved by at most a year, can land in `year`.
  static func easterYears(around year: Int) -> ClosedRange<Int> { (year - 1)...(year + 1) }
}

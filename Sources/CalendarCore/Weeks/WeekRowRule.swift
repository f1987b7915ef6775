// How the rows of a month grid take their week numbers when the grid's week and the numbering's differ.

/// How the rows of a `MonthGrid` take their week numbers.
///
/// A row of a grid is a week that starts on the grid's first weekday, while a numbered week
/// starts on its numbering's day (Monday for ISO 8601, Sunday for US weeks). When the two days
/// differ, a row straddles two numbered weeks, and a rule picks one of them.
public enum WeekRowRule: Hashable, Sendable {
  /// util-linux `cal`'s: the first row takes the week of the 1st and each later row one more,
  /// a number past 52 being recomputed from the row's first day of the month. Exact when the
  /// grid's week starts on the numbering's day; `cal` also uses it for a locale whose week
  /// starts on another day.
  case utilLinux
  /// Each row takes the number of the week holding the row's fourth day: the week that holds
  /// most (four) of the row's seven days. This is ISO 8601's own rule for which year a week
  /// belongs to, applied to which numbered week a row belongs to.
  case fourthDay

  /// The rule for rows starting on `firstWeekday` numbered by `numbering`: `cal`'s when the rows
  /// start on the numbering's own day, the fourth day's otherwise.
  public static func forRows(startingOn firstWeekday: Weekday, numbering: WeekNumbering) -> WeekRowRule {
    firstWeekday == numbering.firstWeekday ? .utilLinux : .fourthDay
  }
}

// CivilDate's validating initialiser: a date made only when it exists under a reform's rules.

extension CivilDate {
  /// Creates the date `year`-`month`-`day` only when it exists under `reform`'s rules, so that
  /// code building dates from user input gets `nil` instead of an impossible date:
  ///
  ///     CivilDate(year: 2026, month: 2, day: 29, reform: .gregorian)  // nil: 2026 is common
  ///     CivilDate(year: 1752, month: 9, day: 10, reform: .greatBritain1752)  // nil: in the gap
  /// - Parameters:
  ///   - year: the year.
  ///   - month: the month, 1 through 12.
  ///   - day: the day of the month.
  ///   - reform: the calendar rules that decide whether the date exists.
  public init?(year: Int, month: Int, day: Int, reform: Reform) {
    let date = CivilDate(year: year, month: month, day: day)
    guard reform.isValid(date) else { return nil }
    self = date
  }
}

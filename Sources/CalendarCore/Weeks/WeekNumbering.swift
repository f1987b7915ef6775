// WeekNumbering: ISO and US week numbers, and the first day of a numbered week.

/// How weeks of the year are numbered, as `cal -w` does it.
public enum WeekNumbering: String, Hashable, Sendable {
  /// ISO 8601: weeks start on Monday; week 1 is the week holding the year's first Thursday, so
  /// the first days of January may belong to week 52 or 53 of the year before and the last days
  /// of December to week 1 of the next.
  case iso
  /// The US convention: weeks start on Sunday; week 1 is the week holding 1 January, and weeks
  /// run on to 53 or 54 at the end of December.
  case us

  /// The numberings' names, `iso` and `us`, as options and JSON spell them (the raw values), listed
  /// case by case rather than through `CaseIterable`, whose conformance start-up would have to
  /// look up.
  public static var names: [String] { [iso.rawValue, us.rawValue] }

  /// The numbering `cal` uses for a week that starts on `firstWeekday`: ISO when weeks start on
  /// Monday, US otherwise.
  public static func matching(firstWeekday: Weekday) -> WeekNumbering {
    firstWeekday == .monday ? .iso : .us
  }

  /// The weekday the numbering's weeks start on: Monday for ISO 8601, Sunday for US weeks.
  public var firstWeekday: Weekday {
    self == .iso ? .monday : .sunday
  }
}

extension Reform {
  /// The week of the year `date` falls in, counted in real days across any reform gap.
  public func weekNumber(of civilDate: CivilDate, numbering: WeekNumbering) -> Int {
    weekNumber(ofJulianDay: julianDay(of: civilDate), year: civilDate.year, numbering: numbering)
  }

  /// `weekNumber(of:numbering:)` of the day with JDN `day`, which falls in `year`: for callers
  /// that have the day number already.
  @usableFromInline
  func weekNumber(ofJulianDay day: Int, year: Int, numbering: WeekNumbering) -> Int {
    switch numbering {
    case .us:
      let newYear = julianDay(of: CivilDate(year: year, month: 1, day: 1))
      let sundayBefore = newYear - Weekday.ofJulianDay(newYear).offset(from: .sunday)
      return (day - sundayBefore) / 7 + 1
    case .iso:
      // The ISO week-numbering year is the year of the week's Thursday.
      let thursday = day - Weekday.ofJulianDay(day).offset(from: .monday) + 3
      let weekYear = date(fromJulianDay: thursday).year
      let newYear = julianDay(of: CivilDate(year: weekYear, month: 1, day: 1))
      return (thursday - newYear) / 7 + 1
    }
  }

  /// The first day of week `week` that falls in `year`, or `nil` when the year has no such week.
  ///
  /// Week 1 may begin in the December before; then 1 January is returned. As `cal --week=53`
  /// does, asking for the last week of the year before (week 53 of 2009 for 2010, in ISO terms)
  /// answers 1 January when the year's first days belong to it and the year has no week of its own
  /// with that number.
  public func firstDay(ofWeek week: Int, year: Int, numbering: WeekNumbering) -> CivilDate? {
    // No numbering reaches past week 54; refusing larger numbers here also keeps `(week - 1) * 7`
    // from overflowing for a week like Int.max.
    guard (1...54).contains(week) else { return nil }
    let newYear = julianDay(of: CivilDate(year: year, month: 1, day: 1))
    let newYearOffset = Weekday.ofJulianDay(newYear).offset(from: numbering == .iso ? .monday : .sunday)
    // ISO week 1 is the week with the year's first Thursday: the one holding 1 January when that
    // is Monday to Thursday, otherwise the next one.
    let weekOneStart = newYear - newYearOffset + (numbering == .iso && newYearOffset > 3 ? 7 : 0)
    let start = max(weekOneStart + (week - 1) * 7, newYear)
    let startDate = date(fromJulianDay: start)
    let lastOfYear = julianDay(of: CivilDate(year: year, month: 12, day: 31))
    if start <= lastOfYear, weekNumber(of: startDate, numbering: numbering) == week {
      return startDate
    }
    let newYearDate = CivilDate(year: year, month: 1, day: 1)
    return weekNumber(of: newYearDate, numbering: numbering) == week ? newYearDate : nil
  }
}

// HolidayRule: one holiday of a country's law, the years it was law, where and of which category.

import CalendarCore

/// One holiday of a country's page: its name, how its day is found, the years it was law, the
/// subdivisions that keep it (all when none are named), its category, and how it is observed when it
/// falls on a weekend.
///
///     HolidayRule("Labor Day", .weekday(.monday, ordinal: 1, month: 9), years: 1894...9999, observance: 0)
///     HolidayRule("Lincoln's Birthday", .fixed(month: 2, day: 12), in: ["CT", "IL", "MO", "NY"])
package final class HolidayRule: Sendable {
  /// The holiday's name in the country's languages.
  package let name: HolidayName
  /// How its day is found in a year.
  package let date: HolidayDate
  /// Days added to the day `date` finds (the day after Thanksgiving is 1 after it).
  package let offset: Int
  /// The Gregorian years the holiday was law.
  package let years: ClosedRange<Int>
  /// The holiday comes every `every` years of `years`, counted from its first (an election every
  /// second year, an inauguration every fourth); 1 for every year.
  package let every: Int
  /// The subdivisions that keep it (python-holidays' codes: `CA`, `BY`); every one when empty.
  package let subdivisions: [String]
  /// Whether the holiday is kept by the whole country only, not when a subdivision is asked for
  /// (a national day some states do not keep is written with `subdivisions` instead).
  package let exceptSubdivisions: [String]
  /// The category: `public`, `bank`, `government`, `optional`, `school`, `workday`, ….
  package let category: String
  /// The weekdays on which the holiday is kept at all (`nil`: every weekday): a law that gives a day only
  /// when it falls on a working day.
  package let weekdays: WeekdaySet?
  /// The position in the country's `observances` of the rule that moves or doubles it on a weekend.
  package let observance: Int?
  /// The rule as one number (`HolidayRuleCode`), 0 when a year reads the rule itself: found once, where the page
  /// is written, rather than each time a selection reads the rule.
  let code: Int
  /// The years the rule gives a day: `years`, narrowed to those of its listed days.
  let activeYears: ClosedRange<Int>
  /// The first and last day of the year (0 the 1st of January) its days may fall on, moved by `offset`
  /// (`HolidayDate.dayOfYearBounds`): -1 to 365 for days off given for days worked, as a day worked may be in
  /// the year before or after; 0 to -1 (none) for a rule that finds no day of its own.
  let dayOfYearBounds: (first: Int, last: Int)
  /// Whether its day is weeks from New Year every year (`HolidayDate.isFarFromNewYear`).
  let isFarFromNewYear: Bool

  /// A holiday named `name` on the day `date` finds plus `offset` days, in `years` (every `every`
  /// years of them), in `subdivisions` (every one when empty) but not in `exceptSubdivisions`, of
  /// `category`, kept only on `weekdays`, observed by the country's observance at position `observance`.
  package init(
    _ name: HolidayName, _ date: HolidayDate, offset: Int = 0, years: ClosedRange<Int> = 1...9999, every: Int = 1,
    in subdivisions: [String] = [], except exceptSubdivisions: [String] = [], category: String = "public",
    weekdays: WeekdaySet? = nil, observance: Int? = nil
  ) {
    self.name = name
    self.date = date
    self.offset = offset
    self.years = years
    self.every = every
    self.subdivisions = subdivisions
    self.exceptSubdivisions = exceptSubdivisions
    self.category = category
    self.weekdays = weekdays
    self.observance = observance
    code = weekdays == nil && every == 1 ? HolidayRuleCode.make(forRuleDate: date, offset: offset) : 0
    // Matched here, where a page's rule is a constant the compiler may work out, and a list's years are read only
    // for a list.
    switch date {
    case .dates, .substitutedDays: activeYears = date.listedYears.map { $0.clamped(to: years) } ?? years
    default: activeYears = years
    }
    if case .substitutedDays = date {
      dayOfYearBounds = (-1, 365)
    } else {
      dayOfYearBounds = date.dayOfYearBounds(offset: offset) ?? (0, -1)
    }
    isFarFromNewYear = date.isFarFromNewYear(offset: offset)
  }

  /// Whether the rule holds for `subdivision` (`nil`: the country as a whole) and one of `categories`.
  package func applies(toSubdivision subdivision: String?, categories: [String]) -> Bool {
    guard categories.contains(category) else { return false }
    guard let subdivision else { return subdivisions.isEmpty }
    if exceptSubdivisions.contains(subdivision) { return false }
    return subdivisions.isEmpty || subdivisions.contains(subdivision)
  }
}

extension Array where Element == HolidayRule {
  /// These rules and then those of `part`: a page kept in parts (a country's own rules, each state's), joined
  /// `first.followed(by: second).followed(by: third)`. The list is taken rather than copied, so that a chain grows
  /// one list: `+` would copy the rules before each part into a new list, retaining each again, and release the
  /// old one; a list of the parts would be a type of its own, which a run makes on first use.
  package consuming func followed(by part: [HolidayRule]) -> [HolidayRule] {
    var rules = self
    rules.append(contentsOf: part)
    return rules
  }
}

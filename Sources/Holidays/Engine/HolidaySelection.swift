// HolidaySelection: which holidays a user asked for: a country, perhaps a subdivision, some categories.

import CalendarCore

/// The holidays of one `--holidays` spec: a country, a subdivision of it or none, and the categories
/// (`public` when none is named), with the rules of the country's page that apply.
///
/// A class, shared rather than copied by the sources that hold it: a selection never changes but for
/// the years it keeps computed (`yearCache`). Selections are equal when they name the same holidays.
///
///     HolidaySelection(country: .japan, subdivision: nil, categories: ["public", "bank"])
package final class HolidaySelection: Hashable, Sendable {
  /// The country.
  package let country: HolidayCountry
  /// The subdivision's code (`CA` of `US-CA`), or empty for the country as a whole.
  let subdivisionCode: String
  /// The categories asked for.
  package let categories: [String]
  /// The positions in the country's rules of those that apply.
  package let rules: [Int]
  /// Beside `rules`, four numbers each (`ruleStride`): the rule's `HolidayRuleCode` (0 for a rule a year reads
  /// itself); the first and the last year in which it can give a day (its years, narrowed to those of the days
  /// it lists), so that a year passes over the rules of other years without reading them, as most of a page's
  /// rules are laws of the past or lists of past days; and its `RuleReach` flags. One list, filled once, where
  /// a list for each would cost its own allocations.
  let ruleTable: [Int]
  /// How many numbers `ruleTable` holds for each rule.
  static let ruleStride = 4
  /// The years of its holidays computed lately, for the sources that share the selection; no part
  /// of what makes selections equal.
  let yearCache = HolidayYearCache()

  /// Where a rule's days may fall about New Year, known from its form without finding them.
  struct RuleReach: OptionSet {
    let rawValue: Int
    /// Within a fortnight of New Year (none of `HolidayDate.isFarFromNewYear`): a year next to the ones shown
    /// reads these rules alone (`HolidayYear`'s `isEdge`).
    static let nearNewYear = RuleReach(rawValue: 1)
    /// After its year's end: a holiday of the year's last fortnight observed days later, or a day worked for a
    /// day off. A year before the ones shown is read only when a rule of these holds in it.
    static let pastYearEnd = RuleReach(rawValue: 2)
    /// Before its year's start; a year after the ones shown is read only when a rule of these holds in it.
    static let beforeYearStart = RuleReach(rawValue: 4)
  }

  /// The holidays of `country` (of `subdivision` alone when given) in `categories`.
  package convenience init(country: HolidayCountry, subdivision: String? = nil, categories: [String] = ["public"]) {
    self.init(country: country, subdivisionCode: subdivision ?? "", categories: categories)
  }

  /// The holidays of `country` in `categories` alone (`public` when empty), of the subdivision with code
  /// `subdivisionCode` alone unless it is empty.
  package init(country: HolidayCountry, subdivisionCode: String, categories: [String]) {
    self.country = country
    self.subdivisionCode = subdivisionCode
    self.categories = categories
    let subdivision = subdivisionCode.isEmpty ? nil : subdivisionCode
    let pageRules = country.rules
    var rules: [Int] = []
    var ruleTable: [Int] = []
    rules.reserveCapacity(pageRules.count)
    ruleTable.reserveCapacity(HolidaySelection.ruleStride * pageRules.count)
    for position in pageRules.indices
    where pageRules[position].applies(toSubdivision: subdivision, categories: categories) {
      let rule = pageRules[position]
      // What the page found of the rule's day (`HolidayRule.dayOfYearBounds`), moved as its observance may move it:
      // a day off given for a day worked, which may be worked in another year, reaches both years next to it.
      // `completeYear` adds days within the year (`HolidayCountry.completeYear`).
      var reach: RuleReach = rule.isFarFromNewYear ? [] : .nearNewYear
      let bounds = rule.dayOfYearBounds
      if bounds.first <= bounds.last {
        let moves = country.moveReach(ofObservanceAt: rule.observance)
        // The last day of a year is its day 364, or 365 in a leap year, which `bounds` allow for.
        if bounds.last + moves.forward >= 365 { reach.insert(.pastYearEnd) }
        if bounds.first - moves.back < 0 { reach.insert(.beforeYearStart) }
      }
      rules.append(position)
      ruleTable.append(rule.code)
      ruleTable.append(rule.activeYears.lowerBound)
      ruleTable.append(rule.activeYears.upperBound)
      ruleTable.append(reach.rawValue)
    }
    (self.rules, self.ruleTable) = (rules, ruleTable)
  }

  /// Whether a rule with `reach` holds in `year`.
  private func hasRule(_ reach: RuleReach, inYear year: Int) -> Bool {
    var index = 0
    while index < ruleTable.count {
      if ruleTable[index + 3] & reach.rawValue != 0 && year >= ruleTable[index + 1] && year <= ruleTable[index + 2] {
        return true
      }
      index += HolidaySelection.ruleStride
    }
    return false
  }

  /// Whether a day of `year` may fall after its last day: a year before the ones shown gives days to them only then.
  func mayGiveDaysPastEnd(ofYear year: Int) -> Bool { hasRule(.pastYearEnd, inYear: year) }

  /// Whether a day of `year` may fall before its first day: a year after the ones shown gives days to them only then.
  func mayGiveDaysBeforeStart(ofYear year: Int) -> Bool { hasRule(.beforeYearStart, inYear: year) }

  /// The subdivision's code (`CA` of `US-CA`), or `nil` for the country as a whole.
  package var subdivision: String? { subdivisionCode.isEmpty ? nil : subdivisionCode }

  /// The spec as the user writes it: `US-CA`, `JP:public+bank` (`:public` alone is left out).
  package var spec: String {
    var spec = country.code
    if !subdivisionCode.isEmpty { spec += "-" + subdivisionCode }
    if categories.count != 1 || categories[0] != "public" { spec += ":" + categories.joined(separator: "+") }
    return spec
  }

  /// The holidays of the Gregorian year `year` (empty before the country's first year).
  package func year(_ year: Int, calendars: inout CalendarCache) -> HolidayYear {
    self.year(year, calendars: &calendars, isEdge: false)
  }

  /// The holidays of `year`, or with `isEdge` those within a week of its ends (`HolidayYear`'s `isEdge`).
  func year(_ year: Int, calendars: inout CalendarCache, isEdge: Bool) -> HolidayYear {
    HolidayYear(year: year, selection: self, calendars: &calendars, isEdge: isEdge)
  }

  package static func == (left: HolidaySelection, right: HolidaySelection) -> Bool {
    left === right
      || (left.country.code == right.country.code && left.subdivisionCode == right.subdivisionCode
        && left.categories == right.categories)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(country.code)
    hasher.combine(subdivision)
    hasher.combine(categories)
  }
}

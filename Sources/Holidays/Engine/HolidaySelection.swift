// HolidaySelection: which holidays a user asked for: a country, perhaps a subdivision, some categories.

import CalendarCore

/// The holidays of one `--holidays` spec: a country, a subdivision of it or none, and the categories
/// (`public` when none is named), with the rules of the country's page that apply.
///
/// A class, shared rather than copied by the sources and caches that hold it: a copy of a structure of
/// these fields would be a copy of an optional string and two lists, which the runtime makes types for on a
/// run's first, and a selection never changes. Selections are equal when they name the same holidays.
///
///     HolidaySelection(country: .japan, subdivision: nil, categories: ["public", "bank"])
public final class HolidaySelection: Hashable, Sendable {
  /// The country.
  public let country: HolidayCountry
  /// The subdivision's code (`CA` of `US-CA`), or empty for the country as a whole.
  let subdivisionCode: String
  /// The categories asked for.
  public let categories: [String]
  /// The positions in the country's rules of those that apply.
  public let rules: [Int]
  /// Beside `rules`, two numbers each: the first and the last year in which the rule can give a day (its
  /// years, narrowed to those of the days it lists), so that a year passes over the rules of other years
  /// without reading them: most of a page's rules are laws of the past or lists of past days.
  let ruleYears: [Int]
  /// Beside `rules`, each one's `HolidayRuleCode` (0 for a rule a year reads itself).
  let ruleCodes: [Int]
  /// The positions in `rules` of those whose days may fall within a fortnight of New Year (none of
  /// `HolidayDate.isFarFromNewYear`): all a year next to the ones shown reads (`HolidayYear`'s `isEdge`).
  let edgeRules: [Int]

  /// The holidays of `country` (of `subdivision` alone when given) in `categories`.
  public convenience init(country: HolidayCountry, subdivision: String? = nil, categories: [String] = ["public"]) {
    self.init(country: country, subdivisionCode: subdivision ?? "", categories: categories)
  }

  /// The holidays of `country` in `categories` alone (`public` when empty), of the subdivision with code
  /// `subdivisionCode` alone unless it is empty.
  public init(country: HolidayCountry, subdivisionCode: String, categories: [String]) {
    self.country = country
    self.subdivisionCode = subdivisionCode
    self.categories = categories
    let subdivision = subdivisionCode.isEmpty ? nil : subdivisionCode
    let pageRules = country.rules
    var rules: [Int] = []
    var ruleYears: [Int] = []
    var edgeRules: [Int] = []
    var ruleCodes: [Int] = []
    rules.reserveCapacity(pageRules.count)
    ruleCodes.reserveCapacity(pageRules.count)
    ruleYears.reserveCapacity(2 * pageRules.count)
    for position in pageRules.indices
    where pageRules[position].applies(toSubdivision: subdivision, categories: categories) {
      let rule = pageRules[position]
      let years = rule.date.listedYears.map { $0.clamped(to: rule.years) } ?? rule.years
      if !rule.date.isFarFromNewYear(offset: rule.offset) { edgeRules.append(rules.count) }
      rules.append(position)
      ruleCodes.append(HolidayRuleCode.make(for: rule))
      ruleYears.append(years.lowerBound)
      ruleYears.append(years.upperBound)
    }
    (self.rules, self.ruleYears, self.ruleCodes, self.edgeRules) = (rules, ruleYears, ruleCodes, edgeRules)
  }

  /// The subdivision's code (`CA` of `US-CA`), or `nil` for the country as a whole.
  public var subdivision: String? { subdivisionCode.isEmpty ? nil : subdivisionCode }

  /// The spec as the user writes it: `US-CA`, `JP:public+bank` (`:public` alone is left out).
  public var spec: String {
    var spec = country.code
    if !subdivisionCode.isEmpty { spec += "-" + subdivisionCode }
    if categories.count != 1 || categories[0] != "public" { spec += ":" + categories.joined(separator: "+") }
    return spec
  }

  /// The holidays of the Gregorian year `year` (empty before the country's first year).
  public func year(_ year: Int, calendars: inout CalendarCache) -> HolidayYear {
    self.year(year, calendars: &calendars, isEdge: false)
  }

  /// The holidays of `year`, or with `isEdge` those within a week of its ends (`HolidayYear`'s `isEdge`).
  func year(_ year: Int, calendars: inout CalendarCache, isEdge: Bool) -> HolidayYear {
    HolidayYear(year: year, selection: self, calendars: &calendars, isEdge: isEdge)
  }

  public static func == (left: HolidaySelection, right: HolidaySelection) -> Bool {
    left === right
      || (left.country.code == right.country.code && left.subdivisionCode == right.subdivisionCode
        && left.categories == right.categories)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(country.code)
    hasher.combine(subdivision)
    hasher.combine(categories)
  }
}

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
    rules.reserveCapacity(pageRules.count)
    for position in pageRules.indices
    where pageRules[position].applies(toSubdivision: subdivision, categories: categories) {
      rules.append(position)
    }
    self.rules = rules
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
    HolidayYear(
      year: year, country: country, rules: year < country.firstYear ? [] : rules, calendars: &calendars,
      isEdge: isEdge)
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

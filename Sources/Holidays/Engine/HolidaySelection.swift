// HolidaySelection: which holidays a user asked for: a country, perhaps a subdivision, some categories.

import CalendarCore

/// The holidays of one `--holidays` spec: a country, a subdivision of it or none, and the categories
/// (`public` when none is named), with the rules of the country's page that apply.
///
///     HolidaySelection(country: .japan, subdivision: nil, categories: ["public", "bank"])
public struct HolidaySelection: Hashable, Sendable {
  /// The country.
  public let country: HolidayCountry
  /// The subdivision's code (`CA` of `US-CA`), or `nil` for the country as a whole.
  public let subdivision: String?
  /// The categories asked for.
  public let categories: [String]
  /// The positions in the country's rules of those that apply.
  public let rules: [Int]

  /// The holidays of `country` (of `subdivision` alone when given) in `categories`.
  public init(country: HolidayCountry, subdivision: String? = nil, categories: [String] = ["public"]) {
    self.country = country
    self.subdivision = subdivision
    self.categories = categories
    rules = country.rules.indices.filter {
      country.rules[$0].applies(toSubdivision: subdivision, categories: categories)
    }
  }

  /// The spec as the user writes it: `US-CA`, `JP:public+bank` (`:public` alone is left out).
  public var spec: String {
    var spec = country.code
    if let subdivision { spec += "-" + subdivision }
    if categories != ["public"] { spec += ":" + categories.joined(separator: "+") }
    return spec
  }

  /// The holidays of the Gregorian year `year` (empty before the country's first year).
  public func year(_ year: Int, calendars: inout CalendarCache) -> HolidayYear {
    HolidayYear(year: year, country: country, rules: year < country.firstYear ? [] : rules, calendars: &calendars)
  }

  public static func == (left: HolidaySelection, right: HolidaySelection) -> Bool {
    left.country.code == right.country.code && left.subdivision == right.subdivision
      && left.categories == right.categories
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(country.code)
    hasher.combine(subdivision)
    hasher.combine(categories)
  }
}

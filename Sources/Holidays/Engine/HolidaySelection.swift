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
  /// Beside `rules`, four numbers each (`ruleStride`): the rule's `HolidayRuleCode` (0 for a rule a year reads
  /// itself); the first and the last year in which it can give a day (its years, narrowed to those of the days
  /// it lists), so that a year passes over the rules of other years without reading them, as most of a page's
  /// rules are laws of the past or lists of past days; and its `RuleReach` flags. One list, filled once, where
  /// a list for each would cost its own allocations.
  let ruleTable: [Int]
  /// How many numbers `ruleTable` holds for each rule.
  static let ruleStride = 4

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
  public convenience init(country: HolidayCountry, subdivision: String? = nil, categories: [String] = ["public"]) {
    self.init(country: country, subdivisionCode: subdivision ?? "", categories: categories)
  }

  /// The holidays of `country` in `categories` alone (`public` when empty), of the subdivision with code
  /// `subdivisionCode` alone unless it is empty.
  public init(country: HolidayCountry, subdivisionCode: String, categories: [String]) {
    self.country = country
    self.subdivisionCode = subdivisionCode
    self.categories = categories
    // The country as a whole in category `public`, the selection most runs make, comes with the table.
    if subdivisionCode.isEmpty && categories.count == 1 && categories[0] == "public" {
      (rules, ruleTable) = (country.table.publicRules, country.table.publicRuleTable)
    } else {
      (rules, ruleTable) = HolidaySelection.select(
        from: country.table, categories: categories, subdivision: subdivisionCode.isEmpty ? nil : subdivisionCode)
    }
  }

  /// The positions of the rules of `table` in `categories` that hold for `subdivision` (`nil`: the country as a
  /// whole), and beside them their `ruleTable` numbers.
  static func select(from table: HolidayTable, categories: [String], subdivision: String?) -> (
    rules: [Int], ruleTable: [Int]
  ) {
    // The categories asked for, as bits by their positions in the table.
    var categoryBits = 0
    for position in 0..<table.categoryCount where categories.contains(table.texts[position]) {
      categoryBits |= 1 << position
    }
    // Filled through pointers, room for every rule made at once: an append checks its list's room and owner.
    let ruleCount = table.ruleCount
    let stride = HolidaySelection.ruleStride
    let isWholeCountry = subdivision == nil
    var count = 0
    var ruleTable: [Int] = []
    let rules = [Int](unsafeUninitializedCapacity: ruleCount) { positions, positionCount in
      ruleTable = [Int](unsafeUninitializedCapacity: stride * ruleCount) { kept, keptCount in
        table.numbers.withUnsafeBufferPointer { numbers in
          // Each rule's numbers, whose first four are the ones kept (`HolidayTable.Field`).
          var first = HolidayTable.headerCount
          for position in 0..<ruleCount {
            defer { first += HolidayTable.stride }
            guard categoryBits >> numbers[first + HolidayTable.Field.category] & 1 == 1 else { continue }
            if isWholeCountry {
              guard numbers[first + HolidayTable.Field.subdivisionCount] == 0 else { continue }
            } else {
              guard table.applies(ruleAt: position, toSubdivision: subdivision) else { continue }
            }
            positions[count] = position
            kept[stride * count] = numbers[first]
            kept[stride * count + 1] = numbers[first + 1]
            kept[stride * count + 2] = numbers[first + 2]
            kept[stride * count + 3] = numbers[first + 3]
            count += 1
          }
        }
        keptCount = stride * count
      }
      positionCount = count
    }
    return (rules, ruleTable)
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

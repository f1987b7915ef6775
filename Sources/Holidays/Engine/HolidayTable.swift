// HolidayTable: what the engine reads of a country's rules, as numbers and texts, compiled from its page.

/// A country's rules as the engine reads them for a selection, a year's days of a single day's form and the
/// legend's names: numbers and texts, without the rule objects. A page's table is compiled from the page into
/// Swift source (`Tables/`, by `HolidayTableTests`), which the compiler lays down as constant data, so that a run
/// builds no rule at all unless a year needs one read whole (a lunisolar date, a list of days) or the country's
/// `completeYear` reads its rules; a test fails when a page and its table disagree.
///
/// `numbers` begins with the count of rules and of categories, then `stride` numbers a rule (`Field`), then what
/// each of the country's observances does (`HolidayCountry.moveSummaries(of:)`). `texts`
/// begins with the categories the rules use, then each rule's name (one text a language, as `HolidayName`
/// keeps them), subdivisions and subdivisions left out.
public struct HolidayTable: Sendable, Equatable {
  // Made by the memberwise initializer, which a compiled table's constant lists pass through as constant data.

  /// The numbers: two counts, each rule's fields, then each observance's moves.
  let numbers: [Int]
  /// The categories, then each rule's texts.
  let texts: [String]
  /// The selection of the whole country in category `public`, the one most runs ask for, made with the table:
  /// `HolidaySelection.rules` and `ruleTable`.
  let publicRules: [Int]
  let publicRuleTable: [Int]

  /// A rule's numbers, each at its offset from the rule's first. The first four are what a selection keeps of
  /// each rule it holds (`HolidaySelection.ruleTable`), in its order.
  enum Field {
    /// `HolidayRuleCode`, 0 for a rule read whole.
    static let code = 0
    /// The first and last year the rule gives a day (`HolidayRule.activeYears`).
    static let firstActiveYear = 1
    static let lastActiveYear = 2
    /// Where its days may fall about New Year (`HolidaySelection.RuleReach`), its observance's moves counted.
    static let reach = 3
    /// The position of the rule's observance in the country's, -1 for none.
    static let observance = 4
    /// The position in `texts` of the category.
    static let category = 5
    /// The position in `texts` of the name's first text, and how many texts it has.
    static let nameStart = 6
    static let nameCount = 7
    /// The position in `texts` of the first subdivision that keeps the rule, and how many do (none: all).
    static let subdivisionStart = 8
    static let subdivisionCount = 9
    /// The same of the subdivisions left out.
    static let exceptStart = 10
    static let exceptCount = 11
  }

  /// How many numbers a rule has.
  static let stride = 12
  /// How many numbers come before the first rule's.
  static let headerCount = 2

  /// The count of rules.
  var ruleCount: Int { numbers[0] }

  /// The count of categories, the first texts.
  var categoryCount: Int { numbers[1] }

  /// The number `field` of the rule at `rule`.
  @inline(__always)
  func number(_ field: Int, ofRule rule: Int) -> Int {
    numbers[HolidayTable.headerCount + HolidayTable.stride * rule + field]
  }

  /// Whether the rule at `rule` gives no day of its own (`HolidayDate.derived`).
  func isDerived(ruleAt rule: Int) -> Bool { number(Field.code, ofRule: rule) == HolidayRuleCode.derived }

  /// Whether the rule at `rule` may give a day in `year` (`HolidayRule.activeYears`).
  func isActive(ruleAt rule: Int, inYear year: Int) -> Bool {
    year >= number(Field.firstActiveYear, ofRule: rule) && year <= number(Field.lastActiveYear, ofRule: rule)
  }

  /// The position among the categories (`Field.category`) of `category`, -1 when no rule has it.
  func categoryPosition(of category: String) -> Int {
    (0..<categoryCount).first { texts[$0] == category } ?? -1
  }

  /// What the country's observance at `position` does (`HolidayCountry.moveSummaries(of:)`).
  func observanceMoves(ofObservanceAt position: Int) -> Int {
    numbers[HolidayTable.headerCount + HolidayTable.stride * ruleCount + position]
  }

  /// The category of the rule at `rule`.
  func category(ofRule rule: Int) -> String { texts[number(Field.category, ofRule: rule)] }

  /// The name of the rule at `rule` in the language at `language` of the country's (the first text when the
  /// name gives fewer), as `HolidayName.text(inLanguageAt:)`.
  func name(ofRule rule: Int, inLanguageAt language: Int) -> String {
    let start = number(Field.nameStart, ofRule: rule)
    return texts[language < number(Field.nameCount, ofRule: rule) ? start + language : start]
  }

  /// Whether the rule at `rule` holds for `subdivision` (`nil`: the country as a whole), its category aside, as
  /// `HolidayRule.applies(toSubdivision:categories:)`.
  func applies(ruleAt rule: Int, toSubdivision subdivision: String?) -> Bool {
    let count = number(Field.subdivisionCount, ofRule: rule)
    guard let subdivision else { return count == 0 }
    let exceptStart = number(Field.exceptStart, ofRule: rule)
    for position in exceptStart..<exceptStart + number(Field.exceptCount, ofRule: rule)
    where texts[position] == subdivision {
      return false
    }
    if count == 0 { return true }
    let start = number(Field.subdivisionStart, ofRule: rule)
    for position in start..<start + count where texts[position] == subdivision { return true }
    return false
  }
}

extension HolidayTable {
  /// The table of `rules`, whose observances are `observances`: what the compiled tables hold, and the table of a
  /// page that has none (a test's).
  init(encoding rules: [HolidayRule], observances: [HolidayObservance]) {
    let moves = HolidayCountry.moveSummaries(of: observances)
    var categories: [String] = []
    for rule in rules where !categories.contains(rule.category) { categories.append(rule.category) }
    var numbers = [rules.count, categories.count]
    var texts = categories
    for rule in rules {
      let names = rule.name.texts
      let reach = HolidayCountry.moveReach(ofObservanceAt: rule.observance, summaries: moves)
      numbers += [
        rule.code, rule.activeYears.lowerBound, rule.activeYears.upperBound, HolidayTable.reach(of: rule, moves: reach),
        rule.observance ?? -1,
        // Every rule's category is in the list, made from them above.
        categories.firstIndex(of: rule.category) ?? 0, texts.count, names.count,
        texts.count + names.count, rule.subdivisions.count,
        texts.count + names.count + rule.subdivisions.count, rule.exceptSubdivisions.count,
      ]
      texts += names + rule.subdivisions + rule.exceptSubdivisions
    }
    numbers += moves
    let unselected = HolidayTable(numbers: numbers, texts: texts, publicRules: [], publicRuleTable: [])
    let selected = HolidaySelection.select(from: unselected, categories: ["public"], subdivision: nil)
    self.init(numbers: numbers, texts: texts, publicRules: selected.rules, publicRuleTable: selected.ruleTable)
  }

  /// Where the days of `rule` may fall about New Year (`HolidaySelection.RuleReach`), as the page found its days
  /// (`HolidayRule.dayOfYearBounds`), moved as its observance may move them by `moves` (days back and forward): a
  /// day off given for a day worked, which may be worked in another year, reaches both years next to it.
  /// `completeYear` adds days within the year (`HolidayCountry.completeYear`).
  static func reach(of rule: HolidayRule, moves: (back: Int, forward: Int)) -> Int {
    var reach: HolidaySelection.RuleReach = rule.isFarFromNewYear ? [] : .nearNewYear
    let bounds = rule.dayOfYearBounds
    if bounds.first <= bounds.last {
      // The last day of a year is its day 364, or 365 in a leap year, which `bounds` allow for.
      if bounds.last + moves.forward >= 365 { reach.insert(.pastYearEnd) }
      if bounds.first - moves.back < 0 { reach.insert(.beforeYearStart) }
    }
    return reach.rawValue
  }
}

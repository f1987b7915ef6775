// MarkedDays: the days marks fall on, with their labels, indexed so a grid can ask cheaply.

/// Labelled date rules, indexed so that asking which marks fall on a day costs a few table
/// look-ups however many rules there are (a calendar(1) file with thousands of lines).
///
///     var marks = MarkedDays()
///     marks.add(DateRule("12/25")!, label: "Christmas")
///     marks.add(DateRule("Easter+1")!, label: "Easter Monday")
///     marks.labels(on: CivilDate(year: 2026, month: 4, day: 6))  // ["Easter Monday"]
public struct MarkedDays: Hashable, Sendable {
  /// One mark: a rule and the label it carries (empty for none).
  public struct Mark: Hashable, Sendable {
    /// The days the mark falls on.
    public var rule: DateRule
    /// What the mark says of those days, such as `Christmas`; empty for none.
    public var label: String

    /// A mark of the days `rule` names, labelled `label`.
    public init(rule: DateRule, label: String) {
      self.rule = rule
      self.label = label
    }
  }

  /// Every mark, in the order added: the order labels are given in.
  public private(set) var marks: [Mark] = []

  /// Yearly marks by `month * 32 + day`; empty until the first yearly mark.
  private var yearlyMarks: [[Int]] = []
  /// Single-date marks by date.
  private var dateMarks: [CivilDate: [Int]] = [:]
  /// Easter marks by their offset from Easter Sunday.
  private var westernEasterMarks: [Int: [Int]] = [:], orthodoxEasterMarks: [Int: [Int]] = [:]
  /// The marks no table holds (runs of dates, weekday rules), checked one by one.
  private var otherMarks: [Int] = []

  /// No marks.
  public init() {}

  /// `marks`, in order.
  public init(_ marks: [Mark]) {
    for mark in marks { add(mark.rule, label: mark.label) }
  }

  /// Whether there are no marks at all.
  public var isEmpty: Bool { marks.isEmpty }

  /// Adds a mark after the others.
  public mutating func add(_ rule: DateRule, label: String) {
    let position = marks.count
    marks.append(Mark(rule: rule, label: label))
    switch rule {
    case .yearly(let month, let day):
      if yearlyMarks.isEmpty { yearlyMarks = Array(repeating: [], count: 13 * 32) }
      yearlyMarks[month * 32 + day].append(position)
    case .day(let date): dateMarks[date, default: []].append(position)
    case .easter(.western, let offset): westernEasterMarks[offset, default: []].append(position)
    case .easter(.orthodox, let offset): orthodoxEasterMarks[offset, default: []].append(position)
    case .days, .monthly, .weekly, .weekdayInMonth: otherMarks.append(position)
    }
  }

  /// The positions in `marks` of the marks on `date`, in order.
  /// - Parameters:
  ///   - date: a date that exists under `reform`.
  ///   - reform: the calendar rules in force.
  public func positions(on date: CivilDate, reform: Reform = .greatBritain1752) -> [Int] {
    if marks.isEmpty { return [] }
    var found: [Int] = []
    if !yearlyMarks.isEmpty { found += yearlyMarks[date.month * 32 + date.day] }
    if !dateMarks.isEmpty, let atDate = dateMarks[date] { found += atDate }
    let julianDay = reform.julianDay(of: date)
    let easterTables = [(Easter.western, westernEasterMarks), (.orthodox, orthodoxEasterMarks)]
    for (easter, table) in easterTables where !table.isEmpty {
      for year in DateRule.easterYears(around: date.year) {
        if let atOffset = table[julianDay - easter.julianDay(inYear: year, reform: reform)] { found += atOffset }
      }
    }
    for position in otherMarks where marks[position].rule.contains(date, julianDay: julianDay, reform: reform) {
      found.append(position)
    }
    // Each table's positions are in order; only marks from several tables need sorting.
    if found.count > 1 { found.sort() }
    return found
  }

  /// The labels of the marks on `date`, in the order the marks were added (`""` for a mark
  /// without a label).
  public func labels(on date: CivilDate, reform: Reform = .greatBritain1752) -> [String] {
    positions(on: date, reform: reform).map { marks[$0].label }
  }

  /// The marked days of `month` in date order, each with its labels.
  public func markedDays(in month: YearMonth, reform: Reform = .greatBritain1752)
    -> [(date: CivilDate, labels: [String])]
  {
    if marks.isEmpty { return [] }
    var result: [(date: CivilDate, labels: [String])] = []
    let first = reform.julianDay(of: month.firstDay)
    for julianDay in first..<(first + reform.numberOfDays(inMonth: month.month, year: month.year)) {
      let date = reform.date(fromJulianDay: julianDay)
      let labels = labels(on: date, reform: reform)
      if !labels.isEmpty { result.append((date, labels)) }
    }
    return result
  }
}

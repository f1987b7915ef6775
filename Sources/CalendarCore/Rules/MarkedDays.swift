// MarkedDays: the days marks fall on, with their labels, indexed so a grid can ask cheaply.

/// Labelled date rules, indexed so that asking which marks fall on a day costs a few table
/// look-ups however many rules there are (a calendar(1) file with thousands of lines).
///
///     var marks = MarkedDays()
///     marks.add(.yearly(month: 12, day: 25), label: "Christmas")
///     marks.add(.easter(.western, offsetInDays: 1), label: "Easter Monday")
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
      (self.rule, self.label) = (rule, label)
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
  /// The same marks as lists of offsets and positions, in the order added: a month's Easter marks
  /// are found by walking them, where walking a dictionary's entries retains and releases each
  /// entry's array.
  private var westernEasterOffsets: [Int] = [], westernEasterPositions: [Int] = []
  private var orthodoxEasterOffsets: [Int] = [], orthodoxEasterPositions: [Int] = []
  /// The marks no table holds (runs of dates, weekday rules), checked one by one.
  private var otherMarks: [Int] = []
  /// For each month (1...12), bit `day` set for each day with a yearly mark: a month's yearly
  /// marks without looking at each of its days. Empty until the first yearly mark.
  private var yearlyDays: [UInt32] = []
  /// For each month with a single-date mark, bit `day` set for each of its days with one.
  private var dateMarkDays: [YearMonth: UInt32] = [:]

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
      if yearlyDays.isEmpty { yearlyDays = Array(repeating: 0, count: 13) }
      yearlyDays[month] |= 1 << day
    case .day(let date):
      dateMarks[date, default: []].append(position)
      dateMarkDays[date.yearMonth, default: 0] |= 1 << date.day
    case .easter(.western, let offset):
      westernEasterMarks[offset, default: []].append(position)
      westernEasterOffsets.append(offset)
      westernEasterPositions.append(position)
    case .easter(.orthodox, let offset):
      orthodoxEasterMarks[offset, default: []].append(position)
      orthodoxEasterOffsets.append(offset)
      orthodoxEasterPositions.append(position)
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
    var result: [(date: CivilDate, labels: [String])] = []
    var easterSundays = EasterSundays()
    forEachMarkedDay(in: month, reform: reform, easterSundays: &easterSundays) { day, positions in
      result.append((CivilDate(year: month.year, month: month.month, day: day), positions.map { marks[$0].label }))
    }
    return result
  }

  /// Calls `body` with each marked day of `month` in date order and the positions in `marks` of
  /// the marks on it in order: `positions(on:reform:)` of each day of the month that has marks,
  /// found from the marks' tables rather than by asking each day (a long range shows thousands of
  /// months, most of them with a mark or two).
  /// - Parameter easterSundays: the Easter Sundays found so far, to be found again for the next
  ///   month without computing them (a long range's months ask for the same few years).
  public func forEachMarkedDay(
    in month: YearMonth, reform: Reform = .greatBritain1752, easterSundays: inout EasterSundays,
    _ body: (_ day: Int, _ positions: ArraySlice<Int>) -> Void
  ) {
    if marks.isEmpty { return }
    // Each mark found as day * 2^32 + position, so that sorting orders days, then positions.
    var found: [Int] = []
    forEachMark(in: month, reform: reform, easterSundays: &easterSundays) { day, position in
      found.append(day << 32 | position)
    }
    if found.isEmpty { return }
    found.sort()
    var start = 0
    while start < found.count {
      let day = found[start] >> 32
      var end = start
      while end < found.count && found[end] >> 32 == day {
        found[end] &= 0xFFFF_FFFF
        end += 1
      }
      body(day, found[start..<end])
      start = end
    }
  }

  /// The days of `month` some mark falls on, as bit `day` set for each (1...31).
  /// - Parameter easterSundays: as `forEachMarkedDay(in:reform:easterSundays:_:)` takes it.
  public func markedDayBits(
    in month: YearMonth, reform: Reform = .greatBritain1752, easterSundays: inout EasterSundays
  ) -> UInt64 {
    var bits: UInt64 = 0
    if marks.isEmpty { return bits }
    forEachMark(in: month, reform: reform, easterSundays: &easterSundays) { day, _ in bits |= 1 << day }
    return bits
  }

  /// Calls `body` with the day and the position in `marks` of each mark on a day of `month`, in
  /// no order: what `positions(on:reform:)` finds on each day of the month, found from the
  /// tables (and for the rules no table holds, from the days they can fall on, each checked with
  /// `DateRule.contains`, as `positions(on:reform:)` checks it).
  func forEachMark(
    in month: YearMonth, reform: Reform, easterSundays: inout EasterSundays,
    _ body: (_ day: Int, _ position: Int) -> Void
  ) {
    let lastDay = reform.lastDay(ofMonth: month.month, year: month.year)
    let gap = reform.gap(in: month)
    let gapStart = gap.map { $0.lastDayBefore + 1 } ?? lastDay + 1
    let gapLength = gap?.skippedDays ?? 0
    let firstJulianDay = reform.julianDay(of: month.firstDay)
    let dayCount = lastDay - gapLength
    /// Whether the month has a day `day`: not past its end, nor in a reform's gap.
    func exists(_ day: Int) -> Bool { day >= 1 && day <= lastDay && (day < gapStart || day >= gapStart + gapLength) }
    /// The day of the month of JDN `julianDay`, or `nil` outside the month.
    func day(ofJulianDay julianDay: Int) -> Int? {
      let offset = julianDay - firstJulianDay
      guard offset >= 0 && offset < dayCount else { return nil }
      return offset + 1 < gapStart ? offset + 1 : offset + 1 + gapLength
    }
    if !yearlyMarks.isEmpty {
      var days = yearlyDays[month.month]
      while days != 0 {
        let day = days.trailingZeroBitCount
        days &= days - 1
        if exists(day) { for position in yearlyMarks[month.month * 32 + day] { body(day, position) } }
      }
    }
    if !dateMarks.isEmpty, var days = dateMarkDays[month] {
      while days != 0 {
        let day = days.trailingZeroBitCount
        days &= days - 1
        guard exists(day), let positions = dateMarks[CivilDate(year: month.year, month: month.month, day: day)] else {
          continue
        }
        for position in positions { body(day, position) }
      }
    }
    func findEaster(_ easter: Easter, offsets: [Int], positions: [Int]) {
      if offsets.isEmpty { return }
      for year in DateRule.easterYears(around: month.year) {
        let sunday = easterSundays.julianDay(of: easter, inYear: year, reform: reform)
        for (offset, position) in zip(offsets, positions) {
          guard let day = day(ofJulianDay: sunday + offset) else { continue }
          body(day, position)
        }
      }
    }
    findEaster(.western, offsets: westernEasterOffsets, positions: westernEasterPositions)
    findEaster(.orthodox, offsets: orthodoxEasterOffsets, positions: orthodoxEasterPositions)
    for position in otherMarks {
      let rule = marks[position].rule
      /// Checks the days from JDN `first` on, `step` days apart, before `end`.
      func check(from first: Int, through last: Int, step: Int) {
        var julianDay = first
        while julianDay <= last {
          let day = day(ofJulianDay: julianDay)!
          let date = CivilDate(year: month.year, month: month.month, day: day)
          if rule.contains(date, julianDay: julianDay, reform: reform) { body(day, position) }
          julianDay += step
        }
      }
      let lastJulianDay = firstJulianDay + dayCount - 1
      switch rule {
      case .monthly(let day):
        if exists(day) {
          let julianDay = firstJulianDay + day - 1 - (day < gapStart ? 0 : gapLength)
          check(from: julianDay, through: lastJulianDay, step: dayCount)
        }
      case .weekly(let weekday), .weekdayInMonth(_, let weekday, _):
        // Only the days of the rule's weekday can match it.
        if case .weekdayInMonth(let ruleMonth?, _, _) = rule, ruleMonth != month.month { continue }
        let firstOfWeekday = firstJulianDay + weekday.offset(from: Weekday.ofJulianDay(firstJulianDay))
        check(from: firstOfWeekday, through: lastJulianDay, step: 7)
      case .days(let first, let last):
        let monthFirst = month.firstDay
        let monthLast = CivilDate(year: month.year, month: month.month, day: lastDay)
        if first <= monthLast && last >= monthFirst { check(from: firstJulianDay, through: lastJulianDay, step: 1) }
      case .yearly, .day, .easter:
        check(from: firstJulianDay, through: lastJulianDay, step: 1)
      }
    }
  }
}

/// Easter Sundays found while looking for marks, kept to be found again: the months of a long range
/// ask for the same few years' Easters (each month the year before, its own and the year after),
/// and finding one takes longer than the rest of a month's marks.
public struct EasterSundays: Sendable {
  /// The last few found: Western or Orthodox (0 or 1), the reform, the year and the day number.
  private var found: [(kind: Int, reform: Reform, year: Int, julianDay: Int)] = []
  /// How many are kept: the three years of a month, twice.
  private static let capacity = 6

  /// None found yet.
  public init() {}

  /// The Julian Day Number of `easter`'s Sunday in `year` under `reform`: `Easter.julianDay(inYear:reform:)`,
  /// found again if it was found lately.
  mutating func julianDay(of easter: Easter, inYear year: Int, reform: Reform) -> Int {
    let kind = easter == .western ? 0 : 1
    for entry in found where entry.year == year && entry.kind == kind && entry.reform == reform {
      return entry.julianDay
    }
    let julianDay = easter.julianDay(inYear: year, reform: reform)
    if found.count == EasterSundays.capacity { found.removeFirst() }
    found.append((kind, reform, year, julianDay))
    return julianDay
  }
}

// HolidayYear: the holidays of one Gregorian year for a country (a subdivision, some categories).

import CalendarCore

/// The days one Gregorian year holds for a `HolidaySelection`: each rule's days, then each observance's,
/// then what the country's `completeYear` adds (Japan's day between two holidays). A day may fall just
/// outside the year (1 January observed on 31 December before).
///
/// The days are kept packed, each occurrence and its day one `Int` (`HolidayOccurrence.packed`): a list of
/// numbers is a type every run has made already, where a list of occurrences would be made at run time on
/// the first year of every run that shows holidays.
package struct HolidayYear: Sendable {
  /// The Gregorian year.
  package let year: Int
  /// The country.
  package let country: HolidayCountry
  /// The positions in the country's `rules` of the rules that apply.
  package let rules: [Int]
  /// The days found, packed (`HolidayOccurrence.packed`), by day number, then in the order found.
  private(set) var days: [Int] = []
  /// The day numbers of the year's first and last days.
  private let firstDay: Int
  private let lastDay: Int

  /// The holidays of `year` by the rules of `selection`.
  /// - Parameters:
  ///   - calendars: the lunisolar years computed lately, kept for the next year.
  ///   - isEdge: whether only the days within a week of the year's ends are wanted (the days a year next to
  ///     the ones shown gives them): the rules whose days are weeks from New Year (`isFarFromNewYear`) are
  ///     left out, which leaves those days as they are, as a page's observances and `completeYear` move days
  ///     by days, not weeks.
  init(year: Int, selection: HolidaySelection, calendars: inout CalendarCache, isEdge: Bool = false) {
    let country = selection.country
    self.year = year
    self.country = country
    rules = selection.rules
    var yearDays = GregorianYearDays(year)
    (firstDay, lastDay) = (yearDays.firstDay, yearDays.lastDay)
    guard year >= country.firstYear else { return }
    days.reserveCapacity(rules.count + 8)
    let pageRules = country.rules
    let ruleTable = selection.ruleTable
    let stride = HolidaySelection.ruleStride
    // The rules of other years are passed over by their years alone, and most others give their day by
    // their codes, without reading the rule.
    func add(ruleAt index: Int) {
      guard year >= ruleTable[stride * index + 1] && year <= ruleTable[stride * index + 2] else { return }
      let position = rules[index]
      let code = ruleTable[stride * index]
      if code != 0 {
        if let day = HolidayRuleCode.day(ofCode: code, in: &yearDays) { days.append(day << 32 | position) }
        return
      }
      let rule = pageRules[position]
      guard rule.every == 1 || (year - rule.years.lowerBound) % rule.every == 0 else { return }
      addDays(of: rule, at: position, in: &yearDays, calendars: &calendars)
    }
    if isEdge {
      let nearNewYear = HolidaySelection.RuleReach.nearNewYear.rawValue
      for index in rules.indices where ruleTable[stride * index + 3] & nearNewYear != 0 { add(ruleAt: index) }
    } else {
      for index in rules.indices { add(ruleAt: index) }
    }
    sortDays()
    addObservedDays()
    if let completeYear = country.completeYear {
      completeYear(&self)
      sortDays()
    }
  }

  /// The days found, by day number, then in the order found.
  package var occurrences: [HolidayOccurrence] { days.map(HolidayOccurrence.init(packed:)) }

  /// Calls `body` with each day found, by day number, then in the order found: `occurrences` without a list.
  package func forEachOccurrence(_ body: (HolidayOccurrence) -> Void) {
    for packed in days { body(HolidayOccurrence(packed: packed)) }
  }

  /// Whether a holiday (not a make-up working day) falls on the day `julianDay`.
  package func isHoliday(_ julianDay: Int) -> Bool {
    days.contains {
      HolidayOccurrence.julianDay(ofPacked: $0) == julianDay && !HolidayOccurrence.isWorkingDay(packed: $0)
    }
  }

  /// Whether the day `julianDay` is a working day: not one of the country's weekend days of that day unless
  /// worked in exchange for a day off, and no holiday.
  package func isWorkingDay(_ julianDay: Int) -> Bool { isWorkingDay(julianDay, weekend: nil) }

  /// Whether the day `julianDay` is a working day when the weekend is `weekend` (the country's of the day when
  /// `nil`).
  private func isWorkingDay(_ julianDay: Int, weekend: WeekdaySet?) -> Bool {
    if isHoliday(julianDay) { return false }
    if (weekend ?? country.weekend.days(onJulianDay: julianDay)).contains(Weekday.ofJulianDay(julianDay)) {
      return days.contains {
        HolidayOccurrence.julianDay(ofPacked: $0) == julianDay && HolidayOccurrence.isWorkingDay(packed: $0)
      }
    }
    return true
  }

  /// The holidays on the day `julianDay`.
  package func holidays(on julianDay: Int) -> [HolidayOccurrence] {
    occurrences.filter { $0.julianDay == julianDay && !$0.isWorkingDay }
  }

  /// Adds `occurrence` (a country's `completeYear` adds days so).
  package mutating func add(_ occurrence: HolidayOccurrence) { days.append(occurrence.packed) }

  /// Removes the occurrences `shouldRemove` picks.
  package mutating func removeAll(where shouldRemove: (HolidayOccurrence) -> Bool) {
    days.removeAll { shouldRemove(HolidayOccurrence(packed: $0)) }
  }

  /// Adds the days `rule` (at `position` of the country's rules) gives this year.
  private mutating func addDays(
    of rule: HolidayRule, at position: Int, in yearDays: inout GregorianYearDays, calendars: inout CalendarCache
  ) {
    let date = rule.date
    // Most rules give one day, found without a closure.
    if date.isSingleDay {
      guard let day = date.day(in: &yearDays) else { return }
      let julianDay = day + rule.offset
      if let weekdays = rule.weekdays, !weekdays.contains(Weekday.ofJulianDay(julianDay)) { return }
      days.append(julianDay << 32 | position)
      return
    }
    date.forEachDay(in: &yearDays, calendars: &calendars) { day, listPosition in
      let julianDay = day + rule.offset
      if let weekdays = rule.weekdays, !weekdays.contains(Weekday.ofJulianDay(julianDay)) { return }
      switch date {
      case .substitutedDays(let substitutions):
        days.append(
          HolidayOccurrence(julianDay: julianDay, rule: position, role: .dayOff(substitution: listPosition)).packed)
        let worked = HolidayDate.julianDay(ofNumber: substitutions[listPosition].dayWorked)
        days.append(
          HolidayOccurrence(julianDay: worked, rule: position, role: .workingDay(substitution: listPosition)).packed)
      default:
        days.append(HolidayOccurrence(julianDay: julianDay, rule: position).packed)
      }
    }
  }

  /// Adds the observed day of each holiday whose rule names an observance in force this year, holidays in
  /// date order, so that a search for the next working day sees the days observed before it.
  private mutating func addObservedDays() {
    // Most pages observe holidays on other days in no way at all.
    if country.observances.isEmpty { return }
    let count = days.count
    // The holidays (packed) that leave their own day, found as the days are, removed after them.
    var moved: [Int] = []
    // The day each holiday's day was observed on, for observances whose holidays share one: pairs of numbers.
    var sharedDays: [Int] = []
    let observances = country.observances
    let observanceOfRule = country.observanceOfRule
    let observanceMoves = country.observanceMoves
    // Only the days found by the rules are looked at: the observed days appended after them are not moved again.
    for index in 0..<count {
      let packed = days[index]
      if HolidayOccurrence.isWorkingDay(packed: packed) { continue }
      let rule = HolidayOccurrence.rule(ofPacked: packed)
      var observanceIndex = observanceOfRule[rule]
      guard observanceIndex >= 0 else { continue }
      let julianDay = HolidayOccurrence.julianDay(ofPacked: packed)
      // Most holidays fall on a weekday no observance of theirs moves.
      guard observanceMoves[observanceIndex] >> floorModulo(julianDay + 1, 7) & 1 == 1 else { continue }
      var observance = observances[observanceIndex]
      // A holiday before an observance's law is observed by the one it replaced, if any.
      while !isInForce(observance, on: julianDay), let replaced = observance.replaces {
        observanceIndex = replaced
        observance = observances[replaced]
      }
      guard isInForce(observance, on: julianDay), let move = observance.move(on: Weekday.ofJulianDay(julianDay))
      else { continue }
      var shared: Int?
      if observance.sharesDay {
        var pair = 0
        while pair < sharedDays.count && sharedDays[pair] != julianDay { pair += 2 }
        if pair < sharedDays.count { shared = sharedDays[pair + 1] }
      }
      guard let day = shared ?? observedDay(of: julianDay, by: move, weekend: observance.weekend) else {
        moved.append(packed)
        continue
      }
      if observance.sharesDay && shared == nil { sharedDays += [julianDay, day] }
      if day == julianDay { continue }
      let role = HolidayOccurrence.Role.observed(observance: observanceIndex, isBefore: day < julianDay)
      days.append(HolidayOccurrence(julianDay: day, rule: rule, role: role).packed)
      if observance.movesHoliday { moved.append(packed) }
    }
    if !moved.isEmpty { days.removeAll { moved.contains($0) } }
    sortDays()
  }

  /// Whether `observance` holds for a holiday of this year on the day `julianDay` (`isInForce(year:julianDay:)`,
  /// its first date's day number found only in the years about it).
  private func isInForce(_ observance: HolidayObservance, on julianDay: Int) -> Bool {
    guard observance.years.contains(year) else { return false }
    let firstDate = observance.firstDate
    if firstDate == 0 { return true }
    // A holiday of this year falls within days of it, so a first date a year away or more decides alone.
    let firstYear = firstDate / 10_000
    if firstYear < year - 1 { return true }
    if firstYear > year + 1 { return false }
    return julianDay >= HolidayDate.julianDay(ofNumber: firstDate)
  }

  /// The day a holiday on `julianDay` is observed on by `move` (a working day being outside `weekend`, or the
  /// country's weekend of its day when `nil`), or `nil` when it is dropped.
  private func observedDay(of julianDay: Int, by move: HolidayObservance.Move, weekend: WeekdaySet?) -> Int? {
    switch move {
    case .days(let count): return julianDay + count
    case .dropped: return nil
    case .nextWorkingDay, .previousWorkingDay:
      let step = move == .nextWorkingDay ? 1 : -1
      var day = julianDay + step
      while day >= firstDay && day <= lastDay {
        if isWorkingDay(day, weekend: weekend) { return day }
        day += step
      }
      return julianDay
    case .nextNonHoliday:
      var day = julianDay + 1
      while isHoliday(day) { day += 1 }
      return day
    }
  }

  /// Sorts the days by day number, keeping the order found among a day's.
  private mutating func sortDays() {
    // Insertion sort, through a pointer: the list is short and mostly in order already, and a check that it is
    // not shared on every move would cost more than the sort.
    days.withUnsafeMutableBufferPointer { days in
      var index = 1
      while index < days.count {
        let packed = days[index]
        let julianDay = HolidayOccurrence.julianDay(ofPacked: packed)
        var position = index
        while position > 0 && HolidayOccurrence.julianDay(ofPacked: days[position - 1]) > julianDay {
          days[position] = days[position - 1]
          position -= 1
        }
        days[position] = packed
        index += 1
      }
    }
  }
}

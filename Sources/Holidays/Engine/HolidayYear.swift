// HolidayYear: the holidays of one Gregorian year for a country (a subdivision, some categories).

import CalendarCore

/// The days one Gregorian year holds for a `HolidaySelection`: each rule's days, then each observance's,
/// then what the country's `completeYear` adds (Japan's day between two holidays). A day may fall just
/// outside the year (1 January observed on 31 December before).
public struct HolidayYear: Sendable {
  /// The Gregorian year.
  public let year: Int
  /// The country.
  public let country: HolidayCountry
  /// The positions in the country's `rules` of the rules that apply.
  public let rules: [Int]
  /// The days found, by day number, then in the order found.
  public private(set) var occurrences: [HolidayOccurrence] = []
  /// The day numbers of the year's first and last days.
  private let days: ClosedRange<Int>

  /// The holidays of `year` by the rules at positions `rules` of `country`'s page.
  /// - Parameter calendars: the lunisolar years computed lately, kept for the next year.
  init(year: Int, country: HolidayCountry, rules: [Int], calendars: inout CalendarCache) {
    self.year = year
    self.country = country
    self.rules = rules
    days =
      Reform.gregorian.julianDay(
        of: CivilDate(year: year, month: 1, day: 1))...Reform.gregorian.julianDay(
        of: CivilDate(year: year, month: 12, day: 31))
    occurrences.reserveCapacity(rules.count + 8)
    for position in rules {
      let rule = country.rules[position]
      addDays(of: rule, at: position, calendars: &calendars)
    }
    sortOccurrences()
    addObservedDays()
    if let completeYear = country.completeYear {
      completeYear(&self)
      sortOccurrences()
    }
  }

  /// Whether a holiday (not a make-up working day) falls on the day `julianDay`.
  public func isHoliday(_ julianDay: Int) -> Bool {
    occurrences.contains { $0.julianDay == julianDay && !$0.isWorkingDay }
  }

  /// Whether the day `julianDay` is a working day: not one of the country's weekend days unless worked
  /// in exchange for a day off, and no holiday.
  public func isWorkingDay(_ julianDay: Int) -> Bool { isWorkingDay(julianDay, weekend: country.weekend) }

  /// Whether the day `julianDay` is a working day when the weekend is `weekend`.
  private func isWorkingDay(_ julianDay: Int, weekend: WeekdaySet) -> Bool {
    if isHoliday(julianDay) { return false }
    if weekend.contains(Weekday.ofJulianDay(julianDay)) {
      return occurrences.contains { $0.julianDay == julianDay && $0.isWorkingDay }
    }
    return true
  }

  /// The holidays on the day `julianDay`.
  public func holidays(on julianDay: Int) -> [HolidayOccurrence] {
    occurrences.filter { $0.julianDay == julianDay && !$0.isWorkingDay }
  }

  /// Adds `occurrence` (a country's `completeYear` adds days so).
  public mutating func add(_ occurrence: HolidayOccurrence) { occurrences.append(occurrence) }

  /// Removes the occurrences `shouldRemove` picks.
  public mutating func removeAll(where shouldRemove: (HolidayOccurrence) -> Bool) {
    occurrences.removeAll(where: shouldRemove)
  }

  /// Adds the days `rule` (at `position` of the country's rules) gives this year.
  private mutating func addDays(of rule: HolidayRule, at position: Int, calendars: inout CalendarCache) {
    guard rule.years.contains(year), (year - rule.years.lowerBound) % rule.every == 0 else { return }
    let year = year
    rule.date.forEachDay(inYear: year, calendars: &calendars) { day, listPosition in
      let julianDay = day + rule.offset
      if let weekdays = rule.weekdays, !weekdays.contains(Weekday.ofJulianDay(julianDay)) { return }
      switch rule.date {
      case .substitutedDays(let substitutions):
        occurrences.append(
          HolidayOccurrence(julianDay: julianDay, rule: position, role: .dayOff(substitution: listPosition)))
        let worked = HolidayDate.julianDay(ofNumber: substitutions[listPosition].dayWorked)
        occurrences.append(
          HolidayOccurrence(julianDay: worked, rule: position, role: .workingDay(substitution: listPosition)))
      default:
        occurrences.append(HolidayOccurrence(julianDay: julianDay, rule: position))
      }
    }
  }

  /// Adds the observed day of each holiday whose rule names an observance in force this year, holidays in
  /// date order, so that a search for the next working day sees the days observed before it.
  private mutating func addObservedDays() {
    let holidays = occurrences
    var moved: Set<Int> = []
    // The day each holiday's day was observed on, for observances whose holidays share one.
    var sharedDays: [Int: Int] = [:]
    for (index, occurrence) in holidays.enumerated() where !occurrence.isWorkingDay {
      guard var observanceIndex = country.rules[occurrence.rule].observance else { continue }
      var observance = country.observances[observanceIndex]
      // A holiday before an observance's law is observed by the one it replaced, if any.
      while !observance.isInForce(year: year, julianDay: occurrence.julianDay), let replaced = observance.replaces {
        observanceIndex = replaced
        observance = country.observances[replaced]
      }
      guard observance.isInForce(year: year, julianDay: occurrence.julianDay),
        let move = observance.move(on: Weekday.ofJulianDay(occurrence.julianDay))
      else { continue }
      let sharedKey = occurrence.julianDay
      let shared = observance.sharesDay ? sharedDays[sharedKey] : nil
      let weekend = observance.weekend ?? country.weekend
      guard let day = shared ?? observedDay(of: occurrence.julianDay, by: move, weekend: weekend) else {
        moved.insert(index)
        continue
      }
      if observance.sharesDay { sharedDays[sharedKey] = day }
      if day == occurrence.julianDay { continue }
      let role = HolidayOccurrence.Role.observed(observance: observanceIndex, isBefore: day < occurrence.julianDay)
      occurrences.append(HolidayOccurrence(julianDay: day, rule: occurrence.rule, role: role))
      if observance.movesHoliday { moved.insert(index) }
    }
    if !moved.isEmpty {
      let removed = moved.map { holidays[$0] }
      occurrences.removeAll { removed.contains($0) }
    }
    sortOccurrences()
  }

  /// The day a holiday on `julianDay` is observed on by `move` (a working day being outside `weekend`), or
  /// `nil` when it is dropped.
  private func observedDay(of julianDay: Int, by move: HolidayObservance.Move, weekend: WeekdaySet) -> Int? {
    switch move {
    case .days(let count): return julianDay + count
    case .dropped: return nil
    case .nextWorkingDay, .previousWorkingDay:
      let step = move == .nextWorkingDay ? 1 : -1
      var day = julianDay + step
      while isInYear(day) {
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

  /// Whether the day `julianDay` is in the Gregorian year.
  private func isInYear(_ julianDay: Int) -> Bool { days.contains(julianDay) }

  /// Sorts the days by day number, keeping the order found among a day's.
  private mutating func sortOccurrences() {
    // Insertion sort: the list is short and mostly in order already.
    var index = 1
    while index < occurrences.count {
      let occurrence = occurrences[index]
      var position = index
      while position > 0 && occurrences[position - 1].julianDay > occurrence.julianDay {
        occurrences[position] = occurrences[position - 1]
        position -= 1
      }
      occurrences[position] = occurrence
      index += 1
    }
  }
}

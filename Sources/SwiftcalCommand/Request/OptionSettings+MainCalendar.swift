// OptionSettings' --main-calendar months: the operands read in that calendar, and the months around them.

import CalendarCore

extension OptionSettings {
  /// What `--main-calendar`'s operands and the month options choose: the months of `system` to show, the month
  /// named (the middle one of `-3`), the day named, and the year whose whole months `-y` shows.
  struct MainCalendarMonths {
    /// The first and last months shown, and how many (from the first to the last; none when `count` is 0).
    var first = CalendarMonthSpan(year: 0, month: 0, firstJulianDay: 0, dayCount: 0), last = CalendarMonthSpan(
      year: 0, month: 0, firstJulianDay: 0, dayCount: 0)
    var count = 0
    /// The month named, or today's.
    var focus = CalendarMonthSpan(year: 0, month: 0, firstJulianDay: 0, dayCount: 0)
    var requestedJulianDay: Int?
    var wholeYear: Int?
  }

  /// The months of `system` that `operands` and the options ask for: `[[day] month] year` in that calendar, `-y`'s
  /// year, or the month holding `todayJulianDay`; then `-3`, `-n`, `-S` and `-Y` around it in its months.
  /// - Throws: `UsageError.date` for an operand that is not a day, month or year of the calendar, or months that
  ///   leave its years.
  func mainCalendarMonths(_ system: CalendarSystem, operands: [String], todayJulianDay: Int) throws(UsageError)
    -> MainCalendarMonths
  {
    var cache = CalendarCache()
    guard operands.count <= 3 else { throw .commandLine(.tooManyArguments(operands)) }
    var focus: CalendarMonthSpan
    var requestedJulianDay: Int?
    if operands.count == 1 && !isDigits(operands[0]) {
      // A month alone (`farvardin`, `6L`): of the year holding today.
      guard let today = system.monthSpan(containing: todayJulianDay, cache: &cache) else {
        throw rangeLeft(system)
      }
      focus = try calendarMonth(operands[0], year: today.year, of: system, cache: &cache)
    } else if let yearText = operands.last {
      let year = try calendarYear(yearText, of: system)
      if operands.count == 1 {
        guard let first = system.monthSpan(year: year, month: system.firstMonthOfYear, cache: &cache) else {
          throw rangeLeft(system)
        }
        focus = first
      } else {
        focus = try calendarMonth(operands[operands.count - 2], year: year, of: system, cache: &cache)
      }
      if operands.count == 3 {
        let dayText = operands[0]
        guard let day = parseNumber(dayText), (1...focus.dayCount).contains(day) else {
          throw .date(.invalidCalendarOperand(
            dayText, calendar: system, operand: "day", expected: "1-\(focus.dayCount) for that month"))
        }
        requestedJulianDay = focus.firstJulianDay + day - 1
      }
    } else {
      guard let today = system.monthSpan(containing: todayJulianDay, cache: &cache) else {
        throw rangeLeft(system)
      }
      focus = today
    }
    // `cal 2026` is the whole year; `cal -3 2026` or `cal -n 5 2026` is not.
    let isWholeYear = showsWholeYear || (operands.count == 1 && isDigits(operands[0]) && monthCount == 0)
    var chosen = MainCalendarMonths(focus: focus, requestedJulianDay: requestedJulianDay)
    if isWholeYear {
      // The year's months, walked rather than gathered (`CalendarSystem.monthSpans(ofYear:cache:)`): an array of
      // months is a type a run would set up.
      guard let first = system.monthSpan(year: focus.year, month: system.firstMonthOfYear, cache: &cache) else {
        throw rangeLeft(system)
      }
      (chosen.first, chosen.last, chosen.count, chosen.wholeYear) = (first, first, 1, focus.year)
      while let next = system.monthSpan(after: chosen.last, cache: &cache), next.year == focus.year {
        (chosen.last, chosen.count) = (next, chosen.count + 1)
      }
      try checkCivilYears(of: chosen, in: system)
      return chosen
    }
    var count = Int(monthCount)
    if count == 0 { count = showsTwelveMonths ? 12 : 1 }
    guard (0...Limits.maximumMonthCount).contains(count) else {
      throw .commandLine(.invalidValue(
        option: OptionSpec.Identifier.months.longOption, value: String(count),
        expected: "0-\(Limits.maximumMonthCount)"))
    }
    var first = focus
    if spans {
      for _ in 0..<(count / 2) {
        guard let before = system.monthSpan(before: first, cache: &cache) else { throw rangeLeft(system) }
        first = before
      }
    }
    (chosen.first, chosen.last, chosen.count) = (first, first, count)
    for _ in 1..<max(count, 1) {
      guard let next = system.monthSpan(after: chosen.last, cache: &cache) else { throw rangeLeft(system) }
      chosen.last = next
    }
    try checkCivilYears(of: chosen, in: system)
    return chosen
  }

  /// The years of `system` whose days are all in the civil years swiftcal shows, 1 to `Limits.lastYear`, and in the
  /// calendar's own range: a Hebrew year 1479 is 2282 BC, which no calendar of swiftcal's shows.
  func shownYears(of system: CalendarSystem) -> ClosedRange<Int> {
    var cache = CalendarCache()
    let firstDay = max(reform.julianDay(of: CivilDate(year: 1, month: 1, day: 1)), system.supportedJulianDays.lowerBound)
    let lastDay = min(
      reform.julianDay(of: CivilDate(year: Limits.lastYear, month: 12, day: 31)), system.supportedJulianDays.upperBound)
    // Where civil year 1 (or the last) cuts one of the calendar's years, that year is not shown whole.
    var first = system.supportedYears.lowerBound, last = system.supportedYears.upperBound
    if firstDay > system.supportedJulianDays.lowerBound, let month = system.monthSpan(containing: firstDay, cache: &cache) {
      let isFirstDay = month.firstJulianDay == firstDay && month.month == system.firstMonthOfYear
      first = max(first, isFirstDay ? month.year : month.year + 1)
    }
    if lastDay < system.supportedJulianDays.upperBound, let month = system.monthSpan(containing: lastDay, cache: &cache) {
      last = min(last, month.year - 1)
    }
    return first...max(first, last)
  }

  /// The error for months of `system` that leave the years it shows, naming them.
  private func rangeLeft(_ system: CalendarSystem) -> UsageError {
    .date(.calendarRangeLeft(system, years: shownYears(of: system)))
  }

  /// The year `text` of `system`: digits, within the years it shows (`shownYears(of:)`).
  private func calendarYear(_ text: String, of system: CalendarSystem) throws(UsageError) -> Int {
    let years = shownYears(of: system)
    guard let year = parseNumber(text), years.contains(year) else {
      throw .date(.invalidCalendarOperand(
        text, calendar: system, operand: "year", expected: "\(years.lowerBound)-\(years.upperBound)"))
    }
    return year
  }

  /// Refuses months whose days leave the civil years swiftcal shows (a Hebrew month of 2282 BC, an Islamic one after
  /// year 2147483646), as cal refuses months before year 1.
  private func checkCivilYears(of months: MainCalendarMonths, in system: CalendarSystem) throws(UsageError) {
    guard months.count > 0 else { return }
    let first = reform.date(fromJulianDay: months.first.firstJulianDay).year
    let last = reform.date(fromJulianDay: months.last.lastJulianDay).year
    guard first >= 1 && last <= Limits.lastYear else {
      throw rangeLeft(system)
    }
  }

  /// Whether `text` names a month of `system` in the year holding the day `julianDay` (`farvardin`, `6L`, `7`).
  func isCalendarMonth(_ text: String, of system: CalendarSystem, around julianDay: Int) -> Bool {
    var cache = CalendarCache()
    guard let month = system.monthSpan(containing: julianDay, cache: &cache) else { return false }
    return (try? calendarMonth(text, year: month.year, of: system, cache: &cache)) != nil
  }

  /// Month `text` of `year` of `system`: its number (1-12, 1-13 for a Hebrew leap year, from Nisan), a lunisolar
  /// leap month as its number and `L` (`6L`), or its English name (`Farvardin`, `Tishrei`, `Adar I`) in any case.
  private func calendarMonth(
    _ text: String, year: Int, of system: CalendarSystem, cache: inout CalendarCache
  ) throws(UsageError) -> CalendarMonthSpan {
    var number = parseNumber(text)
    var isLeapMonth = false
    if number == nil, let last = text.last, last == "L" || last == "l" {
      number = parseNumber(String(text.dropLast()))
      isLeapMonth = number != nil
    }
    if number == nil {
      let lowered = text.lowercased()
      number = (1...13).first { system.monthName($0, year: year)?.lowercased() == lowered }
    }
    if let number, let span = system.monthSpan(year: year, month: number, isLeapMonth: isLeapMonth, cache: &cache) {
      return span
    }
    let isLunisolar = system.monthName(1, year: year) == nil
    let count = system == .hebrew && HebrewCalendar.isLeapYear(year) ? 13 : 12
    let expected =
      isLunisolar ? "1-12, or a leap month its year has as 6L" : "1-\(count) or a month name of \(year)"
    throw .date(.invalidCalendarOperand(text, calendar: system, operand: "month", expected: expected))
  }
}

extension OptionSettings {
  /// The civil months from the one holding the first day of `months` to the one holding the last, or `nil` for no
  /// months.
  func civilMonths(from months: MainCalendarMonths, reform: Reform) -> MonthRange? {
    guard months.count > 0 else { return nil }
    return .holding(daysFrom: months.first.firstJulianDay, through: months.last.lastJulianDay, reform: reform)
  }

  /// Refuses what a main calendar's grid does not show: day-of-year and week numbers, weekday lines, eras and
  /// `--week`.
  /// - Throws: `UsageError.commandLine(.conflictingOptions)` naming `--main-calendar` and the option.
  func refuseOptionsBesideMainCalendar() throws(UsageError) {
    let main = OptionSpec.Identifier.mainCalendar.longOption
    let refused: [(Bool, OptionSpec.Identifier)] = [
      (showsDayOfYear, .julian), (showsWeekNumbers, .week), (requestedWeek != nil, .week), (isVertical, .vertical),
      (showsEra, .era),
    ]
    if let (_, identifier) = refused.first(where: \.0) { throw .commandLine(.conflictingOptions(main, identifier.longOption)) }
  }
}

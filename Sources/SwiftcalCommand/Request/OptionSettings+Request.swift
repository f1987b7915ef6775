// OptionSettings made into a Request: what the operands name, the month shown, the months around it.

import CalendarCore
import Holidays

extension OptionSettings {
  /// The request the options and `operands` make, in steps: what the operands name, the month
  /// shown, the months around it, the request itself, then what `sources` give it.
  func request(
    operands: [String], clock: Moment, zone: TimeZoneRules, names: LocaleNames, sources: SourceReader
  ) throws(UsageError) -> Request {
    var named: NamedDate
    var shownMonth: YearMonth
    var showsWholeYear: Bool
    var monthRange: MonthRange
    // Not an optional: the runtime would set up the type of an optional of this struct on every run.
    var main = MainCalendarMonths()
    if let mainCalendar {
      try refuseOptionsBesideMainCalendar()
      // A date or timestamp operand stays civil (`2026-03-21`, `tomorrow`): the month holding it is shown, the day
      // highlighted (DESIGN.md).
      var (mainOperands, referenceDay) = (operands, reform.julianDay(of: clock.date))
      var civilDay: CivilDate?
      // Anything else is read as the calendar's month, and refused as one.
      if operands.count == 1 && !isDigits(operands[0]) && !isCalendarMonth(operands[0], of: mainCalendar, around: referenceDay) {
        do {
          civilDay = try namedDate(word: operands[0], clock: clock, zone: zone, names: names).requestedDay
        } catch {
          // A word with digits (`2026-02-30`, `@x`) but a leap month (`7L`) was meant as a civil date.
          let word = operands[0]
          if word.contains(where: \.isNumber) && !(word.hasSuffix("L") || word.hasSuffix("l")) { throw error }
        }
        if let civilDay { (mainOperands, referenceDay) = ([], reform.julianDay(of: civilDay)) }
      }
      var months = try mainCalendarMonths(mainCalendar, operands: mainOperands, todayJulianDay: referenceDay)
      if let civilDay { months.requestedJulianDay = reform.julianDay(of: civilDay) }
      let focusDay = reform.date(fromJulianDay: months.focus.firstJulianDay)
      named = NamedDate(
        reference: focusDay, year: focusDay.year, requestedDay: months.requestedJulianDay.map(reform.date))
      (shownMonth, showsWholeYear) = (focusDay.yearMonth, false)
      monthRange = civilMonths(from: months, reform: reform) ?? MonthRange(first: shownMonth, count: 0)
      main = months
    } else {
      named = try namedDate(operands, clock: clock, zone: zone, names: names)
      shownMonth = YearMonth(year: named.year, month: try shownMonthNumber(named))
      // `cal 2026` is the whole year; `cal -3 2026` or `cal -n 5 2026` is not.
      showsWholeYear = self.showsWholeYear || (named.isLoneYear && requestedWeek == nil && monthCount == 0)
      monthRange = try months(around: shownMonth, showsWholeYear: showsWholeYear)
    }
    var request = Request(months: monthRange, firstWeekday: firstWeekday, reform: reform, today: clock.date)
    if mainCalendar != nil {
      request.mainCalendar = mainCalendar
      (request.mainFirstMonth, request.mainMonthCount) = (main.first, main.count)
      request.mainDays = main.count > 0 ? main.first.firstJulianDay...main.last.lastJulianDay : nil
      request.mainFocusDay = main.focus.firstJulianDay
      request.mainYearHeader = main.wholeYear
      request.isYearLayout = main.wholeYear != nil || showsTwelveMonths
    }
    if showsAgenda {
      try chooseAgendaDays(of: &request, selects: !operands.isEmpty || main.wholeYear != nil)
      // The agenda of a main calendar's months lists their days, not those of the civil months around them.
      if main.count > 0, request.agendaDays != nil, !operands.isEmpty || monthCount != 0 || spans || main.wholeYear != nil {
        request.agendaDays = main.first.firstJulianDay...main.last.lastJulianDay
      }
    }
    request.requestedDay = named.requestedDay
    request.showsDayOfYear = showsDayOfYear
    request.weekNumbering = showsWeekNumbers ? weekNumbering : nil
    request.countedWeekNumbering = weekNumbering
    request.weekRowRule = choosesWeeks ? .forRows(startingOn: firstWeekday, numbering: weekNumbering) : .utilLinux
    request.showsEra = showsEra
    request.requestedWeek = requestedWeek
    request.isVertical = isVertical
    request.yearHeader = showsWholeYear ? shownMonth.year : nil
    if mainCalendar == nil { request.isYearLayout = showsWholeYear || showsTwelveMonths }
    request.columns = columns
    request.colorMode = colorMode
    request.showsAdjacentDays = showsAdjacentDays
    request.presentation = presentation
    request.focusMonth = shownMonth
    request.calendars = calendars
    request.showsMoonPhases = showsMoonPhases
    request.paper = paper
    // The era table is read only when it is shown: most runs need none of it.
    if showsEra { request.eras = sources.eras() }
    // Dates' words and digits follow the locale of dates, as cal's month names do; names of things (holidays, the
    // moon's phases, the solar terms) follow the messages' locale (`facts(reading:…)`).
    // Small values, not the words themselves: a run that shows neither sets up no page. Pages (captions, titles)
    // take the locale's digits too.
    let isPage = presentation == .html || presentation == .svg
    if !calendars.isEmpty || showsMoonPhases || isPage || mainCalendar != nil {
      request.dateLanguage = LocaleWords.Language(localeName: names.localeName)
      request.digits = usesLatinDigits ? .latin : LocaleDigits(localeName: names.localeName)
    }
    // Last, so that a mistake on the command line is reported before any file is read.
    var holidayCountry: HolidayCountry?
    request.facts = try facts(
      reading: sources, zone: zone, dateLanguage: request.dateLanguage, digits: request.digits,
      script: CalendarLabelScript(names: names), holidayCountry: &holidayCountry)
    request.weekend = chosenWeekend(localeWeekend: names.weekend, holidayCountry: holidayCountry)
    request.warnings += coverageWarnings(of: request.months)
    if presentation == .ics && request.facts.kinds.isDisjoint(with: .dayLine) { throw .commandLine(.nothingToExport) }
    try addEvents(
      to: &request.facts, world: sources.events, lastYear: request.months.last.year, warnings: &request.warnings)
    return request
  }

  /// The weekend shown: `--weekend`'s days, with the locale's day of rest where they hold it; else the weekend of
  /// the one country whose holidays are shown, through its laws' changes; else the locale's territory's.
  private func chosenWeekend(localeWeekend: Weekend, holidayCountry: HolidayCountry?) -> Weekend {
    if let weekend { return Weekend(weekend, restDay: localeWeekend.preferredRestDay) }
    if let holidayCountry { return Weekend.ofCountry(holidayCountry) }
    return localeWeekend
  }

  /// Sets the days `--agenda` lists: with operands (`selects`) or an option that chooses months, those of the
  /// months; else today and the six days after it, and the months they fall in.
  /// - Throws: `UsageError.commandLine(.conflictingOptions)` when the output is a page, the browser or
  ///   iCalendar, which show no agenda.
  private func chooseAgendaDays(of request: inout Request, selects: Bool) throws(UsageError) {
    if presentation != .text && presentation != .json, let presentationOption {
      throw .commandLine(.conflictingOptions(OptionSpec.Identifier.agenda.longOption, presentationOption))
    }
    if selects || monthCount != 0 || spans || rangeOption != nil || requestedWeek != nil {
      let start = reform.julianDay(of: request.months.first.firstDay)
      // No months (`-n 4294967295`, -1 to cal): the first day alone, which no month shown lists.
      let end = request.months.isEmpty ? start : reform.julianDay(of: request.months.last.next.firstDay) - 1
      request.agendaDays = start...end
      return
    }
    let today = reform.julianDay(of: request.today)
    request.agendaDays = today...(today + 6)
    let lastMonth = reform.date(fromJulianDay: today + 6)
    let count = lastMonth.month == request.today.month ? 1 : 2
    request.months = MonthRange(first: YearMonth(year: request.today.year, month: request.today.month), count: count)
  }

  /// What the operands name.
  struct NamedDate {
    /// The date whose year and month are the defaults: today, or the one timestamp operand.
    var reference: CivilDate
    /// The year named, else the reference's.
    var year: Int
    /// The month named, if one is.
    var month: Int?
    /// The day named: the day of `day month year`, or the one timestamp.
    var requestedDay: CivilDate?
    /// Whether the operands are a year alone (`cal 2026`).
    var isLoneYear = false
  }

  /// What `[[day] month] year`, a month name or one timestamp (`2026-12-25`, `tomorrow`, `@0`)
  /// names; today without operands.
  func namedDate(_ operands: [String], clock: Moment, zone: TimeZoneRules, names: LocaleNames) throws(UsageError)
    -> NamedDate
  {
    if operands.count == 1 && !isDigits(operands[0]) {
      return try namedDate(word: operands[0], clock: clock, zone: zone, names: names)
    }
    let today = clock.date
    switch operands.count {
    case 0:
      return NamedDate(reference: today, year: today.year)
    case 1:
      return NamedDate(reference: today, year: try parseYear(operands[0]), isLoneYear: true)
    case 2:
      let year = try parseYear(operands[1])
      return NamedDate(reference: today, year: year, month: try parseMonth(operands[0], year: year, names: names))
    case 3:
      let year = try parseYear(operands[2])
      let month = try parseMonth(operands[1], year: year, names: names)
      return NamedDate(
        reference: today, year: year, month: month, requestedDay: try parseDay(operands[0], month: month, year: year))
    default:
      throw .commandLine(.tooManyArguments(operands))
    }
  }

  /// What one word that is not a number names: a timestamp cal accepts, or a month of this year.
  func namedDate(word: String, clock: Moment, zone: TimeZoneRules, names: LocaleNames) throws(UsageError)
    -> NamedDate
  {
    let date: CivilDate
    switch parseTimestamp(word, now: clock.seconds, zone: zone) {
    case .writtenDate(let year, let month, let day):
      date = try validDate(word, year: year, month: month, day: day, allowsReformGap: true)
    case .instant(let seconds):
      date = zone.localTime(seconds).date
      guard (1...Limits.lastYear).contains(date.year) else { throw .date(.invalidDate(word)) }
    case nil:
      if let named = names.month(named: word) {
        return NamedDate(reference: clock.date, year: clock.date.year, month: named)
      }
      if let error = badDate(word) { throw error }
      if word.contains(where: \.isNumber) { throw .date(.invalidDate(word)) }
      throw .date(.invalidMonth(word))
    }
    return NamedDate(reference: date, year: date.year, requestedDay: date)
  }

  /// The month shown (the middle one with `-S`): the month named; with `--week=N` and no month
  /// named, the month holding the week; otherwise the reference date's.
  /// - Throws: `UsageError.date(.noSuchWeek)` when the year has no week N, checked even when a month is
  ///   named, as cal checks it.
  func shownMonthNumber(_ named: NamedDate) throws(UsageError) -> Int {
    if let week = requestedWeek {
      // With swiftcal's own --first-weekday or --week-numbering the week is found as numbered;
      // otherwise as cal finds it.
      let weekMonth: Int
      if choosesWeeks {
        guard let weekStart = reform.firstDay(ofWeek: week, year: named.year, numbering: weekNumbering) else {
          throw .date(.noSuchWeek(week: week, year: named.year))
        }
        weekMonth = weekStart.month
      } else {
        guard let month = reform.monthShowingWeekAsCalFindsIt(week, year: named.year, numbering: weekNumbering) else {
          throw .date(.noSuchWeek(week: week, year: named.year))
        }
        weekMonth = month
      }
      return named.month ?? weekMonth
    }
    return named.month ?? named.reference.month
  }

  /// The months shown: cal's month count (12 for a year, 1 by default) from `shownMonth`, from
  /// January for a whole year, or around `shownMonth` with `-S`.
  /// - Throws: `UsageError` for a count or a column count cal cannot show, or months that would
  ///   leave the years cal counts.
  func months(around shownMonth: YearMonth, showsWholeYear: Bool) throws(UsageError) -> MonthRange {
    var count = Int(monthCount)
    if showsWholeYear || showsTwelveMonths, count == 0 { count = 12 }
    if count == 0 { count = 1 }
    // cal counts rows of months with a 32-bit int, so -n 2147483648 never ends there.
    guard count != Int(Int32.min), count <= Limits.maximumMonthCount else {
      throw .commandLine(.invalidValue(
        option: OptionSpec.Identifier.months.longOption, value: String(UInt32(truncatingIfNeeded: count)),
        expected: "0-\(Limits.maximumMonthCount)"))
    }
    count = max(count, 0)
    // cal allocates a block for every column before it prints more than one month, and runs out of
    // memory far below 2^31 columns.
    if case .count(let columns) = columns, columns > Limits.maximumColumns, count > 1 {
      throw .commandLine(.invalidValue(
        option: OptionSpec.Identifier.columns.longOption, value: String(columns),
        expected: "1-\(Limits.maximumColumns) or auto"))
    }
    let start = showsWholeYear ? YearMonth(year: shownMonth.year, month: 1) : shownMonth
    let months = spans ? MonthRange.spanning(start, count: count) : MonthRange(first: start, count: count)
    if count > 0 {
      guard months.first.year >= 0 else { throw .date(.rangeTooEarly(firstYear: months.first.year)) }
      guard months.last.year <= Int(Int32.max) else { throw .date(.rangeTooLong(lastYear: months.last.year)) }
    }
    return months
  }
}

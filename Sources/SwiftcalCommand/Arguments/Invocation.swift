// Invocation: a command line made into a Command, as util-linux cal reads its arguments.

import CalendarCore

/// Turns a command line into a `Command`, as util-linux `cal` reads its arguments:
/// `[[[day] month] year]`, `monthname`, or one timestamp (`2026-12-25`, `@1700000000`, `+2 days`, `tomorrow`).
package enum Invocation {
  /// Parses `arguments` (without the program name).
  /// - Parameters:
  ///   - arguments: the words after `swiftcal`.
  ///   - now: the clock, in seconds since the epoch; relative timestamps count from it (or from `--today`).
  ///   - zone: the local time zone, for the clock's date and for timestamps.
  ///   - names: the locale's names, for month-name arguments and the default first weekday.
  /// - Throws: `UsageError` for anything that is not a valid invocation.
  ///   - decimalSeparator: the locale's decimal separator, asked for only by a `--columns` value with a fraction.
  package static func parse(
    _ arguments: [String], now: Int, zone: TimeZoneRules, names: LocaleNames,
    decimalSeparator: () -> String = { "." }
  ) throws(UsageError) -> Command {
    var settings = Settings(firstWeekday: names.firstWeekday)
    var operands: [String] = []
    for item in try scanArguments(arguments) {
      switch item {
      case .operand(let word): operands.append(word)
      case .option(let spec, let value):
        if spec.identifier == .help { return .help }
        if spec.identifier == .version { return .version }
        if spec.identifier == .generateManual { return .manual }
        if spec.identifier == .generateCompletionScript {
          return .completionScript(try Shell(option: spec, value: value))
        }
        try settings.apply(spec, value: value, decimalSeparator: decimalSeparator)
      }
    }
    // cal takes the C library's year, month and day as they are, in whatever reform it shows.
    var clock = Moment(seconds: now, date: zone.localTime(now).date)
    if let text = settings.todayText { clock = try settings.today(from: text, clock: clock, zone: zone) }
    if let easter = settings.easter {
      guard operands.count <= 1 else { throw .tooManyArguments(operands) }
      let year = try operands.first.map { text throws(UsageError) in try settings.parseYear(text) } ?? clock.date.year
      return .date(easter.date(inYear: year, reform: settings.reform))
    }
    return .show(try settings.request(operands: operands, clock: clock, zone: zone, names: names))
  }

  /// Parses `arguments` with `today` at noon UTC as the clock: what `--today` gives scripts and tests.
  package static func parse(_ arguments: [String], today: CivilDate, names: LocaleNames) throws(UsageError)
    -> Command
  {
    try parse(arguments, now: noonSeconds(of: today, zone: .utc), zone: .utc, names: names)
  }
}

/// An instant and its date in the reform in force: the clock, or what `--today` makes of it.
struct Moment {
  var seconds: Int
  var date: CivilDate
}

/// The seconds since the epoch of noon on `date`, so that a relative time of up to twelve hours either way
/// stays on that day.
func noonSeconds(of date: CivilDate, zone: TimeZoneRules) -> Int {
  let noon = LocalDateTime(year: date.year, month: date.month, day: date.day, hour: 12)
  return zone.epochSeconds(noon) ?? TimeZoneRules.utc.epochSeconds(noon)!
}

/// The options seen so far; later options override earlier ones, as with getopt.
private struct Settings {
  var firstWeekday: Weekday
  /// cal's month count: 0 until -1, -3 or -n sets it; a 32-bit number, as `-n 4294967295` is -1 there.
  var monthCount: Int32 = 0
  var spans = false
  var showsWholeYear = false
  var showsTwelveMonths = false
  /// The first of `-y`, `-Y`, `-n` given, which exclude each other as in `cal`, by its long name.
  /// A name rather than an `OptionSpec?`, whose metadata the runtime would build at start-up.
  var rangeOption: String?
  var reform = Reform.greatBritain1752
  var showsDayOfYear = false
  var showsWeekNumbers = false
  var requestedWeek: Int?
  var isVertical = false
  var columns = ColumnsSetting.standard
  var colorMode = ColorMode.unspecified
  var todayText: String?
  var weekend: WeekdaySet = .saturdayAndSunday
  var showsAdjacentDays = false
  var presentation = Presentation.text
  /// The option that chose `presentation`, `--json` or `--interactive` (which exclude each
  /// other), by its long name.
  var presentationOption: String?
  /// `--mark` values (parsed once the reform is known) and `--mark-file` paths, in order.
  var markTexts: [(text: String, isFile: Bool)] = []
  /// Which Easter `-e` or `-o` asks for.
  var easter: Easter?
  /// `--week-numbering`'s choice.
  var chosenWeekNumbering: WeekNumbering?
  /// Whether `--first-weekday` or `--week-numbering` was given, which puts the rows that straddle
  /// two numbered weeks under the fourth-day rule; without them, numbers stay `cal`'s.
  var choosesWeeks = false
  var showsEra = false

  mutating func apply(_ spec: OptionSpec, value: String?, decimalSeparator: () -> String) throws(UsageError) {
    switch spec.identifier {
    case .one: monthCount = 1
    case .three: monthCount = 3; spans = true
    case .months:
      try claimRange(spec)
      // cal reads an unsigned 32-bit number and keeps it in an int: 4294967295 is -1 months, none shown.
      guard case .value(let count) = readUnsigned32(value ?? "") else {
        throw .invalidValue(option: spec.longOption, value: value ?? "", expected: "0-\(Limits.maximumMonthCount)")
      }
      monthCount = Int32(truncatingIfNeeded: UInt32(count))
    case .span: spans = true
    case .year: try claimRange(spec); showsWholeYear = true
    case .twelve: try claimRange(spec); showsTwelveMonths = true
    case .sunday: firstWeekday = .sunday
    case .monday: firstWeekday = .monday
    case .julian: showsDayOfYear = true
    case .week:
      showsWeekNumbers = true
      if let value {
        guard case .value(let week) = readSigned32(value), (1...54).contains(week) else { throw .invalidWeek(value) }
        requestedWeek = week
      }
    case .vertical: isVertical = true
    case .columns: columns = try parseColumns(value ?? "", decimalSeparator: decimalSeparator)
    case .reform:
      guard let name = ReformName(rawValue: (value ?? "").lowercased()) else {
        throw .invalidValue(option: spec.longOption, value: value ?? "", expected: listedWithOr(ReformName.words))
      }
      reform = name.reform
    case .iso: reform = .gregorian
    case .color:
      guard let mode = ColorMode(optionValue: value ?? "auto") else {
        throw .invalidValue(option: spec.longOption, value: value ?? "", expected: listedWithOr(ColorMode.words))
      }
      colorMode = mode
    case .today: todayText = value ?? ""
    case .fill: showsAdjacentDays = true
    case .weekend: weekend = try parseWeekend(value ?? "")
    case .json: try choosePresentation(.json, option: spec)
    case .interactive: try choosePresentation(.interactive, option: spec)
    case .mark: markTexts.append((value ?? "", false))
    case .markFile: markTexts.append((value ?? "", true))
    case .easter: easter = .western
    case .orthodoxEaster: easter = .orthodox
    case .firstWeekday:
      guard let day = weekday(named: value ?? "") else {
        let expected = "sun, mon, tue, wed, thu, fri, sat or their full names"
        throw .invalidValue(option: spec.longOption, value: value ?? "", expected: expected)
      }
      firstWeekday = day
      choosesWeeks = true
    case .weekNumbering:
      switch (value ?? "").lowercased() {
      case "iso": chosenWeekNumbering = .iso
      case "us": chosenWeekNumbering = .us
      default: throw .invalidValue(option: spec.longOption, value: value ?? "", expected: "iso or us")
      }
      choosesWeeks = true
    case .era: showsEra = true
    case .help, .version, .generateManual, .generateCompletionScript: break
    }
  }

  /// The `--mark` and `--mark-file` options as sources, each `--mark` rule read under `reform`.
  func markSources() throws(UsageError) -> [MarkSource] {
    var sources: [MarkSource] = []
    for (text, isFile) in markTexts {
      if isFile {
        guard !text.isEmpty else {
          throw .invalidValue(option: OptionSpec.Identifier.markFile.longOption, value: text, expected: "a file or -")
        }
        sources.append(.file(path: text))
        continue
      }
      // The label follows the first `=`: `Easter+1=Easter Monday`.
      let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let rule = DateRule(String(parts[0]), reform: reform) else { throw .invalidMark(String(parts[0])) }
      sources.append(.rule(rule, label: parts.count > 1 ? markLabel(parts[1]) : ""))
    }
    return sources
  }

  /// Records one of the mutually exclusive range options, refusing a second, different one.
  mutating func claimRange(_ spec: OptionSpec) throws(UsageError) {
    if let earlier = rangeOption, earlier != spec.longOption { throw .conflictingOptions(earlier, spec.longOption) }
    rangeOption = spec.longOption
  }

  /// Records `--json` or `--interactive`, refusing the other one.
  mutating func choosePresentation(_ chosen: Presentation, option spec: OptionSpec) throws(UsageError) {
    if let earlier = presentationOption, earlier != spec.longOption {
      throw .conflictingOptions(earlier, spec.longOption)
    }
    presentation = chosen
    presentationOption = spec.longOption
  }

  /// The date `--today` names: any timestamp cal accepts, counted from the clock; a date alone is taken
  /// at noon, so that relative times of up to twelve hours stay on it.
  func today(from text: String, clock: Moment, zone: TimeZoneRules) throws(UsageError) -> Moment {
    switch parseTimestamp(text, now: clock.seconds, zone: zone) {
    case .writtenDate(let year, let month, let day):
      let date = try validDate(text, year: year, month: month, day: day, allowsReformGap: false)
      return Moment(seconds: noonSeconds(of: date, zone: zone), date: date)
    case .instant(let seconds):
      let date = zone.localTime(seconds).date
      guard (1...Limits.lastYear).contains(date.year) else { throw .invalidToday(text) }
      return Moment(seconds: seconds, date: date)
    case nil:
      throw badDate(text) ?? .invalidToday(text)
    }
  }

  /// The date a written `YYYY-MM-DD` names, or the precise reason it names none.
  /// - Parameter allowsReformGap: whether a day the reform skipped (3-13 September 1752) is accepted, as
  ///   cal accepts `5 9 1752` and shows September.
  func validDate(_ text: String, year: Int, month: Int, day: Int, allowsReformGap: Bool) throws(UsageError)
    -> CivilDate
  {
    guard (1...Limits.lastYear).contains(year) else { throw .dateYearOutOfRange(text) }
    let date = CivilDate(year: year, month: month, day: day)
    let isValid = allowsReformGap ? day <= reform.lastDay(ofMonth: month, year: year) : reform.isValid(date)
    guard isValid else {
      throw .nonexistentDate(
        text, month: YearMonth(year: year, month: month), validRange: validDayRange(month: month, year: year))
    }
    return date
  }

  /// The precise error for a word shaped like a date that is not one (`2026-13-01`, `2026-02-30`), or `nil`.
  func badDate(_ text: String) -> UsageError? {
    guard let parts = dateParts(text) else { return nil }
    guard (1...Limits.lastYear).contains(parts.year) else { return .dateYearOutOfRange(text) }
    guard (1...12).contains(parts.month) else { return .dateMonthOutOfRange(text) }
    return .nonexistentDate(
      text, month: YearMonth(year: parts.year, month: parts.month),
      validRange: validDayRange(month: parts.month, year: parts.year))
  }

  // MARK: - The request

  /// The request the options and `operands` make, in steps: what the operands name, the month
  /// shown, the months around it, then the request itself.
  func request(operands: [String], clock: Moment, zone: TimeZoneRules, names: LocaleNames) throws(UsageError)
    -> Request
  {
    let named = try namedDate(operands, clock: clock, zone: zone, names: names)
    let shownMonth = YearMonth(year: named.year, month: try shownMonthNumber(named))
    // `cal 2026` is the whole year; `cal -3 2026` or `cal -n 5 2026` is not.
    let showsWholeYear = self.showsWholeYear || (named.isLoneYear && requestedWeek == nil && monthCount == 0)
    var request = Request(
      months: try months(around: shownMonth, showsWholeYear: showsWholeYear), firstWeekday: firstWeekday,
      reform: reform, today: clock.date)
    request.requestedDay = named.requestedDay
    request.showsDayOfYear = showsDayOfYear
    request.weekNumbering = showsWeekNumbers ? weekNumbering : nil
    request.countedWeekNumbering = weekNumbering
    request.weekRowRule = choosesWeeks ? .forRows(startingOn: firstWeekday, numbering: weekNumbering) : .utilLinux
    request.showsEra = showsEra
    request.requestedWeek = requestedWeek
    request.isVertical = isVertical
    request.yearHeader = showsWholeYear ? shownMonth.year : nil
    request.isYearLayout = showsWholeYear || showsTwelveMonths
    request.columns = columns
    request.colorMode = colorMode
    request.weekend = weekend
    request.showsAdjacentDays = showsAdjacentDays
    request.presentation = presentation
    request.focusMonth = shownMonth
    if !markTexts.isEmpty {
      request.markSources = try markSources()
      // Files are read at the edge; rules alone make the marks now.
      for case .rule(let rule, let label) in request.markSources { request.marks.add(rule, label: label) }
    }
    return request
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
      throw .tooManyArguments(operands)
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
      guard (1...Limits.lastYear).contains(date.year) else { throw .invalidDate(word) }
    case nil:
      if let named = names.month(named: word) {
        return NamedDate(reference: clock.date, year: clock.date.year, month: named)
      }
      if let error = badDate(word) { throw error }
      if word.contains(where: \.isNumber) { throw .invalidDate(word) }
      throw .invalidMonth(word)
    }
    return NamedDate(reference: date, year: date.year, requestedDay: date)
  }

  /// The month shown (the middle one with `-S`): the month named; with `--week=N` and no month
  /// named, the month holding the week; otherwise the reference date's.
  /// - Throws: `UsageError.noSuchWeek` when the year has no week N, checked even when a month is
  ///   named, as cal checks it.
  func shownMonthNumber(_ named: NamedDate) throws(UsageError) -> Int {
    if let week = requestedWeek {
      // With swiftcal's own --first-weekday or --week-numbering the week is found as numbered;
      // otherwise as cal finds it.
      let weekMonth: Int
      if choosesWeeks {
        guard let weekStart = reform.firstDay(ofWeek: week, year: named.year, numbering: weekNumbering) else {
          throw .noSuchWeek(week: week, year: named.year)
        }
        weekMonth = weekStart.month
      } else {
        weekMonth = try monthHolding(week: week, year: named.year, numbering: weekNumbering)
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
      throw .invalidValue(
        option: OptionSpec.Identifier.months.longOption, value: String(UInt32(truncatingIfNeeded: count)),
        expected: "0-\(Limits.maximumMonthCount)")
    }
    count = max(count, 0)
    // cal allocates a block for every column before it prints more than one month, and runs out of
    // memory far below 2^31 columns.
    if case .count(let columns) = columns, columns > Limits.maximumColumns, count > 1 {
      throw .invalidValue(
        option: OptionSpec.Identifier.columns.longOption, value: String(columns),
        expected: "1-\(Limits.maximumColumns) or auto")
    }
    let start = showsWholeYear ? YearMonth(year: shownMonth.year, month: 1) : shownMonth
    let months = spans ? MonthRange.spanning(start, count: count) : MonthRange(first: start, count: count)
    if count > 0 {
      guard months.first.year >= 0 else { throw .rangeTooEarly(firstYear: months.first.year) }
      guard months.last.year <= Int(Int32.max) else { throw .rangeTooLong(lastYear: months.last.year) }
    }
    return months
  }

  /// The month cal shows for `--week=N` without a month: the one holding the first day of week N (its
  /// Sunday, or its Monday for ISO weeks, counted from 1 January's week even when that day falls in the
  /// year before), or January for a week past the year's end, except that an ISO week the year lacks is an
  /// error unless the year before ended in it.
  func monthHolding(week: Int, year: Int, numbering: WeekNumbering) throws(UsageError) -> Int {
    let newYearWeekday = reform.weekday(of: CivilDate(year: year, month: 1, day: 1))
    let weekdayNumber = newYearWeekday.rawValue - 1  // Sunday 0, as cal counts
    var dayOfYear = week * 7 - weekdayNumber
    // ISO week 1 starts on the Monday before the year's first Thursday; a US week 1 on the Sunday
    // on or before 1 January.
    dayOfYear -= numbering == .iso ? (weekdayNumber >= 5 ? -2 : 5) : 6
    dayOfYear = max(dayOfYear, 1)
    // That count runs through the days the reform skipped (3-13 September 1752), which cal's months
    // still hold: a day after the gap is 11 further into them.
    for month in 1...12 {
      guard let gap = reform.gap(in: YearMonth(year: year, month: month)) else { continue }
      let lastBeforeGap = reform.dayOfYear(of: CivilDate(year: year, month: month, day: gap.lastDayBefore))
      if dayOfYear > lastBeforeGap { dayOfYear += gap.skippedDays }
    }
    for month in 1...12 {
      let length = reform.lastDay(ofMonth: month, year: year)
      if dayOfYear <= length { return month }
      dayOfYear -= length
    }
    if numbering == .iso, lastISOWeekAsCalCountsIt(ofYear: year - 1) != week {
      throw .noSuchWeek(week: week, year: year)
    }
    return 1
  }

  /// The ISO week number of 31 December of `year` as cal counts it while looking for `--week=N`: the
  /// days of the year plus 1 January's offset, over seven, without moving a 29-31 December that is
  /// Monday to Wednesday into the next year's week 1 (cal skips that step when a week was asked for).
  func lastISOWeekAsCalCountsIt(ofYear year: Int) -> Int {
    let weekdayNumber = reform.weekday(of: CivilDate(year: year, month: 1, day: 1)).rawValue - 1
    var offset = weekdayNumber + (weekdayNumber >= 5 ? -2 : 5)
    for month in 1...12 {
      if let gap = reform.gap(in: YearMonth(year: year, month: month)) { offset -= gap.skippedDays }
    }
    return (365 + (reform.isLeapYear(year) ? 1 : 0) + offset) / 7
  }

  /// The week numbers `-w` shows and `--week=N` counts in: `--week-numbering`'s, else ISO when
  /// weeks start on Monday and US otherwise.
  var weekNumbering: WeekNumbering { chosenWeekNumbering ?? WeekNumbering.matching(firstWeekday: firstWeekday) }

  // MARK: - Operands

  func parseYear(_ text: String) throws(UsageError) -> Int {
    guard case .value(let year) = readSigned32(text), (1...Limits.lastYear).contains(year) else {
      throw .invalidYear(text)
    }
    return year
  }

  func parseMonth(_ text: String, year: Int, names: LocaleNames) throws(UsageError) -> Int {
    // cal reads a word starting with a digit as a number, and anything else as a month name.
    if let first = text.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
      if case .value(let number) = readSigned32(text), (1...12).contains(number) { return number }
    } else if let named = names.month(named: text) {
      return named
    }
    throw .invalidMonthOperand(text)
  }

  func parseDay(_ text: String, month: Int, year: Int) throws(UsageError) -> CivilDate {
    // Days the 1752 reform skipped are accepted, as cal accepts them: September 1752 is shown.
    if case .value(let day) = readSigned32(text), (1...reform.lastDay(ofMonth: month, year: year)).contains(day) {
      return CivilDate(year: year, month: month, day: day)
    }
    // The message's range is formatted only for a day that is wrong.
    throw .invalidDay(text, validRange: "1-\(reform.lastDay(ofMonth: month, year: year))")
  }

  /// The columns `--columns` asks for: `auto`, or a size as cal reads it (`3`, `0x3`, `1K`), whose low
  /// 32 bits cal keeps in an int: 0 and other values below 1 leave three months side by side.
  func parseColumns(_ text: String, decimalSeparator: () -> String) throws(UsageError) -> ColumnsSetting {
    if text == "auto" { return .fitTerminal }
    guard case .value(let size) = readSize(text, decimalSeparator: decimalSeparator) else {
      throw .invalidValue(
        option: OptionSpec.Identifier.columns.longOption, value: text, expected: "1-\(Limits.maximumColumns) or auto")
    }
    switch Int32(truncatingIfNeeded: UInt32(truncatingIfNeeded: size)) {
    case 1...: return .count(Int(Int32(truncatingIfNeeded: UInt32(truncatingIfNeeded: size))))
    case -1: return .standard
    case -2: return .fitTerminal
    default: return .count(3)
    }
  }

  /// The days `month` of `year` has, as a message states them: `1-28`, or `1-2 or 14-30` across
  /// a reform gap.
  func validDayRange(month: Int, year: Int) -> String {
    let lastDay = reform.lastDay(ofMonth: month, year: year)
    guard let gap = reform.gap(in: YearMonth(year: year, month: month)) else { return "1-\(lastDay)" }
    return "1-\(gap.lastDayBefore) or \(gap.lastDayBefore + gap.skippedDays + 1)-\(lastDay)"
  }
}

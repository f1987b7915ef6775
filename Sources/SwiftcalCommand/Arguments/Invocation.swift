// Invocation: a command line made into a Command, as util-linux cal reads its arguments.

import CalendarCore

/// Turns a command line into a `Command`, as util-linux `cal` reads its arguments:
/// `[[[day] month] year]`, `monthname [year]`, or one `YYYY-MM-DD` date.
package enum Invocation {
  /// Parses `arguments` (without the program name).
  /// - Parameters:
  ///   - arguments: the words after `swiftcal`.
  ///   - today: the clock's date, used for the default month and the highlight (`--today` overrides it).
  ///   - names: the locale's names, for month-name arguments and the default first weekday.
  /// - Throws: `UsageError` for anything that is not a valid invocation.
  package static func parse(_ arguments: [String], today clockToday: CivilDate, names: LocaleNames)
    throws(UsageError) -> Command
  {
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
        try settings.apply(spec, value: value)
      }
    }
    let today = try settings.todayText.map { text throws(UsageError) in
      guard let date = parseDate(text, reform: settings.reform) else { throw .invalidToday(text) }
      return date
    } ?? clockToday
    if let easter = settings.easter {
      guard operands.count <= 1 else { throw .tooManyArguments(operands) }
      let year = try operands.first.map { text throws(UsageError) in try settings.parseYear(text) } ?? today.year
      return .date(easter.date(inYear: year, reform: settings.reform))
    }
    return .show(try settings.request(operands: operands, today: today, names: names))
  }
}

/// The options seen so far; later options override earlier ones, as with getopt.
private struct Settings {
  var firstWeekday: Weekday
  var monthCount: Int?
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
  var colorMode = ColorMode.auto
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

  mutating func apply(_ spec: OptionSpec, value: String?) throws(UsageError) {
    switch spec.identifier {
    case .one: monthCount = 1; spans = false
    case .three: monthCount = 3; spans = true
    case .months:
      try claimRange(spec)
      guard let count = parseNumber(value ?? ""), (1...Limits.maximumMonthCount).contains(count) else {
        throw .invalidValue(option: spec.longOption, value: value ?? "", expected: "1-\(Limits.maximumMonthCount)")
      }
      monthCount = count
    case .span: spans = true
    case .year: try claimRange(spec); showsWholeYear = true
    case .twelve: try claimRange(spec); showsTwelveMonths = true
    case .sunday: firstWeekday = .sunday
    case .monday: firstWeekday = .monday
    case .julian: showsDayOfYear = true
    case .week:
      showsWeekNumbers = true
      if let value {
        guard let week = parseNumber(value), (1...54).contains(week) else { throw .invalidWeek(value) }
        requestedWeek = week
      }
    case .vertical: isVertical = true
    case .columns:
      let text = value ?? ""
      if text.lowercased() == "auto" {
        columns = .fitTerminal
      } else if let count = parseNumber(text), (1...Limits.maximumColumns).contains(count) {
        columns = .count(count)
      } else {
        throw .invalidValue(option: spec.longOption, value: text, expected: "1-\(Limits.maximumColumns) or auto")
      }
    case .reform:
      guard let name = ReformName(rawValue: (value ?? "").lowercased()) else {
        throw .invalidValue(option: spec.longOption, value: value ?? "", expected: listedWithOr(ReformName.words))
      }
      reform = name.reform
    case .iso: reform = .gregorian
    case .color:
      guard let mode = ColorMode(rawValue: (value ?? "auto").lowercased()) else {
        throw .invalidValue(
          option: spec.longOption, value: value ?? "", expected: listedWithOr(ColorMode.words))
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
        guard !text.isEmpty else { throw .invalidValue(option: "--mark-file", value: text, expected: "a file or -") }
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

  // MARK: - The request

  /// The request the options and `operands` make, in steps: the date the operands name, the
  /// month shown, the months around it, then the request itself.
  func request(operands: [String], today: CivilDate, names: LocaleNames) throws(UsageError) -> Request {
    let named = try namedDate(operands, today: today, names: names)
    let shownMonth = YearMonth(
      year: named.year, month: try shownMonthNumber(named, hasOperands: !operands.isEmpty, today: today))
    // `cal 2026` is the whole year; `cal -3 2026` is three months around this month of 2026.
    let showsYear =
      showsWholeYear || (named.month == nil && requestedWeek == nil && monthCount == nil && !showsTwelveMonths)
    var request = Request(
      months: try months(around: shownMonth, showsYear: showsYear), firstWeekday: firstWeekday, reform: reform,
      today: today)
    request.requestedDay = named.day
    request.showsDayOfYear = showsDayOfYear
    request.weekNumbering = showsWeekNumbers ? weekNumbering : nil
    request.countedWeekNumbering = weekNumbering
    request.weekRowRule = choosesWeeks ? .forRows(startingOn: firstWeekday, numbering: weekNumbering) : .utilLinux
    request.showsEra = showsEra
    request.requestedWeek = requestedWeek
    request.isVertical = isVertical
    request.yearHeader = showsYear ? shownMonth.year : nil
    request.isYearLayout = showsYear || showsTwelveMonths
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

  /// The week numbers `-w` shows and `--week=N` counts in: `--week-numbering`'s, else ISO when
  /// weeks start on Monday and US otherwise.
  var weekNumbering: WeekNumbering { chosenWeekNumbering ?? WeekNumbering.matching(firstWeekday: firstWeekday) }

  /// What the operands name: a year, the month when one is named (`nil` for a lone year), and the
  /// day when one is named.
  struct NamedDate {
    var year: Int
    var month: Int? = nil
    var day: CivilDate? = nil
  }

  /// The date `[[day] month] year`, `monthname`, `YYYY-MM-DD` or a word such as `tomorrow`
  /// names; this month without operands.
  func namedDate(_ operands: [String], today: CivilDate, names: LocaleNames) throws(UsageError) -> NamedDate {
    switch operands.count {
    case 0:
      return NamedDate(year: today.year, month: today.month)
    case 1 where !isDigits(operands[0]):
      return try namedDate(word: operands[0], today: today, names: names)
    case 1:
      return NamedDate(year: try parseYear(operands[0]))
    case 2:
      let year = try parseYear(operands[1])
      return NamedDate(year: year, month: try parseMonth(operands[0], names: names))
    case 3:
      let year = try parseYear(operands[2])
      let month = try parseMonth(operands[1], names: names)
      return NamedDate(year: year, month: month, day: try parseDay(operands[0], month: month, year: year))
    default:
      throw .tooManyArguments(operands)
    }
  }

  /// The date one word that is not a number names: a date, a word near today, or a month of this year.
  func namedDate(word: String, today: CivilDate, names: LocaleNames) throws(UsageError) -> NamedDate {
    if let date = parseDate(word, reform: reform) ?? relativeDate(word, today: today, reform: reform) {
      return NamedDate(year: date.year, month: date.month, day: date)
    }
    if let named = names.month(named: word) { return NamedDate(year: today.year, month: named) }
    if let parts = dateParts(word), (1...12).contains(parts.month) {
      // A well-formed date whose day the month does not have: say which days it has.
      throw .nonexistentDate(
        word, month: YearMonth(year: parts.year, month: parts.month),
        validRange: validDayRange(month: parts.month, year: parts.year))
    }
    if word.contains(where: \.isNumber) { throw .invalidDate(word) }
    throw .invalidMonth(word)
  }

  /// The month shown (the middle one with `-S`): the month named; with `--week=N`, the month
  /// holding the week when no month is named; with a lone year, this month of that year.
  /// - Throws: `UsageError.noSuchWeek` when the year has no week N.
  func shownMonthNumber(_ named: NamedDate, hasOperands: Bool, today: CivilDate) throws(UsageError) -> Int {
    if let week = requestedWeek {
      guard let weekStart = reform.firstDay(ofWeek: week, year: named.year, numbering: weekNumbering) else {
        throw .noSuchWeek(week: week, year: named.year)
      }
      if named.month == nil || !hasOperands { return weekStart.month }
    }
    return named.month ?? today.month
  }

  /// The months shown: the whole year, or `-n`'s count (12 with `-Y`) from or around `shownMonth`.
  /// - Throws: `UsageError` when they would leave years 1 to `Limits.lastYear`.
  func months(around shownMonth: YearMonth, showsYear: Bool) throws(UsageError) -> MonthRange {
    let months: MonthRange
    if showsYear {
      months = .year(shownMonth.year)
    } else {
      let count = showsTwelveMonths ? 12 : (monthCount ?? 1)
      months = spans ? .spanning(shownMonth, count: count) : MonthRange(first: shownMonth, count: count)
    }
    guard months.first.year >= 1 else { throw .rangeTooEarly(firstYear: months.first.year) }
    guard months.last.year <= Limits.lastYear else { throw .rangeTooLong(lastYear: months.last.year) }
    return months
  }

  // MARK: - Operands

  func parseYear(_ text: String) throws(UsageError) -> Int {
    guard let year = parseNumber(text), (1...Limits.lastYear).contains(year) else { throw .invalidYear(text) }
    return year
  }

  func parseMonth(_ text: String, names: LocaleNames) throws(UsageError) -> Int {
    if let number = parseNumber(text), (1...12).contains(number) { return number }
    if !isDigits(text), let named = names.month(named: text) { return named }
    throw .invalidMonth(text)
  }

  func parseDay(_ text: String, month: Int, year: Int) throws(UsageError) -> CivilDate {
    if let day = parseNumber(text), reform.isValid(CivilDate(year: year, month: month, day: day)) {
      return CivilDate(year: year, month: month, day: day)
    }
    // The message's range is formatted only for a day that is wrong.
    throw .invalidDay(text, validRange: validDayRange(month: month, year: year))
  }

  /// The days `month` of `year` has, as a message states them: `1-28`, or `1-2 or 14-30` across
  /// a reform gap.
  func validDayRange(month: Int, year: Int) -> String {
    let lastDay = reform.lastDay(ofMonth: month, year: year)
    guard let gap = reform.gap(in: YearMonth(year: year, month: month)) else { return "1-\(lastDay)" }
    return "1-\(gap.lastDayBefore) or \(gap.lastDayBefore + gap.skippedDays + 1)-\(lastDay)"
  }
}

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
  /// The first of `-y`, `-Y`, `-n` given, which exclude each other as in `cal`.
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
      try claimRange("--months")
      guard let count = parseNumber(value ?? ""), (1...Limits.maximumMonthCount).contains(count) else {
        throw .invalidValue(option: "--months", value: value ?? "", expected: "1-\(Limits.maximumMonthCount)")
      }
      monthCount = count
    case .span: spans = true
    case .year: try claimRange("--year"); showsWholeYear = true
    case .twelve: try claimRange("--twelve"); showsTwelveMonths = true
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
        throw .invalidValue(option: "--columns", value: text, expected: "1-\(Limits.maximumColumns) or auto")
      }
    case .reform:
      switch (value ?? "").lowercased() {
      case "1752": reform = .greatBritain1752
      case "gregorian", "iso": reform = .gregorian
      case "julian": reform = .julian
      default: throw .invalidValue(option: "--reform", value: value ?? "", expected: "1752, gregorian, iso or julian")
      }
    case .iso: reform = .gregorian
    case .color:
      guard let mode = ColorMode(rawValue: (value ?? "auto").lowercased()) else {
        throw .invalidValue(option: "--color", value: value ?? "", expected: "auto, always or never")
      }
      colorMode = mode
    case .today: todayText = value ?? ""
    case .fill: showsAdjacentDays = true
    case .weekend: weekend = try parseWeekend(value ?? "")
    case .json: try choosePresentation(.json, option: "--json")
    case .interactive: try choosePresentation(.interactive, option: "--interactive")
    case .mark: markTexts.append((value ?? "", false))
    case .markFile: markTexts.append((value ?? "", true))
    case .easter: easter = .western
    case .orthodoxEaster: easter = .orthodox
    case .firstWeekday:
      guard let day = weekday(named: value ?? "") else {
        let expected = "sun, mon, tue, wed, thu, fri, sat or their full names"
        throw .invalidValue(option: "--first-weekday", value: value ?? "", expected: expected)
      }
      firstWeekday = day
      choosesWeeks = true
    case .weekNumbering:
      switch (value ?? "").lowercased() {
      case "iso": chosenWeekNumbering = .iso
      case "us": chosenWeekNumbering = .us
      default: throw .invalidValue(option: "--week-numbering", value: value ?? "", expected: "iso or us")
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
  mutating func claimRange(_ option: String) throws(UsageError) {
    if let earlier = rangeOption, earlier != option { throw .conflictingOptions(earlier, option) }
    rangeOption = option
  }

  /// Records `--json` or `--interactive`, refusing the other one.
  mutating func choosePresentation(_ chosen: Presentation, option: String) throws(UsageError) {
    if presentation != .text && presentation != chosen {
      throw .conflictingOptions(chosen == .json ? "--interactive" : "--json", option)
    }
    presentation = chosen
  }

  func request(operands: [String], today: CivilDate, names: LocaleNames) throws(UsageError) -> Request {
    var year = today.year
    var month: Int? = today.month
    var highlightedDate: CivilDate? = today
    var yearOnly = false

    switch operands.count {
    case 0: break
    case 1 where !isDigits(operands[0]):
      let word = operands[0]
      if let date = parseDate(word, reform: reform) ?? relativeDate(word, today: today, reform: reform) {
        (year, month, highlightedDate) = (date.year, date.month, date)
      } else if let named = names.month(named: word) {
        month = named
      } else if let parts = dateParts(word), (1...12).contains(parts.month) {
        // A well-formed date whose day the month does not have: say which days it has.
        throw .nonexistentDate(
          word, month: YearMonth(year: parts.year, month: parts.month),
          validRange: validDayRange(month: parts.month, year: parts.year))
      } else if word.contains(where: \.isNumber) {
        throw .invalidDate(word)
      } else {
        throw .invalidMonth(word)
      }
    case 1...3:
      year = try parseYear(operands[operands.count - 1])
      if operands.count >= 2 {
        month = try parseMonth(operands[operands.count - 2], names: names)
      } else {
        month = nil
        yearOnly = true
      }
      if operands.count == 3 {
        let date = try parseDay(operands[0], month: month!, year: year)
        highlightedDate = date
      }
    default:
      throw .tooManyArguments(operands)
    }

    let weekNumbering = chosenWeekNumbering ?? WeekNumbering.matching(firstWeekday: firstWeekday)
    if let week = requestedWeek {
      guard let weekStart = reform.firstDay(ofWeek: week, year: year, numbering: weekNumbering) else {
        throw .noSuchWeek(week: week, year: year)
      }
      if month == nil || operands.isEmpty { month = weekStart.month }
    }
    var wholeYear = showsWholeYear
    if yearOnly && requestedWeek == nil {
      // `cal 2026` is the whole year; `cal -3 2026` is three months around this month of 2026.
      month = today.month
      if monthCount == nil && !showsTwelveMonths { wholeYear = true }
    }
    let shownMonth = YearMonth(year: year, month: month ?? today.month)

    let months: MonthRange
    if wholeYear {
      months = .year(year)
    } else {
      let count = showsTwelveMonths ? 12 : (monthCount ?? 1)
      months = spans ? .spanning(shownMonth, count: count) : MonthRange(first: shownMonth, count: count)
    }
    guard months.first.year >= 1 else { throw .rangeTooEarly(firstYear: months.first.year) }
    guard months.last.year <= Limits.lastYear else { throw .rangeTooLong(lastYear: months.last.year) }

    var request = Request(months: months, firstWeekday: firstWeekday, reform: reform, today: today)
    request.highlightedDate = highlightedDate
    request.showsDayOfYear = showsDayOfYear
    request.weekNumbering = showsWeekNumbers ? weekNumbering : nil
    request.countedWeekNumbering = weekNumbering
    request.weekRowRule = choosesWeeks ? .forRows(startingOn: firstWeekday, numbering: weekNumbering) : .utilLinux
    request.showsEra = showsEra
    request.highlightedWeek = requestedWeek
    request.isVertical = isVertical
    request.yearHeader = wholeYear ? year : nil
    request.isYearLayout = wholeYear || showsTwelveMonths
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

// OptionSettings: the options of a command line as they are read, later ones overriding earlier ones.

import CalendarCore

/// The options seen so far; later options override earlier ones, as with getopt.
struct OptionSettings {
  var firstWeekday: Weekday
  /// cal's month count: 0 until -1, -3 or -n sets it; a 32-bit number, as `-n 4294967295` is -1 there.
  var monthCount: Int32 = 0
  var spans = false
  var showsWholeYear = false
  var showsTwelveMonths = false
  /// The first of `-y`, `-Y`, `-n` given, which exclude each other as in `cal`, by its long name.
  /// A name rather than an `OptionSpec?`, a type of its own that start-up would have to set up.
  var rangeOption: String?
  var reform = Reform.greatBritain1752
  var showsDayOfYear = false
  var showsWeekNumbers = false
  var requestedWeek: Int?
  var isVertical = false
  var columns = ColumnsSetting.standard
  var colorMode = ColorMode.unspecified
  var todayText: String?
  var weekend: WeekdaySet?
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
  /// `--calendar`'s calendars, each once, in the order first given.
  var calendars = CalendarSystemList()
  /// `--main-calendar`'s calendar, whose months are the grid.
  var mainCalendar: CalendarSystem?
  /// Whether `--calendar list` asked for the calendars' names instead of a calendar.
  var listsCalendars = false
  /// Whether `--reform list` asked for the countries whose reforms `--reform` knows.
  var listsReformCountries = false
  var showsMoonPhases = false
  /// Whether `--solar-terms` and `--rokuyo` were given.
  var showsSolarTerms = false, showsRokuyo = false
  /// Whether `--digits latin` asked for ASCII digits in what swiftcal adds.
  var usesLatinDigits = false
  /// The place whose sunrise and sunset `--sun` shows.
  var sunLocation: GeographicLocation?
  /// `--holidays`' values, joined by commas, read when the request is made.
  var holidayText: String?
  /// `--ics`' paths, in the order given.
  var calendarPaths: [String] = []
  /// `--paper`'s choice; `nil` leaves the locale's.
  var paper: PaperSize?
  /// Whether `--agenda` asked for the days' lines instead of the grid.
  var showsAgenda = false

  mutating func apply(_ spec: OptionSpec, value: String?, decimalSeparator: () -> String) throws(UsageError) {
    switch spec.identifier {
    case .one: monthCount = 1
    case .three: monthCount = 3; spans = true
    case .months:
      try claimRange(spec)
      // cal reads an unsigned 32-bit number and keeps it in an int: 4294967295 is -1 months, none shown.
      guard case .value(let count) = readUnsigned32(value ?? "") else {
        throw invalidValue(of: spec, value, expected: "0-\(Limits.maximumMonthCount)")
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
        guard case .value(let week) = readSigned32(value), (1...54).contains(week) else {
          throw .commandLine(.invalidWeek(value))
        }
        requestedWeek = week
      }
    case .vertical: isVertical = true
    case .columns: columns = try parseColumns(value ?? "", decimalSeparator: decimalSeparator)
    case .reform:
      let word = (value ?? "").lowercased()
      if let name = ReformName(rawValue: word) {
        reform = name.reform
      } else if word == ReformName.listWord {
        listsReformCountries = true
      } else if let country = ReformCountry.named(word) {
        reform = country.reform
      } else {
        throw invalidValue(of: spec, value, expected: ReformName.validForms)
      }
    case .iso: reform = .gregorian
    case .color:
      guard let mode = ColorMode(optionValue: value ?? "auto") else {
        throw invalidValue(of: spec, value, expected: listedWithOr(ColorMode.words))
      }
      colorMode = mode
    case .today: todayText = value ?? ""
    case .fill: showsAdjacentDays = true
    case .weekend:
      guard let days = parseWeekend(value ?? "") else { throw .commandLine(.invalidWeekend(value ?? "")) }
      weekend = days
    case .json: try choosePresentation(.json, option: spec)
    case .interactive: try choosePresentation(.interactive, option: spec)
    case .mark: markTexts.append((value ?? "", false))
    case .markFile: markTexts.append((value ?? "", true))
    case .easter: easter = .western
    case .orthodoxEaster: easter = .orthodox
    case .firstWeekday:
      guard let day = weekday(named: value ?? "") else {
        let expected = "sun, mon, tue, wed, thu, fri, sat or their full names"
        throw invalidValue(of: spec, value, expected: expected)
      }
      firstWeekday = day
      choosesWeeks = true
    case .weekNumbering:
      guard let numbering = WeekNumbering(rawValue: (value ?? "").lowercased()) else {
        throw invalidValue(of: spec, value, expected: listedWithOr(WeekNumbering.names))
      }
      chosenWeekNumbering = numbering
      choosesWeeks = true
    case .era: showsEra = true
    case .calendar:
      let name = (value ?? "").lowercased()
      if name == "list" {
        listsCalendars = true
      } else if let system = CalendarSystem(name: name) {
        if !calendars.contains(system) { calendars.append(system) }
      } else {
        throw invalidValue(of: spec, value, expected: listedWithOr(calendarValueNames))
      }
    case .mainCalendar:
      guard let system = CalendarSystem(name: (value ?? "").lowercased()) else {
        throw invalidValue(of: spec, value, expected: listedWithOr(mainCalendarValueNames))
      }
      mainCalendar = system
    case .moon: showsMoonPhases = true
    case .solarTerms: showsSolarTerms = true
    case .rokuyo: showsRokuyo = true
    case .digits:
      guard value == "latin" || value == "native" else {
        throw invalidValue(of: spec, value, expected: "latin or native")
      }
      usesLatinDigits = value == "latin"
    case .sun:
      guard let location = parseLocation(value ?? "") else { throw invalidValue(of: spec, value, expected: locationForm) }
      sunLocation = location
    case .ics: calendarPaths.append(value ?? "")
    case .holidays: holidayText = holidayText.map { $0 + "," + (value ?? "") } ?? value ?? ""
    case .format:
      guard let chosen = Presentation(formatName: (value ?? "").lowercased()) else {
        throw invalidValue(of: spec, value, expected: listedWithOr(Presentation.formatNames))
      }
      try choosePresentation(chosen, option: spec)
    case .agenda: showsAgenda = true
    case .noConfig:
      // Read by the edge, which reads the defaults file or not before the words are parsed.
      break
    case .paper:
      guard let size = PaperSize(rawValue: (value ?? "").lowercased()) else {
        throw invalidValue(of: spec, value, expected: listedWithOr(PaperSize.names))
      }
      paper = size
    case .help, .version, .generateManual, .generateCompletionScript: break
    }
  }

  /// The error for `value`, given to the option of `spec`, that is not one of `expected`.
  func invalidValue(of spec: OptionSpec, _ value: String?, expected: String) -> UsageError {
    .commandLine(.invalidValue(option: spec.longOption, value: value ?? "", expected: expected))
  }

  /// Records one of the mutually exclusive range options, refusing a second, different one.
  mutating func claimRange(_ spec: OptionSpec) throws(UsageError) {
    if let earlier = rangeOption, earlier != spec.longOption {
      throw .commandLine(.conflictingOptions(earlier, spec.longOption))
    }
    rangeOption = spec.longOption
  }

  /// Records `--json`, `--interactive` or `--format`, refusing another of them that asks for another form
  /// (`--json --format json` agree).
  mutating func choosePresentation(_ chosen: Presentation, option spec: OptionSpec) throws(UsageError) {
    if let earlier = presentationOption, earlier != spec.longOption, chosen != presentation {
      throw .commandLine(.conflictingOptions(earlier, spec.longOption))
    }
    presentation = chosen
    presentationOption = spec.longOption
  }

  /// The week numbers `-w` shows and `--week=N` counts in: `--week-numbering`'s, else ISO when
  /// weeks start on Monday and US otherwise.
  var weekNumbering: WeekNumbering { chosenWeekNumbering ?? WeekNumbering.matching(firstWeekday: firstWeekday) }
}

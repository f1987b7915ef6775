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
  ///   - decimalSeparator: the locale's decimal separator, asked for only by a `--columns` value with a fraction.
  ///   - sources: how to read what the options name outside the command line (`--mark-file`'s
  ///     files, `--era`'s table), read while the request is made, so that it is whole when made.
  /// - Throws: `UsageError` for anything that is not a valid invocation, or a file named that
  ///   cannot be read.
  package static func parse(
    _ arguments: [String], now: Int, zone: TimeZoneRules, names: LocaleNames,
    decimalSeparator: () -> String = { "." }, sources: SourceReader = .isolated
  ) throws(UsageError) -> Command {
    try parse(
      items: scanArguments(arguments), now: now, zone: zone, names: names, decimalSeparator: decimalSeparator,
      sources: sources)
  }

  /// Parses a command line scanned already (`scanArguments`), with the defaults file's options before it: the
  /// parameters as `parse(_:now:zone:names:decimalSeparator:sources:)`'s.
  package static func parse(
    items: [ArgumentItem], now: Int, zone: TimeZoneRules, names: LocaleNames,
    decimalSeparator: () -> String = { "." }, sources: SourceReader = .isolated
  ) throws(UsageError) -> Command {
    var settings = OptionSettings(firstWeekday: names.firstWeekday)
    var operands: [String] = []
    for item in items {
      switch item {
      case .operand(let word): operands.append(word)
      case .option(let spec, let value):
        if spec.identifier == .help { return .help }
        if spec.identifier == .version { return .version }
        if spec.identifier == .generateManual { return .manual }
        if spec.identifier == .generateCompletionScript {
          guard let shell = Shell(optionValue: value ?? "") else {
            let expected = listedWithOr(Shell.names)
            throw .commandLine(.invalidValue(option: spec.longOption, value: value ?? "", expected: expected))
          }
          return .completionScript(shell)
        }
        try settings.apply(spec, value: value, decimalSeparator: decimalSeparator)
      }
    }
    if settings.listsCalendars { return .calendarList }
    if settings.listsReformCountries { return .reformCountryList }
    if settings.holidayText?.lowercased() == HolidaySpecs.listWord { return .holidayList }
    // cal takes the C library's year, month and day as they are, in whatever reform it shows.
    var clock = Moment(seconds: now, date: zone.localTime(now).date)
    if let text = settings.todayText { clock = try settings.today(from: text, clock: clock, zone: zone) }
    if let easter = settings.easter {
      // Easter's date is a line of text: JSON, pages, the browser and the agenda have no form of it.
      let easterOption = (easter == .western ? OptionSpec.Identifier.easter : .orthodoxEaster).longOption
      if let other = settings.presentationOption, settings.presentation != .text {
        throw .commandLine(.conflictingOptions(easterOption, other))
      }
      if settings.showsAgenda {
        throw .commandLine(.conflictingOptions(easterOption, OptionSpec.Identifier.agenda.longOption))
      }
      guard operands.count <= 1 else { throw .commandLine(.tooManyArguments(operands)) }
      let year = try operands.first.map { text throws(UsageError) in try settings.parseYear(text) } ?? clock.date.year
      return .date(easter.date(inYear: year, reform: settings.reform))
    }
    return .show(try settings.request(operands: operands, clock: clock, zone: zone, names: names, sources: sources))
  }

  /// Parses `arguments` with `today` at noon UTC as the clock: what `--today` gives scripts and tests.
  package static func parse(
    _ arguments: [String], today: CivilDate, names: LocaleNames, sources: SourceReader = .isolated
  ) throws(UsageError) -> Command {
    try parse(arguments, now: noonSeconds(of: today, zone: .utc), zone: .utc, names: names, sources: sources)
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
  let noon = BrokenDownTime(year: date.year, month: date.month, day: date.day, hour: 12)
  return zone.epochSeconds(noon) ?? TimeZoneRules.utc.epochSeconds(noon)!
}

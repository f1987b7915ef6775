// OptionSettings' facts: --mark's rules, --mark-file's files, --calendar's dates, --moon's phases, --sun's times.

import CalendarCore
import FileFormats
import Holidays

extension OptionSettings {
  /// The `--mark` and `--mark-file` options as sources, each `--mark` rule read under `reform`.
  func markSources() throws(UsageError) -> [MarkSource] {
    var sources: [MarkSource] = []
    for (text, isFile) in markTexts {
      if isFile {
        guard !text.isEmpty else {
          let option = OptionSpec.Identifier.markFile.longOption
          throw .commandLine(.invalidValue(option: option, value: text, expected: "a file or -"))
        }
        sources.append(.file(path: text))
        continue
      }
      // The label follows the first `=`: `Easter+1=Easter Monday`.
      let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let rule = DateRule(String(parts[0]), reform: reform) else {
        throw .commandLine(.invalidMark(String(parts[0])))
      }
      sources.append(.rule(rule, label: parts.count > 1 ? markLabel(parts[1]) : ""))
    }
    return sources
  }

  /// The facts the request shows, in the order a day lists them: the marks of `--mark` and
  /// `--mark-file` in the order given (files read through `sources`), each `--calendar`'s dates
  /// (named by the calendar: `hebrew`), then with `--moon` the moon's phases on `zone`'s clocks
  /// (named `moon`) and with `--sun` each day's sunrise and sunset on them (named `sun`). `holidayCountry` is set to
  /// the country whose holidays are shown when they are one country's (`JP`, `US,US-CA`). The calendars' dates are
  /// named in the words of `dateLanguage` and in `digits`, lunisolar months in `script`; the moon's phases, the
  /// terms and the rokuyō in the messages' language, their times in `digits`.
  func facts(
    reading sources: SourceReader, zone: TimeZoneRules, dateLanguage: LocaleWords.Language = .english,
    digits: LocaleDigits = .latin, script: CalendarLabelScript = .latin, holidayCountry: inout HolidayCountry?
  ) throws(UsageError) -> DayFacts {
    var facts = DayFacts()
    if !markTexts.isEmpty {
      let sourcesGiven = try markSources()
      do {
        let marks = try markedDays(from: sourcesGiven, reform: reform, world: sources.files)
        facts.add(MarkedDaySource(marks), named: "marks")
      } catch {
        throw .markFile(error)
      }
    }
    holidayCountry = try addHolidays(to: &facts, environment: sources.holidays())
    // The text calendar's rows name their dates in the layout (`OtherCalendarWords`); the views that read the
    // facts' labels (JSON, pages, the agenda, `-i`) are given the words.
    if !calendars.isEmpty && (presentation != .text || showsAgenda) {
      let dateWords = CalendarDateWords(words: LocaleWords(language: dateLanguage), digits: digits, script: script)
      for calendar in calendars {
        let dates =
          dateWords.hasWords(for: calendar) ? CalendarDateDays(calendar, naming: dateWords) : CalendarDateDays(calendar)
        facts.add(dates, named: calendar.name)
      }
    } else {
      for calendar in calendars { facts.add(CalendarDateDays(calendar), named: calendar.name) }
    }
    if showsMoonPhases {
      let names = LocaleWords(messagesLocale: sources.holidays().messagesLocale).moonPhases
      facts.add(
        MoonPhaseDays(zone: zone.utcOffsetRule, names: names, digitZero: digits.zero),
        named: "moon")
    }
    if let sunLocation { facts.add(SunTimesDays(location: sunLocation, zone: zone.utcOffsetRule), named: "sun") }
    if showsSolarTerms || showsRokuyo {
      let words = LocaleWords(messagesLocale: sources.holidays().messagesLocale)
      if showsSolarTerms {
        facts.add(SolarTermDays(zone: zone.utcOffsetRule, names: words.solarTerms), named: "solar-terms")
      }
      if showsRokuyo { facts.add(RokuyoDays(names: words.rokuyo), named: "rokuyo") }
    }
    return facts
  }

  /// A line for `--moon`, `--sun` and each `--calendar` whose days do not reach all the days of `months`, naming the
  /// years they cover: past them the grid shows nothing of theirs, which would otherwise pass without a word
  /// (`--moon 5000`, `--calendar chinese 1500`).
  func coverageWarnings(of months: MonthRange) -> [String] {
    guard !months.isEmpty else { return [] }
    let shown = reform.julianDay(of: months.first.firstDay)...(reform.julianDay(of: months.last.next.firstDay) - 1)
    var warnings: [String] = []
    // A loop over the sources, not an array of them: a list of tuples is a type start-up would have to make.
    func check(_ name: @autoclosure () -> String, _ days: ClosedRange<Int>) {
      guard shown.lowerBound < days.lowerBound || shown.upperBound > days.upperBound else { return }
      let (first, last) = (reform.date(fromJulianDay: days.lowerBound), reform.date(fromJulianDay: days.upperBound))
      warnings.append(
        "\(name()) covers \(first) through \(last): the months shown reach past it, and show nothing of it there")
    }
    for calendar in calendars { check("--calendar \(calendar.name)", calendar.supportedJulianDays) }
    if showsMoonPhases { check("--moon", MoonPhaseDays.supportedJulianDays) }
    if sunLocation != nil { check("--sun", SunTimesDays.supportedJulianDays) }
    if showsSolarTerms { check("--solar-terms", SolarTermDays.supportedJulianDays) }
    if showsRokuyo { check("--rokuyo", RokuyoDays.supportedJulianDays) }
    return warnings
  }

  /// Adds the holidays of `--holidays` (else of `SWIFTCAL_HOLIDAYS` on a terminal), each spec a source
  /// named by it (`JP`, `US-CA`), named in the language of the messages' locale; returns their country when every
  /// spec names the same one.
  private func addHolidays(
    to facts: inout DayFacts, environment: HolidayEnvironment
  ) throws(UsageError) -> HolidayCountry? {
    let text: String
    let isFromEnvironment: Bool
    if let holidayText {
      (text, isFromEnvironment) = (holidayText, false)
    } else if let spec = environment.defaultSpec, !spec.isEmpty {
      (text, isFromEnvironment) = (spec, true)
    } else {
      return nil
    }
    // The option's name, found in the table, is read only for an error.
    let specs = try HolidaySpecs.selections(
      text, option: isFromEnvironment ? "SWIFTCAL_HOLIDAYS" : OptionSpec.Identifier.holidays.longOption)
    var country = specs.first?.country
    for selection in specs {
      let language = selection.country.languagePosition(forLocale: environment.messagesLocale)
      facts.add(HolidayDays(selection, language: language), named: selection.spec)
      if selection.country !== country { country = nil }
    }
    return country
  }
}

extension TimeZoneRules {
  /// The zone's offset from UTC at each instant, as `CalendarCore` takes it: `secondsAheadOfUTC` at the second
  /// the instant falls in.
  var utcOffsetRule: UTCOffsetRule {
    let secondsAheadOfUTC = self.secondsAheadOfUTC
    return UTCOffsetRule { moment in
      // 2440587.5: the Julian Day of 1970-01-01 0h UT, the epoch.
      secondsAheadOfUTC(Int(((moment.julianDay - 2_440_587.5) * 86_400).rounded(.down)))
    }
  }
}

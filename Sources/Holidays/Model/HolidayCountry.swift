// HolidayCountry: one country's page of holiday law: its languages, subdivisions, categories and rules.

import CalendarCore

/// A country's holidays as its laws state them: a page of data (`Countries/`), read by one engine
/// (`HolidayYear`). Codes, subdivision and category names are python-holidays' (ISO 3166-1 and 3166-2).
package final class HolidayCountry: Sendable {
  /// The ISO 3166-1 alpha-2 code: `JP`.
  package let code: String
  /// The country's name in English: `Japan`.
  package let name: String
  /// The languages of the names, as locale tags (`ja`, `en_US`, `zh_TW`): the first is the country's
  /// default language; `en_US` is always one of them.
  package let languages: [String]
  /// The subdivisions that have holidays of their own, by code (`CA`, `BY`), each with its name.
  package var subdivisions: [(code: String, name: String)] { subdivisionList() }
  /// The page's list of subdivisions, read when asked for: a list of pairs is a type of its own, which a run would
  /// make on its first look at a page that has subdivisions, where most runs ask for a country as a whole.
  private let subdivisionList: @Sendable () -> [(code: String, name: String)]
  /// The categories the rules use, `public` first.
  package let categories: [String]
  /// The first Gregorian year the page covers.
  package let firstYear: Int
  /// The country's weekend through time, as its laws changed it: its days off (`HolidayYear.isWorkingDay`), the
  /// days its observances skip, and the weekend of a calendar asked for its holidays alone.
  package let weekend: Weekend
  /// The holidays.
  package let rules: [HolidayRule]
  /// The ways the country observes holidays on other days; rules name them by position.
  package let observances: [HolidayObservance]
  /// The name of a day off moved onto another day (`HolidayDate.substitutedDays`): a template, `%s`
  /// the day worked, written by `substitutedDateFormat`.
  package let substitutedDayName: HolidayName
  /// How `substitutedDayName` writes a date in each language: `%d`, `%m`, `%Y` the day, month and year.
  package let substitutedDateFormat: HolidayName
  /// The name of a make-up working day.
  package let workingDayName: HolidayName
  /// What the law adds to a year beyond its rules' own days, after every rule and observance has given
  /// its days: Japan's day between two holidays, Korea's substitute days. `nil` for most countries. It adds days
  /// of its own year only: a year next to the ones shown is read for the days its rules move across New Year
  /// (`HolidaySelection.RuleReach`), not for these.
  package let completeYear: (@Sendable (inout HolidayYear) -> Void)?
  /// Beside `rules`, the position in `observances` of each one's observance, -1 for none: read by a year for
  /// each of its days, without reading the rule.
  let observanceOfRule: [Int]
  /// Beside `observances`, what the observance, or one it replaces, does: the weekdays on which it moves or
  /// doubles a holiday (bit n for the weekday of raw value n + 1), so that a holiday on another weekday is passed
  /// over; and the most days it moves one back (bits 8 to 15) and forward (bits 16 to 23), a search for a working
  /// day or a day that is no holiday counted as a fortnight, as those searches pass a few days at most.
  let observanceMoves: [Int]

  /// A country's page; see the properties for each part.
  package init(
    code: String, name: String, languages: [String],
    subdivisions: @autoclosure @escaping @Sendable () -> [(code: String, name: String)] = [],
    categories: [String] = ["public"], firstYear: Int, weekend: Weekend = .saturdayAndSunday,
    rules: [HolidayRule], observances: [HolidayObservance] = [],
    substitutedDayName: HolidayName = "Day off (substituted from %s)",
    substitutedDateFormat: HolidayName = "%m/%d/%Y", workingDayName: HolidayName = "Working day",
    completeYear: (@Sendable (inout HolidayYear) -> Void)? = nil
  ) {
    self.code = code
    self.name = name
    self.languages = languages
    subdivisionList = subdivisions
    self.categories = categories
    self.firstYear = firstYear
    self.weekend = weekend
    self.rules = rules
    self.observances = observances
    self.substitutedDayName = substitutedDayName
    self.substitutedDateFormat = substitutedDateFormat
    self.workingDayName = workingDayName
    self.completeYear = completeYear
    // Filled in place: a list made by `map` grows as it fills.
    observanceOfRule = Array(unsafeUninitializedCapacity: rules.count) { positions, count in
      for index in rules.indices { positions.initializeElement(at: index, to: rules[index].observance ?? -1) }
      count = rules.count
    }
    observanceMoves = Array(unsafeUninitializedCapacity: observances.count) { summaries, count in
      for start in observances.indices {
        var (weekdays, back, forward) = (0, 0, 0)
        var next: Int? = start
        // A chain of replaced laws is short; the count guards against a page that loops.
        var steps = 0
        while let position = next, steps < observances.count {
          // By raw value: `Weekday.allCases` is a list whose type a run would make on first use.
          for rawValue in 1...7 {
            guard let move = observances[position].move(on: Weekday(rawValue: rawValue)!) else { continue }
            weekdays |= 1 << (rawValue - 1)
            switch move {
            case .days(let days): (back, forward) = (max(back, -days), max(forward, days))
            case .nextWorkingDay, .nextNonHoliday: forward = max(forward, 14)
            case .previousWorkingDay: back = max(back, 14)
            case .dropped: break
            }
          }
          next = observances[position].replaces
          steps += 1
        }
        summaries.initializeElement(at: start, to: weekdays | min(back, 255) << 8 | min(forward, 255) << 16)
      }
      count = observances.count
    }
  }

  /// The most days the observance at `position` of `observances` (or one it replaces) moves a holiday back and
  /// forward: none for `nil`.
  func moveReach(ofObservanceAt position: Int?) -> (back: Int, forward: Int) {
    guard let position else { return (0, 0) }
    return (observanceMoves[position] >> 8 & 255, observanceMoves[position] >> 16 & 255)
  }

  /// The position in `languages` of the language for the locale `locale` (`ja_JP.UTF-8`, `de`, `C`):
  /// the tag itself, else its language (`zh_TW` for `zh_TW.UTF-8`, `de` for `de_AT`), else `en_US`.
  package func languagePosition(forLocale locale: String) -> Int {
    // The tag cut at the first `.` or `@` byte, as the C library reads a locale's name.
    let bytes = locale.utf8
    let end = bytes.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") } ?? bytes.endIndex
    let tag = Substring(bytes[..<end])
    // The C locale, the usual one of scripts, names no language: English, without a search.
    if tag.isEmpty || tag == "C" || tag == "POSIX" { return languages.firstIndex(of: "en_US") ?? 0 }
    if let position = languages.firstIndex(where: { $0 == tag }) { return position }
    let language = tag.prefix { $0 != "_" }
    if !language.isEmpty, language != "C", language != "POSIX" {
      // A language with the country's default region first (zh_CN before zh_TW in China), then any.
      if let position = languages.firstIndex(where: { $0 == "\(language)_\(code)" || $0 == language }) {
        return position
      }
      if let position = languages.firstIndex(where: { $0.prefix { $0 != "_" } == language }) { return position }
    }
    return languages.firstIndex(of: "en_US") ?? 0
  }
}

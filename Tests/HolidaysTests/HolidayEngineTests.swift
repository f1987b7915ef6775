// Tests of the holiday engine: each form of HolidayDate, observances, substituted days and names.

import CalendarCore
import Testing

@testable import Holidays

/// A day number from a date, shorter.
private func day(_ year: Int, _ month: Int, _ dayOfMonth: Int) -> Int {
  Reform.gregorian.julianDay(of: CivilDate(year: year, month: month, day: dayOfMonth))
}

/// The days `date` finds in `year`, as dates.
private func dates(_ date: HolidayDate, in year: Int) -> [CivilDate] {
  var cache = CalendarCache()
  var found: [CivilDate] = []
  date.forEachDay(inYear: year, calendars: &cache) { julianDay, _ in
    found.append(Reform.gregorian.date(fromJulianDay: julianDay))
  }
  return found
}

/// A page of `rules` and `observances` for tests, with English and a second language.
private func testCountry(
  _ rules: [HolidayRule], observances: [HolidayObservance] = [], weekend: Weekend = .saturdayAndSunday
) -> HolidayCountry {
  HolidayCountry(
    code: "ZZ", name: "Testland", languages: ["en_US", "xx"], categories: ["public", "bank"], firstYear: 1900,
    weekend: weekend, rules: rules, observances: observances,
    substitutedDayName: HolidayName("Day off (substituted from %s)", "Frei statt %s"),
    substitutedDateFormat: HolidayName("%m/%d/%Y", "%d.%m.%Y"))
}

/// `year`'s days of `country` as (date, name in English).
private func holidays(of country: HolidayCountry, in year: Int, categories: [String] = ["public"]) -> [String] {
  var cache = CalendarCache()
  let selection = HolidaySelection(country: country, categories: categories)
  return selection.year(year, calendars: &cache).occurrences.map {
    "\(Reform.gregorian.date(fromJulianDay: $0.julianDay)) \(country.name(of: $0, inLanguageAt: 0))"
  }
}

@Suite("Holidays: the days each form of rule finds")
struct HolidayDateTests {
  // Columns: the rule, the year, the dates it finds.
  @Test(arguments: [
    (HolidayDate.fixed(month: 12, day: 25), 2026, ["2026-12-25"]),
    (.fixed(month: 2, day: 29), 2026, []),
    (.fixed(month: 2, day: 29), 2028, ["2028-02-29"]),
    (.weekday(.thursday, ordinal: 4, month: 11), 2026, ["2026-11-26"]),
    (.weekday(.monday, ordinal: -1, month: 5), 2026, ["2026-05-25"]),
    (.weekday(.friday, ordinal: 5, month: 2), 2026, []),
    (.weekdayOnOrBefore(.monday, month: 5, day: 24), 2026, ["2026-05-18"]),
    (.weekdayOnOrAfter(.monday, month: 5, day: 25), 2026, ["2026-05-25"]),
    (.easter(-2), 2026, ["2026-04-03"]),
    (.orthodoxEaster(1), 2026, ["2026-04-13"]),
    (.calendar(.chinese, month: 1, day: 1), 2026, ["2026-02-17"]),
    (.calendarMonthEnd(.chinese, month: 12), 2026, ["2026-02-16"]),
    (.calendar(.korean, month: 8, day: 15), 2026, ["2026-09-25"]),
    (.calendar(.hebrew, month: 7, day: 1), 2026, ["2026-09-12"]),
    // Eid al-Fitr falls twice in 2033 (1 Shawwal 1454 and 1455 of the tabular calendar, as convertdate gives them).
    (.calendar(.islamicCivil, month: 10, day: 1), 2033, ["2033-01-03", "2033-12-23"]),
    (.equinox(month: 3, utcOffsetMinutes: 540), 2026, ["2026-03-20"]),
    (.equinox(month: 9, utcOffsetMinutes: 540), 2026, ["2026-09-23"]),
    (.solarTerm(longitude: 15, utcOffsetMinutes: 480), 2026, ["2026-04-05"]),
    (.dates([2019_05_01, 2026_06_03, 2027_01_01]), 2026, ["2026-06-03"]),
  ])
  func days(date: HolidayDate, year: Int, expected: [String]) {
    #expect(dates(date, in: year).map(\.description) == expected)
  }

  @Test("a date outside another calendar's years finds nothing rather than failing")
  func outsideCalendar() {
    #expect(dates(.calendar(.chinese, month: 1, day: 1), in: 1200).isEmpty)
    #expect(dates(.calendar(.islamic, month: 10, day: 1), in: 2200).isEmpty)
  }
}

@Suite("Holidays: observances, substituted days, names")
struct HolidayYearTests {
  static let observed = HolidayObservance(
    name: HolidayName("%s (observed)", "%s (beobachtet)"), years: 1971...9999,
    moves: HolidayMoves(sunday: .days(1), saturday: .days(-1)))

  @Test("a holiday on a weekend is observed on the Friday before or the Monday after, from its first year")
  func observedDays() {
    let country = testCountry(
      [HolidayRule("Independence Day", .fixed(month: 7, day: 4), observance: 0)], observances: [Self.observed])
    #expect(
      holidays(of: country, in: 2026) == ["2026-07-03 Independence Day (observed)", "2026-07-04 Independence Day"])
    #expect(
      holidays(of: country, in: 2027) == ["2027-07-04 Independence Day", "2027-07-05 Independence Day (observed)"])
    #expect(holidays(of: country, in: 1970) == ["1970-07-04 Independence Day"])
    #expect(holidays(of: country, in: 2025) == ["2025-07-04 Independence Day"])
  }

  @Test("the next working day passes over other holidays and weekends; a moved holiday leaves its day")
  func nextWorkingDay() {
    let moving = HolidayObservance(name: "%s (moved)", moves: HolidayMoves(sunday: .nextWorkingDay), movesHoliday: true)
    let country = testCountry(
      [
        HolidayRule("Christmas Day", .fixed(month: 12, day: 25), observance: 0),
        HolidayRule("Boxing Day", .fixed(month: 12, day: 26), observance: 0),
        HolidayRule("Bank Day", .fixed(month: 12, day: 27), category: "bank"),
      ], observances: [moving])
    // 2022: Christmas on a Sunday, Boxing Day on the Monday: Christmas moves to Tuesday.
    #expect(holidays(of: country, in: 2022) == ["2022-12-26 Boxing Day", "2022-12-27 Christmas Day (moved)"])
    #expect(
      holidays(of: country, in: 2022, categories: ["public", "bank"]) == [
        "2022-12-26 Boxing Day", "2022-12-27 Bank Day", "2022-12-28 Christmas Day (moved)",
      ])
  }

  @Test("dropped: the law gives no holiday on that weekday; weekdays: a rule kept only on some")
  func droppedAndWeekdays() {
    let country = testCountry(
      [
        HolidayRule("Day", .fixed(month: 1, day: 2), observance: 0),
        HolidayRule("Weekday Day", .fixed(month: 1, day: 3), weekdays: [.monday, .tuesday, .wednesday]),
      ], observances: [HolidayObservance(name: "%s", moves: HolidayMoves(friday: .dropped))])
    #expect(holidays(of: country, in: 2026).isEmpty)  // 2 January 2026 is a Friday, the 3rd a Saturday
    #expect(holidays(of: country, in: 2027) == ["2027-01-02 Day"])
    #expect(holidays(of: country, in: 2029) == ["2029-01-02 Day", "2029-01-03 Weekday Day"])
  }

  @Test("a substituted day off names the day worked, in each language's date form; the day worked is a working day")
  func substitutedDays() {
    let country = testCountry([
      HolidayRule("Spring Festival", .substitutedDays([HolidaySubstitution(2025_02_03, for: 2025_01_26)]))
    ])
    var cache = CalendarCache()
    let year = HolidaySelection(country: country).year(2025, calendars: &cache)
    #expect(year.occurrences.map(\.julianDay) == [day(2025, 1, 26), day(2025, 2, 3)])
    let dayOff = year.occurrences[1]
    #expect(country.name(of: dayOff, inLanguageAt: 0) == "Day off (substituted from 01/26/2025)")
    #expect(country.name(of: dayOff, inLanguageAt: 1) == "Frei statt 26.01.2025")
    #expect(year.occurrences[0].isWorkingDay)
    #expect(year.isWorkingDay(day(2025, 1, 26)))
    #expect(!year.isWorkingDay(day(2025, 2, 3)))
    #expect(!year.isWorkingDay(day(2025, 2, 1)))
  }

  @Test("a fact's value gives the country, the subdivision asked for and a holiday's category")
  func factValues() {
    let country = testCountry([
      HolidayRule("Spring Festival", .substitutedDays([HolidaySubstitution(2025_02_03, for: 2025_01_26)])),
      HolidayRule("Bank", .fixed(month: 3, day: 4), category: "bank"),
    ])
    let selection = HolidaySelection(country: country, subdivision: "N", categories: ["public", "bank"])
    let days = HolidayDays(selection, language: 0)
    var cache = DayFactCache()
    var values: [Int: DayFactValue] = [:]
    days.forEachFact(onDaysFrom: day(2025, 1, 1), through: day(2025, 3, 31), reform: .gregorian, cache: &cache) {
      values[$0] = days.value(ofFact: $1, onDay: $0)
    }
    #expect(
      values == [
        day(2025, 1, 26): .workingDay(country: country.code, subdivision: "N"),
        day(2025, 2, 3): .holiday(country: country.code, subdivision: "N", category: "public"),
        day(2025, 3, 4): .holiday(country: country.code, subdivision: "N", category: "bank"),
      ])
  }

  @Test("rules hold in their years, subdivisions and categories")
  func selection() {
    let country = testCountry([
      HolidayRule("Everywhere", .fixed(month: 3, day: 1)),
      HolidayRule("North only", .fixed(month: 3, day: 2), in: ["N"]),
      HolidayRule("Not in South", .fixed(month: 3, day: 3), except: ["S"]),
      HolidayRule("Bank", .fixed(month: 3, day: 4), category: "bank"),
      HolidayRule("Old", .fixed(month: 3, day: 5), years: 1900...1999),
    ])
    #expect(HolidaySelection(country: country).rules == [0, 2, 4])
    #expect(HolidaySelection(country: country, subdivision: "N").rules == [0, 1, 2, 4])
    #expect(HolidaySelection(country: country, subdivision: "S").rules == [0, 4])
    #expect(HolidaySelection(country: country, categories: ["bank"]).rules == [3])
    #expect(holidays(of: country, in: 2026) == ["2026-03-01 Everywhere", "2026-03-03 Not in South"])
  }

  @Test("the language of a locale: the tag, its language, else en_US")
  func languages() {
    let country = HolidayCountry(
      code: "CN", name: "China", languages: ["zh_CN", "en_US", "zh_TW"], firstYear: 1950, rules: [])
    #expect(country.languagePosition(forLocale: "zh_TW.UTF-8") == 2)
    #expect(country.languagePosition(forLocale: "zh_HK.UTF-8") == 0)
    #expect(country.languagePosition(forLocale: "zh") == 0)
    #expect(country.languagePosition(forLocale: "en_GB.UTF-8") == 1)
    #expect(country.languagePosition(forLocale: "C") == 1)
    #expect(country.languagePosition(forLocale: "POSIX") == 1)
    #expect(country.languagePosition(forLocale: "de_DE.UTF-8@euro") == 1)
  }

  @Test("a template's %s is found at its start, middle and end, after other scripts, and not in % alone")
  func templates() {
    let name = HolidayName("%s", "%s (observed)", "Ersatz für %s", "振替休日%s")
    #expect(name.text(inLanguageAt: 0, filling: "X") == "X")
    #expect(name.text(inLanguageAt: 1, filling: "Christmas Day") == "Christmas Day (observed)")
    #expect(name.text(inLanguageAt: 2, filling: "Neujahr") == "Ersatz für Neujahr")
    #expect(name.text(inLanguageAt: 3, filling: "・元日") == "振替休日・元日")
    #expect(HolidayName("100% s", "%").text(inLanguageAt: 0, filling: "X") == "100% s")
    #expect(HolidayName("100% s", "%").text(inLanguageAt: 1, filling: "X") == "%")
    #expect(HolidayName("").text(inLanguageAt: 0, filling: "X") == "")
  }

  @Test("an occurrence kept as a fact number reads back the same")
  func factNumbers() {
    let occurrences = [
      HolidayOccurrence(julianDay: 5, rule: 65_535),
      HolidayOccurrence(julianDay: 5, rule: 3, role: .observed(observance: 15, isBefore: true)),
      HolidayOccurrence(julianDay: 5, rule: 7, role: .dayOff(substitution: 4095)),
      HolidayOccurrence(julianDay: 5, rule: 0, role: .workingDay(substitution: 12)),
    ]
    for occurrence in occurrences { #expect(HolidayOccurrence(fact: occurrence.fact, julianDay: 5) == occurrence) }
  }
}

@Suite("Holidays: which years next to those shown can give them days")
struct HolidayReachTests {
  /// Every country with all its categories, and each of its subdivisions so.
  static let selections: [HolidaySelection] = HolidayCountry.codes.flatMap { code -> [HolidaySelection] in
    let country = HolidayCountry.withCode(code)!
    return [HolidaySelection(country: country, categories: country.categories)]
      + country.subdivisions.map {
        HolidaySelection(country: country, subdivision: $0.code, categories: country.categories)
      }
  }

  @Test("a year whose days cross New Year is one the rules say may: every page, 1950 to 2100 and a century on")
  func crossingsAreForeseen() {
    var cache = CalendarCache()
    var crossings = (pastEnd: 0, beforeStart: 0)
    for selection in Self.selections {
      for year in Array(1950...2100) + Array(stride(from: 2101, through: 2400, by: 7)) {
        let days = selection.year(year, calendars: &cache).occurrences.map(\.julianDay)
        let first = Reform.gregorian.julianDay(of: CivilDate(year: year, month: 1, day: 1))
        let last = Reform.gregorian.julianDay(of: CivilDate(year: year, month: 12, day: 31))
        if days.contains(where: { $0 > last }) {
          crossings.pastEnd += 1
          #expect(selection.mayGiveDaysPastEnd(ofYear: year), "\(selection.spec) \(year)")
        }
        if days.contains(where: { $0 < first }) {
          crossings.beforeStart += 1
          #expect(selection.mayGiveDaysBeforeStart(ofYear: year), "\(selection.spec) \(year)")
        }
      }
    }
    // Days do cross both ways (the United States' 1 January on a Saturday, observed on 31 December before).
    #expect(crossings.pastEnd > 0 && crossings.beforeStart > 0)
  }

  @Test("Japan's years from 2022 give no day across New Year, so a year shown alone reads no other")
  func japanReadsOneYear() {
    let japan = HolidaySelection(country: .japan)
    for year in 2022...2400 {
      #expect(!japan.mayGiveDaysPastEnd(ofYear: year) && !japan.mayGiveDaysBeforeStart(ofYear: year), "\(year)")
    }
    // Until 2018 the Emperor's Birthday, 23 December, could be followed by a substitute holiday; the days
    // the laws of 2020 and 2021 listed are read as days that may fall anywhere.
    #expect(japan.mayGiveDaysPastEnd(ofYear: 2018) && japan.mayGiveDaysPastEnd(ofYear: 2021))
  }
}

// Australia: each state's and territory's holidays law, as amended: the ACT Holidays Act 1958 (and the
// Bank Holidays Ordinances 1930 and 1936), the NSW Public Holidays Act 2010 (and the Banks and Bank
// Holidays Act 1912), the NT Public Holidays Act 1981 (and the Holidays Ordinances 1957-1973), the QLD
// Holidays Act 1983, the SA Public Holidays Act 2023 (and the Holidays Act 1910 and its amendments), the
// TAS Statutory Holidays Act 2000 (and the Bank Holidays Act 1944, the Amendment Act 2026), the VIC Public
// Holidays Act 1993 (and the Public and Bank Holidays Act 1953), the WA Public and Bank Holidays Act 1972;
// the days each government proclaimed once.

import CalendarCore

extension HolidayCountry {
  /// Australia's public holidays: the days every state keeps, and each state's and territory's own; the
  /// days banks close (`bank`) and the evenings off at Christmas and New Year (`half_day`). Its school
  /// holidays (python-holidays' `school`) are not here.
  ///
  /// How a holiday on a weekend is kept changed often, state by state: some laws move the holiday to the
  /// Monday (its own day is then no holiday), later laws mostly add the Monday (or Tuesday) as an
  /// additional day, "(observed)". `NSW Western` is the Western Division of New South Wales, whose
  /// schools start late; its public holidays are those of New South Wales.
  package static let australia = HolidayCountry(
    code: "AU", name: "Australia", languages: ["en_AU", "en_US"],
    subdivisions: [
      ("ACT", "Australian Capital Territory"), ("NSW", "New South Wales"), ("NT", "Northern Territory"),
      ("QLD", "Queensland"), ("SA", "South Australia"), ("TAS", "Tasmania"), ("VIC", "Victoria"),
      ("WA", "Western Australia"), ("NSW Western", "New South Wales, Western Division"),
    ],
    categories: ["public", "bank", "half_day"], firstYear: 1801,
    rules: australianRules.followed(by: australianCapitalTerritoryRules).followed(by: newSouthWalesRules)
      .followed(by: northernTerritoryRules).followed(by: queenslandRules).followed(by: southAustraliaRules)
      .followed(by: tasmaniaRules).followed(by: victoriaRules).followed(by: westernAustraliaRules)
      .followed(by: australianBankAndHalfDayRules),
    observances: [
      // Additional days, "(observed)".
      HolidayObservance(name: "%s (observed)", moves: HolidayMoves(sunday: .days(1), saturday: .days(2))),
      HolidayObservance(name: "%s (observed)", moves: HolidayMoves(sunday: .days(1))),
      HolidayObservance(name: "%s (observed)", moves: HolidayMoves(sunday: .days(2), saturday: .days(2))),
      HolidayObservance(name: "%s (observed)", moves: HolidayMoves(sunday: .days(2))),
      HolidayObservance(
        name: "%s (observed)", moves: HolidayMoves(sunday: .days(2), monday: .days(1), saturday: .days(2))),
      HolidayObservance(name: "%s (observed)", moves: HolidayMoves(sunday: .days(2), monday: .days(1))),
      // The holiday itself moved, under its own name.
      HolidayObservance(name: "%s", moves: HolidayMoves(sunday: .days(1), saturday: .days(2)), movesHoliday: true),
      HolidayObservance(name: "%s", moves: HolidayMoves(sunday: .days(1)), movesHoliday: true),
      HolidayObservance(
        name: "%s",
        moves: HolidayMoves(
          sunday: .days(1), tuesday: .days(6), wednesday: .days(5), thursday: .days(4), friday: .days(3),
          saturday: .days(2)),
        movesHoliday: true),
      HolidayObservance(name: "%s", moves: HolidayMoves(sunday: .days(2), saturday: .days(2)), movesHoliday: true),
      HolidayObservance(
        name: "%s", moves: HolidayMoves(sunday: .days(2), monday: .days(1), saturday: .days(2)), movesHoliday: true),
      HolidayObservance(name: "%s", moves: HolidayMoves(sunday: .days(1), monday: .days(1)), movesHoliday: true),
    ]
  )

  /// The days of the country as a whole, and those every state keeps as they are.
  static let australianRules: [HolidayRule] = [
    HolidayRule("New Year's Day", .fixed(month: 1, day: 1), except: australianStates),
    HolidayRule("Australia Day", .fixed(month: 1, day: 26), years: 1935...9999, except: australianStates),
    HolidayRule("Good Friday", .easter(-2)),
    HolidayRule("Easter Monday", .easter(1)),
    HolidayRule("ANZAC Day", .fixed(month: 4, day: 25), years: 1921...9999, except: australianStates),
    // The King's Birthday: Edward VII's, then George V's, until each state set its own day.
    HolidayRule("King's Birthday", .fixed(month: 11, day: 9), years: 1902...1911),
    HolidayRule("King's Birthday", .fixed(month: 6, day: 3), years: 1912...1935),
    HolidayRule("National Day of Mourning for Queen Elizabeth II", .dates([2022_09_22])),
    HolidayRule("Christmas Day", .fixed(month: 12, day: 25), except: australianStates),
    HolidayRule("Boxing Day", .fixed(month: 12, day: 26), except: australianStates),
  ]

  /// The days banks close (`bank`), and the evenings that are holidays (`half_day`).
  static let australianBankAndHalfDayRules: [HolidayRule] = [
    HolidayRule("Bank Holiday", .weekday(.monday, ordinal: 1, month: 8), in: ["ACT"], category: "bank"),
    HolidayRule(
      "Bank Holiday", .weekday(.monday, ordinal: 1, month: 8), years: 2011...9999, in: ["NSW", "NSW Western"],
      category: "bank"),
    HolidayRule(
      "Christmas Eve (from 7pm)", .fixed(month: 12, day: 24), years: 2016...9999, in: ["NT"], category: "half_day"),
    HolidayRule(
      "New Year's Eve (from 7pm)", .fixed(month: 12, day: 31), years: 2016...9999, in: ["NT"], category: "half_day"),
    HolidayRule(
      "Christmas Eve (from 6pm)", .fixed(month: 12, day: 24), years: 2019...9999, in: ["QLD"], category: "half_day"),
    HolidayRule(
      "Christmas Eve (from 7pm)", .fixed(month: 12, day: 24), years: 2012...9999, in: ["SA"], category: "half_day"),
    HolidayRule(
      "New Year's Eve (from 7pm)", .fixed(month: 12, day: 31), years: 2012...9999, in: ["SA"], category: "half_day"),
  ]

  /// The codes of the states and territories.
  static let australianStates = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA", "NSW Western"]
}

/// The positions of Australia's ways of keeping a holiday on another day, in its `observances`.
enum AustralianObservance {
  /// From a Saturday or Sunday, the Monday after as well.
  static let addMonday = 0
  /// From a Sunday, the Monday after as well.
  static let addMondayForSunday = 1
  /// From a Saturday, the Monday after; from a Sunday, the Tuesday after (Christmas keeps the Monday).
  static let addMondayTuesday = 2
  /// From a Sunday, the Tuesday after as well.
  static let addTuesdayForSunday = 3
  /// From a Saturday the Monday, from a Sunday or Monday the Tuesday (Boxing Day after Christmas).
  static let addMondayTuesdayAfterChristmas = 4
  /// From a Sunday or a Monday, the Tuesday.
  static let addTuesdayForSundayMonday = 5
  /// A holiday on a Saturday or Sunday moved to the Monday.
  static let moveToMonday = 6
  /// A holiday on a Sunday moved to the Monday.
  static let moveSundayToMonday = 7
  /// A holiday moved to the next Monday, from any day but Monday.
  static let moveToNextMonday = 8
  /// From a Saturday moved to the Monday, from a Sunday to the Tuesday.
  static let moveToMondayTuesday = 9
  /// From a Saturday moved to the Monday, from a Sunday or Monday to the Tuesday.
  static let moveToMondayTuesdayAfterChristmas = 10
  /// From a Sunday moved to the Monday, from a Monday to the Tuesday.
  static let moveSundayMondayOn = 11
}

// United States: the federal holidays of 5 U.S.C. 6103 (first 16 Stat. 168 of 28 June 1870; Memorial Day
// and the Monday holidays by the Uniform Monday Holiday Act, Public Law 90-363 of 1968, from 1971; Martin
// Luther King Jr.'s Birthday by Public Law 98-144 from 1986; Juneteenth by Public Law 117-17 of 2021), the
// observed days of the Comptroller General's decision B-112525 (32 Comp. Gen. 378, 1953), of Public Law
// 89-554 (1966) and of E.O. 11582 (1971); Thanksgiving by the presidents' proclamations and H.J. Res. 41
// (1941); the states' and territories' own holidays by their codes (UnitedStates+States*.swift).

import CalendarCore

extension HolidayCountry {
  /// The United States' holidays: the legal public holidays of the country and of each state and
  /// territory (`public`), the federal government's holidays and closings (`government`), Puerto Rico's
  /// half-day (`half_day`), and days widely kept without law (`unofficial`).
  ///
  /// A holiday on a Sunday is observed on the Monday after (from 1953); from 1966 one on a Saturday on
  /// the Friday before, New Year's Day on 31 December before it (Massachusetts keeps Sunday's only).
  package static let unitedStates = HolidayCountry(
    code: "US", name: "United States", languages: ["en_US"], subdivisions: unitedStatesSubdivisions,
    categories: ["public", "government", "half_day", "unofficial"], firstYear: 1777,
    rules: unitedStatesNationalRules.followed(by: unitedStatesFederalRules).followed(by: unitedStatesInaugurationRules)
      .followed(by: unitedStatesStateRulesAToM).followed(by: unitedStatesStateRulesNToW)
      .followed(by: unitedStatesPuertoRicoRules),
    observances: [
      // 0: B-112525 (32 Comp. Gen. 378, 27 February 1953): a Sunday holiday on the Monday after.
      HolidayObservance(name: "%s (observed)", years: 1953...1965, moves: HolidayMoves(sunday: .days(1))),
      // 1: Public Law 89-554 (1966), then E.O. 11582: a Saturday holiday on the Friday before too (1966's
      //    New Year's Day, a Saturday, not on 31 December 1965, a year before the law).
      HolidayObservance(
        name: "%s (observed)", years: 1966...9999, firstDate: 1966_01_02,
        moves: HolidayMoves(sunday: .days(1), saturday: .days(-1)), replaces: 0),
      // 2: a Sunday holiday on the Monday after, a Saturday one not moved (Massachusetts, Puerto Rico,
      //    and the states' laws that say so).
      HolidayObservance(name: "%s (observed)", years: 1953...9999, moves: HolidayMoves(sunday: .days(1))),
      // 3: Christmas Eve, where a state keeps it: on the Thursday before a Friday, the Friday before a
      //    weekend.
      HolidayObservance(
        name: "%s (observed)", moves: HolidayMoves(sunday: .days(-2), friday: .days(-1), saturday: .days(-1))),
      // 4: North Carolina's Day After Christmas: a Monday one on the Tuesday (Christmas then observed on
      //    the Monday), a weekend one on the Monday after.
      HolidayObservance(
        name: "%s (observed)", moves: HolidayMoves(sunday: .days(1), monday: .days(1), saturday: .days(2))),
      // 5: Georgia's and Indiana's Washington's Birthday, a working day next to Christmas Day, by the day
      //    of the week Christmas falls on.
      HolidayObservance(
        name: "%s",
        moves: HolidayMoves(
          sunday: .days(-2), monday: .days(1), tuesday: .days(-1), wednesday: .days(-1), thursday: .days(1),
          friday: .days(-1), saturday: .days(-2)), movesHoliday: true),
      // 6: New Year's Eve, where a state keeps it: a Saturday one on the Friday before; a Sunday one not
      //    moved, the Monday after being New Year's Day.
      HolidayObservance(name: "%s (observed)", years: 1966...9999, moves: HolidayMoves(saturday: .days(-1))),
    ]
  )

  /// The states and territories, by ISO 3166-2 code.
  static let unitedStatesSubdivisions: [(code: String, name: String)] = [
    ("AK", "Alaska"), ("AL", "Alabama"), ("AR", "Arkansas"), ("AS", "American Samoa"), ("AZ", "Arizona"),
    ("CA", "California"), ("CO", "Colorado"), ("CT", "Connecticut"), ("DC", "District of Columbia"),
    ("DE", "Delaware"), ("FL", "Florida"), ("GA", "Georgia"), ("GU", "Guam"), ("HI", "Hawaii"), ("IA", "Iowa"),
    ("ID", "Idaho"), ("IL", "Illinois"), ("IN", "Indiana"), ("KS", "Kansas"), ("KY", "Kentucky"),
    ("LA", "Louisiana"), ("MA", "Massachusetts"), ("MD", "Maryland"), ("ME", "Maine"), ("MI", "Michigan"),
    ("MN", "Minnesota"), ("MO", "Missouri"), ("MP", "Northern Mariana Islands"), ("MS", "Mississippi"),
    ("MT", "Montana"), ("NC", "North Carolina"), ("ND", "North Dakota"), ("NE", "Nebraska"),
    ("NH", "New Hampshire"), ("NJ", "New Jersey"), ("NM", "New Mexico"), ("NV", "Nevada"), ("NY", "New York"),
    ("OH", "Ohio"), ("OK", "Oklahoma"), ("OR", "Oregon"), ("PA", "Pennsylvania"), ("PR", "Puerto Rico"),
    ("RI", "Rhode Island"), ("SC", "South Carolina"), ("SD", "South Dakota"), ("TN", "Tennessee"),
    ("TX", "Texas"), ("UM", "United States Minor Outlying Islands"), ("UT", "Utah"), ("VA", "Virginia"),
    ("VI", "Virgin Islands, U.S."), ("VT", "Vermont"), ("WA", "Washington"), ("WI", "Wisconsin"),
    ("WV", "West Virginia"), ("WY", "Wyoming"),
  ]

  /// The country's legal public holidays, which the states and territories keep too unless their own laws
  /// name them otherwise or leave them out (`except:`); Massachusetts observes them by its own law.
  static let unitedStatesNationalRules: [HolidayRule] = [
    // The days of thanksgiving and of prayer the Continental Congress and the presidents proclaimed.
    HolidayRule("Public Thanksgiving and Prayer Day", .dates([1777_12_18, 1782_11_28, 1789_11_26, 1795_02_19])),
    HolidayRule("Fasting and Humiliation Day", .dates([1798_05_09, 1799_04_25])),
    HolidayRule("Public Humiliation and Prayer Day", .dates([1813_09_09, 1815_04_13])),
    HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1871...9999, except: ["MA"], observance: 1),
    HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1871...9999, in: ["MA"], observance: 2),
    HolidayRule(
      "Martin Luther King Jr. Day", .weekday(.monday, ordinal: 3, month: 1), years: 1986...9999,
      except: ["AK", "AL", "AR", "AZ", "GA", "ID", "MS", "NH"]),
    HolidayRule(
      "Washington's Birthday", .fixed(month: 2, day: 22), years: 1879...1970,
      except: ["AK", "AL", "AR", "DE", "FL", "GA", "IN", "NM", "PR", "VI"]),
    HolidayRule(
      "Washington's Birthday", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999,
      except: [
        "AK", "AL", "AR", "DE", "FL", "GA", "IN", "NM", "PR", "VI", "AZ", "CA", "CO", "HI", "ID", "MD", "MN", "MT",
        "NJ", "OH", "OK", "OR", "PA", "SC", "TN", "TX", "UT", "VA", "VT", "WA", "WV", "WY",
      ]),
    HolidayRule("Memorial Day", .fixed(month: 5, day: 30), years: 1888...1970),
    HolidayRule("Memorial Day", .weekday(.monday, ordinal: -1, month: 5), years: 1971...9999),
    HolidayRule(
      "Juneteenth National Independence Day", .fixed(month: 6, day: 19), years: 2021...9999, except: ["MA"],
      observance: 1),
    HolidayRule(
      "Juneteenth National Independence Day", .fixed(month: 6, day: 19), years: 2021...9999, in: ["MA"],
      observance: 2),
    HolidayRule("Independence Day", .fixed(month: 7, day: 4), years: 1870...9999, except: ["MA"], observance: 1),
    HolidayRule("Independence Day", .fixed(month: 7, day: 4), years: 1870...9999, in: ["MA"], observance: 2),
    HolidayRule("Labor Day", .weekday(.monday, ordinal: 1, month: 9), years: 1894...9999),
    // Columbus Day: the country's, and the states' that keep it under that name.
    HolidayRule(
      "Columbus Day", .fixed(month: 10, day: 12), years: 1937...1970,
      except: unitedStatesWithoutColumbusDay),
    HolidayRule(
      "Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...9999,
      except: unitedStatesWithoutColumbusDay),
    HolidayRule("Armistice Day", .fixed(month: 11, day: 11), years: 1938...1953, except: ["PR"], observance: 1),
    HolidayRule("Veterans Day", .fixed(month: 11, day: 11), years: 1954...1970, except: ["MA", "PR"], observance: 1),
    HolidayRule("Veterans Day", .fixed(month: 11, day: 11), years: 1954...1970, in: ["MA"], observance: 2),
    HolidayRule("Veterans Day", .weekday(.monday, ordinal: 4, month: 10), years: 1971...1977, except: ["PR"]),
    HolidayRule("Veterans Day", .fixed(month: 11, day: 11), years: 1978...9999, except: ["MA", "PR"], observance: 1),
    HolidayRule("Veterans Day", .fixed(month: 11, day: 11), years: 1978...9999, in: ["MA"], observance: 2),
    // Thanksgiving Day: the days Lincoln and his successors proclaimed, the last Thursday of November from
    // 1863, the Thursday before it in 1939-1941, the fourth Thursday by H.J. Res. 41 as amended on
    // 9 December 1941.
    HolidayRule("Thanksgiving Day", .dates([1862_04_10, 1865_12_07, 1869_11_18])),
    HolidayRule("Thanksgiving Day", .weekday(.thursday, ordinal: -1, month: 11), years: 1863...1864),
    HolidayRule("Thanksgiving Day", .weekday(.thursday, ordinal: -1, month: 11), years: 1866...1868),
    HolidayRule("Thanksgiving Day", .weekday(.thursday, ordinal: -1, month: 11), years: 1870...1938),
    HolidayRule("Thanksgiving Day", .weekday(.thursday, ordinal: -2, month: 11), years: 1939...1941),
    HolidayRule("Thanksgiving Day", .weekday(.thursday, ordinal: 4, month: 11), years: 1942...9999),
    HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1870...9999, except: ["MA"], observance: 1),
    HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1870...9999, in: ["MA"], observance: 2),
  ]

  /// The states and territories that do not keep Columbus Day with the country: all but AS, AZ, CT, GA, ID, IL,
  /// IN, MA, MD, MO, MT, NJ, NY, OH, PA, UT and WV, which keep it under that name. Written out, rather than found
  /// from the list of subdivisions, which would cost every run that reads the page.
  static let unitedStatesWithoutColumbusDay = [
    "AK", "AL", "AR", "CA", "CO", "DC", "DE", "FL", "GU", "HI", "IA", "KS", "KY", "LA", "ME", "MI", "MN", "MP", "MS",
    "NC", "ND", "NE", "NH", "NM", "NV", "OK", "OR", "PR", "RI", "SC", "SD", "TN", "TX", "UM", "VA", "VI", "VT", "WA",
    "WI", "WY",
  ]
}

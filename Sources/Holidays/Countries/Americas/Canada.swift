// Canada: the Holidays Act (R.S.C. 1985, c. H-5: New Year's Day, Good Friday, Canada Day, Labour Day,
// Christmas Day), the Canada Labour Code for federal workplaces, and each province's and territory's
// employment standards law: Alberta's Employment Standards Code, British Columbia's Employment Standards
// Act, Manitoba's Employment Standards Code (C.C.S.M. c. E110), New Brunswick's Days of Rest Act,
// Newfoundland and Labrador's Labour Standards Act, Nova Scotia's Retail Business Designated Day Closing
// Act, the Northwest Territories' and Nunavut's Employment Standards Acts, Ontario's Employment Standards
// Act, 2000 (and the Proclamation of 12 October 2007 for Family Day), Prince Edward Island's Employment
// Standards Act, Quebec's National Holiday Act (N-1.1) and Act respecting labour standards, Saskatchewan's
// Employment Act, and Yukon's Employment Standards Act.

import CalendarCore

extension HolidayCountry {
  /// Canada's statutory holidays (`public`), in the country as a whole and in each province and territory;
  /// the holidays of federal workplaces (`government`) and the days commonly given besides (`optional`).
  ///
  /// A holiday on a weekend is observed on the Monday after where the law of the place says so (Boxing
  /// Day in Ontario on the Tuesday when Christmas takes the Monday); Canada Day, Saint-Jean-Baptiste and
  /// Victoria Day before 1953 move only from a Sunday.
  package static let canada = HolidayCountry(
    code: "CA", name: "Canada", languages: ["en_CA", "en_US"],
    subdivisions: [
      ("AB", "Alberta"), ("BC", "British Columbia"), ("MB", "Manitoba"), ("NB", "New Brunswick"),
      ("NL", "Newfoundland and Labrador"), ("NS", "Nova Scotia"), ("NT", "Northwest Territories"),
      ("NU", "Nunavut"), ("ON", "Ontario"), ("PE", "Prince Edward Island"), ("QC", "Quebec"),
      ("SK", "Saskatchewan"), ("YT", "Yukon"),
    ],
    categories: ["public", "government", "optional"], firstYear: 1867,
    rules: [
      // The Holidays Act, everywhere.
      HolidayRule("New Year's Day", .fixed(month: 1, day: 1), observance: 0),
      HolidayRule("Good Friday", .easter(-2)),
      HolidayRule("Dominion Day", .fixed(month: 7, day: 1), years: 1879...1982, except: canadaDayObserved),
      HolidayRule("Canada Day", .fixed(month: 7, day: 1), years: 1983...9999, except: canadaDayObserved),
      HolidayRule(
        "Dominion Day", .fixed(month: 7, day: 1), years: 1879...1982, in: ["NL", "PE", "SK", "YT"], observance: 0),
      HolidayRule(
        "Canada Day", .fixed(month: 7, day: 1), years: 1983...9999, in: ["NL", "PE", "SK", "YT"], observance: 0),
      HolidayRule(
        "Dominion Day", .fixed(month: 7, day: 1), years: 1879...1982, in: ["AB", "BC", "QC"], observance: 1),
      HolidayRule("Canada Day", .fixed(month: 7, day: 1), years: 1983...9999, in: ["AB", "BC", "QC"], observance: 1),
      HolidayRule(
        HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 9), years: 1894...9999),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), observance: 0),
      // Days of the provinces and territories.
      HolidayRule("Family Day", .weekday(.monday, ordinal: 3, month: 2), years: 1990...9999, in: ["AB"]),
      HolidayRule("Family Day", .weekday(.monday, ordinal: 2, month: 2), years: 2013...2018, in: ["BC"]),
      HolidayRule("Family Day", .weekday(.monday, ordinal: 3, month: 2), years: 2019...9999, in: ["BC"]),
      HolidayRule("Family Day", .weekday(.monday, ordinal: 3, month: 2), years: 2018...9999, in: ["NB"]),
      HolidayRule("Family Day", .weekday(.monday, ordinal: 3, month: 2), years: 2008...9999, in: ["ON"]),
      HolidayRule("Family Day", .weekday(.monday, ordinal: 3, month: 2), years: 2007...9999, in: ["SK"]),
      HolidayRule("Louis Riel Day", .weekday(.monday, ordinal: 3, month: 2), years: 2008...9999, in: ["MB"]),
      HolidayRule("Heritage Day", .weekday(.monday, ordinal: 3, month: 2), years: 2015...9999, in: ["NS"]),
      HolidayRule("Islander Day", .weekday(.monday, ordinal: 2, month: 2), years: 2009...2009, in: ["PE"]),
      HolidayRule("Islander Day", .weekday(.monday, ordinal: 3, month: 2), years: 2010...9999, in: ["PE"]),
      HolidayRule(
        "National Patriots' Day", .weekdayOnOrBefore(.monday, month: 5, day: 24), years: 2003...9999, in: ["QC"]),
      HolidayRule("National Aboriginal Day", .fixed(month: 6, day: 21), years: 2001...9999, in: ["NT"]),
      HolidayRule("National Aboriginal Day", .fixed(month: 6, day: 21), years: 2017...9999, in: ["YT"]),
      HolidayRule(
        HolidayName("Saint Jean Baptiste Day", "Saint John the Baptist Day"), .fixed(month: 6, day: 24),
        years: 1925...9999, in: ["QC"], observance: 1),
      // Newfoundland's Memorial Day shares 1 July, and its observed Monday, with Canada Day.
      HolidayRule("Memorial Day", .fixed(month: 7, day: 1), years: 1917...9999, in: ["NL"], observance: 0),
      HolidayRule("Nunavut Day", .fixed(month: 7, day: 9), years: 2020...9999, in: ["NU"]),
      HolidayRule("British Columbia Day", .weekday(.monday, ordinal: 1, month: 8), years: 1974...9999, in: ["BC"]),
      HolidayRule("New Brunswick Day", .weekday(.monday, ordinal: 1, month: 8), years: 1975...9999, in: ["NB"]),
      HolidayRule("Civic Holiday", .weekday(.monday, ordinal: 1, month: 8), years: 1900...9999, in: ["NT", "NU"]),
      HolidayRule("Saskatchewan Day", .weekday(.monday, ordinal: 1, month: 8), years: 1900...9999, in: ["SK"]),
      HolidayRule("Discovery Day", .weekday(.monday, ordinal: 3, month: 8), years: 1912...9999, in: ["YT"]),
      HolidayRule(
        "Funeral of Her Majesty the Queen Elizabeth II", .dates([2022_09_19]),
        in: ["BC", "NB", "NL", "NS", "PE", "YT"]),
      HolidayRule(
        "National Day for Truth and Reconciliation", .fixed(month: 9, day: 30), years: 2023...9999, in: ["BC"],
        observance: 0),
      HolidayRule(
        "National Day for Truth and Reconciliation", .fixed(month: 9, day: 30), years: 2024...9999, in: ["MB"],
        observance: 0),
      HolidayRule(
        "National Day for Truth and Reconciliation", .fixed(month: 9, day: 30), years: 2022...9999,
        in: ["NT", "NU", "PE"]),
      HolidayRule(
        "National Day for Truth and Reconciliation", .fixed(month: 9, day: 30), years: 2023...9999, in: ["YT"]),
      HolidayRule(
        "Remembrance Day", .fixed(month: 11, day: 11), years: 1931...9999, in: ["AB", "NL", "PE", "SK", "YT"],
        observance: 0),
      HolidayRule("Remembrance Day", .fixed(month: 11, day: 11), years: 1981...9999, in: ["NS"], observance: 0),
      HolidayRule("Remembrance Day", .fixed(month: 11, day: 11), years: 1931...9999, in: ["BC", "NB", "NT", "NU"]),
      HolidayRule("Boxing Day", .fixed(month: 12, day: 26), in: ["ON"], observance: 2),
      // Victoria Day: 24 May (the 25th when the 24th is a Sunday), the Monday before 25 May from 1953.
      HolidayRule(
        "Victoria Day", .fixed(month: 5, day: 24), years: 1901...1952,
        in: ["AB", "BC", "MB", "NT", "NU", "ON", "SK", "YT"], observance: 1),
      HolidayRule(
        "Victoria Day", .weekdayOnOrBefore(.monday, month: 5, day: 24), years: 1953...9999,
        in: ["AB", "BC", "MB", "NT", "NU", "ON", "SK", "YT"]),
      // Thanksgiving: Armistice Day (the Monday of the week of 11 November) 1921-1930, the second Monday of
      // October from 1931 (24 October in 1935, an election year).
      HolidayRule(
        "Armistice Day", .weekdayOnOrBefore(.monday, month: 11, day: 12), years: 1921...1930,
        in: ["AB", "BC", "MB", "NT", "NU", "ON", "QC", "SK", "YT"]),
      HolidayRule(
        "Thanksgiving Day", .weekday(.monday, ordinal: 2, month: 10), years: 1931...1934,
        in: ["AB", "BC", "MB", "NT", "NU", "ON", "QC", "SK", "YT"]),
      HolidayRule(
        "Thanksgiving Day", .dates([1935_10_24]), in: ["AB", "BC", "MB", "NT", "NU", "ON", "QC", "SK", "YT"]),
      HolidayRule(
        "Thanksgiving Day", .weekday(.monday, ordinal: 2, month: 10), years: 1936...9999,
        in: ["AB", "BC", "MB", "NT", "NU", "ON", "QC", "SK", "YT"]),
    ].followed(by: canadianGovernmentRules).followed(by: canadianOptionalRules),
    observances: [
      HolidayObservance(
        name: HolidayName("%s (observed)"), moves: HolidayMoves(sunday: .days(1), saturday: .days(2))),
      HolidayObservance(name: HolidayName("%s (observed)"), moves: HolidayMoves(sunday: .days(1))),
      // Ontario's Boxing Day: to the Monday from a Saturday, to the Tuesday from a Sunday.
      HolidayObservance(name: HolidayName("%s (observed)"), moves: HolidayMoves(sunday: .days(2), saturday: .days(2))),
      // Newfoundland's days kept on the nearest Monday, under their own names.
      HolidayObservance(
        name: "%s",
        moves: HolidayMoves(
          sunday: .days(1), tuesday: .days(-1), wednesday: .days(-2), thursday: .days(-3), friday: .days(3),
          saturday: .days(2)),
        movesHoliday: true),
    ]
  )

  /// The holidays of federally regulated workplaces (the Canada Labour Code, s. 166), `government`.
  static let canadianGovernmentRules: [HolidayRule] =
    [
      HolidayRule("New Year's Day", .fixed(month: 1, day: 1), category: "government", observance: 0),
      HolidayRule("Good Friday", .easter(-2), category: "government"),
      HolidayRule(
        "Dominion Day", .fixed(month: 7, day: 1), years: 1879...1982, category: "government", observance: 0),
      HolidayRule("Canada Day", .fixed(month: 7, day: 1), years: 1983...9999, category: "government", observance: 0),
      HolidayRule(
        HolidayName("Labour Day", "Labor Day"), .weekday(.monday, ordinal: 1, month: 9), years: 1894...9999,
        category: "government"),
      HolidayRule(
        "National Day for Truth and Reconciliation", .fixed(month: 9, day: 30), years: 2021...9999,
        category: "government",
        observance: 0),
      HolidayRule(
        "Remembrance Day", .fixed(month: 11, day: 11), years: 1931...9999, category: "government", observance: 0),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), category: "government", observance: 2),
      HolidayRule("Boxing Day", .fixed(month: 12, day: 26), category: "government", observance: 2),
      HolidayRule(
        "Victoria Day", .fixed(month: 5, day: 24), years: 1901...1952, category: "government", observance: 1),
      HolidayRule(
        "Victoria Day", .weekdayOnOrBefore(.monday, month: 5, day: 24), years: 1953...9999, category: "government"),
      HolidayRule(
        "Armistice Day", .weekdayOnOrBefore(.monday, month: 11, day: 12), years: 1921...1930, category: "government"),
      HolidayRule(
        "Thanksgiving Day", .weekday(.monday, ordinal: 2, month: 10), years: 1931...1934, category: "government"),
      HolidayRule("Thanksgiving Day", .dates([1935_10_24]), category: "government"),
      HolidayRule(
        "Thanksgiving Day", .weekday(.monday, ordinal: 2, month: 10), years: 1936...9999, category: "government"),
    ]

  /// The days many employers give though no law requires them, `optional`.
  static let canadianOptionalRules: [HolidayRule] =
    [
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), category: "optional", observance: 2),
      HolidayRule("Boxing Day", .fixed(month: 12, day: 26), except: ["QC"], category: "optional", observance: 2),
      HolidayRule("Easter Monday", .easter(1), in: ["AB", "ON", "QC"], category: "optional"),
      HolidayRule(
        "Heritage Day", .weekday(.monday, ordinal: 1, month: 8), years: 1974...9999, in: ["AB"], category: "optional"),
      HolidayRule(
        "National Day for Truth and Reconciliation", .fixed(month: 9, day: 30), years: 2021...9999, in: ["AB"],
        category: "optional"),
      HolidayRule("Boxing Day", .fixed(month: 12, day: 26), in: ["AB", "NB", "NL"], category: "optional"),
      HolidayRule(
        "Civic Holiday", .weekday(.monday, ordinal: 1, month: 8), years: 1900...2014, in: ["MB"], category: "optional"
      ),
      HolidayRule(
        "Terry Fox Day", .weekday(.monday, ordinal: 1, month: 8), years: 2015...9999, in: ["MB"], category: "optional"
      ),
      HolidayRule(
        "Remembrance Day", .fixed(month: 11, day: 11), years: 1931...9999, in: ["MB"], category: "optional"),
      // Newfoundland and Labrador: each day on the Monday nearest to it (Saint George's Day of 2010 a
      // week early, on 19 April).
      HolidayRule(
        "Saint Patrick's Day", .fixed(month: 3, day: 17), years: 1900...9999, in: ["NL"], category: "optional",
        observance: 3),
      HolidayRule(
        "Saint George's Day", .fixed(month: 4, day: 23), years: 1990...2009, in: ["NL"], category: "optional",
        observance: 3),
      HolidayRule("Saint George's Day", .dates([2010_04_19]), in: ["NL"], category: "optional"),
      HolidayRule(
        "Saint George's Day", .fixed(month: 4, day: 23), years: 2011...9999, in: ["NL"], category: "optional",
        observance: 3),
      HolidayRule(
        "Discovery Day", .fixed(month: 6, day: 24), years: 1997...9999, in: ["NL"], category: "optional",
        observance: 3),
      HolidayRule(
        "Orangemen's Day", .fixed(month: 7, day: 12), years: 1900...9999, in: ["NL"], category: "optional",
        observance: 3),
      HolidayRule(
        "Natal Day", .weekday(.monday, ordinal: 1, month: 8), years: 1996...9999, in: ["NS"], category: "optional"),
      HolidayRule("Nunavut Day", .dates([2000_04_01]), in: ["NU"], category: "optional"),
      HolidayRule("Nunavut Day", .fixed(month: 7, day: 9), years: 2001...2019, in: ["NU"], category: "optional"),
      HolidayRule(
        "Civic Holiday", .weekday(.monday, ordinal: 1, month: 8), years: 1900...9999, in: ["ON"], category: "optional"
      ),
      HolidayRule(
        "Remembrance Day", .fixed(month: 11, day: 11), years: 1931...9999, in: ["ON"], category: "optional",
        observance: 0),
      // Yukon's Heritage Day: the Friday before the last Sunday of February.
      HolidayRule(
        "Heritage Day", .weekday(.sunday, ordinal: -1, month: 2), offset: -2, years: 1976...9999, in: ["YT"],
        category: "optional"),
      HolidayRule(
        "Victoria Day", .fixed(month: 5, day: 24), years: 1901...1952, in: ["NB"], category: "optional", observance: 1
      ),
      HolidayRule(
        "Victoria Day", .weekdayOnOrBefore(.monday, month: 5, day: 24), years: 1953...9999, in: ["NB"],
        category: "optional"),
      HolidayRule(
        "Armistice Day", .weekdayOnOrBefore(.monday, month: 11, day: 12), years: 1921...1930, in: ["NB", "NL"],
        category: "optional"),
      HolidayRule(
        "Thanksgiving Day", .weekday(.monday, ordinal: 2, month: 10), years: 1931...1934, in: ["NB", "NL"],
        category: "optional"),
      HolidayRule("Thanksgiving Day", .dates([1935_10_24]), in: ["NB", "NL"], category: "optional"),
      HolidayRule(
        "Thanksgiving Day", .weekday(.monday, ordinal: 2, month: 10), years: 1936...9999, in: ["NB", "NL"],
        category: "optional"),
    ]

  /// The places that observe Canada Day on another day when it falls on a weekend (each its own way).
  private static let canadaDayObserved = ["AB", "BC", "NL", "PE", "QC", "SK", "YT"]
}

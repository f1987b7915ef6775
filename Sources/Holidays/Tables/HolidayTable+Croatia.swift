// Croatia's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Croatia's table.
  static let croatia = HolidayTable(
    numbers: [
      19, 1,
      34360262929, 1, 9999, 1, -1, 0, 1, 2, 3, 0, 3, 0,
      34360264209, 1992, 2001, 1, -1, 0, 3, 2, 5, 0, 5, 0,
      34360264209, 2003, 9999, 1, -1, 0, 5, 2, 7, 0, 7, 0,
      34360262933, 2009, 9999, 0, -1, 0, 7, 2, 9, 0, 9, 0,
      34361311509, 1, 9999, 0, -1, 0, 9, 2, 11, 0, 11, 0,
      34423177493, 2002, 9999, 0, -1, 0, 11, 2, 13, 0, 13, 0,
      34360262993, 1, 9999, 0, -1, 0, 13, 2, 15, 0, 15, 0,
      34360270417, 1996, 2001, 0, -1, 0, 15, 2, 17, 0, 17, 0,
      34360269153, 2002, 2019, 0, -1, 0, 17, 2, 19, 0, 19, 0,
      34360270417, 2020, 9999, 0, -1, 0, 19, 2, 21, 0, 21, 0,
      34360268385, 1, 9999, 0, -1, 0, 21, 2, 23, 0, 23, 0,
      34360264065, 1992, 2007, 0, -1, 0, 23, 2, 25, 0, 25, 0,
      34360264065, 2008, 9999, 0, -1, 0, 25, 2, 27, 0, 27, 0,
      34360266625, 1, 9999, 0, -1, 0, 27, 2, 29, 0, 29, 0,
      34360264865, 2002, 2019, 0, -1, 0, 29, 2, 31, 0, 31, 0,
      34360263089, 1, 9999, 1, -1, 0, 31, 2, 33, 0, 33, 0,
      34360267441, 2020, 9999, 1, -1, 0, 33, 2, 35, 0, 35, 0,
      34360269249, 1, 9999, 1, -1, 0, 35, 2, 37, 0, 37, 0,
      34360269505, 1, 9999, 1, -1, 0, 37, 2, 39, 0, 39, 0,
    ],
    texts: [
      "public",
      "Nova godina", "New Year's Day",
      "Bogojavljenje ili Sveta tri kralja", "Epiphany",
      "Bogojavljenje ili Sveta tri kralja", "Epiphany",
      "Uskrs", "Easter Sunday",
      "Uskrsni ponedjeljak", "Easter Monday",
      "Tijelovo", "Corpus Christi",
      "Praznik rada", "Labor Day",
      "Dan državnosti", "Statehood Day",
      "Dan državnosti", "Statehood Day",
      "Dan državnosti", "Statehood Day",
      "Dan antifašističke borbe", "Anti-Fascist Struggle Day",
      "Dan pobjede i domovinske zahvalnosti", "Victory and Homeland Thanksgiving Day",
      "Dan pobjede i domovinske zahvalnosti i Dan hrvatskih branitelja",
      "Victory and Homeland Thanksgiving Day and Croatian Veterans Day",
      "Velika Gospa", "Assumption Day",
      "Dan neovisnosti", "Independence Day",
      "Svi sveti", "All Saints' Day",
      "Dan sjećanja na žrtve Domovinskog rata i Dan sjećanja na žrtvu Vukovara i Škabrnje", "Remembrance Day",
      "Božić", "Christmas Day",
      "Sveti Stjepan", "Saint Stephen's Day",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
    ],
    publicRuleTable: [
      34360262929, 1, 9999, 1, 34360264209, 1992, 2001, 1, 34360264209, 2003, 9999, 1, 34360262933, 2009, 9999, 0,
      34361311509, 1, 9999, 0, 34423177493, 2002, 9999, 0, 34360262993, 1, 9999, 0, 34360270417, 1996, 2001, 0,
      34360269153, 2002, 2019, 0, 34360270417, 2020, 9999, 0, 34360268385, 1, 9999, 0, 34360264065, 1992, 2007, 0,
      34360264065, 2008, 9999, 0, 34360266625, 1, 9999, 0, 34360264865, 2002, 2019, 0, 34360263089, 1, 9999, 1,
      34360267441, 2020, 9999, 1, 34360269249, 1, 9999, 1, 34360269505, 1, 9999, 1,
    ]
  )
}

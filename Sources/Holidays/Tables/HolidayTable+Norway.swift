// Norway's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Norway's table.
  static let norway = HolidayTable(
    numbers: [
      12, 1,
      34360262929, 1, 9999, 1, -1, 0, 1, 2, 3, 0, 3, 0,
      34357117205, 1, 9999, 0, -1, 0, 3, 2, 5, 0, 5, 0,
      34358165781, 1, 9999, 0, -1, 0, 5, 2, 7, 0, 7, 0,
      34360262933, 1, 9999, 0, -1, 0, 7, 2, 9, 0, 9, 0,
      34361311509, 1, 9999, 0, -1, 0, 9, 2, 11, 0, 11, 0,
      34360262993, 1947, 9999, 0, -1, 0, 11, 2, 13, 0, 13, 0,
      34360267089, 1947, 9999, 0, -1, 0, 13, 2, 15, 0, 15, 0,
      34401157397, 1, 9999, 0, -1, 0, 15, 2, 17, 0, 17, 0,
      34411643157, 1, 9999, 0, -1, 0, 17, 2, 19, 0, 19, 0,
      34412691733, 1, 9999, 0, -1, 0, 19, 2, 21, 0, 21, 0,
      34360269249, 1, 9999, 1, -1, 0, 21, 2, 23, 0, 23, 0,
      34360269505, 1, 9999, 1, -1, 0, 23, 2, 25, 0, 25, 0,
    ],
    texts: [
      "public",
      "Første nyttårsdag", "New Year's Day",
      "Skjærtorsdag", "Maundy Thursday",
      "Langfredag", "Good Friday",
      "Første påskedag", "Easter Sunday",
      "Andre påskedag", "Easter Monday",
      "Arbeidernes dag", "Labor Day",
      "Grunnlovsdag", "Constitution Day",
      "Kristi himmelfartsdag", "Ascension Day",
      "Første pinsedag", "Pentecost",
      "Andre pinsedag", "Pentecost Monday",
      "Første juledag", "Christmas Day",
      "Andre juledag", "Second Day of Christmas",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ],
    publicRuleTable: [
      34360262929, 1, 9999, 1, 34357117205, 1, 9999, 0, 34358165781, 1, 9999, 0, 34360262933, 1, 9999, 0, 34361311509,
      1, 9999, 0, 34360262993, 1947, 9999, 0, 34360267089, 1947, 9999, 0, 34401157397, 1, 9999, 0, 34411643157, 1, 9999,
      0, 34412691733, 1, 9999, 0, 34360269249, 1, 9999, 1, 34360269505, 1, 9999, 1,
    ]
  )
}

// Denmark's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Denmark's table.
  static let denmark = HolidayTable(
    numbers: [
      15, 2,
      34360262929, 1, 9999, 1, -1, 0, 2, 2, 4, 0, 4, 0,
      34357117205, 1, 9999, 0, -1, 0, 4, 2, 6, 0, 6, 0,
      34358165781, 1, 9999, 0, -1, 0, 6, 2, 8, 0, 8, 0,
      34360262933, 1, 9999, 0, -1, 0, 8, 2, 10, 0, 10, 0,
      34361311509, 1, 9999, 0, -1, 0, 10, 2, 12, 0, 12, 0,
      34387525909, 1771, 2023, 0, -1, 0, 12, 2, 14, 0, 14, 0,
      34401157397, 1, 9999, 0, -1, 0, 14, 2, 16, 0, 16, 0,
      34411643157, 1, 9999, 0, -1, 0, 16, 2, 18, 0, 18, 0,
      34412691733, 1, 9999, 0, -1, 0, 18, 2, 20, 0, 20, 0,
      34360269249, 1, 9999, 1, -1, 0, 20, 2, 22, 0, 22, 0,
      34360269505, 1, 9999, 1, -1, 0, 22, 2, 24, 0, 24, 0,
      34360262993, 1890, 9999, 0, -1, 1, 24, 2, 26, 0, 26, 0,
      34360264033, 1891, 9999, 0, -1, 1, 26, 2, 28, 0, 28, 0,
      34360268993, 1, 9999, 1, -1, 1, 28, 2, 30, 0, 30, 0,
      34360270785, 1, 9999, 3, -1, 1, 30, 2, 32, 0, 32, 0,
    ],
    texts: [
      "public", "optional",
      "Nytårsdag", "New Year's Day",
      "Skærtorsdag", "Maundy Thursday",
      "Langfredag", "Good Friday",
      "Påskedag", "Easter Sunday",
      "Anden påskedag", "Easter Monday",
      "Store bededag", "Great Prayer Day",
      "Kristi himmelfartsdag", "Ascension Day",
      "Pinsedag", "Pentecost",
      "Anden pinsedag", "Pentecost Monday",
      "Juledag", "Christmas Day",
      "Anden juledag", "Second Day of Christmas",
      "Arbejdernes kampdag", "Workers' Day",
      "Grundlovsdag", "Constitution Day",
      "Juleaftensdag", "Christmas Eve",
      "Nytårsaften", "New Year's Eve",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ],
    publicRuleTable: [
      34360262929, 1, 9999, 1, 34357117205, 1, 9999, 0, 34358165781, 1, 9999, 0, 34360262933, 1, 9999, 0, 34361311509,
      1, 9999, 0, 34387525909, 1771, 2023, 0, 34401157397, 1, 9999, 0, 34411643157, 1, 9999, 0, 34412691733, 1, 9999, 0,
      34360269249, 1, 9999, 1, 34360269505, 1, 9999, 1,
    ]
  )
}

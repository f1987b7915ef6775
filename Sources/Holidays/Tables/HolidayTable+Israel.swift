// Israel's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Israel's table.
  static let israel = HolidayTable(
    numbers: [
      10, 1,
      0, 1, 9999, 3, -1, 0, 1, 2, 3, 0, 3, 0,
      0, 1, 9999, 3, -1, 0, 3, 2, 5, 0, 5, 0,
      0, 1, 9999, 3, -1, 0, 5, 2, 7, 0, 7, 0,
      0, 1, 9999, 3, -1, 0, 7, 2, 9, 0, 9, 0,
      0, 1, 9999, 3, -1, 0, 9, 2, 11, 0, 11, 0,
      0, 1, 9999, 3, -1, 0, 11, 2, 13, 0, 13, 0,
      0, 1, 9999, 3, -1, 0, 13, 2, 15, 0, 15, 0,
      0, 1948, 2003, 7, 0, 0, 15, 2, 17, 0, 17, 0,
      0, 2004, 9999, 7, 1, 0, 17, 2, 19, 0, 19, 0,
      0, 1, 9999, 3, -1, 0, 19, 2, 21, 0, 21, 0,
      608, 66146,
    ],
    texts: [
      "public",
      "ראש השנה", "Rosh Hashanah",
      "ראש השנה", "Rosh Hashanah",
      "יום כיפור", "Yom Kippur",
      "סוכות", "Sukkot",
      "שמחת תורה/שמיני עצרת", "Simchat Torah / Shemini Atzeret",
      "פסח", "Pesach",
      "שביעי של פסח", "Seventh day of Pesach",
      "יום העצמאות", "Independence Day",
      "יום העצמאות", "Independence Day",
      "שבועות", "Shavuot",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ],
    publicRuleTable: [
      0, 1, 9999, 3, 0, 1, 9999, 3, 0, 1, 9999, 3, 0, 1, 9999, 3, 0, 1, 9999, 3, 0, 1, 9999, 3, 0, 1, 9999, 3, 0, 1948,
      2003, 7, 0, 2004, 9999, 7, 0, 1, 9999, 3,
    ]
  )
}

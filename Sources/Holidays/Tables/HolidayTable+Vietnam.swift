// Vietnam's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Vietnam's table.
  static let vietnam = HolidayTable(
    numbers: [
      18, 1,
      34360262929, 1, 9999, 1, 0, 0, 1, 2, 3, 0, 3, 0,
      0, 1, 9999, 0, -1, 0, 3, 2, 5, 0, 5, 0,
      0, 1, 9999, 0, -1, 0, 5, 2, 7, 0, 7, 0,
      0, 1, 9999, 0, -1, 0, 7, 2, 9, 0, 9, 0,
      0, 1, 9999, 0, -1, 0, 9, 2, 11, 0, 11, 0,
      0, 2013, 9999, 0, -1, 0, 11, 2, 13, 0, 13, 0,
      0, 2007, 9999, 0, 0, 0, 13, 2, 15, 0, 15, 0,
      34360270401, 1, 9999, 0, 0, 0, 15, 2, 17, 0, 17, 0,
      34360262993, 1, 9999, 0, 0, 0, 17, 2, 19, 0, 19, 0,
      34360263313, 1, 9999, 0, 0, 0, 19, 2, 21, 0, 21, 0,
      0, 2021, 9999, 0, -1, 0, 21, 2, 23, 0, 23, 0,
      0, 2021, 9999, 0, -1, 0, 23, 2, 25, 0, 25, 0,
      34360268977, 2026, 9999, 1, 0, 0, 25, 2, 27, 0, 27, 0,
      0, 2010, 2026, 7, -1, 0, 27, 2, 29, 0, 29, 0,
      8, 1995, 9999, 1, -1, 0, 29, 2, 31, 0, 31, 0,
      8, 1995, 2012, 1, -1, 0, 31, 2, 33, 0, 33, 0,
      8, 1995, 9999, 1, -1, 0, 33, 2, 35, 0, 35, 0,
      8, 1995, 9999, 1, -1, 0, 35, 2, 37, 0, 37, 0,
      917569,
    ],
    texts: [
      "public",
      "Tết Dương lịch", "New Year's Day",
      "Giao thừa Tết Nguyên Đán", "Lunar New Year's Eve",
      "Tết Nguyên Đán", "Lunar New Year",
      "Mùng hai Tết Nguyên Đán", "Second Day of Lunar New Year",
      "Mùng ba Tết Nguyên Đán", "Third Day of Lunar New Year",
      "Mùng bốn Tết Nguyên Đán", "Fourth Day of Lunar New Year",
      "Ngày Giỗ Tổ Hùng Vương", "Hung Kings' Commemoration Day",
      "Ngày Chiến thắng", "Liberation Day/Reunification Day",
      "Ngày Quốc tế Lao động", "International Labor Day",
      "Quốc khánh", "National Day",
      "Quốc khánh", "National Day",
      "Quốc khánh", "National Day",
      "Ngày Văn hóa Việt Nam", "Vietnam Cultural Day",
      "Ngày nghỉ", "Day off",
      "29 Tết", "29 of Lunar New Year",
      "Mùng bốn Tết Nguyên Đán", "Fourth Day of Lunar New Year",
      "Mùng năm Tết Nguyên Đán", "Fifth Day of Lunar New Year",
      "Mùng sáu Tết Nguyên Đán", "Sixth Day of Lunar New Year",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
    ],
    publicRuleTable: [
      34360262929, 1, 9999, 1, 0, 1, 9999, 0, 0, 1, 9999, 0, 0, 1, 9999, 0, 0, 1, 9999, 0, 0, 2013, 9999, 0, 0, 2007,
      9999, 0, 34360270401, 1, 9999, 0, 34360262993, 1, 9999, 0, 34360263313, 1, 9999, 0, 0, 2021, 9999, 0, 0, 2021,
      9999, 0, 34360268977, 2026, 9999, 1, 0, 2010, 2026, 7, 8, 1995, 9999, 1, 8, 1995, 2012, 1, 8, 1995, 9999, 1, 8,
      1995, 9999, 1,
    ]
  )
}

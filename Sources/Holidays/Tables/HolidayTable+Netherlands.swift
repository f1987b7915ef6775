// Netherlands's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Netherlands's table.
  static let netherlands = HolidayTable(
    numbers: [
      14, 2,
      34360262929, 1, 9999, 1, -1, 0, 2, 3, 5, 0, 5, 0,
      34358165781, 1, 9999, 0, -1, 0, 5, 3, 8, 0, 8, 0,
      34360262933, 1, 9999, 0, -1, 0, 8, 3, 11, 0, 11, 0,
      34361311509, 1, 9999, 0, -1, 0, 11, 3, 14, 0, 14, 0,
      34360270401, 1966, 1979, 0, 0, 0, 14, 3, 17, 0, 17, 0,
      34360270401, 1980, 2013, 0, 1, 0, 17, 3, 20, 0, 20, 0,
      34360269633, 2014, 9999, 0, 1, 0, 20, 3, 23, 0, 23, 0,
      8, 1, 9999, 1, -1, 0, 23, 3, 26, 0, 26, 0,
      34401157397, 1, 9999, 0, -1, 0, 26, 3, 29, 0, 29, 0,
      34411643157, 1, 9999, 0, -1, 0, 29, 3, 32, 0, 32, 0,
      34412691733, 1, 9999, 0, -1, 0, 32, 3, 35, 0, 35, 0,
      34360269249, 1, 9999, 1, -1, 0, 35, 3, 38, 0, 38, 0,
      34360269505, 1, 9999, 1, -1, 0, 38, 3, 41, 0, 41, 0,
      34360264017, 1982, 9999, 0, -1, 1, 41, 3, 44, 0, 44, 0,
      65537, 257,
    ],
    texts: [
      "public", "optional",
      "Nieuwjaarsdag", "New Year's Day", "Nijjiersdei",
      "Goede vrijdag", "Good Friday", "Goedfreed",
      "Eerste paasdag", "Easter Sunday", "Peaskesnein",
      "Tweede paasdag", "Easter Monday", "Peaskemoandei",
      "Koninginnedag", "Queen's Day", "Keninginnedei",
      "Koninginnedag", "Queen's Day", "Keninginnedei",
      "Koningsdag", "King's Day", "Keningsdei",
      "Bevrijdingsdag", "Liberation Day", "Befrijingsdei",
      "Hemelvaartsdag", "Ascension Day", "Himelfeartsdei",
      "Eerste pinksterdag", "Pentecost", "Pinkstersnein",
      "Tweede pinksterdag", "Pentecost Monday", "Pinkstermoandei",
      "Eerste kerstdag", "Christmas Day", "Eerste Krystdei",
      "Tweede kerstdag", "Second Day of Christmas", "Twadde Krystdei",
      "Bevrijdingsdag", "Liberation Day", "Befrijingsdei",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ],
    publicRuleTable: [
      34360262929, 1, 9999, 1, 34358165781, 1, 9999, 0, 34360262933, 1, 9999, 0, 34361311509, 1, 9999, 0, 34360270401,
      1966, 1979, 0, 34360270401, 1980, 2013, 0, 34360269633, 2014, 9999, 0, 8, 1, 9999, 1, 34401157397, 1, 9999, 0,
      34411643157, 1, 9999, 0, 34412691733, 1, 9999, 0, 34360269249, 1, 9999, 1, 34360269505, 1, 9999, 1,
    ]
  )
}

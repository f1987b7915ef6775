// Sweden's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Sweden's table.
  static let sweden = HolidayTable(
    numbers: [
      18, 2,
      34360262929, 1, 9999, 1, -1, 0, 2, 2, 4, 0, 4, 0,
      34360264209, 1, 9999, 1, -1, 0, 4, 2, 6, 0, 6, 0,
      8, 1953, 1989, 1, -1, 0, 6, 2, 8, 0, 8, 0,
      34358165781, 1, 9999, 0, -1, 0, 8, 2, 10, 0, 10, 0,
      34360262933, 1, 9999, 0, -1, 0, 10, 2, 12, 0, 12, 0,
      34361311509, 1, 9999, 0, -1, 0, 12, 2, 14, 0, 14, 0,
      34360262993, 1, 9999, 0, -1, 0, 14, 2, 16, 0, 16, 0,
      34401157397, 1, 9999, 0, -1, 0, 16, 2, 18, 0, 18, 0,
      34360264289, 2005, 9999, 0, -1, 0, 18, 2, 20, 0, 20, 0,
      34411643157, 1, 9999, 0, -1, 0, 20, 2, 22, 0, 22, 0,
      34412691733, 1953, 2004, 0, -1, 0, 22, 2, 24, 0, 24, 0,
      34360317027, 1, 9999, 0, -1, 0, 24, 2, 26, 0, 26, 0,
      34360319907, 1, 9999, 0, -1, 0, 26, 2, 28, 0, 28, 0,
      34360269249, 1, 9999, 1, -1, 0, 28, 2, 30, 0, 30, 0,
      34360269505, 1, 9999, 1, -1, 0, 30, 2, 32, 0, 32, 0,
      34360308579, 1, 9999, 0, -1, 1, 32, 2, 34, 0, 34, 0,
      34360268993, 1, 9999, 1, -1, 1, 34, 2, 36, 0, 36, 0,
      34360270785, 1, 9999, 3, -1, 1, 36, 2, 38, 0, 38, 0,
    ],
    texts: [
      "public", "de_facto",
      "Nyårsdagen", "New Year's Day",
      "Trettondedag jul", "Epiphany",
      "Marie bebådelsedag", "Feast of the Annunciation",
      "Långfredagen", "Good Friday",
      "Påskdagen", "Easter Sunday",
      "Annandag påsk", "Easter Monday",
      "Första maj", "May Day",
      "Kristi himmelsfärdsdag", "Ascension Day",
      "Nationaldagen", "National Day",
      "Pingstdagen", "Pentecost",
      "Annandag pingst", "Pentecost Monday",
      "Midsommardagen", "Midsummer Day",
      "Alla helgons dag", "All Saints' Day",
      "Juldagen", "Christmas Day",
      "Annandag jul", "Second Day of Christmas",
      "Midsommarafton", "Midsummer Eve",
      "Julafton", "Christmas Eve",
      "Nyårsafton", "New Year's Eve",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ],
    publicRuleTable: [
      34360262929, 1, 9999, 1, 34360264209, 1, 9999, 1, 8, 1953, 1989, 1, 34358165781, 1, 9999, 0, 34360262933, 1, 9999,
      0, 34361311509, 1, 9999, 0, 34360262993, 1, 9999, 0, 34401157397, 1, 9999, 0, 34360264289, 2005, 9999, 0,
      34411643157, 1, 9999, 0, 34412691733, 1953, 2004, 0, 34360317027, 1, 9999, 0, 34360319907, 1, 9999, 0,
      34360269249, 1, 9999, 1, 34360269505, 1, 9999, 1,
    ]
  )
}

// France's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// France's table.
  static let france = HolidayTable(
    numbers: [
      16, 1,
      34360262929, 1811, 9999, 1, -1, 0, 1, 2, 3, 0, 3, 0,
      34361311509, 1886, 9999, 0, -1, 0, 3, 2, 5, 0, 5, 0,
      34412691733, 1886, 2004, 0, -1, 0, 5, 2, 7, 0, 7, 0,
      34412691733, 2008, 9999, 0, -1, 0, 7, 2, 9, 0, 9, 0,
      34360262993, 1919, 1940, 0, -1, 0, 9, 2, 11, 0, 11, 0,
      34360262993, 1941, 1945, 0, -1, 0, 11, 2, 13, 0, 13, 0,
      34360262993, 1946, 1947, 0, -1, 0, 13, 2, 15, 0, 15, 0,
      34360262993, 1948, 9999, 0, -1, 0, 15, 2, 17, 0, 17, 0,
      34360264785, 1953, 1959, 0, -1, 0, 17, 2, 19, 0, 19, 0,
      34360264785, 1982, 9999, 0, -1, 0, 19, 2, 21, 0, 21, 0,
      34401157397, 1, 9999, 0, -1, 0, 21, 2, 23, 0, 23, 0,
      34360266353, 1880, 9999, 0, -1, 0, 23, 2, 25, 0, 25, 0,
      34360266625, 1, 9999, 0, -1, 0, 25, 2, 27, 0, 27, 0,
      34360263089, 1, 9999, 1, -1, 0, 27, 2, 29, 0, 29, 0,
      34360265649, 1922, 9999, 1, -1, 0, 29, 2, 31, 0, 31, 0,
      34360269249, 1, 9999, 1, -1, 0, 31, 2, 33, 0, 33, 0,
    ],
    texts: [
      "public",
      "Jour de l'an", "New Year's Day",
      "Lundi de Pâques", "Easter Monday",
      "Lundi de Pentecôte", "Pentecost Monday",
      "Lundi de Pentecôte", "Pentecost Monday",
      "1er mai", "May Day",
      "Fête du Travail et de la Concorde sociale", "Labor and Social Concord Day",
      "1er mai", "May Day",
      "Fête du Travail", "Labor Day",
      "Fête de la Victoire", "Victory Day",
      "Fête de la Victoire", "Victory Day",
      "Ascension", "Ascension Day",
      "Fête nationale", "National Day",
      "Assomption", "Assumption Day",
      "Toussaint", "All Saints' Day",
      "Armistice", "Armistice Day",
      "Noël", "Christmas Day",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ],
    publicRuleTable: [
      34360262929, 1811, 9999, 1, 34361311509, 1886, 9999, 0, 34412691733, 1886, 2004, 0, 34412691733, 2008, 9999, 0,
      34360262993, 1919, 1940, 0, 34360262993, 1941, 1945, 0, 34360262993, 1946, 1947, 0, 34360262993, 1948, 9999, 0,
      34360264785, 1953, 1959, 0, 34360264785, 1982, 9999, 0, 34401157397, 1, 9999, 0, 34360266353, 1880, 9999, 0,
      34360266625, 1, 9999, 0, 34360263089, 1, 9999, 1, 34360265649, 1922, 9999, 1, 34360269249, 1, 9999, 1,
    ]
  )
}

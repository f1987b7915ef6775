// Finland's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Finland's table.
  static let finland = HolidayTable(
    numbers: [
      22, 1,
      34360262929, 1, 9999, 1, -1, 0, 1, 3, 4, 0, 4, 0,
      34360264209, 1853, 1972, 1, -1, 0, 4, 3, 7, 0, 7, 0,
      34360313363, 1973, 1990, 1, -1, 0, 7, 3, 10, 0, 10, 0,
      34360264209, 1991, 9999, 1, -1, 0, 10, 3, 13, 0, 13, 0,
      34358165781, 1, 9999, 0, -1, 0, 13, 3, 16, 0, 16, 0,
      34360262933, 1, 9999, 0, -1, 0, 16, 3, 19, 0, 19, 0,
      34361311509, 1, 9999, 0, -1, 0, 19, 3, 22, 0, 22, 0,
      34360262993, 1944, 9999, 0, -1, 0, 22, 3, 25, 0, 25, 0,
      34401157397, 1853, 1972, 0, -1, 0, 25, 3, 28, 0, 28, 0,
      34395914517, 1973, 1990, 0, -1, 0, 28, 3, 31, 0, 31, 0,
      34401157397, 1991, 9999, 0, -1, 0, 31, 3, 34, 0, 34, 0,
      34411643157, 1, 9999, 0, -1, 0, 34, 3, 37, 0, 37, 0,
      34360268641, 1853, 1954, 0, -1, 0, 37, 3, 40, 0, 40, 0,
      34360308579, 1955, 9999, 0, -1, 0, 40, 3, 43, 0, 43, 0,
      34360268897, 1853, 1954, 0, -1, 0, 43, 3, 46, 0, 46, 0,
      34360317027, 1955, 9999, 0, -1, 0, 46, 3, 49, 0, 49, 0,
      34360263089, 1853, 1954, 1, -1, 0, 49, 3, 52, 0, 52, 0,
      34360319907, 1955, 9999, 0, -1, 0, 52, 3, 55, 0, 55, 0,
      34360264385, 1919, 9999, 1, -1, 0, 55, 3, 58, 0, 58, 0,
      34360268993, 1, 9999, 1, -1, 0, 58, 3, 61, 0, 61, 0,
      34360269249, 1, 9999, 1, -1, 0, 61, 3, 64, 0, 64, 0,
      34360269505, 1, 9999, 1, -1, 0, 64, 3, 67, 0, 67, 0,
    ],
    texts: [
      "public",
      "Uudenvuodenpäivä", "New Year's Day", "Nyårsdagen",
      "Loppiainen", "Epiphany", "Trettondag",
      "Loppiainen", "Epiphany", "Trettondag",
      "Loppiainen", "Epiphany", "Trettondag",
      "Pitkäperjantai", "Good Friday", "Långfredagen",
      "Pääsiäispäivä", "Easter Sunday", "Påskdagen",
      "Toinen pääsiäispäivä", "Easter Monday", "Annandag påsk",
      "Vappu", "May Day", "Första maj",
      "Helatorstai", "Ascension Day", "Kristi himmelsfärdsdag",
      "Helatorstai", "Ascension Day", "Kristi himmelsfärdsdag",
      "Helatorstai", "Ascension Day", "Kristi himmelsfärdsdag",
      "Helluntaipäivä", "Pentecost", "Pingst",
      "Juhannusaatto", "Midsummer Eve", "Midsommarafton",
      "Juhannusaatto", "Midsummer Eve", "Midsommarafton",
      "Juhannuspäivä", "Midsummer Day", "Midsommardagen",
      "Juhannuspäivä", "Midsummer Day", "Midsommardagen",
      "Pyhäinpäivä", "All Saints' Day", "Alla helgons dag",
      "Pyhäinpäivä", "All Saints' Day", "Alla helgons dag",
      "Itsenäisyyspäivä", "Independence Day", "Självständighetsdagen",
      "Jouluaatto", "Christmas Eve", "Julafton",
      "Joulupäivä", "Christmas Day", "Juldagen",
      "Tapaninpäivä", "Second Day of Christmas", "Annandag jul",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ],
    publicRuleTable: [
      34360262929, 1, 9999, 1, 34360264209, 1853, 1972, 1, 34360313363, 1973, 1990, 1, 34360264209, 1991, 9999, 1,
      34358165781, 1, 9999, 0, 34360262933, 1, 9999, 0, 34361311509, 1, 9999, 0, 34360262993, 1944, 9999, 0,
      34401157397, 1853, 1972, 0, 34395914517, 1973, 1990, 0, 34401157397, 1991, 9999, 0, 34411643157, 1, 9999, 0,
      34360268641, 1853, 1954, 0, 34360308579, 1955, 9999, 0, 34360268897, 1853, 1954, 0, 34360317027, 1955, 9999, 0,
      34360263089, 1853, 1954, 1, 34360319907, 1955, 9999, 0, 34360264385, 1919, 9999, 1, 34360268993, 1, 9999, 1,
      34360269249, 1, 9999, 1, 34360269505, 1, 9999, 1,
    ]
  )
}

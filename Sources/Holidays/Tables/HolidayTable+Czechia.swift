// Czechia's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Czechia's table.
  static let czechia = HolidayTable(
    numbers: [
      18, 1,
      34360262929, 1, 9999, 1, -1, 0, 1, 2, 3, 0, 3, 0,
      34360262929, 2000, 9999, 1, -1, 0, 3, 2, 5, 0, 5, 0,
      34358165781, 2016, 9999, 0, -1, 0, 5, 2, 7, 0, 7, 0,
      34361311509, 1, 9999, 0, -1, 0, 7, 2, 9, 0, 9, 0,
      34360262993, 1, 9999, 0, -1, 0, 9, 2, 11, 0, 11, 0,
      34360265041, 1952, 1991, 0, -1, 0, 11, 2, 13, 0, 13, 0,
      34360264785, 1992, 2000, 0, -1, 0, 13, 2, 15, 0, 15, 0,
      34360264785, 2001, 2003, 0, -1, 0, 15, 2, 17, 0, 17, 0,
      34360264785, 2004, 9999, 0, -1, 0, 17, 2, 19, 0, 19, 0,
      34360264049, 1990, 9999, 0, -1, 0, 19, 2, 21, 0, 21, 0,
      34360264305, 1990, 9999, 0, -1, 0, 21, 2, 23, 0, 23, 0,
      34360269969, 2000, 9999, 0, -1, 0, 23, 2, 25, 0, 25, 0,
      34360269985, 1, 9999, 0, -1, 0, 25, 2, 27, 0, 27, 0,
      34360267185, 1990, 2018, 1, -1, 0, 27, 2, 29, 0, 29, 0,
      34360267185, 2019, 9999, 1, -1, 0, 29, 2, 31, 0, 31, 0,
      34360268993, 1990, 9999, 1, -1, 0, 31, 2, 33, 0, 33, 0,
      34360269249, 1, 9999, 1, -1, 0, 33, 2, 35, 0, 35, 0,
      34360269505, 1, 9999, 1, -1, 0, 35, 2, 37, 0, 37, 0,
    ],
    texts: [
      "public",
      "Nový rok", "New Year's Day",
      "Den obnovy samostatného českého státu", "Independent Czech State Restoration Day",
      "Velký pátek", "Good Friday",
      "Velikonoční pondělí", "Easter Monday",
      "Svátek práce", "Labor Day",
      "Den osvobození od fašismu", "Day of liberation from Fascism",
      "Den osvobození od fašismu", "Day of liberation from Fascism",
      "Den osvobození", "Liberation Day",
      "Den vítězství", "Victory Day",
      "Den slovanských věrozvěstů Cyrila a Metoděje", "Saints Cyril and Methodius Day",
      "Den upálení mistra Jana Husa", "Jan Hus Day",
      "Den české státnosti", "Statehood Day",
      "Den vzniku samostatného československého státu", "Independent Czechoslovak State Day",
      "Den boje za svobodu a demokracii", "Struggle for Freedom and Democracy Day",
      "Den boje za svobodu a demokracii a Mezinárodní den studentstva",
      "Struggle for Freedom and Democracy Day and International Students' Day",
      "Štědrý den", "Christmas Eve",
      "1. svátek vánoční", "Christmas Day",
      "2. svátek vánoční", "Second Day of Christmas",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
    ],
    publicRuleTable: [
      34360262929, 1, 9999, 1, 34360262929, 2000, 9999, 1, 34358165781, 2016, 9999, 0, 34361311509, 1, 9999, 0,
      34360262993, 1, 9999, 0, 34360265041, 1952, 1991, 0, 34360264785, 1992, 2000, 0, 34360264785, 2001, 2003, 0,
      34360264785, 2004, 9999, 0, 34360264049, 1990, 9999, 0, 34360264305, 1990, 9999, 0, 34360269969, 2000, 9999, 0,
      34360269985, 1, 9999, 0, 34360267185, 1990, 2018, 1, 34360267185, 2019, 9999, 1, 34360268993, 1990, 9999, 1,
      34360269249, 1, 9999, 1, 34360269505, 1, 9999, 1,
    ]
  )
}

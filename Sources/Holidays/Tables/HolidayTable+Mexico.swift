// Mexico's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Mexico's table.
  static let mexico = HolidayTable(
    numbers: [
      12, 1,
      34360262929, 1, 9999, 1, -1, 0, 1, 2, 3, 0, 3, 0,
      34360263969, 1917, 2005, 1, -1, 0, 3, 2, 5, 0, 5, 0,
      34360336674, 2006, 9999, 1, -1, 0, 5, 2, 7, 0, 7, 0,
      34360268081, 1917, 2006, 0, -1, 0, 7, 2, 9, 0, 9, 0,
      34360467762, 2007, 9999, 0, -1, 0, 9, 2, 11, 0, 11, 0,
      34360262993, 1923, 9999, 0, -1, 0, 11, 2, 13, 0, 13, 0,
      34360266897, 1, 9999, 0, -1, 0, 13, 2, 15, 0, 15, 0,
      34360267953, 1917, 2005, 1, -1, 0, 15, 2, 17, 0, 17, 0,
      34360467890, 2006, 9999, 1, -1, 0, 17, 2, 19, 0, 19, 0,
      34360263105, 1970, 2018, 1, -1, 0, 19, 2, 21, 0, 21, 0,
      34360263073, 2024, 9999, 0, -1, 0, 21, 2, 23, 0, 23, 0,
      34360269249, 1, 9999, 1, -1, 0, 23, 2, 25, 0, 25, 0,
    ],
    texts: [
      "public",
      "Año Nuevo", "New Year's Day",
      "Día de la Constitución", "Constitution Day",
      "Día de la Constitución", "Constitution Day",
      "Natalicio de Benito Juárez", "Benito Juárez's birthday",
      "Natalicio de Benito Juárez", "Benito Juárez's birthday",
      "Día del Trabajo", "Labor Day",
      "Día de la Independencia", "Independence Day",
      "Día de la Revolución", "Revolution Day",
      "Día de la Revolución", "Revolution Day",
      "Transmisión del Poder Ejecutivo Federal", "Change of Federal Government",
      "Transmisión del Poder Ejecutivo Federal", "Change of Federal Government",
      "Navidad", "Christmas Day",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ],
    publicRuleTable: [
      34360262929, 1, 9999, 1, 34360263969, 1917, 2005, 1, 34360336674, 2006, 9999, 1, 34360268081, 1917, 2006, 0,
      34360467762, 2007, 9999, 0, 34360262993, 1923, 9999, 0, 34360266897, 1, 9999, 0, 34360267953, 1917, 2005, 1,
      34360467890, 2006, 9999, 1, 34360263105, 1970, 2018, 1, 34360263073, 2024, 9999, 0, 34360269249, 1, 9999, 1,
    ]
  )
}

// Spain's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Spain's table.
  static let spain = HolidayTable(
    numbers: [
      10, 1,
      34360262929, 1, 9999, 1, 0, 0, 1, 3, 4, 0, 4, 0,
      34360264209, 1, 9999, 1, 0, 0, 4, 3, 7, 0, 7, 0,
      34358165781, 1, 9999, 0, -1, 0, 7, 3, 10, 0, 10, 0,
      34360262993, 1, 9999, 0, 0, 0, 10, 3, 13, 0, 13, 0,
      34360266625, 1, 9999, 0, 0, 0, 13, 3, 16, 0, 16, 0,
      34360265889, 1, 9999, 0, 0, 0, 16, 3, 19, 0, 19, 0,
      34360263089, 1, 9999, 1, 0, 0, 19, 3, 22, 0, 22, 0,
      34360264385, 1, 9999, 1, 0, 0, 22, 3, 25, 0, 25, 0,
      34360264897, 1, 9999, 1, 0, 0, 25, 3, 28, 0, 28, 0,
      34360269249, 1, 9999, 1, 0, 0, 28, 3, 31, 0, 31, 0,
      1,
    ],
    texts: [
      "public",
      "Año Nuevo", "New Year's Day", "Cap d'Any",
      "Epifanía del Señor", "Epiphany", "Reis",
      "Viernes Santo", "Good Friday", "Divendres Sant",
      "Fiesta del Trabajo", "Labor Day", "Festa del Treball",
      "Asunción de la Virgen", "Assumption Day", "Assumpció de la Verge",
      "Fiesta Nacional de España", "National Day", "Festa Nacional d'Espanya",
      "Todos los Santos", "All Saints' Day", "Tots Sants",
      "Día de la Constitución Española", "Constitution Day", "Dia de la Constitució Espanyola",
      "Inmaculada Concepción", "Immaculate Conception", "Immaculada Concepció",
      "Natividad del Señor", "Christmas Day", "Nativitat del Senyor",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ],
    publicRuleTable: [
      34360262929, 1, 9999, 1, 34360264209, 1, 9999, 1, 34358165781, 1, 9999, 0, 34360262993, 1, 9999, 0, 34360266625,
      1, 9999, 0, 34360265889, 1, 9999, 0, 34360263089, 1, 9999, 1, 34360264385, 1, 9999, 1, 34360264897, 1, 9999, 1,
      34360269249, 1, 9999, 1,
    ]
  )
}

// Belgium's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Belgium's table.
  static let belgium = HolidayTable(
    numbers: [
      15, 2,
      34360262929, 1, 9999, 1, -1, 0, 2, 4, 6, 0, 6, 0,
      34360262933, 1, 9999, 0, -1, 0, 6, 4, 10, 0, 10, 0,
      34361311509, 1, 9999, 0, -1, 0, 10, 4, 14, 0, 14, 0,
      34360262993, 1, 9999, 0, -1, 0, 14, 4, 18, 0, 18, 0,
      34401157397, 1, 9999, 0, -1, 0, 18, 4, 22, 0, 22, 0,
      34411643157, 1, 9999, 0, -1, 0, 22, 4, 26, 0, 26, 0,
      34412691733, 1, 9999, 0, -1, 0, 26, 4, 30, 0, 30, 0,
      34360268145, 1, 9999, 0, -1, 0, 30, 4, 34, 0, 34, 0,
      34360266625, 1, 9999, 0, -1, 0, 34, 4, 38, 0, 38, 0,
      34360263089, 1, 9999, 1, -1, 0, 38, 4, 42, 0, 42, 0,
      34360265649, 1, 9999, 1, -1, 0, 42, 4, 46, 0, 46, 0,
      34360269249, 1, 9999, 1, -1, 0, 46, 4, 50, 0, 50, 0,
      34358165781, 1, 9999, 0, -1, 1, 50, 4, 54, 0, 54, 0,
      34402205973, 1, 9999, 0, -1, 1, 54, 4, 58, 0, 58, 0,
      34360269505, 1, 9999, 1, -1, 1, 58, 4, 62, 0, 62, 0,
    ],
    texts: [
      "public", "bank",
      "Nieuwjaar", "New Year's Day", "Nouvel An", "Neujahr",
      "Pasen", "Easter Sunday", "Pâques", "Ostern",
      "Paasmaandag", "Easter Monday", "Lundi de Pâques", "Ostermontag",
      "Dag van de Arbeid", "Labor Day", "Fête du Travail", "Tag der Arbeit",
      "O. L. H. Hemelvaart", "Ascension Day", "Ascension", "Christi Himmelfahrt",
      "Pinksteren", "Pentecost", "Pentecôte", "Pfingsten",
      "Pinkstermaandag", "Pentecost Monday", "Lundi de Pentecôte", "Pfingstmontag",
      "Nationale feestdag", "National Day", "Fête nationale", "Nationalfeiertag",
      "O. L. V. Hemelvaart", "Assumption Day", "Assomption", "Mariä Himmelfahrt",
      "Allerheiligen", "All Saints' Day", "Toussaint", "Allerheiligen",
      "Wapenstilstand", "Armistice Day", "Jour de l'Armistice", "Waffenstillstand",
      "Kerstmis", "Christmas Day", "Noël", "Weihnachten",
      "Goede vrijdag", "Good Friday", "Vendredi Saint", "Karfreitag",
      "Vrijdag na O. L. H. Hemelvaart", "Friday after Ascension Day", "Vendredi suivant l'Ascension",
      "Freitag nach Christi Himmelfahrt",
      "Banksluitingsdag", "Bank Holiday", "Jour de fermeture bancaire", "Bankschlusstag",
    ],
    publicRules: [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ],
    publicRuleTable: [
      34360262929, 1, 9999, 1, 34360262933, 1, 9999, 0, 34361311509, 1, 9999, 0, 34360262993, 1, 9999, 0, 34401157397,
      1, 9999, 0, 34411643157, 1, 9999, 0, 34412691733, 1, 9999, 0, 34360268145, 1, 9999, 0, 34360266625, 1, 9999, 0,
      34360263089, 1, 9999, 1, 34360265649, 1, 9999, 1, 34360269249, 1, 9999, 1,
    ]
  )
}

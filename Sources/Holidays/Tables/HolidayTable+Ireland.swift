// Ireland's holidays as the engine reads them (HolidayTable), compiled from its page in Countries by
// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables
// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

extension HolidayTable {
  /// Ireland's table.
  static let ireland = HolidayTable(
    numbers: [
      17, 2,
      34360262929, 1975, 9999, 1, -1, 0, 2, 3, 5, 0, 5, 0,
      34360262945, 2023, 9999, 1, 0, 0, 5, 3, 8, 0, 8, 0,
      34360267057, 1903, 9999, 0, -1, 0, 8, 3, 11, 0, 11, 0,
      34358165781, 1, 9999, 0, -1, 1, 11, 3, 14, 0, 14, 0,
      34361311509, 1, 9999, 0, -1, 0, 14, 3, 17, 0, 17, 0,
      34360336722, 1994, 1994, 0, -1, 0, 17, 3, 20, 0, 20, 0,
      0, 1995, 1995, 3, -1, 0, 20, 3, 23, 0, 23, 0,
      34360336722, 1996, 9999, 0, -1, 0, 23, 3, 26, 0, 26, 0,
      34412691733, 1872, 1972, 0, -1, 0, 26, 3, 29, 0, 29, 0,
      34360336738, 1973, 9999, 0, -1, 0, 29, 3, 32, 0, 32, 0,
      34360336770, 1, 9999, 0, -1, 0, 32, 3, 35, 0, 35, 0,
      34360205730, 1977, 9999, 0, -1, 0, 35, 3, 38, 0, 38, 0,
      34360269249, 1, 9999, 1, -1, 0, 38, 3, 41, 0, 41, 0,
      34360269505, 1, 9999, 1, -1, 0, 41, 3, 44, 0, 44, 0,
      0, 1999, 1999, 3, -1, 0, 44, 3, 47, 0, 47, 0,
      0, 2001, 2001, 3, -1, 0, 47, 3, 50, 0, 50, 0,
      0, 2022, 2022, 3, -1, 0, 50, 3, 53, 0, 53, 0,
      393309,
    ],
    texts: [
      "public", "optional",
      "New Year's Day", "New Year's Day", "Lá Caille",
      "Saint Brigid's Day", "Saint Brigid's Day", "Lá Fhéile Bríde",
      "Saint Patrick's Day", "Saint Patrick's Day", "Lá Fhéile Pádraig",
      "Good Friday", "Good Friday", "Aoine an Chéasta",
      "Easter Monday", "Easter Monday", "Luan Cásca",
      "May Bank Holiday", "May Bank Holiday", "Lá Saoire Bainc na Bealtaine",
      "May Bank Holiday", "May Bank Holiday", "Lá Saoire Bainc na Bealtaine",
      "May Bank Holiday", "May Bank Holiday", "Lá Saoire Bainc na Bealtaine",
      "Whit Monday", "Pentecost Monday", "Luan Cincíse",
      "June Bank Holiday", "June Bank Holiday", "Lá Saoire Bainc an Mheithimh",
      "August Bank Holiday", "August Bank Holiday", "Lá Saoire Bainc Lúnasa",
      "October Bank Holiday", "October Bank Holiday", "Lá Saoire Bainc Dheireadh Fómhair",
      "Christmas Day", "Christmas Day", "Lá Nollag",
      "Saint Stephen's Day", "Saint Stephen's Day", "Lá Fhéile Stiofáin",
      "Millennium Celebrations", "Millennium Celebrations", "Ceiliúradh na Mílaoise",
      "National Day of Mourning", "National Day of Mourning", "Lá Náisiúnta Mairgní",
      "Day of Remembrance and Recognition", "Day of Remembrance and Recognition", "Lá Cuimhneacháin agus Aitheantais",
    ],
    publicRules: [
      0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ],
    publicRuleTable: [
      34360262929, 1975, 9999, 1, 34360262945, 2023, 9999, 1, 34360267057, 1903, 9999, 0, 34361311509, 1, 9999, 0,
      34360336722, 1994, 1994, 0, 0, 1995, 1995, 3, 34360336722, 1996, 9999, 0, 34412691733, 1872, 1972, 0, 34360336738,
      1973, 9999, 0, 34360336770, 1, 9999, 0, 34360205730, 1977, 9999, 0, 34360269249, 1, 9999, 1, 34360269505, 1, 9999,
      1, 0, 1999, 1999, 3, 0, 2001, 2001, 3, 0, 2022, 2022, 3,
    ]
  )
}

// Austria: the holidays laws BGBl. Nr. 31/1933, StGBl. Nr. 116/1945, BGBl. Nr. 173/1949, Nr. 227/1955 and
// Nr. 264/1967 (26 October) and the Feiertagsruhegesetz 1957 (BGBl. Nr. 153/1957); the Good Friday of the
// Protestant churches (BGBl. Nr. 228/1955, repealed by BGBl. I Nr. 22/2019); and the days banks close
// (Christmas Eve, New Year's Eve, each Land's patron saint's day).

import CalendarCore

extension HolidayCountry {
  /// Austria's public holidays (`public`, the same in every Land), the days banks close (`bank`, with each
  /// Land's patron saint's day) and the Protestant churches' Good Friday (`protestant`, 1956-2018).
  ///
  /// Holidays are not moved when they fall on a weekend.
  package static let austria = HolidayCountry(
    code: "AT", name: "Austria", languages: ["de", "en_US"],
    subdivisions: [
      ("1", "Burgenland"), ("2", "Kärnten"), ("3", "Niederösterreich"), ("4", "Oberösterreich"),
      ("5", "Salzburg"),
      ("6", "Steiermark"), ("7", "Tirol"), ("8", "Vorarlberg"), ("9", "Wien"),
    ],
    categories: ["public", "bank", "protestant"], firstYear: 1934,
    rules: [
      HolidayRule(HolidayName("Neujahr", "New Year's Day"), .fixed(month: 1, day: 1)),
      // Not a holiday from 1946 (StGBl. Nr. 116/1945) until BGBl. Nr. 173/1949.
      HolidayRule(HolidayName("Heilige Drei Könige", "Epiphany"), .fixed(month: 1, day: 6), years: 1934...1945),
      HolidayRule(HolidayName("Heilige Drei Könige", "Epiphany"), .fixed(month: 1, day: 6), years: 1950...9999),
      HolidayRule(HolidayName("Ostermontag", "Easter Monday"), .easter(1)),
      HolidayRule(HolidayName("Staatsfeiertag", "Labor Day"), .fixed(month: 5, day: 1), years: 1946...9999),
      HolidayRule(HolidayName("Christi Himmelfahrt", "Ascension Day"), .easter(39)),
      HolidayRule(HolidayName("Pfingstmontag", "Pentecost Monday"), .easter(50)),
      HolidayRule(HolidayName("Fronleichnam", "Corpus Christi"), .easter(60)),
      HolidayRule(
        HolidayName("Peter und Paul", "Saint Peter and Saint Paul's Day"),
        .fixed(month: 6, day: 29), years: 1934...1945),
      HolidayRule(HolidayName("Mariä Himmelfahrt", "Assumption Day"), .fixed(month: 8, day: 15)),
      HolidayRule(HolidayName("Nationalfeiertag", "National Day"), .fixed(month: 10, day: 26), years: 1967...9999),
      HolidayRule(HolidayName("Allerheiligen", "All Saints' Day"), .fixed(month: 11, day: 1)),
      // Not a holiday from 1945 until BGBl. Nr. 227/1955.
      HolidayRule(
        HolidayName("Mariä Empfängnis", "Immaculate Conception"), .fixed(month: 12, day: 8),
        years: 1934...1944),
      HolidayRule(
        HolidayName("Mariä Empfängnis", "Immaculate Conception"), .fixed(month: 12, day: 8),
        years: 1955...9999),
      HolidayRule(HolidayName("Christtag", "Christmas Day"), .fixed(month: 12, day: 25)),
      HolidayRule(HolidayName("Stephanstag", "Saint Stephen's Day"), .fixed(month: 12, day: 26)),
      // The days banks close.
      HolidayRule(HolidayName("Karfreitag", "Good Friday"), .easter(-2), category: "bank"),
      HolidayRule(
        HolidayName("Hl. Josef", "Saint Joseph's Day"), .fixed(month: 3, day: 19),
        in: ["2", "6", "7", "8"], category: "bank"),
      // Upper Austria's patron saint since the Land government's decision of 17 March 2004.
      HolidayRule(
        HolidayName("Hl. Florian", "Saint Florian's Day"), .fixed(month: 5, day: 4),
        years: 2004...9999, in: ["4"],
        category: "bank"),
      HolidayRule(
        HolidayName("Hl. Rupert", "Saint Rupert's Day"), .fixed(month: 9, day: 24), in: ["5"],
        category: "bank"),
      HolidayRule(
        HolidayName("Tag der Volksabstimmung", "1920 Carinthian plebiscite"),
        .fixed(month: 10, day: 10), in: ["2"],
        category: "bank"),
      HolidayRule(
        HolidayName("Hl. Martin", "Saint Martin's Day"), .fixed(month: 11, day: 11), in: ["1"],
        category: "bank"),
      HolidayRule(
        HolidayName("Hl. Leopold", "Saint Leopold's Day"), .fixed(month: 11, day: 15),
        in: ["3", "9"], category: "bank"),
      HolidayRule(HolidayName("Heiliger Abend", "Christmas Eve"), .fixed(month: 12, day: 24), category: "bank"),
      HolidayRule(HolidayName("Silvester", "New Year's Eve"), .fixed(month: 12, day: 31), category: "bank"),
      HolidayRule(HolidayName("Karfreitag", "Good Friday"), .easter(-2), years: 1956...2018, category: "protestant"),
    ]
  )
}

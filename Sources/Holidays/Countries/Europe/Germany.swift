// Germany: the Einigungsvertrag, Art. 2(2) (3 October, German Unity Day), the Sonn- und Feiertagsgesetze of
// the sixteen Länder, which name every other holiday (Augsburg's Hohes Friedensfest by Bavaria's FTG, Art.
// 1(2)), and Berlin's laws of one-off days of remembrance.

import CalendarCore

extension HolidayCountry {
  /// Germany's public holidays since reunification (1991), for the country and each Land, and for the
  /// city of Augsburg.
  ///
  /// Holidays are not moved when they fall on a weekend. Repentance and Prayer Day was national until
  /// 1994 (it was given up to fund the care insurance) and stays a holiday in Saxony.
  package static let germany = HolidayCountry(
    code: "DE", name: "Germany", languages: ["de", "en_US"],
    subdivisions: [
      ("BB", "Brandenburg"), ("BE", "Berlin"), ("BW", "Baden-Württemberg"), ("BY", "Bayern"),
      ("HB", "Bremen"),
      ("HE", "Hessen"), ("HH", "Hamburg"), ("MV", "Mecklenburg-Vorpommern"),
      ("NI", "Niedersachsen"),
      ("NW", "Nordrhein-Westfalen"), ("RP", "Rheinland-Pfalz"), ("SH", "Schleswig-Holstein"),
      ("SL", "Saarland"),
      ("SN", "Sachsen"), ("ST", "Sachsen-Anhalt"), ("TH", "Thüringen"), ("Augsburg", "Augsburg"),
    ],
    firstYear: 1991,
    rules: [
      HolidayRule(HolidayName("Neujahr", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(
        HolidayName("Heilige Drei Könige", "Epiphany"), .fixed(month: 1, day: 6),
        in: ["BW", "BY", "ST", "Augsburg"]),
      HolidayRule(HolidayName("Frauentag", "Women's Day"), .fixed(month: 3, day: 8), years: 2019...9999, in: ["BE"]),
      HolidayRule(HolidayName("Frauentag", "Women's Day"), .fixed(month: 3, day: 8), years: 2023...9999, in: ["MV"]),
      HolidayRule(HolidayName("Karfreitag", "Good Friday"), .easter(-2)),
      HolidayRule(HolidayName("Ostersonntag", "Easter Sunday"), .easter(0), in: ["BB"]),
      HolidayRule(HolidayName("Ostermontag", "Easter Monday"), .easter(1)),
      HolidayRule(HolidayName("Erster Mai", "Labor Day"), .fixed(month: 5, day: 1)),
      HolidayRule(HolidayName("Christi Himmelfahrt", "Ascension Day"), .easter(39)),
      HolidayRule(HolidayName("Pfingstsonntag", "Pentecost"), .easter(49), in: ["BB"]),
      HolidayRule(HolidayName("Pfingstmontag", "Pentecost Monday"), .easter(50)),
      HolidayRule(
        HolidayName("Fronleichnam", "Corpus Christi"), .easter(60),
        in: ["BW", "BY", "HE", "NW", "RP", "SL", "Augsburg"]),
      HolidayRule(
        HolidayName("Augsburger Hohes Friedensfest", "Augsburg Peace Festival"),
        .fixed(month: 8, day: 8), in: ["Augsburg"]),
      HolidayRule(
        HolidayName("Mariä Himmelfahrt", "Assumption Day"), .fixed(month: 8, day: 15),
        in: ["SL", "Augsburg"]),
      HolidayRule(
        HolidayName("Weltkindertag", "World Children's Day"), .fixed(month: 9, day: 20),
        years: 2019...9999, in: ["TH"]),
      HolidayRule(HolidayName("Tag der Deutschen Einheit", "German Unity Day"), .fixed(month: 10, day: 3)),
      HolidayRule(
        HolidayName("Reformationstag", "Reformation Day"), .fixed(month: 10, day: 31),
        in: ["BB", "MV", "SN", "ST", "TH"]),
      HolidayRule(
        HolidayName("Reformationstag", "Reformation Day"), .fixed(month: 10, day: 31),
        years: 2018...9999,
        in: ["HB", "HH", "NI", "SH"]),
      // The 500th anniversary of the Reformation, a holiday in every Land in 2017.
      HolidayRule(HolidayName("Reformationstag", "Reformation Day"), .dates([2017_10_31])),
      HolidayRule(
        HolidayName("Allerheiligen", "All Saints' Day"), .fixed(month: 11, day: 1),
        in: ["BW", "BY", "NW", "RP", "SL", "Augsburg"]),
      // The Wednesday before the last Sunday of the church year: 16 to 22 November.
      HolidayRule(
        HolidayName("Buß- und Bettag", "Repentance and Prayer Day"),
        .weekdayOnOrBefore(.wednesday, month: 11, day: 22), years: 1991...1994),
      HolidayRule(
        HolidayName("Buß- und Bettag", "Repentance and Prayer Day"),
        .weekdayOnOrBefore(.wednesday, month: 11, day: 22),
        years: 1995...9999, in: ["SN"]),
      HolidayRule(HolidayName("Erster Weihnachtstag", "Christmas Day"), .fixed(month: 12, day: 25)),
      HolidayRule(HolidayName("Zweiter Weihnachtstag", "Second Day of Christmas"), .fixed(month: 12, day: 26)),
      // Berlin's one-off days of remembrance.
      HolidayRule(
        HolidayName(
          "75. Jahrestag der Befreiung vom Nationalsozialismus und der Beendigung des Zweiten Weltkriegs in Europa",
          "75th anniversary of the liberation from Nazism and the end of the Second World War in Europe"
        ),
        .dates([2020_05_08]), in: ["BE"]),
      HolidayRule(
        HolidayName(
          "80. Jahrestag der Befreiung vom Nationalsozialismus und der Beendigung des Zweiten Weltkriegs in Europa",
          "80th anniversary of the liberation from Nazism and the end of the Second World War in Europe"
        ),
        .dates([2025_05_08]), in: ["BE"]),
      HolidayRule(
        HolidayName(
          "75. Jahrestag des Aufstandes vom 17. Juni 1953",
          "75th anniversary of the East German uprising of 1953"),
        .dates([2028_06_17]), in: ["BE"]),
    ]
  )
}

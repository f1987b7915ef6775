// Switzerland: the Federal Constitution, Art. 110(3) (1 August, the National Day), Art. 20a of the Labour
// Act (SR 822.11: the National Day equal to a Sunday, and up to eight more days by each canton), and the
// cantons' laws on public holidays, as the Federal Office of Justice lists them ("Kantonale Feiertage");
// Zurich's Ruhetags- und Ladenöffnungsgesetz of 26 June 2000 and the city of Zurich's rules for its staff's
// customary days.

import CalendarCore

extension HolidayCountry {
  /// Switzerland's public holidays for the Confederation and each canton (and the city of Zurich), the
  /// days some cantons give as optional (`optional`) or half days (`half_day`), and Zurich's customary
  /// Sundays (`de_facto`).
  ///
  /// Holidays are not moved. Some cantons keep St Stephen's Day or St Berchtold's Day only on some
  /// weekdays (the days that do not make a bridge).
  package static let switzerland = HolidayCountry(
    code: "CH", name: "Switzerland", languages: ["de", "en_US", "fr", "it"],
    subdivisions: [
      ("AG", "Aargau"), ("AI", "Appenzell Innerrhoden"), ("AR", "Appenzell Ausserrhoden"), ("BE", "Bern"),
      ("BL", "Basel-Landschaft"), ("BS", "Basel-Stadt"), ("FR", "Freiburg"), ("GE", "Genève"), ("GL", "Glarus"),
      ("GR", "Graubünden"), ("JU", "Jura"), ("LU", "Luzern"), ("NE", "Neuchâtel"), ("NW", "Nidwalden"),
      ("OW", "Obwalden"), ("SG", "Sankt Gallen"), ("SH", "Schaffhausen"), ("SO", "Solothurn"), ("SZ", "Schwyz"),
      ("TG", "Thurgau"), ("TI", "Ticino"), ("UR", "Uri"), ("VD", "Vaud"), ("VS", "Valais"), ("ZG", "Zug"),
      ("ZH", "Zürich"), ("Stadt Zurich", "Stadt Zürich"),
    ],
    categories: ["public", "optional", "half_day", "de_facto"], firstYear: 1801,
    rules: [
      HolidayRule(SwissName.newYear, .fixed(month: 1, day: 1)),
      HolidayRule(
        SwissName.berchtold, .fixed(month: 1, day: 2),
        in: ["AG", "BE", "JU", "LU", "TG", "VD", "Stadt Zurich"]),
      // Neuchâtel keeps 2 January only on a Monday.
      HolidayRule(SwissName.berchtold, .fixed(month: 1, day: 2), in: ["NE"], weekdays: [.monday]),
      HolidayRule(
        SwissName.berchtold, .fixed(month: 1, day: 2),
        in: ["FR", "GL", "NW", "OW", "SG", "SH", "SO", "VS", "ZG"],
        category: "optional"),
      HolidayRule(SwissName.epiphany, .fixed(month: 1, day: 6), in: ["SZ", "TI", "UR"]),
      HolidayRule(SwissName.republicDay, .fixed(month: 3, day: 1), in: ["NE"]),
      HolidayRule(SwissName.joseph, .fixed(month: 3, day: 19), in: ["NW", "SZ", "TI", "UR", "VS"]),
      HolidayRule(SwissName.naefelserFahrt, .derived, years: 1835...9999, in: ["GL"]),
      HolidayRule(
        SwissName.goodFriday, .easter(-2),
        in: [
          "AG", "AI", "AR", "BE", "BL", "BS", "FR", "GE", "GL", "JU", "LU", "NE", "NW", "OW", "SG", "SH", "SO", "SZ",
          "TG", "UR", "VD", "ZG", "ZH", "Stadt Zurich",
        ]),
      HolidayRule(SwissName.goodFriday, .easter(-2), in: ["GR"], category: "optional"),
      HolidayRule(SwissName.easterSunday, .easter(0), in: ["ZH", "Stadt Zurich"], category: "de_facto"),
      HolidayRule(
        SwissName.easterMonday, .easter(1),
        in: [
          "AG", "AI", "AR", "BE", "BL", "BS", "GE", "GL", "GR", "JU", "LU", "SG", "SH", "SZ", "TG", "TI", "UR", "VD",
          "ZH", "Stadt Zurich",
        ]),
      HolidayRule(SwissName.easterMonday, .easter(1), in: ["FR", "NW", "OW", "VS", "ZG"], category: "optional"),
      HolidayRule(
        SwissName.laborDay, .fixed(month: 5, day: 1),
        in: ["AG", "BL", "BS", "JU", "NE", "SH", "TG", "TI", "ZH", "Stadt Zurich"]),
      HolidayRule(SwissName.laborDay, .fixed(month: 5, day: 1), in: ["SO"], category: "half_day"),
      HolidayRule(SwissName.ascension, .easter(39)),
      HolidayRule(SwissName.pentecost, .easter(49), in: ["ZH", "Stadt Zurich"], category: "de_facto"),
      HolidayRule(
        SwissName.whitMonday, .easter(50),
        in: [
          "AG", "AI", "AR", "BE", "BL", "BS", "GE", "GL", "GR", "JU", "LU", "SG", "SH", "SZ", "TG", "TI", "UR", "VD",
          "ZH", "Stadt Zurich",
        ]),
      HolidayRule(SwissName.whitMonday, .easter(50), in: ["FR", "NW", "OW", "VS", "ZG"], category: "optional"),
      HolidayRule(
        SwissName.corpusChristi, .easter(60),
        in: ["AG", "AI", "JU", "LU", "NE", "NW", "OW", "SZ", "TI", "UR", "VS", "ZG"]),
      // The day Jura voted for its independence from Bern, 23 June 1974.
      HolidayRule(SwissName.independenceDay, .fixed(month: 6, day: 23), in: ["JU"]),
      HolidayRule(SwissName.peterAndPaul, .fixed(month: 6, day: 29), in: ["TI"]),
      HolidayRule(SwissName.nationalDay, .fixed(month: 8, day: 1)),
      HolidayRule(
        SwissName.assumption, .fixed(month: 8, day: 15),
        in: ["AG", "AI", "JU", "LU", "NW", "OW", "SZ", "TI", "UR", "VS", "ZG"]),
      // The Thursday after the first Sunday of September.
      HolidayRule(SwissName.genevanFast, .weekday(.sunday, ordinal: 1, month: 9), offset: 4, in: ["GE"]),
      // Zurich's shooting festival: the second Sunday of September and the Saturday before it, from 1899;
      // its Monday is a half day.
      HolidayRule(
        SwissName.knabenschiessen, .weekday(.sunday, ordinal: 2, month: 9), offset: -1,
        years: 1899...9999, in: ["Stadt Zurich"]),
      HolidayRule(
        SwissName.knabenschiessen, .weekday(.sunday, ordinal: 2, month: 9), years: 1899...9999,
        in: ["Stadt Zurich"]),
      HolidayRule(
        SwissName.knabenschiessen, .weekday(.sunday, ordinal: 2, month: 9), offset: 1,
        years: 1899...9999,
        in: ["Stadt Zurich"], category: "half_day"),
      // The federal day of prayer is the third Sunday of September; Vaud keeps the Monday after.
      HolidayRule(
        SwissName.federalFast, .weekday(.sunday, ordinal: 3, month: 9), in: ["ZH", "Stadt Zurich"],
        category: "de_facto"),
      HolidayRule(SwissName.prayerMonday, .weekday(.sunday, ordinal: 3, month: 9), offset: 1, in: ["VD"]),
      HolidayRule(SwissName.nicholasOfFluee, .fixed(month: 9, day: 25), in: ["OW"]),
      HolidayRule(
        SwissName.allSaints, .fixed(month: 11, day: 1),
        in: ["AG", "AI", "GL", "JU", "LU", "NW", "OW", "SG", "SZ", "TI", "UR", "VS", "ZG"]),
      HolidayRule(
        SwissName.immaculateConception, .fixed(month: 12, day: 8),
        in: ["AG", "AI", "LU", "NW", "OW", "SZ", "TI", "UR", "VS", "ZG"]),
      HolidayRule(SwissName.christmas, .fixed(month: 12, day: 25)),
      HolidayRule(
        SwissName.stephen, .fixed(month: 12, day: 26),
        in: ["AG", "BE", "BL", "BS", "GL", "GR", "LU", "SG", "SH", "SZ", "TG", "TI", "ZH", "Stadt Zurich"]),
      // Appenzell and Uri keep St Stephen's Day unless it falls on a Tuesday or a Saturday; Neuchâtel only
      // on a Monday (the day after a Sunday Christmas).
      HolidayRule(
        SwissName.stephen, .fixed(month: 12, day: 26), in: ["AI", "AR", "UR"],
        weekdays: [.sunday, .monday, .wednesday, .thursday, .friday]),
      HolidayRule(SwissName.stephen, .fixed(month: 12, day: 26), in: ["NE"], weekdays: [.monday]),
      HolidayRule(
        SwissName.stephen, .fixed(month: 12, day: 26), in: ["FR", "NW", "OW", "VS", "ZG"],
        category: "optional"),
      HolidayRule(SwissName.restorationDay, .fixed(month: 12, day: 31), in: ["GE"]),
      // The city of Zurich's customary days: half days and, as bridges allow, days off for its staff.
      HolidayRule(SwissName.dayBeforeGoodFriday, .easter(-3), in: ["Stadt Zurich"], category: "half_day"),
      HolidayRule(SwissName.dayBeforeGoodFriday, .easter(-3), in: ["Stadt Zurich"], category: "optional"),
      HolidayRule(SwissName.sechselaeuten, .derived, years: 1902...9999, in: ["Stadt Zurich"], category: "half_day"),
      HolidayRule(SwissName.sechselaeuten, .derived, years: 1902...9999, in: ["Stadt Zurich"], category: "optional"),
      HolidayRule(SwissName.dayBeforeAscension, .easter(38), in: ["Stadt Zurich"], category: "half_day"),
      HolidayRule(SwissName.ascensionBridge, .derived, in: ["Stadt Zurich"], category: "optional"),
      HolidayRule(SwissName.knabenschiessen, .derived, years: 1899...9999, in: ["Stadt Zurich"], category: "optional"),
      HolidayRule(SwissName.christmasEve, .fixed(month: 12, day: 24), in: ["Stadt Zurich"], category: "half_day"),
      HolidayRule(SwissName.christmasEve, .fixed(month: 12, day: 24), in: ["Stadt Zurich"], category: "optional"),
      // The working days between Christmas and New Year.
      HolidayRule(
        SwissName.bridge, .fixed(month: 12, day: 27), in: ["Stadt Zurich"], category: "optional",
        weekdays: .mondayToFriday),
      HolidayRule(
        SwissName.bridge, .fixed(month: 12, day: 28), in: ["Stadt Zurich"], category: "optional",
        weekdays: .mondayToFriday),
      HolidayRule(
        SwissName.bridge, .fixed(month: 12, day: 29), in: ["Stadt Zurich"], category: "optional",
        weekdays: .mondayToFriday),
      HolidayRule(
        SwissName.bridge, .fixed(month: 12, day: 30), in: ["Stadt Zurich"], category: "optional",
        weekdays: .mondayToFriday),
      HolidayRule(SwissName.newYearsEve, .fixed(month: 12, day: 31), in: ["Stadt Zurich"], category: "half_day"),
      HolidayRule(SwissName.newYearsEve, .fixed(month: 12, day: 31), in: ["Stadt Zurich"], category: "optional"),
    ],
    completeYear: completeSwissYear
  )
}

extension WeekdaySet {
  /// Monday to Friday: the days a Swiss bridge day can fall on.
  fileprivate static let mondayToFriday: WeekdaySet = [
    .monday, .tuesday, .wednesday, .thursday, .friday,
  ]
}

extension HolidayCountry {
  /// Adds the days of the derived rules in the selection: Näfels' and Zurich's spring festivals, kept a
  /// week later when they would fall in Holy Week or on Easter Monday, and the city of Zurich's bridge
  /// days, granted as the year's end leaves room for them.
  @Sendable private static func completeSwissYear(_ year: inout HolidayYear) {
    let rules = HolidayCountry.switzerland.rules
    let gregorian = Reform.gregorian
    let easter = Easter.western.julianDay(inYear: year.year, reform: gregorian)
    let christmas = Weekday.ofJulianDay(
      gregorian.julianDay(of: CivilDate(year: year.year, month: 12, day: 25)))
    for position in year.rules
    where rules[position].date == .derived && rules[position].years.contains(year.year) {
      let day: Int?
      switch rules[position].name {
      case SwissName.naefelserFahrt:
        // The first Thursday of April, a week later when that is Maundy Thursday.
        let thursday = nthWeekday(.thursday, 1, month: 4, year: year.year)
        day = thursday == easter - 3 ? thursday + 7 : thursday
      case SwissName.sechselaeuten where year.year >= 1952:
        // The third Monday of April, unless it is Easter Monday.
        let monday = nthWeekday(.monday, 3, month: 4, year: year.year)
        day = monday == easter + 1 ? monday + 7 : monday
      case SwissName.sechselaeuten:
        // Until 1951, the first Monday from the vernal equinox, in Central European Time.
        let equinox = SolarTerms.instant(ofLongitude: 0, inYear: year.year).julianDayNumber(
          utcOffsetMinutes: 60)
        day = equinox + Weekday.monday.offset(from: Weekday.ofJulianDay(equinox))
      case SwissName.ascensionBridge:
        // Granted when the year's end needs at most two bridge days: Christmas on a Tuesday to Thursday.
        day = [.tuesday, .wednesday, .thursday].contains(christmas) ? easter + 40 : nil
      case SwissName.knabenschiessen:
        // Its Monday off, granted when the year's end needs at most three: Christmas on a weekday.
        day =
          christmas != .saturday && christmas != .sunday
          ? nthWeekday(.sunday, 2, month: 9, year: year.year) + 1 : nil
      default:
        day = nil
      }
      if let day { year.add(HolidayOccurrence(julianDay: day, rule: position)) }
    }
  }

  /// The day number of the `ordinal`-th `weekday` of `month` in `year`.
  private static func nthWeekday(_ weekday: Weekday, _ ordinal: Int, month: Int, year: Int) -> Int {
    let first = Reform.gregorian.julianDay(of: CivilDate(year: year, month: month, day: 1))
    return first + weekday.offset(from: Weekday.ofJulianDay(first)) + 7 * (ordinal - 1)
  }
}

/// Switzerland's holiday names in German, English, French and Italian (python-holidays' translations).
private enum SwissName {
  static let newYear = HolidayName("Neujahrstag", "New Year's Day", "Nouvel An", "Capodanno")
  static let berchtold = HolidayName("Berchtoldstag", "Saint Berchtold's Day", "Saint-Berchtold", "Giorno di Bertoldo")
  static let epiphany = HolidayName("Heilige Drei Könige", "Epiphany", "Épiphanie", "Epifania")
  static let republicDay = HolidayName(
    "Jahrestag der Ausrufung der Republik", "Republic Day", "Instauration de la République",
    "Giorno della Repubblica")
  static let joseph = HolidayName("Josefstag", "Saint Joseph's Day", "Saint-Joseph", "San Giuseppe")
  static let naefelserFahrt = HolidayName(
    "Näfelser Fahrt", "Battle of Naefels Victory Day", "Fahrtsfest", "Battaglia di Näfels")
  static let dayBeforeGoodFriday = HolidayName(
    "Vortag vor Karfreitag", "Day before Good Friday", "Veille du Vendredi saint",
    "Vigilia del Venerdì Santo")
  static let goodFriday = HolidayName("Karfreitag", "Good Friday", "Vendredi saint", "Venerdì Santo")
  static let easterSunday = HolidayName("Ostersonntag", "Easter Sunday", "Jour de Pâques", "Pasqua")
  static let easterMonday = HolidayName("Ostermontag", "Easter Monday", "Lundi de Pâques", "Lunedì dell'Angelo")
  static let sechselaeuten = HolidayName("Sechseläuten")
  static let laborDay = HolidayName("Tag der Arbeit", "Labor Day", "Fête du Travail", "Festa del lavoro")
  static let dayBeforeAscension = HolidayName(
    "Vortag vor Auffahrt", "Day before Ascension Day", "Veille de l'Ascension",
    "Vigilia dell'Ascensione di Gesù")
  static let ascension = HolidayName("Auffahrt", "Ascension Day", "Ascension", "Ascensione di Gesù")
  static let ascensionBridge = HolidayName(
    "Brückentag nach Auffahrt", "Bridge Holiday for Ascension Day", "Jour pont après l'Ascension",
    "Giorno ponte dopo l'Ascensione di Gesù")
  static let pentecost = HolidayName("Pfingstsonntag", "Pentecost", "Jour de Pentecôte", "Domenica di Pentecoste")
  static let whitMonday = HolidayName("Pfingstmontag", "Pentecost Monday", "Lundi de Pentecôte", "Lunedì di Pentecoste")
  static let corpusChristi = HolidayName("Fronleichnam", "Corpus Christi", "Fête-Dieu", "Corpus Domini")
  static let independenceDay = HolidayName(
    "Fest der Unabhängigkeit", "Independence Day", "Commémoration du plébiscite",
    "Festa dell'Indipendenza")
  static let peterAndPaul = HolidayName(
    "Peter und Paul", "Saints Peter and Paul", "Saint-Pierre et Paul", "Santi Pietro e Paolo")
  static let nationalDay = HolidayName("Nationalfeiertag", "National Day", "Fête nationale", "Festa nazionale")
  static let assumption = HolidayName("Mariä Himmelfahrt", "Assumption Day", "Assomption", "Assunzione di Maria")
  static let genevanFast = HolidayName("Genfer Bettag", "Genevan Fast", "Jeûne genevois", "Digiuno ginevrino")
  static let knabenschiessen = HolidayName("Knabenschiessen")
  static let federalFast = HolidayName(
    "Eidgenössischer Bettag", "Federal Day of Thanksgiving, Repentance, and Prayer",
    "Jeûne fédéral", "Digiuno federale")
  static let prayerMonday = HolidayName(
    "Bettagsmontag", "Prayer Monday", "Lundi du Jeûne fédéral", "Lunedì del digiuno federale")
  static let nicholasOfFluee = HolidayName(
    "Bruder Klaus", "Saint Nicholas of Flüe", "Fête de Saint-Nicolas-de-Flüe",
    "San Nicolao della Flue")
  static let allSaints = HolidayName("Allerheiligen", "All Saints' Day", "Toussaint", "Ognissanti")
  static let immaculateConception = HolidayName(
    "Mariä Empfängnis", "Immaculate Conception", "Immaculée Conception", "Immacolata Concezione")
  static let christmasEve = HolidayName("Heiligabend", "Christmas Eve", "Veille de Noël", "Vigilia di Natale")
  static let christmas = HolidayName("Weihnachten", "Christmas Day", "Noël", "Natale")
  static let stephen = HolidayName("Stephanstag", "Saint Stephen's Day", "Saint-Étienne", "Giorno di Santo Stefano")
  static let bridge = HolidayName("Brückentag", "Bridge Holiday", "Jour pont", "Giorno ponte")
  static let newYearsEve = HolidayName(
    "Vortag vor Neujahr", "New Year's Eve", "Réveillon du Nouvel An", "Vigilia di Capodanno")
  static let restorationDay = HolidayName(
    "Wiederherstellung der Republik", "Restoration Day", "Restauration de la République",
    "Restaurazione della Repubblica")
}

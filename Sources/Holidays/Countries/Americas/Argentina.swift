// Argentina: Ley 27.399 (2017) of the national holidays and non-working days, and before it Decreto-Ley
// 2446/1956, Ley 21.329 (1976), Ley 23.555 (1988: the movable holidays), Ley 24.445 (1995), Ley 26.085
// (2006), Ley 26.110 (2006), Decreto 1584/2010 and Decreto 52/2017; the days declared one by one: the
// bicentenaries, the censuses, and the holidays "con fines turísticos" set for each year.

import CalendarCore

extension HolidayCountry {
  /// Argentina's national holidays (feriados nacionales, and from 2011 Maundy Thursday, a non-working day),
  /// each province's (`Argentina+Provinces.swift`), and the days of the `armenian`, `bank`, `government`,
  /// `hebrew` and `islamic` categories.
  ///
  /// A movable holiday (Ley 23.555, from 1988) on a Tuesday or Wednesday moves to the Monday before, on
  /// a Thursday or Friday to the Monday after, under its own name; Güemes's day, from 2016, stays on a
  /// Friday. The other holidays keep their days.
  package static let argentina = HolidayCountry(
    code: "AR", name: "Argentina", languages: ["es", "en_US"],
    subdivisions: [
      ("A", "Salta"), ("B", "Buenos Aires"), ("C", "Ciudad Autónoma de Buenos Aires"), ("D", "San Luis"),
      ("E", "Entre Ríos"),
      ("F", "La Rioja"), ("G", "Santiago del Estero"), ("H", "Chaco"), ("J", "San Juan"), ("K", "Catamarca"),
      ("L", "La Pampa"),
      ("M", "Mendoza"), ("N", "Misiones"), ("P", "Formosa"), ("Q", "Neuquén"), ("R", "Río Negro"), ("S", "Santa Fe"),
      ("T", "Tucumán"), ("U", "Chubut"), ("V", "Tierra del Fuego"), ("W", "Corrientes"), ("X", "Córdoba"),
      ("Y", "Jujuy"),
      ("Z", "Santa Cruz"),
    ],
    categories: ["public", "armenian", "bank", "government", "hebrew", "islamic"], firstYear: 1957,
    rules: [
      HolidayRule(HolidayName("Año Nuevo", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Día de Reyes", "Epiphany"), .fixed(month: 1, day: 6), years: 1...1976),
      HolidayRule(HolidayName("Lunes de Carnaval", "Carnival Monday"), .easter(-48), years: 1...1976),
      HolidayRule(HolidayName("Martes de Carnaval", "Carnival Tuesday"), .easter(-47), years: 1...1976),
      HolidayRule(HolidayName("Lunes de Carnaval", "Carnival Monday"), .easter(-48), years: 2011...9999),
      HolidayRule(HolidayName("Martes de Carnaval", "Carnival Tuesday"), .easter(-47), years: 2011...9999),
      HolidayRule(
        HolidayName(
          "Día Nacional de la Memoria por la Verdad y la Justicia",
          "National Day of Remembrance for Truth and Justice"),
        .fixed(month: 3, day: 24), years: 2006...9999),
      // 2 April: the Malvinas day of 1983, the War Veterans' day from 1993 (movable to 2006, moved to
      // 31 March in 2020 by Decreto 297/2020).
      HolidayRule(
        HolidayName(
          "Día de la Afirmación de los Derechos Argentinos sobre las Malvinas, Islas y Sector Antártico",
          "Day of Affirmation of Argentine Rights over the Malvinas, Islands and Antarctic Sector"),
        .dates([1983_04_02])),
      HolidayRule(
        HolidayName("Día del Veterano de Guerra", "War Veteran's Day"), .fixed(month: 4, day: 2), years: 1993...2000,
        observance: 0),
      HolidayRule(veteransDay, .fixed(month: 4, day: 2), years: 2001...2006, observance: 0),
      HolidayRule(veteransDay, .fixed(month: 4, day: 2), years: 2007...2019),
      HolidayRule(veteransDay, .dates([2020_03_31])),
      HolidayRule(veteransDay, .fixed(month: 4, day: 2), years: 2021...9999),
      HolidayRule(HolidayName("Jueves Santo", "Maundy Thursday"), .easter(-3), years: 1...1976),
      HolidayRule(HolidayName("Jueves Santo", "Maundy Thursday"), .easter(-3), years: 2011...9999),
      HolidayRule(HolidayName("Viernes Santo", "Good Friday"), .easter(-2), years: 1977...9999),
      HolidayRule(HolidayName("Día del Trabajo", "Labor Day"), .fixed(month: 5, day: 1)),
      HolidayRule(HolidayName("Día de la Revolución de Mayo", "May Revolution Day"), .fixed(month: 5, day: 25)),
      HolidayRule(HolidayName("Corpus Christi"), .easter(60), years: 1...1975),
      HolidayRule(
        HolidayName(
          "Día de la Afirmación de los Derechos Argentinos sobre las Malvinas, Islas y Sector Antártico",
          "Day of Affirmation of Argentine Rights over the Malvinas, Islands and Antarctic Sector"),
        .fixed(month: 6, day: 10), years: 1984...2000, observance: 0),
      HolidayRule(
        HolidayName(
          "Paso a la Inmortalidad del General Don Martín Miguel de Güemes",
          "Pass to the Immortality of General Don Martín Miguel de Güemes"),
        .fixed(month: 6, day: 17), years: 2016...9999, observance: 1),
      // Flag Day: movable 1988-1991, the third Monday of June 1995-2010, fixed otherwise.
      HolidayRule(belgrano, .fixed(month: 6, day: 20), years: 1...1991, observance: 0),
      HolidayRule(belgrano, .fixed(month: 6, day: 20), years: 1992...1994),
      HolidayRule(belgrano, .weekday(.monday, ordinal: 3, month: 6), years: 1995...2010),
      HolidayRule(belgrano, .fixed(month: 6, day: 20), years: 2011...9999),
      HolidayRule(HolidayName("Día de la Independencia", "Independence Day"), .fixed(month: 7, day: 9)),
      // San Martín's day: movable, the third Monday of August 1995-2016 (22 August in 2011, Decreto
      // 521/2011), movable again from 2017.
      HolidayRule(sanMartin, .fixed(month: 8, day: 17), years: 1...1994, observance: 0),
      HolidayRule(sanMartin, .weekday(.monday, ordinal: 3, month: 8), years: 1995...2010),
      HolidayRule(sanMartin, .dates([2011_08_22])),
      HolidayRule(sanMartin, .weekday(.monday, ordinal: 3, month: 8), years: 2012...2016),
      HolidayRule(sanMartin, .fixed(month: 8, day: 17), years: 2017...9999, observance: 0),
      HolidayRule(HolidayName("Día de la Asunción", "Assumption Day"), .fixed(month: 8, day: 15), years: 1...1975),
      // 12 October: abolished 1976-1981; movable, but 8 October in 2001 (Ley 25.442), 14 October in 2002
      // (Decreto 1932/2002), the second Monday of October 2008-2016.
      HolidayRule(columbusDay, .fixed(month: 10, day: 12), years: 1...1975, observance: 0),
      HolidayRule(columbusDay, .fixed(month: 10, day: 12), years: 1982...2000, observance: 0),
      HolidayRule(columbusDay, .dates([2001_10_08, 2002_10_14])),
      HolidayRule(columbusDay, .fixed(month: 10, day: 12), years: 2003...2007, observance: 0),
      HolidayRule(columbusDay, .weekday(.monday, ordinal: 2, month: 10), years: 2008...2009),
      HolidayRule(culturalDiversityDay, .weekday(.monday, ordinal: 2, month: 10), years: 2010...2016),
      HolidayRule(culturalDiversityDay, .fixed(month: 10, day: 12), years: 2017...9999, observance: 0),
      HolidayRule(HolidayName("Todos Los Santos", "All Saints' Day"), .fixed(month: 11, day: 1), years: 1...1975),
      // National Sovereignty Day: the fourth Monday of November from 2010, 27 and 28 November in 2015
      // and 2016, movable from 2017.
      HolidayRule(sovereigntyDay, .weekday(.monday, ordinal: 4, month: 11), years: 2010...2014),
      HolidayRule(sovereigntyDay, .dates([2015_11_27, 2016_11_28])),
      HolidayRule(sovereigntyDay, .fixed(month: 11, day: 20), years: 2017...9999, observance: 0),
      HolidayRule(
        HolidayName("Inmaculada Concepción de María", "Immaculate Conception"), .fixed(month: 12, day: 8),
        years: 1...1975),
      HolidayRule(
        HolidayName("Inmaculada Concepción de María", "Immaculate Conception"), .fixed(month: 12, day: 8),
        years: 1995...9999),
      HolidayRule(HolidayName("Navidad", "Christmas Day"), .fixed(month: 12, day: 25)),
    ].followed(by: argentineDeclaredDays).followed(by: argentineProvincialRules).followed(by: argentineOtherRules),
    observances: [
      // Ley 23.555: Tuesday and Wednesday to the Monday before, Thursday and Friday to the Monday after.
      HolidayObservance(
        name: "%s", years: 1988...9999,
        moves: HolidayMoves(tuesday: .days(-1), wednesday: .days(-2), thursday: .days(4), friday: .days(3)),
        movesHoliday: true),
      // Güemes's day (Ley 27.258): from a Friday it would fall on Flag Day, so it stays.
      HolidayObservance(
        name: "%s", years: 1988...9999,
        moves: HolidayMoves(tuesday: .days(-1), wednesday: .days(-2), thursday: .days(4)),
        movesHoliday: true),
    ]
  )

  /// The days declared for one year each: bicentenaries, censuses, a victory, a visit, and the holidays
  /// for tourism (feriados puente, up to three a year, each declared for the next year).
  private static let argentineDeclaredDays: [HolidayRule] = [
    HolidayRule(
      HolidayName("Bicentenario de la Revolución de Mayo", "Bicentenary of the May Revolution"), .dates([2010_05_24])),
    HolidayRule(HolidayName("Censo Nacional 2010", "National Census Day 2010"), .dates([2010_10_27])),
    HolidayRule(
      HolidayName(
        "Bicentenario de la creación y primera jura de la bandera nacional",
        "Bicentenary of the creation and first oath of the national flag"),
      .dates([2012_02_27])),
    HolidayRule(
      HolidayName("Bicentenario de la Batalla de Tucumán", "Bicentenary of the Battle of Tucumán"),
      .dates([2012_09_24])
    ),
    HolidayRule(
      HolidayName(
        "Bicentenario de la sesión inaugural de la Asamblea Nacional Constituyente del año 1813",
        "Bicentenary of the inaugural session of the National Constituent Assembly of the year 1813"),
      .dates([2013_01_31])),
    HolidayRule(
      HolidayName("Bicentenario de la Batalla de Salta", "Bicentenary of the Battle of Salta"), .dates([2013_02_20])),
    HolidayRule(HolidayName("Censo Nacional 2022", "National Census Day 2022"), .dates([2022_05_18])),
    HolidayRule(
      HolidayName("Día de la Victoria de la Copa Mundial de la FIFA 2022", "FIFA World Cup 2022 Victory Day"),
      .dates([2022_12_20])),
    HolidayRule(
      HolidayName("Visita de Su Santidad el Papa León XIV", "Visit of His Holiness Pope Leo XIV"),
      .dates([2026_11_09])),
    HolidayRule(
      HolidayName("Feriado con fines turísticos", "Bridge Public Holiday"),
      .dates([
        2011_03_25, 2011_12_09, 2012_04_30, 2012_12_24, 2013_04_01, 2013_06_21, 2014_05_02, 2014_12_26,
        2015_03_23, 2015_12_07, 2016_07_08, 2016_12_09, 2018_04_30, 2018_12_24, 2018_12_31, 2019_07_08,
        2019_08_19, 2019_10_14, 2020_03_23, 2020_07_10, 2020_12_07, 2021_05_24, 2021_10_08, 2021_11_22,
        2022_10_07, 2022_11_21, 2022_12_09, 2023_05_26, 2023_06_19, 2023_10_13, 2024_04_01, 2024_06_21,
        2024_10_11, 2025_05_02, 2025_08_15, 2025_11_21, 2026_03_23, 2026_07_10, 2026_12_07,
      ])),
  ]

  /// The name of 2 April from 2001.
  private static let veteransDay = HolidayName(
    "Día del Veterano y de los Caidos en la Guerra de Malvinas", "Veteran's Day and the Fallen in the Malvinas War")
  /// The name of Flag Day, 20 June.
  private static let belgrano = HolidayName(
    "Paso a la Inmortalidad del General Don Manuel Belgrano", "Pass to the Immortality of General Don Manuel Belgrano"
  )
  /// The name of San Martín's day, 17 August.
  private static let sanMartin = HolidayName(
    "Paso a la Inmortalidad del General Don José de San Martín",
    "Pass to the Immortality of General Don José de San Martín")
  /// The name of 12 October to 2009.
  private static let columbusDay = HolidayName("Día de la Raza", "Columbus Day")
  /// The name of 12 October from 2010.
  private static let culturalDiversityDay = HolidayName(
    "Día del Respeto a la Diversidad Cultural", "Respect for Cultural Diversity Day")
  /// The name of National Sovereignty Day, 20 November.
  private static let sovereigntyDay = HolidayName("Día de la Soberanía Nacional", "National Sovereignty Day")
}

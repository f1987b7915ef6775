// Argentina's provincial holidays, each by its province's law (named at each), and the national days of
// the other categories: Ley 26.199 (2007, the Armenian genocide), the bank employees' Convenio Colectivo
// 18/75 (art. 50) and the Central Bank's notices, Ley 26.876 (2013, state workers), Ley 24.571 (1996) and
// Ley 26.089 (2006), the Jewish holidays as non-working days; Ley 24.757 (1996), the Islamic ones.

import CalendarCore

extension HolidayCountry {
  /// The holidays of the provinces.
  static let argentineProvincialRules: [HolidayRule] = [
    // Salta (A), Ley 5032.
    HolidayRule(
      HolidayName("Aniversario de la Batalla de Salta", "Anniversary of the Battle of Salta"),
      .fixed(month: 2, day: 20),
      years: 1977...9999, in: ["A"]),
    HolidayRule(
      HolidayName(
        "Dia de la memoria del Guerrero de la Independencia y Gobernador de la Provincia de Salta"
          + " General Don Martín Miguel de Güemes",
        "Day of Memory of General Don Martín Miguel de Güemes"),
      .fixed(month: 6, day: 17), years: 1977...9999, in: ["A"]),
    HolidayRule(miracleFeasts, .fixed(month: 9, day: 13), years: 1977...9999, in: ["A"]),
    HolidayRule(miracleFeasts, .fixed(month: 9, day: 14), years: 1977...9999, in: ["A"]),
    HolidayRule(miracleFeasts, .fixed(month: 9, day: 15), years: 1977...9999, in: ["A"]),
    // San Luis (D), Ley II-0046-2004.
    HolidayRule(
      HolidayName("Día de la Exaltación de la Santa Cruz", "Exaltation of the Holy Cross Day"),
      .fixed(month: 5, day: 3),
      years: 2004...9999, in: ["D"]),
    HolidayRule(
      HolidayName("Día de San Luis Rey de Francia", "Saint Louis the King of France's Day"),
      .fixed(month: 8, day: 25),
      years: 2004...9999, in: ["D"]),
    // Entre Ríos (E): Ley 10541, Ley 7285/84, Decreto 216/2003, Decreto 4359/93.
    HolidayRule(
      HolidayName(
        "Día Provincial de la Memoria por la Verdad y la Justicia",
        "Provincial Day of Remembrance for Truth and Justice"),
      .fixed(month: 3, day: 24), years: 2018...9999, in: ["E"]),
    HolidayRule(
      HolidayName("Conmemoración de la Batalla de Caseros", "Commemoration of the Battle of Caseros"),
      .fixed(month: 2, day: 3),
      years: 1984...9999, in: ["E"]),
    HolidayRule(
      HolidayName("Día del Trabajador Estatal", "State Worker's Day"), .fixed(month: 6, day: 27), years: 2004...9999,
      in: ["E"]),
    HolidayRule(
      HolidayName("San Miguel Arcángel", "Saint Michael the Archangel's Day"), .fixed(month: 9, day: 29),
      years: 1993...9999, in: ["E"]),
    // La Rioja (F): Leyes 1035, 10242, 9955, 10298, 6886, 9844.
    HolidayRule(
      HolidayName("Día del fallecimiento de Juan Facundo Quiroga", "Day of the Death of Juan Facundo Quiroga"),
      .fixed(month: 2, day: 16), years: 2021...9999, in: ["F"]),
    HolidayRule(
      HolidayName("Día de la Autonomía Provincial", "Provincial Autonomy Day"), .fixed(month: 3, day: 1),
      years: 2020...9999, in: ["F"]),
    HolidayRule(
      HolidayName("Día de la Memoria por la Verdad y la Justicia", "Day of Remembrance for Truth and Justice"),
      .fixed(month: 3, day: 24), years: 2017...9999, in: ["F"]),
    HolidayRule(
      HolidayName("Día de los Caídos en Malvinas", "Malvinas Memorial Day"), .fixed(month: 4, day: 2),
      years: 2017...2020, in: ["F"]),
    HolidayRule(
      HolidayName("Día de la fundación de La Rioja", "La Rioja Foundation Day"), .fixed(month: 5, day: 20),
      years: 2000...9999, in: ["F"]),
    HolidayRule(
      HolidayName(
        "Día del Aniversario del Fallecimiento de Monseñor Enrique Angelelli",
        "Anniversary of the Death of Enrique Angelelli"),
      .fixed(month: 8, day: 4), years: 2016...9999, in: ["F"]),
    HolidayRule(
      HolidayName(
        "Día del Aniversario del Fallecimiento de Ángel Vicente Peñaloza",
        "Anniversary of the Death of Ángel Vicente Peñaloza"),
      .fixed(month: 11, day: 12), years: 2020...9999, in: ["F"]),
    HolidayRule(
      HolidayName("Día del Tinkunaco Riojano", "Tinkunaco Festival"), .fixed(month: 12, day: 31), years: 2000...9999,
      in: ["F"]),
    // San Juan (J), Ley 14-P; Catamarca (K), Leyes 4553 and 5525; Mendoza (M), Ley 4081; Tucumán (T),
    // Ley 1765.
    HolidayRule(
      HolidayName("Día del Maestro", "Teacher's Day"), .fixed(month: 9, day: 11), years: 2015...9999, in: ["J"]),
    HolidayRule(
      HolidayName("Natalicio de Fray Mamerto Esquiú", "Birthday of Mamerto Esquiú"), .fixed(month: 5, day: 11),
      years: 1990...9999,
      in: ["K"]),
    HolidayRule(
      HolidayName("Autonomía de Catamarca", "Catamarca Autonomy Day"), .fixed(month: 8, day: 25), years: 1990...9999,
      in: ["K"]),
    HolidayRule(
      HolidayName("Día del Milagro", "Miracle Day"), .fixed(month: 9, day: 7), years: 2018...9999, in: ["K"]),
    HolidayRule(
      HolidayName("Inmaculada Concepción de María", "Immaculate Conception"), .fixed(month: 12, day: 8),
      years: 1989...9999, in: ["K"]),
    HolidayRule(
      HolidayName("Día del Apóstol Santiago", "Saint James' Day"), .fixed(month: 7, day: 25), years: 1977...9999,
      in: ["M"]),
    HolidayRule(
      HolidayName("Aniversario de la Batalla de Tucumán", "Anniversary of the Battle of Tucumán"),
      .fixed(month: 9, day: 24), in: ["T"]),
    // Chubut (U), Leyes I-85 and I-547.
    HolidayRule(
      HolidayName("Plebiscito 1902 Trevelin", "Plebiscite 1902 Trevelin"), .fixed(month: 4, day: 30),
      years: 1984...9999, in: ["U"]),
    HolidayRule(
      HolidayName(
        "Aniversario del arribo de los primeros colonizadores galeses",
        "Anniversary of the arrival of the first Welsh settlers"),
      .fixed(month: 7, day: 28), years: 1984...9999, in: ["U"]),
    HolidayRule(
      HolidayName("Día del Petróleo Nacional", "National Petroleum Day"), .fixed(month: 12, day: 13),
      years: 1984...9999, in: ["U"]),
    HolidayRule(
      HolidayName(
        "Tehuelches y Mapuches declaran lealtad a la bandera Argentina",
        "Tehuelches and Mapuches declare loyalty to the Argentine flag"),
      .fixed(month: 11, day: 3), years: 2015...9999, in: ["U"]),
    // Tierra del Fuego (V), Leyes 7/92 and 1389/2021; Corrientes (W), Leyes 5884 and 5874.
    HolidayRule(
      HolidayName(
        "Día de la Provincia de Tierra del Fuego, Antártida e Islas del Atlántico Sur",
        "Day of the Province of Tierra del Fuego, Antarctica and the South Atlantic Islands"),
      .fixed(month: 6, day: 1), years: 1992...9999, in: ["V"]),
    HolidayRule(
      HolidayName("Día del Genocidio Selk'Nam", "Selk'Nam Genocide Day"), .fixed(month: 11, day: 25),
      years: 2021...9999, in: ["V"]),
    HolidayRule(
      HolidayName(
        "Día del Aniversario del Fallecimiento del General Manuel José Joaquín del Corazón de Jesús Belgrano",
        "Anniversary of the Death of General Manuel Belgrano"),
      .fixed(month: 6, day: 20), years: 2009...9999, in: ["W"]),
    HolidayRule(
      HolidayName(
        "Día del Aniversario del Fallecimiento del General José Francisco de San Martín",
        "Anniversary of the Death of General José Francisco de San Martín"),
      .fixed(month: 8, day: 17), years: 2009...9999, in: ["W"]),
    // Jujuy (Y): Leyes 4059, 4927, 5005, 6197.
    HolidayRule(HolidayName("Lunes de Carnaval", "Carnival Monday"), .easter(-48), years: 1984...9999, in: ["Y"]),
    HolidayRule(HolidayName("Martes de Carnaval", "Carnival Tuesday"), .easter(-47), years: 1984...9999, in: ["Y"]),
    HolidayRule(
      HolidayName("Día del Éxodo Jujeño", "Jujuy Exodus Day"), .fixed(month: 8, day: 23), years: 1984...9999,
      in: ["Y"]),
    HolidayRule(
      HolidayName("Autonomía Política de Jujuy", "Jujuy Political Autonomy Day"), .fixed(month: 11, day: 18),
      years: 1984...9999, in: ["Y"]),
    HolidayRule(
      HolidayName("Día de la Pachamama", "Pachamama Day"), .fixed(month: 8, day: 1), years: 1996...9999, in: ["Y"]),
    HolidayRule(
      HolidayName(
        "Día de la Virgen del Rosario de Río Blanco y Paypaya",
        "Day of the Virgin of the Rosary of Río Blanco and Paypaya"),
      .fixed(month: 10, day: 7), years: 1997...9999, in: ["Y"]),
    HolidayRule(
      HolidayName("Día Grande de Jujuy", "Great Day of Jujuy"), .fixed(month: 4, day: 27), years: 2021...9999,
      in: ["Y"]
    ),
    // Santa Cruz (Z): Leyes 2882, 3419, 3342, 3669.
    HolidayRule(saintJohnBosco, .fixed(month: 1, day: 31), years: 2007...2014, in: ["Z"]),
    HolidayRule(saintJohnBosco, .fixed(month: 8, day: 16), years: 2015...9999, in: ["Z"]),
    HolidayRule(
      HolidayName(
        "Día del Aniversario del Fallecimiento del ex Presidente de la Nación Doctor Néstor Carlos Kirchner",
        "Anniversary of the Death of Néstor Carlos Kirchner"),
      .fixed(month: 10, day: 27), years: 2014...9999, in: ["Z"]),
    HolidayRule(
      HolidayName(
        "Conmemoración a los obreros fusilados en las Huelgas Patagónicas",
        "Commemoration of the workers shot in the Patagonian Strikes"),
      .fixed(month: 12, day: 7), years: 2019...9999, in: ["Z"]),
    // Days declared for one place: the G20 summit in Buenos Aires, the Pope's visit.
    HolidayRule(
      HolidayName("Cumbre de Líderes del Grupo de los 20 (G20)", "G20 Leaders' Summit"), .dates([2018_11_30]),
      in: ["C"]
    ),
    HolidayRule(papalVisit, .dates([2026_11_10]), in: ["C", "X"]),
    HolidayRule(papalVisit, .dates([2026_11_11]), in: ["B"]),
  ]

  /// The national days of the categories besides `public`.
  static let argentineOtherRules: [HolidayRule] = [
    HolidayRule(
      HolidayName(
        "Día de acción por la tolerancia y el respeto entre los pueblos",
        "Day of Action for Tolerance and Respect among Peoples"),
      .fixed(month: 4, day: 24), years: 2007...9999, category: "armenian"),
    HolidayRule(
      HolidayName("Día del Bancario", "Bankers' Day"), .fixed(month: 11, day: 6), years: 1975...9999, category: "bank"
    ),
    HolidayRule(
      HolidayName("Asueto bancario", "Bank Holiday"),
      .dates([
        2019_12_24, 2019_12_31, 2020_12_24, 2020_12_31, 2021_12_24, 2021_12_31, 2024_12_24, 2024_12_31, 2025_12_24,
        2025_12_31,
      ]),
      category: "bank"),
    HolidayRule(papalVisit, .dates([2026_11_10]), category: "bank"),
    HolidayRule(
      HolidayName("Día del Trabajador del Estado", "State Worker's Day"), .fixed(month: 6, day: 27),
      years: 2014...9999,
      category: "government"),
    // The Jewish holidays: Rosh Hashanah (1-2 Tishri) and Yom Kippur (10 Tishri) from 1996, the first
    // two and last two days of Pesach (15-16 and 21-22 Nisan) from 2007.
    HolidayRule(roshHashanah, .calendar(.hebrew, month: 7, day: 1), years: 1996...9999, category: "hebrew"),
    HolidayRule(roshHashanah, .calendar(.hebrew, month: 7, day: 2), years: 1996...9999, category: "hebrew"),
    HolidayRule(
      HolidayName("Día del Perdón (Iom Kipur)", "Yom Kippur"), .calendar(.hebrew, month: 7, day: 10),
      years: 1996...9999,
      category: "hebrew"),
    HolidayRule(pesach, .calendar(.hebrew, month: 1, day: 15), years: 2007...9999, category: "hebrew"),
    HolidayRule(pesach, .calendar(.hebrew, month: 1, day: 16), years: 2007...9999, category: "hebrew"),
    HolidayRule(pesach, .calendar(.hebrew, month: 1, day: 21), years: 2007...9999, category: "hebrew"),
    HolidayRule(pesach, .calendar(.hebrew, month: 1, day: 22), years: 2007...9999, category: "hebrew"),
    // The Islamic holidays (Ley 24.757, from 1997): 1 Muharram, 1 Shawwal and 10 Dhu al-Hijja by the Umm
    // al-Qura calendar, marked estimated but in the years the government confirmed (2019-2025), whose
    // days of 2021 and 2025 it announced apart from that calendar.
    HolidayRule(
      islamicNewYear.estimated, .calendar(.islamic, month: 1, day: 1), years: 1997...2018, category: "islamic"),
    HolidayRule(islamicNewYear.name, .calendar(.islamic, month: 1, day: 1), years: 2019...2020, category: "islamic"),
    HolidayRule(islamicNewYear.name, .dates([2021_08_08]), category: "islamic"),
    HolidayRule(islamicNewYear.name, .calendar(.islamic, month: 1, day: 1), years: 2022...2025, category: "islamic"),
    HolidayRule(
      islamicNewYear.estimated, .calendar(.islamic, month: 1, day: 1), years: 2026...9999, category: "islamic"),
    HolidayRule(eidAlFitr.estimated, .calendar(.islamic, month: 10, day: 1), years: 1997...2018, category: "islamic"),
    HolidayRule(eidAlFitr.name, .calendar(.islamic, month: 10, day: 1), years: 2019...2024, category: "islamic"),
    HolidayRule(eidAlFitr.name, .dates([2025_03_31]), category: "islamic"),
    HolidayRule(eidAlFitr.estimated, .calendar(.islamic, month: 10, day: 1), years: 2026...9999, category: "islamic"),
    HolidayRule(
      eidAlAdha.estimated, .calendar(.islamic, month: 12, day: 10), years: 1997...2018, category: "islamic"),
    HolidayRule(eidAlAdha.name, .calendar(.islamic, month: 12, day: 10), years: 2019...2024, category: "islamic"),
    HolidayRule(eidAlAdha.name, .dates([2025_06_10]), category: "islamic"),
    HolidayRule(
      eidAlAdha.estimated, .calendar(.islamic, month: 12, day: 10), years: 2026...9999, category: "islamic"),
  ]

  /// The Islamic New Year's names, as confirmed and as estimated.
  private static let islamicNewYear = (
    name: HolidayName("Año Nuevo Musulmán (Hégira)", "Islamic New Year"),
    estimated: HolidayName("Año Nuevo Musulmán (Hégira) (estimado)", "Islamic New Year (estimated)")
  )
  /// Eid al-Fitr's names, as confirmed and as estimated.
  private static let eidAlFitr = (
    name: HolidayName("Día posterior a la culminación del ayuno (Id Al-Fitr)", "Eid al-Fitr"),
    estimated: HolidayName(
      "Día posterior a la culminación del ayuno (Id Al-Fitr) (estimado)", "Eid al-Fitr (estimated)")
  )
  /// Eid al-Adha's names, as confirmed and as estimated.
  private static let eidAlAdha = (
    name: HolidayName("Día de la Fiesta del Sacrificio (Id Al-Adha)", "Eid al-Adha"),
    estimated: HolidayName("Día de la Fiesta del Sacrificio (Id Al-Adha) (estimado)", "Eid al-Adha (estimated)")
  )

  /// Salta's Feasts of the Lord and the Virgin of the Miracle, three days.
  private static let miracleFeasts = HolidayName(
    "Festividades del Señor y de la Virgen del Milagro", "Feasts of the Lord and the Virgin of Miracle")
  /// Santa Cruz's day of its patron, Saint John Bosco.
  private static let saintJohnBosco = HolidayName(
    "Homenaje al Patrono de la Provincia San Juan Bosco", "Saint John Bosco's Day")
  /// The visit of Pope Leo XIV, 2026.
  private static let papalVisit = HolidayName(
    "Visita de Su Santidad el Papa León XIV", "Visit of His Holiness Pope Leo XIV")
  /// Rosh Hashanah.
  private static let roshHashanah = HolidayName("Año Nuevo Judío (Rosh Hashana)", "Rosh Hashanah")
  /// Pesach.
  private static let pesach = HolidayName("Pascua Judía (Pésaj)", "Pesach")
}

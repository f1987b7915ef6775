// Italy: Regio Decreto 5342 del 17 ottobre 1869 (the first list of feasts); Legge 1968 del 23 giugno 1874
// (1 January); Legge 401 del 19 luglio 1895 (20 September); Regio Decreto 1027 del 4 agosto 1913 and
// Regio Decreto-Legge 2859 del 30 dicembre 1923; Regio Decreto-Legge 1354 del 23 ottobre 1922, 1779 del
// 21 ottobre 1926, 1922 del 23 ottobre 1927, 1827 del 13 ottobre 1929 (4 November, 28 October); Legge
// 2765 del 6 dicembre 1928 (19 March); Regio Decreto-Legge 781 del 24 luglio 1941; Decreto Legislativo
// 185 del 22 aprile 1946; Legge 260 del 27 maggio 1949 (the list of today); Legge 54 del 5 marzo 1977
// (feasts abolished or moved to Sunday); DPR 792 del 28 dicembre 1985 (6 January back); Legge 336 del
// 20 novembre 2000 (2 June back); Legge 151 dell'8 ottobre 2025 (4 October); and the laws of the
// one-off days listed below.

import CalendarCore

extension HolidayCountry {
  /// Italy's national holidays (the patron saints' days of the towns are not on this page).
  ///
  /// No holiday moves when it falls on a weekend; from 1977 National Unity Day is the first Sunday of
  /// November, and Republic Day was the first Sunday of June from 1977 to 2000.
  package static let italy = HolidayCountry(
    code: "IT", name: "Italy", languages: ["it_IT", "en_US"], firstYear: 1870,
    rules: [
      HolidayRule(HolidayName("Capodanno", "New Year's Day"), .fixed(month: 1, day: 1), years: 1875...9999),
      HolidayRule(HolidayName("Epifania", "Epiphany"), .fixed(month: 1, day: 6), years: 1870...1977),
      HolidayRule(HolidayName("Epifania", "Epiphany"), .fixed(month: 1, day: 6), years: 1986...9999),
      HolidayRule(HolidayName("San Giuseppe", "Saint Joseph's Day"), .fixed(month: 3, day: 19), years: 1929...1976),
      HolidayRule(HolidayName("Pasqua", "Easter Sunday"), .easter(0)),
      HolidayRule(HolidayName("Lunedì dell'Angelo", "Easter Monday"), .easter(1), years: 1950...9999),
      HolidayRule(HolidayName("Natale di Roma", "Foundation of Rome"), .fixed(month: 4, day: 21), years: 1923...1941),
      HolidayRule(
        HolidayName("Anniversario della Liberazione", "Liberation Day"), .fixed(month: 4, day: 25), years: 1946...9999),
      HolidayRule(HolidayName("Festa del Lavoro", "Labor Day"), .fixed(month: 5, day: 1), years: 1946...9999),
      HolidayRule(
        HolidayName("Anniversario della Vittoria in Europa", "Anniversary of Victory in Europe"),
        .fixed(month: 5, day: 8), years: 1946...1949),
      HolidayRule(
        HolidayName("Anniversario della fondazione dell'Impero", "Anniversary of the founding of the Empire"),
        .fixed(month: 5, day: 9), years: 1939...1941),
      HolidayRule(HolidayName("Festa della Repubblica", "Republic Day"), .fixed(month: 6, day: 2), years: 1947...1976),
      HolidayRule(
        HolidayName("Festa della Repubblica", "Republic Day"), .weekday(.sunday, ordinal: 1, month: 6),
        years: 1977...2000),
      HolidayRule(HolidayName("Festa della Repubblica", "Republic Day"), .fixed(month: 6, day: 2), years: 2001...9999),
      HolidayRule(HolidayName("Ascensione", "Ascension Day"), .easter(39), years: 1870...1976),
      HolidayRule(
        HolidayName("Santi Apostoli Pietro e Paolo", "Saints Peter and Paul"), .fixed(month: 6, day: 29),
        years: 1870...1913),
      HolidayRule(
        HolidayName("Santi Apostoli Pietro e Paolo", "Saints Peter and Paul"), .fixed(month: 6, day: 29),
        years: 1924...1976),
      HolidayRule(HolidayName("Corpus Domini", "Corpus Christi"), .easter(60), years: 1870...1913),
      HolidayRule(HolidayName("Corpus Domini", "Corpus Christi"), .easter(60), years: 1924...1976),
      HolidayRule(
        HolidayName("Assunzione della Beata Vergine Maria", "Assumption Of Mary Day"), .fixed(month: 8, day: 15)),
      HolidayRule(
        HolidayName("Natività della Beata Vergine Maria", "Nativity of Mary"), .fixed(month: 9, day: 8),
        years: 1870...1912),
      HolidayRule(
        HolidayName("Anniversario della Presa di Roma", "Anniversary of the capture of Rome"),
        .fixed(month: 9, day: 20),
        years: 1895...1930),
      HolidayRule(
        HolidayName(
          "Festa nazionale di San Francesco d'Assisi, patrono d'Italia",
          "Saint Francis of Assisi, Patron Saint of Italy"),
        .fixed(month: 10, day: 4), years: 2026...9999),
      // 28 October, but 30 October 1927 and 27 October 1929 (the decrees of those years).
      HolidayRule(
        HolidayName("Anniversario della Marcia su Roma", "Anniversary of the March on Rome"),
        .fixed(month: 10, day: 28),
        years: 1926...1926),
      HolidayRule(
        HolidayName("Anniversario della Marcia su Roma", "Anniversary of the March on Rome"),
        .dates([1927_10_30, 1929_10_27])),
      HolidayRule(
        HolidayName("Anniversario della Marcia su Roma", "Anniversary of the March on Rome"),
        .fixed(month: 10, day: 28),
        years: 1928...1928),
      HolidayRule(
        HolidayName("Anniversario della Marcia su Roma", "Anniversary of the March on Rome"),
        .fixed(month: 10, day: 28),
        years: 1930...1940),
      HolidayRule(HolidayName("Ognissanti", "All Saints' Day"), .fixed(month: 11, day: 1)),
      // 4 November, but 6 November 1927 and 3 November 1929; suspended 1941-1945; Sunday from 1977.
      HolidayRule(
        HolidayName("Anniversario della Vittoria", "Victory Day"), .fixed(month: 11, day: 4), years: 1922...1926),
      HolidayRule(HolidayName("Anniversario della Vittoria", "Victory Day"), .dates([1927_11_06, 1929_11_03])),
      HolidayRule(
        HolidayName("Anniversario della Vittoria", "Victory Day"), .fixed(month: 11, day: 4), years: 1928...1928),
      HolidayRule(
        HolidayName("Anniversario della Vittoria", "Victory Day"), .fixed(month: 11, day: 4), years: 1930...1940),
      HolidayRule(
        HolidayName("Anniversario della Vittoria", "Victory Day"), .fixed(month: 11, day: 4), years: 1946...1949),
      HolidayRule(
        HolidayName("Giorno dell'unità nazionale", "National Unity Day"), .fixed(month: 11, day: 4),
        years: 1950...1976),
      HolidayRule(
        HolidayName("Giorno dell'unità nazionale", "National Unity Day"), .weekday(.sunday, ordinal: 1, month: 11),
        years: 1977...9999),
      HolidayRule(
        HolidayName("Immacolata Concezione", "Immaculate Conception"), .fixed(month: 12, day: 8), years: 1870...1912),
      HolidayRule(
        HolidayName("Immacolata Concezione", "Immaculate Conception"), .fixed(month: 12, day: 8), years: 1924...9999),
      HolidayRule(HolidayName("Natale", "Christmas Day"), .fixed(month: 12, day: 25)),
      HolidayRule(HolidayName("Santo Stefano", "Saint Stephen's Day"), .fixed(month: 12, day: 26), years: 1949...9999),
      // One-off days, each by a law of its own (Legge 366 of 1907, 450 of 1910, Regi Decreti 269 of 1920,
      // 1208 of 1921, 1207 of 1925, Regio Decreto-Legge 376 of 1938, Decreto Legislativo Presidenziale 2
      // of 1946; the unification's 50th, 100th and 150th anniversaries).
      HolidayRule(
        HolidayName(
          "Centenario della nascita del generale Giuseppe Garibaldi",
          "100th anniversary of the birth of General Giuseppe Garibaldi"), .dates([1907_07_04])),
      HolidayRule(
        HolidayName("Centenario della nascita di Camillo Cavour", "100th anniversary of the birth of Camillo Cavour"),
        .dates([1910_08_10])),
      HolidayRule(
        HolidayName("Anniversario dell'Unità d'Italia", "Anniversary of the Unification of Italy"),
        .dates([1911_03_17, 1961_03_17, 2011_03_17])),
      HolidayRule(
        HolidayName(
          "Centenario della nascita del Vittorio Emanuele II", "100th anniversary of the birth of Victor Emmanuel II"),
        .dates([1920_03_14])),
      HolidayRule(
        HolidayName(
          "Celebrazione del sesto centenario dantesco", "Celebration of 600th anniversary of the death of Dante"),
        .dates([1921_09_14])),
      HolidayRule(
        HolidayName(
          "Anniversario del VII centenario della morte di San Francesco di Assisi",
          "700th anniversary of the death of Saint Francis of Assisi"), .dates([1926_10_04])),
      HolidayRule(HolidayName("Festa Nazionale", "National Holiday"), .dates([1938_05_03])),
      HolidayRule(HolidayName("Giorno Festivo", "Public Holiday"), .dates([1946_06_11])),
    ]
  )
}

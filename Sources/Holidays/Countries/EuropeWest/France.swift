// France: Code du travail, article L3133-1 (the list of jours fériés); the Arrêté du 29 germinal an X
// (1802) and the Concordat's feasts; Loi du 6 juillet 1880 (14 July); Loi du 8 mars 1886 (Easter and
// Whit Mondays); Loi du 24 octobre 1922 (11 November); Lois du 30 avril 1947 and du 29 avril 1948
// (1 May); Loi n° 53-225 du 20 mars 1953, Décret n° 59-533 du 11 avril 1959 and Loi n° 81-893 du
// 2 octobre 1981 (8 May); Loi n° 2004-626 du 30 juin 2004 and Loi n° 2008-351 du 16 avril 2008 (the
// journée de solidarité on Whit Monday).

import CalendarCore

extension HolidayCountry {
  /// France's jours fériés for the whole country (metropolitan France; Alsace-Moselle and the overseas
  /// departments keep more days, not on this page).
  ///
  /// No holiday moves when it falls on a weekend.
  package static let france = HolidayCountry(
    code: "FR", name: "France", languages: ["fr", "en_US"], firstYear: 1803,
    rules: [
      // Décret du 28 mars 1810.
      HolidayRule(HolidayName("Jour de l'an", "New Year's Day"), .fixed(month: 1, day: 1), years: 1811...9999),
      HolidayRule(HolidayName("Lundi de Pâques", "Easter Monday"), .easter(1), years: 1886...9999),
      // The journée de solidarité made Whit Monday a working day from 2005 until the law of 2008 left the
      // day of solidarity to each employer.
      HolidayRule(HolidayName("Lundi de Pentecôte", "Pentecost Monday"), .easter(50), years: 1886...2004),
      HolidayRule(HolidayName("Lundi de Pentecôte", "Pentecost Monday"), .easter(50), years: 2008...9999),
      HolidayRule(HolidayName("1er mai", "May Day"), .fixed(month: 5, day: 1), years: 1919...1940),
      HolidayRule(
        HolidayName("Fête du Travail et de la Concorde sociale", "Labor and Social Concord Day"),
        .fixed(month: 5, day: 1), years: 1941...1945),
      HolidayRule(HolidayName("1er mai", "May Day"), .fixed(month: 5, day: 1), years: 1946...1947),
      HolidayRule(HolidayName("Fête du Travail", "Labor Day"), .fixed(month: 5, day: 1), years: 1948...9999),
      HolidayRule(HolidayName("Fête de la Victoire", "Victory Day"), .fixed(month: 5, day: 8), years: 1953...1959),
      HolidayRule(HolidayName("Fête de la Victoire", "Victory Day"), .fixed(month: 5, day: 8), years: 1982...9999),
      HolidayRule(HolidayName("Ascension", "Ascension Day"), .easter(39)),
      HolidayRule(HolidayName("Fête nationale", "National Day"), .fixed(month: 7, day: 14), years: 1880...9999),
      HolidayRule(HolidayName("Assomption", "Assumption Day"), .fixed(month: 8, day: 15)),
      HolidayRule(HolidayName("Toussaint", "All Saints' Day"), .fixed(month: 11, day: 1)),
      HolidayRule(HolidayName("Armistice", "Armistice Day"), .fixed(month: 11, day: 11), years: 1922...9999),
      HolidayRule(HolidayName("Noël", "Christmas Day"), .fixed(month: 12, day: 25)),
    ]
  )
}

// Croatia: Zakon o blagdanima, spomendanima i neradnim danima u Republici Hrvatskoj (NN 33/1996, as
// amended: NN 96/2001 for Corpus Christi and 25 June from 2002, NN 110/2019 of 14 November 2019 for the
// days from 2020).

import CalendarCore

extension HolidayCountry {
  /// Croatia's holidays and days off (`public`). The law moves none off a weekend.
  package static let croatia = HolidayCountry(
    code: "HR", name: "Croatia", languages: ["hr", "en_US"], firstYear: 1992,
    rules: [
      HolidayRule(HolidayName("Nova godina", "New Year's Day"), .fixed(month: 1, day: 1)),
      // Epiphany was not a day off in 2002 only, between two amendments of the law.
      HolidayRule(
        HolidayName("Bogojavljenje ili Sveta tri kralja", "Epiphany"), .fixed(month: 1, day: 6), years: 1992...2001),
      HolidayRule(
        HolidayName("Bogojavljenje ili Sveta tri kralja", "Epiphany"), .fixed(month: 1, day: 6), years: 2003...9999),
      HolidayRule(HolidayName("Uskrs", "Easter Sunday"), .easter(0), years: 2009...9999),
      HolidayRule(HolidayName("Uskrsni ponedjeljak", "Easter Monday"), .easter(1)),
      HolidayRule(HolidayName("Tijelovo", "Corpus Christi"), .easter(60), years: 2002...9999),
      HolidayRule(HolidayName("Praznik rada", "Labor Day"), .fixed(month: 5, day: 1)),
      HolidayRule(HolidayName("Dan državnosti", "Statehood Day"), .fixed(month: 5, day: 30), years: 1996...2001),
      HolidayRule(HolidayName("Dan državnosti", "Statehood Day"), .fixed(month: 6, day: 25), years: 2002...2019),
      HolidayRule(HolidayName("Dan državnosti", "Statehood Day"), .fixed(month: 5, day: 30), years: 2020...9999),
      HolidayRule(HolidayName("Dan antifašističke borbe", "Anti-Fascist Struggle Day"), .fixed(month: 6, day: 22)),
      HolidayRule(
        HolidayName("Dan pobjede i domovinske zahvalnosti", "Victory and Homeland Thanksgiving Day"),
        .fixed(month: 8, day: 5), years: 1992...2007),
      HolidayRule(
        HolidayName(
          "Dan pobjede i domovinske zahvalnosti i Dan hrvatskih branitelja",
          "Victory and Homeland Thanksgiving Day and Croatian Veterans Day"),
        .fixed(month: 8, day: 5), years: 2008...9999),
      HolidayRule(HolidayName("Velika Gospa", "Assumption Day"), .fixed(month: 8, day: 15)),
      HolidayRule(HolidayName("Dan neovisnosti", "Independence Day"), .fixed(month: 10, day: 8), years: 2002...2019),
      HolidayRule(HolidayName("Svi sveti", "All Saints' Day"), .fixed(month: 11, day: 1)),
      HolidayRule(
        HolidayName(
          "Dan sjećanja na žrtve Domovinskog rata i Dan sjećanja na žrtvu Vukovara i Škabrnje", "Remembrance Day"),
        .fixed(month: 11, day: 18), years: 2020...9999),
      HolidayRule(HolidayName("Božić", "Christmas Day"), .fixed(month: 12, day: 25)),
      HolidayRule(HolidayName("Sveti Stjepan", "Saint Stephen's Day"), .fixed(month: 12, day: 26)),
    ]
  )
}

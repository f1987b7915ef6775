// Czechia: zákon č. 93/1951 Sb. (the days of rest of 1951), zákon č. 204/1990 Sb. (Jan Hus Day and the
// days restored in 1990), and zákon č. 245/2000 Sb. o státních svátcích (as amended: Good Friday from
// 2016, 17 November renamed from 2019).

import CalendarCore

extension HolidayCountry {
  /// Czechia's state holidays and other days of rest (`public`). The law moves none off a weekend.
  package static let czechia = HolidayCountry(
    code: "CZ", name: "Czechia", languages: ["cs", "en_US"], firstYear: 1952,
    rules: [
      HolidayRule(HolidayName("Nový rok", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(
        HolidayName("Den obnovy samostatného českého státu", "Independent Czech State Restoration Day"),
        .fixed(month: 1, day: 1), years: 2000...9999),
      HolidayRule(HolidayName("Velký pátek", "Good Friday"), .easter(-2), years: 2016...9999),
      HolidayRule(HolidayName("Velikonoční pondělí", "Easter Monday"), .easter(1)),
      HolidayRule(HolidayName("Svátek práce", "Labor Day"), .fixed(month: 5, day: 1)),
      // The end of the war in Europe: 9 May until 1991, 8 May from 1992.
      HolidayRule(
        HolidayName("Den osvobození od fašismu", "Day of liberation from Fascism"), .fixed(month: 5, day: 9),
        years: 1952...1991),
      HolidayRule(
        HolidayName("Den osvobození od fašismu", "Day of liberation from Fascism"), .fixed(month: 5, day: 8),
        years: 1992...2000),
      HolidayRule(HolidayName("Den osvobození", "Liberation Day"), .fixed(month: 5, day: 8), years: 2001...2003),
      HolidayRule(HolidayName("Den vítězství", "Victory Day"), .fixed(month: 5, day: 8), years: 2004...9999),
      HolidayRule(
        HolidayName("Den slovanských věrozvěstů Cyrila a Metoděje", "Saints Cyril and Methodius Day"),
        .fixed(month: 7, day: 5), years: 1990...9999),
      HolidayRule(
        HolidayName("Den upálení mistra Jana Husa", "Jan Hus Day"), .fixed(month: 7, day: 6), years: 1990...9999),
      HolidayRule(HolidayName("Den české státnosti", "Statehood Day"), .fixed(month: 9, day: 28), years: 2000...9999),
      HolidayRule(
        HolidayName("Den vzniku samostatného československého státu", "Independent Czechoslovak State Day"),
        .fixed(month: 10, day: 28)),
      HolidayRule(
        HolidayName("Den boje za svobodu a demokracii", "Struggle for Freedom and Democracy Day"),
        .fixed(month: 11, day: 17), years: 1990...2018),
      HolidayRule(
        HolidayName(
          "Den boje za svobodu a demokracii a Mezinárodní den studentstva",
          "Struggle for Freedom and Democracy Day and International Students' Day"),
        .fixed(month: 11, day: 17), years: 2019...9999),
      HolidayRule(HolidayName("Štědrý den", "Christmas Eve"), .fixed(month: 12, day: 24), years: 1990...9999),
      HolidayRule(HolidayName("1. svátek vánoční", "Christmas Day"), .fixed(month: 12, day: 25)),
      HolidayRule(HolidayName("2. svátek vánoční", "Second Day of Christmas"), .fixed(month: 12, day: 26)),
    ]
  )
}

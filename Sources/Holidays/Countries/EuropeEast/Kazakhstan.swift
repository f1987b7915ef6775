// Kazakhstan: Закон Республики Казахстан «О праздниках в Республике Казахстан» (№ 267-XIII of 13 December
// 2001, as amended: Nauryz's three days from 2010, Capital Day from 2009, First President Day 2012-2021,
// Defender of the Fatherland Day from 2013, Republic Day again from 2022, Constitution Day on 15 March
// from 2027), the Labour Code's article on days off (a holiday on a day off moves to the next working day,
// from 2002; not Orthodox Christmas nor Kurban ait), and the government's yearly decrees moving days off.

import CalendarCore

extension HolidayCountry {
  /// Kazakhstan's national and state holidays that are days off (`public`).
  ///
  /// Kurban ait is 10 Dhu al-Hijjah, by the Umm al-Qura calendar, except in 2015 and 2016, when the
  /// Spiritual Administration of Muslims announced the day after; python-holidays names the years after
  /// the last announced one (2025) estimated.
  package static let kazakhstan = HolidayCountry(
    code: "KZ", name: "Kazakhstan", languages: ["kk", "en_US"], firstYear: 1991,
    rules: [
      HolidayRule(HolidayName("Жаңа жыл", "New Year's Day"), .fixed(month: 1, day: 1), observance: 0),
      HolidayRule(HolidayName("Жаңа жыл", "New Year's Day"), .fixed(month: 1, day: 2), observance: 0),
      // 25 December of the Julian calendar (see Russia's page).
      HolidayRule(
        HolidayName("Православиелік Рождество", "Orthodox Christmas"), .fixed(month: 1, day: 7), years: 2006...2100),
      HolidayRule(
        HolidayName("Православиелік Рождество", "Orthodox Christmas"), .fixed(month: 1, day: 8), years: 2101...2200),
      HolidayRule(
        HolidayName("Православиелік Рождество", "Orthodox Christmas"), .fixed(month: 1, day: 9), years: 2201...2300),
      HolidayRule(
        HolidayName("Православиелік Рождество", "Orthodox Christmas"), .fixed(month: 1, day: 10), years: 2301...2400),
      HolidayRule(
        HolidayName("Халықаралық әйелдер күні", "International Women's Day"), .fixed(month: 3, day: 8), observance: 0),
      HolidayRule(
        HolidayName("Наурыз мейрамы", "Nowruz Holiday"), .fixed(month: 3, day: 21), years: 2010...9999, observance: 0),
      HolidayRule(
        HolidayName("Наурыз мейрамы", "Nowruz Holiday"), .fixed(month: 3, day: 22), years: 2002...9999, observance: 0),
      HolidayRule(
        HolidayName("Наурыз мейрамы", "Nowruz Holiday"), .fixed(month: 3, day: 23), years: 2010...9999, observance: 0),
      HolidayRule(
        HolidayName("Қазақстан Республикасының Конституциясы күні", "Constitution Day"), .fixed(month: 3, day: 15),
        years: 2027...9999, observance: 0),
      HolidayRule(
        HolidayName("Қазақстан халқының бірлігі мерекесі", "Kazakhstan's People Solidarity Holiday"),
        .fixed(month: 5, day: 1), observance: 0),
      HolidayRule(
        HolidayName("Отан Қорғаушы күні", "Defender of the Fatherland Day"),
        .fixed(month: 5, day: 7), years: 2013...9999, observance: 0),
      HolidayRule(HolidayName("Жеңіс күні", "Victory Day"), .fixed(month: 5, day: 9), observance: 0),
      HolidayRule(
        HolidayName("Астана күні", "Capital Day"), .fixed(month: 7, day: 6), years: 2009...9999, observance: 0),
      HolidayRule(
        HolidayName("Қазақстан Республикасының Конституциясы күні", "Constitution Day"), .fixed(month: 8, day: 30),
        years: 1996...2025, observance: 0),
      HolidayRule(
        HolidayName("Республика күні", "Republic Day"), .fixed(month: 10, day: 25), years: 1994...2008, observance: 0),
      HolidayRule(
        HolidayName("Республика күні", "Republic Day"), .fixed(month: 10, day: 25), years: 2022...2025, observance: 0),
      HolidayRule(
        HolidayName("Қазақстан Республикасы күні", "Republic Day"),
        .fixed(month: 10, day: 25), years: 2026...9999, observance: 0),
      HolidayRule(
        HolidayName("Қазақстан Республикасының Тұңғыш Президенті күні", "First President Day"),
        .fixed(month: 12, day: 1),
        years: 2012...2021, observance: 0),
      HolidayRule(HolidayName("Тәуелсіздік күні", "Independence Day"), .fixed(month: 12, day: 16), observance: 0),
      HolidayRule(
        HolidayName("Тәуелсіздік күні", "Independence Day"),
        .fixed(month: 12, day: 17), years: 2002...2021, observance: 0),
      HolidayRule(
        HolidayName("Құрбан айт", "Eid al-Adha"), .calendar(.islamic, month: 12, day: 10), years: 2006...2014),
      HolidayRule(HolidayName("Құрбан айт", "Eid al-Adha"), .dates([2015_09_24, 2016_09_12])),
      HolidayRule(
        HolidayName("Құрбан айт", "Eid al-Adha"), .calendar(.islamic, month: 12, day: 10), years: 2017...2025),
      HolidayRule(
        HolidayName("Құрбан айт (бағаланған)", "Eid al-Adha (estimated)"), .calendar(.islamic, month: 12, day: 10),
        years: 2026...9999),
      // The government's decrees: a working day given off, a weekend day worked for it.
      HolidayRule(
        "Day off",
        .substitutedDays([
          HolidaySubstitution(2000_05_08, for: 2000_05_06), HolidaySubstitution(2001_03_09, for: 2001_03_11),
          HolidaySubstitution(2001_03_23, for: 2001_03_25), HolidaySubstitution(2001_04_30, for: 2001_04_28),
          HolidaySubstitution(2001_12_31, for: 2001_12_29), HolidaySubstitution(2002_05_10, for: 2002_05_12),
          HolidaySubstitution(2003_05_02, for: 2003_05_04), HolidaySubstitution(2003_12_15, for: 2003_12_13),
          HolidaySubstitution(2005_03_07, for: 2005_03_05), HolidaySubstitution(2005_03_21, for: 2005_03_19),
          HolidaySubstitution(2005_08_29, for: 2005_08_27), HolidaySubstitution(2005_10_24, for: 2005_10_22),
          HolidaySubstitution(2006_01_11, for: 2006_01_14), HolidaySubstitution(2006_05_08, for: 2006_05_06),
          HolidaySubstitution(2007_03_09, for: 2007_03_11), HolidaySubstitution(2007_03_23, for: 2007_03_25),
          HolidaySubstitution(2007_08_31, for: 2007_09_02), HolidaySubstitution(2007_10_26, for: 2007_10_28),
          HolidaySubstitution(2007_12_31, for: 2007_12_29), HolidaySubstitution(2008_05_02, for: 2008_05_04),
          HolidaySubstitution(2009_12_18, for: 2009_12_20), HolidaySubstitution(2010_01_08, for: 2010_01_10),
          HolidaySubstitution(2010_07_05, for: 2010_07_03), HolidaySubstitution(2011_03_07, for: 2011_03_05),
          HolidaySubstitution(2011_08_29, for: 2011_08_27), HolidaySubstitution(2012_03_09, for: 2012_03_11),
          HolidaySubstitution(2012_04_30, for: 2012_04_28), HolidaySubstitution(2012_12_31, for: 2012_12_29),
          HolidaySubstitution(2013_05_10, for: 2013_05_04), HolidaySubstitution(2013_10_14, for: 2013_10_12),
          HolidaySubstitution(2014_01_03, for: 2013_12_28), HolidaySubstitution(2014_05_02, for: 2014_05_04),
          HolidaySubstitution(2014_05_08, for: 2014_05_11), HolidaySubstitution(2016_03_07, for: 2016_03_05),
          HolidaySubstitution(2017_03_20, for: 2017_03_18), HolidaySubstitution(2017_07_07, for: 2017_07_01),
          HolidaySubstitution(2018_03_09, for: 2018_03_03), HolidaySubstitution(2018_04_30, for: 2018_04_28),
          HolidaySubstitution(2018_05_08, for: 2018_05_05), HolidaySubstitution(2018_08_31, for: 2018_08_25),
          HolidaySubstitution(2018_12_31, for: 2018_12_29), HolidaySubstitution(2019_05_10, for: 2019_05_04),
          HolidaySubstitution(2020_01_03, for: 2020_01_05), HolidaySubstitution(2020_05_08, for: 2020_05_11),
          HolidaySubstitution(2020_12_18, for: 2020_12_20), HolidaySubstitution(2021_07_05, for: 2021_07_03),
          HolidaySubstitution(2022_03_07, for: 2022_03_05), HolidaySubstitution(2022_08_29, for: 2022_08_27),
          HolidaySubstitution(2022_10_24, for: 2022_10_22), HolidaySubstitution(2023_07_07, for: 2023_07_01),
          HolidaySubstitution(2024_05_08, for: 2024_05_04), HolidaySubstitution(2025_01_03, for: 2025_01_05),
        ])),
    ],
    observances: [
      // A holiday on a Saturday or Sunday gives the next working day off, from 2002.
      HolidayObservance(
        name: HolidayName("%s (қайта белгіленген демалыс)", "%s (observed)"), years: 2002...9999,
        moves: HolidayMoves(sunday: .nextWorkingDay, saturday: .nextWorkingDay), sharesDay: true)
    ],
    substitutedDayName: HolidayName("Демалыс күні (%s бастап ауыстырылды)", "Day off (substituted from %s)"),
    substitutedDateFormat: HolidayName("%d.%m.%Y", "%m/%d/%Y"),
    completeYear: completeKazakhYear
  )

  /// Removes a weekend holiday's day off where a decree made that day a working day in exchange for
  /// another (2020: Victory Day's Monday, 11 May, worked for Friday 8 May off).
  @Sendable private static func completeKazakhYear(_ year: inout HolidayYear) {
    let worked = Set(year.occurrences.filter(\.isWorkingDay).map(\.julianDay))
    guard !worked.isEmpty else { return }
    year.removeAll { occurrence in
      guard case .observed = occurrence.role else { return false }
      return worked.contains(occurrence.julianDay)
    }
  }
}

// Ukraine: Кодекс законів про працю України, стаття 73 (the Labour Code's holidays and non-working days, as
// amended: Western Christmas from 2017, Labour Day's second day dropped from 2018, Statehood Day and the
// new dates of 2023-2024), стаття 67 (a holiday on a day off moves to the next working day: from
// 27.01.1995, suspended 10.01.1998 to 22.04.1999); the Cabinet's yearly orders moving working days; and the
// law on martial law (№ 2136-IX, article 6), under which no holiday is a day off from 2022 (Easter,
// Trinity and after) and 2023 (New Year, Orthodox Christmas, Women's Day).

import CalendarCore

extension HolidayCountry {
  /// Ukraine's holidays that are days off (`public`): none under martial law.
  package static let ukraine = HolidayCountry(
    code: "UA", name: "Ukraine", languages: ["uk", "en_US"], firstYear: 1991,
    rules: [
      HolidayRule(
        HolidayName("Новий рік", "New Year's Day"), .fixed(month: 1, day: 1), years: 1991...2022, observance: 0),
      HolidayRule(
        HolidayName("Вихідний згідно указу Президента", "Presidential decree holiday"), .dates([1995_01_09])),
      HolidayRule(
        HolidayName("Різдво Христове", "Christmas Day"), .fixed(month: 1, day: 7), years: 1991...2022, observance: 0),
      HolidayRule(
        HolidayName("Міжнародний жіночий день", "International Women's Day"),
        .fixed(month: 3, day: 8), years: 1991...2022,
        observance: 0),
      HolidayRule(
        HolidayName("Великдень (Пасха)", "Easter Sunday (Pascha)"),
        .orthodoxEaster(0), years: 1991...2021, observance: 0),
      HolidayRule(HolidayName("Трійця", "Pentecost"), .orthodoxEaster(49), years: 1991...2021, observance: 0),
      HolidayRule(
        HolidayName("День міжнародної солідарності трудящих", "International Workers' Solidarity Day"),
        .fixed(month: 5, day: 1), years: 1991...2017, observance: 0),
      HolidayRule(
        HolidayName("День міжнародної солідарності трудящих", "International Workers' Solidarity Day"),
        .fixed(month: 5, day: 2), years: 1991...2017, observance: 0),
      HolidayRule(HolidayName("День праці", "Labor Day"), .fixed(month: 5, day: 1), years: 2018...2021, observance: 0),
      HolidayRule(
        HolidayName("День Перемоги", "Victory Day"), .fixed(month: 5, day: 9), years: 1991...2015, observance: 0),
      HolidayRule(
        HolidayName(
          "День перемоги над нацизмом у Другій світовій війні (День перемоги)",
          "Day of Victory over Nazism in World War II (Victory Day)"),
        .fixed(month: 5, day: 9), years: 2016...2021, observance: 0),
      HolidayRule(
        HolidayName("День Конституції України", "Day of the Constitution of Ukraine"), .fixed(month: 6, day: 28),
        years: 1997...2021, observance: 0),
      // Independence Day: 16 July (the Declaration of State Sovereignty) in 1991, 24 August after.
      HolidayRule(
        HolidayName("День незалежності України", "Independence Day"), .fixed(month: 7, day: 16), years: 1991...1991),
      HolidayRule(
        HolidayName("День незалежності України", "Independence Day"), .fixed(month: 8, day: 24), years: 1992...2021,
        observance: 0),
      HolidayRule(
        HolidayName("День захисника України", "Defender of Ukraine Day"),
        .fixed(month: 10, day: 14), years: 2015...2020,
        observance: 0),
      HolidayRule(
        HolidayName("День захисників і захисниць України", "Day of defenders of Ukraine"), .fixed(month: 10, day: 14),
        years: 2021...2021, observance: 0),
      HolidayRule(
        HolidayName(
          "Річниця Великої Жовтневої соціалістичної революції",
          "Anniversary of the Great October Socialist Revolution"),
        .fixed(month: 11, day: 7), years: 1991...1999, observance: 0),
      HolidayRule(
        HolidayName(
          "Річниця Великої Жовтневої соціалістичної революції",
          "Anniversary of the Great October Socialist Revolution"),
        .fixed(month: 11, day: 8), years: 1991...1999, observance: 0),
      HolidayRule(
        HolidayName("Різдво Христове", "Christmas Day"), .fixed(month: 12, day: 25), years: 2017...2021, observance: 0),
      // The Cabinet's orders: a working day given off, a Saturday worked for it.
      HolidayRule(
        "Day off",
        .substitutedDays([
          HolidaySubstitution(1991_05_03, for: 1991_05_05), HolidaySubstitution(1991_05_10, for: 1991_05_12),
          HolidaySubstitution(1991_07_15, for: 1991_07_13), HolidaySubstitution(1992_01_06, for: 1992_01_04),
          HolidaySubstitution(1992_04_27, for: 1992_05_16), HolidaySubstitution(1993_01_08, for: 1993_01_10),
          HolidaySubstitution(1993_08_23, for: 1993_08_21), HolidaySubstitution(1994_03_07, for: 1994_03_05),
          HolidaySubstitution(1995_05_08, for: 1995_05_06), HolidaySubstitution(1995_08_25, for: 1995_08_27),
          HolidaySubstitution(1995_11_06, for: 1995_11_04), HolidaySubstitution(1996_05_03, for: 1996_05_05),
          HolidaySubstitution(1996_05_10, for: 1996_05_12), HolidaySubstitution(1997_01_02, for: 1996_12_28),
          HolidaySubstitution(1997_01_06, for: 1997_01_04), HolidaySubstitution(1997_01_08, for: 1997_01_11),
          HolidaySubstitution(1997_04_29, for: 1997_04_19), HolidaySubstitution(1997_04_30, for: 1997_05_17),
          HolidaySubstitution(1998_01_02, for: 1998_01_04), HolidaySubstitution(1999_01_08, for: 1999_01_10),
          HolidaySubstitution(1999_04_12, for: 1999_04_24), HolidaySubstitution(1999_08_23, for: 1999_08_21),
          HolidaySubstitution(2000_05_08, for: 2000_05_06), HolidaySubstitution(2000_08_25, for: 2000_08_27),
          HolidaySubstitution(2001_03_09, for: 2001_03_11), HolidaySubstitution(2001_04_30, for: 2001_04_28),
          HolidaySubstitution(2001_05_10, for: 2001_05_05), HolidaySubstitution(2001_05_11, for: 2001_05_06),
          HolidaySubstitution(2001_06_29, for: 2001_06_23), HolidaySubstitution(2001_12_31, for: 2001_12_29),
          HolidaySubstitution(2002_05_03, for: 2002_05_11), HolidaySubstitution(2002_12_30, for: 2002_12_28),
          HolidaySubstitution(2002_12_31, for: 2002_12_29), HolidaySubstitution(2003_01_06, for: 2003_01_04),
          HolidaySubstitution(2004_01_02, for: 2004_01_10), HolidaySubstitution(2004_01_05, for: 2004_01_17),
          HolidaySubstitution(2004_01_06, for: 2004_01_31), HolidaySubstitution(2004_08_23, for: 2004_08_21),
          HolidaySubstitution(2005_03_07, for: 2005_03_05), HolidaySubstitution(2005_05_10, for: 2005_05_14),
          HolidaySubstitution(2005_06_27, for: 2005_06_25), HolidaySubstitution(2006_01_03, for: 2006_01_21),
          HolidaySubstitution(2006_01_04, for: 2006_02_04), HolidaySubstitution(2006_01_05, for: 2006_02_18),
          HolidaySubstitution(2006_01_06, for: 2006_03_11), HolidaySubstitution(2006_05_08, for: 2006_05_06),
          HolidaySubstitution(2006_08_25, for: 2006_09_09), HolidaySubstitution(2007_01_02, for: 2007_01_20),
          HolidaySubstitution(2007_01_03, for: 2007_01_27), HolidaySubstitution(2007_01_04, for: 2007_02_10),
          HolidaySubstitution(2007_01_05, for: 2007_02_24), HolidaySubstitution(2007_03_09, for: 2007_03_03),
          HolidaySubstitution(2007_04_30, for: 2007_04_28), HolidaySubstitution(2007_06_29, for: 2007_06_16),
          HolidaySubstitution(2007_12_31, for: 2007_12_29), HolidaySubstitution(2008_01_02, for: 2008_01_12),
          HolidaySubstitution(2008_01_03, for: 2008_01_26), HolidaySubstitution(2008_01_04, for: 2008_02_09),
          HolidaySubstitution(2008_04_29, for: 2008_05_17), HolidaySubstitution(2008_04_30, for: 2008_05_31),
          HolidaySubstitution(2009_01_02, for: 2009_01_10), HolidaySubstitution(2009_01_05, for: 2009_01_24),
          HolidaySubstitution(2009_01_06, for: 2009_02_07), HolidaySubstitution(2010_01_04, for: 2010_01_30),
          HolidaySubstitution(2010_01_05, for: 2010_02_13), HolidaySubstitution(2010_01_06, for: 2010_02_27),
          HolidaySubstitution(2010_01_08, for: 2010_03_13), HolidaySubstitution(2010_08_23, for: 2010_08_21),
          HolidaySubstitution(2011_03_07, for: 2011_03_12), HolidaySubstitution(2011_06_27, for: 2011_06_25),
          HolidaySubstitution(2012_03_09, for: 2012_03_03), HolidaySubstitution(2012_04_30, for: 2012_04_28),
          HolidaySubstitution(2012_06_29, for: 2012_07_07), HolidaySubstitution(2012_12_31, for: 2012_12_29),
          HolidaySubstitution(2013_05_03, for: 2013_05_18), HolidaySubstitution(2013_05_10, for: 2013_06_01),
          HolidaySubstitution(2014_01_02, for: 2014_01_11), HolidaySubstitution(2014_01_03, for: 2014_01_25),
          HolidaySubstitution(2014_01_06, for: 2014_02_08), HolidaySubstitution(2015_01_02, for: 2015_01_17),
          HolidaySubstitution(2015_01_08, for: 2015_01_31), HolidaySubstitution(2015_01_09, for: 2015_02_14),
          HolidaySubstitution(2016_01_08, for: 2016_01_16), HolidaySubstitution(2016_03_07, for: 2016_03_12),
          HolidaySubstitution(2016_06_27, for: 2016_07_02), HolidaySubstitution(2017_05_08, for: 2017_05_13),
          HolidaySubstitution(2017_08_25, for: 2017_08_19), HolidaySubstitution(2018_03_09, for: 2018_03_03),
          HolidaySubstitution(2018_04_30, for: 2018_05_05), HolidaySubstitution(2018_06_29, for: 2018_06_23),
          HolidaySubstitution(2018_12_24, for: 2018_12_22), HolidaySubstitution(2018_12_31, for: 2018_12_29),
          HolidaySubstitution(2019_04_30, for: 2019_05_11), HolidaySubstitution(2019_12_30, for: 2019_12_21),
          HolidaySubstitution(2019_12_31, for: 2019_12_28), HolidaySubstitution(2020_01_06, for: 2020_01_11),
          HolidaySubstitution(2021_01_08, for: 2021_01_16), HolidaySubstitution(2021_08_23, for: 2021_08_28),
          HolidaySubstitution(2021_10_15, for: 2021_10_23), HolidaySubstitution(2022_03_07, for: 2022_03_12),
        ])),
    ],
    observances: [
      // Article 67: a holiday on a Saturday or Sunday gives the next working day off.
      HolidayObservance(
        name: HolidayName("%s (вихідний)", "%s (observed)"), firstDate: 1995_01_27,
        moves: HolidayMoves(sunday: .nextWorkingDay, saturday: .nextWorkingDay), sharesDay: true)
    ],
    substitutedDayName: HolidayName("Вихідний день (перенесено з %s)", "Day off (substituted from %s)"),
    substitutedDateFormat: HolidayName("%d.%m.%Y", "%m/%d/%Y"),
    completeYear: completeUkrainianYear
  )

  /// Removes the days off for weekend holidays in the months article 67 was suspended (the law of
  /// 18.12.1997, from 10.01.1998, until the law of 23.04.1999 restored it).
  @Sendable private static func completeUkrainianYear(_ year: inout HolidayYear) {
    guard year.year == 1998 || year.year == 1999 else { return }
    let suspended = HolidayDate.julianDay(ofNumber: 1998_01_10)...HolidayDate.julianDay(ofNumber: 1999_04_22)
    year.removeAll { occurrence in
      guard case .observed = occurrence.role else { return false }
      return suspended.contains(occurrence.julianDay)
    }
  }
}

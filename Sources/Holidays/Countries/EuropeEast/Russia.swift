// Russia: Трудовой кодекс Российской Федерации, статья 112 (the Labour Code's non-working holidays, as
// amended in 2004 for the New Year holidays and Unity Day, and in 2012 for 6 and 8 January), the RSFSR
// Labour Code's article 65 before it; the government's yearly decrees (постановления Правительства) on
// moving days off.

import CalendarCore

extension HolidayCountry {
  /// Russia's non-working holidays (`public`), the days off the government's yearly decrees move, and the
  /// weekend holidays' days off those decrees name.
  ///
  /// Christmas is 25 December of the Julian calendar: 7 January until 2100; the Julian calendar falls a
  /// day further behind in 2100, 2200 and 2300 (their 29 February), so it is 8, 9 and 10 January after.
  package static let russia = HolidayCountry(
    code: "RU", name: "Russia", languages: ["ru", "en_US"], firstYear: 1991,
    rules: [
      HolidayRule(HolidayName("Новый год", "New Year's Day"), .fixed(month: 1, day: 1), years: 1991...2004),
      HolidayRule(HolidayName("Новый год", "New Year's Day"), .fixed(month: 1, day: 2), years: 1993...2004),
      HolidayRule(
        HolidayName("Новогодние каникулы", "New Year Holidays"), .fixed(month: 1, day: 1), years: 2005...9999),
      HolidayRule(
        HolidayName("Новогодние каникулы", "New Year Holidays"), .fixed(month: 1, day: 2), years: 2005...9999),
      HolidayRule(
        HolidayName("Новогодние каникулы", "New Year Holidays"), .fixed(month: 1, day: 3), years: 2005...9999),
      HolidayRule(
        HolidayName("Новогодние каникулы", "New Year Holidays"), .fixed(month: 1, day: 4), years: 2005...9999),
      HolidayRule(
        HolidayName("Новогодние каникулы", "New Year Holidays"), .fixed(month: 1, day: 5), years: 2005...9999),
      HolidayRule(
        HolidayName("Новогодние каникулы", "New Year Holidays"), .fixed(month: 1, day: 6), years: 2013...9999),
      HolidayRule(
        HolidayName("Новогодние каникулы", "New Year Holidays"), .fixed(month: 1, day: 8), years: 2013...9999),
      HolidayRule(HolidayName("Рождество Христово", "Christmas Day"), .fixed(month: 1, day: 7), years: 1991...2100),
      HolidayRule(HolidayName("Рождество Христово", "Christmas Day"), .fixed(month: 1, day: 8), years: 2101...2200),
      HolidayRule(HolidayName("Рождество Христово", "Christmas Day"), .fixed(month: 1, day: 9), years: 2201...2300),
      HolidayRule(HolidayName("Рождество Христово", "Christmas Day"), .fixed(month: 1, day: 10), years: 2301...2400),
      HolidayRule(
        HolidayName("День защитника Отечества", "Defender of the Fatherland Day"),
        .fixed(month: 2, day: 23), years: 2002...9999),
      HolidayRule(HolidayName("Международный женский день", "International Women's Day"), .fixed(month: 3, day: 8)),
      HolidayRule(
        HolidayName("День международной солидарности трудящихся", "International Workers' Solidarity Day"),
        .fixed(month: 5, day: 1), years: 1991...1991),
      HolidayRule(
        HolidayName("День международной солидарности трудящихся", "International Workers' Solidarity Day"),
        .fixed(month: 5, day: 2), years: 1991...1991),
      HolidayRule(
        HolidayName("Праздник Весны и Труда", "Holiday of Spring and Labor"),
        .fixed(month: 5, day: 1), years: 1992...9999),
      HolidayRule(
        HolidayName("Праздник Весны и Труда", "Holiday of Spring and Labor"),
        .fixed(month: 5, day: 2), years: 1992...2004),
      HolidayRule(HolidayName("День Победы", "Victory Day"), .fixed(month: 5, day: 9)),
      HolidayRule(
        HolidayName(
          "День принятия Декларации о государственном суверенитете Российской Федерации",
          "Day of the Adoption of the Declaration of Sovereignty of the Russian Federation"),
        .fixed(month: 6, day: 12), years: 1992...2001),
      HolidayRule(HolidayName("День России", "Russia Day"), .fixed(month: 6, day: 12), years: 2002...9999),
      HolidayRule(HolidayName("День народного единства", "Unity Day"), .fixed(month: 11, day: 4), years: 2005...9999),
      HolidayRule(
        HolidayName(
          "Годовщина Великой Октябрьской социалистической революции",
          "Anniversary of the Great October Socialist Revolution"),
        .fixed(month: 11, day: 7), years: 1991...1995),
      HolidayRule(
        HolidayName(
          "Годовщина Великой Октябрьской социалистической революции",
          "Anniversary of the Great October Socialist Revolution"),
        .fixed(month: 11, day: 8), years: 1991...1991),
      HolidayRule(
        HolidayName("День согласия и примирения", "Day of consent and reconciliation"), .fixed(month: 11, day: 7),
        years: 1996...2004),
      HolidayRule(
        HolidayName("День Конституции Российской Федерации", "Constitution Day"), .fixed(month: 12, day: 12),
        years: 1994...2004),
      // A holiday on a weekend gives the next working day off (article 112); the government's decree of each
      // year lists those days, and from 2013 moves the New Year holidays' ones elsewhere.
      HolidayRule(
        HolidayName("Праздник Весны и Труда (выходной)", "Holiday of Spring and Labor (observed)"),
        .dates([
          1992_05_04, 1993_05_03, 1993_05_04, 1994_05_03, 1998_05_04, 1999_05_03, 1999_05_04, 2004_05_03, 2004_05_04,
          2005_05_02, 2010_05_03, 2011_05_02, 2016_05_02, 2021_05_03, 2022_05_02, 2027_05_03,
        ])),
      HolidayRule(
        HolidayName("День Победы (выходной)", "Victory Day (observed)"),
        .dates([
          1992_05_11, 1993_05_10, 1994_05_10, 1998_05_11, 1999_05_10, 2004_05_10, 2009_05_11, 2010_05_10, 2015_05_11,
          2020_05_11, 2021_05_10, 2026_05_11, 2027_05_10,
        ])),
      HolidayRule(
        HolidayName(
          "Годовщина Великой Октябрьской социалистической революции (выходной)",
          "Anniversary of the Great October Socialist Revolution (observed)"),
        .dates([
          1992_11_09, 1993_11_08,
        ])),
      HolidayRule(
        HolidayName("Новый год (выходной)", "New Year's Day (observed)"),
        .dates([
          1993_01_04, 1994_01_03, 1994_01_04, 1995_01_03, 1999_01_04, 2000_01_03, 2000_01_04, 2005_01_06, 2005_01_10,
          2006_01_06,
        ])),
      HolidayRule(
        HolidayName(
          "День принятия Декларации о государственном суверенитете Российской Федерации (выходной)",
          "Day of the Adoption of the Declaration of Sovereignty of the Russian Federation (observed)"),
        .dates([
          1993_06_14, 1994_06_13, 1999_06_14,
        ])),
      HolidayRule(
        HolidayName("Рождество Христово (выходной)", "Christmas Day (observed)"),
        .dates([
          1995_01_09, 1996_01_08, 2001_01_08, 2006_01_09, 2007_01_08, 2012_01_09,
        ])),
      HolidayRule(
        HolidayName("Международный женский день (выходной)", "International Women's Day (observed)"),
        .dates([
          1997_03_10, 1998_03_09, 2003_03_10, 2008_03_10, 2009_03_09, 2015_03_09, 2020_03_09, 2026_03_09,
        ])),
      HolidayRule(
        HolidayName("День согласия и примирения (выходной)", "Day of consent and reconciliation (observed)"),
        .dates([
          1998_11_09, 1999_11_08, 2004_11_08,
        ])),
      HolidayRule(
        HolidayName("День Конституции Российской Федерации (выходной)", "Constitution Day (observed)"),
        .dates([
          1998_12_14, 1999_12_13, 2004_12_13,
        ])),
      HolidayRule(
        HolidayName("День защитника Отечества (выходной)", "Defender of the Fatherland Day (observed)"),
        .dates([
          2002_02_25, 2003_02_24, 2008_02_25, 2020_02_24,
        ])),
      HolidayRule(
        HolidayName("День России (выходной)", "Russia Day (observed)"),
        .dates([
          2004_06_14, 2005_06_13, 2010_06_14, 2011_06_13, 2016_06_13, 2021_06_14, 2022_06_13, 2027_06_14,
        ])),
      HolidayRule(
        HolidayName("День народного единства (выходной)", "Unity Day (observed)"),
        .dates([
          2006_11_06, 2007_11_05, 2012_11_05, 2017_11_06, 2018_11_05, 2023_11_06,
        ])),
      HolidayRule(
        HolidayName("Новогодние каникулы (выходной)", "New Year Holidays (observed)"),
        .dates([
          2008_01_08, 2009_01_06, 2009_01_08, 2010_01_06, 2010_01_08, 2011_01_06, 2011_01_10, 2012_01_06,
        ])),
      // The decrees' moved days: a working day given off, a weekend day worked for it.
      HolidayRule(
        "Day off",
        .substitutedDays([
          HolidaySubstitution(1991_05_03, for: 1991_05_05), HolidaySubstitution(1991_05_10, for: 1991_05_12),
          HolidaySubstitution(1994_03_07, for: 1994_03_05), HolidaySubstitution(1995_05_08, for: 1995_05_06),
          HolidaySubstitution(1995_11_06, for: 1995_11_04), HolidaySubstitution(1995_12_11, for: 1995_12_09),
          HolidaySubstitution(1996_05_03, for: 1996_05_05), HolidaySubstitution(1996_05_10, for: 1996_05_12),
          HolidaySubstitution(1996_07_03, for: 1996_12_14), HolidaySubstitution(1996_11_08, for: 1996_11_10),
          HolidaySubstitution(1996_12_13, for: 1996_12_15), HolidaySubstitution(1997_01_03, for: 1997_01_05),
          HolidaySubstitution(1997_06_13, for: 1997_06_15), HolidaySubstitution(1999_01_08, for: 1999_01_10),
          HolidaySubstitution(2000_05_08, for: 2000_05_06), HolidaySubstitution(2000_11_06, for: 2000_11_04),
          HolidaySubstitution(2000_12_11, for: 2000_12_09), HolidaySubstitution(2001_03_09, for: 2001_03_11),
          HolidaySubstitution(2001_04_30, for: 2001_04_28), HolidaySubstitution(2001_06_11, for: 2001_06_09),
          HolidaySubstitution(2001_12_31, for: 2001_12_29), HolidaySubstitution(2002_05_03, for: 2002_04_27),
          HolidaySubstitution(2002_05_10, for: 2002_05_18), HolidaySubstitution(2002_11_08, for: 2002_11_10),
          HolidaySubstitution(2002_12_13, for: 2002_12_15), HolidaySubstitution(2003_01_03, for: 2003_01_04),
          HolidaySubstitution(2003_01_06, for: 2003_01_05), HolidaySubstitution(2003_06_13, for: 2003_06_21),
          HolidaySubstitution(2005_03_07, for: 2005_03_05), HolidaySubstitution(2005_05_10, for: 2005_05_14),
          HolidaySubstitution(2006_02_24, for: 2006_02_26), HolidaySubstitution(2006_05_08, for: 2006_05_06),
          HolidaySubstitution(2007_04_30, for: 2007_04_28), HolidaySubstitution(2007_06_11, for: 2007_06_09),
          HolidaySubstitution(2007_12_31, for: 2007_12_29), HolidaySubstitution(2008_05_02, for: 2008_05_04),
          HolidaySubstitution(2008_06_13, for: 2008_06_07), HolidaySubstitution(2008_11_03, for: 2008_11_01),
          HolidaySubstitution(2009_01_09, for: 2009_01_11), HolidaySubstitution(2010_02_22, for: 2010_02_27),
          HolidaySubstitution(2010_11_05, for: 2010_11_13), HolidaySubstitution(2011_03_07, for: 2011_03_05),
          HolidaySubstitution(2012_03_09, for: 2012_03_11), HolidaySubstitution(2012_04_30, for: 2012_04_28),
          HolidaySubstitution(2012_05_07, for: 2012_05_05), HolidaySubstitution(2012_05_08, for: 2012_05_12),
          HolidaySubstitution(2012_06_11, for: 2012_06_09), HolidaySubstitution(2012_12_31, for: 2012_12_29),
          HolidaySubstitution(2013_05_02, for: 2013_01_05), HolidaySubstitution(2013_05_03, for: 2013_01_06),
          HolidaySubstitution(2013_05_10, for: 2013_02_23), HolidaySubstitution(2014_05_02, for: 2014_01_04),
          HolidaySubstitution(2014_06_13, for: 2014_01_05), HolidaySubstitution(2014_11_03, for: 2014_02_23),
          HolidaySubstitution(2015_01_09, for: 2015_01_03), HolidaySubstitution(2015_05_04, for: 2015_01_04),
          HolidaySubstitution(2016_02_22, for: 2016_02_20), HolidaySubstitution(2016_03_07, for: 2016_01_02),
          HolidaySubstitution(2016_05_03, for: 2016_01_03), HolidaySubstitution(2017_02_24, for: 2017_01_01),
          HolidaySubstitution(2017_05_08, for: 2017_01_07), HolidaySubstitution(2018_03_09, for: 2018_01_06),
          HolidaySubstitution(2018_04_30, for: 2018_04_28), HolidaySubstitution(2018_05_02, for: 2018_01_07),
          HolidaySubstitution(2018_06_11, for: 2018_06_09), HolidaySubstitution(2018_12_31, for: 2018_12_29),
          HolidaySubstitution(2019_05_02, for: 2019_01_05), HolidaySubstitution(2019_05_03, for: 2019_01_06),
          HolidaySubstitution(2019_05_10, for: 2019_02_23), HolidaySubstitution(2020_05_04, for: 2020_01_04),
          HolidaySubstitution(2020_05_05, for: 2020_01_05), HolidaySubstitution(2021_11_05, for: 2021_01_02),
          HolidaySubstitution(2021_02_22, for: 2021_02_20), HolidaySubstitution(2021_12_31, for: 2021_01_03),
          HolidaySubstitution(2022_03_07, for: 2022_03_05), HolidaySubstitution(2022_05_03, for: 2022_01_01),
          HolidaySubstitution(2022_05_10, for: 2022_01_02), HolidaySubstitution(2023_02_24, for: 2023_01_01),
          HolidaySubstitution(2023_05_08, for: 2023_01_08), HolidaySubstitution(2024_04_29, for: 2024_04_27),
          HolidaySubstitution(2024_04_30, for: 2024_11_02), HolidaySubstitution(2024_05_10, for: 2024_01_06),
          HolidaySubstitution(2024_12_30, for: 2024_12_28), HolidaySubstitution(2024_12_31, for: 2024_01_07),
          HolidaySubstitution(2025_05_02, for: 2025_01_04), HolidaySubstitution(2025_05_08, for: 2025_02_23),
          HolidaySubstitution(2025_06_13, for: 2025_03_08), HolidaySubstitution(2025_11_03, for: 2025_11_01),
          HolidaySubstitution(2025_12_31, for: 2025_01_05), HolidaySubstitution(2026_01_09, for: 2026_01_03),
          HolidaySubstitution(2026_12_31, for: 2026_01_04), HolidaySubstitution(2027_02_22, for: 2027_02_20),
          HolidaySubstitution(2027_11_05, for: 2027_01_02), HolidaySubstitution(2027_12_31, for: 2027_01_03),
        ])),
    ],
    substitutedDayName: HolidayName("Выходной (перенесено с %s)", "Day off (substituted from %s)"),
    substitutedDateFormat: HolidayName("%d.%m.%Y", "%m/%d/%Y")
  )
}

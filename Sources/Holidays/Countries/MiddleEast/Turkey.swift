// Turkey: Ulusal Bayram ve Genel Tatiller Hakkında Kanun (Law 2739 of 27 May 1935, as amended: Law 2429 of
// 1981 for the names and days from 1981, Law 5892 of 2009 for Labour and Solidarity Day, Law 6752 of 2016
// for Democracy and National Unity Day); the Council of Ministers' decision for 31 December 1999; the
// Presidency of Religious Affairs' (Diyanet) calendar for the days of the two bayrams.

import CalendarCore

extension HolidayCountry {
  /// Turkey's national holidays and general holidays (`public`).
  ///
  /// Ramazan Bayramı (three days) and Kurban Bayramı (four) begin on 1 Shawwal and 10 Dhu al-Hijjah as
  /// Diyanet's calendar gives them, a list published to 2032 (`turkishRamadanFeasts`, `turkishSacrificeFeasts`);
  /// after, the Umm al-Qura calendar's days, named estimated as python-holidays names them.
  package static let turkey = HolidayCountry(
    code: "TR", name: "Turkey", languages: ["tr", "en_US"], firstYear: 1936,
    rules: [
      HolidayRule(HolidayName("Yılbaşı", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(
        HolidayName("Ulusal Egemenlik Bayramı", "National Sovereignty Day"),
        .fixed(month: 4, day: 23), years: 1936...1980),
      HolidayRule(
        HolidayName("Ulusal Egemenlik ve Çocuk Bayramı", "National Sovereignty and Children's Day"),
        .fixed(month: 4, day: 23),
        years: 1981...9999),
      HolidayRule(HolidayName("Bahar Bayramı", "Spring Day"), .fixed(month: 5, day: 1), years: 1936...1980),
      HolidayRule(
        HolidayName("Emek ve Dayanışma Günü", "Labor and Solidarity Day"),
        .fixed(month: 5, day: 1), years: 2009...9999),
      HolidayRule(
        HolidayName("Gençlik ve Spor Bayramı", "Youth and Sports Day"), .fixed(month: 5, day: 19), years: 1936...1980),
      HolidayRule(
        HolidayName("Atatürk'ü Anma, Gençlik ve Spor Bayramı", "Commemoration of Atatürk, Youth and Sports Day"),
        .fixed(month: 5, day: 19), years: 1981...9999),
      HolidayRule(
        HolidayName("Hürriyet ve Anayasa Bayramı", "Freedom and Constitution Day"),
        .fixed(month: 5, day: 27), years: 1963...1980),
      HolidayRule(
        HolidayName("Demokrasi ve Millî Birlik Günü", "Democracy and National Unity Day"),
        .fixed(month: 7, day: 15), years: 2017...9999),
      HolidayRule(HolidayName("Zafer Bayramı", "Victory Day"), .fixed(month: 8, day: 30)),
      HolidayRule(HolidayName("Cumhuriyet Bayramı", "Republic Day"), .fixed(month: 10, day: 29)),
      HolidayRule(HolidayName("Cumhuriyet Bayramı", "Republic Day"), .fixed(month: 10, day: 30), years: 1936...1980),
      HolidayRule(HolidayName("Genel tati̇l", "Public Holiday"), .dates([1999_12_31])),
      HolidayRule(HolidayName("Ramazan Bayramı", "Eid al-Fitr"), .dates(turkishRamadanFeasts)),
      HolidayRule(HolidayName("Ramazan Bayramı", "Eid al-Fitr"), .dates(turkishRamadanFeasts), offset: 1),
      HolidayRule(HolidayName("Ramazan Bayramı", "Eid al-Fitr"), .dates(turkishRamadanFeasts), offset: 2),
      HolidayRule(HolidayName("Kurban Bayramı", "Eid al-Adha"), .dates(turkishSacrificeFeasts)),
      HolidayRule(HolidayName("Kurban Bayramı", "Eid al-Adha"), .dates(turkishSacrificeFeasts), offset: 1),
      HolidayRule(HolidayName("Kurban Bayramı", "Eid al-Adha"), .dates(turkishSacrificeFeasts), offset: 2),
      HolidayRule(HolidayName("Kurban Bayramı", "Eid al-Adha"), .dates(turkishSacrificeFeasts), offset: 3),
      HolidayRule(
        HolidayName("Ramazan Bayramı (tahmini)", "Eid al-Fitr (estimated)"), .calendar(.islamic, month: 10, day: 1),
        years: 2033...9999),
      HolidayRule(
        HolidayName("Ramazan Bayramı (tahmini)", "Eid al-Fitr (estimated)"), .calendar(.islamic, month: 10, day: 1),
        offset: 1, years: 2033...9999),
      HolidayRule(
        HolidayName("Ramazan Bayramı (tahmini)", "Eid al-Fitr (estimated)"), .calendar(.islamic, month: 10, day: 1),
        offset: 2, years: 2033...9999),
      HolidayRule(
        HolidayName("Kurban Bayramı (tahmini)", "Eid al-Adha (estimated)"), .calendar(.islamic, month: 12, day: 10),
        years: 2033...9999),
      HolidayRule(
        HolidayName("Kurban Bayramı (tahmini)", "Eid al-Adha (estimated)"), .calendar(.islamic, month: 12, day: 10),
        offset: 1, years: 2033...9999),
      HolidayRule(
        HolidayName("Kurban Bayramı (tahmini)", "Eid al-Adha (estimated)"), .calendar(.islamic, month: 12, day: 10),
        offset: 2, years: 2033...9999),
      HolidayRule(
        HolidayName("Kurban Bayramı (tahmini)", "Eid al-Adha (estimated)"), .calendar(.islamic, month: 12, day: 10),
        offset: 3, years: 2033...9999),
    ]
  )

  /// The first days of Ramazan Bayramı (1 Shawwal) by Diyanet's calendar, 1936-2032.
  static let turkishRamadanFeasts = [
    1936_12_15, 1937_12_04, 1938_11_23, 1939_11_13, 1940_11_01, 1941_10_22, 1942_10_12, 1943_10_01, 1944_09_19,
    1945_09_08, 1946_08_29, 1947_08_18, 1948_08_06, 1949_07_27, 1950_07_16, 1951_07_06, 1952_06_24, 1953_06_13,
    1954_06_02, 1955_05_23, 1956_05_12, 1957_05_01, 1958_04_20, 1959_04_09, 1960_03_29, 1961_03_18, 1962_03_08,
    1963_02_25, 1964_02_15, 1965_02_03, 1966_01_23, 1967_01_12, 1968_01_01, 1968_12_21, 1969_12_11, 1970_12_01,
    1971_11_20, 1972_11_08, 1973_10_28, 1974_10_17, 1975_10_06, 1976_09_25, 1977_09_15, 1978_09_04, 1979_08_24,
    1980_08_12, 1981_08_01, 1982_07_22, 1983_07_12, 1984_06_30, 1985_06_20, 1986_06_09, 1987_05_29, 1988_05_17,
    1989_05_06, 1990_04_26, 1991_04_16, 1992_04_04, 1993_03_24, 1994_03_13, 1995_03_03, 1996_02_20, 1997_02_09,
    1998_01_29, 1999_01_19, 2000_01_08, 2000_12_27, 2001_12_16, 2002_12_05, 2003_11_25, 2004_11_14, 2005_11_03,
    2006_10_23, 2007_10_12, 2008_09_30, 2009_09_20, 2010_09_09, 2011_08_30, 2012_08_19, 2013_08_08, 2014_07_28,
    2015_07_17, 2016_07_05, 2017_06_25, 2018_06_15, 2019_06_04, 2020_05_24, 2021_05_13, 2022_05_02, 2023_04_21,
    2024_04_10, 2025_03_30, 2026_03_20, 2027_03_09, 2028_02_26, 2029_02_14, 2030_02_04, 2031_01_24, 2032_01_14,
  ]

  /// The first days of Kurban Bayramı (10 Dhu al-Hijjah) by Diyanet's calendar, 1936-2032.
  static let turkishSacrificeFeasts = [
    1936_03_04, 1937_02_22, 1938_02_11, 1939_01_31, 1940_01_20, 1941_01_08, 1941_12_29, 1942_12_18, 1943_12_08,
    1944_11_26, 1945_11_15, 1946_11_04, 1947_10_25, 1948_10_13, 1949_10_03, 1950_09_23, 1951_09_12, 1952_08_31,
    1953_08_20, 1954_08_09, 1955_07_30, 1956_07_19, 1957_07_08, 1958_06_28, 1959_06_17, 1960_06_05, 1961_05_25,
    1962_05_14, 1963_05_04, 1964_04_23, 1965_04_12, 1966_04_01, 1967_03_21, 1968_03_10, 1969_02_27, 1970_02_17,
    1971_02_06, 1972_01_27, 1973_01_15, 1974_01_04, 1974_12_24, 1975_12_13, 1976_12_02, 1977_11_22, 1978_11_11,
    1979_10_31, 1980_10_19, 1981_10_08, 1982_09_27, 1983_09_17, 1984_09_06, 1985_08_26, 1986_08_16, 1987_08_05,
    1988_07_24, 1989_07_13, 1990_07_03, 1991_06_23, 1992_06_11, 1993_06_01, 1994_05_21, 1995_05_10, 1996_04_28,
    1997_04_18, 1998_04_07, 1999_03_28, 2000_03_16, 2001_03_05, 2002_02_22, 2003_02_11, 2004_02_01, 2005_01_20,
    2006_01_10, 2006_12_31, 2007_12_20, 2008_12_08, 2009_11_27, 2010_11_16, 2011_11_06, 2012_10_25, 2013_10_15,
    2014_10_04, 2015_09_24, 2016_09_12, 2017_09_01, 2018_08_21, 2019_08_11, 2020_07_31, 2021_07_20, 2022_07_09,
    2023_06_28, 2024_06_16, 2025_06_06, 2026_05_27, 2027_05_16, 2028_05_05, 2029_04_24, 2030_04_13, 2031_04_02,
    2032_03_22,
  ]
}

// Indonesia: the presidential decrees on national holidays (Keputusan Presiden No. 24/1953, 21/1963,
// 251/1967, 148/1968, 10/1971, 3/1983, 19/2002, 24/2013, 24/2016, 8/2024), the yearly joint decrees of
// three ministers that fix the days of the religious holidays, and the decrees that made election days
// holidays.

import CalendarCore

extension HolidayCountry {
  /// Indonesia's national holidays (`public`) and the joint holidays of civil servants (`government`).
  ///
  /// The days of the Islamic holidays, Vesak, Nyepi and (to 2027) the Lunar New Year are those the
  /// government announces (`Indonesia+Dates.swift`); the years it has not announced are estimates, named
  /// so. Indonesia moves no holiday off a weekend.
  package static let indonesia = HolidayCountry(
    code: "ID", name: "Indonesia", languages: ["id", "en_US"], categories: ["public", "government"], firstYear: 1946,
    rules: [
      HolidayRule(HolidayName("Tahun Baru Masehi", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Tahun Baru Imlek", "Lunar New Year"), .dates(indonesianLunarNewYear)),
      HolidayRule(
        HolidayName("Tahun Baru Imlek (perkiraan)", "Lunar New Year (estimated)"),
        .calendar(.chinese, month: 1, day: 1),
        years: 2028...9999),
      HolidayRule(HolidayName("Isra Mikraj Nabi Muhammad", "Isra' and Mi'raj"), .dates(indonesianIsraAndMiraj)),
      HolidayRule(
        HolidayName("Isra Mikraj Nabi Muhammad (perkiraan)", "Isra' and Mi'raj (estimated)"),
        .dates(indonesianIsraAndMirajEstimated)),
      HolidayRule(HolidayName("Hari Suci Nyepi", "Day of Silence"), .dates(indonesianNyepi)),
      HolidayRule(HolidayName("Wafat Yesus Kristus", "Good Friday"), .easter(-2), years: 1953...1963),
      HolidayRule(HolidayName("Wafat Yesus Kristus", "Good Friday"), .easter(-2), years: 1971...9999),
      HolidayRule(HolidayName("Kebangkitan Yesus Kristus", "Easter Sunday"), .easter(0), years: 2024...9999),
      HolidayRule(HolidayName("Hari kedua Paskah", "Easter Monday"), .easter(1), years: 1953...1963),
      HolidayRule(
        HolidayName("Hari Buruh Internasional", "International Labor Day"), .fixed(month: 5, day: 1), years: 1953...1967
      ),
      HolidayRule(
        HolidayName("Hari Buruh Internasional", "International Labor Day"), .fixed(month: 5, day: 1), years: 2014...9999
      ),
      HolidayRule(HolidayName("Hari Raya Waisak", "Vesak Day"), .dates(indonesianVesak)),
      // Vesak Day: the full moon of the fourth Chinese month, in the years not yet announced.
      HolidayRule(
        HolidayName("Hari Raya Waisak (perkiraan)", "Vesak Day (estimated)"), .calendar(.chinese, month: 4, day: 15),
        years: 2028...9999),
      HolidayRule(HolidayName("Kenaikan Yesus Kristus", "Ascension Day"), .easter(39), years: 1953...1963),
      HolidayRule(HolidayName("Kenaikan Yesus Kristus", "Ascension Day"), .easter(39), years: 1968...9999),
      HolidayRule(HolidayName("Hari kedua Pentakosta", "Pentecost Monday"), .easter(50), years: 1953...1963),
      HolidayRule(HolidayName("Hari Lahir Pancasila", "Pancasila Day"), .fixed(month: 6, day: 1), years: 2016...9999),
      HolidayRule(
        HolidayName("Nuzululqur'an (perkiraan)", "Nuzul Al Quran (estimated)"), .dates(indonesianNuzulAlQuranEstimated)),
      HolidayRule(HolidayName("Hari Raya Idul Fitri", "Eid al-Fitr"), .dates(indonesianEidAlFitr)),
      HolidayRule(
        HolidayName("Hari Raya Idul Fitri (perkiraan)", "Eid al-Fitr (estimated)"), .dates(indonesianEidAlFitrEstimated)
      ),
      HolidayRule(
        HolidayName("Hari kedua dari Hari Raya Idul Fitri", "Eid al-Fitr Second Day"), .dates(indonesianEidAlFitr),
        offset: 1),
      HolidayRule(
        HolidayName("Hari kedua dari Hari Raya Idul Fitri (perkiraan)", "Eid al-Fitr Second Day (estimated)"),
        .dates(indonesianEidAlFitrEstimated), offset: 1),
      HolidayRule(HolidayName("Hari Raya Idul Adha", "Eid al-Adha"), .dates(indonesianEidAlAdha)),
      HolidayRule(
        HolidayName("Hari Raya Idul Adha (perkiraan)", "Eid al-Adha (estimated)"), .dates(indonesianEidAlAdhaEstimated)),
      HolidayRule(HolidayName("Tahun Baru Islam", "Islamic New Year"), .dates(indonesianIslamicNewYear)),
      HolidayRule(
        HolidayName("Tahun Baru Islam (perkiraan)", "Islamic New Year (estimated)"),
        .dates(indonesianIslamicNewYearEstimated)),
      HolidayRule(HolidayName("Mikraj Santa Maria", "Assumption Day"), .fixed(month: 8, day: 15), years: 1968...1970),
      HolidayRule(HolidayName("Hari Kemerdekaan Republik Indonesia", "Independence Day"), .fixed(month: 8, day: 17)),
      HolidayRule(HolidayName("Maulid Nabi Muhammad", "Prophet's Birthday"), .dates(indonesianMawlid)),
      HolidayRule(
        HolidayName("Maulid Nabi Muhammad (perkiraan)", "Prophet's Birthday (estimated)"),
        .dates(indonesianMawlidEstimated)),
      HolidayRule(
        HolidayName("Hari Angkatan Perang", "Armed Forces Day"), .fixed(month: 10, day: 5), years: 1946...1952),
      HolidayRule(HolidayName("Hari Pahlawan", "Heroes' Day"), .fixed(month: 11, day: 10), years: 1946...1952),
      HolidayRule(HolidayName("Hari Raya Natal", "Christmas Day"), .fixed(month: 12, day: 25), years: 1953...9999),
      // Election days, each made a holiday by a decree of its own.
      HolidayRule(
        HolidayName("Hari Pemilihan Legislatif", "Legislative Election Day"),
        .dates([1999_06_07, 2004_04_05, 2009_04_09, 2014_04_09])),
      HolidayRule(
        HolidayName("Hari Pemilihan Presiden", "Presidential Election Day"),
        .dates([2004_07_05, 2004_09_20, 2009_07_08, 2014_07_09])),
      HolidayRule(HolidayName("Hari Pemilihan Umum", "General Election Day"), .dates([2019_04_17, 2024_02_14])),
      HolidayRule(
        HolidayName("Hari Pemilihan Kepala Daerah", "Local Election Day"),
        .dates([2015_12_09, 2017_02_15, 2018_06_27, 2020_12_09, 2024_11_27])),
      // Eid al-Fitr of 14 November 2004, a Sunday, given on 16 November as well.
      HolidayRule(HolidayName("Pegangti Hari Raya Idul Fitri", "Eid al-Fitr (observed)"), .dates([2004_11_16])),
      // Joint holidays (cuti bersama, from 2002): days off for civil servants next to the holidays, by the
      // yearly joint decree.
      HolidayRule(
        HolidayName("Cuti Bersama Hari Raya Idul Fitri", "Eid al-Fitr Joint Holiday"),
        .dates(indonesianEidAlFitrJointHolidays),
        category: "government"),
      HolidayRule(
        HolidayName("Cuti Bersama Hari Raya Natal", "Christmas Joint Holiday"),
        .dates(indonesianChristmasJointHolidays),
        category: "government"),
      HolidayRule(
        HolidayName("Cuti Bersama Hari Suci Nyepi", "Day of Silence Joint Holiday"),
        .dates(indonesianNyepiJointHolidays),
        category: "government"),
      HolidayRule(
        HolidayName("Cuti Bersama Kenaikan Yesus Kristus", "Ascension Joint Holiday"),
        .dates(indonesianAscensionJointHolidays),
        category: "government"),
      HolidayRule(
        HolidayName("Cuti Bersama Hari Kemerdekaan Republik Indonesia", "Independence Day Joint Holiday"),
        .dates(indonesianIndependenceDayJointHolidays),
        category: "government"),
      HolidayRule(
        HolidayName("Cuti Bersama Tahun Baru Masehi", "New Year's Joint Holiday"),
        .dates(indonesianNewYearJointHolidays),
        category: "government"),
      HolidayRule(
        HolidayName("Cuti Bersama Tahun Baru Islam", "Islamic New Year Joint Holiday"),
        .dates(indonesianIslamicNewYearJointHolidays),
        category: "government"),
      HolidayRule(
        HolidayName("Cuti Bersama Hari Raya Waisak", "Vesak Joint Holiday"), .dates(indonesianVesakJointHolidays),
        category: "government"),
      HolidayRule(
        HolidayName("Cuti Bersama Hari Raya Idul Adha", "Eid al-Adha Joint Holiday"),
        .dates(indonesianEidAlAdhaJointHolidays),
        category: "government"),
      HolidayRule(
        HolidayName("Cuti Bersama Maulid Nabi Muhammad", "Prophet's Birthday Joint Holiday"),
        .dates(indonesianMawlidJointHolidays),
        category: "government"),
      // The Eid al-Fitr joint holiday of 2020, moved to 31 December.
      HolidayRule(
        HolidayName("Pegangti Cuti Bersama Hari Raya Idul Fitri", "Eid al-Fitr Joint Holiday (observed)"),
        .dates([2020_12_31]), category: "government"),
      HolidayRule(
        HolidayName("Cuti Bersama Tahun Baru Imlek", "Lunar New Year Joint Holiday"),
        .dates(indonesianLunarNewYearJointHolidays),
        category: "government"),
      HolidayRule(
        HolidayName("Cuti Bersama Wafat Yesus Kristus", "Good Friday Joint Holiday"),
        .dates(indonesianGoodFridayJointHolidays),
        category: "government"),
    ]
  )

  /// The Lunar New Year's days the government announced, 2003-2027 (the Monday after it when it fell on
  /// a Sunday in 2006, 2007, 2010 and 2013).
  static let indonesianLunarNewYear: [Int] = [
    2003_02_01, 2004_01_22, 2005_02_09, 2006_01_30, 2007_02_19, 2008_02_07, 2009_01_26, 2010_02_15,
    2011_02_03, 2012_01_23, 2013_02_11, 2014_01_31, 2015_02_19, 2016_02_08, 2017_01_28, 2018_02_16,
    2019_02_05, 2020_01_25, 2021_02_12, 2022_02_01, 2023_01_22, 2024_02_10, 2025_01_29, 2026_02_17,
    2027_02_06,
  ]
}

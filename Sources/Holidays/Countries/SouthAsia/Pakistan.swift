// Pakistan: the Cabinet Division's notifications of public holidays under the Negotiable Instruments Act,
// 1881, section 25, with the years each day was added or dropped (Pakistan Day from 1956, Labour Day 1972,
// Kashmir Solidarity Day 1990, Iqbal Day dropped in 2015 and restored in 2022, Youm-e-Takbeer 2024); the
// Central Ruet-e-Hilal Committee's sighting of the Islamic months, after which the Cabinet Division and the
// State Bank of Pakistan announce the Eid and Muharram days year by year, and their one-off days.

import CalendarCore

extension HolidayCountry {
  /// Pakistan's public holidays (`public`).
  ///
  /// The Islamic holidays are the days announced, 2005-2026 (`pakistaniEidAlFitr` and the lists after it), each
  /// Eid of three days save where the notification gave two; for other years they are estimated as the day after
  /// the Umm al-Qura calendar's, Pakistan's sighting usually falling a day later, named so as python-holidays
  /// names them. The weekend is Saturday and Sunday (Friday from 1977 until 1997); Pakistan moves no holiday off it.
  package static let pakistan = HolidayCountry(
    code: "PK", name: "Pakistan", languages: ["ur_PK", "en_PK", "en_US"], firstYear: 1948,
    rules: [
      HolidayRule(
        HolidayName("یوم یکجہتی کشمیر", "Kashmir Solidarity Day", "Kashmir Solidarity Day"), .fixed(month: 2, day: 5),
        years: 1990...9999),
      HolidayRule(
        HolidayName("یوم پاکستان", "Pakistan Day", "Pakistan Day"), .fixed(month: 3, day: 23), years: 1956...9999),
      HolidayRule(HolidayName("یوم مزدور", "Labour Day", "Labor Day"), .fixed(month: 5, day: 1), years: 1972...9999),
      HolidayRule(
        HolidayName("یوم تکبیر", "Youm-e-Takbeer", "Youm-e-Takbeer"), .fixed(month: 5, day: 28), years: 2024...9999),
      HolidayRule(HolidayName("یوم آزادی", "Independence Day", "Independence Day"), .fixed(month: 8, day: 14)),
      HolidayRule(iqbalDay, .fixed(month: 11, day: 9), years: 1...2014),
      HolidayRule(iqbalDay, .fixed(month: 11, day: 9), years: 2022...9999),
      HolidayRule(HolidayName("یوم قائداعظم", "Quaid-e-Azam Day", "Quaid-e-Azam Day"), .fixed(month: 12, day: 25)),
      // Eid-ul-Fitr: three days, two in 2008 and one in 2026.
      HolidayRule(pakistaniFitr, .dates(pakistaniEidAlFitr)),
      HolidayRule(pakistaniFitr, .dates(pakistaniEidAlFitr), offset: 1, years: 1...2025),
      HolidayRule(pakistaniFitr, .dates(pakistaniEidAlFitr), offset: 2, years: 1...2007),
      HolidayRule(pakistaniFitr, .dates(pakistaniEidAlFitr), offset: 2, years: 2009...2025),
      HolidayRule(pakistaniFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 1, years: 1...2004),
      HolidayRule(pakistaniFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 2, years: 1...2004),
      HolidayRule(pakistaniFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 3, years: 1...2004),
      HolidayRule(pakistaniFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 1, years: 2027...9999),
      HolidayRule(pakistaniFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 2, years: 2027...9999),
      HolidayRule(pakistaniFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 3, years: 2027...9999),
      // Eid-ul-Adha: three days, two in 2008, 2011, 2018, 2021 and 2026.
      HolidayRule(pakistaniAdha, .dates(pakistaniEidAlAdha)),
      HolidayRule(pakistaniAdha, .dates(pakistaniEidAlAdha), offset: 1),
      HolidayRule(pakistaniAdha, .dates(pakistaniEidAlAdha), offset: 2, years: 1...2007),
      HolidayRule(pakistaniAdha, .dates(pakistaniEidAlAdha), offset: 2, years: 2009...2010),
      HolidayRule(pakistaniAdha, .dates(pakistaniEidAlAdha), offset: 2, years: 2012...2017),
      HolidayRule(pakistaniAdha, .dates(pakistaniEidAlAdha), offset: 2, years: 2019...2020),
      HolidayRule(pakistaniAdha, .dates(pakistaniEidAlAdha), offset: 2, years: 2022...2025),
      HolidayRule(pakistaniAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 1, years: 1...2004),
      HolidayRule(pakistaniAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 2, years: 1...2004),
      HolidayRule(pakistaniAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 3, years: 1...2004),
      HolidayRule(pakistaniAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 1, years: 2027...9999),
      HolidayRule(pakistaniAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 2, years: 2027...9999),
      HolidayRule(pakistaniAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 3, years: 2027...9999),
      HolidayRule(pakistaniMawlid, .dates(pakistaniMawlidDays)),
      HolidayRule(pakistaniMawlidEstimated, .calendar(.islamic, month: 3, day: 12), offset: 1, years: 1...2004),
      HolidayRule(pakistaniMawlidEstimated, .calendar(.islamic, month: 3, day: 12), offset: 1, years: 2027...9999),
      // Ashura, 9 and 10 Muharram.
      HolidayRule(pakistaniAshura, .dates(pakistaniAshuraDays), offset: -1),
      HolidayRule(pakistaniAshura, .dates(pakistaniAshuraDays)),
      HolidayRule(pakistaniAshuraEstimated, .calendar(.islamic, month: 1, day: 10), years: 1...2004),
      HolidayRule(pakistaniAshuraEstimated, .calendar(.islamic, month: 1, day: 10), offset: 1, years: 1...2004),
      HolidayRule(pakistaniAshuraEstimated, .calendar(.islamic, month: 1, day: 10), years: 2027...9999),
      HolidayRule(pakistaniAshuraEstimated, .calendar(.islamic, month: 1, day: 10), offset: 1, years: 2027...9999),
      // Days the Cabinet Division added to an Eid.
      HolidayRule(
        pakistaniFitr,
        .dates([
          2007_10_16, 2008_10_01, 2010_09_13, 2011_09_03, 2014_08_01, 2015_07_20, 2015_07_21, 2016_07_05, 2018_06_15,
          2019_06_04, 2020_05_22, 2020_05_23, 2020_05_27, 2021_05_10, 2021_05_11, 2021_05_12, 2022_05_02, 2023_04_21,
          2023_04_25, 2026_03_20,
        ])),
      HolidayRule(
        pakistaniAdha,
        .dates([
          2008_12_08, 2009_11_27, 2012_10_29, 2013_10_18, 2017_09_01, 2018_08_21, 2019_08_15, 2021_07_20, 2022_07_08,
          2022_07_09, 2023_06_28, 2025_06_06, 2026_05_26,
        ])),
      // General elections, the day of mourning after Benazir Bhutto's assassination, and the day of
      // protest of 21 September 2012.
      HolidayRule(
        HolidayName("عام انتخابات کا دن", "General Election Day", "General Election Day"),
        .dates([2008_02_18, 2018_07_25, 2024_02_08])),
      HolidayRule(
        HolidayName("بینظیر بھٹو کا یوم شہادت", "Benazir Bhutto's Martyrdom Day", "Benazir Bhutto's Martyrdom Day"),
        .dates([2008_12_27])),
      HolidayRule(
        HolidayName("یوم عشق رسول", "Youm-e-Ishq-e-Rasool", "Love for the Prophet Day"), .dates([2012_09_21])),
    ]
  )

  /// The first days of Eid-ul-Fitr (1 Shawwal) announced.
  static let pakistaniEidAlFitr: [Int] = [
    2005_11_04, 2006_10_24, 2007_10_13, 2008_10_02, 2009_09_21, 2010_09_10, 2011_08_31, 2012_08_20, 2013_08_08,
    2014_07_29, 2015_07_17, 2016_07_06, 2017_06_26, 2018_06_16, 2019_06_05, 2020_05_24, 2021_05_13, 2022_05_03,
    2023_04_22, 2024_04_10, 2025_03_31, 2026_03_21,
  ]

  /// The first days of Eid-ul-Adha (10 Dhu al-Hijjah) announced.
  static let pakistaniEidAlAdha: [Int] = [
    2005_01_21, 2006_01_10, 2006_12_31, 2007_12_20, 2008_12_09, 2009_11_28, 2010_11_17, 2011_11_07, 2012_10_26,
    2013_10_15, 2014_10_06, 2015_09_24, 2016_09_12, 2017_09_02, 2018_08_22, 2019_08_12, 2020_07_31, 2021_07_21,
    2022_07_10, 2023_06_29, 2024_06_17, 2025_06_07, 2026_05_27,
  ]

  /// The days of Eid Milad-un-Nabi (12 Rabi' al-Awwal) announced.
  static let pakistaniMawlidDays: [Int] = [
    2005_04_22, 2006_04_11, 2007_04_01, 2008_03_21, 2009_03_10, 2010_02_27, 2011_02_16, 2012_02_05, 2013_01_25,
    2014_01_14, 2015_01_04, 2015_12_24, 2016_12_12, 2017_12_01, 2018_11_21, 2019_11_10, 2020_10_30, 2021_10_19,
    2022_10_09, 2023_09_29, 2024_09_17, 2025_09_06, 2026_08_26,
  ]

  /// The days of Ashura (10 Muharram) announced; the day before is a holiday too.
  static let pakistaniAshuraDays: [Int] = [
    2005_02_18, 2006_02_08, 2007_01_30, 2008_01_20, 2009_01_08, 2009_12_28, 2010_12_17, 2011_12_06, 2012_11_25,
    2013_11_15, 2014_11_04, 2015_10_24, 2016_10_12, 2017_10_01, 2018_09_21, 2019_09_10, 2020_08_30, 2021_08_19,
    2022_08_09, 2023_07_29, 2024_07_17, 2025_07_06, 2026_06_26,
  ]

  /// Iqbal Day, the poet's birthday.
  private static let iqbalDay = HolidayName("یوم اقبال", "Iqbal Day", "Iqbal Day")
  /// Eid-ul-Fitr.
  private static let pakistaniFitr = HolidayName("عید الفطر", "Eid-ul-Fitr", "Eid al-Fitr")
  /// Eid-ul-Fitr, on a day estimated.
  private static let pakistaniFitrEstimated = HolidayName(
    "عید الفطر (اندازاً)", "Eid-ul-Fitr (estimated)", "Eid al-Fitr (estimated)")
  /// Eid-ul-Adha.
  private static let pakistaniAdha = HolidayName("عید الاضحی", "Eid-ul-Adha", "Eid al-Adha")
  /// Eid-ul-Adha, on a day estimated.
  private static let pakistaniAdhaEstimated = HolidayName(
    "عید الاضحی (اندازاً)", "Eid-ul-Adha (estimated)", "Eid al-Adha (estimated)")
  /// Eid Milad-un-Nabi, the Prophet's birthday.
  private static let pakistaniMawlid = HolidayName("عید میلاد النبی", "Eid Milad-un-Nabi", "Prophet's Birthday")
  /// Eid Milad-un-Nabi, on a day estimated.
  private static let pakistaniMawlidEstimated = HolidayName(
    "عید میلاد النبی (اندازاً)", "Eid Milad-un-Nabi (estimated)", "Prophet's Birthday (estimated)")
  /// Ashura.
  private static let pakistaniAshura = HolidayName("عاشورہ", "Ashura", "Ashura")
  /// Ashura, on a day estimated.
  private static let pakistaniAshuraEstimated = HolidayName(
    "عاشورہ (اندازاً)", "Ashura (estimated)", "Ashura (estimated)")
}

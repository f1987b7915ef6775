// The United Arab Emirates: Federal Law No. 8 of 1980 on labour relations, article 74, and from 2022 Federal
// Decree-Law No. 33 of 2021, article 28, with the Cabinet's resolutions on official holidays (No. 27 of 2024
// among them), which since 2017 announce the days of the Islamic holidays year by year; Commemoration Day
// (يوم الشهيد, from 2015); the Cabinet's one-off days.

import CalendarCore

extension HolidayCountry {
  /// The Emirates' official holidays (`public`), the federal government's added days (`government`), and
  /// days given to those who take part (`optional`).
  ///
  /// The Islamic holidays are the days the Cabinet announced, 2017-2026, by the sighting committee's
  /// reports, which agreed with the Umm al-Qura calendar in most years; for other years they are the Umm
  /// al-Qura calendar's days, named estimated as python-holidays names them. The weekend was Thursday and
  /// Friday until 31 August 2006, Friday and Saturday from 1 September 2006, and Saturday and Sunday (with a
  /// half day on Friday for the federal government) from 1 January 2022. The Emirates move no holiday off it.
  package static let unitedArabEmirates = HolidayCountry(
    code: "AE", name: "United Arab Emirates", languages: ["ar", "en_US"],
    categories: ["public", "government", "optional"], firstYear: 1972,
    weekend: Weekend([.thursday, .friday])
      .changed(on: CivilDate(year: 2006, month: 9, day: 1), to: [.friday, .saturday])
      .changed(on: CivilDate(year: 2022, month: 1, day: 1), to: [.saturday, .sunday]),
    rules: [
      HolidayRule(HolidayName("رأس السنة الميلادية", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(commemorationDay, .fixed(month: 11, day: 30), years: 2015...2018),
      HolidayRule(commemorationDay, .fixed(month: 12, day: 1), years: 2019...2023),
      HolidayRule(emiratiNationalDay, .fixed(month: 12, day: 2)),
      HolidayRule(emiratiNationalDay, .fixed(month: 12, day: 3), years: 1972...2024),
      // In 2025 the Cabinet gave 1 and 2 December.
      HolidayRule(emiratiNationalDay, .dates([2025_12_01])),
      HolidayRule(emiratiNationalDay, .fixed(month: 12, day: 3), years: 2026...9999),
      // Eid al-Fitr: three days from 1 Shawwal; from 2019 to 2024 the day before as well (30 Ramadan, or the
      // day given for it after a Ramadan of 29 days).
      HolidayRule(emiratiFitr, .dates(emiratiEidAlFitr)),
      HolidayRule(emiratiFitrHoliday, .dates(emiratiEidAlFitr), offset: 1),
      HolidayRule(emiratiFitrHoliday, .dates(emiratiEidAlFitr), offset: 2),
      HolidayRule(emiratiFitrHoliday, .dates(emiratiEidAlFitr), offset: -1, years: 2019...2024),
      HolidayRule(emiratiFitrHoliday, .dates([2020_05_22, 2021_05_11, 2022_04_30, 2024_04_08, 2026_03_19])),
      HolidayRule(emiratiFitrEstimated, .calendar(.islamic, month: 10, day: 1), years: 1...2016),
      HolidayRule(emiratiFitrEstimated, .calendar(.islamic, month: 10, day: 1), years: 2027...9999),
      HolidayRule(emiratiFitrHolidayEstimated, .calendar(.islamic, month: 10, day: 1), offset: 1, years: 1...2016),
      HolidayRule(emiratiFitrHolidayEstimated, .calendar(.islamic, month: 10, day: 1), offset: 1, years: 2027...9999),
      HolidayRule(emiratiFitrHolidayEstimated, .calendar(.islamic, month: 10, day: 1), offset: 2, years: 1...2016),
      HolidayRule(emiratiFitrHolidayEstimated, .calendar(.islamic, month: 10, day: 1), offset: 2, years: 2027...9999),
      // The day of Arafah and Eid al-Adha's three days.
      HolidayRule(emiratiArafah, .dates(emiratiEidAlAdha), offset: -1),
      HolidayRule(emiratiAdha, .dates(emiratiEidAlAdha)),
      HolidayRule(emiratiAdhaHoliday, .dates(emiratiEidAlAdha), offset: 1),
      HolidayRule(emiratiAdhaHoliday, .dates(emiratiEidAlAdha), offset: 2),
      HolidayRule(emiratiArafahEstimated, .calendar(.islamic, month: 12, day: 10), offset: -1, years: 1...2016),
      HolidayRule(emiratiArafahEstimated, .calendar(.islamic, month: 12, day: 10), offset: -1, years: 2027...9999),
      HolidayRule(emiratiAdhaEstimated, .calendar(.islamic, month: 12, day: 10), years: 1...2016),
      HolidayRule(emiratiAdhaEstimated, .calendar(.islamic, month: 12, day: 10), years: 2027...9999),
      HolidayRule(emiratiAdhaHolidayEstimated, .calendar(.islamic, month: 12, day: 10), offset: 1, years: 1...2016),
      HolidayRule(emiratiAdhaHolidayEstimated, .calendar(.islamic, month: 12, day: 10), offset: 1, years: 2027...9999),
      HolidayRule(emiratiAdhaHolidayEstimated, .calendar(.islamic, month: 12, day: 10), offset: 2, years: 1...2016),
      HolidayRule(emiratiAdhaHolidayEstimated, .calendar(.islamic, month: 12, day: 10), offset: 2, years: 2027...9999),
      HolidayRule(
        emiratiNewYear,
        .dates([
          2017_09_22, 2018_09_11, 2019_08_31, 2020_08_23, 2021_08_12, 2022_07_30, 2023_07_21, 2024_07_07, 2025_06_27,
          2026_06_15,
        ])),
      HolidayRule(emiratiNewYearEstimated, .calendar(.islamic, month: 1, day: 1), years: 1...2016),
      HolidayRule(emiratiNewYearEstimated, .calendar(.islamic, month: 1, day: 1), years: 2027...9999),
      // Isra' and Mi'raj, a holiday until 2018.
      HolidayRule(HolidayName("ليلة المعراج", "Isra' and Mi'raj"), .dates([2017_04_23, 2018_04_14])),
      HolidayRule(
        HolidayName("ليلة المعراج (تقديري)", "Isra' and Mi'raj (estimated)"), .calendar(.islamic, month: 7, day: 27),
        years: 1...2016),
      HolidayRule(
        emiratiMawlid,
        .dates([
          2017_11_30, 2018_11_18, 2019_11_09, 2020_10_29, 2021_10_21, 2022_10_08, 2023_09_29, 2024_09_15, 2025_09_05,
          2026_08_28,
        ])),
      HolidayRule(emiratiMawlidEstimated, .calendar(.islamic, month: 3, day: 12), years: 1...2016),
      HolidayRule(emiratiMawlidEstimated, .calendar(.islamic, month: 3, day: 12), years: 2027...9999),
      // Mourning for Sheikh Khalifa bin Zayed, who died on 13 May 2022.
      HolidayRule(
        HolidayName("وفاة الشيخ خليفة بن زايد آل نهيان", "Death of Sheikh Khalifa bin Zayed Al Nahyan"),
        .dates([2022_05_14, 2022_05_15, 2022_05_16])),
      // The federal government's added days.
      HolidayRule(
        emiratiFitrHoliday, .dates([2022_05_05, 2022_05_06, 2022_05_07, 2022_05_08]), category: "government"),
      HolidayRule(emiratiNationalDay, .dates([2023_12_04]), category: "government"),
      HolidayRule(emiratiAdhaHoliday, .dates([2026_05_25]), category: "government"),
      // Pope Francis's visit, a holiday for those taking part in its events.
      HolidayRule(
        HolidayName("يوم زيارة البابا فرنسيس", "Pope Francis' Visit Day"), .dates([2019_02_05]), category: "optional"),
    ]
  )

  /// The first days of Eid al-Fitr (1 Shawwal) the Cabinet announced.
  static let emiratiEidAlFitr: [Int] = [
    2017_06_25, 2018_06_15, 2019_06_04, 2020_05_24, 2021_05_13, 2022_05_02, 2023_04_21, 2024_04_10, 2025_03_30,
    2026_03_20,
  ]

  /// The days of Eid al-Adha (10 Dhu al-Hijjah) the Cabinet announced.
  static let emiratiEidAlAdha: [Int] = [
    2017_09_01, 2018_08_22, 2019_08_11, 2020_07_31, 2021_07_20, 2022_07_09, 2023_06_28, 2024_06_16, 2025_06_06,
    2026_05_27,
  ]

  /// Commemoration Day, for those who died serving the country.
  private static let commemorationDay = HolidayName("يوم الشهيد", "Commemoration Day")
  /// National Day, the union of 2 December 1971.
  private static let emiratiNationalDay = HolidayName("اليوم الوطني", "National Day")
  /// Eid al-Fitr's first day.
  private static let emiratiFitr = HolidayName("عيد الفطر", "Eid al-Fitr")
  /// Eid al-Fitr's first day, on a day estimated.
  private static let emiratiFitrEstimated = HolidayName("عيد الفطر (تقديري)", "Eid al-Fitr (estimated)")
  /// Eid al-Fitr's other days.
  private static let emiratiFitrHoliday = HolidayName("عطلة عيد الفطر", "Eid al-Fitr Holiday")
  /// Eid al-Fitr's other days, on days estimated.
  private static let emiratiFitrHolidayEstimated = HolidayName(
    "عطلة عيد الفطر (تقديري)", "Eid al-Fitr Holiday (estimated)")
  /// The day of Arafah.
  private static let emiratiArafah = HolidayName("وقفة عرفة", "Day of Arafah")
  /// The day of Arafah, on a day estimated.
  private static let emiratiArafahEstimated = HolidayName("وقفة عرفة (تقديري)", "Day of Arafah (estimated)")
  /// Eid al-Adha's first day.
  private static let emiratiAdha = HolidayName("عيد الأضحى", "Eid al-Adha")
  /// Eid al-Adha's first day, on a day estimated.
  private static let emiratiAdhaEstimated = HolidayName("عيد الأضحى (تقديري)", "Eid al-Adha (estimated)")
  /// Eid al-Adha's other days.
  private static let emiratiAdhaHoliday = HolidayName("عطلة عيد الأضحى", "Eid al-Adha Holiday")
  /// Eid al-Adha's other days, on days estimated.
  private static let emiratiAdhaHolidayEstimated = HolidayName(
    "عطلة عيد الأضحى (تقديري)", "Eid al-Adha Holiday (estimated)")
  /// The Islamic New Year.
  private static let emiratiNewYear = HolidayName("رأس السنة الهجرية", "Islamic New Year")
  /// The Islamic New Year, on a day estimated.
  private static let emiratiNewYearEstimated = HolidayName(
    "رأس السنة الهجرية (تقديري)", "Islamic New Year (estimated)")
  /// The Prophet's birthday.
  private static let emiratiMawlid = HolidayName("عيد المولد النبوي", "Prophet's Birthday")
  /// The Prophet's birthday, on a day estimated.
  private static let emiratiMawlidEstimated = HolidayName(
    "عيد المولد النبوي (تقديري)", "Prophet's Birthday (estimated)")
}

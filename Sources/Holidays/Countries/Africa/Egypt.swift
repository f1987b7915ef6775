// Egypt: the Labour Law (Law No. 12 of 2003), article 52, and the Prime Minister's and the Minister of
// Manpower's decrees that name the official holidays (Ministerial Decision 1193 among them), with the years
// each national day was added (Sinai Liberation Day 1983, Police Day 2009 and the 25 January Revolution with
// it from 2012, the 30 June Revolution 2014, Coptic Christmas 2002); the Cabinet's decision of 2020 moving a
// national holiday that falls from Sunday to Wednesday to the Thursday of its week; Dar al-Ifta's sighting of
// the Islamic months, announced year by year.

import CalendarCore

extension HolidayCountry {
  /// Egypt's official holidays (`public`), the days added for the government's staff (`government`) and
  /// for schools (`school`).
  ///
  /// The Islamic holidays are the days Dar al-Ifta announced, 2020-2026; for other years they are the Umm
  /// al-Qura calendar's days, named estimated as python-holidays names them. From 2020 a national holiday
  /// (not a religious feast) that falls from Sunday to Wednesday moves to the Thursday after, save in the years
  /// the Cabinet decided otherwise. The weekend is Friday and Saturday.
  package static let egypt = HolidayCountry(
    code: "EG", name: "Egypt", languages: ["ar_EG", "en_US"], categories: ["public", "government", "school"],
    firstYear: 1954, weekend: [.friday, .saturday],
    rules: [
      // Coptic Christmas, 25 December of the Julian calendar; in 2022 and 2023 the Cabinet moved its day off.
      HolidayRule(copticChristmas, .fixed(month: 1, day: 7), years: 2002...2021),
      HolidayRule(copticChristmas, .fixed(month: 1, day: 7), years: 2024...2100),
      HolidayRule(copticChristmas, .fixed(month: 1, day: 8), years: 2101...2200),
      HolidayRule(HolidayName("عيد الشرطة", "Police Day"), .fixed(month: 1, day: 25), years: 2009...2011),
      HolidayRule(
        HolidayName("ثورة ٢٥ يناير وعيد الشرطة", "January 25th Revolution and National Police Day"),
        .fixed(month: 1, day: 25), years: 2012...9999, observance: 0),
      HolidayRule(sinaiLiberationDay, .fixed(month: 4, day: 25), years: 1983...2021, observance: 0),
      HolidayRule(sinaiLiberationDay, .fixed(month: 4, day: 25), years: 2022...2022),
      HolidayRule(sinaiLiberationDay, .fixed(month: 4, day: 25), years: 2023...9999, observance: 0),
      // Sham el-Nessim, the day after Coptic Easter.
      HolidayRule(HolidayName("عيد شم النسيم", "Spring Festival"), .orthodoxEaster(1)),
      // In 2024 the Cabinet gave Labour Day's day off on Sunday 5 May instead.
      HolidayRule(egyptianLaborDay, .fixed(month: 5, day: 1), years: 1...2023, observance: 0),
      HolidayRule(egyptianLaborDay, .fixed(month: 5, day: 1), years: 2025...9999, observance: 0),
      HolidayRule(juneRevolutionDay, .fixed(month: 6, day: 30), years: 2014...2023, observance: 0),
      HolidayRule(juneRevolutionDay, .fixed(month: 6, day: 30), years: 2024...2024),
      HolidayRule(juneRevolutionDay, .fixed(month: 6, day: 30), years: 2025...9999, observance: 0),
      HolidayRule(julyRevolutionDay, .fixed(month: 7, day: 23), years: 1...2022, observance: 0),
      HolidayRule(julyRevolutionDay, .fixed(month: 7, day: 23), years: 2023...2023),
      HolidayRule(julyRevolutionDay, .fixed(month: 7, day: 23), years: 2024...9999, observance: 0),
      HolidayRule(armedForcesDay, .fixed(month: 10, day: 6), years: 1...2023, observance: 0),
      HolidayRule(armedForcesDay, .fixed(month: 10, day: 6), years: 2024...2024),
      HolidayRule(armedForcesDay, .fixed(month: 10, day: 6), years: 2025...9999, observance: 0),
      // The Islamic holidays: the days announced, then the estimates before and after them.
      HolidayRule(egyptianNewYear, .dates(egyptianIslamicNewYear), observance: 0),
      HolidayRule(egyptianNewYearEstimated, .calendar(.islamic, month: 1, day: 1), years: 1...2019, observance: 1),
      HolidayRule(egyptianNewYearEstimated, .calendar(.islamic, month: 1, day: 1), years: 2026...9999, observance: 1),
      HolidayRule(egyptianMawlid, .dates(egyptianMawlidDays)),
      HolidayRule(egyptianMawlidEstimated, .calendar(.islamic, month: 3, day: 12), years: 1...2019),
      HolidayRule(egyptianMawlidEstimated, .calendar(.islamic, month: 3, day: 12), years: 2026...9999),
      HolidayRule(egyptianFitr, .dates(egyptianEidAlFitr)),
      HolidayRule(egyptianFitr, .dates(egyptianEidAlFitr), offset: 1),
      HolidayRule(egyptianFitrEstimated, .calendar(.islamic, month: 10, day: 1), years: 1...2019),
      HolidayRule(egyptianFitrEstimated, .calendar(.islamic, month: 10, day: 1), years: 2027...9999),
      HolidayRule(egyptianFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 1, years: 1...2019),
      HolidayRule(egyptianFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 1, years: 2027...9999),
      HolidayRule(egyptianArafah, .dates(egyptianEidAlAdha), offset: -1),
      HolidayRule(egyptianArafahEstimated, .calendar(.islamic, month: 12, day: 10), offset: -1, years: 1...2019),
      HolidayRule(egyptianArafahEstimated, .calendar(.islamic, month: 12, day: 10), offset: -1, years: 2026...9999),
      HolidayRule(egyptianAdha, .dates(egyptianEidAlAdha)),
      HolidayRule(egyptianAdha, .dates(egyptianEidAlAdha), offset: 1),
      HolidayRule(egyptianAdha, .dates(egyptianEidAlAdha), offset: 2),
      HolidayRule(egyptianAdhaEstimated, .calendar(.islamic, month: 12, day: 10), years: 1...2019),
      HolidayRule(egyptianAdhaEstimated, .calendar(.islamic, month: 12, day: 10), years: 2026...9999),
      HolidayRule(egyptianAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 1, years: 1...2019),
      HolidayRule(egyptianAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 1, years: 2026...9999),
      HolidayRule(egyptianAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 2, years: 1...2019),
      HolidayRule(egyptianAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 2, years: 2026...9999),
      // The Cabinet's added days of Eid al-Adha.
      HolidayRule(egyptianAdha, .dates([2021_07_17, 2021_07_18, 2022_07_13, 2022_07_14])),
      // Days off the Cabinet moved, named as observed.
      HolidayRule(
        HolidayName("عيد الميلاد المجيد (يوم تعويضي)", "Coptic Christmas Day (observed)"),
        .dates([2022_01_06, 2023_01_08])),
      HolidayRule(
        HolidayName("عيد الفطر المبارك (يوم تعويضي)", "Eid al-Fitr (observed)"), .dates([2022_05_04, 2023_04_24])),
      HolidayRule(
        HolidayName("عيد ثورة ٣٠ يونيو (يوم تعويضي)", "June 30 Revolution Day (observed)"), .dates([2023_07_02])),
      HolidayRule(HolidayName("عيد الأضحى المبارك (يوم تعويضي)", "Eid al-Adha (observed)"), .dates([2023_07_03])),
      HolidayRule(HolidayName("عيد العمال (يوم تعويضي)", "Labor Day (observed)"), .dates([2024_05_05])),
      // The government's staff: from 2019 the day before Eid al-Fitr and its third day, from 2018 Eid
      // al-Adha's fourth day.
      HolidayRule(egyptianFitr, .dates(egyptianEidAlFitr), offset: -1, category: "government"),
      HolidayRule(egyptianFitr, .dates(egyptianEidAlFitr), offset: 2, category: "government"),
      HolidayRule(
        egyptianFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: -1, years: 2019...2019,
        category: "government"),
      HolidayRule(
        egyptianFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: -1, years: 2027...9999,
        category: "government"),
      HolidayRule(
        egyptianFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 2, years: 2019...2019,
        category: "government"),
      HolidayRule(
        egyptianFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 2, years: 2027...9999,
        category: "government"),
      HolidayRule(egyptianAdha, .dates(egyptianEidAlAdha), offset: 3, category: "government"),
      HolidayRule(
        egyptianAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 3, years: 2018...2019,
        category: "government"),
      HolidayRule(
        egyptianAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 3, years: 2026...9999,
        category: "government"),
      // Schools, from 2019.
      HolidayRule(
        HolidayName("عيد تحرير طابا", "Taba Liberation Day"), .fixed(month: 3, day: 19), years: 2019...9999,
        category: "school"),
      HolidayRule(
        HolidayName("عيد الجلاء", "Evacuation Day"), .fixed(month: 6, day: 18), years: 2019...9999, category: "school"),
    ],
    observances: [
      // Sunday to Wednesday: the Thursday after, the holiday leaving its day.
      HolidayObservance(
        name: HolidayName("%s (يوم تعويضي)", "%s (observed)"), years: 2020...9999,
        moves: HolidayMoves(sunday: .days(4), monday: .days(3), tuesday: .days(2), wednesday: .days(1)),
        movesHoliday: true),
      // The same for an estimated Islamic New Year.
      HolidayObservance(
        name: HolidayName("رأس السنة الهجرية (يوم تعويضي تقديري)", "Islamic New Year (observed, estimated)"),
        years: 2020...9999,
        moves: HolidayMoves(sunday: .days(4), monday: .days(3), tuesday: .days(2), wednesday: .days(1)),
        movesHoliday: true),
    ]
  )

  /// The first days of Eid al-Fitr (1 Shawwal) Dar al-Ifta announced.
  static let egyptianEidAlFitr: [Int] = [
    2020_05_24, 2021_05_13, 2022_05_01, 2023_04_21, 2024_04_10, 2025_03_30, 2026_03_20,
  ]
  /// The days of Eid al-Adha (10 Dhu al-Hijjah) announced.
  static let egyptianEidAlAdha: [Int] = [2020_07_31, 2021_07_20, 2022_07_10, 2023_06_28, 2024_06_16, 2025_06_06]
  /// The days of the Islamic New Year (1 Muharram) announced.
  static let egyptianIslamicNewYear: [Int] = [2020_08_20, 2021_08_11, 2022_07_30, 2023_07_19, 2024_07_07, 2025_06_26]
  /// The days of the Prophet's birthday (12 Rabi' al-Awwal) announced.
  static let egyptianMawlidDays: [Int] = [2020_10_29, 2021_10_18, 2022_10_08, 2023_09_28, 2024_09_15, 2025_09_04]

  /// Coptic Christmas.
  private static let copticChristmas = HolidayName("عيد الميلاد المجيد", "Coptic Christmas Day")
  /// Sinai Liberation Day, the last Israeli withdrawal of 25 April 1982.
  private static let sinaiLiberationDay = HolidayName("عيد تحرير سيناء", "Sinai Liberation Day")
  /// Labour Day.
  private static let egyptianLaborDay = HolidayName("عيد العمال", "Labor Day")
  /// The 30 June Revolution of 2013.
  private static let juneRevolutionDay = HolidayName("عيد ثورة ٣٠ يونيو", "June 30 Revolution Day")
  /// The 23 July Revolution of 1952.
  private static let julyRevolutionDay = HolidayName("عيد ثورة ٢٣ يوليو", "July 23 Revolution Day")
  /// Armed Forces Day, the crossing of 6 October 1973.
  private static let armedForcesDay = HolidayName("عيد القوات المسلحة", "Armed Forces Day")
  /// The Islamic New Year.
  private static let egyptianNewYear = HolidayName("رأس السنة الهجرية", "Islamic New Year")
  /// The Islamic New Year, on a day estimated.
  private static let egyptianNewYearEstimated = HolidayName(
    "رأس السنة الهجرية (تقديري)", "Islamic New Year (estimated)")
  /// The Prophet's birthday.
  private static let egyptianMawlid = HolidayName("المولد النبوي الشريف", "Prophet's Birthday")
  /// The Prophet's birthday, on a day estimated.
  private static let egyptianMawlidEstimated = HolidayName(
    "المولد النبوي الشريف (تقديري)", "Prophet's Birthday (estimated)")
  /// Eid al-Fitr.
  private static let egyptianFitr = HolidayName("عيد الفطر المبارك", "Eid al-Fitr")
  /// Eid al-Fitr, on a day estimated.
  private static let egyptianFitrEstimated = HolidayName("عيد الفطر المبارك (تقديري)", "Eid al-Fitr (estimated)")
  /// The day of Arafah, Eid al-Adha's eve.
  private static let egyptianArafah = HolidayName("وقفة عيد الأضحى المبارك", "Day of Arafah")
  /// The day of Arafah, on a day estimated.
  private static let egyptianArafahEstimated = HolidayName(
    "وقفة عيد الأضحى المبارك (تقديري)", "Day of Arafah (estimated)")
  /// Eid al-Adha.
  private static let egyptianAdha = HolidayName("عيد الأضحى المبارك", "Eid al-Adha")
  /// Eid al-Adha, on a day estimated.
  private static let egyptianAdhaEstimated = HolidayName("عيد الأضحى المبارك (تقديري)", "Eid al-Adha (estimated)")
}

// Taiwan's commemorative days kept by schools, government offices or some people, those kept as working
// days, and the days the DGPA's yearly work calendars moved.

import CalendarCore

extension HolidayCountry {
  /// The commemorative days of the Measures that are no days off for everyone.
  static let taiwaneseCommemorativeDays: [HolidayRule] = [
    // Days off for schools until 2000 (the 2000 amendment made them working days); for government
    // offices too, with Revolutionary Martyrs Memorial Day.
    HolidayRule(
      HolidayName("中華民國開國紀念日", "Founding Day of the Republic of China"), .fixed(month: 1, day: 2), years: 1998...2000,
      category: "school"),
    HolidayRule(
      HolidayName("孔子誕辰紀念日", "Confucius' Birthday"), .fixed(month: 9, day: 28), years: 1998...2000, category: "school"),
    HolidayRule(
      HolidayName("臺灣光復節", "Taiwan Retrocession Day"), .fixed(month: 10, day: 25), years: 1998...2000,
      category: "school"),
    HolidayRule(
      HolidayName("先總統　蔣公誕辰紀念日", "Late President Chiang Kai-shek's Birthday"), .fixed(month: 10, day: 31),
      years: 1998...2000, category: "school"),
    HolidayRule(
      HolidayName("國父誕辰紀念日", "Dr. Sun Yat-sen's Birthday"), .fixed(month: 11, day: 12), years: 1998...2000,
      category: "school"),
    HolidayRule(
      HolidayName("行憲紀念日", "Constitution Day"), .fixed(month: 12, day: 25), years: 1998...2000, category: "school"),
    HolidayRule(
      HolidayName("中華民國開國紀念日", "Founding Day of the Republic of China"), .fixed(month: 1, day: 2), years: 1998...2000,
      category: "government"),
    HolidayRule(
      HolidayName("孔子誕辰紀念日", "Confucius' Birthday"), .fixed(month: 9, day: 28), years: 1998...2000,
      category: "government"),
    HolidayRule(
      HolidayName("臺灣光復節", "Taiwan Retrocession Day"), .fixed(month: 10, day: 25), years: 1998...2000,
      category: "government"),
    HolidayRule(
      HolidayName("先總統　蔣公誕辰紀念日", "Late President Chiang Kai-shek's Birthday"), .fixed(month: 10, day: 31),
      years: 1998...2000, category: "government"),
    HolidayRule(
      HolidayName("國父誕辰紀念日", "Dr. Sun Yat-sen's Birthday"), .fixed(month: 11, day: 12), years: 1998...2000,
      category: "government"),
    HolidayRule(
      HolidayName("行憲紀念日", "Constitution Day"), .fixed(month: 12, day: 25), years: 1998...2000, category: "government"),
    HolidayRule(
      HolidayName("革命先烈紀念日", "Revolutionary Martyrs Memorial Day"), .fixed(month: 3, day: 29), years: 1998...2000,
      category: "government"),
    // Days off for some: workers (Labor Day, a day off for all from 2026) and soldiers.
    HolidayRule(HolidayName("勞動節", "Labor Day"), .fixed(month: 5, day: 1), years: 1998...2025, category: "optional"),
    HolidayRule(HolidayName("軍人節", "Armed Forces Day"), .fixed(month: 9, day: 3), category: "optional"),
    // Before 2001, Women's and Children's Day were given together on the day before Tomb-Sweeping Day;
    // in 2000, Armed Forces Day (a Sunday) on the Monday after.
    HolidayRule(
      HolidayName("兒童節（補假）", "Children's Day (observed)"), .dates([1998_04_04, 1999_04_04, 2000_04_03]),
      category: "optional"),
    HolidayRule(
      HolidayName("婦女節（補假）", "Women's Day (observed)"), .dates([1998_04_04, 1999_04_04, 2000_04_03]),
      category: "optional"),
    HolidayRule(HolidayName("軍人節（補假）", "Armed Forces Day (observed)"), .dates([2000_09_04]), category: "optional"),
    // Commemorative days and festivals kept as working days (Article 2 and 3).
    HolidayRule(HolidayName("婦女節", "Women's Day"), .fixed(month: 3, day: 8), category: "workday"),
    HolidayRule(
      HolidayName("國父逝世紀念日", "Dr. Sun Yat-sen's Memorial Day"), .fixed(month: 3, day: 12), category: "workday"),
    HolidayRule(HolidayName("植樹節", "Arbor Day"), .fixed(month: 3, day: 12), category: "workday"),
    HolidayRule(
      HolidayName("反侵略日", "Anti-Aggression Day"), .fixed(month: 3, day: 14), years: 2006...9999, category: "workday"),
    HolidayRule(HolidayName("青年節", "Youth Day"), .fixed(month: 3, day: 29), category: "workday"),
    HolidayRule(
      HolidayName("革命先烈紀念日", "Revolutionary Martyrs Memorial Day"), .fixed(month: 3, day: 29), years: 2001...9999,
      category: "workday"),
    HolidayRule(
      HolidayName("兒童節", "Children's Day"), .fixed(month: 4, day: 4), years: 1998...2010, category: "workday"),
    HolidayRule(
      HolidayName("先總統蔣公逝世紀念日", "Late President Chiang Kai-shek's Memorial Day"),
      .solarTerm(longitude: 15, utcOffsetMinutes: 480), years: 1998...2007, category: "workday"),
    HolidayRule(
      HolidayName("佛陀誕辰紀念日", "The Buddha's Birthday"), .calendar(.chinese, month: 4, day: 8), years: 2000...9999,
      category: "workday"),
    HolidayRule(
      HolidayName("道教節", "Taoism Day"), .calendar(.chinese, month: 1, day: 1), years: 2001...9999, category: "workday"),
    HolidayRule(
      HolidayName("解嚴紀念日", "Commemoration Day of the Lifting of Martial Law"), .fixed(month: 7, day: 15),
      years: 2008...9999, category: "workday"),
    HolidayRule(HolidayName("教師節", "Teacher's Day"), .fixed(month: 9, day: 28), category: "workday"),
    HolidayRule(
      HolidayName("孔子誕辰紀念日", "Confucius' Birthday"), .fixed(month: 9, day: 28), years: 2001...2024,
      category: "workday"),
    HolidayRule(
      HolidayName("臺灣聯合國日", "Taiwan United Nations Day"), .fixed(month: 10, day: 24), years: 2008...9999,
      category: "workday"),
    HolidayRule(
      HolidayName("臺灣光復節", "Taiwan Retrocession Day"), .fixed(month: 10, day: 25), years: 2001...2024,
      category: "workday"),
    HolidayRule(
      HolidayName("先總統　蔣公誕辰紀念日", "Late President Chiang Kai-shek's Birthday"), .fixed(month: 10, day: 31),
      years: 2001...2006, category: "workday"),
    HolidayRule(
      HolidayName("國父誕辰紀念日", "Dr. Sun Yat-sen's Birthday"), .fixed(month: 11, day: 12), years: 2001...9999,
      category: "workday"),
    HolidayRule(
      HolidayName("中華文化復興節", "Chinese Cultural Renaissance Day"), .fixed(month: 11, day: 12), category: "workday"),
    HolidayRule(
      HolidayName("行憲紀念日", "Constitution Day"), .fixed(month: 12, day: 25), years: 2001...2024, category: "workday"),
  ]

  /// The DGPA's work calendars, a list published each year: days off moved next to a holiday in exchange
  /// for a Saturday worked (python-holidays' table, checked by its authors against the calendars), and
  /// the days off the calendars gave for a holiday on a weekend before the rules of 2003 and 2015.
  static let taiwaneseCalendarDays: [HolidayRule] = [
    HolidayRule(
      HolidayName("放假日", "Day off"),
      .substitutedDays([
        HolidaySubstitution(2000_04_03, for: 2000_04_08),
        HolidaySubstitution(2001_01_22, for: 2001_01_20),
        HolidaySubstitution(2005_02_07, for: 2005_02_05),
        HolidaySubstitution(2006_10_09, for: 2006_10_14),
        HolidaySubstitution(2007_02_23, for: 2007_03_03), HolidaySubstitution(2007_04_06, for: 2007_04_14),
        HolidaySubstitution(2007_06_18, for: 2007_06_23), HolidaySubstitution(2007_09_24, for: 2007_09_29),
        HolidaySubstitution(2009_01_02, for: 2009_01_10), HolidaySubstitution(2009_01_30, for: 2009_01_17),
        HolidaySubstitution(2009_05_29, for: 2009_06_06),
        HolidaySubstitution(2010_02_19, for: 2010_02_06),
        HolidaySubstitution(2012_01_27, for: 2012_02_04), HolidaySubstitution(2012_02_27, for: 2012_03_03),
        HolidaySubstitution(2012_12_31, for: 2012_12_22),
        HolidaySubstitution(2013_02_15, for: 2013_02_23), HolidaySubstitution(2013_09_20, for: 2013_09_14),
        HolidaySubstitution(2015_01_02, for: 2014_12_27),
        HolidaySubstitution(2016_02_12, for: 2016_01_30), HolidaySubstitution(2016_06_10, for: 2016_06_04),
        HolidaySubstitution(2016_09_16, for: 2016_09_10),
        HolidaySubstitution(2017_02_27, for: 2017_02_18), HolidaySubstitution(2017_05_29, for: 2017_06_03),
        HolidaySubstitution(2017_10_09, for: 2017_09_30),
        HolidaySubstitution(2018_04_06, for: 2018_03_31), HolidaySubstitution(2018_12_31, for: 2018_12_22),
        HolidaySubstitution(2019_02_08, for: 2019_01_19), HolidaySubstitution(2019_03_01, for: 2019_02_23),
        HolidaySubstitution(2019_10_11, for: 2019_10_05),
        HolidaySubstitution(2020_01_23, for: 2020_02_15), HolidaySubstitution(2020_06_26, for: 2020_06_20),
        HolidaySubstitution(2020_10_02, for: 2020_09_26),
        HolidaySubstitution(2021_02_10, for: 2021_02_20), HolidaySubstitution(2021_09_20, for: 2021_09_11),
        HolidaySubstitution(2022_02_04, for: 2022_01_22),
        HolidaySubstitution(2023_01_20, for: 2023_01_07), HolidaySubstitution(2023_01_27, for: 2023_02_04),
        HolidaySubstitution(2023_02_27, for: 2023_02_18), HolidaySubstitution(2023_04_03, for: 2023_03_25),
        HolidaySubstitution(2023_06_23, for: 2023_06_17), HolidaySubstitution(2023_10_09, for: 2023_09_23),
        HolidaySubstitution(2024_02_08, for: 2024_02_17),
        HolidaySubstitution(2025_01_27, for: 2025_02_08),
      ])),
    HolidayRule(HolidayName("春節（補假）", "Chinese New Year (observed)"), .dates([1998_01_31])),
    HolidayRule(HolidayName("民族掃墓節（補假）", "Tomb-Sweeping Day (observed)"), .dates([1998_04_06])),
    HolidayRule(HolidayName("中華民國開國紀念日（補假）", "Founding Day of the Republic of China (observed)"), .dates([1999_01_02])),
    HolidayRule(HolidayName("端午節（補假）", "Dragon Boat Festival (observed)"), .dates([1999_06_19])),
    // The Buddha's Birthday was given on the second Sunday of May in 2000, and a day off on the Monday.
    HolidayRule(HolidayName("佛陀誕辰紀念日（補假）", "The Buddha's Birthday (observed)"), .dates([2000_05_14])),
    HolidayRule(HolidayName("兒童節（補假）", "Children's Day (observed)"), .dates([2013_04_05])),
  ]
}

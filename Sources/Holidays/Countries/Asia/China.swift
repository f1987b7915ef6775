// China: 全国年节及纪念日放假办法 (the State Council's Measures on National Holidays and Commemorative Days,
// 1949, revised 1999, 2007, 2013 and 2024), and the General Office of the State Council's yearly notices
// of the days moved (调休), 2001 on (China+Notices.swift).

import CalendarCore

extension HolidayCountry {
  /// China's public holidays (`public`), and the days some are off for half a day (`half_day`: women on
  /// International Women's Day, youth from 14 on Youth Day, children under 14 on Children's Day, soldiers
  /// on Army Day).
  ///
  /// The festivals are days of the Chinese lunisolar calendar (China Standard Time); Tomb-Sweeping Day is
  /// the day of Qingming, the solar term at 15°. From 2000 a holiday on a weekend gives the next working
  /// day off; each year's notice then moves days off next to the holidays in exchange for weekend days
  /// worked (调休), listed in `chineseNotices`.
  package static let china = HolidayCountry(
    code: "CN", name: "China", languages: ["zh_CN", "en_US"], categories: ["public", "half_day"], firstYear: 1950,
    rules: chineseRules + chineseNotices,
    observances: [
      // A holiday on a Saturday or Sunday gives the next working day, from 2000 (the 1999 revision).
      HolidayObservance(
        name: HolidayName("%s（补假）", "%s (observed)"), years: 2000...9999,
        moves: HolidayMoves(sunday: .nextWorkingDay, saturday: .nextWorkingDay))
    ],
    substitutedDayName: HolidayName("休息日（由 %s 调休）", "Day off (substituted from %s)"),
    substitutedDateFormat: HolidayName("%Y-%m-%d", "%m/%d/%Y"), workingDayName: HolidayName("调休上班日", "Working day")
  )

  /// The holidays of the Measures, by revision.
  static let chineseRules: [HolidayRule] = [
    HolidayRule(HolidayName("元旦", "New Year's Day"), .fixed(month: 1, day: 1), observance: 0),
    // Chinese New Year's Eve (the day before the first day of the first month): 2008 to 2013, and from 2025.
    HolidayRule(
      HolidayName("农历除夕", "Chinese New Year's Eve"), .calendar(.chinese, month: 1, day: 1), offset: -1,
      years: 2008...2013, observance: 0),
    HolidayRule(
      HolidayName("农历除夕", "Chinese New Year's Eve"), .calendar(.chinese, month: 1, day: 1), offset: -1,
      years: 2025...9999, observance: 0),
    HolidayRule(
      HolidayName("春节", "Chinese New Year (Spring Festival)"), .calendar(.chinese, month: 1, day: 1), observance: 0),
    HolidayRule(
      HolidayName("春节", "Chinese New Year (Spring Festival)"), .calendar(.chinese, month: 1, day: 2), observance: 0),
    // The third day gave way to the Eve from 2008 to 2013.
    HolidayRule(
      HolidayName("春节", "Chinese New Year (Spring Festival)"), .calendar(.chinese, month: 1, day: 3),
      years: 1950...2007,
      observance: 0),
    HolidayRule(
      HolidayName("春节", "Chinese New Year (Spring Festival)"), .calendar(.chinese, month: 1, day: 3),
      years: 2014...9999,
      observance: 0),
    // Tomb-Sweeping, Dragon Boat and Mid-Autumn from 2008 (the 2007 revision).
    HolidayRule(
      HolidayName("清明节", "Tomb-Sweeping Day"), .solarTerm(longitude: 15, utcOffsetMinutes: 480), years: 2008...9999,
      observance: 0),
    HolidayRule(HolidayName("劳动节", "Labor Day"), .fixed(month: 5, day: 1), observance: 0),
    HolidayRule(HolidayName("劳动节", "Labor Day"), .fixed(month: 5, day: 2), years: 2000...2007, observance: 0),
    HolidayRule(HolidayName("劳动节", "Labor Day"), .fixed(month: 5, day: 3), years: 2000...2007, observance: 0),
    HolidayRule(HolidayName("劳动节", "Labor Day"), .fixed(month: 5, day: 2), years: 2025...9999, observance: 0),
    // 2012's and 2015's notices gave a day for the Dragon Boat and Mid-Autumn festivals of their own
    // (chineseNotices).
    HolidayRule(
      HolidayName("端午节", "Dragon Boat Festival"), .calendar(.chinese, month: 5, day: 5), years: 2008...2011,
      observance: 0),
    HolidayRule(HolidayName("端午节", "Dragon Boat Festival"), .calendar(.chinese, month: 5, day: 5), years: 2012...2012),
    HolidayRule(
      HolidayName("端午节", "Dragon Boat Festival"), .calendar(.chinese, month: 5, day: 5), years: 2013...9999,
      observance: 0),
    // Before National Day: when both fall on one weekend day, Mid-Autumn's day off comes first.
    HolidayRule(
      HolidayName("中秋节", "Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15), years: 2008...2014,
      observance: 0),
    HolidayRule(HolidayName("中秋节", "Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15), years: 2015...2015),
    HolidayRule(
      HolidayName("中秋节", "Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15), years: 2016...9999,
      observance: 0),
    HolidayRule(HolidayName("国庆节", "National Day"), .fixed(month: 10, day: 1), observance: 0),
    HolidayRule(HolidayName("国庆节", "National Day"), .fixed(month: 10, day: 2), observance: 0),
    HolidayRule(HolidayName("国庆节", "National Day"), .fixed(month: 10, day: 3), years: 1999...9999, observance: 0),
    // Half days off (Article 3), never moved.
    HolidayRule(HolidayName("国际妇女节", "International Women's Day"), .fixed(month: 3, day: 8), category: "half_day"),
    HolidayRule(HolidayName("五四青年节", "Youth Day"), .fixed(month: 5, day: 4), category: "half_day"),
    HolidayRule(HolidayName("六一儿童节", "Children's Day"), .fixed(month: 6, day: 1), category: "half_day"),
    HolidayRule(HolidayName("建军节", "Army Day"), .fixed(month: 8, day: 1), category: "half_day"),
  ]
}

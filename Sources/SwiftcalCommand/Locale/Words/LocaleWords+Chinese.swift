// Chinese: the 二十四节气, the moon's phases and the lunar calendar's months and days, in simplified and
// traditional characters.

extension LocaleWords {
  /// Chinese in simplified characters (the mainland, Singapore): the 二十四节气 as the national standard on them
  /// (GB/T 33661) writes them; the rokuyō, a Japanese cycle Chinese almanacs do not print, in its kanji; the moon's
  /// phases as the Purple Mountain Observatory's 中国天文年历 names them (朔, 上弦, 望, 下弦). The months and days of
  /// the 农历 are CLDR's: months (format, wide) 正月 to 腊月, in a cell the narrow stand-alone forms, leap 闰, days
  /// in the `hanidays` numbering, 初一 to 三十.
  static let simplifiedChinese = LocaleWords(
    solarTerms: [
      "春分", "清明", "谷雨", "立夏", "小满", "芒种", "夏至", "小暑", "大暑", "立秋", "处暑", "白露",
      "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至", "小寒", "大寒", "立春", "雨水", "惊蛰",
    ],
    rokuyo: LocaleWords.japanese.rokuyo,
    moonPhases: ["朔", "上弦", "望", "下弦"],
    lunisolarMonths: ["正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "腊月"],
    lunisolarCellMonths: ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "冬", "腊"],
    leapMonthMark: "闰",
    lunarDays: lunarDaysInHanidays)

  /// Chinese in traditional characters (Taiwan, Hong Kong, Macau): the 二十四節氣 as Taiwan's Central Weather
  /// Administration's almanac writes them; the rokuyō in its kanji; the moon's phases as the simplified page has
  /// them, the same characters. CLDR's zh_Hant months: 正月 to 十月, 冬月, 臘月; leap 閏.
  static let traditionalChinese = LocaleWords(
    solarTerms: [
      "春分", "清明", "穀雨", "立夏", "小滿", "芒種", "夏至", "小暑", "大暑", "立秋", "處暑", "白露",
      "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至", "小寒", "大寒", "立春", "雨水", "驚蟄",
    ],
    rokuyo: LocaleWords.japanese.rokuyo,
    moonPhases: simplifiedChinese.moonPhases,
    lunisolarMonths: ["正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "冬月", "臘月"],
    lunisolarCellMonths: ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "冬", "臘"],
    leapMonthMark: "閏",
    lunarDays: lunarDaysInHanidays)

  /// CLDR's `hanidays` numbering of the lunar month's days, 1 to 30, the same characters in both scripts.
  private static let lunarDaysInHanidays = [
    "初一", "初二", "初三", "初四", "初五", "初六", "初七", "初八", "初九", "初十",
    "十一", "十二", "十三", "十四", "十五", "十六", "十七", "十八", "十九", "二十",
    "廿一", "廿二", "廿三", "廿四", "廿五", "廿六", "廿七", "廿八", "廿九", "三十",
  ]
}

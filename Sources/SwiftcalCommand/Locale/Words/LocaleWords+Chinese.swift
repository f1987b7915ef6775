// Chinese: the 二十四节气 in simplified and traditional characters.

extension LocaleWords {
  /// Chinese in simplified characters (the mainland, Singapore): the 二十四节气 as the national standard on them
  /// (GB/T 33661) writes them. The rokuyō, a Japanese cycle Chinese almanacs do not print, in its kanji.
  static let simplifiedChinese = LocaleWords(
    solarTerms: [
      "春分", "清明", "谷雨", "立夏", "小满", "芒种", "夏至", "小暑", "大暑", "立秋", "处暑", "白露",
      "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至", "小寒", "大寒", "立春", "雨水", "惊蛰",
    ],
    rokuyo: LocaleWords.japanese.rokuyo)

  /// Chinese in traditional characters (Taiwan, Hong Kong, Macau): the 二十四節氣 as Taiwan's Central Weather
  /// Administration's almanac writes them. The rokuyō in its kanji.
  static let traditionalChinese = LocaleWords(
    solarTerms: [
      "春分", "清明", "穀雨", "立夏", "小滿", "芒種", "夏至", "小暑", "大暑", "立秋", "處暑", "白露",
      "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至", "小寒", "大寒", "立春", "雨水", "驚蟄",
    ],
    rokuyo: LocaleWords.japanese.rokuyo)
}

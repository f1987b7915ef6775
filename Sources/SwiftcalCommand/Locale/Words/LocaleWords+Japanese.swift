// Japanese: the names Japanese almanacs (暦) and wall calendars print.

extension LocaleWords {
  /// Japanese: the 二十四節気 in the forms of the National Astronomical Observatory of Japan's almanac (暦要項),
  /// the 六曜, and the moon's phases as its 暦要項 lists them (朔 is printed 新月 on calendars). The old calendar's
  /// months are written as 旧暦 dates are, with their numbers (`旧10月1日`), CLDR's leap mark 閏 before them: CLDR's
  /// Han numerals (十一月) have no form of one character for a text cell, whose row then shows the days' numbers.
  static let japanese = LocaleWords(
    solarTerms: [
      "春分", "清明", "穀雨", "立夏", "小満", "芒種", "夏至", "小暑", "大暑", "立秋", "処暑", "白露",
      "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至", "小寒", "大寒", "立春", "雨水", "啓蟄",
    ],
    rokuyo: ["先勝", "友引", "先負", "仏滅", "大安", "赤口"],
    moonPhases: ["新月", "上弦", "満月", "下弦"],
    leapMonthMark: "閏")
}

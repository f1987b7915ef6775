// Japanese: the names Japanese almanacs (暦) and wall calendars print.

extension LocaleWords {
  /// Japanese: the 二十四節気 in the forms of the National Astronomical Observatory of Japan's almanac (暦要項),
  /// and the 六曜.
  static let japanese = LocaleWords(
    solarTerms: [
      "春分", "清明", "穀雨", "立夏", "小満", "芒種", "夏至", "小暑", "大暑", "立秋", "処暑", "白露",
      "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至", "小寒", "大寒", "立春", "雨水", "啓蟄",
    ],
    rokuyo: ["先勝", "友引", "先負", "仏滅", "大安", "赤口"])
}

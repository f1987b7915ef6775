// Korean: the 24절기 as Korean calendars print them.

extension LocaleWords {
  /// Korean: the 24절기 in Hangul, as the Korea Astronomy and Space Science Institute's almanac (역서) lists them.
  /// The rokuyō, a Japanese cycle Korean calendars do not print, in its kanji.
  static let korean = LocaleWords(
    solarTerms: [
      "춘분", "청명", "곡우", "입하", "소만", "망종", "하지", "소서", "대서", "입추", "처서", "백로",
      "추분", "한로", "상강", "입동", "소설", "대설", "동지", "소한", "대한", "입춘", "우수", "경칩",
    ],
    rokuyo: LocaleWords.japanese.rokuyo)
}

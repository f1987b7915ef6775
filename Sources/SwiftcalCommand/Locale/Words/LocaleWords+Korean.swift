// Korean: the 24절기 and the moon's phases as Korean calendars print them.

extension LocaleWords {
  /// Korean: the 24절기 in Hangul, as the Korea Astronomy and Space Science Institute's almanac (역서) lists them,
  /// and the moon's phases as its 월력요항 does (삭, 상현, 망, 하현). The rokuyō, a Japanese cycle Korean calendars
  /// do not print, in its kanji. The lunar months are CLDR's, their numbers with 월 (`10월`), leap 윤; Hangul has no
  /// month's name of one syllable for a text cell, whose row then shows the days' numbers.
  static let korean = LocaleWords(
    solarTerms: [
      "춘분", "청명", "곡우", "입하", "소만", "망종", "하지", "소서", "대서", "입추", "처서", "백로",
      "추분", "한로", "상강", "입동", "소설", "대설", "동지", "소한", "대한", "입춘", "우수", "경칩",
    ],
    rokuyo: LocaleWords.japanese.rokuyo,
    moonPhases: ["삭", "상현", "망", "하현"],
    leapMonthMark: "윤")
}

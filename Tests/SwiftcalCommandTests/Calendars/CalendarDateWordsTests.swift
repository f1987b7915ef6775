// CalendarDateWordsTests: other calendars' dates and titles in the words and digits of the locale of dates.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("Other calendars' dates in the reader's words")
struct CalendarDateWordsTests {
  private func words(_ locale: String, script: CalendarLabelScript = .latin) -> CalendarDateWords {
    CalendarDateWords(
      words: LocaleWords(timeLocale: locale), digits: LocaleDigits(localeName: locale), script: script)
  }

  private func date(_ year: Int, _ month: Int, _ day: Int, leap: Bool = false) -> CalendarSystemDate {
    CalendarSystemDate(year: year, month: month, isLeapMonth: leap, day: day)
  }

  @Test("labels and a page cell's short labels")
  func labels() {
    let hebrew = words("he_IL.UTF-8")
    #expect(hebrew.label(of: date(5787, 9, 21), in: .hebrew) == "כ״א כסלו תשפ״ז")
    #expect(hebrew.shortLabel(of: date(5787, 9, 21), in: .hebrew) == "כ״א כסלו")
    // 5787 is a leap year: month 12 is Adar I, 13 Adar II.
    #expect(hebrew.label(of: date(5787, 12, 1), in: .hebrew) == "א׳ אדר א׳ תשפ״ז")
    #expect(hebrew.label(of: date(5787, 13, 15), in: .hebrew) == "ט״ו אדר ב׳ תשפ״ז")
    #expect(hebrew.label(of: date(5786, 12, 14), in: .hebrew) == "י״ד אדר תשפ״ו")
    #expect(words("ar_SA.UTF-8").label(of: date(1448, 9, 12), in: .islamic) == "١٢ رمضان ١٤٤٨ هـ")
    #expect(words("ar_AE.UTF-8").label(of: date(1448, 9, 12), in: .islamic) == "12 رمضان 1448 هـ")
    #expect(words("fa_IR.UTF-8").label(of: date(1405, 9, 21), in: .persian) == "۲۱ آذر ۱۴۰۵")
    let chinese = words("zh_CN.UTF-8", script: .han)
    #expect(chinese.label(of: date(2026, 10, 1), in: .chinese) == "丙午年十月初一")
    #expect(chinese.shortLabel(of: date(2025, 6, 15, leap: true), in: .chinese) == "闰六月十五")
    #expect(words("zh_TW.UTF-8", script: .han).shortLabel(of: date(2026, 12, 21), in: .chinese) == "臘月廿一")
    #expect(words("ja_JP.UTF-8", script: .han).label(of: date(2026, 11, 1), in: .japanese) == "丙午年 旧11月1日")
    let korean = words("ko_KR.UTF-8", script: .hangul)
    #expect(korean.label(of: date(2026, 10, 21), in: .korean) == "병오년 음력 10월 21일")
    #expect(korean.shortLabel(of: date(2025, 6, 1, leap: true), in: .korean) == "윤6월 1일")
    // A calendar the language has no words for reads English.
    #expect(words("he_IL.UTF-8").label(of: date(1405, 9, 21), in: .persian) == "21 Azar 1405 SH")
    #expect(words("de_DE.UTF-8").label(of: date(5787, 9, 21), in: .hebrew) == "21 Kislev 5787")
  }

  // Columns: locale, script, calendar, first and last month (year, month, leap), width, the title.
  @Test(
    "titles in the locale's words, the widest that fits",
    arguments: [
      ("he_IL", CalendarLabelScript.latin, CalendarSystem.hebrew, (5787, 9, false), (5787, 10, false), 20,
       "כסלו–טבת תשפ״ז"),
      ("he_IL", .latin, .hebrew, (5786, 6, false), (5787, 7, false), 20, "אלול–תשרי תשפ״ז"),
      ("fa_IR", .latin, .persian, (1405, 9, false), (1405, 10, false), 20, "آذر–دی ۱۴۰۵"),
      ("ar_SA", .latin, .islamic, (1448, 7, false), (1448, 8, false), 20, "رجب–شعبان ١٤٤٨ هـ"),
      ("ar_SA", .latin, .islamic, (1448, 5, false), (1448, 6, false), 20, "٥–٦/١٤٤٨"),
      ("zh_CN", .han, .chinese, (2026, 10, false), (2026, 11, false), 20, "丙午年 十月–十一月"),
      ("zh_CN", .han, .chinese, (2025, 12, false), (2026, 1, false), 20, "乙巳–丙午 腊月–正月"),
      ("zh_TW", .han, .chinese, (2025, 6, true), (2025, 7, false), 20, "乙巳年 閏六月–七月"),
      ("ja_JP", .han, .japanese, (2026, 10, false), (2026, 11, false), 20, "丙午年 10月–11月"),
      ("ko_KR", .hangul, .korean, (2025, 6, true), (2025, 7, false), 20, "을사년 윤6월–7월"),
    ])
  func titles(
    locale: String, script: CalendarLabelScript, system: CalendarSystem, first: (Int, Int, Bool),
    last: (Int, Int, Bool), width: Int, title: String
  ) {
    let words = OtherCalendarWords(
      system: system, script: script, words: LocaleWords(timeLocale: locale), digits: LocaleDigits(localeName: locale))
    func span(_ date: (Int, Int, Bool)) -> CalendarMonthSpan {
      CalendarMonthSpan(year: date.0, month: date.1, isLeapMonth: date.2, firstJulianDay: 2_461_000, dayCount: 30)
    }
    let written = words.title(from: span(first), to: span(last), width: width)
    #expect(written == title)
    #expect(displayWidth(written) <= width)
  }

  @Test("a cell holds one character where the language has one, else nothing but the days")
  func cells() {
    func labels(_ locale: String, _ script: CalendarLabelScript, _ system: CalendarSystem, leap: Bool = false)
      -> [String]
    {
      OtherCalendarWords(
        system: system, script: script, words: LocaleWords(timeLocale: locale), digits: LocaleDigits(localeName: locale)
      ).monthStartLabels(
        of: CalendarMonthSpan(year: 2026, month: 11, isLeapMonth: leap, firstJulianDay: 2_461_000, dayCount: 30))
    }
    #expect(labels("zh_CN", .han, .chinese) == ["冬"])
    #expect(labels("zh_CN", .han, .chinese, leap: true) == ["闰"])
    #expect(labels("ja_JP", .han, .japanese) == [])
    #expect(labels("ko_KR", .hangul, .korean) == [])
    #expect(labels("he_IL", .latin, .hebrew) == [])
    #expect(labels("C", .latin, .chinese) == ["M11"])
    #expect(labels("C", .latin, .hebrew) == ["Shv"])
  }

  @Test("the moon's phases in the messages' language")
  func moon() {
    #expect(LocaleWords(messagesLocale: "ja_JP.UTF-8").moonPhases == ["新月", "上弦", "満月", "下弦"])
    #expect(LocaleWords(messagesLocale: "de_DE.UTF-8").moonPhases[2] == "Vollmond")
    #expect(LocaleWords(messagesLocale: "sv_SE.UTF-8").moonPhases[2] == "Full moon")
    let moon = MoonPhaseDays(names: LocaleWords.arabic.moonPhases, digitZero: 0x0660)
    // Fact: minute 88 (01:28) of a full moon (phase 2).
    #expect(moon.label(ofFact: 88 * 4 + 2) == "البدر ٠١:٢٨")
  }
}

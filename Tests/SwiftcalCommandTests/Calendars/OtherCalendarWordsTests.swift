// OtherCalendarWordsTests: the labels and titles of other calendars' months, and the sexagenary years.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("Other calendars' words")
struct OtherCalendarWordsTests {
  private func span(_ year: Int, _ month: Int, leap: Bool = false) -> CalendarMonthSpan {
    CalendarMonthSpan(year: year, month: month, isLeapMonth: leap, firstJulianDay: 2_461_000, dayCount: 30)
  }

  // Columns: year, stem and branch in Han, in Hangul. 1984 began a cycle (甲子); 2026 is the year of the fire horse.
  @Test(
    "sexagenary years from 4 CE, a 甲子 year",
    arguments: [(1984, "甲子年", "갑자년"), (2025, "乙巳年", "을사년"), (2026, "丙午年", "병오년"), (4, "甲子年", "갑자년"), (3, "癸亥年", "계해년")]
  )
  func sexagenary(year: Int, han: String, hangul: String) {
    #expect(SexagenaryYear(year: year).name(in: .han) == han)
    #expect(SexagenaryYear(year: year).name(in: .hangul) == hangul)
  }

  @Test("the script follows the locale's month names")
  func script() {
    var names = LocaleNames.posix
    #expect(CalendarLabelScript(names: names) == .latin)
    names.monthNames = (1...12).map { "\($0)月" }
    #expect(CalendarLabelScript(names: names) == .han)
    names.monthNames = (1...12).map { "\($0)월" }
    #expect(CalendarLabelScript(names: names) == .hangul)
  }

  @Test("lunisolar labels: one CJK character where the language has one, never a Latin code in a CJK script")
  func lunisolarLabels() {
    // A CJK script without a language page's one-character months (Japanese, Korean): the row shows the days.
    let han = OtherCalendarWords(system: .chinese, script: .han)
    #expect(han.monthStartLabels(of: span(2026, 10)) == [])
    #expect(han.monthStartLabels(of: span(2025, 6, leap: true)) == [])
    let hangul = OtherCalendarWords(system: .korean, script: .hangul)
    #expect(hangul.monthStartLabels(of: span(2025, 6, leap: true)) == [])
    let chinese = OtherCalendarWords(system: .chinese, script: .han, words: .simplifiedChinese)
    #expect(chinese.monthStartLabels(of: span(2026, 10)) == ["十"])
    #expect(chinese.monthStartLabels(of: span(2025, 6, leap: true)) == ["闰"])
    #expect(OtherCalendarWords(system: .chinese, script: .latin).monthStartLabels(of: span(2026, 1)) == ["M1"])
  }

  @Test("Hebrew labels: Adar I in a leap year, Adar otherwise")
  func hebrewLabels() {
    let words = OtherCalendarWords(system: .hebrew, script: .latin)
    #expect(words.monthStartLabels(of: span(5784, 12)) == ["Ad1"])  // 5784 is a leap year
    #expect(words.monthStartLabels(of: span(5786, 12)) == ["Ada"])
    #expect(words.monthStartLabels(of: span(5784, 13)) == ["Ad2"])
    #expect(words.labelKey(of: span(5784, 12)) != words.labelKey(of: span(5786, 12)))
  }

  // Columns: calendar, script, first span, last span, width, title.
  @Test(
    "titles take the widest form that fits",
    arguments: [
      (CalendarSystem.hebrew, CalendarLabelScript.latin, (5787, 10, false), (5787, 11, false), 20, "Tevet–Shevat 5787"),
      (.hebrew, .latin, (5786, 6, false), (5787, 7, false), 20, "Elul 5786–Tish 5787"),
      (.hebrew, .latin, (5786, 6, false), (5787, 7, false), 18, "Elul–Tish 5787"),
      (.islamicCivil, .latin, (1448, 6, false), (1448, 7, false), 20, "Jum II–Raj 1448 AH"),
      (.islamic, .latin, (1448, 6, false), (1448, 7, false), 27, "Jumada II–Rajab 1448 AH"),
      (.persian, .latin, (1405, 9, false), (1405, 10, false), 20, "Azar–Dey 1405 SH"),
      (.chinese, .latin, (2026, 10, false), (2026, 11, false), 20, "M10–M11 2026"),
      (.chinese, .latin, (2025, 12, false), (2026, 1, false), 20, "M12 2025–M1 2026"),
      (.chinese, .han, (2026, 10, false), (2026, 11, false), 20, "丙午年 10月–11月"),
      (.chinese, .han, (2025, 12, false), (2026, 1, false), 20, "乙巳–丙午 12月–1月"),
      (.korean, .hangul, (2025, 6, true), (2025, 7, false), 20, "을사년 윤6월–7월"),
    ])
  func titles(
    system: CalendarSystem, script: CalendarLabelScript, first: (Int, Int, Bool), last: (Int, Int, Bool), width: Int,
    title: String
  ) {
    let words = OtherCalendarWords(system: system, script: script)
    let made = words.title(
      from: span(first.0, first.1, leap: first.2), to: span(last.0, last.1, leap: last.2), width: width)
    #expect(made == title)
    #expect(displayWidth(made) <= width)
  }

  @Test("the years a civil year spans, under its heading")
  func yearTitles() {
    var title = OtherCalendarTitle()
    let hebrew = OtherCalendarWords(system: .hebrew, script: .latin)
    hebrew.writeYearTitle(from: span(5786, 10), to: span(5787, 9), into: &title)
    #expect(title.text == "5786–5787")
    let persian = OtherCalendarWords(system: .persian, script: .latin)
    persian.writeYearTitle(from: span(1404, 10), to: span(1405, 10), into: &title)
    #expect(title.text == "1404–1405 SH")
    let chinese = OtherCalendarWords(system: .chinese, script: .han)
    chinese.writeYearTitle(from: span(2025, 11), to: span(2026, 11), into: &title)
    #expect(title.text == "乙巳年–丙午年" && title.columns == 13)
    OtherCalendarWords(system: .islamic, script: .latin).writeYearTitle(from: nil, to: span(1448, 1), into: &title)
    #expect(title.text == "1448 AH")
  }

  @Test("no title when neither end of the month is in the calendar")
  func noTitle() {
    #expect(OtherCalendarWords(system: .hebrew, script: .latin).title(from: nil, to: nil, width: 20) == "")
  }
}

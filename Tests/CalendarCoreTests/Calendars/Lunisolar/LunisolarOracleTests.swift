// The lunisolar calendars against lunardate (Chinese, 1900-2099), korean-lunar-calendar (Korean, 1900-2050) and
// the rules applied to PyEphem (Vietnamese and Japanese, 1900-2099), every month, hence every day, with each
// difference named and explained.

import Testing

@testable import CalendarCore

@Suite("Calendars: lunisolar against lunardate, korean-lunar-calendar and PyEphem")
struct LunisolarOracleTests {
  /// Where the Chinese model and lunardate 0.3.0 differ, by the oracle's month, with the cause; the new moon's
  /// instant is PyEphem's (`ephem.next_new_moon`), which the model's Meeus new moons match within a minute. A new
  /// moon on another day changes two months: the one it ends and the one it begins.
  static let chineseDifferences: [String: String] = [
    "1906-3": "new moon 1906-04-23 16:06 UT: 23:52 in Beijing mean time, the model's clock before 1929;"
      + " lunardate has 00:06 UTC+8, the next day",
    "1906-4": "the same new moon, 14 minutes either side of midnight",
    "1933-5L": "new moon 1933-07-22 16:03 UT, 00:03 UTC+8 on 23 July; lunardate begins month 6 on 22 July",
    "1933-6": "the same new moon, 3 minutes after midnight",
    "1954-10": "new moon 1954-11-25 12:30 UT, 20:30 UTC+8, hours from midnight; lunardate begins month 11 a day"
      + " late, on 26 November: an error of its table",
    "1954-11": "the same table error",
    "1978-7": "new moon 1978-09-02 16:09 UT, 00:09 UTC+8 on 3 September; lunardate begins month 8 on 2 September",
    "1978-8": "the same new moon, 9 minutes after midnight",
  ]

  /// Where the Korean model and korean-lunar-calendar 0.4.0 differ: nowhere, with the clocks of
  /// `LunisolarReferenceTime.korean` (UTC+8 before 1912, which the ten months 1903-1911 that Seoul's mean
  /// time would move decide).
  static let koreanDifferences: [String: String] = [:]

  /// Where the Vietnamese and Japanese models and the same rules applied to PyEphem's sun and moon differ.
  static let ephemDifferences: [String: String] = [:]

  @Test("every month of lunardate, 1900-01-31 to 2099-12-31, but the listed ones")
  func chineseAgainstLunardate() {
    let fixtures = lunisolarMonthFixtures("chinese-months.txt")
    #expect(fixtures.count == 2_472)
    expectOnly(Self.chineseDifferences, in: lunisolarDifferences(.chinese, fixtures))
  }

  @Test("every month of korean-lunar-calendar, 1900-01-01 to 2050-12-31, but the listed ones")
  func koreanAgainstKoreanLunarCalendar() {
    let fixtures = lunisolarMonthFixtures("korean-months.txt")
    #expect(fixtures.count == 1_867)
    expectOnly(Self.koreanDifferences, in: lunisolarDifferences(.korean, fixtures))
  }

  @Test("every Vietnamese and Japanese month 1900-2099 of the rules applied to PyEphem's sun and moon")
  func vietnameseAndJapaneseAgainstEphem() {
    let vietnamese = lunisolarMonthFixtures("vietnamese-months.txt")
    let japanese = lunisolarMonthFixtures("japanese-months.txt")
    #expect(vietnamese.count == 2_474 && japanese.count == 2_474)
    expectOnly(Self.ephemDifferences, in: lunisolarDifferences(.vietnamese, vietnamese).map { "VN " + $0 })
    expectOnly(Self.ephemDifferences, in: lunisolarDifferences(.japanese, japanese).map { "JP " + $0 })
  }

  /// Expects the months named in `differences` (each starting `year-month[L]:`) to be exactly those of `known`.
  private func expectOnly(_ known: [String: String], in differences: [String]) {
    var named = Set<String>()
    for difference in differences {
      let name = String(difference[..<difference.firstIndex(of: ":")!])
      named.insert(name)
      #expect(known[name] != nil, "a new difference: \(difference)")
    }
    for name in known.keys.sorted() where !named.contains(name) {
      Issue.record("no longer different, remove it from the list: \(name)")
    }
  }
}

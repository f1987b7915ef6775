// Tests of LocaleTexts: what nl_langinfo reports, made into LocaleNames.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("LocaleTexts")
struct LocaleTextsTests {
  /// Polish as glibc reports it: format month names (genitive) and stand-alone ones (nominative).
  static let polish: LocaleTexts = {
    var texts = LocaleTexts(
      monthNames: ["stycznia", "lutego"] + Array(repeating: "x", count: 10),
      abbreviatedMonthNames: ["sty", "lut"] + Array(repeating: "y", count: 10),
      weekdayAbbreviations: ["nie", "pon", "wto", "śro", "czw", "pią", "sob"])
    texts.standAloneMonthNames = ["styczeń", ""] + Array(repeating: "x", count: 10)
    texts.abbreviatedStandAloneMonthNames = ["sty", "lu."] + Array(repeating: "", count: 10)
    return texts
  }()

  @Test("titles take the stand-alone names, an empty one falling back to the format form")
  func standAloneNames() {
    let names = LocaleNames(LocaleTextsTests.polish)
    #expect(names.monthNames.prefix(2) == ["styczeń", "lutego"])
    #expect(names.abbreviatedMonthNames.prefix(2) == ["sty", "lut"])
  }

  @Test("format forms and abbreviations that differ are accepted as month arguments")
  func alternatives() {
    let names = LocaleNames(LocaleTextsTests.polish)
    #expect(names.alternativeMonthNames.map(\.0) == ["stycznia", "lu."])
    #expect(names.month(named: "stycznia") == 1)
    #expect(names.month(named: "LU.") == 2)
  }

  @Test("without stand-alone names (not glibc) the format names are the titles")
  func withoutStandAloneNames() {
    var texts = LocaleTextsTests.polish
    texts.standAloneMonthNames = []
    texts.abbreviatedStandAloneMonthNames = []
    let names = LocaleNames(texts)
    #expect(names.monthNames.first == "stycznia")
    #expect(names.alternativeMonthNames.isEmpty)
  }

  // Columns: week-1stday, first_weekday, the first weekday they give.
  @Test(
    "the first weekday from glibc's two items, Sunday when they are missing or impossible",
    arguments: [
      (19_971_130, 1, Weekday.sunday), (19_971_130, 2, .monday), (19_971_201, 1, .monday),
      (19_971_130, 7, .saturday), (19_971_130, 0, .sunday), (19_971_130, 8, .sunday),
      (19_971_131, 2, .sunday), (0, 2, .sunday),
    ] as [(Int, Int, Weekday)])
  func firstWeekday(weekStartDate: Int, offset: Int, expected: Weekday) {
    var texts = LocaleTextsTests.polish
    texts.weekStartDate = weekStartDate
    texts.firstWeekdayOffset = offset
    #expect(texts.firstWeekday == expected)
    #expect(LocaleNames(texts).firstWeekday == expected)
  }

  @Test("no week items: Sunday")
  func noWeekItems() {
    #expect(LocaleTextsTests.polish.firstWeekday == .sunday)
  }
}

// EraTable against glibc's own era strings and what glibc's strftime makes of them (Fixtures/eras).

import CalendarCore
import Testing

@testable import SwiftcalCommand

/// A locale's era strings as glibc returns them, from `Fixtures/eras/LOCALE.era`.
func eraFixture(_ locale: String) -> EraTable {
  EraTable(entries: featureFixture("eras/\(locale).era").split(separator: "\n").map(String.init))
}

@Suite("EraTable")
struct EraTableTests {
  @Test("every era string of ja_JP, th_TH and zh_TW parses", arguments: [("ja_JP", 11), ("th_TH", 1), ("zh_TW", 3)])
  func parsesAll(locale: String, count: Int) {
    #expect(eraFixture(locale).eras.count == count)
  }

  // Each line of `LOCALE.years` is a day, the era name glibc's %EC gives it and the year %Ey gives.
  @Test("the era and era year of each day are glibc's", arguments: ["ja_JP", "th_TH", "zh_TW"])
  func matchesStrftime(locale: String) throws {
    let eras = eraFixture(locale)
    var failures: [String] = []
    var checked = 0
    for line in featureFixture("eras/\(locale).years").split(separator: "\n") {
      let fields = line.split(separator: "\t")
      let parts = fields[0].split(separator: "-").compactMap { Int($0) }
      let date = CivilDate(year: parts[0], month: parts[1], day: parts[2])
      let found = eras.eraYear(of: date)
      checked += 1
      if found?.era.name != String(fields[1]) || found?.year != Int(fields[2]) {
        let ours = found.map { "\($0.era.name) \($0.year)" } ?? "none"
        failures.append("\(fields[0]): \(ours), glibc \(fields[1]) \(fields[2])")
      }
    }
    #expect(checked > 1000)
    #expect(failures.isEmpty, "\(failures.count) differ, first: \(failures.prefix(5))")
  }

  // Columns: locale, year, month, day, the year's name.
  @Test(arguments: [
    ("ja_JP", 2026, 11, 1, "令和8年"),
    ("ja_JP", 2019, 5, 1, "令和元年"),
    ("ja_JP", 2019, 4, 30, "平成31年"),
    ("ja_JP", 2020, 1, 1, "令和2年"),
    ("ja_JP", 1989, 1, 7, "昭和64年"),
    ("ja_JP", 1989, 1, 8, "平成元年"),
    ("ja_JP", 1900, 1, 1, "明治33年"),
    ("ja_JP", 1872, 12, 31, "西暦1872年"),
    ("th_TH", 2026, 11, 1, "พ.ศ. 2569"),
    ("zh_TW", 2026, 11, 1, "民國115年"),
    ("zh_TW", 1912, 6, 1, "民國元年"),
    ("zh_TW", 1900, 1, 1, "民前12年"),
  ])
  func yearName(locale: String, year: Int, month: Int, day: Int, expected: String) {
    #expect(eraFixture(locale).yearName(of: CivilDate(year: year, month: month, day: day)) == expected)
  }

  // Columns: locale, first day, last day, the names of the years in between.
  @Test(arguments: [
    ("ja_JP", CivilDate(year: 1989, month: 1, day: 1), CivilDate(year: 1989, month: 1, day: 31), ["昭和64年", "平成元年"]),
    ("ja_JP", CivilDate(year: 2019, month: 1, day: 1), CivilDate(year: 2019, month: 12, day: 31), ["平成31年", "令和元年"]),
    ("ja_JP", CivilDate(year: 1926, month: 12, day: 1), CivilDate(year: 1926, month: 12, day: 31), ["大正15年", "昭和元年"]),
    ("ja_JP", CivilDate(year: 2019, month: 5, day: 1), CivilDate(year: 2019, month: 5, day: 31), ["令和元年"]),
    ("ja_JP", CivilDate(year: 2019, month: 4, day: 1), CivilDate(year: 2019, month: 4, day: 30), ["平成31年"]),
    ("zh_TW", CivilDate(year: 1911, month: 1, day: 1), CivilDate(year: 1912, month: 12, day: 31), ["民前1年", "民國元年"]),
    ("th_TH", CivilDate(year: 2026, month: 1, day: 1), CivilDate(year: 2026, month: 12, day: 31), ["พ.ศ. 2569"]),
  ])
  func yearNames(locale: String, first: CivilDate, last: CivilDate, expected: [String]) {
    #expect(eraFixture(locale).yearNames(from: first, through: last) == expected)
  }

  @Test("no eras, no names")
  func empty() {
    #expect(EraTable(entries: []).isEmpty)
    #expect(EraTable.none.yearName(of: CivilDate(year: 2026, month: 11, day: 1)) == nil)
    let (first, last) = (CivilDate(year: 2026, month: 1, day: 1), CivilDate(year: 2026, month: 12, day: 31))
    #expect(EraTable.none.yearNames(from: first, through: last).isEmpty)
  }

  // Columns: an era string, whether it parses.
  @Test(arguments: [
    ("+:1:2000/01/01:+*:X:%EC%Ey", true),
    ("-:1:2000/01/01:1990/01/01:X:%Ey", true),
    ("*:1:2000/01/01:+*:X:%Ey", false),
    ("+:one:2000/01/01:+*:X:%Ey", false),
    ("+:1:2000/13/01:+*:X:%Ey", false),
    ("+:1:2000-01-01:+*:X:%Ey", false),
    ("+:1:2000/01/01:+*:X", false),
    ("", false),
  ])
  func malformedStrings(text: String, parses: Bool) {
    #expect((EraTable.parseEra(text) != nil) == parses)
  }

  @Test("a '-' era counts down; unknown directives are kept; %% is a percent sign")
  func formatsAndDirections() {
    let eras = EraTable(entries: ["-:10:2000/01/01:+*:Down:%EC %Ey %Y 100%%"])
    #expect(eras.yearName(of: CivilDate(year: 2003, month: 1, day: 1)) == "Down 7 %Y 100%")
    let plain = EraTable(entries: ["+:1:2000/01/01:+*:Plain:"])
    #expect(plain.yearName(of: CivilDate(year: 2001, month: 1, day: 1)) == "Plain2")
  }
}

// Tests of --reform CC and --reform list: a country's reform parsed, listed, reported, refused.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("--reform with a country")
struct ReformCountryOptionTests {
  // Columns: the value given, the country whose reform it names.
  @Test(arguments: [("IT", "IT"), ("it", "IT"), ("Ru", "RU"), ("bg", "BG"), ("GB", "GB")])
  func countryCodes(value: String, code: String) throws {
    let parsed = try request(["--reform", value, "10", "1582"])
    #expect(parsed.reform == ReformCountry.named(code)!.reform)
  }

  @Test("Britain's code names cal's default reform, and --json reports it as 1752; Italy's by its last Julian day")
  func sameReformAsDefault() throws {
    #expect(try request(["--reform", "gb"]).reform == .greatBritain1752)
    #expect(reformWord(of: .greatBritain1752) == "1752")
    #expect(reformWord(of: ReformCountry.named("IT")!.reform) == "1582-10-04")
    #expect(reformWord(of: Reform(lastJulianDay: CivilDate(year: 1600, month: 10, day: 25))) == "1600-10-25")
  }

  @Test("--reform list lists the countries, whatever else is given")
  func list() throws {
    #expect(try Invocation.parse(["--reform", "list"], today: testToday, names: .posix) == .reformCountryList)
    let command = try Invocation.parse(["-y", "--reform=LIST", "2026"], today: testToday, names: .posix)
    #expect(command == .reformCountryList)
    let lines = reformCountryListText().split(separator: "\n")
    #expect(lines.count == ReformCountry.all.count)
    #expect(lines.first == "AL  Albania         last Julian day 1912-11-30, first Gregorian day 1912-12-14")
    #expect(lines.contains("IT  Italy           last Julian day 1582-10-04, first Gregorian day 1582-10-15"))
    #expect(lines.contains("SE  Sweden          last Julian day 1753-02-17, first Gregorian day 1753-03-01"))
  }

  // Columns: the value given.
  @Test(arguments: ["XX", "", "I", "ITA", "1582", "lists"])
  func refused(value: String) {
    let error = UsageError.commandLine(.invalidValue(option: "--reform", value: value, expected: ReformName.validForms))
    #expect(throws: error) { try request(["--reform", value]) }
    #expect(
      error.description
        == "invalid --reform value '\(value)': use 1752, gregorian, iso, julian, a country code such as IT, or list")
  }

  // Columns: the country, the date given, the message.
  @Test(arguments: [
    ("BG", "1916-04-05", "invalid date '1916-04-05': 1916-04 has days 14-30"),
    ("DK", "1700-02-20", "invalid date '1700-02-20': 1700-02 has days 1-18"),
    ("IT", "1582-10-10", "invalid date '1582-10-10': 1582-10 has days 1-4 or 15-31"),
  ])
  func dayInGap(code: String, date: String, message: String) {
    do {
      _ = try request(["--reform", code, "--today", date])
      Issue.record("\(date) was accepted under \(code)")
    } catch {
      #expect((error as? UsageError)?.description == message)
    }
  }
}

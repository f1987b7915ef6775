// Tests of the weekend of the reader and of the country asked for: the locale's territory's (CLDR), one country's
// page through its changes, --weekend over both; JSON's "weekend" and "dayOff", and the colours that follow.

import CalendarCore
import Foundation
import Holidays
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

/// The C locale's names with the weekend of the locale `locale`, as the edge reads it.
private func names(ofLocale locale: String) -> LocaleNames {
  var names = LocaleNames.posix
  names.weekend = Weekend.ofLocale(locale)
  return names
}

/// The top-level `"weekend"` line of `swiftcal --json ARGUMENTS` with `names`.
private func jsonWeekendLine(_ arguments: [String], names: LocaleNames = .posix) throws -> String {
  let json = renderJSON(try request(["--json"] + arguments, names: names), names: names)
  return String(json.split(separator: "\n").first { $0.hasPrefix("  \"weekend\"") } ?? "")
}

/// The lines `swiftcal ARGUMENTS` prints in colour with `names`, escape codes made visible.
private func colouredLines(_ arguments: [String], names: LocaleNames = .posix) throws -> [String] {
  renderCalendar(try request(arguments, names: names), names: names, style: Style(isEnabled: true)).text
    .replacingEscapes().split(separator: "\n").map(String.init)
}

@Suite("The weekend of the reader and of the country")
struct WeekendOfPlaceTests {
  // Columns: locale, JSON's "weekend" (CLDR's weekData for the locale's territory, Sunday first).
  @Test(
    "JSON's weekend is the locale's territory's, as CLDR has it",
    arguments: [
      ("he_IL.UTF-8", #"["friday", "saturday"]"#),
      ("ar_SA.UTF-8", #"["friday", "saturday"]"#),
      ("fa_IR.UTF-8", #"["friday"]"#),
      ("ar_AE.UTF-8", #"["sunday", "saturday"]"#),
      ("ar_EG.UTF-8", #"["friday", "saturday"]"#),
      ("en_IN", #"["sunday"]"#),
      ("en_US.UTF-8", #"["sunday", "saturday"]"#),
      ("de_DE.utf8", #"["sunday", "saturday"]"#),
      ("sr_RS@latin", #"["sunday", "saturday"]"#),
      ("C", #"["sunday", "saturday"]"#),
      ("POSIX", #"["sunday", "saturday"]"#),
      ("he", #"["sunday", "saturday"]"#),
    ])
  func localeWeekend(locale: String, weekend: String) throws {
    #expect(try jsonWeekendLine(["1", "2026"], names: names(ofLocale: locale)) == "  \"weekend\": \(weekend),")
  }

  // Columns: arguments, the locale, JSON's "weekend".
  @Test(
    "one country's holidays set its weekend; several countries' leave the locale's; --weekend wins",
    arguments: [
      (["--holidays", "IL"], "C", #"["friday", "saturday"]"#),
      (["--holidays", "SA", "1", "2012"], "en_US", #"["thursday", "friday"]"#),
      (["--holidays", "SA", "1", "2014"], "en_US", #"["friday", "saturday"]"#),
      (["--holidays", "HK"], "C", #"["sunday"]"#),
      (["--holidays", "US,US-CA"], "he_IL", #"["sunday", "saturday"]"#),
      (["--holidays", "IL,US"], "en_US", #"["sunday", "saturday"]"#),
      (["--holidays", "IL,US"], "ar_EG", #"["friday", "saturday"]"#),
      (["--holidays", "IL", "--weekend", "sat,sun"], "C", #"["sunday", "saturday"]"#),
      (["--weekend", "sun"], "he_IL", #"["sunday"]"#),
    ] as [([String], String, String)])
  func chosenWeekend(arguments: [String], locale: String, weekend: String) throws {
    #expect(try jsonWeekendLine(arguments, names: names(ofLocale: locale)) == "  \"weekend\": \(weekend),")
  }

  @Test("dayOff is python-holidays' days off (not is_working_day): IL, SA 2012-2014 and 2026, AE 2021, 2023, 2026, IR, EG, PK")
  func daysOffAsPythonHolidays() throws {
    let lines = fixtureLines("working-days/days-off.tsv", levelsUp: 1)
    #expect(lines.count == 11)
    for line in lines {
      let fields = line.split(separator: "\t").map(String.init)
      let (code, year) = (fields[0], fields[1])
      let json = renderJSON(try request(["--json", "--holidays", code, "-n", "12", "1", year]), names: .posix)
      let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      var daysOff: [String] = []
      for month in try #require(document["months"] as? [[String: Any]]) {
        for cell in try #require(month["cells"] as? [[String: Any]]) where cell["inMonth"] as? Bool == true {
          if cell["dayOff"] as? Bool == true { daysOff.append(try #require(cell["date"] as? String)) }
        }
      }
      #expect(daysOff == Array(fields.dropFirst(2)), "\(code) \(year)")
    }
  }

  @Test("the grid without colour is the same in every locale's weekend")
  func plainGridUnchanged() throws {
    for locale in ["he_IL", "fa_IR", "en_IN", "ar_SA"] {
      let localeNames = names(ofLocale: locale)
      for arguments in [["-y", "2026"], ["-3", "-w", "6", "2013"], ["--holidays", "SA", "6", "2013"]] {
        let text = renderCalendar(try request(arguments, names: localeNames), names: localeNames).text
        #expect(text == renderCalendar(try request(arguments), names: .posix).text, "\(locale) \(arguments)")
      }
    }
  }

  @Test("colours: the day of rest takes Sunday's red, the weekend's other days Saturday's blue")
  func colours() throws {
    // Israel: Saturday, the Sabbath, red; Friday blue; Sunday a working day.
    let israel = names(ofLocale: "he_IL.UTF-8")
    let lines = try colouredLines(["1", "2027"], names: israel)
    #expect(lines[1] == "Su Mo Tu We Th ⟦34m⟧Fr⟦0m⟧ ⟦31m⟧Sa⟦0m⟧")
    #expect(lines[2] == "                ⟦34m⟧1⟦0m⟧  ⟦31m⟧2⟦0m⟧")
    #expect(lines[3] == " 3  4  5  6  7  ⟦34m⟧8⟦0m⟧  ⟦31m⟧9⟦0m⟧")
    // Saudi Arabia in June 2013: Friday red throughout, Thursday blue to the 27th, Saturday blue from the 29th.
    let saudi = try colouredLines(["--holidays", "SA", "6", "2013"])
    #expect(saudi[1] == "Su Mo Tu We ⟦34m⟧Th⟦0m⟧ ⟦31m⟧Fr⟦0m⟧ Sa")
    #expect(saudi[5] == "16 17 18 19 ⟦34m⟧20⟦0m⟧ ⟦31m⟧21⟦0m⟧ 22")
    #expect(saudi[6] == "23 24 25 26 ⟦34m⟧27⟦0m⟧ ⟦31m⟧28⟦0m⟧ ⟦34m⟧29⟦0m⟧")
    #expect(saudi[7] == "30                  ")
    let july = try colouredLines(["--holidays", "SA", "7", "2013"])
    #expect(july[1] == "Su Mo Tu We Th ⟦31m⟧Fr⟦0m⟧ ⟦34m⟧Sa⟦0m⟧")
  }

  @Test("a long range across a change colours each month by its own weekend, kept blocks and all")
  func keptBlocksAcrossAChange() throws {
    let shown = try request(["--holidays", "SA", "-n", "48", "1", "2011"])
    let style = Style(isEnabled: true)
    let kept = renderCalendar(shown, names: .posix, style: style, terminal: .pipe, keepsBlocks: true, emit: nil)
    let anew = renderCalendar(shown, names: .posix, style: style, terminal: .pipe, keepsBlocks: false, emit: nil)
    #expect(kept.text == anew.text)
    // 2011's Saturdays are not coloured, 2014's are.
    #expect(kept.text.replacingEscapes().contains("⟦34m⟧27⟦0m⟧ ⟦31m⟧28⟦0m⟧ ⟦34m⟧29⟦0m⟧"))
  }
}

// Tests of --holidays: specs and their errors, the legend, colour, JSON, the status line, SWIFTCAL_HOLIDAYS.

import CalendarCore
import Holidays
import Testing

@testable import SwiftcalCommand

/// The command `arguments` make with `environment` as the edge reads it.
private func command(_ arguments: [String], environment: HolidayEnvironment = HolidayEnvironment()) throws -> Command {
  let sources = SourceReader(files: .isolated, eras: { .none }, holidays: { environment })
  return try Invocation.parse(arguments, today: testToday, names: .posix, sources: sources)
}

/// The text `arguments` print with `environment`.
private func text(_ arguments: [String], environment: HolidayEnvironment = HolidayEnvironment(), colored: Bool = false)
  throws -> String
{
  guard case .show(let request) = try command(arguments, environment: environment) else { return "" }
  return renderCalendar(request, names: .posix, style: Style(isEnabled: colored)).text
}

/// The lines of the legend in `text`: those that begin with a date.
private func legendLines(_ text: String) -> [String] {
  text.split(separator: "\n").map(String.init).filter { line in
    let bytes = Array(line.utf8.prefix(12))
    return bytes.count == 12 && bytes[4] == UInt8(ascii: "-") && bytes[7] == UInt8(ascii: "-")
      && bytes[10] == UInt8(ascii: " ") && bytes[0...3].allSatisfy { $0 >= 48 && $0 <= 57 }
  }
}

/// The error message `arguments` give, or `nil`.
private func errorMessage(_ arguments: [String]) -> String? {
  do {
    _ = try command(arguments)
    return nil
  } catch let error as UsageError {
    return error.description
  } catch {
    return "\(error)"
  }
}

@Suite("--holidays")
struct HolidayOptionTests {
  @Test("the calendar stays cal's bytes and the legend of holidays follows")
  func legend() throws {
    let plain = try text(["5", "2026"])
    #expect(
      try text(["--holidays", "JP", "5", "2026"]) == plain + """

        2026-05-03  Constitution Day
        2026-05-04  Greenery Day
        2026-05-05  Children's Day
        2026-05-06  Substitute Holiday

        """)
  }

  @Test("names in the messages' language where the country has it, else English")
  func languages() throws {
    let japanese = try text(
      ["--holidays", "JP", "5", "2026"], environment: HolidayEnvironment(messagesLocale: "ja_JP.UTF-8"))
    #expect(japanese.hasSuffix("2026-05-06  振替休日\n"))
    let german = try text(
      ["--holidays", "JP", "5", "2026"], environment: HolidayEnvironment(messagesLocale: "de_DE.UTF-8"))
    #expect(german.hasSuffix("2026-05-06  Substitute Holiday\n"))
  }

  @Test("a holiday is red on a terminal, over its weekday's colour")
  func color() throws {
    let colored = try text(["--holidays", "JP", "5", "2026"], colored: true)
    #expect(colored.contains("\u{1B}[31m6\u{1B}[0m"))
    #expect(colored.contains(" 7 "))
    let theme = Theme(colorSettings: "holiday=35")
    let request = try request(["--holidays", "JP", "5", "2026"])
    #expect(
      renderCalendar(request, names: .posix, style: Style(isEnabled: true, theme: theme)).text.contains(
        "\u{1B}[35m6\u{1B}[0m"))
  }

  @Test("SWIFTCAL_HOLIDAYS applies when the edge gives it (a terminal); --holidays replaces it")
  func environmentVariable() throws {
    let environment = HolidayEnvironment(defaultSpec: "JP")
    #expect(try text(["5", "2026"], environment: environment).hasSuffix("2026-05-06  Substitute Holiday\n"))
    #expect(try text(["5", "2026"]) == text(["--holidays", "JP:bank", "5", "2026"]))
    #expect(throws: UsageError.self) { try command(["5", "2026"], environment: HolidayEnvironment(defaultSpec: "XX")) }
  }

  @Test("several specs: each line names its spec; a spec given twice counts once")
  func severalSpecs() throws {
    let both = try text(["--holidays", "JP,JP:bank", "1", "2026"])
    #expect(
      both.hasSuffix(
        "\n2026-01-01  New Year's Day (JP); Bank Holiday (JP:bank)\n2026-01-02  Bank Holiday (JP:bank)\n"
          + "2026-01-03  Bank Holiday (JP:bank)\n2026-01-12  Coming of Age Day (JP)\n"))
    #expect(
      try text(["--holidays", "JP", "--holidays", "jp", "1", "2026"]) == text(["--holidays", "JP", "1", "2026"]))
  }

  @Test("a legend read month by month (Julian months) names the days one read year by year (Gregorian) does")
  func julianMonthsAgreeWithGregorianYears() throws {
    // Under `--reform julian` no month is Gregorian, so the legend reads month by month; under the default
    // reform, the months from 1753 on are read a Gregorian year at a time. The same days, each written in
    // its own calendar.
    let julian = legendLines(try text(["--reform", "julian", "--holidays", "US,JP", "-n", "14", "12", "2025"]))
    let gregorian = legendLines(try text(["--holidays", "US,JP", "-n", "16", "12", "2025"]))
    let translated = julian.map { line in
      let parts = line.prefix(10).split(separator: "-").compactMap { Int($0) }
      let julianDay = Reform.julian.julianDay(of: CivilDate(year: parts[0], month: parts[1], day: parts[2]))
      return Reform.gregorian.date(fromJulianDay: julianDay).description + line.dropFirst(10)
    }
    let (first, last) = (translated.first?.prefix(10) ?? "", translated.last?.prefix(10) ?? "")
    #expect(translated.count > 30)
    #expect(translated == gregorian.filter { $0.prefix(10) >= first && $0.prefix(10) <= last })
  }

  // Columns: the value, the message.
  @Test(arguments: [
    ("XX", "invalid --holidays value 'XX': use a country code such as MX, AE or AR, or list"),
    ("US-XX", "invalid --holidays value 'US-XX': use a subdivision of United States such as US-TX, US-AK or US-AL"),
    ("JP-13", "invalid --holidays value 'JP-13': use JP alone: swiftcal knows no subdivisions of Japan"),
    ("JP:school", "invalid --holidays value 'JP:school': use a category of Japan: public or bank"),
    ("", "invalid --holidays value '': use a country code such as AE, AR or AT, or list"),
    ("JP,", "invalid --holidays value '': use a country code such as AE, AR or AT, or list"),
  ])
  func errors(value: String, message: String) {
    #expect(errorMessage(["--holidays", value]) == message)
  }

  @Test("UK is GB, as people write it; codes and subdivisions in any case")
  func aliases() throws {
    #expect(try text(["--holidays", "uk", "12", "2026"]) == text(["--holidays", "GB", "12", "2026"]))
    #expect(try text(["--holidays", "us-ca", "7", "2026"]) == text(["--holidays", "US-CA", "7", "2026"]))
    #expect(
      try text(["--holidays", "GB", "12", "2026"]).hasSuffix(
        "2026-12-25  Christmas Day\n2026-12-26  Boxing Day\n2026-12-28  Boxing Day (observed)\n"))
  }

  @Test("list names each country with its categories and languages")
  func list() throws {
    #expect(try command(["--holidays", "list"]) == .holidayList)
    #expect(holidayCountryListText().contains("\nJP  Japan: categories public, bank; names in ja, en_US\n"))
  }

  @Test("JSON: holidays with country and category, working days, and whether the day is off")
  func json() throws {
    let json = renderJSON(try request(["--json", "--holidays", "JP", "5", "2026"]), names: .posix)
    #expect(
      json.contains(
        #""date": "2026-05-06", "day": 6, "inMonth": true, "weekday": "wednesday", "weekend": false, "#
          + #""today": false, "dayOfYear": 126, "weekNumber": 19, "marks": [], "holidays": [{"name": "Substitute Holiday", "#
          + #""country": "JP", "category": "public"}], "workingDays": [], "dayOff": true}"#))
    #expect(
      json.contains(
        #""dayOfYear": 127, "weekNumber": 19, "marks": [], "holidays": [], "workingDays": [], "dayOff": false}"#))
    #expect(
      json.contains(
        #""dayOfYear": 129, "weekNumber": 19, "marks": [], "holidays": [], "workingDays": [], "dayOff": true}"#))
    let plain = renderJSON(try request(["--json", "5", "2026"]), names: .posix)
    #expect(!plain.contains("holidays"))
  }

  @Test("the status line names the selected day's holiday")
  func statusLine() throws {
    let shown = try request(["-i", "--holidays", "JP", "5", "2026"])
    var state = BrowserState(request: shown)
    state.select(CivilDate(year: 2026, month: 5, day: 6))
    #expect(
      statusBar(state, request: shown, names: .posix, width: 80).text.hasPrefix(
        "< Wed 6 May 2026 >  Substitute Holiday  "))
  }

  @Test("completion offers the codes of every country with a page, and list")
  func completionValues() {
    let fish = completionScript(for: .fish)
    let line = fish.split(separator: "\n").first { $0.contains("-l holidays") }.map(String.init) ?? ""
    for word in HolidayCountry.codes + ["list"] {
      #expect(line.contains(" \(word)") || line.contains("'\(word)"), "\(word) in \(line)")
    }
  }
}

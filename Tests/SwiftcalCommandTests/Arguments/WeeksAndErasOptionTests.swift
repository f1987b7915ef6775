// --first-weekday, --week-numbering and --era: parsing, every layout, JSON, and the real locales.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Japanese names as glibc's ja_JP has them.
let japaneseNames = LocaleNames(
  monthNames: (1...12).map { "\($0)月" }, abbreviatedMonthNames: (1...12).map { " \($0)月" },
  weekdayAbbreviations: ["日", "月", "火", "水", "木", "金", "土"], firstWeekday: .sunday)

/// glibc's ja_JP eras.
let japaneseEras = eraFixture("ja_JP")

/// What `--first-weekday`'s message offers.
private let weekdayChoices = "sun, mon, tue, wed, thu, fri, sat or their full names"

@Suite("--first-weekday and --week-numbering")
struct FirstWeekdayOptionTests {
  // Columns: arguments, first weekday.
  @Test(arguments: [
    (["--first-weekday", "sat"], Weekday.saturday),
    (["--first-weekday", "Saturday"], .saturday),
    (["--first-weekday=WED"], .wednesday),
    (["--first-weekday", "fri", "-s"], .sunday),
    (["-m", "--first-weekday", "thu"], .thursday),
    (["--first-weekday", "thu", "-m"], .monday),
  ])
  func firstWeekday(arguments: [String], expected: Weekday) throws {
    #expect(try request(arguments).firstWeekday == expected)
  }

  // Columns: arguments, numbering counted in, row rule.
  @Test(arguments: [
    (["-w"], WeekNumbering.us, WeekRowRule.utilLinux),
    (["-w", "-m"], .iso, .utilLinux),
    (["-w", "--week-numbering", "iso", "-s"], .iso, .fourthDay),
    (["-w", "--week-numbering", "US", "-m"], .us, .fourthDay),
    (["-w", "--week-numbering", "us", "-s"], .us, .utilLinux),
    (["-w", "--first-weekday", "sat"], .us, .fourthDay),
    (["-w", "--first-weekday", "mon"], .iso, .utilLinux),
    (["--week-numbering", "iso"], .iso, .fourthDay),
  ])
  func numbering(arguments: [String], numbering: WeekNumbering, rule: WeekRowRule) throws {
    let request = try request(arguments)
    #expect(request.countedWeekNumbering == numbering)
    #expect(request.weekRowRule == rule)
    #expect(request.weekNumbering == (arguments.contains("-w") ? numbering : nil))
  }

  // Columns: arguments, the error.
  @Test(arguments: [
    (["--first-weekday", "sa"], "invalid --first-weekday value 'sa': use \(weekdayChoices)"),
    (["--first-weekday", ""], "invalid --first-weekday value '': use \(weekdayChoices)"),
    (["--week-numbering", "european"], "invalid --week-numbering value 'european': use iso or us"),
    (["--first-weekday"], "option '--first-weekday' needs a value: \(weekdayValueNames.joined(separator: ", "))"),
  ])
  func badValues(arguments: [String], message: String) {
    #expect(throws: UsageError.self) { try Invocation.parse(arguments, today: testToday, names: .posix) }
    do {
      _ = try Invocation.parse(arguments, today: testToday, names: .posix)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("--week=N finds its week in the numbering chosen")
  func highlightedWeek() throws {
    // ISO week 1 of 2027 starts on Monday 4 January; 2026 has an ISO week 53, 2025 none.
    #expect(try request(["--week=1", "--week-numbering", "iso", "-s", "2027"]).months.first == month(2027, 1))
    #expect(try request(["--week=53", "--week-numbering", "iso", "2026"]).months.first == month(2026, 12))
    #expect(throws: UsageError.date(.noSuchWeek(week: 53, year: 2025))) {
      try request(["--week=53", "--week-numbering", "iso", "2025"])
    }
  }

  @Test("every layout starts its weeks on the day given")
  func layouts() throws {
    let header = "Sa Su Mo Tu We Th Fr"
    for extra in [["-3"], ["-n", "2"], ["-y"], ["-f"], ["-w"]] {
      let text = try renderedText(["--first-weekday", "sat"] + extra + ["11", "2026"])
      #expect(text.contains(header), "\(extra)")
      #expect(!text.contains("Su Mo Tu We Th Fr Sa"), "\(extra)")
    }
    #expect(try renderedText(["--first-weekday", "sat", "-j", "11", "2026"]).contains("Sat Sun Mon Tue Wed Thu Fri"))
    let vertical = try renderedText(["--first-weekday", "sat", "-v", "11", "2026"]).split(separator: "\n")
    #expect(vertical[1].hasPrefix("Sa     "))
    #expect(vertical[2].hasPrefix("Su  1  8"))
    #expect(vertical[7].hasPrefix("Fr  6 13"))
  }

  @Test("Saturday-first November 2026 with week numbers, and --fill")
  func saturdayWeeks() throws {
    expectSameLines(
      try renderedText(["--first-weekday", "sat", "-w", "-f", "11", "2026"]),
      """
           November 2026     
         Sa Su Mo Tu We Th Fr
      45 31  1  2  3  4  5  6
      46  7  8  9 10 11 12 13
      47 14 15 16 17 18 19 20
      48 21 22 23 24 25 26 27
      49 28 29 30  1  2  3  4
      50  5  6  7  8  9 10 11

      """)
  }

  @Test("--json counts weeks in the numbering chosen and starts grids on the day given")
  func json() throws {
    let arguments = ["--json", "--first-weekday", "sat", "--week-numbering", "iso", "1", "2021"]
    let text = renderJSON(try request(arguments), names: .posix)
    #expect(text.contains("\"firstWeekday\": \"saturday\""))
    #expect(text.contains("\"weekNumbering\": \"iso\""))
    // The first cell is Saturday 26 December 2020, in ISO week 52.
    #expect(text.contains("{\"date\": \"2020-12-26\", \"day\": 26, \"inMonth\": false, \"weekday\": \"saturday\""))
    #expect(
      text.contains(
        "\"date\": \"2021-01-01\", \"day\": 1, \"inMonth\": true, \"weekday\": \"friday\", \"weekend\": false, "
          + "\"today\": false, \"dayOfYear\": 1, \"weekNumber\": 53,"))
  }
}

@Suite("--era")
struct EraOptionTests {
  private func rendered(
    _ arguments: [String], names: LocaleNames = japaneseNames, eras: EraTable = japaneseEras
  ) throws -> String {
    renderCalendar(try request(arguments, names: names, eras: eras), names: names).text
  }

  @Test("a month's title names its era year")
  func monthTitle() throws {
    #expect(try rendered(["--era", "11", "2026"]).hasPrefix("    11月 令和8年    \n"))
    #expect(try rendered(["--era", "5", "2019"]).hasPrefix("    5月 令和元年    \n"))
    #expect(try rendered(["--era", "4", "2019"]).hasPrefix("    4月 平成31年    \n"))
    // Without --era, the year as cal prints it.
    #expect(try rendered(["11", "2026"]).hasPrefix("      11月 2026     \n"))
  }

  @Test("a month in which the era changes names both years, on a line of its own when they do not fit")
  func eraChange() throws {
    let lines = try rendered(["--era", "-3", "1", "1989"]).split(separator: "\n")
    #expect(lines[0] == "        12月                   1月                   2月        ")
    #expect(lines[1] == "      昭和63年          昭和64年/平成元年         平成元年      ")
    #expect(lines[2].hasPrefix("日 月 火 水 木 金 土"))
  }

  @Test("-y's heading names the year's era years")
  func yearHeading() throws {
    let lines = try rendered(["--era", "-y", "2019"]).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "                         平成31年/令和元年                        ")
    #expect(lines[1] == "")
    #expect(try rendered(["--era", "-y", "2026"]).hasPrefix(String(repeating: " ", count: 30) + "令和8年"))
  }

  @Test("Thai era years are centred by their display width")
  func thai() throws {
    var names = LocaleNames.posix
    names.monthNames[10] = "พฤศจิกายน"
    // พฤศจิกายน takes 8 columns (its vowel mark none), พ.ศ. 2569 9: 18 of 20, one space each side.
    #expect(try rendered(["--era", "11", "2026"], names: names, eras: eraFixture("th_TH")).hasPrefix(" พฤศจิกายน พ.ศ. 2569 \n"))
  }

  @Test("the browser (-i) titles its months and its key line by era too, and starts weeks on the day given")
  func browser() throws {
    let shown = try request(["-i", "--era", "--first-weekday", "mon", "1", "1989"], names: japaneseNames, eras: japaneseEras)
    let screen = browserScreen(
      BrowserState(request: shown), request: shown, names: japaneseNames, style: .plain,
      size: ScreenSize(rows: 24, columns: 80))
    #expect(screen.contains("1月        \u{1B}[K\r\n                                昭和64年/平成元年 \u{1B}[K"))
    #expect(screen.contains("月 火 水 木 金 土 日\u{1B}[K"))
    #expect(screen.contains("\u{1B}[24;1H\u{1B}[7m< 日 1 1月 昭和64年/平成元年 >"))
  }

  @Test("without an era table, --era prints years as usual")
  func noEras() throws {
    #expect(
      try rendered(["--era", "11", "2026"], names: .posix, eras: .none) == (try rendered(["11", "2026"], names: .posix)))
    #expect(
      try rendered(["--era", "-y", "2026"], names: .posix, eras: .none) == (try rendered(["-y", "2026"], names: .posix)))
    // A name as wide as the block but for the year's space stays on the year's line, as cal puts
    // it, rather than being measured as an era year is (the fuzzer found the difference).
    var names = LocaleNames.posix
    names.monthNames[0] = String(repeating: "A", count: 16)
    let plain = try rendered(["-n", "9", "11", "2026"], names: names, eras: .none)
    #expect(try rendered(["--era", "-n", "9", "11", "2026"], names: names, eras: .none) == plain)
    // cal cuts the title to the block's width.
    #expect(plain.contains("AAAAAAAAAAAAAAAA 202\n"))
  }
}

/// Whether the locales the era checks run in are installed (`.ci/run` generates them). Asked with
/// `newlocale`, which leaves the process's locale alone for the tests running beside.
let eraLocalesInstalled: Bool = ["ja_JP.UTF-8", "th_TH.UTF-8", "zh_TW.UTF-8"].allSatisfy { name in
  // LC_TIME_MASK is a macro Swift cannot import: it is 1 << LC_TIME.
  guard let locale = newlocale(1 << LC_TIME, name, nil) else { return false }
  freelocale(locale)
  return true
}

@Suite("--era in the real locales", .enabled(if: eraLocalesInstalled, "ja_JP, th_TH or zh_TW is not installed"))
struct EraLocaleTests {
  // Columns: locale, arguments, text the output holds.
  @Test(arguments: [
    ("ja_JP.UTF-8", ["--era", "11", "2026"], "11月 令和8年"),
    ("ja_JP.UTF-8", ["--era", "5", "2019"], "5月 令和元年"),
    ("ja_JP.UTF-8", ["--era", "4", "2019"], "4月 平成31年"),
    ("ja_JP.UTF-8", ["--era", "-y", "2026"], "令和8年"),
    ("th_TH.UTF-8", ["--era", "11", "2026"], "พ.ศ. 2569"),
    ("zh_TW.UTF-8", ["--era", "11", "2026"], "民國115年"),
    ("C", ["--era", "11", "2026"], "November 2026"),
  ])
  func binary(locale: String, arguments: [String], expected: String) throws {
    _ = try SwiftcalProcess.requireExecutable()
    let result = try SwiftcalProcess.run(arguments, environment: ["LC_ALL": locale])
    #expect(result.status == 0)
    #expect(result.outputText.contains(expected), "\(result.outputText)")
  }
}

// Tests of Invocation: command lines and the requests they make.

import CalendarCore
import Testing

@testable import SwiftcalCommand

/// The date tests take as the clock's today.
let testToday = CivilDate(year: 2026, month: 11, day: 30)

/// The request `arguments` make, in the C locale with `testToday`, the locale's eras `eras`, holidays named in the
/// language of `messagesLocale`.
func request(
  _ arguments: [String], names: LocaleNames = .posix, eras: EraTable = .none, messagesLocale: String = "C"
) throws -> Request {
  let sources = SourceReader(
    files: .isolated, eras: { eras }, holidays: { HolidayEnvironment(messagesLocale: messagesLocale) })
  let command = try Invocation.parse(arguments, today: testToday, names: names, sources: sources)
  guard case .show(let request) = command else {
    Issue.record("\(arguments) did not ask for a calendar")
    throw UsageError.commandLine(.unknownOption("(test)"))
  }
  return request
}

/// Shorthand for a year-month.
func month(_ year: Int, _ month: Int) -> YearMonth { YearMonth(year: year, month: month) }

@Suite("Invocation: which months")
struct InvocationMonthTests {
  // Columns: arguments, first month shown, number of months.
  @Test(arguments: [
    ([], month(2026, 11), 1),
    (["2", "2024"], month(2024, 2), 1),
    (["march", "2025"], month(2025, 3), 1),
    (["MAR", "2025"], month(2025, 3), 1),
    (["july"], month(2026, 7), 1),
    (["2026"], month(2026, 1), 12),
    (["89"], month(89, 1), 12),
    (["25", "12", "2026"], month(2026, 12), 1),
    (["2026-12-25"], month(2026, 12), 1),
    (["tomorrow"], month(2026, 12), 1),
    (["yesterday"], month(2026, 11), 1),
    (["-3"], month(2026, 10), 3),
    (["-3", "1", "2026"], month(2025, 12), 3),
    (["-3", "-1"], month(2026, 11), 1),
    (["-n", "5"], month(2026, 11), 5),
    (["-n5", "1", "2026"], month(2026, 1), 5),
    (["--months=13", "1", "2026"], month(2026, 1), 13),
    (["--months", "2", "12", "2026"], month(2026, 12), 2),
    (["-S", "-n", "5", "6", "2026"], month(2026, 4), 5),
    (["-Sn4", "6", "2026"], month(2026, 4), 4),
    (["-y"], month(2026, 1), 12),
    (["-y", "2000"], month(2000, 1), 12),
    (["-Y", "8", "2026"], month(2026, 8), 12),
    (["-Y"], month(2026, 11), 12),
    (["-3", "2026"], month(2026, 10), 3),
    // US week 40 of 2013 starts on Sunday 29 September, as cal -w numbers it.
    (["--week=40", "2013"], month(2013, 9), 1),
    (["--week=41", "2013"], month(2013, 10), 1),
    (["--week=1", "-m", "2021"], month(2021, 1), 1),
    (["--week=53", "-m", "2010"], month(2010, 1), 1),
    (["--today", "2030-05-17"], month(2030, 5), 1),
    (["-H", "2030-05-17", "-3"], month(2030, 4), 3),
    (["12", "2147483646"], month(2_147_483_646, 12), 1),
    (["1", "1"], month(1, 1), 1),
  ])
  func months(arguments: [String], first: YearMonth, count: Int) throws {
    let shown = try request(arguments).months
    #expect(shown.first == first)
    #expect(shown.count == count)
  }

  @Test("a lone number is a year, and -y shows it with a year header")
  func yearHeader() throws {
    #expect(try request(["2026"]).yearHeader == 2026)
    #expect(try request(["-y"]).yearHeader == 2026)
    #expect(try request(["-Y"]).yearHeader == nil)
    #expect(try request(["-Y"]).isYearLayout)
    #expect(try request(["-n", "12"]).isYearLayout == false)
  }

  @Test("the highlighted day is the date given, else today")
  func highlightedDate() throws {
    #expect(try request([]).highlightedDate == testToday)
    #expect(try request(["25", "12", "2026"]).highlightedDate == CivilDate(year: 2026, month: 12, day: 25))
    #expect(try request(["2026-02-03"]).highlightedDate == CivilDate(year: 2026, month: 2, day: 3))
    #expect(try request(["-H", "2030-05-17"]).today == CivilDate(year: 2030, month: 5, day: 17))
  }
}

@Suite("Invocation: how months look")
struct InvocationLayoutTests {
  @Test("first weekday: the locale's, -s, -m, the later one winning")
  func firstWeekday() throws {
    var mondayLocale = LocaleNames.posix
    mondayLocale.firstWeekday = .monday
    #expect(try request([]).firstWeekday == .sunday)
    #expect(try request([], names: mondayLocale).firstWeekday == .monday)
    #expect(try request(["-s"], names: mondayLocale).firstWeekday == .sunday)
    #expect(try request(["-m"]).firstWeekday == .monday)
    #expect(try request(["-m", "-s"]).firstWeekday == .sunday)
    #expect(try request(["-sm"]).firstWeekday == .monday)
  }

  @Test("week numbers: ISO with Monday, US otherwise; --week=N highlights N")
  func weekNumbers() throws {
    #expect(try request([]).weekNumbering == nil)
    #expect(try request(["-w"]).weekNumbering == .us)
    #expect(try request(["-w", "-m"]).weekNumbering == .iso)
    #expect(try request(["-mw"]).weekNumbering == .iso)
    #expect(try request(["--week"]).requestedWeek == nil)
    #expect(try request(["--week=40", "2013"]).requestedWeek == 40)
    // Bare -w takes no value: "5" is the month.
    #expect(try request(["-w", "5", "2026"]).months.first == month(2026, 5))
    // --week takes a value only after "=", as getopt's optional arguments.
    #expect(try request(["--week", "2026"]).months.count == 12)
  }

  // Columns: arguments, expected reform.
  @Test(arguments: [
    ([], Reform.greatBritain1752),
    (["--reform", "1752"], .greatBritain1752),
    (["--reform=gregorian"], .gregorian),
    (["--reform", "ISO"], .gregorian),
    (["--reform", "julian"], .julian),
    (["--iso"], .gregorian),
    (["--iso", "--reform", "julian"], .julian),
  ])
  func reform(arguments: [String], expected: Reform) throws {
    #expect(try request(arguments).reform == expected)
  }

  // Columns: arguments, expected columns setting.
  @Test(arguments: [
    ([], ColumnsSetting.standard),
    (["-c", "2"], .count(2)),
    (["--columns=auto"], .fitTerminal),
    (["-c1000"], .count(1000)),
    (["-c", "0"], .count(3)),
    (["-c", "0x10"], .count(16)),
    (["-c", "4294967297"], .count(1)),
    (["-c", "4294967295"], .standard),
    (["-c", "4294967294"], .fitTerminal),
  ])
  func columns(arguments: [String], expected: ColumnsSetting) throws {
    #expect(try request(arguments).columns == expected)
  }

  // Columns: arguments, expected colour mode.
  @Test(arguments: [
    ([], ColorMode.unspecified), (["--color"], .auto), (["--color=always"], .always), (["--color=never"], .never),
    (["--color=NEVER", "--color=always"], .always),
  ])
  func colorMode(arguments: [String], expected: ColorMode) throws {
    #expect(try request(arguments).colorMode == expected)
  }

  @Test("flags: -j, -v, and long-option prefixes")
  func flags() throws {
    #expect(try request(["-j"]).showsDayOfYear)
    #expect(try request(["--jul"]).showsDayOfYear)
    #expect(try request(["-v"]).isVertical)
    #expect(try request(["--vert", "-3"]).isVertical)
    #expect(try request(["--thr"]).months.count == 3)
  }

  @Test("help and version, wherever they stand")
  func helpAndVersion() throws {
    #expect(try Invocation.parse(["-h"], today: testToday, names: .posix) == .help)
    #expect(try Invocation.parse(["-3", "--help"], today: testToday, names: .posix) == .help)
    #expect(try Invocation.parse(["-V"], today: testToday, names: .posix) == .version)
    #expect(try Invocation.parse(["--vers"], today: testToday, names: .posix) == .version)
  }

  @Test("operands may come before options, and -- ends the options")
  func operandOrder() throws {
    #expect(try request(["2", "2024", "-3"]).months.count == 3)
    #expect(try request(["--", "2", "2024"]).months.first == month(2024, 2))
  }
}

@Suite("Invocation: bad input")
struct InvocationErrorTests {
  // Columns: arguments, the error, the message swiftcal prints after "swiftcal: ".
  @Test(arguments: [
    (["13", "2026"], UsageError.date(.invalidMonthOperand("13")), "invalid month '13': use 1-12 or a month name; the arguments go [[day] month] year"),
    (["0", "2026"], .date(.invalidMonthOperand("0")), "invalid month '0': use 1-12 or a month name; the arguments go [[day] month] year"),
    (["32", "1", "2026"], .date(.invalidDay("32", validRange: "1-31")), "invalid day '32': use 1-31; the arguments go day month year"),
    (["30", "2", "2026"], .date(.invalidDay("30", validRange: "1-28")), "invalid day '30': use 1-28; the arguments go day month year"),
    (["29", "2", "2024"], nil, nil),
    (["29", "2", "1700"], nil, nil),
    (["5", "9", "1752"], nil, nil),
    (["0"], .date(.invalidYear("0")), "invalid year '0': use 1-2147483646"),
    (["2147483647"], .date(.invalidYear("2147483647")), "invalid year '2147483647': use 1-2147483646"),
    (
      ["99999999999999999999"], .date(.invalidYear("99999999999999999999")),
      "invalid year '99999999999999999999': use 1-2147483646"
    ),
    (["foo"], .date(.invalidMonth("foo")), "invalid month 'foo': use 1-12 or a month name"),
    (["sept", "2026"], .date(.invalidMonthOperand("sept")), "invalid month 'sept': use 1-12 or a month name; the arguments go [[day] month] year"),
    ([""], .date(.invalidMonth("")), "invalid month '': use 1-12 or a month name"),
    (
      ["2026-02-30"], .date(.nonexistentDate("2026-02-30", month: month(2026, 2), validRange: "1-28")),
      "invalid date '2026-02-30': 2026-02 has days 1-28"
    ),
    (["1752-09-05"], nil, nil),
    (["2026-13-01"], .date(.dateMonthOutOfRange("2026-13-01")), "invalid date '2026-13-01': the month must be 01-12"),
    (["0000-01-01"], .date(.dateYearOutOfRange("0000-01-01")), "invalid date '0000-01-01': YYYY-MM-DD takes a year from 0001 to 9999 (a later one as an operand: 1 10000)"),
    (["+5x"], .date(.invalidDate("+5x")), nil),
    (["Tomorrow"], .date(.invalidMonth("Tomorrow")), nil),
    (["-x"], .commandLine(.unknownOption("-x")), "unknown option '-x': see 'swiftcal --help' for the options"),
    (["--bogus"], .commandLine(.unknownOption("--bogus")), "unknown option '--bogus': see 'swiftcal --help' for the options"),
    (["-5"], .commandLine(.negativeNumber("-5")), "invalid number '-5': use a day, month or year from 1 up"),
    (
      ["--mon"], .commandLine(.ambiguousOption("--mon", candidates: ["months", "monday"])),
      "ambiguous option '--mon': could be --months, --monday"
    ),
    (["-n"], .commandLine(.missingValue(option: "-n", expected: "a number of months from 0 to 3600000")), nil),
    (["--reform"], .commandLine(.missingValue(option: "--reform", expected: ReformName.validForms)), nil),
    (["-y=3"], .commandLine(.unknownOption("-=")), nil),
    (["--year=3"], .commandLine(.unexpectedValue(option: "--year", value: "3")), "option '--year' takes no value, but was given '3'"),
    (["-n", "0"], nil, nil),
    (["-n", "4294967295"], nil, nil),
    (["-n", "4294967296"], .commandLine(.invalidValue(option: "--months", value: "4294967296", expected: "0-3600000")), "invalid --months value '4294967296': use 0-3600000"),
    (["-n", "99999999999"], .commandLine(.invalidValue(option: "--months", value: "99999999999", expected: "0-3600000")), nil),
    (["-n", "-3"], .commandLine(.invalidValue(option: "--months", value: "-3", expected: "0-3600000")), nil),
    (["--reform", "1582"], .commandLine(.invalidValue(option: "--reform", value: "1582", expected: ReformName.validForms)), nil),
    (["--color=sometimes"], .commandLine(.invalidValue(option: "--color", value: "sometimes", expected: "auto, always or never")), nil),
    (["-c", "0"], nil, nil),
    (["-c", "x"], .commandLine(.invalidValue(option: "--columns", value: "x", expected: "1-100000000 or auto")), nil),
    (["-c", "1001"], nil, nil),
    (["--week=0"], .commandLine(.invalidWeek("0")), "invalid week '0': use 1-54"),
    (["--week=55"], .commandLine(.invalidWeek("55")), nil),
    (["--week=x"], .commandLine(.invalidWeek("x")), nil),
    (["--week=54", "2026"], nil, nil),
    // 2026 has 53 ISO weeks (from a Thursday 1 January), never 54; cal shows week 53 of 2025 (which
    // has 52) as December, where its Monday falls.
    (["--week=54", "-m", "2026"], .date(.noSuchWeek(week: 54, year: 2026)), nil),
    (["--week=53", "-m", "2025"], nil, nil),
    // 1752 lost 11 days in September; cal counts them when it finds a week's month, so its ISO year ends in week 51.
    (["--week=52", "-m", "1752"], .date(.noSuchWeek(week: 52, year: 1752)), nil),
    (["--columns", "AUTO"], .commandLine(.invalidValue(option: "--columns", value: "AUTO", expected: "1-100000000 or auto")), nil),
    (["--week=53", "-m", "2026"], nil, nil),
    (["1", "2", "3", "4"], .commandLine(.tooManyArguments(["1", "2", "3", "4"])), "too many arguments '1 2 3 4': use [[day] month] year"),
    (["-y", "-n", "3"], .commandLine(.conflictingOptions("--year", "--months")), "options --year and --months cannot be used together: use one of them"),
    (["-n", "3", "-Y"], .commandLine(.conflictingOptions("--months", "--twelve")), nil),
    (["-y", "-Y"], .commandLine(.conflictingOptions("--year", "--twelve")), nil),
    (["--today", "2026-13-01"], .date(.dateMonthOutOfRange("2026-13-01")), nil),
    (["--today", "yesterday"], nil, nil),
    (["--today", "Yesterday"], .date(.invalidToday("Yesterday")), nil),
    (["-3", "1", "1"], nil, nil),
    (["-n", "30", "-S", "1", "1"], .date(.rangeTooEarly(firstYear: -1)), "the months asked for start in year -1: use months from January 0000"),
    (["-n", "2", "12", "2147483646"], nil, nil),
    (["-n", "14", "12", "2147483646"], .date(.rangeTooLong(lastYear: 2_147_483_648)), nil),
    (["a\nb"], .date(.invalidMonth("a\nb")), "invalid month 'a\\u{a}b': use 1-12 or a month name"),
  ] as [([String], UsageError?, String?)])
  func badInput(arguments: [String], error: UsageError?, message: String?) {
    guard let error else {
      #expect(throws: Never.self) { try Invocation.parse(arguments, today: testToday, names: .posix) }
      return
    }
    #expect(throws: error) { try Invocation.parse(arguments, today: testToday, names: .posix) }
    if let message { #expect(error.description == message) }
    #expect(!error.description.contains("\n"))
  }

  @Test("repeated options are not errors: the later one wins")
  func repeatedOptions() throws {
    #expect(try request(["-y", "-y"]).months.count == 12)
    #expect(try request(["-n", "2", "-n", "4"]).months.count == 4)
    #expect(try request(["-c", "2", "-c", "auto"]).columns == .fitTerminal)
  }
}

@Suite("Month names")
struct MonthNameTests {
  let german = LocaleNames(
    monthNames: [
      "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
      "Dezember",
    ],
    abbreviatedMonthNames: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
    weekdayAbbreviations: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"], firstWeekday: .monday)

  // Columns: name, month it stands for in German (nil: none).
  @Test(arguments: [
    ("März", 3), ("MÄRZ", 3), ("mär", 3), ("dezember", 12), ("Okt", 10), ("october", 10), ("Mar", 3),
    ("Märzen", nil), ("", nil),
  ] as [(String, Int?)])
  func germanNames(name: String, expected: Int?) {
    #expect(german.month(named: name) == expected)
  }

  @Test("the C locale knows only the English names")
  func posixNames() {
    #expect(LocaleNames.posix.month(named: "SEPTEMBER") == 9)
    #expect(LocaleNames.posix.month(named: "sep") == 9)
    #expect(LocaleNames.posix.month(named: "sept") == nil)
    #expect(LocaleNames.posix.month(named: "März") == nil)
  }
}

// End to end: the built swiftcal refuses every kind of bad input with one line on standard error,
// exit status 1 and nothing on standard output, and shrugs off a bad environment.

import SwiftcalCommand
import SwiftcalTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One bad command line and the message swiftcal must print for it (after `swiftcal: `).
struct BadInput: CustomTestStringConvertible, Sendable {
  var arguments: [[UInt8]]
  var message: String

  init(_ arguments: [String], _ message: String) {
    self.arguments = arguments.map { Array($0.utf8) }
    self.message = message
  }

  init(bytes arguments: [[UInt8]], _ message: String) {
    self.arguments = arguments
    self.message = message
  }

  var testDescription: String {
    arguments.map { String(decoding: $0, as: UTF8.self).debugDescription }.joined(separator: " ")
  }
}

private let lastYear = "2147483646"
private let useDate = "use YYYY-MM-DD, @SECONDS, +2 days, 3 weeks ago, tomorrow or a month name"
private let writtenYears = "YYYY-MM-DD takes a year from 0001 to 9999 (a later one as an operand: 1 10000)"
private let useToday = "use YYYY-MM-DD, @SECONDS, +2 days, tomorrow or another timestamp"
private let inOrder = "the arguments go [[day] month] year"
private let useMonth = "use 1-12 or a month name"
private let useOptions = "see 'swiftcal --help' for the options"
private let useLastMonth = "use months up to December 2147483647"

/// Columns: the arguments (run with `--today 2026-11-30` first, `LC_ALL=C`, `TZ=UTC`), the
/// message. Grouped as the robustness issue lists them.
let badInputs: [BadInput] = [
  // Months, days and years out of range.
  BadInput(["0", "2026"], "invalid month '0': \(useMonth); \(inOrder)"),
  BadInput(["13", "2026"], "invalid month '13': \(useMonth); \(inOrder)"),
  BadInput(["1", "13", "2026"], "invalid month '13': \(useMonth); \(inOrder)"),
  BadInput(["32", "1", "2026"], "invalid day '32': use 1-31; the arguments go day month year"),
  BadInput(["0", "1", "2026"], "invalid day '0': use 1-31; the arguments go day month year"),
  BadInput(["30", "2", "2026"], "invalid day '30': use 1-28; the arguments go day month year"),
  BadInput(["29", "2", "2026"], "invalid day '29': use 1-28; the arguments go day month year"),
  BadInput(["31", "4", "2026"], "invalid day '31': use 1-30; the arguments go day month year"),
  BadInput(["--reform", "gregorian", "29", "2", "1900"], "invalid day '29': use 1-28; the arguments go day month year"),
  BadInput(["x", "1", "2026"], "invalid day 'x': use 1-31; the arguments go day month year"),
  BadInput(["0"], "invalid year '0': use 1-\(lastYear)"),
  BadInput(["1", "0"], "invalid year '0': use 1-\(lastYear)"),
  BadInput(["1", "1", "0"], "invalid year '0': use 1-\(lastYear)"),
  BadInput(["2147483647"], "invalid year '2147483647': use 1-\(lastYear)"),
  // Numbers too big for Int.
  BadInput(["9223372036854775808"], "invalid year '9223372036854775808': use 1-\(lastYear)"),
  BadInput(["99999999999999999999"], "invalid year '99999999999999999999': use 1-\(lastYear)"),
  BadInput(["1", "99999999999999999999"], "invalid year '99999999999999999999': use 1-\(lastYear)"),
  BadInput(
    ["99999999999999999999", "1", "2026"], "invalid day '99999999999999999999': use 1-31; the arguments go day month year"),
  BadInput(["99999999999999999999", "2026"], "invalid month '99999999999999999999': \(useMonth); \(inOrder)"),
  // Month names and dates.
  BadInput(["foo", "2026"], "invalid month 'foo': \(useMonth); \(inOrder)"),
  BadInput(["2026", "12"], "invalid month '2026': \(useMonth); \(inOrder)"),
  BadInput(["feb", "30", "2026"], "invalid month '30': \(useMonth); \(inOrder)"),
  BadInput(["foo"], "invalid month 'foo': \(useMonth)"),
  BadInput(["Janvier", "2026"], "invalid month 'Janvier': \(useMonth); \(inOrder)"),
  BadInput(["--", "--"], "invalid month '--': \(useMonth)"),
  BadInput(["2026-02-30"], "invalid date '2026-02-30': 2026-02 has days 1-28"),
  BadInput(["2026-13-01"], "invalid date '2026-13-01': the month must be 01-12"),
  BadInput(["12-2026"], "invalid date '12-2026': \(useDate)"),
  BadInput(["0x10"], "invalid date '0x10': \(useDate)"),
  BadInput(["+5x"], "invalid date '+5x': \(useDate)"),
  BadInput(["0000-01-01"], "invalid date '0000-01-01': \(writtenYears)"),
  BadInput(["２０２６"], "invalid date '２０２６': \(useDate)"),
  // Unknown and ambiguous options, values where none belongs.
  BadInput(["--foo"], "unknown option '--foo': \(useOptions)"),
  BadInput(["-x"], "unknown option '-x': \(useOptions)"),
  BadInput(["-3x"], "unknown option '-x': \(useOptions)"),
  BadInput(["--colour"], "unknown option '--colour': \(useOptions)"),
  BadInput(["--=5"], "unknown option '--': \(useOptions)"),
  BadInput(["--m"], "ambiguous option '--m': could be --months, --monday, --mark, --mark-file, --main-calendar, --moon"),
  BadInput(["--help=x"], "option '--help' takes no value, but was given 'x'"),
  BadInput(["--year=5"], "option '--year' takes no value, but was given '5'"),
  // Missing option values.
  BadInput(["-n"], "option '-n' needs a value: a number of months from 0 to 3600000"),
  BadInput(["2026", "--months"], "option '--months' needs a value: a number of months from 0 to 3600000"),
  BadInput(["-c"], "option '-c' needs a value: a number of months side by side from 1 to 100000000, or auto"),
  BadInput(
    ["--reform"], "option '--reform' needs a value: 1752, gregorian, iso, julian, a country code such as IT, or list"),
  BadInput(
    ["-H"], "option '-H' needs a value: a date as YYYY-MM-DD, or another timestamp (tomorrow, @1700000000, +2 days)"),
  BadInput(
    ["--ics"], "option '--ics' needs a value: an iCalendar file, a folder of .ics files, or - for standard input"),
  BadInput(["--mark-file"], "option '--mark-file' needs a value: a calendar(1) file, or - for standard input"),
  BadInput(
    ["--mark"],
    "option '--mark' needs a value: a day and its label, such as 12-25=Christmas or 11/ThuFourth=Thanksgiving"),
  // Easter's date is a line of text.
  BadInput(["-e", "--json"], "options --easter and --json cannot be used together: use one of them"),
  BadInput(["--json", "-o"], "options --orthodox-easter and --json cannot be used together: use one of them"),
  BadInput(["-e", "--format", "html"], "options --easter and --format cannot be used together: use one of them"),
  BadInput(["-e", "--agenda"], "options --easter and --agenda cannot be used together: use one of them"),
  // Bad option values.
  BadInput(
    ["--reform", "foo"],
    "invalid --reform value 'foo': use 1752, gregorian, iso, julian, a country code such as IT, or list"),
  BadInput(
    ["--reform="], "invalid --reform value '': use 1752, gregorian, iso, julian, a country code such as IT, or list"),
  BadInput(
    ["--reform", "1582"],
    "invalid --reform value '1582': use 1752, gregorian, iso, julian, a country code such as IT, or list"),
  BadInput(["--color=foo"], "invalid --color value 'foo': use auto, always or never"),
  BadInput(["--color="], "invalid --color value '': use auto, always or never"),
  BadInput(["--week=0"], "invalid week '0': use 1-54"),
  BadInput(["--week=55"], "invalid week '55': use 1-54"),
  BadInput(["--week=54", "-m", "2026"], "invalid week '54': year 2026 has no week 54"),
  // Too many arguments (a long list is cut, so the line stays short).
  BadInput(["1", "2", "3", "4"], "too many arguments '1 2 3 4': use [[day] month] year"),
  BadInput((1...100).map(String.init), "too many arguments '1 2 3 4 5 6 7 8 …': use [[day] month] year"),
  // Options that exclude each other; repeating one is not an error (see `acceptedInputs`).
  BadInput(["-y", "-n", "3"], "options --year and --months cannot be used together: use one of them"),
  BadInput(["-n", "3", "-y"], "options --months and --year cannot be used together: use one of them"),
  BadInput(["-Y", "-n", "5"], "options --twelve and --months cannot be used together: use one of them"),
  BadInput(["-yY"], "options --year and --twelve cannot be used together: use one of them"),
  // Invalid --today dates.
  BadInput(["--today", "2026-13-01"], "invalid date '2026-13-01': the month must be 01-12"),
  BadInput(["--today", "2026-02-30"], "invalid date '2026-02-30': 2026-02 has days 1-28"),
  BadInput(["--today", "0000-01-01"], "invalid date '0000-01-01': \(writtenYears)"),
  BadInput(["--today", "2147483647-01-01"], "invalid date '2147483647-01-01': \(writtenYears)"),
  BadInput(["--today", "99999-01-01"], "invalid date '99999-01-01': \(writtenYears)"),
  BadInput(["10000-01-01"], "invalid date '10000-01-01': \(writtenYears)"),
  BadInput(["--today", "1752-09-05"], "invalid date '1752-09-05': 1752-09 has days 1-2 or 14-30"),
  BadInput(["--today", "Tomorrow"], "invalid --today date 'Tomorrow': \(useToday)"),
  BadInput(["--today=2026-11-30x"], "invalid --today date '2026-11-30x': \(useToday)"),
  // Empty arguments.
  BadInput([""], "invalid month '': \(useMonth)"),
  BadInput(["", "2026"], "invalid month '': \(useMonth); \(inOrder)"),
  BadInput(["1", "", "2026"], "invalid month '': \(useMonth); \(inOrder)"),
  BadInput(["2026", ""], "invalid year '': use 1-\(lastYear)"),
  BadInput(["-n", ""], "invalid --months value '': use 0-3600000"),
  BadInput(["--today", ""], "invalid --today date '': \(useToday)"),
  BadInput(["--columns="], "invalid --columns value '': use 1-100000000 or auto"),
  // Arguments that are not UTF-8: the bytes are shown as they were.
  BadInput(bytes: [[0xFF]], "invalid argument '\\xFF': use UTF-8 text"),
  BadInput(bytes: [[0x31], [0xC3, 0x28], [0x32]], "invalid argument '\\xC3(': use UTF-8 text"),
  BadInput(bytes: [[0x2D, 0x6E], [0x35, 0xE9]], "invalid argument '5\\xE9': use UTF-8 text"),
  BadInput(
    bytes: [Array("--reform=".utf8) + [0xED, 0xA0, 0x80]],  // a UTF-16 surrogate, which UTF-8 may not encode
    "invalid argument '--reform=\\xED\\xA0\\x80': use UTF-8 text"),
  BadInput(bytes: [Array("ao".utf8) + [0xC0, 0xAF, 0x0A]], "invalid argument 'ao\\xC0\\xAF\\u{a}': use UTF-8 text"),
  // Enormous month counts: refused past the limit before anything is allocated.
  BadInput(["-n", "99999999999"], "invalid --months value '99999999999': use 0-3600000"),
  BadInput(["-n", "3600001"], "invalid --months value '3600001': use 0-3600000"),
  BadInput(["-n", "99999999999999999999999"], "invalid --months value '99999999999999999999999': use 0-3600000"),
  BadInput(["-n", "2147483648"], "invalid --months value '2147483648': use 0-3600000"),
  // Ranges that run past the last year or start before the first.
  BadInput(["-n", "14", "12", lastYear], "the months asked for run to year 2147483648: \(useLastMonth)"),
  BadInput(["-n", "60", "-S", "6", lastYear], "the months asked for run to year 2147483648: \(useLastMonth)"),
  BadInput(["-n", "120000", "1", "2147480000"], "the months asked for run to year 2147489999: \(useLastMonth)"),
  BadInput(["-n", "30", "-S", "1", "1"], "the months asked for start in year -1: use months from January 0000"),
  BadInput(["-S", "-n", "40", "3", "1"], "the months asked for start in year -1: use months from January 0000"),
  // Negative numbers.
  BadInput(["-5"], "invalid number '-5': use a day, month or year from 1 up"),
  BadInput(["1", "-2026"], "invalid number '-2026': use a day, month or year from 1 up"),
  BadInput(["-3", "-12", "2026"], "invalid number '-12': use a day, month or year from 1 up"),
  BadInput(["-n", "-5"], "invalid --months value '-5': use 0-3600000"),
  BadInput(["--columns=-1"], "invalid --columns value '-1': use 1-100000000 or auto"),
  BadInput(["--week=-1"], "invalid week '-1': use 1-54"),
  BadInput(["--", "-5"], "invalid date '-5': \(useDate)"),
  // Columns zero or huge.
  BadInput(["--columns", "100000001", "-3"], "invalid --columns value '100000001': use 1-100000000 or auto"),
  BadInput(["--columns", "1.5"], "invalid --columns value '1.5': use 1-100000000 or auto"),
  BadInput(
    ["-c", "99999999999999999999999"], "invalid --columns value '99999999999999999999999': use 1-100000000 or auto"),
  // Values that could forge a second line or flood the terminal are escaped and cut.
  BadInput(["\n"], "invalid month '\\u{a}': \(useMonth)"),
  BadInput(
    ["--reform", "a\u{1B}[31m"],
    "invalid --reform value 'a\\u{1b}[31m': use 1752, gregorian, iso, julian, a country code such as IT, or list"),
  BadInput(
    [String(repeating: "x", count: 100)], "invalid month '\(String(repeating: "x", count: 64))…': \(useMonth)"),
]

/// An environment swiftcal cannot use, and the arguments it is tried with: swiftcal falls back
/// (to 80 columns, to no colour, to the `C` locale, to UTC) silently, as `cal` does, and prints
/// what it prints in a clean environment. Columns: arguments, the changes to the environment
/// (`nil` removes a variable), the environment to compare with.
struct BadEnvironment: CustomTestStringConvertible, Sendable {
  var arguments: [String]
  var environment: [String: String?]
  var comparedWith: [String: String?] = [:]

  var testDescription: String {
    environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value ?? "(unset)")" }.joined(separator: " ")
      + " swiftcal " + arguments.joined(separator: " ")
  }
}

let badEnvironments: [BadEnvironment] = [
  BadEnvironment(arguments: ["--columns", "auto", "-y", "2026"], environment: ["COLUMNS": "abc"]),
  BadEnvironment(arguments: ["--columns", "auto", "-y", "2026"], environment: ["COLUMNS": "-5"]),
  BadEnvironment(arguments: ["--columns", "auto", "-y", "2026"], environment: ["COLUMNS": "0"]),
  BadEnvironment(arguments: ["--columns", "auto", "-y", "2026"], environment: ["COLUMNS": ""]),
  BadEnvironment(arguments: ["--columns", "auto", "-y", "2026"], environment: ["COLUMNS": "99999999999999999999999"]),
  BadEnvironment(arguments: ["--columns", "auto", "-y", "2026"], environment: ["COLUMNS": "80x"]),
  BadEnvironment(arguments: ["-3", "5", "2026"], environment: ["TERM": nil]),
  BadEnvironment(arguments: ["-3", "5", "2026"], environment: ["TERM": ""]),
  BadEnvironment(
    arguments: ["--color=always", "5", "2026"], environment: ["TERM": nil], comparedWith: ["TERM": "xterm"]),
  BadEnvironment(
    arguments: ["--color=always", "5", "2026"], environment: ["NO_COLOR": "1"], comparedWith: ["TERM": "xterm"]),
  BadEnvironment(arguments: ["-y", "2026"], environment: ["LC_ALL": "xx_XX.UTF-8"]),
  BadEnvironment(arguments: ["-y", "2026"], environment: ["LC_ALL": "../../../etc/passwd"]),
  BadEnvironment(arguments: ["-y", "2026"], environment: ["LC_ALL": nil, "LANG": "de_DE.NOT-A-CHARSET"]),
  BadEnvironment(
    arguments: ["-y", "2026"], environment: ["LC_ALL": nil, "LC_TIME": String(repeating: "x", count: 5000)]),
  BadEnvironment(arguments: ["-3"], environment: ["TZ": "Not/A_Zone"]),
  BadEnvironment(arguments: ["-3"], environment: ["TZ": ""]),
]

/// The bad inputs run as processes in a plain `swift test`: every fourth, and every one whose words
/// are not UTF-8 (they reach the program's edge as bytes). `inProcess` below checks all of them
/// through the same stages; the long sweep runs all of them as processes too.
let sampledBadInputs = badInputs.enumerated().filter { index, input in
  index % 4 == 0 || input.arguments.contains { String(validating: $0, as: UTF8.self) == nil }
}.map(\.element)

@Suite("Bad input, end to end")
struct BadInputTests {
  @Test("is refused with one line, status 1 and empty stdout", arguments: sampledBadInputs)
  func refused(_ input: BadInput) throws {
    try Self.expectRefused(input)
  }

  static func expectRefused(_ input: BadInput) throws {
    let result = try SwiftcalProcess.run(bytes: [Array("--today=2026-11-30".utf8)] + input.arguments)
    #expect(result.status == 1, "\(result)")
    #expect(result.standardOutput.isEmpty, "\(result)")
    #expect(result.errorText == "swiftcal: \(input.message)\n")
  }

  /// Repeated options are not errors: the later one wins, as with getopt. Columns: the
  /// arguments, the arguments whose output they must print.
  @Test(
    "repeated options: the later one wins",
    arguments: [
      (["-n", "3", "-n", "5", "1", "2026"], ["-n", "5", "1", "2026"]),
      (["-y", "-y", "2026"], ["-y", "2026"]),
      (["--reform", "julian", "--reform", "gregorian", "9", "1752"], ["--reform", "gregorian", "9", "1752"]),
      (["--color=always", "--color=never", "5", "2026"], ["5", "2026"]),
      (["-3", "-1", "5", "2026"], ["5", "2026"]),
      (["-m", "-s", "5", "2026"], ["-s", "5", "2026"]),
      (["--today", "2000-01-01", "--today", "2026-11-30"], []),
      (["-c", "1", "-c", "2", "-Y", "1", "2026"], ["-c", "2", "-Y", "1", "2026"]),
    ])
  func repeated(_ arguments: [String], _ equivalent: [String]) throws {
    let result = try SwiftcalProcess.run(["--today=2026-11-30"] + arguments)
    let expected = try SwiftcalProcess.run(["--today=2026-11-30"] + equivalent)
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError.isEmpty, "\(result)")
    #expect(!result.standardOutput.isEmpty)
    #expect(result.outputText == expected.outputText)
  }

  @Test("a bad environment changes nothing", arguments: badEnvironments)
  func environment(_ input: BadEnvironment) throws {
    let arguments = ["--today=2026-11-30"] + input.arguments
    let result = try SwiftcalProcess.run(arguments, environment: input.environment)
    let expected = try SwiftcalProcess.run(arguments, environment: input.comparedWith)
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError.isEmpty, "\(result)")
    #expect(!result.standardOutput.isEmpty)
    #expect(result.outputText == expected.outputText)
  }

  @Test("the clock's today without --today in a bad time zone is today in UTC")
  func clockWithoutToday() throws {
    // Coloured, so that today is marked and the output names the day, not only the month; the
    // date is read before and after the run in case UTC's midnight falls between.
    let colored = ["--color=always"]
    let before = Self.todayInUTC()
    let result = try SwiftcalProcess.run(colored, environment: ["TZ": "Not/A_Zone", "TERM": "xterm"])
    let after = Self.todayInUTC()
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError.isEmpty, "\(result)")
    let expected = try Set([before, after]).map { today in
      try SwiftcalProcess.run(colored + ["--today=\(today)"], environment: ["TERM": "xterm"]).outputText
    }
    #expect(expected.contains(result.outputText), "not \(before)'s month with the day marked: \(result.outputText)")
  }

  /// The clock's date in UTC, `YYYY-MM-DD`, read here rather than by swiftcal.
  static func todayInUTC() -> String {
    var now = time(nil)
    var fields = tm()
    gmtime_r(&now, &fields)
    let year = Int(fields.tm_year) + 1900, month = Int(fields.tm_mon) + 1, day = Int(fields.tm_mday)
    func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return "\(year)-\(twoDigits(month))-\(twoDigits(day))"
  }

  @Test("the same bad inputs fail in process with the same messages, and break no fuzz invariant")
  func inProcess() {
    var mismatches: [String] = []
    for input in badInputs {
      let words = [Array("--today=2026-11-30".utf8)] + input.arguments
      do {
        _ = try Invocation.parse(try decodeArguments(words), today: FuzzCase.defaultToday, names: .posix)
        mismatches.append("\(input.testDescription): accepted")
      } catch {
        if error.description != input.message { mismatches.append("\(input.testDescription): \(error)") }
      }
      let fuzzCase = FuzzCase(FuzzCase.encode(wordBytes: words))
      mismatches += fuzzCase.failures().map { "\(input.testDescription): \($0)" }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }
}

@Suite("Bad input, every case end to end", .longSweep)
struct BadInputLongSweepTests {
  @Test("is refused with one line, status 1 and empty stdout", arguments: badInputs)
  func refused(_ input: BadInput) throws {
    try BadInputTests.expectRefused(input)
  }
}

// FuzzCase: one fuzz input, decoded from its records. Shared by the libFuzzer target (Tools/Fuzz/run
// builds it from this folder) and the regression tests (Fuzz/FuzzRegressionTests.swift).

import CalendarCore
@testable import SwiftcalCommand

/// An invocation of swiftcal as the fuzzer describes it: the command-line words as bytes and
/// the parts of the environment the program's edge reads.
///
/// The input is a list of records separated by NUL bytes (which no command-line word or
/// environment value can hold); each record is a tag byte and a value:
///
/// | tag | value |
/// | --- | --- |
/// | `a` | one command-line word, any bytes |
/// | `l` | a locale from `FuzzCase.locales` (`C`, `de`, `fr`, `ja`, `ko`, `wide`, `odd`); others mean `C` |
/// | `n` | locale names, `|`-separated: 12 months, 12 abbreviations, 7 weekdays (missing ones from `C`) |
/// | `T` | the clock's date, `YYYY-MM-DD` (default 2026-11-30) |
/// | `t` | standard output is a terminal, whose window is this many columns wide (may be empty) |
/// | `e` | an environment variable, `NAME=VALUE` (`COLUMNS`, `NO_COLOR`, `TERM`, `SWIFTCAL_COLORS`, …) |
/// | `k` | bytes typed into the month browser (`--interactive`), in the order given |
/// | `r` | the terminal's height in rows, for the browser (default 24) |
/// | `f` | a file of the in-memory file system `--mark-file` and `#include` read: its path, a newline, its bytes* |
/// | `s` | the bytes* of cal's terminal-colors.d scheme file |
/// | `S` | the names of the files in the terminal-colors.d directory, one a line |
/// | `i` | the bytes* of `TERM`'s compiled terminfo entry |
/// | `p` | a timestamp, read as cal reads one (`@SECONDS`, `+2 days`, `2026-11-30 10:00`, ...) |
/// | `N` | the clock for `p` in seconds since 1970 (default: noon of `T`), a comma, the zone's offset in minutes |
/// | `g` | text typed at the browser's go-to prompt, then Enter |
/// | `K` | bytes* typed into the browser, as `k` but any byte |
/// | `c` | an iCalendar file `--ics` reads: its path, a newline, its bytes*; `DIR/name` is a file of the folder `DIR` |
/// | `z` | a zone of the zone database: its name (`Europe/Berlin`), a newline, its TZif bytes* |
/// | `Z` | the zone events are shown in: a `z` zone's name, else a POSIX TZ string (`EST5EDT,M3.2.0,M11.1.0`) |
/// | `R` | an RRULE expanded alone: the rule, or a DTSTART `YYYYMMDDTHHMMSS`, a newline and the rule |
/// | `o` | command-line words picked by each byte from `FuzzCase.pickedWords` (`--ics`, `--holidays`, `JP`, …) |
/// | `M` | command-line words picked by each byte from `FuzzCase.mainCalendarWords` (`--main-calendar`, `6L`, …) |
///
/// *Bytes of the new tags may be NUL: `DLE 0` stands for NUL and `DLE DLE` for DLE (0x10).
///
/// Unknown tags are ignored, so a field can be added (a new tag, or a new variable read from
/// `environment`) without making the committed corpus mean something else.
struct FuzzCase {
  var words: [[UInt8]] = []
  var names = LocaleNames.posix
  var today = FuzzCase.defaultToday
  var isTerminal = false
  var windowColumns: Int?
  var environment: [String: String] = [:]
  var typed: [UInt8] = []
  var screenRows = 24
  /// The in-memory file system of `--mark-file` and `#include`, by path.
  var files: [String: [UInt8]] = [:]
  var scheme: [UInt8]?
  var colorFileNames: [String]?
  var terminfo: [UInt8]?
  var timestamps: [String] = []
  var clockSeconds: Int?
  var zoneOffsetMinutes = 0
  var goToTexts: [[UInt8]] = []
  /// The iCalendar files `--ics` reads, by path.
  var calendarFiles: [String: [UInt8]] = [:]
  /// The zone database's TZif files, by zone name.
  var zoneFiles: [String: [UInt8]] = [:]
  /// The zone events are shown in, as the input names it.
  var displayZoneText: String?
  /// RRULE texts expanded alone, each with its DTSTART line if given.
  var ruleTexts: [String] = []

  init(_ bytes: [UInt8]) {
    var customNames: String?
    for record in bytes.split(separator: 0, omittingEmptySubsequences: true) {
      let value = Array(record.dropFirst())
      let text = String(decoding: value, as: UTF8.self)
      switch record.first {
      case UInt8(ascii: "a"): words.append(value)
      case UInt8(ascii: "l"): names = FuzzCase.locales[text] ?? .posix
      case UInt8(ascii: "n"): customNames = text
      case UInt8(ascii: "T"): today = FuzzCase.clockDate(text) ?? today
      case UInt8(ascii: "t"):
        isTerminal = true
        windowColumns = parseNumber(text).map { min($0, Int(UInt16.max)) }
      case UInt8(ascii: "k"): typed += value
      case UInt8(ascii: "r"): screenRows = parseNumber(text).map { min($0, Int(UInt16.max)) } ?? screenRows
      case UInt8(ascii: "f"):
        let bytes = FuzzCase.unescaped(value)
        let newline = bytes.firstIndex(of: 10) ?? bytes.endIndex
        files[String(decoding: bytes[..<newline], as: UTF8.self)] = Array(bytes[newline...].dropFirst())
      case UInt8(ascii: "s"): scheme = FuzzCase.unescaped(value)
      case UInt8(ascii: "S"): colorFileNames = text.split(separator: "\n").map(String.init)
      case UInt8(ascii: "i"): terminfo = FuzzCase.unescaped(value)
      case UInt8(ascii: "p"): timestamps.append(text)
      case UInt8(ascii: "N"):
        let parts = text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        clockSeconds = FuzzCase.signedNumber(String(parts[0])).map { max(min($0, 1 << 45), -(1 << 45)) }
        if parts.count > 1 { zoneOffsetMinutes = FuzzCase.signedNumber(String(parts[1])).map { $0 % (26 * 60) } ?? 0 }
      case UInt8(ascii: "g"): goToTexts.append(value)
      case UInt8(ascii: "K"): typed += FuzzCase.unescaped(value)
      case UInt8(ascii: "c"):
        let (path, bytes) = FuzzCase.pathAndBytes(value)
        calendarFiles[path] = bytes
      case UInt8(ascii: "z"):
        let (name, bytes) = FuzzCase.pathAndBytes(value)
        zoneFiles[name] = bytes
      case UInt8(ascii: "Z"): displayZoneText = text
      case UInt8(ascii: "R"): ruleTexts.append(text)
      case UInt8(ascii: "o"): words += value.map { Array(FuzzCase.pickedWords[Int($0) % FuzzCase.pickedWords.count].utf8) }
      case UInt8(ascii: "M"):
        words += value.map { Array(FuzzCase.mainCalendarWords[Int($0) % FuzzCase.mainCalendarWords.count].utf8) }
      case UInt8(ascii: "e"):
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        environment[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
      default: break
      }
    }
    if let customNames { names = FuzzCase.names(customNames, over: names) }
  }

  /// The clock's date when the input gives none.
  static let defaultToday = CivilDate(year: 2026, month: 11, day: 30)

  /// The input that encodes these words and settings, the inverse of `init(_:)`.
  static func encode(
    wordBytes words: [[UInt8]], locale: String = "C", today: String = "2026-11-30",
    environment: [String: String] = [:]
  ) -> [UInt8] {
    var records = ["l" + locale, "T" + today].map { Array($0.utf8) }
    records += words.map { [UInt8(ascii: "a")] + $0 }
    records += environment.sorted { $0.key < $1.key }.map { Array("e\($0.key)=\($0.value)".utf8) }
    return Array(records.joined(separator: [0]))
  }

  /// The terminal the program's edge would see.
  var terminal: TerminalInfo {
    TerminalInfo(isTerminal: isTerminal, windowColumns: windowColumns, columnsVariable: environment["COLUMNS"])
  }
}

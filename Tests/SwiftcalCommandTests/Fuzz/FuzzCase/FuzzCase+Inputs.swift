// The fuzz target's inputs from files and the terminal: mark files with includes, terminal-colors.d,
// terminfo entries, timestamps and key streams, with their invariants.

import CalendarCore
import FileFormats
@testable import SwiftcalCommand

extension FuzzCase {
  /// The in-memory file system `--mark-file` and `#include` read, where `./name` is `name`, so
  /// that a file given without a folder can include itself or one that includes it.
  var fileSystem: CalendarFileWorld {
    let files = files
    return CalendarFileWorld(
      readFile: { path in
        var name = Substring(path)
        while name.hasPrefix("./") { name = name.dropFirst(2) }
        return (files[path] ?? files[String(name)]).map(FileContent.bytes) ?? .missing
      },
      localeNames: { _ in nil })
  }

  /// Whether the input gives a terminfo entry or terminal-colors.d files.
  var hasColorFiles: Bool { terminfo != nil || scheme != nil || colorFileNames != nil }

  /// The colour files as the edge would read them from the input's.
  var colorFiles: ColorFiles {
    let terminfo = terminfo, scheme = scheme, names = colorFileNames
    return ColorFiles(
      terminalColorCount: { _ in terminfo.flatMap(terminfoColorCount) },
      selection: { term in names.map { TerminalColorsSelection(fileNames: $0, program: "cal", term: term) } },
      scheme: { _ in scheme.map { terminalColorsScheme(String(decoding: $0, as: UTF8.self)) } ?? [:] })
  }

  // MARK: - Invariants

  /// The invariants of the inputs that do not go through the command line: terminfo entries,
  /// terminal-colors.d, timestamps and key streams.
  func inputFailures() -> [String] {
    var failures: [String] = []
    if let terminfo {
      if let colors = terminfoColorCount(terminfo), colors < 0 { failures.append("terminfo: \(colors) colours") }
      let hasCursorAddressing = terminfoHasCursorAddressing(terminfo)
      let term = environment["TERM"] ?? "xterm"
      if let refusal = interactiveTerminalRefusal(term: term, hasCursorAddressing: hasCursorAddressing) {
        failures += FuzzCase.lineFailures(refusal.description, what: "refusal of TERM")
      }
    }
    if let scheme {
      for (role, parameters) in terminalColorsScheme(String(decoding: scheme, as: UTF8.self)) {
        // Only SGR codes may reach the terminal: digits and semicolons, nothing that moves or erases.
        let isSGR = parameters.allSatisfy { "0123456789;".contains($0) }
        if GraphicRendition(parameters: parameters) == nil || !isSGR {
          failures.append("scheme role \(role) holds \(parameters.debugDescription), not SGR parameters")
        }
      }
    }
    if let names = colorFileNames {
      let selection = TerminalColorsSelection(fileNames: names, program: "cal", term: environment["TERM"])
      if let chosen = selection.schemeFileName,
        !names.contains(chosen) || TerminalColorsFileName(chosen)?.type != .scheme
      {
        failures.append("terminal-colors.d: chose \(chosen.debugDescription), not a scheme file given")
      }
    }
    failures += timestampFailures()
    failures += keyDecodingFailures()
    failures += eventInputFailures()
    return failures
  }

  /// The invariants of timestamps: read without a trap in UTC and in the zone given, and as an
  /// operand or `--today` either a calendar or a one-line message.
  func timestampFailures() -> [String] {
    var failures: [String] = []
    let now = clockSeconds ?? 43_200 + (Reform.gregorian.julianDay(of: today) - 2_440_588) * 86_400
    let offset = zoneOffsetMinutes * 60
    // Wrapping, as a zone's rules add their offsets (ZoneRules): a timestamp at the end of Int's range is the fuzzer's
    // to give, and the zone's arithmetic is no part of what is tested.
    let zone = TimeZoneRules(
      localTime: { TimeZoneRules.utc.localTime($0 &+ offset) },
      epochSeconds: { TimeZoneRules.utc.epochSeconds($0).map { $0 &- offset } })
    for text in timestamps.prefix(4) {
      for zone in [TimeZoneRules.utc, zone] {
        if case .writtenDate(_, let month, let day)? = parseTimestamp(text, now: now, zone: zone),
          !(1...12).contains(month) || !(1...31).contains(day)
        {
          failures.append("timestamp \(text.debugDescription) read as month \(month), day \(day)")
        }
        for arguments in [[text], ["--today", text]] {
          do {
            _ = try Invocation.parse(arguments, now: now, zone: zone, names: names)
          } catch {
            failures += messageFailures(error)
          }
        }
      }
    }
    return failures
  }

  /// The invariant of the key decoder: the bytes read at once or one at a time make the same keys,
  /// as a terminal may send a sequence in one read or several.
  func keyDecodingFailures() -> [String] {
    guard !typed.isEmpty else { return [] }
    var whole = KeyDecoder()
    let atOnce = whole.keys(from: typed) + whole.flush()
    var bytewise = KeyDecoder()
    let oneByOne = typed.flatMap { bytewise.keys(from: [$0]) } + bytewise.flush()
    if atOnce != oneByOne { return ["keys \(typed) decode as \(atOnce) at once, \(oneByOne) one by one"] }
    if whole.hasPendingInput || bytewise.hasPendingInput { return ["keys \(typed) left pending after a flush"] }
    return []
  }

  /// The invariant of the colours the files choose: they add escape codes and nothing else.
  func colorFileFailures(_ request: Request) -> [String] {
    let style = Style(
      mode: request.colorMode, isTerminal: isTerminal, environment: { environment[$0] }, colorFiles: colorFiles)
    guard style.isEnabled else { return [] }
    let colored = renderCalendar(request, names: names, style: style, terminal: terminal).text
    let plain = renderCalendar(request, names: names, style: .plain, terminal: terminal).text
    // Compared without escape codes on both sides: made-up month names may hold some themselves.
    return withoutEscapeCodes(colored) == withoutEscapeCodes(plain)
      ? [] : ["the colour files' colours changed more than escape codes"]
  }
}

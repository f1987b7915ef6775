// The fuzz target's invariants: every stage Program.run runs, without I/O, and what each must keep.

import CalendarCore
@testable import SwiftcalCommand

extension FuzzCase {
  /// Runs the stages `Program.run` runs, without I/O, and returns every invariant broken (empty
  /// when all hold). A trap anywhere is a failure too, which the fuzzer reports as a crash.
  func failures() -> [String] {
    var failures = inputFailures()
    let arguments: [String]
    do {
      arguments = try decodeArguments(words)
    } catch {
      failures += messageFailures(error)
      if words.allSatisfy({ String(validating: $0, as: UTF8.self) != nil }) {
        failures.append("UTF-8 words refused: \(error.description)")
      }
      return failures
    }
    if let bad = words.first(where: { String(validating: $0, as: UTF8.self) == nil }) {
      failures.append("word \(bad) is not UTF-8 but was accepted")
    }
    let command: Command
    do {
      command = try Invocation.parse(
        arguments, today: today, names: names, sources: SourceReader(files: fileSystem, eras: { .none }, events: eventWorld))
    } catch {
      return failures + messageFailures(error)
    }
    guard case .show(let request) = command else { return failures }
    for warning in request.warnings { failures += FuzzCase.oneLineFailures(warning, what: "warning") }
    failures += shownEventFailures(request)
    let months = request.months
    if !(0...Limits.maximumMonthCount).contains(months.count)
      || months.count > 0 && (months.first.year < 0 || months.last.year > Int(Int32.max))
    {
      failures.append("accepted a range outside the limits: \(months.first)+\(months.count)")
      return failures
    }
    // A count cal reads as negative (`-n 4294967295`) shows nothing.
    if months.isEmpty {
      if !renderCalendar(request, names: names).bytes.isEmpty { failures.append("no months, but output") }
      return failures
    }
    // A long range repeats the same layout; its two ends are what can go wrong.
    let rendered: [Request]
    if months.count > 48 {
      var head = request
      head.months = MonthRange(first: months.first, count: 24)
      var tail = request
      tail.months = MonthRange(first: months.last.advanced(byMonths: -23), count: 24)
      rendered = [head, tail]
    } else {
      rendered = [request]
    }
    switch request.presentation {
    case .text:
      // Both with and without colour, whatever `shouldColor` would decide for this environment.
      for part in rendered {
        // (Once when the input's terminal is a pipe's: the same checks twice find nothing new.)
        for terminal in terminal == .pipe ? [terminal] : [terminal, .pipe] {
          failures += renderingFailures(part, terminal: terminal)
        }
        if hasColorFiles { failures += colorFileFailures(part) }
      }
    case .json:
      for part in rendered {
        let json = renderJSON(part, names: names)
        if !isJSON(json) { failures.append("--json printed text that is not JSON: \(json.prefix(200))") }
      }
    case .interactive:
      failures += browserFailures(request)
    case .ics:
      // Written whole or not at all, in CRLF lines of at most 75 octets.
      for part in rendered {
        var bytes: [UInt8] = []
        let result = renderICalendar(part) {
          bytes += $0
          return true
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        let isWhole = lines.first == "BEGIN:VCALENDAR" && lines.dropLast().last == "END:VCALENDAR"
        if result == .empty ? !bytes.isEmpty : !isWhole {
          failures.append("--format ics written in part: \(bytes.prefix(200))")
        }
        if lines.contains(where: { $0.utf8.count > 75 || $0.contains("\n") || $0.contains("\r") }) {
          failures.append("--format ics with a line over 75 octets or not ended by CRLF")
        }
      }
    case .html, .svg:
      // A cell for each of the 42 days of every month, and a label never read as markup.
      let setup = PageSetup(languageTag: "en", paper: .a4)
      for part in rendered {
        let isHTML = part.presentation == .html
        let page = isHTML ? renderHTML(part, names: names, setup: setup) : renderSVG(part, names: names, setup: setup)
        let cells = page.split(separator: isHTML ? "<time datetime=" : " data-date=", omittingEmptySubsequences: false)
        // A main calendar's page shows its own months, whose days may span more civil months (`part.months`).
        let monthCount = part.mainCalendar == nil ? part.months.count : part.mainMonthCount
        if cells.count - 1 != 42 * monthCount { failures.append("a page without 42 cells a month") }
        if page.contains("<script") { failures.append("a page with a script: \(page.prefix(200))") }
        if let problem = MarkupChecker(isXML: !isHTML).problems(in: page).first {
          failures.append("a page not well formed: \(problem)")
        }
      }
    }
    return failures
  }

  /// The invariants of an error: a message of one non-empty line without control characters.
  func messageFailures(_ error: UsageError) -> [String] {
    FuzzCase.lineFailures(error.description, what: "message for \(error)")
  }

  /// The invariants of a message: one non-empty line without control characters.
  static func lineFailures(_ message: String, what: String) -> [String] {
    if message.isEmpty { return ["empty \(what)"] }
    if message.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return ["\(what) with a control character: \(message.debugDescription)"]
    }
    return []
  }
}

// swiftcal — MIT licence.

import CalendarCore
import Foundation
import SwiftcalCommand
import Testing

/// The date the feature tests take as today: Monday 30 November 2026.
let testToday = CivilDate(year: 2026, month: 11, day: 30)

/// The request a command line makes, with `testToday` and the C locale's names unless given.
func parsedRequest(
  _ arguments: [String], today: CivilDate = testToday, names: LocaleNames = .posix
) throws -> Request {
  guard case .show(let request) = try Invocation.parse(arguments, today: today, names: names) else {
    throw ParsedRequestError.notAShowCommand(arguments)
  }
  return request
}

enum ParsedRequestError: Error {
  case notAShowCommand([String])
}

/// What `swiftcal ARGUMENTS` prints as text, coloured with `theme` when `colored`.
func renderedText(_ arguments: [String], colored: Bool = false, theme: Theme = .standard) throws -> String {
  let request = try parsedRequest(arguments)
  return renderCalendar(request, names: .posix, style: Style(isEnabled: colored, theme: theme)).text
}

/// `text` with escape sequences shown as `⟦parameters⟧`, so that a failing comparison is readable.
func escapesMadeVisible(_ text: String) -> String {
  var result = ""
  var insideSequence = false
  var scalars = text.unicodeScalars.makeIterator()
  while let scalar = scalars.next() {
    if scalar == "\u{1B}", let next = scalars.next() {
      result += next == "[" ? "⟦" : "ESC" + String(next)
      insideSequence = next == "["
    } else if insideSequence && scalar == "m" {
      result += "⟧"
      insideSequence = false
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

/// The fixture file `name` beside these tests, as text.
func fixtureText(_ name: String) throws -> String {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
  return try String(contentsOf: url, encoding: .utf8)
}

/// Compares `actual` with `expected` line by line and records one issue naming the first line
/// that differs (with escape codes made visible), or the difference in line counts.
func expectSameLines(
  _ actual: String, _ expected: String, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  for (number, (got, want)) in zip(actualLines, expectedLines).enumerated() where got != want {
    let message = "\(label): line \(number + 1) differs\n  got:  \(escapesMadeVisible(String(got)).debugDescription)\n"
      + "  want: \(escapesMadeVisible(String(want)).debugDescription)"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return
  }
  if actualLines.count != expectedLines.count {
    Issue.record(
      "\(label): \(actualLines.count) lines, expected \(expectedLines.count)", sourceLocation: sourceLocation)
  }
}

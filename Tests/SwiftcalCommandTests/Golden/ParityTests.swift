// Command lines the differential test found, with util-linux cal 2.42's output for each, run in-process.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand
import SwiftcalSystem

/// One line of `Fixtures/parity/cases.tsv` (written by `Tests/Differential/record-fixtures` from
/// `Tests/Differential/parity-lines.tsv`): arguments one per column, so they may hold spaces.
struct ParityCase: CustomTestStringConvertible, Sendable {
  let identifier: String
  let locale: String
  let today: CivilDate
  let arguments: [String]
  let expected: String

  var testDescription: String {
    "\(identifier): LC_ALL=\(locale) cal " + arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
  }

  static let all: [ParityCase] = {
    let folder = fixturesDirectory + "/parity"
    return readFixture(folder + "/cases.tsv").split(separator: "\n").compactMap { line in
      if line.hasPrefix("#") { return nil }
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let parts = columns[2].split(separator: "-").compactMap { Int($0) }
      return ParityCase(
        identifier: columns[0], locale: columns[1], today: CivilDate(year: parts[0], month: parts[1], day: parts[2]),
        arguments: Array(columns.dropFirst(3)), expected: readFixture(folder + "/expected/\(columns[0]).out"))
    }
  }()
}

@Suite("cal 2.42 parity: lines the differential test found", .serialized)
struct ParityTests {
  @Test("each prints what cal printed", arguments: ParityCase.all)
  func parity(_ parity: ParityCase) throws {
    let names: LocaleNames
    if parity.locale == "C" {
      names = .posix
    } else {
      guard let installed = LocaleReader.names(ofLocale: parity.locale) else {
        withKnownIssue("locale \(parity.locale) is not installed") { throw LocaleMissing() }
        return
      }
      names = installed
    }
    // Today at noon UTC, as the fixtures were recorded (CAL_TEST_TIME).
    let command = try Invocation.parse(["--color=never"] + parity.arguments, today: parity.today, names: names)
    guard case .show(let request) = command else {
      Issue.record("\(parity.identifier): not a calendar request")
      return
    }
    let output = renderCalendar(request, names: names, style: .plain, terminal: .pipe).text
    expectSameLines(output, parity.expected, parity.identifier)
  }

  @Test("every case was loaded")
  func allLoaded() {
    #expect(ParityCase.all.count == 93)
    #expect(ParityCase.all.filter { $0.expected.isEmpty }.map(\.identifier) == ["parity-014", "parity-015"])
  }
}

private struct LocaleMissing: Error {}

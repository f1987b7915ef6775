// Command lines the differential test found, with util-linux cal 2.42's output for each, run in-process.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand
import SwiftcalSystem

/// One line of `Fixtures/parity/cases.tsv` (written by `Tools/Differential/record-fixtures` from
/// `Tools/Differential/parity-lines.tsv`): arguments one per column, so they may hold spaces.
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

/// Whether every locale the parity cases use is installed (CI installs them; see `.ci/run`).
let parityLocalesInstalled: Bool = {
  Set(ParityCase.all.map(\.locale)).subtracting(["C"]).allSatisfy { LocaleReader.names(ofLocale: $0) != nil }
}()

@Suite("cal 2.42 parity: lines the differential test found", .serialized)
struct ParityTests {
  @Test("each prints what cal printed", arguments: ParityCase.all.filter { $0.locale == "C" })
  func parity(_ parity: ParityCase) throws {
    try check(parity, names: .posix)
  }

  /// Without the locales these are reported as skipped: a case not run is not a pass (nor a known
  /// issue, which `.ci/run`'s count of skipped tests would not see).
  @Test(
    "each in de_DE, fr_FR and ja_JP prints what cal printed",
    .enabled(if: parityLocalesInstalled, "the parity cases' locales are not installed"),
    arguments: ParityCase.all.filter { $0.locale != "C" })
  func localeParity(_ parity: ParityCase) throws {
    try check(parity, names: try #require(LocaleReader.names(ofLocale: parity.locale)))
  }

  private func check(_ parity: ParityCase, names: LocaleNames) throws {
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
    #expect(ParityCase.all.filter { $0.locale != "C" }.map(\.locale) == ["de_DE.UTF-8", "fr_FR.UTF-8", "ja_JP.UTF-8"])
    #expect(ParityCase.all.filter { $0.expected.isEmpty }.map(\.identifier) == ["parity-014", "parity-015"])
  }
}

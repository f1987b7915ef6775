// ReferenceCase: util-linux cal 2.42's reference outputs, loaded from the fixtures.

import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

/// One invocation and what it printed: util-linux `cal` 2.42's reference outputs from
/// `Fixtures/reference` (a copy of the project's reference: `cases.tsv` and `expected/ID.out`), or
/// swiftcal's reviewed outputs for further option combinations from `Fixtures/combinations`.
struct ReferenceCase: CustomTestStringConvertible, Sendable {
  let identifier: String
  let locale: String
  let today: String
  let arguments: [String]
  let expected: String

  var testDescription: String { "\(identifier): LC_ALL=\(locale) cal \(arguments.joined(separator: " "))" }

  /// Every util-linux reference case, in the order of `cases.tsv`.
  static let all = load(from: "\(fixturesDirectory)/reference")

  /// swiftcal's reviewed outputs for option combinations the reference does not cover.
  static let combinations = load(from: "\(fixturesDirectory)/combinations")

  /// The cases of a folder holding `cases.tsv` and `expected/ID.out`.
  static func load(from folder: String) -> [ReferenceCase] {
    let table = readFixture("\(folder)/cases.tsv")
    return table.split(separator: "\n").compactMap { line -> ReferenceCase? in
      if line.hasPrefix("#") { return nil }
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count >= 3 else { return nil }
      let arguments = columns.count > 3 ? columns[3].split(separator: " ").map(String.init) : []
      return ReferenceCase(
        identifier: columns[0], locale: columns[1], today: columns[2], arguments: arguments,
        expected: readFixture("\(folder)/expected/\(columns[0]).out"))
    }
  }

  /// Whether the case runs in the `C` locale, whose names need no installed locale.
  var isPlainLocale: Bool { locale == "C" || locale == "POSIX" }
}

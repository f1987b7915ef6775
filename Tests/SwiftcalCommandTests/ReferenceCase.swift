// ReferenceCase: util-linux cal 2.42's reference outputs, loaded from the fixtures.

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

  /// The folder of this file's fixtures.
  static let fixtures: String = {
    let path = #filePath
    return String(path[..<path.lastIndex(of: "/")!]) + "/Fixtures"
  }()

  /// Every util-linux reference case, in the order of `cases.tsv`.
  static let all = load(from: "\(fixtures)/reference")

  /// swiftcal's reviewed outputs for option combinations the reference does not cover.
  static let combinations = load(from: "\(fixtures)/combinations")

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

/// The text of the file at `path`; a missing fixture fails loudly rather than comparing with "".
func readFixture(_ path: String) -> String {
  guard let file = fopen(path, "r") else { fatalError("fixture missing: \(path)") }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = fread(&chunk, 1, chunk.count, file)
    if count <= 0 { break }
    bytes += chunk[0..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Expects `actual` to equal `expected` line by line, reporting the first line that differs with
/// escape codes and trailing spaces made visible (`ESC[7m` as `⟦7m⟧`, spaces at the end as `·`).
func expectSameLines(
  _ actual: String, _ expected: String, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  for index in 0..<max(actualLines.count, expectedLines.count) {
    let got = index < actualLines.count ? visible(actualLines[index]) : "(no line)"
    let want = index < expectedLines.count ? visible(expectedLines[index]) : "(no line)"
    if got != want {
      Issue.record("\(context) line \(index + 1) differs:\n  got:  \(got)\n  want: \(want)", sourceLocation: sourceLocation)
      return
    }
  }
  Issue.record("\(context) outputs differ", sourceLocation: sourceLocation)
}

/// `line` with escape sequences and trailing spaces shown.
func visible(_ line: some StringProtocol) -> String {
  var text = String(line).replacingEscapes()
  var trailing = 0
  while text.hasSuffix(" ") {
    text.removeLast()
    trailing += 1
  }
  return text + String(repeating: "·", count: trailing)
}

extension String {
  /// The string with each `ESC [ … m` written as `⟦…m⟧`.
  func replacingEscapes() -> String {
    var result = ""
    var iterator = makeIterator()
    while let character = iterator.next() {
      if character == "\u{1B}" {
        result += "⟦"
        _ = iterator.next()  // the "[" of the control sequence introducer
        while let next = iterator.next() {
          result.append(next)
          if next == "m" { break }
        }
        result += "⟧"
      } else {
        result.append(character)
      }
    }
    return result
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

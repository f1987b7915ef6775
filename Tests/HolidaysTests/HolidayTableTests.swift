// The compiled tables of Sources/Holidays/Tables against the pages they are compiled from, and the tool that
// writes them: SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import Holidays

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Holidays: the compiled tables")
struct HolidayTableTests {
  /// The package's folder, from this file's path (Tests/HolidaysTests/HolidayTableTests.swift).
  private static let packageFolder: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
  }()

  /// Each country's code and the name of its page and table (`japan` for JP), as the codes' file lists them.
  private static func pageNames() -> [(code: String, name: String)] {
    let text = readFixture(packageFolder + "/Sources/Holidays/Countries/HolidayCountry+Codes.swift")
    return text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard words.count == 4, words[0] == "case", words[2] == "return", words[3].hasPrefix(".") else { return nil }
      return (String(words[1].dropFirst().dropLast(2)), String(words[3].dropFirst()))
    }
  }

  @Test("every country's compiled table is the one its page makes, as the tool writes it")
  func tablesAreThePages() throws {
    let writes = (getenv("SWIFTCAL_WRITE_HOLIDAY_TABLES").map { String(cString: $0) } ?? "") == "1"
    let pages = HolidayTableTests.pageNames()
    #expect(pages.map(\.code) == HolidayCountry.codes)
    for (code, name) in pages {
      let country = try #require(HolidayCountry.withCode(code))
      let table = HolidayTable(encoding: country.rules, observances: country.observances)
      let path = HolidayTableTests.packageFolder + "/Sources/Holidays/Tables/" + HolidayTableSource.fileName(name)
      let source = HolidayTableSource.text(of: table, name: name, countryName: country.name)
      if writes {
        #expect(writeFile(path, source), "\(path) not written")
        continue
      }
      let kept = readFileBytes(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
      // The compiled table is its text: a page changed since is a table written otherwise. The first line that
      // differs is named, not the whole file.
      let keptLines = kept.split(separator: "\n", omittingEmptySubsequences: false)
      let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
      let common = min(keptLines.count, sourceLines.count)
      let firstDifference = (0..<common).first { keptLines[$0] != sourceLines[$0] }
      if let line = firstDifference ?? (keptLines.count == sourceLines.count ? nil : common) {
        let found = line < keptLines.count ? String(keptLines[line]) : "(the end)"
        let wanted = line < sourceLines.count ? String(sourceLines[line]) : "(the end)"
        let message = "\(path), line \(line + 1), is not its page's table: write the tables again (its first lines say)"
        Issue.record("\(message)\n  kept:    \(found)\n  written: \(wanted)")
      }
    }
  }

  @Test("a table reads back what its page's rules hold")
  func tableReadsTheRules() throws {
    for code in HolidayCountry.codes {
      let country = try #require(HolidayCountry.withCode(code))
      // The table the page makes (the test above holds the compiled one to it).
      let table = HolidayTable(encoding: country.rules, observances: country.observances)
      #expect(table.ruleCount == country.rules.count)
      for (position, rule) in country.rules.enumerated() {
        for language in 0..<country.languages.count + 1 {
          #expect(table.name(ofRule: position, inLanguageAt: language) == rule.name.text(inLanguageAt: language))
        }
        #expect(table.category(ofRule: position) == rule.category)
        #expect(table.isDerived(ruleAt: position) == (rule.date == .derived))
        for subdivision in [nil] + country.subdivisions.map(\.code) {
          #expect(
            table.applies(ruleAt: position, toSubdivision: subdivision)
              == rule.applies(toSubdivision: subdivision, categories: [rule.category]),
            "\(code) \(rule.name.lastText) \(subdivision ?? "-")")
        }
      }
    }
  }
}

/// A table as Swift source: the file Sources/Holidays/Tables holds for a country.
private enum HolidayTableSource {
  /// The file of the table named `name` (`japan`): `HolidayTable+Japan.swift`.
  static func fileName(_ name: String) -> String {
    "HolidayTable+" + name.prefix(1).uppercased() + name.dropFirst() + ".swift"
  }

  /// The source of `table`, named `name`, of the country `countryName`: a rule's numbers and its texts a line
  /// each, or more when longer than the project's 120 columns.
  static func text(of table: HolidayTable, name: String, countryName: String) -> String {
    var lines = [
      "// \(countryName)'s holidays as the engine reads them (HolidayTable), compiled from its page in Countries by",
      "// Tests/HolidaysTests/HolidayTableTests.swift. Not to be edited: after a change to the page, write the tables",
      "// again with SWIFTCAL_WRITE_HOLIDAY_TABLES=1 swift test --filter HolidayTableTests.",
      "",
      "extension HolidayTable {",
      "  /// \(countryName)'s table.",
      "  static let \(name) = HolidayTable(",
      "    numbers: [",
    ]
    let stride = HolidayTable.stride
    let header = HolidayTable.headerCount
    lines += wrapped(table.numbers[..<header].map(String.init))
    for rule in 0..<table.ruleCount {
      lines += wrapped(table.numbers[header + stride * rule..<header + stride * (rule + 1)].map(String.init))
    }
    // What each observance does, after the rules.
    lines += wrapped(table.numbers[(header + stride * table.ruleCount)...].map(String.init))
    lines += ["    ],", "    texts: ["]
    lines += wrapped(table.texts[..<table.categoryCount].map(literal))
    for rule in 0..<table.ruleCount {
      let start = table.number(HolidayTable.Field.nameStart, ofRule: rule)
      let end =
        rule + 1 < table.ruleCount ? table.number(HolidayTable.Field.nameStart, ofRule: rule + 1) : table.texts.count
      lines += wrapped(table.texts[start..<end].map(literal))
    }
    lines += ["    ],", "    publicRules: ["]
    lines += wrapped(table.publicRules.map(String.init))
    lines += ["    ],", "    publicRuleTable: ["]
    lines += wrapped(table.publicRuleTable.map(String.init))
    lines += ["    ]", "  )", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `items`, each followed by a comma, in lines of at most 120 columns indented by six spaces.
  private static func wrapped(_ items: [String]) -> [String] {
    var lines: [String] = []
    var line = ""
    for item in items {
      if !line.isEmpty && 6 + line.count + 1 + item.count + 1 > 120 {
        lines.append("      " + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + item + ","
    }
    if !line.isEmpty { lines.append("      " + line) }
    return lines
  }

  /// `text` as a Swift string literal.
  private static func literal(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          literal += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }
}

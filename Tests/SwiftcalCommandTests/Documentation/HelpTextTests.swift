// Tests of --help and --version.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("--help and --version")
struct HelpTextTests {
  let help = helpText()

  @Test("every line of the help fits in 80 columns")
  func fitsEightyColumns() {
    for (number, line) in help.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      #expect(displayWidth(line) <= 80, "line \(number + 1) is \(displayWidth(line)) columns: \(line)")
    }
  }

  @Test("the help has the usage, every group, the environment, the exit statuses and examples")
  func hasEverySection() {
    var headings = ["Usage: swiftcal", "Environment:", "Exit status:", "Examples:"]
    headings += OptionSpec.Group.allCases.map { "\n\($0.rawValue):\n" }
    for heading in headings {
      #expect(help.contains(heading), "no \(heading)")
    }
    for name in ["LC_ALL", "LC_TIME", "LANG", "NO_COLOR", "SWIFTCAL_COLORS", "COLUMNS", "TERM"] {
      #expect(help.contains(name), "no \(name)")
    }
    #expect(help.contains("\n  0 ") && help.contains("\n  1 "))
    #expect(help.contains("English"), "the help says completion offers English month names")
  }

  @Test("the help shows four examples, each under Examples")
  func showsFourExamples() throws {
    let examples = try #require(help.split(separator: "Examples:\n").last)
    let commands = examples.split(separator: "\n").filter { $0.hasPrefix("  swiftcal ") }
    #expect(commands.count == 4)
  }

  @Test("each option's description and default stand beside it")
  func optionLines() {
    #expect(help.contains("  -n, --months N          show N months from the month (0-3600000, default 1)\n"))
    #expect(help.contains("      --color[=WHEN]      colour today, weekends and week N: auto (default),"))
    #expect(help.contains("      --generate-completion-script SHELL\n                          print the"))
  }

  // Columns: the arguments, the command they mean.
  @Test(arguments: [
    (["-h"], Command.help), (["--help"], .help), (["--he"], .help), (["-3", "--help", "13"], .help),
    (["-V"], .version), (["--version"], .version), (["--generate-manual"], .manual),
  ])
  func parsesTheOtherOptions(arguments: [String], command: Command) throws {
    let today = CivilDate(year: 2026, month: 11, day: 30)
    #expect(try Invocation.parse(arguments, today: today, names: .posix) == command)
  }

  @Test("--version prints swiftcal X.Y.Z and nothing else")
  func versionText() {
    let text = SwiftcalCommand.versionText()
    #expect(text == "swiftcal \(swiftcalVersion)\n")
    let parts = swiftcalVersion.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil })
  }
}

@Suite("Text wrapping")
struct TextWrappingTests {
  @Test func wrapsAtSpaces() {
    #expect(wrapped("one two three four", width: 9) == ["one two", "three", "four"])
    #expect(wrapped("a-very-long-word b", width: 4) == ["a-very-long-word", "b"])
  }

  @Test func twoColumns() {
    #expect(
      twoColumnLines(term: "-x", description: "alpha beta", indent: 2, column: 8, width: 14)
        == ["  -x    alpha", "        beta"])
    #expect(
      twoColumnLines(term: "--long", description: "alpha", indent: 2, column: 8, width: 20)
        == ["  --long", "        alpha"])
  }
}

// Tests that every option is in the help, the manual page and the completion scripts.

import Testing

@testable import SwiftcalCommand

/// Every option the parser knows appears in the help, the manual page and all three completion
/// scripts, so an option added to `optionTable` cannot be left out of any of them.
@Suite("Every option everywhere")
struct OptionCoverageTests {
  /// Each name of each option, with its entry.
  static let names: [(name: String, spec: OptionSpec)] = optionTable.flatMap { spec in
    spec.commandLineNames.map { (name: $0, spec: spec) }
  }

  @Test("the parser reads each name as its option", arguments: names.map(\.name))
  func parserKnowsName(name: String) throws {
    let spec = try #require(optionTable.first { $0.commandLineNames.contains(name) })
    // A value of the option's form: `--sun` takes a place (with a comma), and without one is cal's `--sunday`.
    let value = spec.identifier == .sun ? "35.68,139.77" : spec.allowedValues.first ?? "1"
    let words = spec.valueKind == .required ? [name, value] : [name]
    guard case .option(let found, _) = try scanArguments(words).first else {
      Issue.record("\(name) was not read as an option")
      return
    }
    #expect(found == spec)
  }

  /// The words of the help's option lines, made once for all the options.
  static let helpColumns = optionColumns(helpText())

  @Test("help lists each option with its names, as whole words, and value", arguments: optionTable.map(\.longName))
  func inHelp(longName: String) throws {
    let spec = try #require(optionTable.first { $0.longName == longName })
    #expect(helpText().contains("\n  \(spec.synopsis)"))
    // Words, not substrings: `-y` is also a piece of `--year`, `--mark` of `--mark-file`.
    #expect(lists(Self.helpColumns, spec), "no line begins \(listedNames(spec).joined(separator: ", "))")
  }

  /// The manual page's OPTIONS section, made once for all the options (a debug build takes a
  /// fiftieth of a second to write the page).
  static let manualOptions = manualPage().split(separator: ".Sh OPTIONS\n").last?.split(separator: ".Sh ").first

  @Test("the manual's OPTIONS list each option with its names", arguments: optionTable.map(\.longName))
  func inManual(longName: String) throws {
    let spec = try #require(optionTable.first { $0.longName == longName })
    let options = try #require(Self.manualOptions)
    let item = try #require(options.split(separator: "\n").first { $0 == ".It " + mdocOptionForm(spec) })
    // `Fl` prints one dash of its own before the escaped `\-name`.
    #expect(item.contains("Fl " + mdocEscaped("-" + spec.longName)))
    if let short = spec.shortName { #expect(item.contains("Fl \(short) ")) }
  }

  @Test("bash offers every name after -, a long one that takes a value with its =")
  func inBash() throws {
    let offered = try BashCompletionTests.completions(["swiftcal", "-"])
    let expected = Self.names.map { name, spec in
      name.hasPrefix("--") && spec.valueKind != .none ? name + "=" : name
    }
    #expect(Set(offered) == Set(expected))
    #expect(offered.count == Self.names.count)
  }

  @Test("zsh has a specification for every name", arguments: names.map(\.name))
  func inZsh(name: String) {
    let script = completionScript(for: .zsh)
    // A flag, a short option with a value, a long one with a value, a long one with an optional value;
    // after its exclusions, or after `*` when it is repeatable.
    let endings = ["[", "+[", "=[", "=-["]
    #expect(endings.contains { script.contains(")\(name)\($0)") || script.contains("'*\(name)\($0)") })
  }

  @Test("fish has a complete command for every option", arguments: optionTable.map(\.longName))
  func inFish(longName: String) throws {
    let spec = try #require(optionTable.first { $0.longName == longName })
    let script = completionScript(for: .fish)
    let short = spec.shortName.map { " -s \($0)" } ?? ""
    #expect(script.contains("complete -c swiftcal\(short) -l \(spec.longName) "))
  }

  @Test(
    "fish offers every name after -",
    .enabled(if: ShellRunner.find("fish") != nil, "fish is not installed"))
  func inFishOffered() throws {
    let offered = try ZshFishCompletionTests.fishCompletions("swiftcal -")
    // fish offers a short option's letter and its long name as separate words.
    let missing = Set(Self.names.map(\.name)).subtracting(offered)
    #expect(missing.isEmpty, "fish does not offer \(missing.sorted())")
  }
}

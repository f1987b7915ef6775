// Tests of the completion scripts, in real shells where installed.

import CalendarCore
import Testing

@testable import SwiftcalCommand

/// The bash script, loaded in a real bash and asked for completions as bash asks it on Tab.
@Suite("bash completion")
struct BashCompletionTests {
  /// What `_swiftcal` leaves in `COMPREPLY` when the command line is `words` and the cursor is
  /// in the last of them.
  static func completions(_ words: [String]) throws -> [String] {
    try completion(words).words
  }

  /// `completions(words)`, and the options `_swiftcal` gave `compopt` for this completion
  /// (`-o nospace`: no space after the word). `compopt` only works while bash is completing, so
  /// the driver stands in for it with a function that notes its arguments.
  static func completion(_ words: [String]) throws -> (words: [String], options: String) {
    let bash = try #require(ShellRunner.find("bash"))
    // The script arrives on standard input, so that no test leaves a file behind.
    let driver = #"compopt() { options+="$*"; }; options=""; source /dev/stdin || exit 2; "#
      + #"COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _swiftcal || exit 3; "#
      + #"((${#COMPREPLY[@]})) && printf '%s\n' "${COMPREPLY[@]}"; printf 'compopt:%s\n' "$options"; exit 0"#
    let result = try ShellRunner.run(
      bash, ["--norc", "--noprofile", "-c", driver, "bash"] + words, input: completionScript(for: .bash))
    #expect(result.status == 0 && result.errors.isEmpty, "bash: \(result.status) \(result.errors)")
    var lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let options = lines.last?.hasPrefix("compopt:") == true ? String(lines.removeLast().dropFirst(8)) : "?"
    return (lines, options)
  }

  // Columns: the words on the command line (the last one is being completed), what bash offers.
  @Test(arguments: [
    (["swiftcal", "--col"], ["--color=", "--columns="]),
    (["swiftcal", "--j"], ["--json", "--julian"]),
    (["swiftcal", "--rep"], []),
    (["swiftcal", "--color", "=", ""], ["auto", "always", "never"]),
    (["swiftcal", "--color", "=", "al"], ["always"]),
    (["swiftcal", "--color=n"], ["--color=never"]),
    (["swiftcal", "--reform", ""], reformValueNames),
    (["swiftcal", "--reform", "g"], ["gregorian"]),
    (["swiftcal", "--reform", "=", "j"], ["julian"]),
    (["swiftcal", "-c", ""], ["auto"]),
    (["swiftcal", "--columns=a"], ["--columns=auto"]),
    (["swiftcal", "--generate-completion-script", ""], ["bash", "zsh", "fish"]),
    (["swiftcal", "-n", ""], []),
    (["swiftcal", "--today", "2"], []),
    (["swiftcal", "ju"], ["june", "july"]),
    (["swiftcal", "-3", "Ma"], ["March", "May"]),
    (["swiftcal", "--", "-"], []),
    (["swiftcal", "--", "de"], ["december"]),
    (["swiftcal", "-w", "n"], ["november"]),
    (["swiftcal", "--weekend", "f"], ["fri"]),
    (["swiftcal", "--weekend", "fri,"], ["fri,sun", "fri,mon", "fri,tue", "fri,wed", "fri,thu", "fri,sat"]),
    (["swiftcal", "--weekend", "Fri,s"], ["Fri,sun", "Fri,sat"]),
    (["swiftcal", "--weekend", "fri,sat,t"], ["fri,sat,tue", "fri,sat,thu"]),
    (["swiftcal", "--weekend=thu,f"], ["--weekend=thu,fri"]),
    (["swiftcal", "--weekend", "=", "thu,f"], ["thu,fri"]),
  ])
  func completes(words: [String], expected: [String]) throws {
    // bash sorts what it shows, so the order of COMPREPLY does not matter.
    #expect(try Self.completions(words).sorted() == expected.sorted())
  }

  /// Columns: the words on the command line, what bash offers, the options given to `compopt`.
  @Test("an option that takes a value is completed with its = and no space after it", arguments: [
    (["swiftcal", "--colo"], ["--color="], "-o nospace"),
    (["swiftcal", "--refo"], ["--reform="], "-o nospace"),
    (["swiftcal", "--mon"], ["--monday", "--months="], ""),
    (["swiftcal", "--mond"], ["--monday"], ""),
    (["swiftcal", "-n"], ["-n"], ""),
    (["swiftcal", "--color", "=", "al"], ["always"], ""),
  ])
  func noSpaceAfterEquals(words: [String], expected: [String], options: String) throws {
    let completion = try Self.completion(words)
    #expect(completion.words.sorted() == expected.sorted())
    #expect(completion.options == options)
  }

  @Test("--color takes its value only after =, so the next word is an argument")
  func optionalValueIsNotTheNextWord() throws {
    #expect(try Self.completions(["swiftcal", "--color", ""]) == completionMonthNames)
  }

  @Test("the script registers _swiftcal for swiftcal")
  func registers() throws {
    let bash = try #require(ShellRunner.find("bash"))
    let result = try ShellRunner.run(
      bash, ["--norc", "--noprofile", "-c", "source /dev/stdin; complete -p swiftcal"],
      input: completionScript(for: .bash))
    #expect(result.output == "complete -F _swiftcal swiftcal\n")
  }
}

@Suite("zsh and fish completion")
struct ZshFishCompletionTests {
  @Test("zsh -n accepts the zsh script", .enabled(if: ShellRunner.find("zsh") != nil, "zsh is not installed"))
  func zshSyntax() throws {
    let zsh = try #require(ShellRunner.find("zsh"))
    // zsh reads the script from standard input when it is given no file.
    let result = try ShellRunner.run(zsh, ["-n"], input: completionScript(for: .zsh))
    #expect(result.status == 0, "zsh -n: \(result.errors)")
    // The check can fail: the same script without its closing parenthesis is refused.
    let broken = completionScript(for: .zsh).replacingAll(")", with: "")
    #expect(try ShellRunner.run(zsh, ["-n"], input: broken).status != 0)
  }

  @Test("fish -n accepts the fish script", .enabled(if: ShellRunner.find("fish") != nil, "fish is not installed"))
  func fishSyntax() throws {
    let fish = try #require(ShellRunner.find("fish"))
    // fish reads the script from standard input when it is given no file.
    let result = try ShellRunner.run(fish, ["--no-config", "-n"], input: completionScript(for: .fish))
    #expect(result.status == 0, "fish -n: \(result.errors)")
    // The check can fail: the same script with an unclosed `if` is refused.
    let broken = completionScript(for: .fish) + "if true\n"
    #expect(try ShellRunner.run(fish, ["--no-config", "-n"], input: broken).status != 0)
  }

  /// What fish offers for `commandLine` with the script loaded: the words, without descriptions.
  static func fishCompletions(_ commandLine: String) throws -> [String] {
    let fish = try #require(ShellRunner.find("fish"))
    let result = try ShellRunner.run(
      fish, ["--no-config", "-c", "source -; complete -C $argv[1]", commandLine], input: completionScript(for: .fish))
    #expect(result.status == 0, "fish: \(result.errors)")
    return result.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
  }

  // Columns: the command line (completed at its end), what fish offers.
  @Test(
    .enabled(if: ShellRunner.find("fish") != nil, "fish is not installed"),
    arguments: [
      ("swiftcal --reform ", reformValueNames.sorted()),
      ("swiftcal --color=a", ["--color=always", "--color=auto"]),
      ("swiftcal -c ", ["auto"]),
      ("swiftcal --generate-completion-script ", ["bash", "fish", "zsh"]),
      ("swiftcal octo", ["october"]),
    ])
  func fishCompletes(commandLine: String, expected: [String]) throws {
    #expect(try Self.fishCompletions(commandLine).sorted() == expected)
  }

  @Test("the zsh script gives each option's names, description and values to _arguments")
  func zshSpecifications() {
    let script = completionScript(for: .zsh)
    #expect(script.hasPrefix("#compdef swiftcal\n"))
    #expect(script.contains(#"'(-n --months)-n+[show N months from the month (0-3600000, default 1)]:N: '"#))
    #expect(
      script.contains(
        #"'(--color)--color=-[colour today, weekends and week N\: auto (default), always, never]"#
          + #":WHEN:(auto always never)'"#))
    #expect(script.contains(#"'(--reform)--reform=["#))
    #expect(script.contains("'*:month or year:(january february march"))
  }
}

@Suite("--generate-completion-script")
struct CompletionOptionTests {
  let today = CivilDate(year: 2026, month: 11, day: 30)

  // Columns: the arguments, the shell asked for.
  @Test(arguments: [
    (["--generate-completion-script", "bash"], Shell.bash), (["--generate-completion-script=zsh"], .zsh),
    (["--generate-completion", "fish"], .fish), (["--generate-completion-script", "FISH"], .fish),
  ])
  func parsesShell(arguments: [String], shell: Shell) throws {
    #expect(try Invocation.parse(arguments, today: today, names: .posix) == .completionScript(shell))
  }

  @Test("a shell swiftcal has no script for is named in a one-line error with the valid ones")
  func unknownShell() {
    let expected = UsageError.commandLine(.invalidValue(
      option: "--generate-completion-script", value: "tcsh", expected: "bash, zsh or fish"))
    #expect(throws: expected) {
      try Invocation.parse(["--generate-completion-script", "tcsh"], today: today, names: .posix)
    }
    #expect(expected.description == "invalid --generate-completion-script value 'tcsh': use bash, zsh or fish")
  }

  @Test("a missing shell is named as missing, with the valid ones")
  func missingShell() {
    #expect(throws: UsageError.commandLine(.missingValue(option: "--generate-completion-script", expected: "bash, zsh, fish"))) {
      try Invocation.parse(["--generate-completion-script"], today: today, names: .posix)
    }
  }
}

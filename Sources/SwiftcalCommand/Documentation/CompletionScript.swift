// Shell and completionScript(for:): which completion script to write.

/// A shell that swiftcal writes a completion script for (`--generate-completion-script`).
package enum Shell: String, CaseIterable, Hashable, Sendable {
  case bash, zsh, fish

  /// The shells' names, listed case by case for the reason `ReformName.words` gives.
  static var names: [String] { [bash.rawValue, zsh.rawValue, fish.rawValue] }

  /// The shell named by the value of `spec`, as the user typed it.
  /// - Throws: `UsageError.invalidValue` naming the value and the shells there are.
  init(option spec: OptionSpec, value: String?) throws(UsageError) {
    guard let shell = Shell(rawValue: (value ?? "").lowercased()) else {
      throw .invalidValue(
        option: spec.longOption, value: value ?? "", expected: listedWithOr(Shell.names))
    }
    self = shell
  }
}

/// The completion script for `shell`, made from `optionTable`: it completes option names, the
/// values of options that take one of a fixed list, and month names for the arguments.
package func completionScript(for shell: Shell) -> String {
  switch shell {
  case .bash: return bashCompletionScript()
  case .zsh: return zshCompletionScript()
  case .fish: return fishCompletionScript()
  }
}

/// The month names the scripts offer for arguments: English ones, which swiftcal accepts in every
/// locale, since a script is written once at install time and cannot follow the locale of each run.
let completionMonthNames = LocaleNames.posix.monthNames.map { $0.lowercased() }

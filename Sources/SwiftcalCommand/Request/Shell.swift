// Shell: the shells `--generate-completion-script` names.

/// A shell that swiftcal writes a completion script for (`--generate-completion-script`).
package enum Shell: String, CaseIterable, Hashable, Sendable {
  case bash, zsh, fish

  /// The shells' names, listed case by case for the reason `ReformName.words` gives.
  static var names: [String] { [bash.rawValue, zsh.rawValue, fish.rawValue] }

  /// The shell named by the value of `spec`, as the user typed it.
  /// - Throws: `UsageError.commandLine(.invalidValue)` naming the value and the shells there are.
  init(option spec: OptionSpec, value: String?) throws(UsageError) {
    guard let shell = Shell(rawValue: (value ?? "").lowercased()) else {
      throw .commandLine(.invalidValue(
        option: spec.longOption, value: value ?? "", expected: listedWithOr(Shell.names)))
    }
    self = shell
  }
}

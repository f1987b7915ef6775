// Shell: the shells `--generate-completion-script` names.

/// A shell that swiftcal writes a completion script for (`--generate-completion-script`).
package enum Shell: String, CaseIterable, Hashable, Sendable {
  case bash, zsh, fish

  /// The shells' names, listed case by case for the reason `ReformName.words` gives.
  static var names: [String] { [bash.rawValue, zsh.rawValue, fish.rawValue] }

  /// The shell a `--generate-completion-script` value names, in any case, or `nil`.
  init?(optionValue: String) {
    self.init(rawValue: optionValue.lowercased())
  }
}

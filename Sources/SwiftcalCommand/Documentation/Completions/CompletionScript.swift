// completionScript(for:): the completion script of a shell.

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

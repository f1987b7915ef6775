// OptionSpec.commandLineNames: an option's names as typed (--months, -n).

extension OptionSpec {
  /// The option's names as typed on a command line: `--months`, then `-n` when it has a letter.
  /// The manual page, the completion scripts and their tests list options by these.
  var commandLineNames: [String] { ["--\(longName)"] + (shortName.map { ["-\($0)"] } ?? []) }
}

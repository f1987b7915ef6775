// OptionSpec's names as typed on a command line (--months, -n).

extension OptionSpec {
  /// The long name as typed, `--months`: what messages call the option.
  var longOption: String { "--\(longName)" }

  /// The option's names as typed on a command line: `--months`, then `-n` when it has a letter.
  /// The manual page, the completion scripts and their tests list options by these.
  var commandLineNames: [String] { [longOption] + (shortName.map { ["-\($0)"] } ?? []) }
}

extension OptionSpec.Identifier {
  /// The long name as typed of the option in `optionTable` with this identifier, for messages
  /// made away from the option's own value.
  var longOption: String { optionTable.first { $0.identifier == self }?.longOption ?? "" }
}

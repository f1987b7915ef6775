// helpText: what --help prints.

/// The `--help` text: usage, every option of `optionTable` by group, the environment variables,
/// the exit statuses and a few examples, each line at most 80 columns wide.
package func helpText() -> String {
  var lines = [
    "Usage: swiftcal [options] [[[day] month] year]",
    "       swiftcal [options] monthname [year]",
    "       swiftcal [options] YYYY-MM-DD",
    "",
  ]
  lines += wrapped(
    "A month calendar for the terminal, compatible with util-linux cal. With no arguments it shows this "
      + "month; a lone number is a year. Month names may be full or abbreviated, in the locale's language or "
      + "in English (shell completion offers the English ones).",
    width: 80)
  for group in OptionSpec.Group.allCases {
    lines += ["", "\(group.rawValue):"]
    for spec in optionTable where spec.group == group {
      lines += twoColumnLines(term: spec.synopsis, description: spec.summary)
    }
  }
  lines += ["", "Environment:"]
  for variable in environmentVariables {
    lines += twoColumnLines(term: variable.names.joined(separator: ", "), description: variable.summary)
  }
  lines += ["", "Exit status:"]
  for exit in exitStatuses {
    // A narrow first column: the statuses are one digit.
    lines += twoColumnLines(term: String(exit.status), description: exit.meaning, column: 6)
  }
  lines += ["", "Examples:"]
  for example in usageExamples where example.isInHelp {
    lines += twoColumnLines(term: example.command, description: example.meaning)
  }
  lines += ["", "More in the manual: man swiftcal, or swiftcal --generate-manual | man -l -"]
  return lines.joined(separator: "\n") + "\n"
}

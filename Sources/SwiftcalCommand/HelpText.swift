// swiftcal — MIT licence.

/// swiftcal's version, in one place.
public let swiftcalVersion = "1.0.0"

/// The `--help` text, made from `optionTable`.
public func helpText() -> String {
  var lines = [
    "Usage: swiftcal [options] [[[day] month] year]",
    "       swiftcal [options] monthname [year]",
    "       swiftcal [options] YYYY-MM-DD",
    "",
    "A month calendar for the terminal, compatible with util-linux cal.",
  ]
  for group in OptionSpec.Group.allCases {
    lines.append("")
    lines.append("\(group.rawValue):")
    for spec in optionTable where spec.group == group {
      let synopsis = " " + spec.synopsis
      let padded = synopsis.count < 24 ? synopsis + String(repeating: " ", count: 24 - synopsis.count) : synopsis + "\n" + String(repeating: " ", count: 24)
      lines.append(padded + spec.summary)
    }
  }
  return lines.joined(separator: "\n") + "\n"
}

// fishCompletionScript: the fish completion script, made from the option table.

/// The fish completion script: one `complete` command for each option, one that offers the
/// values of options taking an optional value after `=`, and one for month names.
func fishCompletionScript() -> String {
  var lines = [
    "# fish completion for swiftcal, written by `swiftcal --generate-completion-script fish`.",
    "# Install it as share/fish/vendor_completions.d/swiftcal.fish.",
    "",
    "# swiftcal reads no files but --mark-file's.",
    "complete -c swiftcal -f",
  ]
  for spec in optionTable {
    var line = "complete -c swiftcal"
    if let short = spec.shortName { line += " -s \(short)" }
    line += " -l \(spec.longName)"
    // -x: the option takes a value (the next word or after `=`) and offers no file names;
    // -r -F: it takes a file's name.
    if spec.valueKind == .required { line += spec.valueIsFile ? " -r -F" : " -x" }
    if spec.valueKind == .required && !spec.allowedValues.isEmpty {
      line += " -a " + fishQuoted(spec.allowedValues.joined(separator: " "))
    }
    lines.append(line + " -d " + fishQuoted(spec.summary))
    if spec.valueKind == .optional && !spec.allowedValues.isEmpty {
      // fish has no optional values, so the `--name=value` words are offered whole.
      let words = spec.allowedValues.map { "\(spec.longOption)=\($0)" }.joined(separator: " ")
      lines.append(
        "complete -c swiftcal -n " + fishQuoted("string match -q -- '--\(spec.longName)=*' (commandline -ct)")
          + " -a " + fishQuoted(words) + " -d " + fishQuoted(spec.summary))
    }
  }
  lines.append(
    "complete -c swiftcal -n " + fishQuoted("not string match -q -- '-*' (commandline -ct)")
      + " -a " + fishQuoted(completionMonthNames.joined(separator: " ")) + " -d month")
  return lines.joined(separator: "\n") + "\n"
}

/// `text` as one single-quoted fish word.
private func fishQuoted(_ text: String) -> String {
  "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
}

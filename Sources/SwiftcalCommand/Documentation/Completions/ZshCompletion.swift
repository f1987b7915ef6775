// zshCompletionScript: the zsh completion script, made from the option table.

/// The zsh completion script: an autoloadable `_swiftcal` that hands zsh's `_arguments` one
/// specification for each name of each option.
func zshCompletionScript() -> String {
  var specifications: [String] = []
  for spec in optionTable {
    // `*`: a repeatable option is offered again; any other excludes its other names.
    let exclusions = spec.isRepeatable ? "*" : "(\(spec.commandLineNames.reversed().joined(separator: " ")))"
    let description = "[\(zshEscaped(spec.summary))]"
    let valueAction =
      spec.valueIsFile ? "_files" : spec.allowedValues.isEmpty ? " " : "(\(spec.allowedValues.joined(separator: " ")))"
    let value = ":\(zshEscaped(spec.valueName)):\(valueAction)"
    if let short = spec.shortName {
      // `+`: the value in the same word or the next, as getopt reads short options.
      let form = spec.valueKind == .required ? "-\(short)+\(description)\(value)" : "-\(short)\(description)"
      specifications.append(exclusions + form)
    }
    switch spec.valueKind {
    case .none: specifications.append("\(exclusions)--\(spec.longName)\(description)")
    // `=`: `--name=value` or `--name value`; `=-`: only `--name=value`.
    case .required: specifications.append("\(exclusions)--\(spec.longName)=\(description)\(value)")
    case .optional: specifications.append("\(exclusions)--\(spec.longName)=-\(description)\(value)")
    }
  }
  specifications.append("*:month or year:(\(completionMonthNames.joined(separator: " ")))")
  let lines = specifications.map { "    " + zshQuoted($0) }.joined(separator: "\n")
  return """
    #compdef swiftcal
    # zsh completion for swiftcal, written by `swiftcal --generate-completion-script zsh`.
    # Install it as _swiftcal in a directory of $fpath, such as share/zsh/site-functions.

    _swiftcal() {
      local -a specifications
      specifications=(
    \(lines)
      )
      # -s: short options combine (-3m); -S: `--` ends the options.
      _arguments -s -S $specifications
    }

    _swiftcal "$@"

    """
}

/// `text` with the characters `_arguments` gives a meaning inside `[...]` and `:...:` escaped.
private func zshEscaped(_ text: String) -> String {
  var result = ""
  for character in text {
    if "[]:\\".contains(character) { result.append("\\") }
    result.append(character)
  }
  return result
}

/// `text` as one single-quoted shell word.
private func zshQuoted(_ text: String) -> String {
  "'" + text.replacingAll("'", with: "'\\''") + "'"
}

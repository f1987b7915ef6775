// bashCompletionScript: the bash completion script, made from the option table.

/// The bash completion script: a function `_swiftcal` registered with `complete -F`. It reads
/// `COMP_WORDS` and `COMP_CWORD` only, so it works without the bash-completion package.
///
/// A long option that takes a value is offered as `--color=`, with no space after it, as the
/// bash-completion package offers `ls --color=`: a space would end the word, and an optional value
/// (`--color`'s, `--week`'s) is never the next word, which would be read as a month. The value is
/// then completed after the `=`, or as the next word when it is required. `--weekend` takes a
/// comma-separated list, whose days after a comma are completed one by one.
func bashCompletionScript() -> String {
  let names = optionTable.flatMap { spec in
    spec.commandLineNames.map { $0.hasPrefix("--") && spec.valueKind != .none ? $0 + "=" : $0 }
  }.joined(separator: " ")
  // Options whose value may be the next word; an optional value only ever follows `=`.
  let separateValue = optionTable.filter { $0.valueKind == .required }.flatMap(\.commandLineNames)
  var valueCases: [String] = []
  // `--name=value` words are completed whole.
  let prefixing = #"[[ $current == --*=* ]] && COMPREPLY=("${COMPREPLY[@]/#/$option=}");"#
  for spec in optionTable where spec.valueKind != .none {
    let values = spec.allowedValues.joined(separator: " ")
    // A short option's optional value cannot be given at all (getopt), so only the long name has one.
    let names = spec.valueKind == .optional ? [spec.longOption] : spec.commandLineNames
    if spec.valueIsFile {
      let completion = #"COMPREPLY=($(compgen -f -- "$value"));"#
      valueCases.append("    \(names.joined(separator: "|"))) \(completion) \(prefixing) return 0 ;;")
      continue
    }
    valueCases.append("    \(names.joined(separator: "|"))) values=\"\(values)\" ;;")
  }
  let listOptions = optionTable.filter { $0.identifier == .weekend }.flatMap(\.commandLineNames)
  let months = completionMonthNames.joined(separator: " ")
  let capitalisedMonths = LocaleNames.posix.monthNames.joined(separator: " ")
  return """
    # bash completion for swiftcal, written by `swiftcal --generate-completion-script bash`.
    # Install it as share/bash-completion/completions/swiftcal, or source it from ~/.bashrc.

    _swiftcal_months() {
      local names="\(months)"
      [[ $1 == [A-Z]* ]] && names="\(capitalisedMonths)"
      COMPREPLY=($(compgen -W "$names" -- "$1"))
      return 0
    }

    _swiftcal() {
      local current=${COMP_WORDS[COMP_CWORD]} previous="" option="" value="" values="" listed="" day index
      ((COMP_CWORD > 0)) && previous=${COMP_WORDS[COMP_CWORD - 1]}
      COMPREPLY=()
      # After `--` every word is an argument.
      for ((index = 1; index < COMP_CWORD; index++)); do
        if [[ ${COMP_WORDS[index]} == -- ]]; then
          _swiftcal_months "$current"
          return 0
        fi
      done
      # A value after `=` is one word, or three when COMP_WORDBREAKS splits the `=` off.
      if [[ $current == --*=* ]]; then
        option=${current%%=*} value=${current#*=}
      elif [[ $current == = && $previous == --* ]]; then
        option=$previous
      elif [[ $previous == = ]] && ((COMP_CWORD > 1)) && [[ ${COMP_WORDS[COMP_CWORD - 2]} == --* ]]; then
        option=${COMP_WORDS[COMP_CWORD - 2]} value=$current
      else
        case $previous in
        \(separateValue.joined(separator: "|"))) option=$previous value=$current ;;
        esac
      fi
      if [[ -n $option ]]; then
        case $option in
    \(valueCases.joined(separator: "\n"))
        *) return 0 ;;
        esac
        # A list of days: the one after the last comma, from the days not named yet.
        case $option in
        \(listOptions.joined(separator: "|")))
          if [[ $value == *,* ]]; then
            listed=${value%,*},
            value=${value##*,}
            for day in ${listed//,/ }; do
              values=" $values "
              values=${values/ ${day,,} / }
            done
          fi
          ;;
        esac
        COMPREPLY=($(compgen -P "$listed" -W "$values" -- "$value"))
        [[ $current == --*=* ]] && COMPREPLY=("${COMPREPLY[@]/#/$option=}")
        return 0
      fi
      if [[ $current == -* ]]; then
        COMPREPLY=($(compgen -W "\(names)" -- "$current"))
        # An option's value follows its `=` directly.
        if ((${#COMPREPLY[@]} == 1)) && [[ ${COMPREPLY[0]} == *= ]]; then
          compopt -o nospace 2>/dev/null
        fi
      else
        _swiftcal_months "$current"
      fi
      return 0
    }

    complete -F _swiftcal swiftcal

    """
}

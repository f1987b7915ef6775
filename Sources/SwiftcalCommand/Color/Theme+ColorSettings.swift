// Theme(colorSettings:): a theme from a SWIFTCAL_COLORS value.

extension Theme {
  /// The theme a `SWIFTCAL_COLORS` value describes, starting from `base`.
  ///
  /// The value is a colon-separated list of `role=parameters` in the style of `GREP_COLORS`:
  /// `today=7:sunday=31:saturday=34:header=1:adjacent=90:weeknumber=32:mark=4`. The roles are `today`,
  /// `sunday` (and every weekend day but Saturday), `saturday`, `weekend` (both), `header` (the
  /// weekday names), `adjacent` (`--fill`'s days) and `weeknumber` (the week asked for with
  /// `--week=N`) and `mark` (marked days). Parameters are SGR numbers separated by `;` (`1;31`, `38;5;208`); an empty
  /// value leaves the role uncoloured.
  ///
  /// A setting from the environment must never stop the calendar from printing, so, as grep
  /// does, unknown roles and malformed parameters are ignored and the rest still applies.
  package init(colorSettings: String, base: Theme = .standard) {
    self = base
    for entry in colorSettings.split(separator: ":") {
      guard let equals = entry.firstIndex(of: "=") else { continue }
      let parameters = String(entry[entry.index(after: equals)...])
      guard isSelectGraphicRenditionParameterList(parameters) else { continue }
      switch entry[..<equals] {
      case "today": today = parameters
      case "sunday": sunday = parameters
      case "saturday": saturday = parameters
      case "weekend": (sunday, saturday) = (parameters, parameters)
      case "header": header = parameters
      case "adjacent": adjacent = parameters
      case "weeknumber": weekNumber = parameters
      case "mark": mark = parameters
      default: continue
      }
    }
  }
}

/// Whether `text` is safe to put between `ESC [` and `m`: at most 32 digits and semicolons,
/// so that no setting can smuggle another escape sequence onto the terminal.
func isSelectGraphicRenditionParameterList(_ text: String) -> Bool {
  text.utf8.count <= 32
    && text.utf8.allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ";") }
}

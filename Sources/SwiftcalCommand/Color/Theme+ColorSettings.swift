// Theme(colorSettings:): a theme from a SWIFTCAL_COLORS value.

extension Theme {
  /// The theme a `SWIFTCAL_COLORS` value describes, starting from `base`.
  ///
  /// The value is a colon-separated list of `role=parameters` in the style of `GREP_COLORS`:
  /// `today=7:sunday=31:saturday=34:header=1:adjacent=90:weeknumber=32:mark=4`. The roles are `today`,
  /// `sunday` (the weekend's day of rest), `saturday` (its other days), `weekend` (both), `workday` (the other
  /// days), `header` (the weekday names), `adjacent` (`--fill`'s days), `weeknumber` (the week asked for
  /// with `--week=N`), `weeks` (the other week numbers), `mark` (marked days), `moon` (`--moon`'s phase days),
  /// `holiday` (`--holidays`' days), `event` (`--ics`' days) and `othercalendar` (the rows and titles of `--calendar`). Parameters are SGR numbers separated by `;`
  /// (`1;31`, `38;5;208`); an empty value leaves the role uncoloured.
  ///
  /// A setting from the environment must never stop the calendar from printing, so, as grep
  /// does, unknown roles and malformed parameters are ignored and the rest still applies.
  package init(colorSettings: String, base: Theme = .standard) {
    self = base
    for entry in colorSettings.split(separator: ":") {
      guard let equals = entry.firstIndex(of: "=") else { continue }
      guard let rendition = GraphicRendition(parameters: String(entry[entry.index(after: equals)...])) else {
        continue
      }
      let key = String(entry[..<equals])
      if key == "weekend" {
        (sunday, saturday) = (rendition, rendition)
      } else if let role = ColorRole(rawValue: key) {
        self[role] = rendition
      }
    }
  }
}

// LocaleNames.printable and EraTable.printable: the locale's names as the browser draws them, control characters as `?`.

extension LocaleNames {
  /// These names with each control character (C0, DEL and C1: a newline, a tab, an escape)
  /// replaced by `?`, as `ls` shows such names on a terminal.
  ///
  /// The browser lays its screen out by rows and columns: a newline in a month name would push
  /// the weeks under it down a line from where clicks and the selected day's brackets go, and an
  /// escape would reach the terminal as a command. Plain output keeps the names as the locale
  /// spells them, as cal does.
  var printable: LocaleNames {
    var names = self
    names.monthNames = monthNames.map(printableText)
    names.abbreviatedMonthNames = abbreviatedMonthNames.map(printableText)
    names.alternativeMonthNames = alternativeMonthNames.map { (printableText($0.0), $0.1) }
    names.weekdayAbbreviations = weekdayAbbreviations.map(printableText)
    return names
  }
}

extension EraTable {
  /// These eras with each control character in their names and formats replaced by `?`, for the
  /// reason `LocaleNames.printable` gives.
  var printable: EraTable {
    EraTable(
      eras: eras.map { era in
        var shown = era
        shown.name = printableText(era.name)
        shown.format = printableText(era.format)
        return shown
      })
  }
}

/// `text` with each control character replaced by `?`.
private func printableText(_ text: String) -> String {
  let isControl = { (scalar: Unicode.Scalar) in scalar.properties.generalCategory == .control }
  guard text.unicodeScalars.contains(where: isControl) else { return text }
  var shown = String.UnicodeScalarView()
  for scalar in text.unicodeScalars { shown.append(isControl(scalar) ? "?" : scalar) }
  return String(shown)
}

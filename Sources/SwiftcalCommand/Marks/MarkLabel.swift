// markLabel: a mark's label made safe and tidy for the legend and JSON.

/// A label as the legend and JSON carry it: control characters (a tab, an escape) become spaces,
/// so that no label can draw on the terminal, and runs of spaces are closed up.
func markLabel(_ text: some StringProtocol) -> String {
  var result = ""
  var pendingSpace = false
  for scalar in text.unicodeScalars {
    if scalar.value < 0x20 || scalar.value == 0x7F || scalar == " " || (scalar.value >= 0x80 && scalar.value < 0xA0) {
      pendingSpace = !result.isEmpty
    } else {
      if pendingSpace { result += " " }
      pendingSpace = false
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

// markLabel: a mark's label made safe and tidy for the legend and JSON.

/// A label as the legend and JSON carry it: control characters (a tab, an escape) become spaces,
/// so that no label can draw on the terminal, and runs of spaces are closed up. A `Substring`, not
/// `some StringProtocol`: a generic called from another module would leave every start-up that
/// reads a mark its argument's type to set up.
package func markLabel(_ text: Substring) -> String {
  // Most labels are tidy already: printable, single spaces, none at either end.
  var previous: UInt8 = 0x20
  var isTidy = true
  for byte in text.utf8 {
    if byte < 0x20 || byte == 0x7F || byte == 0xC2 || (byte == 0x20 && previous == 0x20) { isTidy = false; break }
    previous = byte
  }
  if isTidy && previous != 0x20 { return String(text) }
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

// withoutEscapeCodes: text with its SGR escape sequences taken out, for comparing coloured and plain output.

/// `text` without SGR escape sequences (`ESC [ digits ; … m`).
func withoutEscapeCodes(_ text: String) -> String {
  var result = String.UnicodeScalarView()
  var scalars = text.unicodeScalars[...]
  while let scalar = scalars.popFirst() {
    if scalar == "\u{1B}", scalars.first == "[" {
      let rest = scalars.dropFirst()
      if let end = rest.firstIndex(where: { !("0"..."9").contains($0) && $0 != ";" }), rest[end] == "m" {
        scalars = rest[rest.index(after: end)...]
        continue
      }
    }
    result.append(scalar)
  }
  return String(result)
}

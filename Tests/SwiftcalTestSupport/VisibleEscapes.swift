// String.replacingEscapes: SGR escape codes written as visible brackets, for comparing coloured text.

extension String {
  /// The string with each `ESC [ … m` written as `⟦…m⟧`.
  package func replacingEscapes() -> String {
    var result = ""
    var iterator = makeIterator()
    while let character = iterator.next() {
      if character == "\u{1B}" {
        result += "⟦"
        _ = iterator.next()  // the "[" of the control sequence introducer
        while let next = iterator.next() {
          result.append(next)
          if next == "m" { break }
        }
        result += "⟧"
      } else {
        result.append(character)
      }
    }
    return result
  }
}

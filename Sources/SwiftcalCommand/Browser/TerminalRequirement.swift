// interactiveTerminalRefusal: whether the terminal TERM names can show the full-screen browser.

/// Why the browser refuses the terminal `TERM` names, or `nil` when it can use it.
///
/// The browser moves the cursor and switches screens with ECMA-48 and xterm escape codes, which
/// every terminal emulator in use understands. A terminal that says it is `dumb`, names nothing,
/// or whose terminfo entry has no cursor addressing (`cup`) is taken at its word, as `less` and
/// `vi` do, rather than sent codes it would print. Without a terminfo entry (none installed) the
/// terminal is given the benefit of the doubt.
/// - Parameters:
///   - term: the value of `TERM`, `nil` when it is not set.
///   - hasCursorAddressing: what `TERM`'s terminfo entry says (`terminfoHasCursorAddressing`),
///     `nil` without an entry.
package func interactiveTerminalRefusal(term: String?, hasCursorAddressing: Bool? = nil) -> UsageError? {
  guard let term, !term.isEmpty, term != "dumb", hasCursorAddressing != false else {
    return .terminal(.interactiveNeedsCursorAddressing(term: term ?? ""))
  }
  return nil
}

/// Whether a compiled terminfo entry has cursor addressing (`cup`, `cursor_address`), or `nil`
/// when the bytes are not an entry.
///
/// The format (term(5)): a header of six little-endian 16-bit numbers (the magic, 0o432 for 16-bit
/// numbers or 0o1036 for 32-bit ones; the sizes of the names, the booleans, the numbers, the
/// string offsets and the string table), the names, one byte per boolean, a padding byte to an
/// even offset, the numbers, then one 16-bit offset per string, negative when it is absent or
/// cancelled. `cup` is string number 10.
package func terminfoHasCursorAddressing(_ entry: [UInt8]) -> Bool? {
  func short(_ offset: Int) -> Int? {
    guard offset >= 0, offset + 1 < entry.count else { return nil }
    return Int(Int16(bitPattern: UInt16(entry[offset]) | UInt16(entry[offset + 1]) << 8))
  }
  guard let magic = short(0), magic == 0o432 || magic == 0o1036,
    let namesSize = short(2), let booleanCount = short(4), let numberCount = short(6), let stringCount = short(8),
    namesSize >= 0, booleanCount >= 0, numberCount >= 0, stringCount >= 0
  else { return nil }
  let cursorAddress = 10
  guard stringCount > cursorAddress else { return false }
  var offset = 12 + namesSize + booleanCount
  if offset % 2 == 1 { offset += 1 }
  offset += numberCount * (magic == 0o432 ? 2 : 4)
  guard let stringOffset = short(offset + cursorAddress * 2) else { return nil }
  return stringOffset >= 0
}

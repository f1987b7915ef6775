// interactiveTerminalRefusal: whether the terminal TERM names can show the full-screen browser.

/// Why the browser refuses the terminal `TERM` names, or `nil` when it can use it. The browser
/// moves the cursor and switches screens with ECMA-48 and xterm escape codes, which every
/// terminal emulator in use understands; a terminal that says it is `dumb`, or names nothing,
/// is taken at its word, as `less` and `vi` do, rather than sent codes it would print.
/// - Parameter term: the value of `TERM`, `nil` when it is not set.
package func interactiveTerminalRefusal(term: String?) -> UsageError? {
  guard let term, !term.isEmpty, term != "dumb" else { return .interactiveNeedsCursorAddressing(term: term ?? "") }
  return nil
}

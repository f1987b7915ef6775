// BrowserKey: a key pressed (or a mouse report received) in the month browser.

/// A key pressed in the month browser (`-i`), or a mouse report, as `KeyDecoder` reads them
/// from the terminal.
package enum BrowserKey: Hashable, Sendable {
  /// The arrow keys.
  case left, right, up, down
  /// Page Up and Page Down; with Shift held, `isShifted`.
  case pageUp(isShifted: Bool), pageDown(isShifted: Bool)
  /// Home and End.
  case home, end
  /// Enter (Return), which arrives as a carriage return in raw mode.
  case enter
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Ctrl-U, which clears a line being typed, as in a shell.
  case clearLine
  /// Escape pressed on its own, not the start of an arrow key's sequence.
  case escape
  /// Ctrl-C, which arrives as a byte because raw mode turns off the terminal's signals.
  case interrupt
  /// Ctrl-Z, which arrives as a byte for the same reason: the browser suspends itself.
  case suspend
  /// A printable ASCII character (`h`, `q`, `?`).
  case character(Character)
  /// A mouse button pressed or released, or the wheel turned (xterm's SGR 1006 reports).
  case mouse(MouseReport)
  /// Anything else: other control keys, function keys, bytes of non-ASCII characters.
  case other
}

// BrowserKey: a key pressed in the month browser.

/// A key pressed in the month browser (`-i`), as `KeyDecoder` reads it from the terminal.
package enum BrowserKey: Hashable, Sendable {
  /// The arrow keys.
  case left, right, up, down
  /// Escape pressed on its own, not the start of an arrow key's sequence.
  case escape
  /// Ctrl-C, which arrives as a byte because raw mode turns off the terminal's signals.
  case interrupt
  /// Ctrl-Z, which arrives as a byte for the same reason: the browser suspends itself.
  case suspend
  /// A printable ASCII character (`h`, `q`, `?`).
  case character(Character)
  /// Anything else: other control keys, function keys, bytes of non-ASCII characters.
  case other
}

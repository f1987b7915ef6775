// MouseReport: one mouse event as xterm reports it in its SGR (1006) encoding.

import FileFormats

/// A mouse event as a terminal reports it once the browser has asked for SGR mouse reports
/// (`ESC [ ? 1000 h` and `ESC [ ? 1006 h`): `ESC [ < button ; column ; row M`, or `m` for a release.
package struct MouseReport: Hashable, Sendable {
  /// The button code: 0 left, 1 middle, 2 right, 64 wheel up, 65 wheel down, plus 4 (Shift),
  /// 8 (Meta), 16 (Ctrl) and 32 (motion).
  package var button: Int
  /// The column, from 0 at the left.
  package var column: Int
  /// The row, from 0 at the top.
  package var row: Int
  /// Whether the button was pressed (`M`) rather than released (`m`).
  package var isPress: Bool

  /// A report of `button` at 0-based `column` and `row`.
  package init(button: Int, column: Int, row: Int, isPress: Bool) {
    self.button = button
    self.column = column
    self.row = row
    self.isPress = isPress
  }

  /// What the report means to the browser.
  package enum Action: Hashable, Sendable {
    /// The left button pressed: a click.
    case click
    /// The wheel turned away from the user (up) or towards the user (down).
    case wheelUp, wheelDown
    /// Anything else: releases, other buttons, motion.
    case ignored
  }

  /// What the report means: modifiers are ignored, motion and releases are not acted on.
  package var action: Action {
    guard isPress, button & 32 == 0 else { return .ignored }
    switch button & ~(4 | 8 | 16) {
    case 0: return .click
    case 64: return .wheelUp
    case 65: return .wheelDown
    default: return .ignored
    }
  }

  /// The report a CSI sequence's parameters (after `<`) and final byte make, or `nil` when they
  /// are not three numbers.
  init?(parameters: [UInt8], finalByte: UInt8) {
    let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
      field.count <= 6 && field.isDecimalDigits ? DigitRun(field).reduce(0) { $0 * 10 + $1 } : nil
    }
    guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
      column >= 1, row >= 1
    else { return nil }
    self.init(button: button, column: column - 1, row: row - 1, isPress: finalByte == UInt8(ascii: "M"))
  }
}

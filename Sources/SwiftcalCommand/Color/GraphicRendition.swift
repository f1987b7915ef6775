// GraphicRendition: the SGR parameters of one colour, and the escape sequence that selects it.

import FileFormats

/// The parameters of an SGR escape sequence (`ESC [ parameters m`), such as `31` (red), `7`
/// (reverse video) or `1;4` (bold and underlined). Empty parameters are no colour: text drawn
/// in them gets no escape codes at all.
///
/// Only digits and semicolons, at most 32 of them, so that no setting can smuggle another escape
/// sequence onto the terminal.
package struct GraphicRendition: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The parameters, `31` or `1;4`, or empty for no colour.
  package let parameters: String

  /// The rendition `parameters` describe, or `nil` when they are not digits and semicolons or
  /// longer than 32.
  package init?(parameters: String) {
    guard GraphicRendition.isValid(parameters) else { return nil }
    self.parameters = parameters
  }

  /// A rendition written in the code, such as `"7"`.
  package init(stringLiteral parameters: String) {
    precondition(GraphicRendition.isValid(parameters), "not SGR parameters: \(parameters)")
    self.parameters = parameters
  }

  /// No colour.
  package static let none: GraphicRendition = ""
  /// Reverse video, as `cal` shows today.
  package static let reverseVideo: GraphicRendition = "7"
  /// The code that ends every rendition.
  static let reset: GraphicRendition = "0"

  /// Whether this is no colour.
  package var isNone: Bool { parameters.isEmpty }

  /// The escape sequence that selects the rendition: `ESC [ parameters m`.
  var escapeSequence: String { "\u{1B}[\(parameters)m" }

  private static func isValid(_ parameters: String) -> Bool {
    parameters.utf8.count <= 32
      && parameters.utf8.allSatisfy { $0.decimalDigitValue != nil || $0 == UInt8(ascii: ";") }
  }
}

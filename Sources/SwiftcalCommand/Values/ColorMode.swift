// ColorMode: when to colour, as --color names it.

/// When to colour the output (`--color`).
package enum ColorMode: String, Hashable, Sendable {
  /// `--color` or `--color=auto`: on a terminal that has colours, unless `NO_COLOR` is set.
  case auto
  case always, never
  /// No `--color`: as `auto`, and a terminal-colors.d `disable` file for cal can turn colour off, as in cal.
  case unspecified

  /// The mode a `--color` value names (`auto`, `always`, `never`, in any case), or `nil`.
  init?(optionValue: String) {
    switch optionValue.lowercased() {
    case "auto": self = .auto
    case "always": self = .always
    case "never": self = .never
    default: return nil
    }
  }

  /// The words `--color` accepts, listed case by case for the reason `ReformName.words` gives.
  package static var words: [String] { [auto.rawValue, always.rawValue, never.rawValue] }
}

// shouldColor and Style(mode:isTerminal:environment:): whether to colour, from --color and the environment.

/// Whether to colour the output: `--color=always` always, `never` never, and `auto` only on a
/// terminal when `NO_COLOR` is unset or empty and `TERM` is not `dumb`.
package func shouldColor(mode: ColorMode, isTerminal: Bool, noColor: String?, term: String?) -> Bool {
  switch mode {
  case .always: return true
  case .never: return false
  case .auto: return isTerminal && (noColor ?? "").isEmpty && term != "dumb"
  }
}

extension Style {
  /// The style the command line and the environment ask for: colour as `shouldColor` decides it,
  /// in the theme `SWIFTCAL_COLORS` describes.
  ///
  /// Off a terminal `NO_COLOR` and `TERM` cannot change the answer, and without colour the theme
  /// does not matter, so they are not read.
  /// - Parameters:
  ///   - mode: `--color`'s value.
  ///   - isTerminal: whether standard output is a terminal.
  ///   - environment: the value of an environment variable, `nil` when it is not set.
  package init(mode: ColorMode, isTerminal: Bool, environment: (String) -> String?) {
    let isColored = shouldColor(
      mode: mode, isTerminal: isTerminal,
      noColor: isTerminal ? environment("NO_COLOR") : nil,
      term: isTerminal ? environment("TERM") : nil)
    self.init(
      isEnabled: isColored,
      theme: isColored ? Theme(colorSettings: environment("SWIFTCAL_COLORS") ?? "") : .standard)
  }
}

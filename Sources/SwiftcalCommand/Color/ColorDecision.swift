// shouldColor and Style(mode:isTerminal:environment:colorFiles:): whether to colour, and in what, as cal decides.

/// Whether to colour the output, as util-linux decides it, with `NO_COLOR` and `TERM=dumb` added:
/// `--color=always` always, `never` never; otherwise only on a terminal, when `NO_COLOR` is unset or empty,
/// `TERM` is not `dumb` and its terminfo entry has colours (more than one), and, without `--color`, when
/// no terminal-colors.d `disable` file for cal outranks an `enable` one.
/// - Parameters:
///   - terminalColorCount: the `colors` of `TERM`'s terminfo entry; `nil` when `TERM` is unset or has no
///     entry. Called only when the other conditions leave colour possible.
///   - colorsDisabled: whether terminal-colors.d turns colour off; called only for `.unspecified`.
package func shouldColor(
  mode: ColorMode, isTerminal: Bool, noColor: String?, term: String?,
  terminalColorCount: () -> Int?, colorsDisabled: () -> Bool
) -> Bool {
  switch mode {
  case .always: return true
  case .never: return false
  case .auto, .unspecified:
    guard isTerminal, (noColor ?? "").isEmpty, term != "dumb" else { return false }
    guard let colors = terminalColorCount(), colors > 1 else { return false }
    return mode == .auto || !colorsDisabled()
  }
}

/// What the colour settings on disk say, read by the program's edge only when asked.
package struct ColorFiles {
  /// The `colors` of a terminal type's compiled terminfo entry, or `nil` without one.
  package var terminalColorCount: (_ term: String?) -> Int?
  /// What cal's terminal-colors.d says for a terminal type, or `nil` when no directory can be read.
  package var selection: (_ term: String?) -> TerminalColorsSelection?
  /// The roles and colours of cal's terminal-colors.d scheme for a terminal type (empty without one).
  package var scheme: (_ term: String?) -> [String: String]

  package init(
    terminalColorCount: @escaping (String?) -> Int?, selection: @escaping (String?) -> TerminalColorsSelection?,
    scheme: @escaping (String?) -> [String: String]
  ) {
    self.terminalColorCount = terminalColorCount
    self.selection = selection
    self.scheme = scheme
  }

  /// No files at all: no terminal has colours.
  package static var none: ColorFiles {
    ColorFiles(terminalColorCount: { _ in nil }, selection: { _ in nil }, scheme: { _ in [:] })
  }
}

extension Style {
  /// The style the command line, the environment and the colour files ask for: colour as `shouldColor`
  /// decides it, in the theme `SWIFTCAL_COLORS` describes, or else cal's terminal-colors.d scheme.
  ///
  /// Off a terminal nothing but `--color=always` can turn colour on, and without colour the theme does
  /// not matter, so the environment and the files are read only when they can change the answer.
  /// - Parameters:
  ///   - mode: `--color`'s value.
  ///   - isTerminal: whether standard output is a terminal.
  ///   - environment: the value of an environment variable, `nil` when it is not set.
  ///   - colorFiles: terminfo and terminal-colors.d, as the edge reads them.
  package init(mode: ColorMode, isTerminal: Bool, environment: (String) -> String?, colorFiles: ColorFiles) {
    let term = isTerminal ? environment("TERM") : nil
    let isColored = shouldColor(
      mode: mode, isTerminal: isTerminal, noColor: isTerminal ? environment("NO_COLOR") : nil, term: term,
      terminalColorCount: { colorFiles.terminalColorCount(term) },
      colorsDisabled: { colorFiles.selection(term)?.disablesColor ?? false })
    guard isColored else {
      self.init(isEnabled: false)
      return
    }
    if let settings = environment("SWIFTCAL_COLORS") {
      self.init(isEnabled: true, theme: Theme(colorSettings: settings))
    } else {
      self.init(isEnabled: true, theme: Theme(terminalColorsScheme: colorFiles.scheme(term ?? environment("TERM"))))
    }
  }
}

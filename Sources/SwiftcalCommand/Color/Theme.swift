// Theme, Style and shouldColor: the colours of a calendar's parts, and whether to use them.

import CalendarCore

/// The colours of each part of a calendar, as SGR parameters (`31` is red, `7` reverse video).
/// An empty string leaves that part uncoloured.
package struct Theme: Hashable, Sendable {
  /// Today (or the date given as an argument).
  package var today = "7"
  /// Sundays, and every weekend day other than Saturday (`--weekend`).
  package var sunday = "31"
  /// Saturdays.
  package var saturday = "34"
  /// The line of weekday names.
  package var header = ""
  /// The days of the adjacent months (`--fill`).
  package var adjacent = "90"
  /// The week asked for with `--week=N`.
  package var weekNumber = "7"

  package init() {}

  /// The default colours: today in reverse video as `cal`, Sundays red and Saturdays blue as
  /// calendars in Japan and Korea print them.
  package static let standard = Theme()
}

/// The text of one SGR escape sequence, `ESC [ parameters m`.
func selectGraphicRendition(_ parameters: String) -> String { "\u{1B}[\(parameters)m" }

/// Colours text for the terminal, or leaves it alone when colour is off, so layout code never
/// branches on whether colour is enabled.
package struct Style: Hashable, Sendable {
  /// Whether escape codes are written at all.
  package let isEnabled: Bool
  /// The colours used when enabled.
  package let theme: Theme

  package init(isEnabled: Bool, theme: Theme = .standard) {
    self.isEnabled = isEnabled
    self.theme = theme
  }

  /// No colour.
  package static let plain = Style(isEnabled: false)

  /// The escape codes that start text drawn in `first` and `second` (SGR parameter lists; empty
  /// ones are skipped), or `""` when colour is off or neither applies.
  package func start(_ first: String, _ second: String = "") -> String {
    guard isEnabled else { return "" }
    return (first.isEmpty ? "" : selectGraphicRendition(first)) + (second.isEmpty ? "" : selectGraphicRendition(second))
  }

  /// The code that ends text started with `start(_:_:)`, or `""` when that started nothing.
  package func end(_ first: String, _ second: String = "") -> String {
    guard isEnabled, !(first.isEmpty && second.isEmpty) else { return "" }
    return selectGraphicRendition("0")
  }

  /// The weekend colour of `weekday`, or `""` when it is not a weekend day.
  func weekendColor(of weekday: Weekday, weekend: WeekdaySet) -> String {
    guard weekend.contains(weekday) else { return "" }
    return weekday == .saturday ? theme.saturday : theme.sunday
  }
}

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

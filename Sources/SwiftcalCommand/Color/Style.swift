// Style: text coloured for the terminal, or left alone when colour is off.

import CalendarCore

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

  /// `start(_:_:)` with a third part: a marked day's colour on top of the other two.
  package func start(_ first: String, _ second: String, _ third: String) -> String {
    start(first, second) + (isEnabled && !third.isEmpty ? selectGraphicRendition(third) : "")
  }

  /// The code that ends text started with `start(_:_:_:)`.
  package func end(_ first: String, _ second: String, _ third: String) -> String {
    end(first + third, second)
  }

  /// The weekend colour of `weekday`, or `""` when it is not a weekend day.
  func weekendColor(of weekday: Weekday, weekend: WeekdaySet) -> String {
    guard weekend.contains(weekday) else { return "" }
    return weekday == .saturday ? theme.saturday : theme.sunday
  }
}

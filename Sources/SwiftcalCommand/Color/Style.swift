// Style: text coloured for the terminal, or left alone when colour is off.

import CalendarCore

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

  /// The escape codes that start text drawn in `first` and `second` (no colour is skipped), or
  /// `""` when colour is off or neither is a colour.
  package func start(_ first: GraphicRendition, _ second: GraphicRendition = .none) -> String {
    guard isEnabled else { return "" }
    return (first.isNone ? "" : first.escapeSequence) + (second.isNone ? "" : second.escapeSequence)
  }

  /// The code that ends text started with `start(_:_:)`, or `""` when that started nothing.
  package func end(_ first: GraphicRendition, _ second: GraphicRendition = .none) -> String {
    guard isEnabled, !(first.isNone && second.isNone) else { return "" }
    return GraphicRendition.reset.escapeSequence
  }

  /// `start(_:_:)` with a third part: a marked day's colour on top of the other two.
  package func start(
    _ first: GraphicRendition, _ second: GraphicRendition, _ third: GraphicRendition
  ) -> String {
    start(first, second) + (isEnabled && !third.isNone ? third.escapeSequence : "")
  }

  /// The code that ends text started with `start(_:_:_:)`.
  package func end(_ first: GraphicRendition, _ second: GraphicRendition, _ third: GraphicRendition) -> String {
    guard isEnabled, !(first.isNone && second.isNone && third.isNone) else { return "" }
    return GraphicRendition.reset.escapeSequence
  }

  /// The weekend colour of `weekday` when the weekend's days are `days`: the `sunday` colour for its day of rest
  /// (`restDay`: Sunday, Saturday in Israel, Friday where Friday is the day of prayer), the `saturday` colour for
  /// its other days, no colour when it is not a weekend day.
  func weekendColor(of weekday: Weekday, weekend days: WeekdaySet, restDay: Weekday?) -> GraphicRendition {
    guard days.contains(weekday) else { return .none }
    return weekday == restDay ? theme.sunday : theme.saturday
  }

  /// The colour of a day falling on `weekday`: its weekend colour, or the workday colour.
  func dayColor(of weekday: Weekday, weekend days: WeekdaySet, restDay: Weekday?) -> GraphicRendition {
    days.contains(weekday) ? weekendColor(of: weekday, weekend: days, restDay: restDay) : theme.workday
  }
}

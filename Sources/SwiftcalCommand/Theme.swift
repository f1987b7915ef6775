// swiftcal — MIT licence.

import CalendarCore

/// The colours of each part of a calendar, as SGR parameters (`31` is red, `7` reverse video).
/// An empty string leaves that part uncoloured.
public struct Theme: Hashable, Sendable {
  /// Today (or the date given as an argument).
  public var today = "7"
  /// Sundays, and every weekend day other than Saturday (`--weekend`).
  public var sunday = "31"
  /// Saturdays.
  public var saturday = "34"
  /// The line of weekday names.
  public var header = ""
  /// The days of the adjacent months (`--fill`).
  public var adjacent = "90"
  /// The week asked for with `--week=N`.
  public var weekNumber = "7"
  /// Marked days (`--mark`, `--mark-file`): underlined, which combines with today's reverse
  /// video, the weekend's colours and the adjacent days' grey without hiding any of them.
  public var mark = "4"

  public init() {}

  /// The default colours: today in reverse video as `cal`, Sundays red and Saturdays blue as
  /// calendars in Japan and Korea print them.
  public static let standard = Theme()
}

/// The text of one SGR escape sequence, `ESC [ parameters m`.
func selectGraphicRendition(_ parameters: String) -> String { "\u{1B}[\(parameters)m" }

/// Colours text for the terminal, or leaves it alone when colour is off, so layout code never
/// branches on whether colour is enabled.
public struct Style: Hashable, Sendable {
  /// Whether escape codes are written at all.
  public let isEnabled: Bool
  /// The colours used when enabled.
  public let theme: Theme

  public init(isEnabled: Bool, theme: Theme = .standard) {
    self.isEnabled = isEnabled
    self.theme = theme
  }

  /// No colour.
  public static let plain = Style(isEnabled: false)

  /// The escape codes that start text drawn in `first` and `second` (SGR parameter lists; empty
  /// ones are skipped), or `""` when colour is off or neither applies.
  public func start(_ first: String, _ second: String = "") -> String {
    guard isEnabled else { return "" }
    return (first.isEmpty ? "" : selectGraphicRendition(first)) + (second.isEmpty ? "" : selectGraphicRendition(second))
  }

  /// The code that ends text started with `start(_:_:)`, or `""` when that started nothing.
  public func end(_ first: String, _ second: String = "") -> String {
    guard isEnabled, !(first.isEmpty && second.isEmpty) else { return "" }
    return selectGraphicRendition("0")
  }

  /// `start(_:_:)` with a third part: a marked day's colour on top of the other two.
  public func start(_ first: String, _ second: String, _ third: String) -> String {
    start(first, second) + (isEnabled && !third.isEmpty ? selectGraphicRendition(third) : "")
  }

  /// The code that ends text started with `start(_:_:_:)`.
  public func end(_ first: String, _ second: String, _ third: String) -> String {
    end(first + third, second)
  }

  /// The weekend colour of `weekday`, or `""` when it is not a weekend day.
  func weekendColor(of weekday: Weekday, weekend: WeekdaySet) -> String {
    guard weekend.contains(weekday) else { return "" }
    return weekday == .saturday ? theme.saturday : theme.sunday
  }
}

/// Whether to colour the output: `--color=always` always, `never` never, and `auto` only on a
/// terminal when `NO_COLOR` is unset or empty and `TERM` is not `dumb`.
public func shouldColor(mode: ColorMode, isTerminal: Bool, noColor: String?, term: String?) -> Bool {
  switch mode {
  case .always: return true
  case .never: return false
  case .auto: return isTerminal && (noColor ?? "").isEmpty && term != "dumb"
  }
}

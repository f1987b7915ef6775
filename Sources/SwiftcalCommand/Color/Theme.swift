// Theme: the colours of a calendar's parts.

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
  /// Marked days (`--mark`, `--mark-file`): underlined, which combines with today's reverse
  /// video, the weekend's colours and the adjacent days' grey without hiding any of them.
  package var mark = "4"

  package init() {}

  /// The default colours: today in reverse video as `cal`, Sundays red and Saturdays blue as
  /// calendars in Japan and Korea print them.
  package static let standard = Theme()
}

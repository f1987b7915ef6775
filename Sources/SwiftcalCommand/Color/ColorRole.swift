// ColorRole: the parts of a calendar that have a colour of their own, by their SWIFTCAL_COLORS names.

/// A part of a calendar with a colour of its own in a `Theme`. The raw values are the keys of
/// `SWIFTCAL_COLORS`.
package enum ColorRole: String, CaseIterable, Hashable, Sendable {
  /// Today, or the date given as an argument.
  case today
  /// The weekend's day of rest: Sunday where the weekend holds it, Saturday in Israel, Friday in the weekends of
  /// Friday without Sunday (`Weekend.restDay(among:)`).
  case sunday
  /// The weekend's other days: Saturday in most of the world.
  case saturday
  /// The line of weekday names.
  case header
  /// The days of the adjacent months (`--fill`).
  case adjacent
  /// The week asked for with `--week=N`.
  case weekNumber = "weeknumber"
  /// Marked days (`--mark`, `--mark-file`).
  case mark
  /// The days of the moon's principal phases (`--moon`).
  case moon
  /// Holidays (`--holidays`).
  case holiday
  /// Days with events (`--ics`).
  case event
  /// The days that are not weekend days.
  case workday
  /// The week numbers (`-w`) other than the one asked for.
  case weeks
  /// The rows and title lines of the other calendars (`--calendar NAME`).
  case otherCalendar = "othercalendar"
}

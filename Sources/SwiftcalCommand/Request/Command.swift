// Command: what the command line asks swiftcal to do.

import CalendarCore

/// What the command line asks swiftcal to do.
package enum Command: Hashable, Sendable {
  /// Print calendars.
  case show(Request)
  /// Print the help text.
  case help
  /// Print the version.
  case version
  /// Print the manual page (`--generate-manual`).
  case manual
  /// Print a shell's completion script (`--generate-completion-script`).
  case completionScript(Shell)
  /// Print the calendars `--calendar` can show, a line each (`--calendar list`).
  case calendarList
  /// Print the countries `--reform` knows and the last Julian day of each, a line each (`--reform list`).
  case reformCountryList
  /// Print the countries `--holidays` knows, with their subdivisions, categories and languages
  /// (`--holidays list`).
  case holidayList
  /// Print a date on a line of its own: Easter's (`-e`, `-o`).
  case date(CivilDate)
}

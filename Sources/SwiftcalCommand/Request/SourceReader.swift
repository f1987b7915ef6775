// SourceReader: how the pure stages read what a command line names outside itself.

import FileFormats

/// How the request is given what its options name outside the command line: the files of
/// `--mark-file` (and what they include), the locale's era table for `--era`, what the environment says
/// of holidays, and `--ics`' calendars. The program's edge
/// reads them from the system; tests and the fuzz target from memory.
package struct SourceReader: Sendable {
  /// How calendar(1) files and the names of the locales they name are read.
  package var files: CalendarFileWorld
  /// The locale's eras.
  package var eras: @Sendable () -> EraTable
  /// What the environment says of holidays: `SWIFTCAL_HOLIDAYS` (when output goes to a terminal) and the
  /// locale the names are written for.
  package var holidays: @Sendable () -> HolidayEnvironment
  /// How `--ics` files and the zones their events need are read.
  package var events: EventWorld

  package init(
    files: CalendarFileWorld, eras: @escaping @Sendable () -> EraTable,
    holidays: @escaping @Sendable () -> HolidayEnvironment = { HolidayEnvironment() }, events: EventWorld = .isolated
  ) {
    self.files = files
    self.eras = eras
    self.holidays = holidays
    self.events = events
  }

  /// No files, no locales and no eras.
  package static let isolated = SourceReader(files: .isolated, eras: { .none })
}

/// What the environment says of holidays, read at the edge.
package struct HolidayEnvironment: Sendable {
  /// `SWIFTCAL_HOLIDAYS`, when it is set and standard output is a terminal: scripts that read cal's bytes
  /// through a pipe get holidays only from `--holidays`.
  package var defaultSpec: String?
  /// The locale of messages, from `LC_ALL`, `LC_MESSAGES` or `LANG` (the first set): the holidays' names
  /// are in its language where a country has it.
  package var messagesLocale: String

  /// `defaultSpec` and `messagesLocale` as given; none and `C` by default.
  package init(defaultSpec: String? = nil, messagesLocale: String = "C") {
    (self.defaultSpec, self.messagesLocale) = (defaultSpec, messagesLocale)
  }
}

// EventWorld: how the pure stages read what --ics names, and the zones its events need.

import Events
import FileFormats

/// How the request is given what `--ics` names outside the command line: the bytes of calendar files,
/// the zone database's zones and the zone events are shown in. The program's edge reads them from the
/// system; tests and the fuzz target from memory.
package struct EventWorld: Sendable {
  /// The calendar files at a path: the file itself, standard input for `-`, or a folder's `*.ics` files.
  package var readCalendars: @Sendable (String) -> CalendarPathContent
  /// The TZif bytes of the zone database's zone `name` (`Asia/Tokyo`), or `nil` when it has none.
  package var zoneFile: @Sendable (String) -> [UInt8]?
  /// The zone events are shown in: `TZ`'s, or the local zone when it is unset.
  package var displayZone: @Sendable () -> ZoneRules

  /// A world of the given readers.
  package init(
    readCalendars: @escaping @Sendable (String) -> CalendarPathContent,
    zoneFile: @escaping @Sendable (String) -> [UInt8]?, displayZone: @escaping @Sendable () -> ZoneRules
  ) {
    (self.readCalendars, self.zoneFile, self.displayZone) = (readCalendars, zoneFile, displayZone)
  }

  /// No files and no zones but UTC, where events are shown.
  package static let isolated = EventWorld(
    readCalendars: { path in .failure("\(shown(path)): No such file or directory") }, zoneFile: { _ in nil },
    displayZone: { .utc })
}

/// What a `--ics` path holds.
package enum CalendarPathContent: Sendable {
  /// The files read, in the order they are read in, and a line for each file of a folder that was left
  /// out (`cal/x.ics: Permission denied`).
  case files([CalendarFileBytes], warnings: [String])
  /// Why nothing could be read, one line that names the path (`work.ics: No such file or directory`).
  case failure(String)
}

/// A calendar file's path and its bytes.
package struct CalendarFileBytes: Sendable {
  /// The path, as messages name it.
  package var path: String
  /// Whether the file was named on the command line (or is standard input) rather than found in a folder:
  /// a named file that is not iCalendar is an error, one of a folder's files is skipped with a warning.
  package var isNamed: Bool
  /// The file's content.
  package var bytes: [UInt8]

  /// The file at `path`, holding `bytes`.
  package init(path: String, isNamed: Bool, bytes: [UInt8]) {
    (self.path, self.isNamed, self.bytes) = (path, isNamed, bytes)
  }
}

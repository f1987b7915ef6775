// SourceReader: how the pure stages read what a command line names outside itself.

import FileFormats

/// How the request is given what its options name outside the command line: the files of
/// `--mark-file` (and what they include) and the locale's era table for `--era`. The program's edge
/// reads them from the system; tests and the fuzz target from memory.
package struct SourceReader: Sendable {
  /// How calendar(1) files and the names of the locales they name are read.
  package var files: CalendarFileWorld
  /// The locale's eras.
  package var eras: @Sendable () -> EraTable

  package init(files: CalendarFileWorld, eras: @escaping @Sendable () -> EraTable) {
    self.files = files
    self.eras = eras
  }

  /// No files, no locales and no eras.
  package static let isolated = SourceReader(files: .isolated, eras: { .none })
}

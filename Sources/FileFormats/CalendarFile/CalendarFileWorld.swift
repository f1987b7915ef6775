// What reading a calendar(1) file needs from the world: a file's text, a LANG= locale's names, a way to read includes.

/// A calendar(1) file's text and the name it was found under (for messages and `#include`).
package struct CalendarFileText: Hashable, Sendable {
  /// The path the file was read from (`-` for standard input).
  package var path: String
  /// Its text.
  package var text: String

  package init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// Month and weekday names a `LANG=` line brings in, besides the English ones.
package struct CalendarFileNames: Hashable, Sendable {
  /// Each month's spellings (full and abbreviated), January first.
  package var months: [[String]]
  /// Each weekday's spellings, Sunday first.
  package var weekdays: [[String]]

  package init(months: [[String]], weekdays: [[String]]) {
    self.months = months
    self.weekdays = weekdays
  }
}

/// What reading a calendar(1) file needs from the world, passed in so that reading stays pure.
package struct CalendarFileWorld: Sendable {
  /// The content of the file at a path (`-`: standard input), read with the limit
  /// `CalendarFileLimits.maximumBytes`.
  package var readFile: @Sendable (_ path: String) -> FileContent
  /// The names of the locale a `LANG=` line names, or `nil` for none (English names only).
  package var localeNames: @Sendable (_ locale: String) -> CalendarFileNames?

  package init(
    readFile: @escaping @Sendable (String) -> FileContent,
    localeNames: @escaping @Sendable (String) -> CalendarFileNames?
  ) {
    self.readFile = readFile
    self.localeNames = localeNames
  }

  /// The files of `files` (by path) and no others, and no locales: for tests and the fuzz target.
  package init(files: [String: [UInt8]]) {
    self.init(readFile: { files[$0].map(FileContent.bytes) ?? .missing }, localeNames: { _ in nil })
  }

  /// No files and no locales: English names only.
  package static let isolated = CalendarFileWorld(files: [:])

  /// The file an `#include <name>` in the file at `includingPath` names, or `nil` when there is
  /// none; it throws when the file is there but cannot be read or is not text.
  func included(_ name: String, includingPath: String) throws(CalendarFileError) -> CalendarFileText? {
    for candidate in includeCandidates(name, includingPath: includingPath) {
      let content = readFile(candidate)
      if content != .missing { return try calendarFileText(content, path: candidate) }
    }
    return nil
  }
}

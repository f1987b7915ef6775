// The edge for --mark-file: reads the bytes of mark files, their includes and LANG= locales' names.

import CalendarCore

import FileFormats
import SwiftcalCommand

/// Reads the files `--mark-file` names (and what they include) for the pure `markedDays`, which
/// decides where includes are looked for and what is refused; its system calls are `Platform`'s.
/// Only `Program.run` calls it.
enum MarkFileLoader {
  /// How the program's edge reads calendar(1) files and locales' names.
  static let world = CalendarFileWorld(readFile: readFile, localeNames: localeNames)

  /// The content of the file at `path` (`-`: standard input), at most `CalendarFileLimits.maximumBytes`.
  @Sendable static func readFile(_ path: String) -> FileContent {
    switch Platform.readWholeFile(path, limit: CalendarFileLimits.maximumBytes) {
    case .success(let bytes): return .bytes(bytes)
    case .failure(.missing): return .missing
    case .failure(.tooLarge): return .tooLarge
    case .failure(.failed(let reason)): return .unreadable(reason)
    }
  }

  /// The month and weekday names of `locale` (as `de_DE.UTF-8`), or `nil` when it is not
  /// installed or names no language (`LANG=UTF-8`).
  @Sendable static func localeNames(_ locale: String) -> CalendarFileNames? {
    guard locale.contains("_"), let names = Platform.timeNames(ofLocale: locale) else { return nil }
    return CalendarFileNames(months: names.months, weekdays: names.weekdays)
  }
}

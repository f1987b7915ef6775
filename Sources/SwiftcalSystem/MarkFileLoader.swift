// The edge for --mark-file: reads mark files, their includes and LANG= locales' names.

import CalendarCore

import SwiftcalCommand

/// Reads the files `--mark-file` names (and what they include) and hands their text to the pure
/// `calendarFileMarks`; its system calls are `Platform`'s. Only `Program.run` calls it.
enum MarkFileLoader {
  /// Where calendar(1)'s own files live: includes not found beside their file are looked up here.
  static let systemCalendarDirectory = "/usr/share/calendar"

  /// The marks of `sources` in order: `--mark` rules as they are, files read and parsed.
  static func marks(from sources: [MarkSource], reform: Reform) throws(UsageError) -> MarkedDays {
    var marks = MarkedDays()
    let world = CalendarFileWorld(include: includedFile, localeNames: localeNames)
    for source in sources {
      switch source {
      case .rule(let rule, let label): marks.add(rule, label: label)
      case .file(let path):
        for mark in try calendarFileMarks(try readText(path), reform: reform, world: world) {
          marks.add(mark.rule, label: mark.label)
        }
      }
    }
    return marks
  }

  /// The file `#include <name>` names: beside the including file, then in /usr/share/calendar.
  @Sendable static func includedFile(_ name: String, includingPath: String) throws(UsageError) -> CalendarFileText? {
    var candidates: [String] = []
    if name.hasPrefix("/") {
      candidates = [name]
    } else {
      // Standard input's includes are looked for in the current directory.
      let slash = includingPath == "-" ? nil : includingPath.lastIndex(of: "/")
      let directory = slash.map { String(includingPath[..<$0]) } ?? "."
      candidates = [(directory.isEmpty ? "" : directory) + "/" + name, systemCalendarDirectory + "/" + name]
    }
    for candidate in candidates where Platform.fileExists(candidate) {
      return try readText(candidate)
    }
    return nil
  }

  /// The whole of a file (`-`: standard input) as UTF-8 text.
  static func readText(_ path: String) throws(UsageError) -> CalendarFileText {
    let content: [UInt8]
    switch Platform.readWholeFile(path) {
    case .success(let bytes): content = bytes
    case .failure(let error): throw .unreadableMarkFile(path, reason: error.description)
    }
    guard !content.contains(0), let text = String(validating: content, as: UTF8.self) else {
      throw .unreadableMarkFile(path, reason: "not UTF-8 text")
    }
    return CalendarFileText(path: path, text: text)
  }

  /// The month and weekday names of `locale` (as `de_DE.UTF-8`), or `nil` when it is not
  /// installed or names no language (`LANG=UTF-8`).
  @Sendable static func localeNames(_ locale: String) -> CalendarFileNames? {
    guard locale.contains("_"), let names = Platform.timeNames(ofLocale: locale) else { return nil }
    return CalendarFileNames(months: names.months, weekdays: names.weekdays)
  }
}

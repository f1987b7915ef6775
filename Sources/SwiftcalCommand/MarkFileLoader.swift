// swiftcal — MIT licence.
// The edge for --mark-file: reads mark files, their includes and LANG= locales' names.

import CalendarCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the files `--mark-file` names (and what they include) and hands their text to the pure
/// `calendarFileMarks`. Only `Program.run` calls it.
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
      let directory = includingPath == "-" ? "." : (includingPath.lastIndex(of: "/").map { String(includingPath[..<$0]) } ?? ".")
      candidates = [(directory.isEmpty ? "" : directory) + "/" + name, systemCalendarDirectory + "/" + name]
    }
    for candidate in candidates where access(candidate, F_OK) == 0 {
      return try readText(candidate)
    }
    return nil
  }

  /// The whole of a file (`-`: standard input) as UTF-8 text.
  static func readText(_ path: String) throws(UsageError) -> CalendarFileText {
    let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .unreadableMarkFile(path, reason: String(cString: strerror(errno))) }
    defer { if descriptor != 0 { close(descriptor) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadableMarkFile(path, reason: String(cString: strerror(errno)))
      }
      bytes += chunk[..<count]
    }
    guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
      throw .unreadableMarkFile(path, reason: "not UTF-8 text")
    }
    return CalendarFileText(path: path, text: text)
  }

  /// The month and weekday names of `locale` (as `de_DE.UTF-8`), read without changing the
  /// process's locale, or `nil` when it is not installed.
  @Sendable static func localeNames(_ locale: String) -> CalendarFileNames? {
    guard locale.contains("_"), let handle = newlocale(LC_TIME_MASK, locale, nil) else { return nil }
    defer { freelocale(handle) }
    func text(_ item: Int32) -> String {
      guard let pointer = nl_langinfo_l(nl_item(item), handle) else { return "" }
      return String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
    }
    var months = (0..<12).map { [text(Int32(MON_1) + $0), text(Int32(ABMON_1) + $0)] }
    #if canImport(Glibc)
      for index in 0..<12 { months[index].append(text(Int32(__ALTMON_1) + Int32(index))) }
    #endif
    let weekdays = (0..<7).map { [text(Int32(DAY_1) + $0), text(Int32(ABDAY_1) + $0)] }
    return CalendarFileNames(months: months, weekdays: weekdays)
  }
}

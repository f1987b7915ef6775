// Where calendar(1) files come from: what a read found, the limits on reading, and where an #include looks.

import CalendarCore

/// What reading one file found, as the program's edge reports it (or an in-memory file system in
/// the tests and the fuzz target).
package enum FileContent: Hashable, Sendable {
  /// The whole file, no longer than the limit it was read with.
  case bytes([UInt8])
  /// No file at that path (`ENOENT`, `ENOTDIR`): an `#include` then looks in the next place.
  case missing
  /// A file longer than the limit it was read with; reading stopped there.
  case tooLarge
  /// The file is there but cannot be read: the reason (`strerror`'s text, as `Is a directory`).
  case unreadable(String)
}

/// The bounds on what `--mark-file` reads, so that `/dev/zero`, a huge file or includes that
/// multiply (a file including the next one twice, thirty deep) end at once with a message.
package enum CalendarFileLimits {
  /// The most bytes one mark file may hold, and the most the files of one `--mark-file` may hold
  /// together, counting a file as often as it is included: 4 MiB, a hundred times the largest
  /// file in /usr/share/calendar (40 KB).
  package static let maximumBytes = 4 << 20
  /// How deep includes may nest, as cpp limits them (a file including itself would never end).
  package static let maximumIncludeDepth = 200
  /// The most `#include` lines obeyed for one `--mark-file` (calendar.all obeys about twenty).
  package static let maximumInclusions = 10_000
  /// `maximumBytes` as the messages say it.
  package static let maximumBytesText = "4 MiB"
}

/// The text of a mark file read as `content`, or the error that names `path` and why it is refused:
/// missing, unreadable, above `CalendarFileLimits.maximumBytes`, holding NUL bytes or not UTF-8.
package func calendarFileText(_ content: FileContent, path: String) throws(CalendarFileError) -> CalendarFileText {
  switch content {
  case .missing: throw .unreadableMarkFile(path, reason: "No such file or directory")
  case .unreadable(let reason): throw .unreadableMarkFile(path, reason: reason)
  case .tooLarge:
    throw .unreadableMarkFile(path, reason: "larger than the limit of \(CalendarFileLimits.maximumBytesText)")
  case .bytes(let bytes):
    guard bytes.count <= CalendarFileLimits.maximumBytes else {
      throw .unreadableMarkFile(path, reason: "larger than the limit of \(CalendarFileLimits.maximumBytesText)")
    }
    guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
      throw .unreadableMarkFile(path, reason: "not UTF-8 text")
    }
    return CalendarFileText(path: path, text: text)
  }
}

/// Where calendar(1)'s own files live: includes not found beside their file are looked up here.
package let systemCalendarDirectory = "/usr/share/calendar"

/// The paths an `#include <name>` in the file at `includingPath` may name, in the order they are
/// tried: an absolute name as it is; else beside the including file (standard input's includes
/// in the current directory), then in /usr/share/calendar.
package func includeCandidates(_ name: String, includingPath: String) -> [String] {
  if name.hasPrefix("/") { return [name] }
  let slash = includingPath == "-" ? nil : includingPath.lastIndex(of: "/")
  let directory = slash.map { String(includingPath[..<$0]) } ?? "."
  return [directory + "/" + name, systemCalendarDirectory + "/" + name]
}

// ICalendarWarning: one part of an iCalendar file that was skipped or read otherwise than written.

/// Something in an iCalendar file that was skipped, or read in a way the file did not quite say: a
/// component without its END, a value that is not a date, a TZID no zone answers to. `description` is
/// one line: `line 12 (UID abc): message`.
package struct ICalendarWarning: Hashable, Sendable, CustomStringConvertible {
  /// The physical line it concerns, counted from 1 (the first line of a folded content line).
  package var line: Int
  /// The UID of the component it concerns, when that component has one.
  package var uid: String?
  /// What was wrong and what was done, one line, no newline.
  package var message: String

  /// A warning about `line`, for the component with `uid`.
  package init(line: Int, uid: String? = nil, message: String) {
    (self.line, self.uid, self.message) = (line, uid, message)
  }

  package var description: String {
    if let uid, !uid.isEmpty { return "line \(line) (UID \(shown(uid))): \(message)" }
    return "line \(line): \(message)"
  }
}

/// Warnings gathered while reading, at most `limit` of them: a file broken on every line (binary data
/// after a good header) says so once at the end rather than a million times.
struct ICalendarWarningLog {
  /// The most warnings kept for one file.
  static let limit = 200
  private(set) var warnings: [ICalendarWarning] = []
  private var droppedCount = 0

  mutating func add(line: Int, uid: String? = nil, _ message: String) {
    if warnings.count < ICalendarWarningLog.limit {
      warnings.append(ICalendarWarning(line: line, uid: uid, message: message))
    } else {
      droppedCount += 1
    }
  }

  /// Adds a warning about `line`, for the component with `uid` (a UID as an event keeps it).
  mutating func add(line: Int, uid: Substring?, _ message: String) {
    add(line: line, uid: uid.map(String.init), message)
  }

  /// The warnings kept, and one more saying how many were left out, if any were.
  var all: [ICalendarWarning] {
    guard droppedCount > 0, let last = warnings.last else { return warnings }
    return warnings + [
      ICalendarWarning(line: last.line, message: "\(droppedCount) more warnings not shown")
    ]
  }
}

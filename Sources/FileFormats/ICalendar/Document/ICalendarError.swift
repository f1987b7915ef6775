// ICalendarError: why bytes could not be read as an iCalendar file at all, with its one-line message.

/// Bytes that are not an iCalendar file, or too many of them. `description` is one line, to follow the
/// file's name (`FILE: ...`). A file that is iCalendar but has broken parts is not an error: its broken
/// components are skipped with an `ICalendarWarning` each.
package enum ICalendarError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No `BEGIN:VCALENDAR` line anywhere (binary data, a file of NUL bytes, another format, nothing).
  case notICalendar
  /// More bytes than `ICalendarDocument.maximumBytes`; the count found.
  case tooLarge(byteCount: Int)

  package var description: String {
    switch self {
    case .notICalendar:
      return "not an iCalendar file: no BEGIN:VCALENDAR line (RFC 5545, 3.4)"
    case .tooLarge(let byteCount):
      return "\(byteCount) bytes is larger than the limit for an iCalendar file, "
        + "\(ICalendarDocument.maximumBytes / 1_000_000) MB (\(ICalendarDocument.maximumBytes) bytes)"
    }
  }
}

// TimeZoneError: why a TZif file, a POSIX TZ string or a VTIMEZONE could not be read.

/// Why zone data could not be read; `description` is the one-line message, naming the zone or the text.
package enum TimeZoneError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes do not begin with `TZif` (RFC 8536, 3.1).
  case notTZif(name: String)
  /// The bytes end at `length` before the part `part` of the file is complete.
  case truncatedTZif(name: String, part: String, length: Int)
  /// A count, an index, an offset or the order of the transitions breaks RFC 8536.
  case invalidTZif(name: String, reason: String)
  /// A POSIX TZ string (a TZ value or a TZif footer) that breaks POSIX's grammar or RFC 8536, 3.3.
  case invalidPOSIXRule(text: String, reason: String)

  /// The one-line message.
  package var description: String {
    switch self {
    case .notTZif(let name):
      return "\(TimeZoneError.shown(name)): not a TZif file (it does not begin with \"TZif\")"
    case .truncatedTZif(let name, let part, let length):
      return "\(TimeZoneError.shown(name)): TZif data ends after \(length) bytes, inside its \(part)"
    case .invalidTZif(let name, let reason):
      return "\(TimeZoneError.shown(name)): invalid TZif data: \(reason)"
    case .invalidPOSIXRule(let text, let reason):
      return "invalid POSIX TZ rule \"\(TimeZoneError.shown(text))\": \(reason)"
    }
  }

  /// A name or a rule's text as the message quotes it, as RRULE errors quote theirs: control characters
  /// (a TZif footer's stray carriage return, a newline that would forge a second line) as `?`, and cut
  /// after 40 characters.
  static func shown(_ text: String) -> String { RecurrenceRuleError.shortened(text) }
}

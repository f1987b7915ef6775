// RecurrenceRuleError: why an RRULE's text could not be read, as one line naming the part and what is valid.

/// Why `RecurrenceRule(parsing:)` refused a rule: its `description` is one line naming the part and
/// the values it takes, as `BYMONTH=13: a month 1 to 12`.
package enum RecurrenceRuleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rule has no FREQ part, the one part RFC 5545 (3.3.10) requires.
  case missingFrequency
  /// A part without `=` (the text given).
  case malformedPart(String)
  /// A part whose name is neither one of RFC 5545's nor an `X-` extension (the text given).
  case unknownPart(String)
  /// A part's value, or one item of its list, out of range or of the wrong form: the part's name,
  /// the value, and what the part takes.
  case invalidValue(part: String, value: String, expected: String)

  /// The one-line message.
  package var description: String {
    switch self {
    case .missingFrequency:
      return "RRULE: no FREQ (SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY or YEARLY)"
    case .malformedPart(let text):
      return "\(RecurrenceRuleError.shortened(text)): a rule part is NAME=VALUE"
    case .unknownPart(let text):
      return "\(RecurrenceRuleError.shortened(text)): not a part of RRULE (FREQ, UNTIL, COUNT, INTERVAL, BYSECOND, "
        + "BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH, BYSETPOS, WKST or X-...)"
    case .invalidValue(let part, let value, let expected):
      return "\(part)=\(RecurrenceRuleError.shortened(value)): \(expected)"
    }
  }

  /// `text` cut to 40 characters, control characters shown as `?`, so that a hostile value (a
  /// megabyte on one line) keeps the message to one short line.
  static func shortened(_ text: String) -> String {
    var result = ""
    for (index, character) in text.unicodeScalars.enumerated() {
      if index == 40 {
        result += "..."
        break
      }
      result.unicodeScalars.append(character.value < 0x20 || character.value == 0x7F ? "?" : character)
    }
    return result
  }
}

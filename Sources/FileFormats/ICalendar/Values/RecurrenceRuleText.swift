// RecurrenceRuleText: an RRULE property's value read as a RecurrenceRule, forgiving what recurring-ical-events does.

import Events

/// RRULE values (RFC 5545, 3.3.10) are read by `RecurrenceRule(parsing:)` in Events/Recurrence; this
/// places a floating UNTIL of a UTC DTSTART in UTC and forgives what recurring-ical-events forgives.
enum RecurrenceRuleText {
  /// What an RRULE's value gives.
  enum Reading {
    /// A rule; `note` says what was ignored to read it, if anything.
    case rule(RecurrenceRule, note: String?)
    /// An empty value (`RRULE:`, as calendarlabs.com writes them): no rule, the event happens once, as
    /// icalendar reads it (an empty vRecur) and recurring-ical-events shows it.
    case none
    /// No rule can be read: why.
    case failure(RecurrenceRuleError)
  }

  /// The rule `text` names (3.3.10: UNTIL is a date-time in UTC when DTSTART has a zone, local when it is
  /// floating; calendars write it without `Z` either way). A floating UNTIL of a UTC DTSTART is UTC; of a
  /// zoned one it stays floating, and the series ends the rule at the earlier of its UTC and wall-clock
  /// readings (`EventSeries.until`), as recurring-ical-events does. A negative COUNT beside an UNTIL (`COUNT=-1`, issue 128 of recurring-ical-events)
  /// is left out, and the rule ends at its UNTIL, as recurring-ical-events (dateutil) ends it.
  static func rule(_ text: String, start: EventTime, cache: inout [String: Reading]) -> Reading {
    // The same rule text recurs across a calendar's events (`FREQ=WEEKLY;BYDAY=MO`): read each once.
    let reading: Reading
    if let known = cache[text] {
      reading = known
    } else {
      reading = self.reading(text)
      cache[text] = reading
    }
    guard case .rule(var rule, let note) = reading else { return reading }
    if case .floating(let until) = rule.until, case .utc = start { rule.until = .utc(until) }
    return .rule(rule, note: note)
  }

  /// The rule `text` names, its UNTIL as written.
  private static func reading(_ text: String) -> Reading {
    if text.utf8.allSatisfy({ $0 == 0x20 }) { return .none }
    var note: String? = nil
    var rule: RecurrenceRule
    do {
      rule = try RecurrenceRule(parsing: text)
    } catch {
      guard case .invalidValue(let part, let value, _) = error, part == "COUNT", value.hasPrefix("-"),
        let reread = try? RecurrenceRule(parsing: withoutCount(text)), reread.until != nil
      else { return .failure(error) }
      rule = reread
      note = "COUNT=\(value) left out (a count is not negative): the rule ends at its UNTIL"
    }
    return .rule(rule, note: note)
  }

  /// `text` without its COUNT parts.
  private static func withoutCount(_ text: String) -> String {
    text.split(separator: ";").filter { part in
      !part.drop { $0 == " " }.uppercased().hasPrefix("COUNT=")
    }.joined(separator: ";")
  }
}

// RecurrenceRuleText: an RRULE property's value read as a RecurrenceRule, its UNTIL in DTSTART's zone.

import Events

/// RRULE values (RFC 5545, 3.3.10) are read by `RecurrenceRule(parsing:)` in Events/Recurrence; this
/// places a floating UNTIL on DTSTART's clock.
enum RecurrenceRuleText {
  /// The rule `text` names, with a floating UNTIL read in the zone of `start` (3.3.10: UNTIL is a
  /// date-time in UTC when DTSTART has a zone, local when it is floating; calendars write it without
  /// `Z` either way), or the one-line reason it names none.
  static func rule(_ text: String, start: EventTime) -> Result<RecurrenceRule, RecurrenceRuleError> {
    do {
      var rule = try RecurrenceRule(parsing: text)
      if case .floating(let until) = rule.until {
        switch start {
        case .zoned(_, let zone): rule.until = .zoned(until, zone: zone)
        case .utc: rule.until = .utc(until)
        case .date, .floating: break
        }
      }
      return .success(rule)
    } catch {
      return .failure(error)
    }
  }
}

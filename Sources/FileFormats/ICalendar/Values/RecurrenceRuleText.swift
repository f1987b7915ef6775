// RecurrenceRuleText: an RRULE property's value read as a RecurrenceRule.

import Events

/// RRULE values (RFC 5545, 3.3.10) are read by `RecurrenceRule(parsing:)` in Events/Recurrence.
enum RecurrenceRuleText {
  /// The rule `text` names, or why it names none (one line).
  ///
  /// SEAM (rules work, Sources/Events/Recurrence): `RecurrenceRule(parsing:)` is written there; until it
  /// is on main, an event with an RRULE cannot be read and is skipped with this message.
  static func rule(_ text: String) -> Result<RecurrenceRule, RuleFailure> {
    .failure(RuleFailure(message: "RRULE is not read yet (RecurrenceRule(parsing:) has not landed)"))
  }

  /// Why an RRULE could not be read.
  struct RuleFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}

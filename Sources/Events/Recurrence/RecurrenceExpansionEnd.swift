// RecurrenceExpansionEnd: why an expansion of a recurrence rule stopped giving starts.

/// Why `RecurrenceRule.forEachStart(from:until:within:_:)` returned.
package enum RecurrenceExpansionEnd: Hashable, Sendable {
  /// The rule gives no start after the last one given: COUNT was reached, UNTIL passed, the year 9999
  /// ended, or the rule provably matches nothing more (a whole 400-year Gregorian cycle without a match,
  /// as `BYMONTH=2;BYMONTHDAY=30` has).
  case finished
  /// Every start in the window was given; the rule may have more after it.
  case windowEnded
  /// The body returned `false`.
  case stopped
  /// The search gave up after examining its budget of periods (see `RecurrenceRule.periodBudget`) without
  /// reaching the window's end: the starts given are the rule's, but later ones in the window may be
  /// missing. Only rules that match rarely among very many periods end so (`FREQ=SECONDLY;BYMINUTE=5`
  /// with a COUNT, counted from a DTSTART years before the window).
  case budgetExhausted
}

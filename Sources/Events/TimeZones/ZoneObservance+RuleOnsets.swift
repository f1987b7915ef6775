// ZoneObservance+RuleOnsets: the onsets of an observance's rule other than the usual yearly one.

extension ZoneObservance {
  /// Calls `body` with the starts `rule` gives after DTSTART up to `end`, at most `remaining` of them.
  /// Until the recurrence engine (Sources/Events/Recurrence) lands, such rules give no onsets past DTSTART.
  func forEachRuleOnset(
    _ rule: RecurrenceRule, until end: LocalDateTime, remaining: Int, _ body: (LocalDateTime) -> Void
  ) {}
}

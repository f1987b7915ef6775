// ZoneObservance+RuleOnsets: the onsets of an observance's rule other than the usual yearly one.

import CalendarCore

extension ZoneObservance {
  /// Calls `body` with the starts `rule` gives from DTSTART up to `end`, at most `remaining` of them, by the
  /// recurrence engine (`RecurrenceRule.forEachStart`, which gives up after its budget of periods, so that
  /// a `FREQ=SECONDLY` observance costs milliseconds). UNTIL is read on the observance's wall clock: a UTC
  /// UNTIL (RFC 5545 asks for one in a VTIMEZONE) moved by `offsetFrom`, a date as the end of its day.
  func forEachRuleOnset(
    _ rule: RecurrenceRule, until end: LocalDateTime, remaining: Int, _ body: (LocalDateTime) -> Void
  ) {
    guard start <= end else { return }
    let until: LocalDateTime? =
      switch rule.until {
      case nil: nil
      case .date(let julianDay): LocalDateTime(julianDay: julianDay, secondOfDay: 86_399)
      case .utc(let time): time.adding(seconds: offsetFrom)
      case .floating(let time), .zoned(let time, _): time
      }
    var left = remaining
    rule.forEachStart(from: start, until: until, within: start...end) { onset in
      guard left > 0 else { return false }
      body(onset)
      left -= 1
      return true
    }
  }
}

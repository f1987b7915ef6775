// ZoneObservance: one STANDARD or DAYLIGHT part of a VTIMEZONE (RFC 5545, 3.6.5).

import CalendarCore

/// One observance of a VTIMEZONE: from each of its onsets, the zone keeps `offsetTo` (until another
/// observance's onset). The onsets are DTSTART, the starts its RRULE gives from DTSTART on, and its
/// RDATEs, all wall-clock times read in `offsetFrom`, the offset in use just before them.
package struct ZoneObservance: Hashable, Sendable {
  /// Whether it is a DAYLIGHT observance rather than STANDARD.
  package var isDaylight: Bool
  /// DTSTART: the first onset, a wall-clock time in `offsetFrom`.
  package var start: LocalDateTime
  /// TZOFFSETFROM, seconds east of UTC: the offset in use before each onset.
  package var offsetFrom: Int
  /// TZOFFSETTO, seconds east of UTC: the offset from each onset on.
  package var offsetTo: Int
  /// RRULE: how the onsets repeat after DTSTART, if they do.
  package var rule: RecurrenceRule?
  /// RDATEs: more onsets, wall-clock times in `offsetFrom`.
  package var extraStarts: [LocalDateTime]
  /// TZNAME, if given.
  package var name: String?

  /// An observance with the values given.
  package init(
    isDaylight: Bool, start: LocalDateTime, offsetFrom: Int, offsetTo: Int, rule: RecurrenceRule? = nil,
    extraStarts: [LocalDateTime] = [], name: String? = nil
  ) {
    (self.isDaylight, self.start, self.offsetFrom, self.offsetTo) = (isDaylight, start, offsetFrom, offsetTo)
    (self.rule, self.extraStarts, self.name) = (rule, extraStarts, name)
  }
}

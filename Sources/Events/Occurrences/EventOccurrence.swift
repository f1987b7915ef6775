// EventOccurrence: one occurrence of an event on a day, as the legend and JSON show it.

import CalendarCore

/// One occurrence of an event touching a day, on the wall clock of the zone shown (floating times and
/// dates as written): what the legend lists and JSON gives.
package struct EventOccurrence: Hashable, Sendable {
  /// SUMMARY.
  package var summary: String
  /// When it starts.
  package var start: LocalDateTime
  /// When it ends, exclusive: for an all-day occurrence the midnight after its last day.
  package var end: LocalDateTime
  /// Whether it is all-day (its start and end are dates).
  package var isAllDay: Bool
  /// The minute of the day asked about that it starts at (0...1439), or `nil` when it is all-day or
  /// continues from an earlier day.
  package var startMinute: Int?

  /// An occurrence with the values given.
  package init(summary: String, start: LocalDateTime, end: LocalDateTime, isAllDay: Bool, startMinute: Int?) {
    (self.summary, self.start, self.end, self.isAllDay, self.startMinute) =
      (summary, start, end, isAllDay, startMinute)
  }
}

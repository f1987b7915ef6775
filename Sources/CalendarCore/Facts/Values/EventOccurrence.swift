// EventOccurrence: one occurrence of an event on a day, as the legend and JSON show it.

/// One occurrence of an event touching a day, on the wall clock of the zone shown (floating times and
/// dates as written): what an event's day fact carries (`DayFactValue.event`), and what the legend lists
/// and JSON gives.
///
///     let standup = EventOccurrence(
///       summary: "Standup", start: LocalDateTime(year: 2026, month: 12, day: 3, hour: 9, minute: 30),
///       end: LocalDateTime(year: 2026, month: 12, day: 3, hour: 9, minute: 45), isAllDay: false, startMinute: 570)
public struct EventOccurrence: Hashable, Sendable {
  /// The event's SUMMARY.
  public var summary: String
  /// When it starts.
  public var start: LocalDateTime
  /// When it ends, exclusive: for an all-day occurrence the midnight after its last day.
  public var end: LocalDateTime
  /// Whether it is all-day (its start and end are dates).
  public var isAllDay: Bool
  /// The minute of the day asked about that it starts at (0...1439), or `nil` when it is all-day or
  /// continues from an earlier day.
  public var startMinute: Int?

  /// An occurrence with the values given.
  public init(summary: String, start: LocalDateTime, end: LocalDateTime, isAllDay: Bool, startMinute: Int?) {
    (self.summary, self.start, self.end, self.isAllDay, self.startMinute) =
      (summary, start, end, isAllDay, startMinute)
  }
}

// CalendarEvent: one VEVENT of an iCalendar file, its values read, its zones resolved.

/// One VEVENT as RFC 5545 gives it: when it starts and ends, how it repeats, and the occurrences it
/// removes, adds or replaces. Its times carry their zones (`EventTime.zoned`), resolved by the file's
/// VTIMEZONEs or the system's zone database before the event is made.
package struct CalendarEvent: Hashable, Sendable {
  /// How an event's end is given.
  package enum End: Hashable, Sendable {
    /// No DTEND or DURATION: a date's event lasts the day, a date-time's event takes no time (RFC 5545,
    /// 3.6.1).
    case none
    /// DTEND: the end, exclusive.
    case time(EventTime)
    /// DURATION: how long after the start.
    case duration(EventDuration)
  }

  /// An RDATE: an extra start, or a PERIOD (start and end, or start and duration).
  package enum ExtraDate: Hashable, Sendable {
    /// An extra start, the event's length after it.
    case start(EventTime)
    /// An extra occurrence with its own end.
    case period(start: EventTime, end: End)
  }

  /// UID; empty when the file gives none. The UID and SUMMARY are substrings: those read from a file share
  /// the storage of the text its reader keeps, rather than each take an allocation of its own, which for a
  /// calendar of many events cost more than the events.
  package var uid: Substring
  /// SUMMARY, unescaped; empty when the file gives none.
  package var summary: Substring
  /// DTSTART.
  package var start: EventTime
  /// DTEND or DURATION.
  package var end: End
  /// RRULEs (RFC 5545 allows one; RFC 2445 files may have several, whose occurrences are joined).
  package var rules: [RecurrenceRule]
  /// EXDATEs: starts removed from the rules' and RDATEs' occurrences.
  package var exceptionDates: [EventTime]
  /// RDATEs.
  package var extraDates: [ExtraDate]
  /// RECURRENCE-ID: the start of the occurrence of the event with the same UID that this one
  /// replaces; `nil` for the event itself.
  package var recurrenceID: EventTime?
  /// Whether RECURRENCE-ID has `RANGE=THISANDFUTURE`.
  package var replacesFollowing: Bool
  /// SEQUENCE, 0 when absent: of two with the same UID and RECURRENCE-ID, the higher wins.
  package var sequence: Int
  /// Whether STATUS is CANCELLED.
  package var isCancelled: Bool
  /// The line of the file its BEGIN:VEVENT is on, counted from 1 (for messages).
  package var line: Int

  /// An event with the values given, and nothing else: no rule, exceptions or extra dates.
  package init(
    uid: Substring = "", summary: Substring = "", start: EventTime, end: End = .none,
    rules: [RecurrenceRule] = [], exceptionDates: [EventTime] = [], extraDates: [ExtraDate] = [],
    recurrenceID: EventTime? = nil, replacesFollowing: Bool = false, sequence: Int = 0, isCancelled: Bool = false,
    line: Int = 0
  ) {
    (self.uid, self.summary, self.start, self.end, self.rules) = (uid, summary, start, end, rules)
    (self.exceptionDates, self.extraDates, self.recurrenceID) = (exceptionDates, extraDates, recurrenceID)
    (self.replacesFollowing, self.sequence, self.isCancelled, self.line) =
      (replacesFollowing, sequence, isCancelled, line)
  }
}

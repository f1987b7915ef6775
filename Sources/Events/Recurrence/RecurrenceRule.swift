// RecurrenceRule: an RRULE's parts as values (RFC 5545, 3.3.10).

import CalendarCore

/// An RRULE: how often an event repeats, for how long, and on which seconds, minutes, hours, days,
/// weeks and months of each period. Read from its text by `init(parsing:)`; the starts it gives are
/// found by `forEachStart(from:until:within:_:)`.
@dynamicMemberLookup
package struct RecurrenceRule: Hashable, Sendable {
  /// FREQ: the period the rule repeats by.
  package enum Frequency: Int, Hashable, Sendable, Comparable {
    case secondly, minutely, hourly, daily, weekly, monthly, yearly
    package static func < (left: Frequency, right: Frequency) -> Bool { left.rawValue < right.rawValue }
  }

  /// A BYDAY entry: a weekday, and in a monthly or yearly rule which one of the period (`2MO`, the
  /// second Monday; `-1SU`, the last Sunday; 0 for every one).
  package struct WeekdayEntry: Hashable, Sendable {
    /// Which one of the month or year, counted from its end when negative; 0 for every one.
    package var ordinal: Int
    /// The weekday.
    package var weekday: Weekday
    package init(ordinal: Int = 0, weekday: Weekday) { (self.ordinal, self.weekday) = (ordinal, weekday) }
  }

  /// The parts an RRULE names, as values.
  package struct Parts: Hashable, Sendable {
    /// FREQ.
    package var frequency: Frequency
    /// INTERVAL, at least 1.
    package var interval = 1
    /// COUNT: how many occurrences in all, DTSTART the first.
    package var count: Int? = nil
    /// UNTIL: the last start allowed (inclusive), a date or a date-time as the file gives it.
    package var until: EventTime? = nil
    /// BYSECOND, 0...60.
    package var bySecond: [Int] = []
    /// BYMINUTE, 0...59.
    package var byMinute: [Int] = []
    /// BYHOUR, 0...23.
    package var byHour: [Int] = []
    /// BYDAY.
    package var byDay: [WeekdayEntry] = []
    /// BYMONTHDAY, ±1...31.
    package var byMonthDay: [Int] = []
    /// BYYEARDAY, ±1...366.
    package var byYearDay: [Int] = []
    /// BYWEEKNO, ±1...53.
    package var byWeekNumber: [Int] = []
    /// BYMONTH, 1...12.
    package var byMonth: [Int] = []
    /// BYSETPOS, ±1...366.
    package var bySetPosition: [Int] = []
    /// WKST, Monday when absent.
    package var weekStart: Weekday = .monday
  }

  /// The parts, held once and shared by copies until one is changed: a rule is copied wherever its
  /// event's occurrences are found (a dozen times a block), and one reference is cheaper to copy than
  /// nine arrays and a time.
  private final class Storage: @unchecked Sendable {
    // Changed only while uniquely referenced (the subscript's setter), so never while shared between threads.
    var parts: Parts

    init(_ parts: Parts) { self.parts = parts }
  }

  private var storage: Storage

  /// Each of the parts (`rule.byMonth`), read from the shared storage; set on a copy of it when another rule
  /// shares it.
  package subscript<Value>(dynamicMember part: WritableKeyPath<Parts, Value>) -> Value {
    get { storage.parts[keyPath: part] }
    set {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.parts) }
      storage.parts[keyPath: part] = newValue
    }
  }

  /// A rule repeating by `frequency` and nothing else.
  package init(frequency: Frequency) { storage = Storage(Parts(frequency: frequency)) }

  package static func == (left: RecurrenceRule, right: RecurrenceRule) -> Bool {
    left.storage === right.storage || left.storage.parts == right.storage.parts
  }

  package func hash(into hasher: inout Hasher) { storage.parts.hash(into: &hasher) }
}


// RecurrenceRule: an RRULE's parts as values (RFC 5545, 3.3.10).

import CalendarCore

/// An RRULE: how often an event repeats, for how long, and on which seconds, minutes, hours, days,
/// weeks and months of each period. Read from its text by `init(parsing:)`; the starts it gives are
/// found by `forEachStart(from:until:within:_:)`.
public struct RecurrenceRule: Hashable, Sendable {
  /// FREQ: the period the rule repeats by.
  public enum Frequency: Int, Hashable, Sendable, Comparable {
    case secondly, minutely, hourly, daily, weekly, monthly, yearly
    public static func < (left: Frequency, right: Frequency) -> Bool { left.rawValue < right.rawValue }
  }

  /// A BYDAY entry: a weekday, and in a monthly or yearly rule which one of the period (`2MO`, the
  /// second Monday; `-1SU`, the last Sunday; 0 for every one).
  public struct WeekdayEntry: Hashable, Sendable {
    /// Which one of the month or year, counted from its end when negative; 0 for every one.
    public var ordinal: Int
    /// The weekday.
    public var weekday: Weekday
    public init(ordinal: Int = 0, weekday: Weekday) { (self.ordinal, self.weekday) = (ordinal, weekday) }
  }

  /// FREQ.
  public var frequency: Frequency
  /// INTERVAL, at least 1.
  public var interval: Int = 1
  /// COUNT: how many occurrences in all, DTSTART the first.
  public var count: Int?
  /// UNTIL: the last start allowed (inclusive), a date or a date-time as the file gives it.
  public var until: EventTime?
  /// BYSECOND, 0...60.
  public var bySecond: [Int] = []
  /// BYMINUTE, 0...59.
  public var byMinute: [Int] = []
  /// BYHOUR, 0...23.
  public var byHour: [Int] = []
  /// BYDAY.
  public var byDay: [WeekdayEntry] = []
  /// BYMONTHDAY, ±1...31.
  public var byMonthDay: [Int] = []
  /// BYYEARDAY, ±1...366.
  public var byYearDay: [Int] = []
  /// BYWEEKNO, ±1...53.
  public var byWeekNumber: [Int] = []
  /// BYMONTH, 1...12.
  public var byMonth: [Int] = []
  /// BYSETPOS, ±1...366.
  public var bySetPosition: [Int] = []
  /// WKST, Monday when absent.
  public var weekStart: Weekday = .monday

  /// A rule repeating by `frequency` and nothing else.
  public init(frequency: Frequency) { self.frequency = frequency }
}

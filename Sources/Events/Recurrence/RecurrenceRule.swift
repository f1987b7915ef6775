// RecurrenceRule: an RRULE's parts as values (RFC 5545, 3.3.10).

import CalendarCore

/// An RRULE: how often an event repeats, for how long, and on which seconds, minutes, hours, days,
/// weeks and months of each period. Read from its text by `init(parsing:)`; the starts it gives are
/// found by `forEachStart(from:until:within:_:)`.
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

  /// The parts, held once and shared by copies until one is changed: a rule is copied wherever its
  /// event's occurrences are found (a dozen times a block), and one reference is cheaper to copy than
  /// nine arrays and a time.
  private final class Parts: @unchecked Sendable {
    // Changed only while uniquely referenced (`uniqueParts`), so never while shared between threads.
    var frequency: Frequency
    var interval: Int = 1
    var count: Int? = nil
    var until: EventTime? = nil
    var bySecond: [Int] = []
    var byMinute: [Int] = []
    var byHour: [Int] = []
    var byDay: [WeekdayEntry] = []
    var byMonthDay: [Int] = []
    var byYearDay: [Int] = []
    var byWeekNumber: [Int] = []
    var byMonth: [Int] = []
    var bySetPosition: [Int] = []
    var weekStart: Weekday = .monday

    init(frequency: Frequency) { self.frequency = frequency }

    init(copying other: Parts) {
      frequency = other.frequency
      interval = other.interval
      count = other.count
      until = other.until
      bySecond = other.bySecond
      byMinute = other.byMinute
      byHour = other.byHour
      byDay = other.byDay
      byMonthDay = other.byMonthDay
      byYearDay = other.byYearDay
      byWeekNumber = other.byWeekNumber
      byMonth = other.byMonth
      bySetPosition = other.bySetPosition
      weekStart = other.weekStart
    }
  }

  private var parts: Parts

  /// The parts, copied first if another rule shares them.
  private mutating func uniqueParts() -> Parts {
    if !isKnownUniquelyReferenced(&parts) { parts = Parts(copying: parts) }
    return parts
  }

  /// FREQ.
  package var frequency: Frequency {
    get { parts.frequency }
    set { uniqueParts().frequency = newValue }
  }
  /// INTERVAL, at least 1.
  package var interval: Int {
    get { parts.interval }
    set { uniqueParts().interval = newValue }
  }
  /// COUNT: how many occurrences in all, DTSTART the first.
  package var count: Int? {
    get { parts.count }
    set { uniqueParts().count = newValue }
  }
  /// UNTIL: the last start allowed (inclusive), a date or a date-time as the file gives it.
  package var until: EventTime? {
    get { parts.until }
    set { uniqueParts().until = newValue }
  }
  /// BYSECOND, 0...60.
  package var bySecond: [Int] {
    get { parts.bySecond }
    set { uniqueParts().bySecond = newValue }
  }
  /// BYMINUTE, 0...59.
  package var byMinute: [Int] {
    get { parts.byMinute }
    set { uniqueParts().byMinute = newValue }
  }
  /// BYHOUR, 0...23.
  package var byHour: [Int] {
    get { parts.byHour }
    set { uniqueParts().byHour = newValue }
  }
  /// BYDAY.
  package var byDay: [WeekdayEntry] {
    get { parts.byDay }
    set { uniqueParts().byDay = newValue }
  }
  /// BYMONTHDAY, ±1...31.
  package var byMonthDay: [Int] {
    get { parts.byMonthDay }
    set { uniqueParts().byMonthDay = newValue }
  }
  /// BYYEARDAY, ±1...366.
  package var byYearDay: [Int] {
    get { parts.byYearDay }
    set { uniqueParts().byYearDay = newValue }
  }
  /// BYWEEKNO, ±1...53.
  package var byWeekNumber: [Int] {
    get { parts.byWeekNumber }
    set { uniqueParts().byWeekNumber = newValue }
  }
  /// BYMONTH, 1...12.
  package var byMonth: [Int] {
    get { parts.byMonth }
    set { uniqueParts().byMonth = newValue }
  }
  /// BYSETPOS, ±1...366.
  package var bySetPosition: [Int] {
    get { parts.bySetPosition }
    set { uniqueParts().bySetPosition = newValue }
  }
  /// WKST, Monday when absent.
  package var weekStart: Weekday {
    get { parts.weekStart }
    set { uniqueParts().weekStart = newValue }
  }

  /// A rule repeating by `frequency` and nothing else.
  package init(frequency: Frequency) { parts = Parts(frequency: frequency) }

  package static func == (left: RecurrenceRule, right: RecurrenceRule) -> Bool {
    if left.parts === right.parts { return true }
    return left.frequency == right.frequency && left.interval == right.interval && left.count == right.count
      && left.until == right.until && left.bySecond == right.bySecond && left.byMinute == right.byMinute
      && left.byHour == right.byHour && left.byDay == right.byDay && left.byMonthDay == right.byMonthDay
      && left.byYearDay == right.byYearDay && left.byWeekNumber == right.byWeekNumber && left.byMonth == right.byMonth
      && left.bySetPosition == right.bySetPosition && left.weekStart == right.weekStart
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(frequency)
    hasher.combine(interval)
    hasher.combine(count)
    hasher.combine(until)
    hasher.combine(bySecond)
    hasher.combine(byMinute)
    hasher.combine(byHour)
    hasher.combine(byDay)
    hasher.combine(byMonthDay)
    hasher.combine(byYearDay)
    hasher.combine(byWeekNumber)
    hasher.combine(byMonth)
    hasher.combine(bySetPosition)
    hasher.combine(weekStart)
  }
}

// RecurrencePattern: a RecurrenceRule made ready to expand from one DTSTART, its parts as bit masks.

import CalendarCore

/// A rule's parts as RFC 5545's expansion (3.3.10) uses them from one DTSTART: the day parts as masks a
/// month's days are tested against, the time parts as masks of hours, minutes and seconds, with the
/// values RFC 5545 takes from DTSTART where the rule gives none ("information, not contained in the
/// rule, necessary to determine the various recurrence instance start time and dates are derived from
/// the Start Time ("DTSTART") component attribute").
struct RecurrencePattern {
  /// How BYDAY's ordinals count: within the month, within the year, or not at all (WEEKLY and finer
  /// rules, where RFC 5545 gives them no meaning and python-dateutil reads `2MO` as `MO`).
  enum OrdinalScope { case none, month, year }

  let frequency: RecurrenceRule.Frequency
  /// INTERVAL, at least 1 and at most the number of periods in 10,000 years, beyond which every
  /// interval gives the same single period in the years 1 to 9999.
  let interval: Int
  /// Bits 1…12: the months a start may fall in.
  let months: UInt16
  /// Whether BYMONTHDAY (given, or DTSTART's day for a MONTHLY or YEARLY rule with no day parts) applies.
  let hasMonthDays: Bool
  /// Bits 1…31: BYMONTHDAY's days counted from the month's start.
  let monthDaysFromStart: UInt64
  /// Bit k: BYMONTHDAY's -k, the k-th day counted from the month's end.
  let monthDaysFromEnd: UInt64
  /// Whether BYDAY (given, or DTSTART's weekday for a WEEKLY rule with no day parts) applies.
  let hasWeekdays: Bool
  /// Bit `rawValue - 1` of each weekday BYDAY gives without an ordinal (with one too, in scope `.none`).
  let everyWeekday: UInt8
  /// BYDAY's entries; those with an ordinal are read here when `ordinalScope` is not `.none`.
  let weekdayEntries: [RecurrenceRule.WeekdayEntry]
  let ordinalScope: OrdinalScope
  /// BYYEARDAY, BYWEEKNO and BYSETPOS as the rule gives them.
  let yearDays: [Int]
  let weekNumbers: [Int]
  let setPositions: [Int]
  let weekStart: Weekday
  /// The hours, minutes and seconds a start may have: BY parts finer than the frequency expand
  /// (DTSTART's value when absent), those as coarse or coarser limit (every value when absent).
  let hours: UInt32
  let minutes: UInt64
  let seconds: UInt64
  /// Whether each period gives exactly one start, DTSTART's own in the first: no BY part at all, and
  /// no DTSTART day that some months or years lack. Such a rule's COUNT is counted arithmetically.
  let givesOneStartPerPeriod: Bool

  init(rule: RecurrenceRule, start: CivilDate, secondOfDay: Int) {
    frequency = rule.frequency
    let unitsIn10000Years: Int
    switch rule.frequency {
    case .yearly: unitsIn10000Years = 10_000
    case .monthly: unitsIn10000Years = 120_000
    case .weekly: unitsIn10000Years = 522_000
    case .daily: unitsIn10000Years = 3_653_000
    case .hourly: unitsIn10000Years = 87_672_000
    case .minutely: unitsIn10000Years = 5_260_320_000
    case .secondly: unitsIn10000Years = 315_619_200_000
    }
    interval = min(max(rule.interval, 1), unitsIn10000Years)
    // RFC 5545's defaults from DTSTART, as python-dateutil applies them: with no BYWEEKNO, BYYEARDAY,
    // BYMONTHDAY or BYDAY, a YEARLY rule repeats on DTSTART's month and day, a MONTHLY one on its day,
    // a WEEKLY one on its weekday.
    let hasNoDayParts = rule.byWeekNumber.isEmpty && rule.byYearDay.isEmpty && rule.byMonthDay.isEmpty
      && rule.byDay.isEmpty
    var months: UInt16 = 0
    for month in rule.byMonth where (1...12).contains(month) { months |= 1 << month }
    if rule.byMonth.isEmpty { months = rule.frequency == .yearly && hasNoDayParts ? 1 << start.month : 0x1FFE }
    self.months = months
    var fromStart: UInt64 = 0
    var fromEnd: UInt64 = 0
    for day in rule.byMonthDay where (-31...31).contains(day) && day != 0 {
      if day > 0 { fromStart |= 1 << day } else { fromEnd |= 1 << -day }
    }
    let defaultsDay = hasNoDayParts && (rule.frequency == .yearly || rule.frequency == .monthly)
    if defaultsDay { fromStart = 1 << start.day }
    (monthDaysFromStart, monthDaysFromEnd) = (fromStart, fromEnd)
    hasMonthDays = !rule.byMonthDay.isEmpty || defaultsDay
    switch rule.frequency {
    case .yearly: ordinalScope = rule.byMonth.isEmpty ? .year : .month
    case .monthly: ordinalScope = .month
    default: ordinalScope = .none
    }
    var everyWeekday: UInt8 = 0
    for entry in rule.byDay where entry.ordinal == 0 || ordinalScope == .none {
      everyWeekday |= 1 << (entry.weekday.rawValue - 1)
    }
    let defaultsWeekday = hasNoDayParts && rule.frequency == .weekly
    if defaultsWeekday { everyWeekday = 1 << (Reform.gregorian.weekday(of: start).rawValue - 1) }
    self.everyWeekday = everyWeekday
    weekdayEntries = rule.byDay
    hasWeekdays = !rule.byDay.isEmpty || defaultsWeekday
    yearDays = rule.byYearDay
    weekNumbers = rule.byWeekNumber
    setPositions = rule.bySetPosition
    weekStart = rule.weekStart
    let (hour, minute, second) = (secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60)
    hours = RecurrencePattern.mask(
      rule.byHour, limit: 23, default: rule.frequency > .hourly ? hour : nil, all: (1 << 24) - 1)
    minutes = RecurrencePattern.mask(
      rule.byMinute, limit: 59, default: rule.frequency > .minutely ? minute : nil, all: (1 << 60) - 1)
    // BYSECOND=60, a leap second, names a time the wall clock here never shows (it has no leap
    // seconds), so like 30 February it gives no start.
    seconds = RecurrencePattern.mask(
      rule.bySecond, limit: 59, default: rule.frequency > .secondly ? second : nil, all: (1 << 60) - 1)
    let hasNoParts = rule.byMonth.isEmpty && hasNoDayParts && rule.byHour.isEmpty && rule.byMinute.isEmpty
      && rule.bySecond.isEmpty && rule.bySetPosition.isEmpty
    switch rule.frequency {
    case .yearly: givesOneStartPerPeriod = hasNoParts && !(start.month == 2 && start.day == 29)
    case .monthly: givesOneStartPerPeriod = hasNoParts && start.day <= 28
    default: givesOneStartPerPeriod = hasNoParts
    }
  }

  /// The bits of `values` up to `limit`; when there are none, the bit of `default`, or `all`.
  static func mask<Mask: FixedWidthInteger>(_ values: [Int], limit: Int, default: Int?, all: Mask) -> Mask {
    guard !values.isEmpty else { return `default`.map { 1 << $0 } ?? all }
    var result: Mask = 0
    for value in values where (0...limit).contains(value) { result |= 1 << value }
    return result
  }
}

// RecurrenceExpansionSupport: a rule's starts as a list, and wall-clock times written briefly, for the tests.

import CalendarCore
import Events
import Testing

/// The starts `text` gives from `start` within `window` (from `start` to the year 9999 when absent), at
/// most `limit` of them, and why the expansion ended.
func starts(
  _ text: String, from start: LocalDateTime, until: LocalDateTime? = nil,
  within window: ClosedRange<LocalDateTime>? = nil, limit: Int = 1000
) throws -> (starts: [LocalDateTime], end: RecurrenceExpansionEnd) {
  let rule = try RecurrenceRule(parsing: text)
  var result: [LocalDateTime] = []
  let end = rule.forEachStart(
    from: start, until: until, within: window ?? start...LocalDateTime(year: 9999, month: 12, day: 31)
  ) {
    result.append($0)
    return result.count < limit
  }
  return (result, end)
}

/// A wall-clock time in the year, month, day, hour and minute given.
func time(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 0) -> LocalDateTime {
  LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute)
}

/// Days of one month at the same time of day.
func days(_ year: Int, _ month: Int, _ days: [Int], hour: Int = 9) -> [LocalDateTime] {
  days.map { time(year, month, $0, hour) }
}

extension LocalDateTime: CustomTestStringConvertible {
  /// `1997-09-02T09:00:00`, for the messages of failed expectations.
  public var testDescription: String {
    let second = secondOfDay
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(date)T\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60))"
  }
}

// LunisolarFixtures: lunardate's Chinese months and korean-lunar-calendar's Korean months from Fixtures/*.txt.

import SwiftcalTestSupport

@testable import CalendarCore

/// One line of `chinese-months.txt` or `korean-months.txt`: a lunar month as the oracle has it, written by
/// `Tools/Oracles/Calendars/generate-lunisolar` from every day of the oracle's range.
struct LunisolarMonthFixture: CustomStringConvertible {
  var span: CalendarMonthSpan

  /// `year-month[L] from JDN, n days`.
  var description: String {
    "\(span.year)-\(span.month)\(span.isLeapMonth ? "L" : "") from JDN \(span.firstJulianDay), \(span.dayCount) days"
  }
}

/// Every month of the fixture `name` in `Calendars/Fixtures`, in order.
func lunisolarMonthFixtures(_ name: String) -> [CalendarMonthSpan] {
  // This file's folder is Calendars/Lunisolar; the fixtures are in Calendars/Fixtures.
  fixtureLines(name, levelsUp: 1).map { line in
    let numbers = line.split(separator: " ").map { Int($0)! }
    return CalendarMonthSpan(
      year: numbers[0], month: numbers[1], isLeapMonth: numbers[2] == 1, firstJulianDay: numbers[3],
      dayCount: numbers[4])
  }
}

/// The months where `calendar` and the oracle's `fixtures` differ, as `year-month[L]` of the oracle's month
/// followed by what the model has instead, in order.
func lunisolarDifferences(_ calendar: LunisolarCalendar, _ fixtures: [CalendarMonthSpan]) -> [String] {
  var cache = CalendarCache()
  var differences: [String] = []
  for expected in fixtures {
    let actual = calendar.monthSpan(containing: expected.firstJulianDay, cache: &cache)
    if actual != expected {
      let name = "\(expected.year)-\(expected.month)\(expected.isLeapMonth ? "L" : "")"
      differences.append("\(name): oracle \(LunisolarMonthFixture(span: expected)), model "
        + (actual.map { "\(LunisolarMonthFixture(span: $0))" } ?? "nil"))
    }
  }
  return differences
}

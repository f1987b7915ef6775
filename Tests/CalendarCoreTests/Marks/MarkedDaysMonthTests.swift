// Tests of MarkedDays' month at a time: the marks found from the tables against asking each day.
import FileFormats
import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("MarkedDays, a month at a time")
struct MarkedDaysMonthTests {
  /// Marks of every kind of rule, some on the same days, some in Britain's 1752 gap.
  static let marks = MarkedDays(
    [
      ("12/25", "Christmas"), ("Easter-2", "Good Friday"), ("Easter+1", ""), ("Paskha+1", "Paskha Monday"),
      ("Easter-300", "long before"), ("Paskha+365", "a year after"), ("11/ThuFourth", "Thanksgiving"),
      ("05/MonLast", "Memorial"), ("02/29", "leap"), ("09/05", "in the gap"), ("01/01", "New Year"),
      ("1752-09-02", "last Julian"), ("1752-09-14", "first Gregorian"), ("1751-12-31..1752-01-02", "turn"),
      ("12/25", "Christmas"), ("May Sun+2", "Mother's"), ("11/Wed+4", ""),
    ].map { MarkedDays.Mark(rule: DateRule($0.0)!, label: $0.1) }
      + [
        .init(rule: .monthly(day: 13), label: "thirteenth"), .init(rule: .monthly(day: 31), label: "31st"),
        .init(rule: .weekly(.friday), label: "Friday"),
        .init(rule: .weekdayInMonth(month: nil, weekday: .sunday, ordinal: -1), label: "last Sunday"),
      ])

  // Columns: reform, years. For every month, the days and positions found a month at a time are
  // those `positions(on:reform:)` finds asking each day, and the day bits say the same days.
  @Test(arguments: Reform.allCases, [1750...1754, 1999...2001, 1...2])
  func aMonthAtATimeIsEveryDayAsked(reform: Reform, years: ClosedRange<Int>) {
    var failures = FailureLog()
    var easterSundays = EasterSundays()
    var month = YearMonth(year: years.lowerBound, month: 1)
    while month.year <= years.upperBound {
      var expected: [(day: Int, positions: [Int])] = []
      let first = reform.julianDay(of: month.firstDay)
      for julianDay in first..<(first + reform.numberOfDays(inMonth: month.month, year: month.year)) {
        let date = reform.date(fromJulianDay: julianDay)
        let positions = Self.marks.positions(on: date, reform: reform)
        if !positions.isEmpty { expected.append((date.day, positions)) }
      }
      var found: [(day: Int, positions: [Int])] = []
      Self.marks.forEachMarkedDay(in: month, reform: reform, easterSundays: &easterSundays) { day, positions in
        found.append((day, Array(positions)))
      }
      failures.check(
        found.map(\.day) == expected.map(\.day) && found.map(\.positions) == expected.map(\.positions),
        "\(month) \(reform): found \(found), expected \(expected)")
      let bits = Self.marks.markedDayBits(in: month, reform: reform, easterSundays: &easterSundays)
      failures.check(bits == expected.reduce(0) { $0 | 1 << $1.day }, "\(month) \(reform): day bits")
      failures.check(
        Self.marks.markedDays(in: month, reform: reform).map(\.labels)
          == expected.map { $0.positions.map { Self.marks.marks[$0].label } }, "\(month) \(reform): labels")
      month = month.next
    }
    failures.report()
  }

  /// Kept Easter Sundays are the ones computed, whichever reform and Easter asks.
  @Test func keptEasterSundaysAreTheComputedOnes() {
    var sundays = EasterSundays()
    for year in [1700, 1752, 1753, 2026, 1752, 2026, 4000] {
      for reform in Reform.allCases {
        for easter in Easter.allCases {
          let kept = sundays.julianDay(of: easter, inYear: year, reform: reform)
          #expect(kept == easter.julianDay(inYear: year, reform: reform))
        }
      }
    }
  }
}

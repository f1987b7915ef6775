// The model at the ends of swiftcal's years: nothing overflows or traps, and the arithmetic still
// agrees with itself.

import Testing

@testable import CalendarCore

/// The months at the edges of what swiftcal shows, and a little past them (year 0 is what a
/// range starting in January 0001 reaches going backwards; 2147483647 the year after the last).
private let extremeMonths = [
  YearMonth(year: 0, month: 12), YearMonth(year: 1, month: 1), YearMonth(year: 1, month: 2),
  YearMonth(year: 9999, month: 12), YearMonth(year: 10_000, month: 1),
  YearMonth(year: 2_147_483_646, month: 1), YearMonth(year: 2_147_483_646, month: 12),
  YearMonth(year: 2_147_483_647, month: 1),
]

@Suite("Extreme years")
struct ExtremeYearTests {
  @Test("grids at the edges are consistent in every reform and with every first weekday", arguments: Reform.allCases)
  func grids(reform: Reform) {
    var failures: [String] = []
    for month in extremeMonths {
      for firstWeekday in Weekday.allCases {
        let grid = MonthGrid(month: month, firstWeekday: firstWeekday, reform: reform, today: month.firstDay)
        let inMonth = grid.filter(\.isInMonth)
        let label = "\(month) \(reform) \(firstWeekday)"
        if inMonth.count != reform.numberOfDays(inMonth: month.month, year: month.year) {
          failures.append("\(label): \(inMonth.count) days")
        }
        if inMonth.first?.date != month.firstDay || !(inMonth.first?.isToday ?? false) {
          failures.append("\(label): first day \(String(describing: inMonth.first?.date))")
        }
        if zip(grid.dropFirst(), grid).contains(where: { later, earlier in
          reform.julianDay(of: later.date) != reform.julianDay(of: earlier.date) + 1
        }) {
          failures.append("\(label): cells are not consecutive days")
        }
        for numbering in [WeekNumbering.iso, .us] {
          let numbers = grid.weekNumbers(numbering: numbering).compactMap { $0 }
          if numbers.contains(where: { !(1...54).contains($0) }) { failures.append("\(label): weeks \(numbers)") }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test("day numbers round-trip at the edges", arguments: Reform.allCases)
  func roundTrip(reform: Reform) {
    for month in extremeMonths {
      let lastDay = reform.lastDay(ofMonth: month.month, year: month.year)
      let last = CivilDate(year: month.year, month: month.month, day: lastDay)
      for date in [month.firstDay, last] {
        #expect(reform.date(fromJulianDay: reform.julianDay(of: date)) == date)
      }
    }
  }

  @Test("a range of 120000 months from the last possible start stays in range")
  func longestRange() {
    let range = MonthRange(first: YearMonth(year: 2_147_483_646 - 9_999, month: 1), count: 120_000)
    #expect(range.last == YearMonth(year: 2_147_483_646, month: 12))
    #expect(MonthRange.spanning(YearMonth(year: 1, month: 1), count: 120_000).first.year == -4_999)
  }
}

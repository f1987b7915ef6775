// `--first-weekday` and `--week-numbering` swept over 1900-2100 against a model of Python's calendar module.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

/// A month as Python's `calendar.Calendar(firstweekday).monthdayscalendar(year, month)` gives it,
/// modelled independently of CalendarCore: the weekday of the 1st by Zeller's congruence, the
/// month's length by the Gregorian rules as stated, weeks as runs of seven from the first
/// weekday with 0 for the days of other months. Gregorian only: the sweeps start in 1900.
enum PythonCalendarModel {
  /// Python's weekday numbering: Monday 0 ... Sunday 6.
  static func weekday(year: Int, month: Int, day: Int) -> Int {
    // Zeller's congruence counts January and February as months 13 and 14 of the year before;
    // h is 0 for Saturday.
    let (m, y) = month < 3 ? (month + 12, year - 1) : (month, year)
    let h = (day + 13 * (m + 1) / 5 + y % 100 + y % 100 / 4 + y / 100 / 4 + 5 * (y / 100)) % 7
    return (h + 5) % 7
  }

  static func numberOfDays(year: Int, month: Int) -> Int {
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  }

  /// The weeks of the month, each seven day numbers, 0 outside the month.
  static func weeks(year: Int, month: Int, firstWeekday: Int) -> [[Int]] {
    let leading = (weekday(year: year, month: month, day: 1) - firstWeekday + 7) % 7
    let cells = [Int](repeating: 0, count: leading) + Array(1...numberOfDays(year: year, month: month))
    let padded = cells + [Int](repeating: 0, count: (7 - cells.count % 7) % 7)
    return stride(from: 0, to: padded.count, by: 7).map { Array(padded[$0..<$0 + 7]) }
  }

  /// `calendar.TextCalendar(firstweekday).formatweekheader(2)`.
  static func header(firstWeekday: Int) -> String {
    let names = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    return (0..<7).map { names[(firstWeekday + $0) % 7] }.joined(separator: " ")
  }

  /// The `--first-weekday` value for Python's weekday number.
  static func optionValue(_ firstWeekday: Int) -> String {
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][firstWeekday]
  }

  /// The ISO 8601 week of a day, as Python's `date.isocalendar()[1]`: the week of the year its
  /// Thursday falls in, counted from the week holding 4 January.
  static func isoWeek(year: Int, month: Int, day: Int) -> Int {
    let dayOfYear = (1..<month).reduce(day) { $0 + numberOfDays(year: year, month: $1) }
    let thursdayDayOfYear = dayOfYear - weekday(year: year, month: month, day: day) + 3
    if thursdayDayOfYear < 1 {
      let daysBefore = year - 1 == 0 ? 365 : (1...12).reduce(0) { $0 + numberOfDays(year: year - 1, month: $1) }
      return (thursdayDayOfYear + daysBefore - 1) / 7 + 1
    }
    let daysInYear = (1...12).reduce(0) { $0 + numberOfDays(year: year, month: $1) }
    if thursdayDayOfYear > daysInYear { return 1 }
    return (thursdayDayOfYear - 1) / 7 + 1
  }
}

/// The rows of a rendered single month: its title, header and six week rows.
private func renderedMonth(_ arguments: [String]) throws -> [Substring] {
  try renderedText(arguments).split(separator: "\n", omittingEmptySubsequences: false)
}

/// Checks `swiftcal --first-weekday D M Y` against the model for every month of `years` and
/// every first weekday, collecting the failures.
private func checkFirstWeekdays(years: ClosedRange<Int>) throws {
  var failures: [String] = []
  var checked = 0
  for year in years {
    for monthNumber in 1...12 {
      for firstWeekday in 0..<7 {
        let arguments = ["--first-weekday", PythonCalendarModel.optionValue(firstWeekday), "\(monthNumber)", "\(year)"]
        let lines = try renderedMonth(arguments)
        let weeks = PythonCalendarModel.weeks(year: year, month: monthNumber, firstWeekday: firstWeekday)
        var expected = [PythonCalendarModel.header(firstWeekday: firstWeekday)]
        expected += weeks.map { week in
          week.map { $0 == 0 ? "  " : ($0 < 10 ? " \($0)" : "\($0)") }.joined(separator: " ")
        }
        expected += [String](repeating: String(repeating: " ", count: 20), count: 6 - weeks.count)
        checked += 1
        if Array(lines[1...7].map(String.init)) != expected, failures.count < 5 {
          failures.append("\(arguments.joined(separator: " ")): \(lines[1...7]) != \(expected)")
        }
      }
    }
  }
  #expect(failures.isEmpty, "\(failures.count) of \(checked) months differ, first: \(failures)")
  #expect(checked == years.count * 12 * 7)
}

/// Checks `swiftcal -w --week-numbering iso -s M Y`: each row numbered with the ISO week of its
/// fourth day, blank where the row has no day of the month.
private func checkIsoWeeksOnSundayRows(years: ClosedRange<Int>) throws {
  var failures: [String] = []
  for year in years {
    for monthNumber in 1...12 {
      let lines = try renderedMonth(["-w", "--week-numbering", "iso", "-s", "\(monthNumber)", "\(year)"])
      let weeks = PythonCalendarModel.weeks(year: year, month: monthNumber, firstWeekday: 6)
      for (row, week) in weeks.enumerated() {
        // The fourth day may belong to the month before or after: step from a day of the month.
        let inMonth = week.firstIndex { $0 != 0 }!
        let offset = 3 - inMonth
        var (fourthYear, fourthMonth, fourthDay) = (year, monthNumber, week[inMonth] + offset)
        let length = PythonCalendarModel.numberOfDays(year: year, month: monthNumber)
        if fourthDay < 1 {
          (fourthYear, fourthMonth) = monthNumber == 1 ? (year - 1, 12) : (year, monthNumber - 1)
          fourthDay += PythonCalendarModel.numberOfDays(year: fourthYear, month: fourthMonth)
        } else if fourthDay > length {
          (fourthYear, fourthMonth) = monthNumber == 12 ? (year + 1, 1) : (year, monthNumber + 1)
          fourthDay -= length
        }
        let expected = PythonCalendarModel.isoWeek(year: fourthYear, month: fourthMonth, day: fourthDay)
        let shown = Int(lines[2 + row].prefix(2).trimmingPrefix(" "))
        if shown != expected, failures.count < 5 {
          failures.append("\(monthNumber)/\(year) row \(row): \(shown ?? -1) != \(expected)")
        }
      }
      for row in weeks.count..<6 where !lines[2 + row].prefix(2).allSatisfy({ $0 == " " }) {
        failures.append("\(monthNumber)/\(year) row \(row) has a number")
      }
    }
  }
  #expect(failures.isEmpty, "\(failures)")
}

@Suite("--first-weekday against Python's calendar")
struct FirstWeekdaySweepTests {
  @Test("every first weekday, every month of 2024-2028")
  func fiveYears() throws {
    try checkFirstWeekdays(years: 2024...2028)
  }

  // 2,412 months x 7 first weekdays: about 5 s in a debug build, so a long sweep.
  @Test("every first weekday, every month of 1900-2100", .longSweep)
  func wholeRange() throws {
    try checkFirstWeekdays(years: 1900...2100)
  }

  @Test("-w --week-numbering iso -s: the ISO week of each row's fourth day, 2020-2030")
  func isoWeeksOnSundayRows() throws {
    try checkIsoWeeksOnSundayRows(years: 2020...2030)
  }

  @Test("-w --week-numbering iso -s over 1900-2100", .longSweep)
  func isoWeeksOnSundayRowsWholeRange() throws {
    try checkIsoWeeksOnSundayRows(years: 1900...2100)
  }

  @Test("the model agrees with dates whose weekday and ISO week are known")
  func modelSpotChecks() {
    // Columns: year, month, day, Python weekday (Monday 0), ISO week.
    let known = [
      (2026, 11, 30, 0, 49), (2021, 1, 1, 4, 53), (2026, 1, 1, 3, 1), (2024, 12, 30, 0, 1), (1900, 1, 1, 0, 1),
      (2100, 12, 31, 4, 52), (2000, 2, 29, 1, 9),
    ]
    for (year, month, day, weekday, week) in known {
      #expect(PythonCalendarModel.weekday(year: year, month: month, day: day) == weekday, "\(year)-\(month)-\(day)")
      #expect(PythonCalendarModel.isoWeek(year: year, month: month, day: day) == week, "\(year)-\(month)-\(day)")
    }
  }
}

// Tests of --fill: the adjacent months' days.

import CalendarCore
@testable import SwiftcalCommand
import SwiftcalTestSupport
import Testing

@Suite("--fill: the adjacent months' days")
struct AdjacentDaysTests {
  // Columns: command line (today is 2026-11-30), fixture with the expected plain output.
  @Test(arguments: [
    (["-f"], "month.out"),
    (["-f", "-3", "-w", "-m"], "three-weeks-monday.out"),
    (["-f", "-j", "2", "2024"], "julian-february-2024.out"),
    (["-f", "-v", "-3"], "vertical-three.out"),
    (["-f", "-y", "2026"], "year-2026.out"),
    (["-f", "9", "1752"], "september-1752.out"),
    (["-f", "-n", "2", "-w", "12", "2026"], "december-weeks-us.out"),
  ])
  func goldenOutput(arguments: [String], fixture: String) throws {
    expectSameLines(try renderedText(arguments), featureFixture("fill/" + fixture), "swiftcal \(arguments)")
  }

  @Test("off by default, on with -f and --fill")
  func parsing() throws {
    #expect(try request([]).showsAdjacentDays == false)
    #expect(try request(["-f"]).showsAdjacentDays)
    #expect(try request(["--fill", "-3"]).showsAdjacentDays)
  }

  /// The months of 14 years (years starting on each weekday, leap years among them) and of the
  /// 1752 reform's years; the long sweep below does a whole 400-year cycle.
  @Test("numbers agree with MonthGrid, and blanking them gives cal's output", arguments: [false, true])
  func agreesWithCalendarCore(showsDayOfYear: Bool) throws {
    let months = (0..<(14 * 12)).map { YearMonth(year: 2001, month: 1).advanced(byMonths: $0) }
    Self.expectAgreementWithCalendarCore(months: months + Self.reformMonths, showsDayOfYear: showsDayOfYear)
  }

  /// The months of 1751–1753, around the British reform.
  static let reformMonths = (0..<36).map { YearMonth(year: 1751, month: 1).advanced(byMonths: $0) }

  /// Every cell of each of `months`, weeks from Sunday and from Monday: the printed number is the
  /// one CalendarCore has for the cell, and blanking the adjacent cells gives the output without
  /// `-f` exactly.
  static func expectAgreementWithCalendarCore(months: [YearMonth], showsDayOfYear: Bool) {
    var failures: [String] = []
    for firstWeekday in [Weekday.sunday, .monday] {
      for month in months {
        var request = Request(
          months: MonthRange(first: month, count: 1), firstWeekday: firstWeekday, reform: .greatBritain1752,
          today: testToday)
        request.showsDayOfYear = showsDayOfYear
        let plain = renderCalendar(request, names: .posix).text
        request.showsAdjacentDays = true
        let filled = renderCalendar(request, names: .posix).text
        let grid = request.grid(for: month)
        let width = showsDayOfYear ? 4 : 3
        let filledRows = filled.split(separator: "\n").dropFirst(2).map(String.init)
        let plainRows = plain.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).prefix(6)
        for (row, (filledRow, plainRow)) in zip(filledRows, plainRows).enumerated() {
          var blanked = ""
          for column in 0..<7 {
            let cell = grid[row * 7 + column]
            let start = column == 0 ? 0 : width * column - 1
            let cellWidth = column == 0 ? width - 1 : width
            let text = String(Array(filledRow)[start..<(start + cellWidth)])
            let expected = showsDayOfYear ? cell.dayOfYear : cell.date.day
            if Int(text.trimmingCharacters(in: .whitespaces)) != expected {
              failures.append("\(month) \(firstWeekday) cell \(row * 7 + column): '\(text)', want \(expected)")
            }
            blanked += cell.isInMonth ? text : String(repeating: " ", count: cellWidth)
          }
          if blanked != plainRow {
            failures.append("\(month) \(firstWeekday) row \(row): blanked '\(blanked)' != '\(plainRow)'")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  @Test("adjacent days are dim grey in colour, digits only, and follow SWIFTCAL_COLORS")
  func colour() throws {
    let lastRow = try renderedText(["-f"], colored: true).split(separator: "\n").last.map(String.init)
    #expect(
      lastRow.map { $0.replacingEscapes() }
        == " ⟦90m⟧6⟦0m⟧  ⟦90m⟧7⟦0m⟧  ⟦90m⟧8⟦0m⟧  ⟦90m⟧9⟦0m⟧ ⟦90m⟧10⟦0m⟧ ⟦90m⟧11⟦0m⟧ ⟦90m⟧12⟦0m⟧")
    let dimmed = try renderedText(["-f"], colored: true, theme: Theme(colorSettings: "adjacent=2"))
    #expect(dimmed.contains("\u{1B}[2m12\u{1B}[0m"))
    #expect(!dimmed.contains("\u{1B}[90m"))
    // Without -f the adjacent colour never appears.
    #expect(!(try renderedText([], colored: true)).contains("\u{1B}[90m"))
  }
}

@Suite("--fill over 400 years", .longSweep)
struct AdjacentDaysLongSweepTests {
  /// Every month of a 400-year Gregorian cycle and of the 1752 reform's years, with and without `-j`.
  @Test("numbers agree with MonthGrid, and blanking them gives cal's output", arguments: [false, true])
  func agreesWithCalendarCoreFor400Years(showsDayOfYear: Bool) {
    let months = (0..<(400 * 12)).map { YearMonth(year: 2001, month: 1).advanced(byMonths: $0) }
    AdjacentDaysTests.expectAgreementWithCalendarCore(
      months: months + AdjacentDaysTests.reformMonths, showsDayOfYear: showsDayOfYear)
  }
}

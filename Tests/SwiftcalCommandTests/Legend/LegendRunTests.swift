// The legend read in runs of months: a long range's lines are those of its months, each written alone.

import CalendarCore
import Holidays
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

@Suite("The legend: a long range reads its months in runs, and lists what each month alone lists")
struct LegendRunTests {
  /// Expects the legend of the months `arguments` ask for to be the lines of each month's legend written
  /// alone, one month after another, under one empty line.
  static func expectMonthByMonthLegend(_ arguments: [String], locale: String = "C") throws {
    let shown = try request(arguments, messagesLocale: locale)
    var whole = TextBuffer()
    appendLegend(of: shown, to: &whole)
    var monthByMonth = ""
    for month in shown.months {
      var single = shown
      single.months = MonthRange(first: month, count: 1)
      var lines = TextBuffer()
      appendLegend(of: single, to: &lines)
      // Each month's legend begins with the empty line the whole has once.
      monthByMonth += lines.text.isEmpty ? "" : (monthByMonth.isEmpty ? lines.text : String(lines.text.dropFirst()))
    }
    #expect(!whole.text.isEmpty, "\(arguments) lists days")
    expectSameLines(whole.text, monthByMonth, "\(arguments) in \(locale)")
  }

  // Columns: the arguments, the locale of the names. One spec and several (with their names after each label), a
  // subdivision, categories with make-up working days and observed days, names in the country's language; marks
  // and the moon beside holidays; months across the reform's switch and Julian years, where a run's months have
  // days skipped.
  @Test(arguments: [
    (["--holidays", "JP", "-y", "2026"], "ja_JP.UTF-8"),
    (["--holidays", "US,DE", "-n", "30", "1", "2020"], "C"),
    (["--holidays", "US-CA,US-NY", "-n", "14", "11", "2025"], "C"),
    (["--holidays", "CN:public+half_day", "-n", "24", "1", "2024"], "zh_CN.UTF-8"),
    (["--holidays", "KR,TW", "-n", "13", "12", "2029"], "C"),
    (["--holidays", "GB,AU-NSW", "-n", "36", "1", "2021"], "C"),
    (["--holidays", "GB", "--moon", "--mark", "Easter+1=Easter Monday", "-n", "40", "1", "2026"], "C"),
    (["--mark", "12-25=Christmas", "--mark", "Easter", "--moon", "-n", "30", "1", "1751"], "C"),
    (["--reform", "julian", "--moon", "--mark", "1-1=New Year", "-n", "26", "1", "1000"], "C"),
    (
      [
        "--reform", "IT", "--mark", "10-4=Last Julian day", "--mark", "10-15=First Gregorian day", "--mark", "Easter",
        "-n", "20", "1", "1582",
      ], "C"
    ),
  ])
  func monthByMonth(arguments: [String], locale: String) throws {
    try LegendRunTests.expectMonthByMonthLegend(arguments, locale: locale)
  }

  @Test("a day's date is written as CivilDate writes it: four digits at least, a longer year whole")
  func dates() throws {
    for (year, date) in [("99", "0099-01-01"), ("2026", "2026-01-01"), ("12345", "12345-01-01")] {
      var legend = TextBuffer()
      appendLegend(of: try request(["--mark", "1-1=New Year", "1", year]), to: &legend)
      #expect(legend.text == "\n\(date)  New Year\n")
    }
  }

  // Every country, alone and beside another, over a century: the sweep of the twin above.
  @Test(.longSweep, arguments: HolidayCountry.codes)
  func everyCountryOverACentury(code: String) throws {
    try LegendRunTests.expectMonthByMonthLegend(["--holidays", code, "-n", "1200", "1", "1950"])
    try LegendRunTests.expectMonthByMonthLegend(["--holidays", "\(code),JP", "-n", "240", "1", "2000"])
  }
}

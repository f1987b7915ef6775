// The holiday legend's two paths: read from each spec's years (HolidayLegend) and from an index of each month's
// facts (the general legend), the same lines for every request the first one takes.

import CalendarCore
import Holidays
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

@Suite("The holiday legend: its own path and the general one") struct HolidayLegendTests {
  /// The request `arguments` make, its holidays' names in the language of `locale`.
  static func request(_ arguments: [String], locale: String = "C") throws -> Request {
    let sources = SourceReader(
      files: .isolated, eras: { .none }, holidays: { HolidayEnvironment(messagesLocale: locale) })
    guard case .show(let request) = try Invocation.parse(arguments, today: testToday, names: .posix, sources: sources)
    else { throw HolidayLegendTestError.notAShowRequest(arguments) }
    return request
  }

  /// The lines both paths write for `arguments`, which must be a request of holidays alone.
  static func expectSameLegend(_ arguments: [String], locale: String = "C") throws {
    let request = try request(arguments, locale: locale)
    let legend = try #require(HolidayLegend(request.facts), "\(arguments) takes the holidays' own path")
    var own = TextBuffer()
    _ = legend.append(of: request, to: &own, cache: DayFactCache(), handingOnTo: nil)
    var indexed = TextBuffer()
    appendIndexedLegend(of: request, to: &indexed)
    #expect(!own.text.isEmpty, "\(arguments) lists holidays")
    expectSameLines(own.text, indexed.text, "\(arguments) in \(locale)")
  }

  // Columns: the arguments, the locale of the names. One spec and several (with their names after each label), a
  // subdivision, categories with make-up working days and observed days, names in the country's language; a year
  // and a range of more than twelve months, whose labels are kept and copied.
  @Test(arguments: [
    (["--holidays", "JP", "-y", "2026"], "ja_JP.UTF-8"),
    (["--holidays", "US,DE", "-n", "30", "1", "2020"], "C"),
    (["--holidays", "US-CA,US-NY", "-n", "14", "11", "2025"], "C"),
    (["--holidays", "CN:public+half_day", "-n", "24", "1", "2024"], "zh_CN.UTF-8"),
    (["--holidays", "KR,TW", "-n", "13", "12", "2029"], "C"),
    (["--holidays", "GB,AU-NSW", "-n", "36", "1", "2021"], "C"),
  ])
  func bothPathsWriteTheSameLines(arguments: [String], locale: String) throws {
    try HolidayLegendTests.expectSameLegend(arguments, locale: locale)
  }

  // Every country, alone and beside another, over a century: the sweep of the twin above.
  @Test(.longSweep, arguments: HolidayCountry.codes)
  func everyCountryOverACentury(code: String) throws {
    try HolidayLegendTests.expectSameLegend(["--holidays", code, "-n", "1200", "1", "1950"])
    try HolidayLegendTests.expectSameLegend(["--holidays", "\(code),JP", "-n", "240", "1", "2000"])
  }
}

/// A test's request that shows no calendar.
enum HolidayLegendTestError: Error {
  case notAShowRequest([String])
}

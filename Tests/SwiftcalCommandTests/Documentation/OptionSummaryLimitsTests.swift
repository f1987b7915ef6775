// Tests that the option texts quote Limits's numbers.

import Testing

@testable import SwiftcalCommand

/// The option texts are literals so that the option table, built on every run, costs no
/// formatting at start-up; these tests keep the limits they quote equal to the ones swiftcal checks.
@Suite("Option texts quote the limits")
struct OptionSummaryLimitsTests {
  func spec(_ identifier: OptionSpec.Identifier) -> OptionSpec? {
    optionTable.first { $0.identifier == identifier }
  }

  @Test func months() {
    #expect(spec(.months)?.summary.contains("(0-\(Limits.maximumMonthCount),") == true)
    #expect(spec(.months)?.details.contains("from 0 to \(Limits.maximumMonthCount),") == true)
  }

  @Test func columns() {
    #expect(spec(.columns)?.summary.contains("(1-\(Limits.maximumColumns))") == true)
    #expect(spec(.columns)?.details.contains("from 1 to \(Limits.maximumColumns),") == true)
  }
}

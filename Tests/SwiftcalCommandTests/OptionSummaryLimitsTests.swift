// swiftcal — MIT licence.

import Testing

@testable import SwiftcalCommand

/// The option summaries are literals so that the option table costs no formatting at start-up;
/// these tests keep the limits they quote equal to the ones swiftcal checks.
@Suite("Option summaries quote the limits")
struct OptionSummaryLimitsTests {
  func summary(_ identifier: OptionSpec.Identifier) -> String {
    optionTable.first { $0.identifier == identifier }?.summary ?? ""
  }

  @Test func months() { #expect(summary(.months).contains("(1-\(Limits.maximumMonthCount))")) }

  @Test func columns() { #expect(summary(.columns).contains("(1-\(Limits.maximumColumns))")) }
}

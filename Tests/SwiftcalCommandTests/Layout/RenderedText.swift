// renderedText: what a command line prints, rendered in process.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

/// What `swiftcal ARGUMENTS` prints as text in the C locale with `testToday`, coloured with
/// `theme` when `colored`.
func renderedText(_ arguments: [String], colored: Bool = false, theme: Theme = .standard) throws -> String {
  renderCalendar(try request(arguments), names: .posix, style: Style(isEnabled: colored, theme: theme)).text
}

/// The fixture `Fixtures/PATH` beside these tests, as text.
func featureFixture(_ path: String) -> String {
  readFixture(fixturesDirectory + "/" + path)
}

// Tests of SWIFTCAL_COLORS.

@testable import SwiftcalCommand
import SwiftcalTestSupport
import Testing

@Suite("SWIFTCAL_COLORS")
struct ThemeColorSettingsTests {
  @Test("each role sets its escape code in the output")
  func rolesInOutput() throws {
    let theme = Theme(colorSettings: "today=1;4:sunday=35:saturday=36:header=1:adjacent=2:weeknumber=32")
    let text = try renderedText(["-f", "--week=49"], colored: true, theme: theme).replacingEscapes()
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[1] == "   ⟦1m⟧⟦35m⟧Su⟦0m⟧ ⟦1m⟧Mo⟦0m⟧ ⟦1m⟧Tu⟦0m⟧ ⟦1m⟧We⟦0m⟧ ⟦1m⟧Th⟦0m⟧ ⟦1m⟧Fr⟦0m⟧ ⟦1m⟧⟦36m⟧Sa⟦0m⟧")
    #expect(lines[2] == "45  ⟦35m⟧1⟦0m⟧  2  3  4  5  6  ⟦36m⟧7⟦0m⟧")
    #expect(lines[6] == "⟦32m⟧49⟦0m⟧ ⟦35m⟧29⟦0m⟧ ⟦1;4m⟧30⟦0m⟧  ⟦2m⟧1⟦0m⟧  ⟦2m⟧2⟦0m⟧  ⟦2m⟧3⟦0m⟧  ⟦2m⟧4⟦0m⟧  ⟦2m⟧5⟦0m⟧")
  }

  @Test("the defaults: today reverse, Sunday red, Saturday blue, adjacent grey, week N reverse")
  func defaults() {
    let theme = Theme(colorSettings: "")
    #expect(theme == Theme.standard)
    #expect([theme.today, theme.sunday, theme.saturday, theme.header, theme.adjacent, theme.weekNumber]
      == ["7", "31", "34", "", "90", "7"])
  }

  // Columns: SWIFTCAL_COLORS value, the theme's (today, sunday, saturday, header, adjacent, weekNumber).
  @Test(
    "unknown roles and bad values are ignored, the rest applies",
    arguments: [
      ("today=4", ["4", "31", "34", "", "90", "7"]),
      ("sunday=x:today=4", ["4", "31", "34", "", "90", "7"]),
      ("bogus=1:header=1", ["7", "31", "34", "1", "90", "7"]),
      ("today:today=:header", ["", "31", "34", "", "90", "7"]),
      ("weekend=33", ["7", "33", "33", "", "90", "7"]),
      ("today=7m\u{1B}[2J:adjacent=38;5;240", ["7", "31", "34", "", "38;5;240", "7"]),
      ("::=:==:adjacent==2", ["7", "31", "34", "", "90", "7"]),
      ("TODAY=1", ["7", "31", "34", "", "90", "7"]),
      ("today=" + String(repeating: "1", count: 33), ["7", "31", "34", "", "90", "7"]),
      ("weeknumber=32:saturday=1;34:sunday=", ["7", "", "1;34", "", "90", "32"]),
    ])
  func parsing(settings: String, expected: [String]) {
    let theme = Theme(colorSettings: settings)
    let roles = [theme.today, theme.sunday, theme.saturday, theme.header, theme.adjacent, theme.weekNumber]
    #expect(roles.map(\.parameters) == expected)
  }

  @Test("an emptied role writes no escape code at all")
  func emptiedRole() throws {
    let text = try renderedText([], colored: true, theme: Theme(colorSettings: "sunday=:saturday=:today="))
    #expect(!text.contains("\u{1B}"))
  }
}

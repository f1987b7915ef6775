// Tests of colour: what is coloured, and when colour is on.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

/// The output of `arguments` rendered with colour on, escapes made visible.
func coloredOutput(_ arguments: [String], theme: Theme = .standard) throws -> String {
  let shown = try request(arguments)
  return renderCalendar(shown, names: .posix, style: Style(isEnabled: true, theme: theme)).text.replacingEscapes()
}

/// `text` without its `ESC [ … m` sequences.
func withoutEscapes(_ text: String) -> String {
  var result = ""
  var insideEscape = false
  for character in text {
    if character == "\u{1B}" { insideEscape = true }
    if !insideEscape { result.append(character) }
    if insideEscape && character == "m" { insideEscape = false }
  }
  return result
}

@Suite("Colour")
struct ColorTests {
  @Test("today in reverse video, Sundays red, Saturdays blue, around the digits only")
  func todayAndWeekends() throws {
    let lines = try coloredOutput(["--today", "2026-11-30"]).split(separator: "\n")
    #expect(lines[1] == "⟦31m⟧Su⟦0m⟧ Mo Tu We Th Fr ⟦34m⟧Sa⟦0m⟧")
    #expect(lines[2] == " ⟦31m⟧1⟦0m⟧  2  3  4  5  6  ⟦34m⟧7⟦0m⟧")
    #expect(lines[6] == "⟦31m⟧29⟦0m⟧ ⟦7m⟧30⟦0m⟧               ")
  }

  @Test("today on a weekend is both its weekend colour and reverse video")
  func todayOnSunday() throws {
    let lines = try coloredOutput(["--today", "2026-11-01"]).split(separator: "\n")
    #expect(lines[2] == " ⟦31m⟧⟦7m⟧1⟦0m⟧  2  3  4  5  6  ⟦34m⟧7⟦0m⟧")
  }

  @Test("the date given as an argument is highlighted instead of today")
  func argumentDate() throws {
    let text = try coloredOutput(["25", "12", "2026"])
    #expect(text.contains("⟦7m⟧25⟦0m⟧"))
    #expect(!text.contains("⟦7m⟧30⟦0m⟧"))
  }

  @Test("today is highlighted in whichever month shows it")
  func todayInRange() throws {
    #expect(try coloredOutput(["-3", "12", "2026"]).contains("⟦7m⟧30⟦0m⟧"))
    #expect(try coloredOutput(["-y"]).contains("⟦7m⟧30⟦0m⟧"))
    #expect(try coloredOutput(["-j", "--today", "2026-11-30"]).contains("⟦7m⟧334⟦0m⟧"))
  }

  @Test("--week=N highlights week N's number")
  func highlightedWeek() throws {
    let text = try coloredOutput(["--week=40", "10", "2013"])
    #expect(text.contains("⟦7m⟧40⟦0m⟧"))
    #expect(!text.contains("⟦7m⟧41⟦0m⟧"))
  }

  @Test("another theme changes only the codes")
  func theme() throws {
    var theme = Theme()
    theme.today = "4"
    theme.sunday = ""
    theme.header = "1"
    let lines = try coloredOutput(["--today", "2026-11-30"], theme: theme).split(separator: "\n")
    #expect(lines[1] == "⟦1m⟧Su⟦0m⟧ ⟦1m⟧Mo⟦0m⟧ ⟦1m⟧Tu⟦0m⟧ ⟦1m⟧We⟦0m⟧ ⟦1m⟧Th⟦0m⟧ ⟦1m⟧Fr⟦0m⟧ ⟦1m⟧⟦34m⟧Sa⟦0m⟧")
    #expect(lines[6] == "29 ⟦4m⟧30⟦0m⟧               ")
  }

  /// Every reference case in colour, with the escapes taken out, is the plain output: colour
  /// never moves a column.
  @Test("colour adds escapes and nothing else", arguments: ReferenceCase.all.filter(\.isPlainLocale))
  func colourChangesNoColumn(_ reference: ReferenceCase) throws {
    let shown = try request(["--today", reference.today] + reference.arguments)
    let colored = renderCalendar(shown, names: .posix, style: Style(isEnabled: true)).text
    expectSameLines(withoutEscapes(colored), reference.expected, reference.identifier)
    // Escapes wrap digits and names, never padding.
    let visibleText = colored.replacingEscapes()
    #expect(!visibleText.contains(" ⟦0m⟧"), "coloured text ends with a space in \(reference.identifier)")
    for opening in ["⟦7m⟧ ", "⟦31m⟧ ", "⟦34m⟧ "] {
      #expect(!visibleText.contains(opening), "coloured text starts with a space in \(reference.identifier)")
    }
  }

  // Columns: mode, is a terminal, NO_COLOR, TERM, terminfo colours, terminal-colors.d disables, colour expected.
  @Test(arguments: [
    (ColorMode.auto, true, nil, "xterm-256color", 256, false, true),
    (.unspecified, true, nil, "xterm-256color", 256, false, true),
    (.unspecified, true, nil, "xterm-256color", 256, true, false),
    (.auto, true, nil, "xterm-256color", 256, true, true),
    (.always, true, nil, "xterm-256color", 256, true, true),
    (.auto, false, nil, "xterm", 8, false, false),
    (.auto, true, "1", "xterm", 8, false, false),
    (.auto, true, "", "xterm", 8, false, true),
    (.auto, true, nil, "dumb", 8, false, false),
    (.auto, true, nil, nil, nil, false, false),
    (.unspecified, true, nil, "vt100", nil, false, false),
    (.unspecified, true, nil, "xterm-mono", 1, false, false),
    (.always, false, "1", "dumb", nil, false, true),
    (.never, true, nil, "xterm", 8, false, false),
  ] as [(ColorMode, Bool, String?, String?, Int?, Bool, Bool)])
  func decision(
    mode: ColorMode, isTerminal: Bool, noColor: String?, term: String?, colors: Int?, disabled: Bool,
    expected: Bool
  ) {
    #expect(
      shouldColor(
        mode: mode, isTerminal: isTerminal, noColor: noColor, term: term, terminalColorCount: { colors },
        colorsDisabled: { disabled }) == expected)
  }

  @Test("off a terminal, neither terminfo nor terminal-colors.d is read")
  func lazyReading() {
    var reads = 0
    let colored = shouldColor(
      mode: .unspecified, isTerminal: false, noColor: nil, term: nil,
      terminalColorCount: { reads += 1; return 256 }, colorsDisabled: { reads += 1; return false })
    #expect(!colored)
    #expect(reads == 0)
  }

  @Test("plain style writes no escape at all")
  func plainStyle() {
    #expect(Style.plain.start("7", "31") == "")
    #expect(Style.plain.end("7") == "")
    #expect(Style(isEnabled: true).start("", "") == "")
    #expect(Style(isEnabled: true).end("", "") == "")
  }
}

// Tests of browserScreen.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("browserScreen")
struct BrowserScreenTests {
  /// The terminal size most tests draw on.
  let standardSize = ScreenSize(rows: 24, columns: 80)

  @Test("the calendar from the top left, each line cleared, and the key help on the last row")
  func frame() throws {
    let shown = try request(["-i", "-f"])
    let state = BrowserState(request: shown).handling(.right)
    let screen = browserScreen(state, request: shown, names: .posix, style: .plain, size: standardSize)
    let calendar = renderCalendar(state.request(showing: shown), names: .posix).text
    let body = calendar.split(separator: "\n").map { $0 + "\u{1B}[K\r\n" }.joined()
    #expect(screen == "\u{1B}[H" + body + "\u{1B}[J\u{1B}[24;1HDecember 2026   \(browserKeyHelp)\u{1B}[K")
    #expect(calendar.hasPrefix("    December 2026   \nSu Mo Tu We Th Fr Sa\n29 30  1  2"))
  }

  @Test("a small terminal: the calendar is cut to the rows above the help, the help to the width")
  func smallTerminal() throws {
    let shown = try request(["-i"])
    let screen = browserScreen(
      BrowserState(request: shown), request: shown, names: .posix, style: .plain,
      size: ScreenSize(rows: 4, columns: 20))
    #expect(screen.components(separatedBy: "\r\n").count == 4)
    #expect(screen.hasSuffix("\u{1B}[4;1HNovember 2026   Left\u{1B}[K"))
  }

  // Columns: command line, terminal size.
  @Test(
    "many months: the screen shows what the whole layout would, cut to the screen",
    arguments: [
      (["-i", "-n", "60"], ScreenSize(rows: 24, columns: 80)),
      (["-i", "-n", "60", "-v", "-w"], ScreenSize(rows: 30, columns: 100)),
      (["-i", "-n", "60", "-j", "--columns", "auto"], ScreenSize(rows: 50, columns: 200)),
      (["-i", "-n", "300", "-v", "--columns", "100"], ScreenSize(rows: 6, columns: 1000)),
    ])
  func manyMonths(arguments: [String], size: ScreenSize) throws {
    let shown = try request(arguments)
    let state = BrowserState(request: shown)
    let screen = browserScreen(state, request: shown, names: .posix, style: .plain, size: size)
    let whole = renderCalendar(shown, names: .posix, terminal: TerminalInfo(isTerminal: true, width: size.columns))
    // What the terminal shows: lines cut at its width (auto-wrap is off), the rows above the help.
    let expected = whole.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(size.rows - 1)
      .map { String($0.prefix(size.columns)) }
    let body = try #require(screen.dropFirst(3).components(separatedBy: "\u{1B}[J").first)
    let shownLines = body.components(separatedBy: "\u{1B}[K\r\n").dropLast().map { String($0.prefix(size.columns)) }
    #expect(shownLines == expected)
  }

  @Test("colour: the layout's colours, and the help line in reverse video")
  func colour() throws {
    let shown = try request(["-i", "--color=always"])
    let screen = browserScreen(
      BrowserState(request: shown), request: shown, names: .posix, style: Style(isEnabled: true),
      size: ScreenSize(rows: 24, columns: 80))
    #expect(screen.contains("\u{1B}[7m30\u{1B}[0m"))
    #expect(screen.contains("\u{1B}[24;1H\u{1B}[7mNovember 2026   Left/Right month"))
  }

  @Test("? replaces the calendar with the list of keys")
  func keyList() throws {
    let shown = try request(["-i"])
    let state = BrowserState(request: shown).handling(.character("?"))
    let screen = browserScreen(state, request: shown, names: .posix, style: .plain, size: standardSize)
    #expect(screen.contains("previous month"))
    #expect(!screen.contains("Su Mo Tu"))
  }

  @Test("-3 and the terminal's width: three months side by side on 80 columns, one on 40")
  func width() throws {
    let shown = try request(["-i", "-3"])
    let state = BrowserState(request: shown)
    let wide = browserScreen(
      state, request: shown, names: .posix, style: .plain, size: ScreenSize(rows: 40, columns: 80))
    let wideTitles = wide.components(separatedBy: "\r\n")[0]
    #expect(wideTitles.contains("October 2026") && wideTitles.contains("December 2026"))
    let narrow = browserScreen(
      state, request: shown, names: .posix, style: .plain, size: ScreenSize(rows: 40, columns: 40))
    let narrowTitles = narrow.components(separatedBy: "\r\n")[0]
    #expect(narrowTitles.contains("October 2026") && !narrowTitles.contains("November 2026"))
  }
}

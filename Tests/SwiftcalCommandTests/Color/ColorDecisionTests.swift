// Tests of Style(mode:isTerminal:environment:colorFiles:): the colour decision and what it reads.

import Testing

@testable import SwiftcalCommand

@Suite("The colour decision")
struct ColorDecisionTests {
  /// The colour files of a system whose terminals all have 256 colours and no terminal-colors.d.
  static var files: ColorFiles {
    ColorFiles(terminalColorCount: { _ in 256 }, selection: { _ in nil }, scheme: { _ in [:] })
  }

  /// The style for `mode` and `environment`, and the variables the decision read.
  func decided(_ mode: ColorMode, isTerminal: Bool, _ environment: [String: String]) -> (Style, [String]) {
    var read: [String] = []
    let style = Style(
      mode: mode, isTerminal: isTerminal,
      environment: { name in
        read.append(name)
        return environment[name]
      }, colorFiles: ColorDecisionTests.files)
    return (style, read)
  }

  @Test("off a terminal, auto is plain and reads nothing")
  func pipe() {
    let (style, read) = decided(.auto, isTerminal: false, ["SWIFTCAL_COLORS": "today=1"])
    #expect(style == .plain)
    #expect(read.isEmpty)
  }

  @Test("always colours a pipe, in the theme SWIFTCAL_COLORS describes")
  func always() {
    let (style, read) = decided(.always, isTerminal: false, ["SWIFTCAL_COLORS": "today=1", "NO_COLOR": "1"])
    #expect(style.isEnabled)
    #expect(style.theme.today == "1")
    #expect(read == ["SWIFTCAL_COLORS"])
  }

  // Columns: NO_COLOR, TERM, whether a terminal is coloured.
  @Test(
    "on a terminal, NO_COLOR (not empty) and TERM=dumb turn auto off",
    arguments: [
      (nil, nil, true), ("", "xterm", true), ("1", "xterm", false), (nil, "dumb", false), (nil, "xterm", true),
    ] as [(String?, String?, Bool)])
  func terminal(noColor: String?, term: String?, isColored: Bool) {
    var environment: [String: String] = [:]
    environment["NO_COLOR"] = noColor
    environment["TERM"] = term
    let (style, _) = decided(.auto, isTerminal: true, environment)
    #expect(style.isEnabled == isColored)
    #expect(decided(.never, isTerminal: true, environment).0 == .plain)
  }
}

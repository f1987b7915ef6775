// The fuzz target's invariants of the month browser: keys, clicks, go-to text and its hold on the terminal.

import CalendarCore
@testable import SwiftcalCommand

extension FuzzCase {
  /// The month browser's invariants while it takes the typed keys: the selected day never leaves
  /// the months it allows and is one of the months shown, and every screen ends with the status
  /// bar on the last row.
  func browserFailures(_ request: Request) -> [String] {
    let size = ScreenSize(rows: screenRows, columns: terminal.width)
    let style = Style(isEnabled: true, theme: Theme(colorSettings: environment["SWIFTCAL_COLORS"] ?? ""))
    var decoder = KeyDecoder()
    var state = BrowserState(request: request, names: names)
    var failures: [String] = []
    // Mouse reports among the bytes click on the screen drawn before them.
    var frame: BrowserFrame?
    // The terminal taken over as TerminalBrowser takes it: Ctrl-Z gives it back and takes it again.
    var session = TerminalScreenSession()
    var written = FuzzCase.carriedOut(session.start())
    var keys = Array((decoder.keys(from: typed) + decoder.flush()).prefix(32))
    for text in goToTexts.prefix(4) {
      var promptDecoder = KeyDecoder()
      keys += [.character("g")] + (promptDecoder.keys(from: text) + promptDecoder.flush()).prefix(24) + [.enter]
    }
    for (position, key) in keys.enumerated() {
      if key == .suspend { written += FuzzCase.carriedOut(session.suspend() + session.resume()) }
      let wasTyping = state.goTo != nil
      state = state.handling(key, frame: frame)
      if let prompt = state.goTo, let error = prompt.error {
        failures += FuzzCase.lineFailures(error.description, what: "go-to message")
      }
      let shown = state.shownMonths.first...state.shownMonths.last
      if !BrowserState.allowedMonths.contains(state.month) || !shown.contains(state.month) {
        failures.append("browser at \(state.month), outside \(BrowserState.allowedMonths) or \(state.shownMonths)")
      }
      if !request.reform.isValid(state.selected) { failures.append("browser on \(state.selected), not a day") }
      if state.isFinished { break }
      // A key typed at the prompt changes the status bar only: the screen is checked once Enter is.
      if wasTyping, let prompt = state.goTo, prompt.error == nil { continue }
      // Screens are checked after every fourth key, the last, and before a click (which needs the
      // screen it lands on): a screen of a year takes the fuzzer milliseconds to draw.
      let isBeforeClick = position + 1 < keys.count && { if case .mouse = keys[position + 1] { true } else { false } }()
      guard position % 4 == 3 || position == keys.count - 1 || isBeforeClick else { continue }
      let drawn = browserFrame(state, request: request, names: names, style: style, size: size)
      frame = drawn
      if !drawn.text.hasSuffix("\u{1B}[0m") { failures.append("browser screen without its status bar") }
      written += drawn.text
      // Room for the status bar and for the widest number, `-j`'s three digits, with a column to spare; the
      // key list and the day's event list (`e`) take the place of the months.
      if size.rows > 1, size.columns >= 4, !state.showsKeys, !state.showsEvents,
        !drawn.regions.contains(where: { $0.target == .day(state.selected) })
      {
        failures.append("browser screen \(size.rows)x\(size.columns) without the selected day \(state.selected)")
      }
    }
    written += FuzzCase.carriedOut(session.end())
    failures += FuzzCase.sessionFailures(written, session: session)
    return failures
  }

  /// What the edge writes to the terminal for `steps`, with the modes set as `⟦raw⟧` and `⟦saved⟧`.
  static func carriedOut(_ steps: [TerminalScreenSession.Step]) -> String {
    steps.map {
      switch $0 {
      case .setRawModes: return "⟦raw⟧"
      case .setSavedModes: return "⟦saved⟧"
      case .write(let text): return text
      }
    }.joined()
  }

  /// The invariants of the browser's hold on the terminal once it has ended: the screen was
  /// taken, and the last things done were writing the restore sequence and setting the saved modes.
  static func sessionFailures(_ written: String, session: TerminalScreenSession) -> [String] {
    let enter = TerminalScreenSession.enterSequence, restore = TerminalScreenSession.restoreSequence
    guard written.hasPrefix("⟦raw⟧" + enter) else { return ["browser did not take the terminal first"] }
    guard written.hasSuffix(restore + "⟦saved⟧") else { return ["browser ended without restoring the terminal"] }
    guard !session.isActive, session.hasEnded else { return ["browser session still active after its end"] }
    return []
  }
}

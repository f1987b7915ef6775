// browserScreen: the bytes that draw the month browser's screen, and its key help.

import CalendarCore

/// The bytes that draw the browser's whole screen for `state`: the calendar (or the list of
/// keys) from the top left, and one line of key help at the bottom.
///
/// Every line is cleared to its end and the rest of the screen below the calendar erased, so a
/// frame never shows what the one before left. Lines are ended with CR LF because raw mode turns
/// off the terminal's own newline translation; lines wider than the screen are clipped by the
/// terminal (`TerminalBrowser` turns off auto-wrap).
/// - Parameters:
///   - state: where the browser is.
///   - request: the request the browser was started with (layout options, colour mode).
///   - names: the locale's names.
///   - style: the colours, or `.plain`.
///   - size: the terminal's size.
package func browserScreen(
  _ state: BrowserState, request: Request, names: LocaleNames, style: Style, size: ScreenSize
) -> String {
  let body: [String]
  if state.showsKeys {
    body = browserKeyList
  } else {
    var shown = state.request(showing: request)
    // Only months that can reach the screen are laid out, so that `-i -n 120000` redraws at once:
    // a block is at least 8 lines tall and 19 columns wide with its gutter (18 and 1 with -v).
    let visibleLimit = (size.rows / 8 + 1) * (size.columns / 19 + 1)
    if !state.showsWholeYear && shown.months.count > visibleLimit {
      shown.months = MonthRange(first: shown.months.first, count: visibleLimit)
    }
    let text = renderCalendar(
      shown, names: names, style: style, terminal: TerminalInfo(isTerminal: true, width: size.columns)
    ).text
    body = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
  var screen = "\u{1B}[H"
  for line in body.prefix(max(size.rows - 1, 0)) {
    screen += line + "\u{1B}[K\r\n"
  }
  screen += "\u{1B}[J"
  let title = "\(names.monthName(state.month.month)) \(yearTitle(of: state.month, request: request, names: names))"
  let help = truncated("\(title)   \(browserKeyHelp)", toWidth: max(size.columns, 0))
  screen += "\u{1B}[\(max(size.rows, 1));1H" + style.start(.reverseVideo) + help + style.end(.reverseVideo) + "\u{1B}[K"
  return screen
}

/// The one line of key help at the bottom of the screen.
let browserKeyHelp = "Left/Right month   Up/Down year   t today   ? keys   q quit"

/// What `?` shows.
let browserKeyList = [
  "Keys",
  "",
  "  Left   h     previous month",
  "  Right  l     next month",
  "  Up     k     previous year",
  "  Down   j     next year",
  "  t            today's month",
  "  ?            show or hide these keys",
  "  q  Esc  Ctrl-C   quit",
]

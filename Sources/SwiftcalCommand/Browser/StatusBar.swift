// statusBar: the browser's bottom line: the selected day, its facts, and the controls, fitted to the width.

import CalendarCore

/// A control drawn on the status bar: a click on its columns does what its key does.
struct StatusControl: Hashable, Sendable {
  /// The columns it takes, from 0.
  var columns: Range<Int>
  /// The key a click stands for.
  var key: BrowserKey
}

/// Whether the locale's month names are English (the `C` locale's, or an English locale's), so
/// that the browser's own words may be English too; elsewhere it uses the locale's names and
/// symbols only, never an English sentence among Japanese names.
func usesEnglishWords(_ names: LocaleNames) -> Bool { names.monthNames == LocaleNames.posix.monthNames }

/// The selected day in the locale's words: its weekday, day, month name and year (as the
/// calendar's titles name years, eras included).
func selectedDayTitle(_ state: BrowserState, request: Request, names: LocaleNames) -> String {
  let weekday = state.reform.weekday(of: state.selected)
  let year = yearTitle(of: state.month, request: request, names: names)
  let civil = "\(names.abbreviation(of: weekday)) \(state.selected.day) \(names.monthName(state.month.month)) \(year)"
  // With `--main-calendar`, the day in that calendar first, as its grid names it (۱۴ آذر ۱۴۰۵), then the civil one.
  guard let system = state.mainCalendar, let month = state.selectedMainMonth else { return civil }
  let words = CalendarDateWords(
    words: LocaleWords(language: request.dateLanguage), digits: request.digits, script: CalendarLabelScript(names: names))
  let date = month.date(ofJulianDay: state.reform.julianDay(of: state.selected))
  return words.label(of: date, in: system) + " · " + civil
}

/// The status bar for `width` columns, and its controls.
///
/// In full: `<` and `>` (a month back and on) around the selected day, the labels of its
/// marks, its holidays (`--holidays`), its dates in the `--calendar` calendars (`12 Tevet 5787`) and its moon phase with
/// `--moon` (`Full moon 01:28`) and its events (`--ics`: `09:30 Standup`), in that order, and on the right the keys `t`, `g`, `?` and `q`
/// with their words (English locales) or alone. When that is too wide it shortens step by step:
/// `g`, `t` and `?` go, then the
/// labels are cut, then the day becomes `YYYY-MM-DD`, then the arrows go; `q` stays while it fits.
/// The go-to prompt replaces all of it while it is open.
func statusBar(_ state: BrowserState, request: Request, names: LocaleNames, width: Int) -> (
  text: String, controls: [StatusControl]
) {
  let isEnglish = usesEnglishWords(names)
  if let prompt = state.goTo {
    var text = (isEnglish ? "Go to: " : "g: ") + prompt.text
    // The cursor: a space in normal video in the reversed bar.
    let cursor = "\u{1B}[27m \u{1B}[7m"
    var error = ""
    if let failure = prompt.error { error = "  " + (isEnglish ? failure.description : "\u{2717}") }
    text = truncated(text, toWidth: max(width - 1, 0))
    let used = graphemeWidth(text) + 1
    return (text + cursor + truncated(error, toWidth: max(width - used, 0)), [])
  }
  let facts = request.facts.facts(onDay: state.reform.julianDay(of: state.selected), reform: state.reform)
  // All the legend lists, and the other calendars' dates, which a day's cell shows only in part.
  let shownKinds = DayFactKinds.legend.union(.calendarDate)
  let labels = facts.filter { shownKinds.contains($0.kind.asSet) && !$0.label.isEmpty }.map(\.label)
  var shownLabels: [String] = []
  for label in labels where !shownLabels.contains(label) { shownLabels.append(label) }
  let words: [(key: BrowserKey, text: String)] = [
    (.character("t"), isEnglish ? "t today" : "t"),
    (.character("g"), isEnglish ? "g go to" : "g"),
    (.character("?"), isEnglish ? "? keys" : "?"),
    (.character("q"), isEnglish ? "q quit" : "q"),
  ]
  let fullTitle = selectedDayTitle(state, request: request, names: names)
  // Each attempt: whether the arrows show, the title, the labels' text, the controls kept.
  let labelText = shownLabels.joined(separator: "; ")
  var attempts: [(arrows: Bool, title: String, labels: String, kept: [Int])] = [
    (true, fullTitle, labelText, [0, 1, 2, 3]),
    (true, fullTitle, labelText, [0, 2, 3]),
    (true, fullTitle, labelText, [2, 3]),
    (true, fullTitle, labelText, [3]),
  ]
  attempts.append((true, fullTitle, "", [3]))
  attempts.append((true, state.selected.description, "", [3]))
  attempts.append((false, state.selected.description, "", [3]))
  attempts.append((false, state.selected.description, "", []))
  for (index, attempt) in attempts.enumerated() {
    var left = attempt.arrows ? "< " + attempt.title + " >" : attempt.title
    let right = attempt.kept.map { words[$0].text }.joined(separator: "  ")
    let rightWidth = graphemeWidth(right)
    let leftWidth = graphemeWidth(left)
    var labelWidth = 0
    if !attempt.labels.isEmpty {
      // The labels take what the rest leaves, cut when they must be.
      let room = width - leftWidth - 2 - (rightWidth > 0 ? rightWidth + 2 : 0)
      if room < 4 { continue }
      let cut = truncated(attempt.labels, toWidth: room)
      // Labels are cut only once the controls but `q` have gone: a date in another calendar or a
      // moon phase says more than `g go to`.
      if cut != attempt.labels && attempt.kept.count > 1 { continue }
      left += "  " + cut
      labelWidth = 2 + graphemeWidth(cut)
    }
    let total = leftWidth + labelWidth + (rightWidth > 0 ? rightWidth + 2 : 0)
    guard total <= width || index == attempts.count - 1 else { continue }
    var controls: [StatusControl] = []
    if attempt.arrows {
      controls.append(StatusControl(columns: 0..<1, key: .pageUp(isShifted: false)))
      controls.append(StatusControl(columns: (leftWidth - 1)..<leftWidth, key: .pageDown(isShifted: false)))
    }
    let gap = max(width - leftWidth - labelWidth - rightWidth, 2)
    var column = leftWidth + labelWidth + gap
    for place in attempt.kept {
      let wordWidth = graphemeWidth(words[place].text)
      controls.append(StatusControl(columns: column..<(column + wordWidth), key: words[place].key))
      column += wordWidth + 2
    }
    let line = left + String(repeating: " ", count: rightWidth > 0 ? gap : 0) + right
    let fitted = truncated(line, toWidth: max(width, 0))
    let fittedWidth = graphemeWidth(fitted)
    return (
      fitted + String(repeating: " ", count: max(width - fittedWidth, 0)),
      controls.filter { $0.columns.upperBound <= fittedWidth }
    )
  }
  return ("", [])
}

// browserKeyList: what `?` shows: every key of the browser, with the day it goes to from the selected one.

import CalendarCore

/// The list of keys `?` shows: each key, what it does in English locales, and the day it goes
/// to from the selected day in the locale's words, so that in every locale the list says what
/// the keys do without an English sentence.
/// - Parameter listsEvents: whether `e` is listed, as it is when the calendar shows events (`--ics`).
func browserKeyList(_ state: BrowserState, names: LocaleNames, listsEvents: Bool = false) -> [String] {
  let isEnglish = usesEnglishWords(names)
  func day(after key: BrowserKey) -> String {
    let moved = state.handling(key)
    return "\(names.abbreviation(of: state.reform.weekday(of: moved.selected))) \(moved.selected.day) "
      + "\(names.monthName(moved.selected.month)) \(zeroPaddedYear(moved.selected.year))"
  }
  // Each row: the keys, the English words, what the row shows in every locale.
  var rows: [(keys: String, words: String, shown: String)] = [
    ("\u{2190}  h", "previous day", day(after: .left)),
    ("\u{2192}  l", "next day", day(after: .right)),
    ("\u{2191}  k", "previous week", day(after: .up)),
    ("\u{2193}  j", "next week", day(after: .down)),
    ("PgUp  p", "previous month", day(after: .pageUp(isShifted: false))),
    ("PgDn  n", "next month", day(after: .pageDown(isShifted: false))),
    ("Shift-PgUp  P", "previous year", day(after: .pageUp(isShifted: true))),
    ("Shift-PgDn  N", "next year", day(after: .pageDown(isShifted: true))),
    ("Home", "first day of the month", day(after: .home)),
    ("End", "last day of the month", day(after: .end)),
    ("t", "today", day(after: .character("t"))),
    ("g", "go to a date", "2027-03-15  2027-03  \(names.monthName(3)) 2027"),
    ("Enter", "choose the day: print it, end", state.selected.description),
    ("mouse", "click a day; wheel: month", "< >"),
    ("Ctrl-Z", "suspend (fg resumes)", ""),
    ("?", "show or hide these keys", ""),
    ("q  Esc  Ctrl-C", "quit", ""),
  ]
  if listsEvents { rows.insert(("e", "the day's events in full", ""), at: rows.count - 3) }
  let keyWidth = rows.map { displayWidth($0.keys) }.max()! + 2
  let wordsWidth = rows.map { displayWidth($0.words) }.max()! + 2
  var lines = isEnglish ? ["Keys", ""] : []
  for row in rows {
    var line = row.keys + String(repeating: " ", count: keyWidth - displayWidth(row.keys))
    if isEnglish { line += row.words + String(repeating: " ", count: wordsWidth - displayWidth(row.words)) }
    line += row.shown
    while line.hasSuffix(" ") { line.removeLast() }
    lines.append(line)
  }
  return lines
}

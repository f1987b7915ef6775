// BrowserState: where the month browser is, and what each key does to it.

import CalendarCore
import FileFormats

/// Where the month browser (`-i`) is and what a key does to it: a value and a pure function, so
/// that every move is tested without a terminal.
///
/// The browser shows the months the command line selected (one, `-3`, `-n N`, `-y`) and a
/// selected day among them. The keys move the selected day; when it leaves the months shown,
/// they follow it (the whole year with `-y`, the fewest months otherwise).
package struct BrowserState: Hashable, Sendable {
  /// The selected day: what the keys move and Enter chooses.
  package var selected: CivilDate
  /// The first month shown (January of the selected day's year with `-y`).
  package var firstShownMonth: YearMonth
  /// Whether the list of keys is shown instead of the calendar (`?`).
  package var showsKeys = false
  /// Whether the selected day's events are listed in full instead of the calendar (`e`).
  package var showsEvents = false
  /// The go-to prompt on the status line (`g`), while it is open.
  package var goTo: GoToPrompt?
  /// Whether the user has quit or chosen a day.
  package var isFinished = false
  /// The day chosen with Enter, which ends the browser; `nil` when it was quit.
  package var chosenDate: CivilDate?
  /// The day `t` returns to.
  package let today: CivilDate
  /// The calendar rules the days move by.
  package let reform: Reform
  /// How many months are shown (with `--main-calendar -y`, as many as the selected day's year has).
  package var shownCount: Int
  /// Whether the shown months are the selected day's whole year (`-y`).
  package let showsWholeYear: Bool
  /// The place among the months shown of the month the command line named (1, the middle one,
  /// for `-3`), where a jump of more than a month puts the selected day's month.
  package var focusOffset: Int
  /// The locale's names, for month names typed at the go-to prompt.
  package let names: LocaleNames
  /// The calendar whose months are shown (`--main-calendar`), if not the civil one: then the keys move by its
  /// months, from `firstShownMainMonth` (`BrowserState+MainCalendar.swift`).
  package let mainCalendar: CalendarSystem?
  /// The first of `mainCalendar`'s months shown.
  package var firstShownMainMonth = CalendarMonthSpan(year: 0, month: 0, firstJulianDay: 0, dayCount: 0)
  /// The last of `mainCalendar`'s months shown: kept with the first, as the civil months' range is, so that no key
  /// walks all the months shown (`-n 3434`) to find it.
  package var lastShownMainMonth = CalendarMonthSpan(year: 0, month: 0, firstJulianDay: 0, dayCount: 0)

  /// The month of the selected day.
  package var month: YearMonth { selected.yearMonth }

  /// The state a browser of `request` starts in: the day the command line named; else today
  /// when it falls in the month named (this month by default, the middle one of `-3`); else the
  /// 1st of that month.
  package init(request: Request, names: LocaleNames = .posix) {
    self.names = names
    mainCalendar = request.mainCalendar
    today = request.today
    reform = request.reform
    shownCount = request.months.count
    showsWholeYear = request.yearHeader != nil || request.mainYearHeader != nil
    // Compared with the ends: a range of millions of months is not searched.
    let shown = request.months.first...request.months.last
    // `-3 1 1` shows December of year 0, as cal does, but the selected day stays in year 1 or later.
    let firstAllowed = max(request.months.first, BrowserState.allowedMonths.lowerBound)
    let focus =
      request.focusMonth.flatMap { shown.contains($0) && BrowserState.allowedMonths.contains($0) ? $0 : nil }
      ?? (shown.contains(firstAllowed) ? firstAllowed : request.months.first)
    // `9 9 1752` names a day the 1752 reform skipped, which cal accepts and shows no day for.
    if let day = request.requestedDay, shown.contains(day.yearMonth), request.reform.isValid(day) {
      selected = day
    } else if request.today.yearMonth == focus, request.reform.isValid(request.today) {
      selected = request.today
    } else {
      selected = focus.firstDay
    }
    firstShownMonth = showsWholeYear ? YearMonth(year: selected.year, month: 1) : request.months.first
    focusOffset = request.months.first.months(to: focus)
    if mainCalendar != nil { startInMainCalendar(request) }
  }

  /// The months the selected day may be in: years 1 to `Limits.lastYear`.
  package static let allowedMonths = YearMonth(year: 1, month: 1)...YearMonth(year: Limits.lastYear, month: 12)

  /// The months shown, in order.
  package var shownMonths: MonthRange {
    if mainCalendar != nil {
      return .holding(
        daysFrom: firstShownMainMonth.firstJulianDay, through: lastShownMainMonth.lastJulianDay, reform: reform)
    }
    return showsWholeYear ? .year(selected.year) : MonthRange(first: firstShownMonth, count: shownCount)
  }

  /// The state after `key`. Arrows and `h`/`j`/`k`/`l` move the selected day by a day or a week;
  /// Page Up/Down and `p`/`n` by a month, with Shift or `P`/`N` by a year; Home and End to the
  /// month's first and last day; `t` to today; `g` opens the go-to prompt; Enter chooses the day;
  /// `?` shows or hides the keys; `e` the selected day's events; `q`, Escape and Ctrl-C quit, but that Escape
  /// closes the list of keys or of events when one is shown, as it closes the go-to prompt. A click on a day
  /// selects it, the wheel moves a month, a click on a control in `frame` does what its key does. A move that
  /// would leave the years swiftcal shows is ignored; any key but `?` hides the keys.
  /// - Parameters:
  ///   - key: the key, or the mouse report.
  ///   - frame: the screen drawn last, which says what a click lands on.
  package func handling(_ key: BrowserKey, frame: BrowserFrame? = nil) -> BrowserState {
    if goTo != nil { return handlingGoTo(key) }
    var next = self
    if key == .escape && (showsKeys || showsEvents) {
      next.showsKeys = false
      next.showsEvents = false
      return next
    }
    next.showsKeys = false
    next.showsEvents = false
    switch key {
    case .left, .character("h"): next.select(reform.date(selected, advancedByDays: -1))
    case .right, .character("l"): next.select(reform.date(selected, advancedByDays: 1))
    case .up, .character("k"): next.select(reform.date(selected, advancedByWeeks: -1))
    case .down, .character("j"): next.select(reform.date(selected, advancedByWeeks: 1))
    case .pageUp(isShifted: false), .character("p"): next.moveMonths(-1)
    case .pageDown(isShifted: false), .character("n"): next.moveMonths(1)
    case .pageUp(isShifted: true), .character("P"): next.moveMonths(-12)
    case .pageDown(isShifted: true), .character("N"): next.moveMonths(12)
    case .home where mainCalendar != nil, .end where mainCalendar != nil: next.selectMainMonthEnd(isLast: key == .end)
    case .home: next.select(month.firstDay)
    case .end:
      let lastDay = reform.lastDay(ofMonth: month.month, year: month.year)
      next.select(CivilDate(year: month.year, month: month.month, day: lastDay))
    case .character("t"): if reform.isValid(today) { next.select(today) }
    case .character("g"): next.goTo = GoToPrompt()
    case .enter:
      next.isFinished = true
      next.chosenDate = selected
    case .character("?"): next.showsKeys = !showsKeys
    case .character("e"): next.showsEvents = !showsEvents
    case .character("q"), .escape, .interrupt: next.isFinished = true
    case .mouse(let report): return handlingMouse(report, frame: frame)
    case .character, .other, .suspend, .backspace, .clearLine: break
    }
    return next
  }

  private func handlingMouse(_ report: MouseReport, frame: BrowserFrame?) -> BrowserState {
    var next = self
    switch report.action {
    case .wheelUp: next.moveMonths(-1)
    case .wheelDown: next.moveMonths(1)
    case .ignored: break
    case .click:
      switch frame?.target(row: report.row, column: report.column) {
      case .day(let date):
        next.showsKeys = false
        next.select(date)
      case .key(let key): return handling(key, frame: nil)
      case nil: break
      }
    }
    return next
  }

  /// The prompt's keys: characters typed, Backspace and Ctrl-U edit, Enter goes to the date or
  /// reports why it cannot, Escape closes the prompt, Ctrl-C quits.
  private func handlingGoTo(_ key: BrowserKey) -> BrowserState {
    var next = self
    guard var prompt = goTo else { return self }
    prompt.error = nil
    switch key {
    case .character(let character): prompt.text.append(character)
    case .backspace: if !prompt.text.isEmpty { prompt.text.removeLast() }
    case .clearLine: prompt.text = ""
    case .escape:
      next.goTo = nil
      return next
    case .interrupt:
      next.goTo = nil
      next.isFinished = true
      return next
    case .enter:
      switch goToDate(prompt.text) {
      case .success(let date):
        next.goTo = nil
        if let date { next.select(date) }
        return next
      case .failure(let error): prompt.error = error
      }
    default: break
    }
    next.goTo = prompt
    return next
  }

  /// The date the go-to prompt's `text` names, read as swiftcal reads its operands
  /// (`2027-03-15`, `15 3 2027`, `2027-03`, `march 2027`, `tomorrow`); a month alone keeps the
  /// selected day of the month, as far as the month has it. `nil` for empty text.
  package func goToDate(_ text: String) -> Result<CivilDate?, GoToError> {
    let words = text.split(separator: " ").map(String.init)
    if words.isEmpty { return .success(nil) }
    if let option = words.first(where: { $0.hasPrefix("-") }) { return .failure(.notADate(option)) }
    // `2027-03`: a year and a month, which the command line itself does not take as one word.
    var operands = words
    if words.count == 1, let parts = yearAndMonth(words[0]) { operands = [String(parts.month), String(parts.year)] }
    let command: Command
    do {
      command = try Invocation.parse(operands, today: today, names: names)
    } catch {
      return .failure(.invalid(error.description))
    }
    guard case .show(let request) = command else { return .failure(.notADate(text)) }
    let date: CivilDate
    if let day = request.requestedDay {
      date = day
    } else if let focus = request.focusMonth {
      date = reform.date(CivilDate(year: focus.year, month: focus.month, day: selected.day), advancedByMonths: 0)
    } else {
      return .failure(.notADate(text))
    }
    guard reform.isValid(date), BrowserState.allowedMonths.contains(date.yearMonth) else {
      return .failure(.notADate(text))
    }
    return .success(date)
  }

  /// Moves the selected day to `date` when it is in the years allowed, and the months shown with
  /// it: by a month when it steps just past them, as scrolling does; after a longer jump (a year,
  /// go-to, today) with its month where the command line's month was (the middle one of `-3`).
  mutating func select(_ date: CivilDate) {
    guard BrowserState.allowedMonths.contains(date.yearMonth), reform.isValid(date) else { return }
    if mainCalendar != nil {
      selectInMainCalendar(date)
      return
    }
    selected = date
    let month = date.yearMonth
    let offset = firstShownMonth.months(to: month)
    if showsWholeYear {
      firstShownMonth = YearMonth(year: date.year, month: 1)
    } else if offset == -1 {
      firstShownMonth = month
    } else if offset == shownCount {
      firstShownMonth = month.advanced(byMonths: -(shownCount - 1))
    } else if offset < 0 || offset > shownCount {
      // Kept within the years shown: the first month no earlier than January of year 1, the last
      // no later than December of the last year.
      let earliest = BrowserState.allowedMonths.lowerBound
      let latest = BrowserState.allowedMonths.upperBound.advanced(byMonths: -(shownCount - 1))
      let wanted = month.advanced(byMonths: -focusOffset)
      firstShownMonth = max(earliest, min(wanted, latest))
    }
  }

  /// Moves the selected day by `count` months, the day clamped to the month's days.
  private mutating func moveMonths(_ count: Int) {
    if mainCalendar != nil {
      moveMainMonths(count)
      return
    }
    let target = month.advanced(byMonths: count)
    guard BrowserState.allowedMonths.contains(target) else { return }
    select(reform.date(selected, advancedByMonths: count))
  }

  /// `base` showing the months shown now, today highlighted (the selected day is drawn by the
  /// browser itself).
  package func request(showing base: Request) -> Request {
    var shown = base
    shown.months = shownMonths
    shown.requestedDay = nil
    if mainCalendar != nil {
      showMainMonths(in: &shown)
    } else if showsWholeYear {
      shown.yearHeader = selected.year
    }
    return shown
  }
}

/// `YYYY-MM` split into its year and month, or `nil` when `word` is not that.
private func yearAndMonth(_ word: String) -> (year: Int, month: Int)? {
  let parts = word.split(separator: "-", omittingEmptySubsequences: false)
  guard parts.count == 2, parts[0].count >= 4, parts[1].count == 2, parts.allSatisfy(\.utf8.isDecimalDigits),
    let year = decimalInteger(parts[0]), let month = decimalInteger(parts[1]), year >= 1, (1...12).contains(month)
  else { return nil }
  return (year, month)
}

/// The go-to prompt (`g`) on the status line: what has been typed, and why the last entry was
/// refused.
package struct GoToPrompt: Hashable, Sendable {
  /// The text typed so far.
  package var text = ""
  /// Why the date entered could not be gone to, until the next key.
  package var error: GoToError?

  package init(text: String = "", error: GoToError? = nil) {
    self.text = text
    self.error = error
  }
}

/// Why a date typed at the go-to prompt was refused.
package enum GoToError: Error, Hashable, Sendable, CustomStringConvertible {
  /// swiftcal's own message for the operands.
  case invalid(String)
  /// Words that are not a date (an option, a range).
  case notADate(String)

  package var description: String {
    switch self {
    case .invalid(let message): return message
    case .notADate(let text): return "not a date: '\(text)'"
    }
  }
}

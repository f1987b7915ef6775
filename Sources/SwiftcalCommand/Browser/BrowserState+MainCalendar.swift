// BrowserState with --main-calendar: the months shown and the keys' moves in that calendar's months.

import CalendarCore

extension BrowserState {
  /// Starts on the day the command line named, else today when the month named shows it, else that month's first
  /// day, with the request's months of the main calendar shown.
  mutating func startInMainCalendar(_ request: Request) {
    firstShownMainMonth = request.mainFirstMonth
    lastShownMainMonth = request.mainFirstMonth
    shownCount = request.mainMonthCount
    var cache = CalendarCache()
    if let system = mainCalendar, let lastDay = request.mainDays?.upperBound,
      let last = system.monthSpan(containing: lastDay, cache: &cache)
    {
      lastShownMainMonth = last
    }
    // The place of the month named among those shown (1 for -3), counted in the calendar's months.
    focusOffset = 0
    var month = request.mainFirstMonth
    while month.lastJulianDay < request.mainFocusDay && focusOffset < shownCount, let next = mainMonth(1, from: month) {
      (month, focusOffset) = (next, focusOffset + 1)
    }
    let shown = request.mainDays ?? 0...(-1)
    let today = reform.julianDay(of: request.today)
    var focus = request.mainFocusDay
    if let system = mainCalendar {
      if let month = system.monthSpan(containing: focus, cache: &cache), month.contains(today) { focus = today }
    }
    if let day = request.requestedDay, shown.contains(reform.julianDay(of: day)) {
      selected = day
    } else if shown.contains(focus) {
      selected = reform.date(fromJulianDay: focus)
    } else if shown.contains(request.mainFirstMonth.firstJulianDay) {
      selected = reform.date(fromJulianDay: request.mainFirstMonth.firstJulianDay)
    }
  }

  /// The month of the main calendar holding the selected day.
  var selectedMainMonth: CalendarMonthSpan? {
    guard let mainCalendar else { return nil }
    var cache = CalendarCache()
    return mainCalendar.monthSpan(containing: reform.julianDay(of: selected), cache: &cache)
  }

  /// Cuts the main calendar's months `shown` shows to the rows of `perRow` months from the row holding the selected
  /// day's month, at most `limit` months (what `visibleRequest(_:request:names:size:)` lets a window show, as it cuts
  /// civil months): laid out whole, thousands of months (`-n 3434`) made every key lay out all of them.
  func cutMainMonths(of shown: inout Request, toAtMost limit: Int, perRow: Int) {
    guard let mainCalendar, shown.mainMonthCount > limit, let selectedMonth = selectedMainMonth else { return }
    var cache = CalendarCache()
    // The selected month's place among those shown, and the first month of its row, in one walk.
    var (month, index, first) = (shown.mainFirstMonth, 0, shown.mainFirstMonth)
    while index < shown.mainMonthCount - 1 && month.firstJulianDay < selectedMonth.firstJulianDay,
      let next = mainCalendar.monthSpan(after: month, cache: &cache)
    {
      (month, index) = (next, index + 1)
      if index % perRow == 0 { first = month }
    }
    let count = min((limit + perRow - 1) / perRow * perRow, shown.mainMonthCount - index / perRow * perRow)
    guard let last = mainMonth(count - 1, from: first) else { return }
    (shown.mainFirstMonth, shown.mainMonthCount) = (first, count)
    shown.mainDays = first.firstJulianDay...last.lastJulianDay
    shown.months = .holding(daysFrom: first.firstJulianDay, through: last.lastJulianDay, reform: reform)
  }

  /// The month `count` months of the main calendar from `month` (before it when negative), or `nil` past its range.
  func mainMonth(_ count: Int, from month: CalendarMonthSpan) -> CalendarMonthSpan? {
    guard let mainCalendar else { return nil }
    var cache = CalendarCache()
    var moved: CalendarMonthSpan? = month
    for _ in 0..<count.magnitude {
      guard let current = moved else { return nil }
      moved =
        count > 0
        ? mainCalendar.monthSpan(after: current, cache: &cache) : mainCalendar.monthSpan(before: current, cache: &cache)
    }
    return moved
  }

  /// Selects `date` and moves the months shown with it as `select(_:)` does for civil months: by a month when it
  /// steps just past them, after a longer jump with its month where the command line's was; with `-y` its year.
  mutating func selectInMainCalendar(_ date: CivilDate) {
    guard let mainCalendar else { return }
    var cache = CalendarCache()
    guard let month = mainCalendar.monthSpan(containing: reform.julianDay(of: date), cache: &cache) else { return }
    selected = date
    if showsWholeYear {
      guard let first = mainCalendar.monthSpan(year: month.year, month: mainCalendar.firstMonthOfYear, cache: &cache)
      else { return }
      (firstShownMainMonth, shownCount) = (first, 1)
      var last = first
      while let next = mainCalendar.monthSpan(after: last, cache: &cache), next.year == first.year {
        (last, shownCount) = (next, shownCount + 1)
      }
      lastShownMainMonth = last
      return
    }
    if month.firstJulianDay >= firstShownMainMonth.firstJulianDay,
      month.lastJulianDay <= lastShownMainMonth.lastJulianDay
    {
      return
    }
    if month.lastJulianDay + 1 == firstShownMainMonth.firstJulianDay {
      firstShownMainMonth = month
      lastShownMainMonth = mainCalendar.monthSpan(before: lastShownMainMonth, cache: &cache) ?? month
    } else if month.firstJulianDay == lastShownMainMonth.lastJulianDay + 1 {
      lastShownMainMonth = month
      firstShownMainMonth = mainCalendar.monthSpan(after: firstShownMainMonth, cache: &cache) ?? month
    } else {
      // A jump: one walk over the months shown, where a step walks none.
      firstShownMainMonth = mainMonth(-focusOffset, from: month) ?? month
      lastShownMainMonth = firstShownMainMonth
      for _ in 1..<max(shownCount, 1) {
        guard let next = mainCalendar.monthSpan(after: lastShownMainMonth, cache: &cache) else { break }
        lastShownMainMonth = next
      }
    }
  }

  /// Moves the selected day by `count` months of the main calendar (by a year of it for ±12: the same month of the
  /// year before or after, where it has one), the day clamped to the month's days.
  mutating func moveMainMonths(_ count: Int) {
    guard let mainCalendar, let month = selectedMainMonth else { return }
    var cache = CalendarCache()
    var target: CalendarMonthSpan?
    if count.magnitude == 12 {
      target = mainCalendar.monthSpan(year: month.year + count.signum(), month: month.month, cache: &cache)
    }
    guard let target = target ?? mainMonth(count, from: month) else { return }
    let day = min(reform.julianDay(of: selected) - month.firstJulianDay, target.dayCount - 1)
    select(reform.date(fromJulianDay: target.firstJulianDay + day))
  }

  /// Selects the first day of the selected day's month of the main calendar, or its last when `isLast` (Home, End).
  mutating func selectMainMonthEnd(isLast: Bool) {
    guard let month = selectedMainMonth else { return }
    select(reform.date(fromJulianDay: isLast ? month.lastJulianDay : month.firstJulianDay))
  }

  /// Sets `request`'s main calendar months to those shown.
  func showMainMonths(in request: inout Request) {
    request.mainFirstMonth = firstShownMainMonth
    request.mainMonthCount = shownCount
    request.mainDays = firstShownMainMonth.firstJulianDay...lastShownMainMonth.lastJulianDay
    request.mainYearHeader = showsWholeYear ? firstShownMainMonth.year : nil
  }
}

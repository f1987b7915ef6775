// PageMonth's months of another calendar (--main-calendar): their grids, facts, captions and the page's title.

import CalendarCore

extension PageMonth {
  /// Calls `body` with each month of `system` that `request` shows (`mainMonthCount` of them from `mainFirstMonth`),
  /// in order, until it returns `false`: its grid of 42 days from the week holding its first day, the facts on those
  /// days, and its caption in the locale's words as the text's titles name it (`Farvardin 1405 SH`, `فروردین ۱۴۰۵`,
  /// `丙午年 正月`), under a year's heading (`-y`) its name alone.
  static func forEachMonth(
    of system: CalendarSystem, in request: Request, names: LocaleNames, _ body: (PageMonth) -> Bool
  ) {
    let words = otherCalendarWords(of: system, in: request, names: names)
    let calendarDays = PageCalendarDays(system, request: request, names: names)
    var (factCache, calendarCache) = (DayFactCache(), CalendarCache())
    let today = request.reform.julianDay(of: request.today)
    var month = request.mainFirstMonth
    // The month before numbers the leading adjacent cells.
    var previousDayCount = system.monthSpan(before: month, cache: &calendarCache)?.dayCount ?? 30
    for position in 0..<request.mainMonthCount {
      if position > 0 {
        previousDayCount = month.dayCount
        month = system.monthSpan(after: month, cache: &calendarCache) ?? month
      }
      let grid = CalendarMonthGrid(
        month, previousDayCount: previousDayCount, firstWeekday: request.firstWeekday, todayJulianDay: today,
        weekend: request.weekend)
      let days = grid.julianDays
      let facts = request.facts.index(
        ofDaysFrom: days.lowerBound, through: days.upperBound, reform: request.reform, cache: &factCache)
      let caption =
        request.mainYearHeader == nil ? words.title(from: month, to: month, width: Int.max) : words.name(of: month)
      let page = PageMonth(
        grid: .calendar(PageCalendarCells(grid: grid, reform: request.reform, days: calendarDays)), facts: facts,
        caption: caption, weekNumbers: nil)
      guard body(page) else { return }
    }
  }

  /// The title of a page of `system`'s months: with `-y` the calendar's year in the locale's words (`1405 SH`,
  /// `۱۴۰۵`, `תשפ״ז`, `丙午年`), else the first month shown, or the first and last, as their captions name them.
  static func title(of system: CalendarSystem, in request: Request, names: LocaleNames) -> String {
    guard request.mainMonthCount > 0 else { return "" }
    let words = otherCalendarWords(of: system, in: request, names: names)
    let first = request.mainFirstMonth
    if request.mainYearHeader != nil {
      var title = OtherCalendarTitle()
      words.writeYearTitle(from: first, to: first, into: &title)
      return title.text
    }
    let firstTitle = words.title(from: first, to: first, width: Int.max)
    var cache = CalendarCache()
    guard request.mainMonthCount > 1, let lastDay = request.mainDays?.upperBound,
      let last = system.monthSpan(containing: lastDay, cache: &cache)
    else { return firstTitle }
    return firstTitle + " – " + words.title(from: last, to: last, width: Int.max)
  }

  /// The words `system`'s months and years are named in: the locale of dates', in the request's digits.
  private static func otherCalendarWords(
    of system: CalendarSystem, in request: Request, names: LocaleNames
  ) -> OtherCalendarWords {
    let dateWords = CalendarDateWords(
      words: LocaleWords(language: request.dateLanguage), digits: request.digits,
      script: CalendarLabelScript(names: names))
    return OtherCalendarWords(system: system, dateWords: dateWords)
  }
}

// renderMainCalendarJSON: the months of another calendar as JSON (--main-calendar --json).

import CalendarCore

/// The months of `request.mainCalendar` as JSON: the settings as `renderJSON` writes them, then each month with
/// `"calendar"` (its name), its `"year"`, `"month"` and `"leap"` in that calendar (numbered as `"calendars"`
/// numbers them: Hebrew months from Nisan = 1, a lunisolar year by the civil year it begins in), its `"name"` in
/// the locale's words and its 42 cells, each as `renderJSON` writes a cell but that `"day"` is the day of the month
/// in the calendar (the cell's civil date is `"date"`; `"dayOfYear"` and `"weekNumber"` stay the civil ones).
func renderMainCalendarJSON(_ request: Request, names: LocaleNames, chunkSize: Int, emit: (TextBuffer) -> Bool) {
  guard let system = request.mainCalendar else { return }
  var output = TextBuffer(reservingCapacity: min(chunkSize, 16_384) + 8_192)
  appendSettings(of: request, to: &output)
  output.append("  \"calendar\": \"\(system.name)\",\n  \"months\": [\n")
  var (factCache, calendarCache) = (DayFactCache(), CalendarCache())
  let cells = JSONCellWriter(request)
  let dateWords = CalendarDateWords(
    words: LocaleWords(language: request.dateLanguage), digits: request.digits, script: CalendarLabelScript(names: names))
  let words = OtherCalendarWords(system: system, dateWords: dateWords)
  let today = request.reform.julianDay(of: request.today)
  var month = request.mainFirstMonth
  for position in 0..<request.mainMonthCount {
    if position > 0 { month = system.monthSpan(after: month, cache: &calendarCache) ?? month }
    let previous = system.monthSpan(before: month, cache: &calendarCache)
    let grid = CalendarMonthGrid(
      month, previousDayCount: previous?.dayCount ?? 30, firstWeekday: request.firstWeekday, todayJulianDay: today,
      weekend: request.weekend)
    let days = grid.julianDays
    let facts = request.facts.index(
      ofDaysFrom: days.lowerBound, through: days.upperBound, reform: request.reform, cache: &factCache)
    let name = words.name(of: month)
    output.append("    {\n      \"calendar\": \"\(system.name)\", \"year\": ")
    output.appendNumber(month.year, width: 0)
    output.append(", \"month\": ")
    output.appendNumber(month.month, width: 0)
    output.append(month.isLeapMonth ? ", \"leap\": true" : ", \"leap\": false")
    output.append(",\n      \"name\": \(jsonQuoted(name)),\n      \"cells\": [\n")
    appendCells(of: grid, facts: facts, cells: cells, reform: request.reform, to: &output)
    output.append("      ]\n    }")
    output.append(position < request.mainMonthCount - 1 ? ",\n" : "\n")
    if output.count >= chunkSize {
      guard emit(output) else { return }
      output = TextBuffer(reservingCapacity: min(chunkSize, 16_384) + 8_192)
    }
  }
  output.append("  ]\n}\n")
  _ = emit(output)
}

/// The 42 cells of `grid`, each as `JSONCellWriter` writes a civil cell, with the calendar's day as `"day"`.
private func appendCells(
  of grid: CalendarMonthGrid, facts: DayFactIndex, cells: JSONCellWriter, reform: Reform, to output: inout TextBuffer
) {
  var factDays = facts.days[...]
  for index in 0..<(MonthGrid.rowCount * MonthGrid.columnCount) {
    let cell = grid[index]
    let date = reform.date(fromJulianDay: cell.julianDay)
    let civil = MonthGrid.Day(
      date: date, isInMonth: cell.isInMonth, weekday: cell.weekday, isWeekend: cell.isWeekend, isToday: cell.isToday,
      dayOfYear: reform.dayOfYear(of: date))
    var day: DayFactIndex.Day?
    if let first = factDays.first, first.julianDay == cell.julianDay {
      day = first
      factDays = factDays.dropFirst()
    }
    cells.append(
      civil, reform: reform, day: day, in: facts, opening: "        {\"date\": \"", calendarDay: cell.day, to: &output)
    output.append(index < MonthGrid.rowCount * MonthGrid.columnCount - 1 ? "},\n" : "}\n")
  }
}

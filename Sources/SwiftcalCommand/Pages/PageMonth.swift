// PageMonth: a month as the HTML and SVG pages show it, with its grid, facts, caption and week numbers.

import CalendarCore

/// One month of a page: its 42-day grid (the neighbouring months' days always shown, as the seeds'
/// pictures show them, grey), the facts on those days, its caption and, with `-w`, each row's week
/// number. HTML and SVG are written from the same months, as JSON is from the same grids.
struct PageMonth {
  /// The month's grid, today flagged as the clock's (or `--today`'s) today.
  let grid: MonthGrid
  /// The facts on the grid's days (marks, holidays, events, other calendars' dates, moon phases).
  let facts: DayFactIndex
  /// The month as a caption names it: `December 2026`, or `December` under a year's heading (`-y`).
  let caption: String
  /// Each row's week number with `-w`, including rows of the next month's days; `nil` without it.
  let weekNumbers: [Int]?

  /// Calls `body` with each month `request` shows, in order, until it returns `false`.
  static func forEach(in request: Request, names: LocaleNames, _ body: (PageMonth) -> Bool) {
    var cache = DayFactCache()
    for month in request.months {
      let grid = request.grid(for: month, today: request.today)
      let days = grid.julianDays
      let facts = request.facts.index(
        ofDaysFrom: days.lowerBound, through: days.upperBound, reform: request.reform, cache: &cache)
      // Under `-y`'s heading a month is named alone, as cal names it; elsewhere with its year.
      let name = names.monthName(month.month)
      let caption = request.yearHeader == nil ? name + " " + yearTitle(of: month, request: request, names: names) : name
      let weekNumbers = request.weekNumbering.map {
        grid.weekNumbersIncludingAdjacentRows(numbering: $0, rule: request.weekRowRule)
      }
      guard body(PageMonth(grid: grid, facts: facts, caption: caption, weekNumbers: weekNumbers)) else { return }
    }
  }

  /// The page's title: the year of `-y`, the one month shown, or the first and last months shown.
  static func title(of request: Request, names: LocaleNames) -> String {
    if let year = request.yearHeader { return yearTitle(ofYear: year, request: request, names: names) }
    guard let first = request.months.first else { return "" }
    let firstTitle = names.monthName(first.month) + " " + yearTitle(of: first, request: request, names: names)
    guard request.months.count > 1 else { return firstTitle }
    let last = request.months.last
    let lastTitle = names.monthName(last.month) + " " + yearTitle(of: last, request: request, names: names)
    return firstTitle + " – " + lastTitle
  }

  /// Whether the months are a year's, laid out four across on one landscape sheet (`-y`, `-Y`).
  static func isYear(_ request: Request) -> Bool { request.isYearLayout }
}

/// `pageClassName(of:)` as a static string, for writing as bytes.
func pageClassBytes(of kind: DayFactKind) -> StaticString {
  switch kind {
  case .mark: return "mark"
  case .holiday: return "holiday"
  case .workingDay: return "working-day"
  case .event: return "event"
  case .calendarDate: return "calendar-date"
  case .moonPhase: return "moon-phase"
  case .sunTimes: return "sun-times"
  case .solarTerm: return "solar-term"
  case .rokuyo: return "rokuyo"
  }
}

/// The class a fact of `kind` gives its cell and its label: `mark`, `holiday`, `working-day`, `event`,
/// `calendar-date`, `moon-phase`, `sun-times`, `solar-term`, `rokuyo`. A kind added later needs a name here and nothing else.
func pageClassName(of kind: DayFactKind) -> String { pageClassBytes(of: kind).description }

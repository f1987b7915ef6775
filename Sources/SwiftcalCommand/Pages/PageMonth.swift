// PageMonth: a month as the HTML and SVG pages show it, with its grid, facts, caption and week numbers.

import CalendarCore

/// One month of a page: its 42-day grid (the neighbouring months' days always shown, as the seeds'
/// pictures show them, grey), the facts on those days, its caption and, with `-w`, each row's week
/// number. HTML and SVG are written from the same months, as JSON is from the same grids. With `--main-calendar`
/// the months are that calendar's (`PageMonth+MainCalendar.swift`).
struct PageMonth {
  /// The month's grid, a civil month's or another calendar's, today flagged as the clock's (or `--today`'s) today.
  let grid: PageGrid
  /// The facts on the grid's days (marks, holidays, events, other calendars' dates, moon phases).
  let facts: DayFactIndex
  /// The month as a caption names it, in the language's form (`December 2026`, `2026年12月`), or its name alone
  /// under a year's heading (`-y`), as cal names it there.
  let caption: String
  /// Each row's week number with `-w`, including rows of the next month's days; `nil` without it.
  let weekNumbers: [Int]?

  /// Calls `body` with each month `request` shows, in order, until it returns `false`; captions in `pattern`.
  static func forEach(
    in request: Request, names: LocaleNames, pattern: YearMonthPattern, _ body: (PageMonth) -> Bool
  ) {
    if let system = request.mainCalendar { return forEachMonth(of: system, in: request, names: names, body) }
    var cache = DayFactCache()
    for month in request.months {
      let grid = request.grid(for: month, today: request.today)
      let days = grid.julianDays
      let facts = request.facts.index(
        ofDaysFrom: days.lowerBound, through: days.upperBound, reform: request.reform, cache: &cache)
      // Under `-y`'s heading a month is named alone, as cal names it; elsewhere with its year.
      let caption =
        request.yearHeader == nil
        ? monthTitle(of: month, request: request, names: names, pattern: pattern) : names.monthName(month.month)
      let weekNumbers = request.weekNumbering.map {
        grid.weekNumbersIncludingAdjacentRows(numbering: $0, rule: request.weekRowRule)
      }
      guard body(PageMonth(grid: .civil(grid), facts: facts, caption: caption, weekNumbers: weekNumbers)) else {
        return
      }
    }
  }

  /// The page's title: the year of `-y`, the one month shown, or the first and last months shown, in `pattern`.
  static func title(of request: Request, names: LocaleNames, pattern: YearMonthPattern) -> String {
    if let system = request.mainCalendar { return title(of: system, in: request, names: names) }
    if let year = request.yearHeader {
      let title = yearTitle(ofYear: year, request: request, names: names)
      // An era's year (令和8年, with --era) is already a title's whole form.
      return title == zeroPaddedYear(year) ? pattern.heading(year: year, digits: request.digits) : title
    }
    guard let first = request.months.first else { return "" }
    let firstTitle = monthTitle(of: first, request: request, names: names, pattern: pattern)
    guard request.months.count > 1 else { return firstTitle }
    return firstTitle + " – " + monthTitle(of: request.months.last, request: request, names: names, pattern: pattern)
  }

  /// A month and its year as a caption or title names it: in the language's pattern (CLDR's `yMMMM`: `Mai 2026`,
  /// `2026年5月`, `2026년 5월`), the name the C library's, the digits the request's (`--digits`, else the locale's
  /// numbering); with `--era`, the name and the era's year as cal's titles write them (`5月 令和8年`), since CLDR's
  /// pattern is of the Gregorian year.
  static func monthTitle(of month: YearMonth, request: Request, names: LocaleNames, pattern: YearMonthPattern)
    -> String
  {
    let name = names.monthName(month.month)
    let year = yearTitle(of: month, request: request, names: names)
    guard year == zeroPaddedYear(month.year) else { return name + " " + year }
    return pattern.caption(monthName: name, month: month.month, year: month.year, digits: request.digits)
  }

  /// Whether the months are a year's, laid out four across on one landscape sheet (`-y`, `-Y`).
  static func isYear(_ request: Request) -> Bool { request.isYearLayout }

  /// How many months the pages of `request` show: its civil months, or those of its main calendar.
  static func count(in request: Request) -> Int {
    request.mainCalendar == nil ? request.months.count : request.mainMonthCount
  }

  /// Whether the page is headed by a year (`-y`): the civil year's, or the main calendar's.
  static func hasHeading(_ request: Request) -> Bool { request.yearHeader != nil || request.mainYearHeader != nil }
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

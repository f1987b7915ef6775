// Request: the calendar the arguments ask for, and how to print it.

import CalendarCore

/// How many months go side by side.
package enum ColumnsSetting: Hashable, Sendable {
  /// `cal`'s default: three, fewer when a terminal is too narrow for three.
  case standard
  /// As many as fit the terminal (`--columns auto`).
  case fitTerminal
  /// Exactly this many (`--columns N`).
  case count(Int)
}

/// What form the calendar takes.
package enum Presentation: Hashable, Sendable {
  /// Text as `cal` prints it (the default).
  case text
  /// JSON for scripts (`--json`).
  case json
  /// The full-screen month browser (`-i`).
  case interactive
  /// A self-contained HTML page to look at and print (`--format html`).
  case html
  /// An SVG image (`--format svg`).
  case svg
  /// The days' holidays, marks and moon phases as an iCalendar file to subscribe to (`--format ics`).
  case ics
}

/// What to show and how: everything the arguments decided, with no I/O left to do.
package struct Request: Hashable, Sendable {
  // MARK: - What to show

  /// The months to show, in order.
  package var months: MonthRange
  /// The weekday each week starts on.
  package var firstWeekday: Weekday
  /// The Julian-to-Gregorian reform in force.
  package var reform: Reform
  /// Today's date, as the clock or `--today` gave it.
  package var today: CivilDate
  /// The day the command line named (`25 12 2026`, `2026-12-25`, `tomorrow`), if it named one.
  package var requestedDay: CivilDate?
  /// The week `--week=N` asked for, counted in `countedWeekNumbering`.
  package var requestedWeek: Int?
  /// The month the command line named (the middle one of `-3`), where the browser starts.
  package var focusMonth: YearMonth?
  /// The numbering weeks are counted in, shown or not: `--week-numbering`, else `cal`'s choice
  /// for `firstWeekday`. `--week=N` and `--json` count in it.
  package var countedWeekNumbering: WeekNumbering
  /// The weekend, through its changes: `--weekend`'s days, else the weekend of the one country whose holidays are
  /// shown, else the locale's territory's.
  package var weekend: Weekend = .saturdayAndSunday
  /// What is known about the days shown: the marks of `--mark` and `--mark-file`, the dates of
  /// `--calendar`'s calendars and the moon's phases of `--moon`.
  package var facts = DayFacts()
  /// What was left out of the files read, a line each (`work.ics:42: …`), for the edge to print on
  /// standard error before the calendar: a broken event in a good file is skipped, the rest shown.
  package var warnings: [String] = []
  /// The locale's eras, read only for `--era`.
  package var eras: EraTable = .none
  /// The calendars shown beside the civil one (`--calendar`), in the order asked for.
  package var calendars = CalendarSystemList()
  /// The calendar whose months are the grid (`--main-calendar`), if not the civil one: `mainMonthCount` of its
  /// months are shown from `mainFirstMonth`, and `months` holds the civil months they overlap, for the sources of
  /// facts and the agenda.
  package var mainCalendar: CalendarSystem?
  /// The first month of `mainCalendar` shown; each one after it is the month after the one before. A month and a
  /// count rather than an array of months, whose type a run would set up.
  package var mainFirstMonth = CalendarMonthSpan(year: 0, month: 0, firstJulianDay: 0, dayCount: 0)
  /// How many months of `mainCalendar` are shown.
  package var mainMonthCount = 0
  /// The days of those months (JDNs), to which the legend and `--format ics` keep, `months` being wider.
  package var mainDays: ClosedRange<Int>?
  /// The first day (JDN) of the month of `mainCalendar` the command line named (the middle one of `-3`), where the
  /// browser starts.
  package var mainFocusDay = 0
  /// The year of `mainCalendar` whose months `-y` shows, for the heading.
  package var mainYearHeader: Int?
  /// Whether the days of the moon's four principal phases are shown (`--moon`).
  package var showsMoonPhases: Bool = false
  /// The digits of the numbers swiftcal adds (`--digits`; the locale of dates' by default): ASCII unless other
  /// calendars or the moon are shown.
  package var digits = LocaleDigits(zero: 0x30, usesHebrewNumerals: false)
  /// The language of the locale of dates, whose page (`LocaleWords(language:)`) names the other calendars' months:
  /// English unless other calendars or the moon are shown.
  package var dateLanguage: LocaleWords.Language = .english

  // MARK: - How to print it

  /// Text, JSON or the browser.
  package var presentation: Presentation = .text
  /// Number days by day of the year (`-j`).
  package var showsDayOfYear: Bool = false
  /// Show week numbers in this numbering (`-w`).
  package var weekNumbering: WeekNumbering?
  /// How a row that straddles two numbered weeks picks one (`--week-numbering`).
  package var weekRowRule: WeekRowRule = .utilLinux
  /// Name years by the locale's era (`--era`).
  package var showsEra: Bool = false
  /// Days in columns, weekdays down the side (`-v`).
  package var isVertical: Bool = false
  /// The year to print centred above the months (`-y`).
  package var yearHeader: Int?
  /// Whether a whole year is shown (`-y`, `-Y`), which widens the gutters as `cal` does.
  package var isYearLayout: Bool = false
  /// How many months side by side.
  package var columns: ColumnsSetting = .standard
  /// When to colour.
  package var colorMode: ColorMode = .unspecified
  /// Show the adjacent months' days in the cells around the month (`-f`).
  package var showsAdjacentDays: Bool = false
  /// The paper pages are printed on (`--paper`); `nil` for the locale's.
  package var paper: PaperSize?
  /// The days (JDNs) `--agenda` lists, which `months` cover; `nil` shows the grid.
  package var agendaDays: ClosedRange<Int>?

  /// The day shown in reverse video when colour is on: the requested day, or today.
  package var highlightedDate: CivilDate { requestedDay ?? today }

  package init(months: MonthRange, firstWeekday: Weekday, reform: Reform, today: CivilDate) {
    self.months = months
    self.firstWeekday = firstWeekday
    self.reform = reform
    self.today = today
    self.countedWeekNumbering = WeekNumbering.matching(firstWeekday: firstWeekday)
  }

  /// The weekdays of the weekend in force on the first day shown (the first month's first day, the agenda's first
  /// day), and its day of rest: what a line of weekday names, JSON's top-level `"weekend"` and a page's column
  /// headers show.
  package var firstWeekend: (days: WeekdaySet, restDay: Weekday?) {
    var days = weekend.current
    if weekend.hasChanges {
      days = weekend.days(onJulianDay: agendaDays?.lowerBound ?? reform.julianDay(of: months.first.firstDay))
    }
    return (days, weekend.restDay(among: days))
  }

  /// The days from JDN `first` through JDN `last` that are shown: all of them, or with `--main-calendar` those in
  /// its months; `nil` when none is.
  package func shownDays(from first: Int, through last: Int) -> ClosedRange<Int>? {
    let (start, end) = (max(first, mainDays?.lowerBound ?? first), min(last, mainDays?.upperBound ?? last))
    return start <= end ? start...end : nil
  }

  /// The grid of `month` with this request's settings, flagging `today` as today: by default the
  /// day highlighted (`highlightedDate`), as the text and the browser show it.
  package func grid(for month: YearMonth, today: CivilDate? = nil) -> MonthGrid {
    MonthGrid(
      month: month, firstWeekday: firstWeekday, reform: reform, today: today ?? highlightedDate, weekend: weekend)
  }
}

// pageLabel: what a page writes in a cell for a fact, short where the fact's own label is long.

import CalendarCore

/// What a page's cell says of the fact at `position` of `facts`: its label, except for another
/// calendar's date, whose label (`15 Tevet 5787`, `chinese 2026-10-12`) repeats the year and the
/// calendar in every cell of a month, and is cut to nothing in a year's narrow cells. A cell gives
/// that date without its year, as its source names it (`CalendarDateDays.shortLabel(of:)`): `15 Tevet`,
/// `M10-12`, in the locale's words `ט״ו טבת`, `十月初一`, `旧10月1日`. The whole label stays in the cell's title.
/// Facts of every other kind, those added later included, are written as their sources label them; sunrise and
/// sunset, in every cell, the pages write from their value (`pageSunLines(_:)`).
func pageLabel(at position: Int, in facts: DayFactIndex) -> String {
  // The kind first: only a date's value is asked for.
  guard facts.kind(at: position) == .calendarDate, case .calendarDate(let calendar, let date) = facts.value(at: position)
  else { return facts.label(at: position) }
  // A date from another source than a calendar's (a test's) is named in English.
  let dates = facts.source(at: position) as? CalendarDateDays ?? CalendarDateDays(calendar)
  return dates.shortLabel(of: date)
}

/// A day's sunrise and sunset as a page's cell writes them, on two short lines: `↑06:47` and `↓16:28`, either
/// empty on a day without it; `Polar` and `day` or `night` on a polar day or night.
func pageSunLines(_ times: SunTimes) -> (first: String, second: String) {
  switch times {
  case .times(let sunrise, let sunset):
    return (
      sunrise.map { "↑" + SunTimesDays.clockText(ofMinute: $0) } ?? "",
      sunset.map { "↓" + SunTimesDays.clockText(ofMinute: $0) } ?? ""
    )
  case .polarDay: return ("Polar", "day")
  case .polarNight: return ("Polar", "night")
  }
}

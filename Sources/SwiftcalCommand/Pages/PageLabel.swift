// pageLabel: what a page writes in a cell for a fact, short where the fact's own label is long.

import CalendarCore

/// What a page's cell says of the fact at `position` of `facts`: its label, except for another
/// calendar's date, whose label (`15 Tevet 5787`, `chinese 2026-10-12`) repeats the year and the
/// calendar in every cell of a month, and is cut to nothing in a year's narrow cells. A cell gives
/// that date as the day and its month, `15 Tevet`, or for the lunisolar calendars, whose months have
/// numbers, as the text layout writes a month (`M10`, `L6` for a leap month) and the day: `M10-12`.
/// The whole label stays in the cell's title. Facts of every other kind, those added later included,
/// are written as their sources label them.
func pageLabel(at position: Int, in facts: DayFactIndex) -> String {
  // The kind first: only a date's value is asked for.
  guard facts.kind(at: position) == .calendarDate,
    case .calendarDate(let calendar, let date) = facts.value(at: position)
  else { return facts.label(at: position) }
  switch calendar {
  case .chinese, .korean, .vietnamese, .japanese:
    return (date.isLeapMonth ? "L" : "M") + String(date.month) + "-" + String(date.day)
  default:
    guard let month = calendar.monthName(date.month, year: date.year) else { return facts.label(at: position) }
    return String(date.day) + " " + month
  }
}

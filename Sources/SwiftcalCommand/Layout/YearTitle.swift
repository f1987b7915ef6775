// yearTitle: a title's year, as digits or, with --era, as the locale's era names it.

import CalendarCore

/// The year of `month` as a title names it: with `--era`, the era year (令和8年), or both era
/// years joined by a slash when an era begins in the month (昭和64年/平成元年); otherwise, and in
/// a locale without eras, the year's four digits, as `cal` prints them.
func yearTitle(of month: YearMonth, request: Request, names: LocaleNames) -> String {
  let lastDay = request.reform.lastDay(ofMonth: month.month, year: month.year)
  return yearTitle(
    year: month.year, from: month.firstDay, through: CivilDate(year: month.year, month: month.month, day: lastDay),
    request: request, names: names)
}

/// The year `year` as `-y`'s heading names it, as `yearTitle(of:request:names:)` does a month's.
func yearTitle(ofYear year: Int, request: Request, names: LocaleNames) -> String {
  yearTitle(
    year: year, from: CivilDate(year: year, month: 1, day: 1), through: CivilDate(year: year, month: 12, day: 31),
    request: request, names: names)
}

/// The names of the era years the days `first` through `last` fall in, or `year`'s digits.
private func yearTitle(
  year: Int, from first: CivilDate, through last: CivilDate, request: Request, names: LocaleNames
) -> String {
  guard request.showsEra else { return zeroPaddedYear(year) }
  let eraNames = request.eras.yearNames(from: first, through: last)
  return eraNames.isEmpty ? zeroPaddedYear(year) : eraNames.joined(separator: "/")
}

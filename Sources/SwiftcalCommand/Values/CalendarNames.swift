// calendarValueNames: the words --calendar accepts.

import CalendarCore

/// The words `--calendar` accepts: each calendar's name, in `CalendarSystem`'s order, and `list`. Listed case by
/// case for the reason `ReformName.words` gives: the option table is built on every run, and mapping `allCases`
/// there would cost every start-up, with or without `--calendar`, an array built for nothing.
package var calendarValueNames: [String] {
  [
    CalendarSystem.chinese.name, CalendarSystem.korean.name, CalendarSystem.vietnamese.name,
    CalendarSystem.japanese.name, CalendarSystem.hebrew.name, CalendarSystem.islamic.name,
    CalendarSystem.islamicCivil.name, CalendarSystem.persian.name, "list",
  ]
}

/// The words `--main-calendar` accepts: each calendar's name, listed as `calendarValueNames` lists them (not as a
/// slice of that list, whose type a run would set up), without `list`.
package var mainCalendarValueNames: [String] {
  [
    CalendarSystem.chinese.name, CalendarSystem.korean.name, CalendarSystem.vietnamese.name,
    CalendarSystem.japanese.name, CalendarSystem.hebrew.name, CalendarSystem.islamic.name,
    CalendarSystem.islamicCivil.name, CalendarSystem.persian.name,
  ]
}

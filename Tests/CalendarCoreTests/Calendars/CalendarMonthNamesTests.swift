// Tests of CalendarSystem.monthName: the names every view shows for the Hebrew, Islamic and Persian months.

import CalendarCore
import Testing

@Suite("CalendarSystem.monthName")
struct CalendarMonthNamesTests {
  // Columns: calendar, month, year, the name (nil: no such month, or a numbered lunisolar month).
  @Test(
    arguments: [
      (CalendarSystem.hebrew, 7, 5787, "Tishrei" as String?), (.hebrew, 12, 5786, "Adar"),
      (.hebrew, 12, 5787, "Adar I"),
      (.hebrew, 13, 5787, "Adar II"), (.hebrew, 13, 5786, nil), (.hebrew, 0, 5787, nil),
      (.islamic, 9, 1448, "Ramadan"), (.islamicCivil, 12, 1448, "Dhu al-Hijja"), (.islamicCivil, 13, 1448, nil),
      (.persian, 1, 1405, "Farvardin"), (.persian, 12, 1405, "Esfand"), (.chinese, 1, 2026, nil),
    ])
  func names(calendar: CalendarSystem, month: Int, year: Int, name: String?) {
    #expect(calendar.monthName(month, year: year) == name)
  }
}

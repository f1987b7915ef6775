// PLACEHOLDER: replaced by the lunisolar, Persian and Umm al-Qura work before merging. Not to land.

struct LunisolarCalendar {
  init(_ system: CalendarSystem) {}
  var supportedJulianDays: ClosedRange<Int> { 2_415_021...2_488_069 }
  func monthSpan(containing julianDay: Int, cache: inout CalendarCache) -> CalendarMonthSpan? { nil }
}

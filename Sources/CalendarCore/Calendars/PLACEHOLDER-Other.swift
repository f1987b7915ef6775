// PLACEHOLDER: replaced by the lunisolar, Persian and Umm al-Qura work before merging. Not to land.

enum UmmAlQuraCalendar {
  static var supportedJulianDays: ClosedRange<Int> { 2_415_021...2_488_069 }
  static func monthSpan(containing julianDay: Int) -> CalendarMonthSpan? { nil }
}
enum PersianCalendar {
  static var supportedJulianDays: ClosedRange<Int> { 2_415_021...2_488_069 }
  static func monthSpan(containing julianDay: Int) -> CalendarMonthSpan? { nil }
}

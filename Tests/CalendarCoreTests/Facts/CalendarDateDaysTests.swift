// Tests of CalendarDateDays: other calendars' dates as day facts, their packing and their labels.
import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("CalendarDateDays: another calendar's date on each day")
struct CalendarDateDaysTests {
  /// The JDN of a Gregorian date.
  static func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
    Reform.gregorian.julianDay(of: CivilDate(year: year, month: month, day: day))
  }

  /// The fact `source` gives on the day `julianDay`, if any.
  static func fact(_ source: CalendarDateDays, on julianDay: Int) -> Int? {
    var cache = DayFactCache()
    var found: Int?
    source.forEachFact(onDaysFrom: julianDay, through: julianDay, reform: .gregorian, cache: &cache) { day, fact in
      #expect(day == julianDay && found == nil)
      found = fact
    }
    return found
  }

  // Columns: calendar, Gregorian date, the date there, its label. The Hebrew dates are pyluach's, the
  // Islamic ones convertdate's `islamic` (the tabular calendar).
  @Test(
    arguments: [
      (CalendarSystem.hebrew, (2026, 12, 24), CalendarSystemDate(year: 5787, month: 10, day: 14), "14 Tevet 5787"),
      (.hebrew, (2026, 9, 12), CalendarSystemDate(year: 5787, month: 7, day: 1), "1 Tishrei 5787"),
      (.hebrew, (2024, 2, 10), CalendarSystemDate(year: 5784, month: 12, day: 1), "1 Adar I 5784"),
      (.hebrew, (2024, 3, 11), CalendarSystemDate(year: 5784, month: 13, day: 1), "1 Adar II 5784"),
      (.islamicCivil, (2026, 12, 24), CalendarSystemDate(year: 1448, month: 7, day: 14), "14 Rajab 1448 AH"),
      (.islamicCivil, (2024, 3, 11), CalendarSystemDate(year: 1445, month: 9, day: 1), "1 Ramadan 1445 AH"),
    ])
  func datesAndLabels(
    calendar: CalendarSystem, civil: (Int, Int, Int), expected: CalendarSystemDate, label: String
  ) throws {
    let source = CalendarDateDays(calendar)
    let fact = try #require(Self.fact(source, on: Self.day(civil.0, civil.1, civil.2)))
    #expect(CalendarDateDays.date(ofFact: fact) == expected)
    #expect(source.label(ofFact: fact) == label)
    #expect(source.kind(ofFact: fact) == .calendarDate)
  }

  @Test("labels of the Persian, Umm al-Qura and lunisolar forms")
  func labelForms() {
    let persian = CalendarSystemDate(year: 1405, month: 9, day: 21)
    #expect(CalendarDateDays(.persian).label(of: persian) == "21 Azar 1405 SH")
    let islamic = CalendarSystemDate(year: 1448, month: 12, day: 1)
    #expect(CalendarDateDays(.islamic).label(of: islamic) == "1 Dhu al-Hijja 1448 AH")
    let chinese = CalendarSystemDate(year: 2026, month: 10, day: 12)
    #expect(CalendarDateDays(.chinese).label(of: chinese) == "chinese 2026-10-12")
    let leap = CalendarSystemDate(year: 2025, month: 6, isLeapMonth: true, day: 1)
    #expect(CalendarDateDays(.korean).label(of: leap) == "korean 2025-L06-01")
  }

  @Test("fact numbers hold year, month, leap month and day")
  func packing() {
    for year in [1, 1448, 5787, 1_000_000] {
      for month in [1, 12, 13] {
        for isLeapMonth in [false, true] {
          for day in [1, 29, 30] {
            let date = CalendarSystemDate(year: year, month: month, isLeapMonth: isLeapMonth, day: day)
            let fact = CalendarDateDays.fact(of: date)
            #expect(fact >= 0 && fact < 1 << 32)
            #expect(CalendarDateDays.date(ofFact: fact) == date)
          }
        }
      }
    }
  }

  // Columns: calendar. Over 1990-2030, months walked one after another with one cache give each day
  // exactly the date `date(ofJulianDay:)` gives, as do grids of 42 days that overlap the months.
  @Test(arguments: [CalendarSystem.hebrew, .islamicCivil])
  func walkAgreesWithEachDay(calendar: CalendarSystem) {
    let source = CalendarDateDays(calendar)
    var failures = FailureLog()
    var cache = DayFactCache()
    var calendarCache = CalendarCache()
    for year in 1990...2030 {
      for month in 1...12 {
        let first = Self.day(year, month, 1)
        let last = first + Reform.gregorian.lastDay(ofMonth: month, year: year) - 1
        for (start, end) in [(first, last), (first - 6, first + 35)] {
          var expectedDay = start
          source.forEachFact(onDaysFrom: start, through: end, reform: .gregorian, cache: &cache) { julianDay, fact in
            failures.checkEqual(julianDay, expectedDay, "\(year)-\(month): the day after \(expectedDay - 1)")
            let expected = calendar.date(ofJulianDay: julianDay, cache: &calendarCache)
            failures.checkEqual(CalendarDateDays.date(ofFact: fact), expected, "JDN \(julianDay)")
            expectedDay = julianDay + 1
          }
          failures.checkEqual(expectedDay, end + 1, "\(year)-\(month): days from \(start) through \(end)")
        }
      }
    }
    failures.report()
  }

  @Test("no facts outside the calendar's range")
  func outsideTheRange() {
    let first = CalendarSystem.hebrew.supportedJulianDays.lowerBound
    var cache = DayFactCache()
    var days: [Int] = []
    CalendarDateDays(.hebrew).forEachFact(onDaysFrom: first - 5, through: first + 1, reform: .julian, cache: &cache) {
      day, _ in days.append(day)
    }
    #expect(days == [first, first + 1])
  }
}

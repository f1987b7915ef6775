// LocalDateTimeTests: wall-clock times against the days and seconds they are counted from.

import CalendarCore
import Testing

@Suite struct LocalDateTimeTests {
  @Test func countsFromTheUnixEpochOnTheGregorianCalendar() {
    #expect(LocalDateTime(year: 1970, month: 1, day: 1).seconds == 0)
    #expect(LocalDateTime(year: 2026, month: 12, day: 3, hour: 9, minute: 30).seconds == 1_796_290_200)
    #expect(LocalDateTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59).seconds == -1)
  }

  @Test func splitsIntoDayAndSecondBeforeTheEpochToo() {
    for seconds in [-86_401, -86_400, -86_399, -1, 0, 1, 86_399, 86_400, 1_796_290_200] {
      let time = LocalDateTime(seconds: seconds)
      #expect((0..<86_400).contains(time.secondOfDay))
      #expect(LocalDateTime(julianDay: time.julianDay, secondOfDay: time.secondOfDay) == time)
    }
    #expect(LocalDateTime(seconds: -1).julianDay == LocalDateTime.unixEpochJulianDay - 1)
    #expect(LocalDateTime(year: 1582, month: 10, day: 5).date == CivilDate(year: 1582, month: 10, day: 5))
  }
}

// Tests of LunisolarReferenceTime's tables (written as Julian Day Numbers) and CalendarSystem's names.

import Testing

@testable import CalendarCore

@Suite("Calendars: lunisolar reference times")
struct LunisolarReferenceTimeTests {
  // Columns: the clock, and its periods as (Gregorian first day, UTC offset in seconds) from the laws and
  // observatories cited on `LunisolarReferenceTime`.
  @Test(
    "each clock's periods start on the Gregorian dates its comments name",
    arguments: [
      (
        LunisolarReferenceTime.chinese,
        [(CivilDate(year: 1, month: 1, day: 1), 27_940), (CivilDate(year: 1929, month: 1, day: 1), 28_800)]
      ),
      (
        LunisolarReferenceTime.korean,
        [
          (CivilDate(year: 1, month: 1, day: 1), 28_800), (CivilDate(year: 1912, month: 1, day: 1), 32_400),
          (CivilDate(year: 1954, month: 3, day: 21), 30_600), (CivilDate(year: 1961, month: 8, day: 10), 32_400),
        ]
      ),
      (
        LunisolarReferenceTime.vietnamese,
        [(CivilDate(year: 1, month: 1, day: 1), 28_800), (CivilDate(year: 1968, month: 1, day: 1), 25_200)]
      ),
      (LunisolarReferenceTime.japanese, [(CivilDate(year: 1, month: 1, day: 1), 32_400)]),
    ])
  func periods(time: LunisolarReferenceTime, expected: [(CivilDate, Int)]) {
    let periods = time.periods
    #expect(periods.count == expected.count)
    for (period, (date, offset)) in zip(periods, expected) {
      #expect(period == LunisolarReferenceTime.Period(from: date, utcOffsetSeconds: offset))
    }
  }

  @Test("a clock made from its periods is the same clock, and each period's offset starts on its first day")
  func offsets() {
    for time in [LunisolarReferenceTime.chinese, .korean, .vietnamese, .japanese] {
      #expect(LunisolarReferenceTime(periods: time.periods) == time)
      var previousOffset: Int?
      for period in time.periods {
        if let previousOffset {
          #expect(time.utcOffsetSeconds(onJulianDay: period.firstJulianDay - 1) == previousOffset)
        }
        #expect(time.utcOffsetSeconds(onJulianDay: period.firstJulianDay) == period.utcOffsetSeconds)
        previousOffset = period.utcOffsetSeconds
      }
      #expect(time.utcOffsetSeconds(onJulianDay: 0) == time.periods[0].utcOffsetSeconds)
    }
  }

  @Test("every calendar is found by its name, and nothing else is")
  func names() {
    for system in CalendarSystem.allCases { #expect(CalendarSystem(name: system.name) == system) }
    for name in ["", "Chinese", "islamic civil", "gregorian", "list"] { #expect(CalendarSystem(name: name) == nil) }
  }
}

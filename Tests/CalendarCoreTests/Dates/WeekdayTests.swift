// Tests of Weekday.
import CalendarCore
import SwiftcalTestSupport
import Testing

@Suite("Weekday")
struct WeekdayTests {
  @Test func numberedAsFoundationNumbersThem() {
    // Foundation's weekday component: Sunday is 1, Saturday 7.
    #expect(Weekday.allCases.map(\.rawValue) == Array(1...7))
    #expect(Weekday.sunday.rawValue == 1)
    #expect(Weekday.saturday.rawValue == 7)
    let foundation = FoundationReference()
    for day in 1...14 {
      let date = CivilDate(year: 2026, month: 11, day: day)
      #expect(Reform.gregorian.weekday(of: date) == foundation.weekday(of: date))
    }
  }

  @Test(arguments: Weekday.allCases)
  func advancedByAnyCount(start: Weekday) {
    var failures = FailureLog()
    for count in -1000...1000 {
      failures.checkEqual(start.advanced(by: count), start.advancedByCounting(count), "\(start) advanced by \(count)")
    }
    failures.report()
    #expect(start.advanced(by: 7) == start)
    #expect(start.advanced(by: -7) == start)
  }

  @Test(arguments: Weekday.allCases)
  func offsetCountsDaysForward(start: Weekday) {
    for offset in 0..<7 {
      #expect(start.advancedByCounting(offset).offset(from: start) == offset)
    }
  }

  // weekday, start, offset: Saturday is the last column of a Sunday week, Sunday of a Monday week.
  @Test(arguments: [
    (Weekday.saturday, Weekday.sunday, 6), (.sunday, .monday, 6), (.monday, .monday, 0), (.sunday, .saturday, 1),
  ])
  func offsets(weekday: Weekday, start: Weekday, offset: Int) {
    #expect(weekday.offset(from: start) == offset)
  }
}

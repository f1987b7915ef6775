// Tests of WeekdaySet.

import CalendarCore
import Testing

@Suite("WeekdaySet")
struct WeekdaySetTests {
  /// Every subset of the week behaves as the same `Set<Weekday>` does.
  @Test func agreesWithSetForEverySubset() {
    var failures: [String] = []
    for mask in 0..<128 {
      let weekdays = Weekday.allCases.filter { mask & (1 << ($0.rawValue - 1)) != 0 }
      var set = WeekdaySet()
      for weekday in weekdays { set.insert(weekday) }
      let reference = Set(weekdays)
      if Array(set) != weekdays || set.count != reference.count || set.isEmpty != reference.isEmpty {
        failures.append("mask \(mask): \(Array(set))")
      }
      for weekday in Weekday.allCases where set.contains(weekday) != reference.contains(weekday) {
        failures.append("mask \(mask): contains(\(weekday))")
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func setAlgebra() {
    let weekend: WeekdaySet = [.saturday, .sunday]
    #expect(weekend == .saturdayAndSunday)
    #expect(weekend.union([.friday]) == [.friday, .saturday, .sunday])
    #expect(weekend.intersection([.sunday, .monday]) == [.sunday])
    #expect(weekend.symmetricDifference([.sunday, .monday]) == [.monday, .saturday])
    var days = weekend
    #expect(days.insert(.sunday).inserted == false)
    #expect(days.remove(.sunday) == .sunday)
    #expect(days.remove(.sunday) == nil)
    #expect(Array(days) == [.saturday])
  }
}

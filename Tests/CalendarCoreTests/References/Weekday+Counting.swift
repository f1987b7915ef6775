// Weekday helpers for the tests' counting.
import CalendarCore

extension Weekday {
  /// The weekday `count` days on, by counting through the week one day at a time (a deliberately
  /// different route from `advanced(by:)`).
  func advancedByCounting(_ count: Int) -> Weekday {
    var weekday = self
    let steps = ((count % 7) + 7) % 7
    for _ in 0..<steps { weekday = Weekday(rawValue: weekday.rawValue == 7 ? 1 : weekday.rawValue + 1)! }
    return weekday
  }
}

// CalendarWalks: every day of 1900-2099 converted to the Chinese and the Hebrew calendar, in ns per day.
//
//   swift run -c release swiftcal-benchmark --calendars            # 5 rounds, medians
//   swift run -c release swiftcal-benchmark --calendars --quick    # 1 round
//   swift run -c release swiftcal-benchmark --lunisolar-year 2026  # one year's Chinese months, for callgrind:
//     valgrind --tool=callgrind --toggle-collect='*lunisolarMonthsOverlapping*' \
//       .build/release/swiftcal-benchmark --lunisolar-year 2026
//
// A walk goes day by day through `CalendarSystem.date(ofJulianDay:cache:)` with one `CalendarCache`, as a view
// of many months does, so the Chinese figure includes computing each sui once from the sky.

import CalendarCore
import Foundation

/// The benchmark's calendar modes, chosen by the first argument; `nil` for the month-grid benchmark.
enum CalendarWalkMode {
  case walks(isQuick: Bool)
  case lunisolarYear(Int)

  init?(_ arguments: [String]) {
    switch arguments.first {
    case "--calendars": self = .walks(isQuick: arguments.contains("--quick"))
    case "--lunisolar-year":
      guard arguments.count == 2, let year = Int(arguments[1]) else { return nil }
      self = .lunisolarYear(year)
    default: return nil
    }
  }

  func run() {
    switch self {
    case .walks(let isQuick): runCalendarWalks(rounds: isQuick ? 1 : 5)
    case .lunisolarYear(let year):
      let (count, sum) = lunisolarMonthsOverlapping(year: year, system: .chinese)
      print("\(count) Chinese months overlap \(year); sum of their first days and numbers: \(sum)")
    }
  }
}

/// The Gregorian days 1900-01-01 to 2099-12-31 as Julian Day Numbers.
let calendarWalkDays = 2_415_021...2_488_069

/// Converts every day of `days` to `system` with one cache; returns a sum of the dates so no work is skipped.
func walkDays(_ system: CalendarSystem, _ days: ClosedRange<Int>) -> Int {
  var cache = CalendarCache()
  var sum = 0
  for julianDay in days {
    let date = system.date(ofJulianDay: julianDay, cache: &cache)!
    sum &+= date.year &* 400 &+ date.month &* 32 &+ date.day &+ (date.isLeapMonth ? 1 : 0)
  }
  return sum
}

/// Times the day walks for the Chinese and the Hebrew calendars and prints the medians in ns per day.
func runCalendarWalks(rounds: Int) {
  var sink = 0
  print("library: every day 1900-2099 (\(calendarWalkDays.count) days) through CalendarSystem.date(ofJulianDay:cache:)"
    + " (\(rounds) round(s), medians)")
  for system in [CalendarSystem.chinese, .hebrew] {
    var times: [Double] = []
    for _ in 0..<rounds {
      let start = DispatchTime.now().uptimeNanoseconds
      sink &+= walkDays(system, calendarWalkDays)
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(calendarWalkDays.count))
    }
    let median = times.sorted()[times.count / 2]
    print("\(system.name.padding(toLength: 10, withPad: " ", startingAt: 0)) " + String(format: "%8.1f ns/day", median))
  }
  if sink == 42 { print("") }  // keeps the sums alive
}

/// The months of `system` that overlap the Gregorian year `year`, from a fresh cache: what a year's view of the
/// calendar costs, walked by month spans as the views do. Returns their count and a sum of their first days and
/// numbers, not an array, so that only the calendar's work is measured.
@inline(never)
func lunisolarMonthsOverlapping(year: Int, system: CalendarSystem) -> (count: Int, sum: Int) {
  var cache = CalendarCache()
  var (count, sum) = (0, 0)
  let first = Reform.gregorian.julianDay(of: CivilDate(year: year, month: 1, day: 1))
  let last = Reform.gregorian.julianDay(of: CivilDate(year: year, month: 12, day: 31))
  var julianDay = first
  while julianDay <= last, let month = system.monthSpan(containing: julianDay, cache: &cache) {
    count += 1
    sum &+= month.firstJulianDay &+ month.month &* 2 &+ (month.isLeapMonth ? 1 : 0)
    julianDay = month.lastJulianDay + 1
  }
  return (count, sum)
}

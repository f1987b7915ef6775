// Month grids per second: CalendarCore against Foundation's Calendar, in one process and one run.
//
//   swift run -c release swiftcal-benchmark           # 21 rounds, medians
//   swift run -c release swiftcal-benchmark --quick   # 1 short round (a smoke test)
//   swift run -c release swiftcal-benchmark --calendars [--quick]   # days to other calendars (CalendarWalks.swift)
//
// Each round times the three walks one after another over the same months, so that all three see
// the same machine; the medians of the rounds are reported, with the ratios. A walk that disagrees
// with the others about any cell makes the benchmark fail.

import Foundation

if let mode = CalendarWalkMode(Array(CommandLine.arguments.dropFirst())) {
  mode.run()
  exit(0)
}

let isQuick = CommandLine.arguments.dropFirst().contains("--quick")
let rounds = isQuick ? 1 : 21
// Some tens of milliseconds per walk and round, and many rounds, so that the medians step over
// bursts of load from elsewhere. Foundation's per-cell walk is the slowest by far, so it gets
// fewer months; every result is reported per grid.
let coreMonths = MonthSpan(firstYear: 2000, count: isQuick ? 12_000 : 600_000)
let rangeMonths = MonthSpan(firstYear: 2000, count: isQuick ? 1_200 : 12_000)
let perCellMonths = MonthSpan(firstYear: 2000, count: isQuick ? 120 : 1_200)

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.firstWeekday = 1  // Sunday, as MonthGrid is built

/// Runs `walk` once and returns its totals and the nanoseconds per grid.
func time(_ months: MonthSpan, _ walk: (MonthSpan) -> GridTotals) -> (GridTotals, Double) {
  let start = DispatchTime.now().uptimeNanoseconds
  let totals = walk(months)
  let elapsed = DispatchTime.now().uptimeNanoseconds - start
  return (totals, Double(elapsed) / Double(months.count))
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

// The same months walked all three ways must give the same totals.
let check = MonthSpan(firstYear: 1999, count: 1_212)
let expected = walkWithCalendarCore(check)
for (name, totals) in [
  ("Foundation per cell", walkWithFoundationPerCell(check, calendar: calendar)),
  ("Foundation ranges", walkWithFoundationRanges(check, calendar: calendar)),
] where totals != expected {
  let message = "swiftcal-benchmark: \(name) disagrees with CalendarCore: \(totals) against \(expected)\n"
  FileHandle.standardError.write(message.data(using: .utf8)!)
  exit(1)
}

var core: [Double] = [], perCell: [Double] = [], ranges: [Double] = []
var sink = 0
for _ in 0..<rounds {
  let (coreTotals, coreTime) = time(coreMonths, walkWithCalendarCore)
  let (cellTotals, cellTime) = time(perCellMonths) { walkWithFoundationPerCell($0, calendar: calendar) }
  let (rangeTotals, rangeTime) = time(rangeMonths) { walkWithFoundationRanges($0, calendar: calendar) }
  sink &+= coreTotals.dateSum &+ cellTotals.dateSum &+ rangeTotals.dateSum
  core.append(coreTime)
  perCell.append(cellTime)
  ranges.append(rangeTime)
}

let coreMedian = median(core), perCellMedian = median(perCell), rangesMedian = median(ranges)
func line(_ name: String, _ nanoseconds: Double) -> String {
  let perSecond = 1e9 / nanoseconds
  return "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) "
    + String(format: "%12.1f ns/grid %14.0f grids/s", nanoseconds, perSecond)
}
print("library: building and walking a 42-cell month grid (\(rounds) round(s), medians)")
print(line("CalendarCore MonthGrid", coreMedian))
print(line("Foundation, 42 date(from:) per month", perCellMedian))
print(line("Foundation, range(of:in:for:) + weekday", rangesMedian))
print(
  String(format: "ratio Foundation 42 date(from:) / CalendarCore: %.0fx (target >= 100x)", perCellMedian / coreMedian))
print(String(format: "ratio Foundation range+weekday / CalendarCore: %.0fx (target >= 20x)", rangesMedian / coreMedian))
print(String(format: "CalendarCore per grid: %.1f ns (target < 100 ns)", coreMedian))
if sink == 42 { print("") }  // keeps the totals alive

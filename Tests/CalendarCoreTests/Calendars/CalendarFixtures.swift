// CalendarFixtures: pyluach's Hebrew years and convertdate's Islamic civil months from Fixtures/*.txt.

import SwiftcalTestSupport

/// One line of `hebrew-years.txt`: a Hebrew year as pyluach has it.
struct HebrewYearFixture {
  var year: Int
  /// JDN of 1 Tishri.
  var newYearJulianDay: Int
  var length: Int
  /// The months' lengths, Nisan (1) first; 13 of them in a leap year.
  var monthLengths: [Int]
  /// The months in the order the year runs: Tishri (7) to the last Adar, then Nisan (1) to Elul (6).
  var monthsInOrder: [Int] { Array(7...monthLengths.count) + Array(1...6) }
}

/// One line of `islamic-civil-months.txt`: a month as convertdate's `islamic` has it.
struct IslamicMonthFixture {
  var year: Int
  var month: Int
  /// JDN of its first day.
  var firstJulianDay: Int
  var length: Int
}

/// The space-separated integers of each line of `Calendars/Fixtures/<name>`, made by
/// `Tools/Oracles/Calendars/generate`.
private func fixtureNumbers(_ name: String) -> [[Int]] {
  fixtureLines(name).map { line in line.split(separator: " ").map { Int($0)! } }
}

/// Every Hebrew year of the fixture, in its order (1-60, 5660-5861, 9940-9999 AM).
func hebrewYearFixtures() -> [HebrewYearFixture] {
  fixtureNumbers("hebrew-years.txt").map { numbers in
    HebrewYearFixture(
      year: numbers[0], newYearJulianDay: numbers[1], length: numbers[2], monthLengths: Array(numbers[3...]))
  }
}

/// Every Islamic civil month of the fixture, in order (1-30 and 1317-1529 AH).
func islamicMonthFixtures() -> [IslamicMonthFixture] {
  fixtureNumbers("islamic-civil-months.txt").map { numbers in
    IslamicMonthFixture(year: numbers[0], month: numbers[1], firstJulianDay: numbers[2], length: numbers[3])
  }
}

// IslamicPersianFixtures: hijridate's Umm al-Qura months and the Persian years of the noon rule, from Fixtures/*.txt.

import SwiftcalTestSupport

/// One line of `persian-years.txt`: a Solar Hijri year by the noon rule on PyEphem's equinox.
struct PersianYearFixture {
  var year: Int
  /// JDN of 1 Farvardin.
  var newYearJulianDay: Int
  var length: Int
}

/// The integers of each line of `Calendars/Fixtures/<name>`, made by
/// `Tools/Oracles/Calendars/generate-islamic-persian`.
private func islamicPersianFixtureNumbers(_ name: String) -> [[Int]] {
  fixtureLines(name).map { line in line.split(separator: " ").map { Int($0)! } }
}

/// Every Persian year of the fixture, 1304-1479 SH, in order.
func persianYearFixtures() -> [PersianYearFixture] {
  islamicPersianFixtureNumbers("persian-years.txt").map { numbers in
    PersianYearFixture(year: numbers[0], newYearJulianDay: numbers[1], length: numbers[2])
  }
}

/// Every Umm al-Qura month of the fixture, 1343-1500 AH, in order, as hijridate converts its days.
func ummAlQuraMonthFixtures() -> [IslamicMonthFixture] {
  islamicPersianFixtureNumbers("umm-al-qura-months.txt").map { numbers in
    IslamicMonthFixture(year: numbers[0], month: numbers[1], firstJulianDay: numbers[2], length: numbers[3])
  }
}

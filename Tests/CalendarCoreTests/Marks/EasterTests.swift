// Easter against Gauss's Easter formula (an independent computus) and dates from python-dateutil.

import SwiftcalTestSupport
import Testing

@testable import CalendarCore

/// Easter Sunday by Gauss's formula (1800, with the 1816 correction): a different arithmetic
/// from the one `Easter` uses, so the two check each other. Returns (month, day) in the calendar
/// whose computus is used: Gregorian, or Julian when `julian` is set.
func gaussEaster(_ year: Int, julian: Bool) -> (month: Int, day: Int) {
  let a = year % 19, b = year % 4, c = year % 7
  var m = 15, n = 6
  if !julian {
    let k = year / 100
    let p = (13 + 8 * k) / 25
    let q = k / 4
    m = (15 - p + k - q) % 30
    n = (4 + k - q) % 7
  }
  let d = (19 * a + m) % 30
  let e = (2 * b + 4 * c + 6 * d + n) % 7
  if !julian && d == 29 && e == 6 { return (4, 19) }
  if !julian && d == 28 && e == 6 && (11 * m + 11) % 30 < 19 { return (4, 18) }
  let daysFromMarch22 = d + e
  return daysFromMarch22 < 10 ? (3, 22 + daysFromMarch22) : (4, daysFromMarch22 - 9)
}

@Suite("Easter")
struct EasterTests {
  // Columns: year, Western Easter under the 1752 reform, Orthodox Easter under it (both from
  // python-dateutil: EASTER_JULIAN before 1753, EASTER_WESTERN and EASTER_ORTHODOX after).
  @Test(
    "known dates",
    arguments: [
      (2026, "2026-04-05", "2026-04-12"), (2025, "2025-04-20", "2025-04-20"), (2000, "2000-04-23", "2000-04-30"),
      (1818, "1818-03-22", "1818-04-26"), (2285, "2285-03-22", "2285-04-26"), (1954, "1954-04-18", "1954-04-25"),
      (1700, "1700-03-31", "1700-03-31"), (1752, "1752-03-29", "1752-03-29"), (1753, "1753-04-22", "1753-04-22"),
      (326, "0326-04-03", "0326-04-03"), (4099, "4099-04-19", "4099-05-03"),
    ])
  func knownDates(year: Int, western: String, orthodox: String) {
    #expect(Easter.western.date(inYear: year).description == western)
    #expect(Easter.orthodox.date(inYear: year).description == orthodox)
  }

  @Test("the Gregorian computus agrees with Gauss's formula in every year 1583-4099, on a Sunday")
  func gregorianSweep() {
    var failures = FailureLog()
    for year in 1583...4099 {
      let date = Easter.western.date(inYear: year, reform: .gregorian)
      let expected = gaussEaster(year, julian: false)
      failures.check(
        (date.month, date.day) == expected && Reform.gregorian.weekday(of: date) == .sunday,
        "\(year): \(date), Gauss \(expected)")
    }
    failures.report()
  }

  @Test("the Julian computus agrees with Gauss's formula in every year 1-4099; Orthodox Easter is that day")
  func julianSweep() {
    var failures = FailureLog()
    for year in 1...4099 {
      let julianDate = Easter.western.date(inYear: year, reform: .julian)
      let expected = gaussEaster(year, julian: true)
      failures.check(
        (julianDate.month, julianDate.day) == expected && Reform.julian.weekday(of: julianDate) == .sunday,
        "\(year): \(julianDate), Gauss \(expected)")
      let orthodox = Easter.orthodox.julianDay(inYear: year, reform: .gregorian)
      failures.check(orthodox == Reform.julian.julianDay(of: julianDate), "\(year): Orthodox differs")
    }
    failures.report()
  }

  @Test("the 1752 reform keeps the Julian Easter up to 1752 and the Gregorian one from 1753")
  func britishReform() {
    #expect(Reform.greatBritain1752.keepsJulianEaster(inYear: 1752))
    #expect(!Reform.greatBritain1752.keepsJulianEaster(inYear: 1753))
    #expect(Reform.julian.keepsJulianEaster(inYear: 3000))
    #expect(!Reform.gregorian.keepsJulianEaster(inYear: 100))
  }
}

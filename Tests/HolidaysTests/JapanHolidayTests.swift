// Tests of Japan's page: a year of national holidays, substitute holidays and the day between two holidays.

import CalendarCore
import Testing

@testable import Holidays

@Suite("Holidays: Japan")
struct JapanHolidayTests {
  /// The days of `year` in Japan as `YYYY-MM-DD name` in the language at `language`.
  func days(_ year: Int, categories: [String] = ["public"], language: Int = 1) -> [String] {
    var cache = CalendarCache()
    let country = HolidayCountry.japan
    return HolidaySelection(country: country, categories: categories).year(year, calendars: &cache).occurrences.map {
      "\(Reform.gregorian.date(fromJulianDay: $0.julianDay)) \(country.name(of: $0, inLanguageAt: language))"
    }
  }

  @Test("2026: the Golden Week's substitute holiday and Silver Week's national holiday")
  func year2026() {
    #expect(
      days(2026) == [
        "2026-01-01 New Year's Day", "2026-01-12 Coming of Age Day", "2026-02-11 Foundation Day",
        "2026-02-23 Emperor's Birthday", "2026-03-20 Vernal Equinox Day", "2026-04-29 Showa Day",
        "2026-05-03 Constitution Day", "2026-05-04 Greenery Day", "2026-05-05 Children's Day",
        "2026-05-06 Substitute Holiday", "2026-07-20 Marine Day", "2026-08-11 Mountain Day",
        "2026-09-21 Respect for the Aged Day", "2026-09-22 National Holiday", "2026-09-23 Autumnal Equinox Day",
        "2026-10-12 Sports Day", "2026-11-03 Culture Day", "2026-11-23 Labor Thanksgiving Day",
      ])
  }

  @Test("2019: the enthronement's days make 30 April and 2 May holidays between holidays")
  func year2019() {
    let golden = days(2019, language: 0).filter { $0 >= "2019-04-29" && $0 < "2019-05-07" }
    #expect(
      golden.prefix(7) == [
        "2019-04-29 昭和の日", "2019-04-30 国民の休日", "2019-05-01 天皇の即位の日", "2019-05-02 国民の休日",
        "2019-05-03 憲法記念日", "2019-05-04 みどりの日", "2019-05-05 こどもの日",
      ])
    #expect(golden.last == "2019-05-06 振替休日")
  }

  @Test("no substitute holiday before 12 April 1973; the first came on 30 April 1973")
  func firstSubstitute() {
    #expect(days(1973).contains("1973-02-11 Foundation Day"))
    #expect(!days(1973).contains("1973-02-12 Substitute Holiday"))
    #expect(days(1973).contains("1973-04-30 Substitute Holiday"))
  }

  @Test("banks close on 31 December and the first three days of January")
  func bankHolidays() {
    #expect(
      days(2026, categories: ["bank"]) == [
        "2026-01-01 Bank Holiday", "2026-01-02 Bank Holiday", "2026-01-03 Bank Holiday", "2026-12-31 Bank Holiday",
      ])
  }
}

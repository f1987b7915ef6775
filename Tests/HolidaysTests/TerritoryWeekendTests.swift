// Tests of the page of CLDR's weekData and of the weekends of the countries' pages beside it.

import CalendarCore
import Holidays
import Testing

@Suite("Territories' weekends")
struct TerritoryWeekendTests {
  // Columns: territory, CLDR's weekend (weekendStart to weekendEnd), the day of rest.
  @Test(
    "the territories of the issue's locales, as CLDR has them",
    arguments: [
      ("IL", [Weekday.friday, .saturday], Weekday.saturday),
      ("SA", [.friday, .saturday], .friday),
      ("IR", [.friday], .friday),
      ("AE", [.saturday, .sunday], .sunday),
      ("EG", [.friday, .saturday], .friday),
      ("IN", [.sunday], .sunday),
      ("US", [.saturday, .sunday], .sunday),
      ("DE", [.saturday, .sunday], .sunday),
      ("AF", [.thursday, .friday], .friday),
    ] as [(String, [Weekday], Weekday)])
  func territory(code: String, days: [Weekday], restDay: Weekday) {
    let weekend = Weekend.ofTerritory(code[...])
    #expect(weekend.current == WeekdaySet(days) && !weekend.hasChanges)
    #expect(weekend.restDay(among: weekend.current) == restDay)
  }

  @Test("a code that names no territory listed has the world's weekend", arguments: ["ZZ", "001", "", "il", "ILL"])
  func unlisted(code: String) {
    #expect(Weekend.ofTerritory(code[...]) == .saturdayAndSunday)
  }

  /// The countries whose page's weekend is not CLDR's, and why: the page's is the law's, as python-holidays has it.
  static let knownDifferences = [
    // The Employment Ordinance's rest day is Sunday; CLDR gives Hong Kong the world's weekend.
    "HK",
    // python-holidays (and so the page) keeps Saturday and Sunday, as the Negotiable Instruments Act's banks and
    // the central government's offices do; CLDR gives India Sunday alone.
    "IN",
  ]

  @Test("every country's page has its territory's weekend today (CLDR's), but for the differences known")
  func pagesAgreeWithCLDR() throws {
    for code in HolidayCountry.codes {
      let country = try #require(HolidayCountry.withCode(code))
      let isSame = country.weekend.current == Weekend.ofTerritory(code[...]).current
      #expect(isSame != Self.knownDifferences.contains(code), "\(code): \(country.weekend.current)")
    }
  }

  @Test("Saudi Arabia's page: Thursday and Friday until 27 June 2013, Friday and Saturday after")
  func saudiArabia() throws {
    var cache = CalendarCache()
    let year = HolidaySelection(country: .saudiArabia).year(2013, calendars: &cache)
    let day = { (month: Int, day: Int) in
      Reform.gregorian.julianDay(of: CivilDate(year: 2013, month: month, day: day))
    }
    #expect(!year.isWorkingDay(day(6, 20)))  // a Thursday
    #expect(year.isWorkingDay(day(6, 22)))  // a Saturday
    #expect(!year.isWorkingDay(day(6, 27)))  // the last Thursday off
    #expect(!year.isWorkingDay(day(6, 29)))  // the first Saturday off
    #expect(year.isWorkingDay(day(7, 4)))  // a Thursday
    #expect(Weekend.ofCountry(.israel).restDay(among: [.friday, .saturday]) == .saturday)
    #expect(Weekend.ofCountry(.saudiArabia).restDay(among: [.friday, .saturday]) == .friday)
  }
}

// What the pages assume of their own data and of the days they derive, checked over the years they serve.

import CalendarCore
import Testing

@testable import Holidays

@Suite("Holidays: the pages' own facts")
struct HolidayPageTests {
  @Test("every subdivision a rule names is one of its country's")
  func subdivisionsAreTheCountrys() {
    var named = 0
    for code in HolidayCountry.codes {
      let country = HolidayCountry.withCode(code)!
      let codes = Set(country.subdivisions.map(\.code))
      for rule in country.rules {
        for subdivision in rule.subdivisions + rule.exceptSubdivisions {
          named += 1
          #expect(codes.contains(subdivision), "\(code): \(subdivision) in \(rule.name.texts.last ?? "")")
        }
      }
    }
    #expect(named > 1000)
  }

  @Test("the United States' states without Columbus Day are all the others but those that keep it")
  func columbusDayStates() {
    let keeping = ["AS", "AZ", "CT", "GA", "ID", "IL", "IN", "MA", "MD", "MO", "MT", "NJ", "NY", "OH", "PA", "UT", "WV"]
    let others = HolidayCountry.unitedStatesSubdivisions.map(\.code).filter { !keeping.contains($0) }
    #expect(HolidayCountry.unitedStatesWithoutColumbusDay == others)
  }

  @Test("Hong Kong's Tomb-Sweeping Day falls on the days its page assumes, 31 March to 6 April, from 1946 to 9999")
  func tombSweepingDays() {
    let gregorian = Reform.gregorian
    var seen: Set<Int> = []
    for year in 1946...9999 {
      let day = SolarTerms.instant(ofLongitude: 15, inYear: year).julianDayNumber(utcOffsetMinutes: 480)
      let april1 = gregorian.julianDay(of: CivilDate(year: year, month: 4, day: 1))
      #expect(HolidayCountry.hongKongTombSweepingDays.contains(day - april1), "\(year)")
      seen.insert(day - april1)
    }
    // The range is no wider than the days seen, so a year whose Easter is far from them reads no sun.
    #expect(seen.min() == HolidayCountry.hongKongTombSweepingDays.lowerBound)
    #expect(seen.max() == HolidayCountry.hongKongTombSweepingDays.upperBound)
  }

  @Test("Hong Kong's years far beyond its laws work out no sun, whose astronomy stops short of them")
  func hongKongFarYears() async {
    // The sun's place traps for years in the tens of millions; Hong Kong's page asked for it every year.
    await #expect(processExitsWith: .success) {
      var cache = CalendarCache()
      let selection = HolidaySelection(country: .hongKong, categories: ["public", "optional"])
      for year in [10_000, 10_000_000, 2_147_483_646] { _ = selection.year(year, calendars: &cache) }
    }
  }

  @Test("every lunisolar year from 1645 to 2498 begins on the days of the Gregorian year the engine assumes")
  func lunisolarNewYears() {
    var seen: Set<Int> = []
    var cache = CalendarCache()
    let gregorian = Reform.gregorian
    for system in [CalendarSystem.chinese, .korean, .vietnamese, .japanese] {
      for year in 1645...2498 {
        let january1 = gregorian.julianDay(of: CivilDate(year: year, month: 1, day: 1))
        // The lunisolar year in course at the end of March began in this Gregorian year.
        let march31 = gregorian.julianDay(of: CivilDate(year: year, month: 3, day: 31))
        guard let lunisolarYear = system.date(ofJulianDay: march31, cache: &cache)?.year,
          let newYear = system.julianDay(of: CalendarSystemDate(year: lunisolarYear, month: 1, day: 1), cache: &cache)
        else {
          Issue.record("\(system) \(year): no New Year")
          continue
        }
        #expect(HolidayDate.lunisolarNewYearDays.contains(newYear - january1), "\(system) \(year)")
        seen.insert(newYear - january1)
      }
    }
    #expect(seen.min() == HolidayDate.lunisolarNewYearDays.lowerBound)
    #expect(seen.max() == HolidayDate.lunisolarNewYearDays.upperBound)
  }
}

// Tests of SolarTerms.julianDayNumber(ofLongitude:inYear:utcOffsetMinutes:): the cheap day is the accurate one.

import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("Solar terms' civil days")
struct SolarTermsCivilDayTests {
  @Test("the cheap day is the accurate instant's, for the equinoxes and Qingming, 1950-2100")
  func sameAsAccurate() {
    #expect(checkedYears(1950...2100) == 151 * 12)
  }

  @Test("the cheap day is the accurate instant's, for the equinoxes and Qingming, 1600-2500", .longSweep)
  func sameAsAccurateOverCenturies() {
    #expect(checkedYears(1600...2500) == 901 * 12)
  }

  @Test("every term's cheap day on a zone's clocks is its accurate instant's, 1990-2060, at UTC-12 to UTC+14")
  func everyTermSameAsAccurate() {
    #expect(checkedTerms(years: 1990...2060, offsets: [-720, 0, 540, 840]) == 71 * 24 * 4)
  }

  @Test("every term's cheap day is its accurate instant's, every fifth year 1-3000", .longSweep)
  func everyTermSameAsAccurateOverMillennia() {
    #expect(checkedTerms(years: 1...3000, step: 5, offsets: [-300, 0, 330, 480]) == 600 * 24 * 4)
  }

  /// Compares `SolarTermDays`' day of each term of `years` (every `step`th) with its accurate instant's at each of
  /// `offsets` (minutes east of UTC); returns how many.
  func checkedTerms(years: ClosedRange<Int>, step: Int = 1, offsets: [Int]) -> Int {
    var checked = 0
    for offset in offsets {
      let source = SolarTermDays(zone: UTCOffsetRule(fixedSeconds: offset * 60))
      var cache = DayFactCache()
      for year in stride(from: years.lowerBound, through: years.upperBound, by: step) {
        let first = Reform.gregorian.julianDay(of: CivilDate(year: year, month: 1, day: 1))
        let last = Reform.gregorian.julianDay(of: CivilDate(year: year, month: 12, day: 31))
        source.forEachFact(onDaysFrom: first, through: last, reform: .gregorian, cache: &cache) { day, fact in
          let instant = SolarTerms.instant(ofLongitude: SolarTermDays.longitude(ofFact: fact), inYear: year)
          #expect(instant.julianDayNumber(utcOffsetMinutes: offset) == day, "\(year) \(fact % 24 * 15)° at \(offset)")
          checked += 1
        }
      }
    }
    return checked
  }

  @Test("the low-accuracy instant within 16 minutes of the accurate one, every term of every third year 1-3000")
  func approximateWithinAQuarterHour() {
    var largest = 0.0
    for year in stride(from: 1, through: 3000, by: 3) {
      for degrees in stride(from: 0, to: 360, by: 15) {
        let approximate = SolarTerms.approximateInstant(ofLongitude: degrees, inYear: year).julianDay
        let accurate = SolarTerms.instant(ofLongitude: degrees, inYear: year).julianDay
        largest = max(largest, (approximate - accurate).magnitude * 1_440)
      }
    }
    // Half of the half hour `julianDayNumber(near:accurate:secondsAheadOfUTC:)` keeps from midnight.
    #expect(largest < 16 && largest > 10, "\(largest) minutes")
  }

  /// Compares the two days for the equinoxes and Qingming of `years` at four offsets; returns how many.
  func checkedYears(_ years: ClosedRange<Int>) -> Int {
    var checked = 0
    for year in years {
      for degrees in [0, 15, 180] {
        for offset in [420, 480, 540, 60] {
          let accurate = SolarTerms.instant(ofLongitude: degrees, inYear: year).julianDayNumber(
            utcOffsetMinutes: offset)
          #expect(SolarTerms.julianDayNumber(ofLongitude: degrees, inYear: year, utcOffsetMinutes: offset) == accurate)
          checked += 1
        }
      }
    }
    return checked
  }
}

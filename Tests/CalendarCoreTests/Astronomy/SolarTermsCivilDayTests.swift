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

  @Test("where the clocks change near a term near midnight, the day of the accurate instant on its own clocks")
  func clocksChangingNearMidnight() {
    // The September equinox of 2026 is at 00:05 UT on the 23rd. Clocks on UTC until halfway between its low-accuracy
    // and accurate instants, and 10 minutes behind it after, read about 00:05 at the first, near midnight, and 23:55
    // on the 22nd at the second: the day is the 22nd, which the accurate longitude at UTC's midnight alone would not
    // say (the sun passes 180° after it).
    let instant = SolarTerms.instant(ofLongitude: 180, inYear: 2026)
    let approximate = SolarTerms.approximateInstant(ofLongitude: 180, inYear: 2026)
    #expect(instant.julianDayNumber() == 2_461_307 && (instant.julianDay - approximate.julianDay).magnitude > 1e-4)
    let change = Moment(julianDay: (instant.julianDay + approximate.julianDay) / 2)
    let isBehindAfter = instant > approximate
    let zone = UTCOffsetRule { ($0 < change) == isBehindAfter ? 0 : -600 }
    var cache = DayFactCache()
    var days: [Int] = []
    SolarTermDays(zone: zone).forEachFact(onDaysFrom: 2_461_300, through: 2_461_310, reform: .gregorian, cache: &cache) {
      day, _ in days.append(day)
    }
    #expect(days == [2_461_306])
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

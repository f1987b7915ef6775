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

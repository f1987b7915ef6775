// Tests of EquinoxDay: Meeus's series of the equinoxes against the accurate instants, year by year.

import CalendarCore
import Testing

@testable import Holidays

@Suite("Holidays: equinox days")
struct EquinoxDayTests {
  @Test("Meeus's series is within 65 seconds of the accurate instant in every year of its range")
  func seriesError() {
    var largest = 0.0
    for year in EquinoxDay.seriesYears {
      for (month, longitude) in [(3, 0), (9, 180)] {
        let series = EquinoxDay.instant(month: month, year: year).julianDay
        let accurate = SolarTerms.instant(ofLongitude: longitude, inYear: year).julianDay
        largest = max(largest, abs(series - accurate) * 86_400)
      }
    }
    #expect(largest < 65)
    // The margin that settles the day must leave room for the error.
    #expect(EquinoxDay.margin * 86_400 > 4 * largest)
  }

  @Test("Japan's equinox days are the accurate instants' days in every year from 1900 to 2400")
  func japaneseDays() {
    for year in 1900...2400 {
      for (month, longitude) in [(3, 0), (9, 180)] {
        let day = EquinoxDay.julianDayNumber(month: month, year: year, utcOffsetMinutes: 540)
        let accurate = SolarTerms.instant(ofLongitude: longitude, inYear: year).julianDayNumber(utcOffsetMinutes: 540)
        #expect(day == accurate, "\(year)-\(month)")
      }
    }
  }

  @Test("the periodic terms move the mean equinox by less than the largest correction allowed for")
  func largestCorrection() {
    let amplitudes = EquinoxDay.periodicTerms.reduce(0) { $0 + $1.amplitude }
    #expect(amplitudes == 1_978)
    // 1 + 0.0334 cos W + 0.0007 cos 2W is at least 1 - 0.0334 - 0.0007.
    let bound = 0.000_01 * amplitudes / (1 - 0.0334 - 0.0007)
    #expect(bound < EquinoxDay.largestCorrection - 0.000_3)
    var largest = 0.0
    for year in EquinoxDay.seriesYears {
      for month in [3, 9] {
        let mean = EquinoxDay.meanEquinox(month: month, year: year)
        largest = max(largest, abs(EquinoxDay.periodicCorrection(ofMeanEquinox: mean)))
      }
    }
    #expect(largest > 0.01 && largest <= bound)
  }

  @Test("a day the mean equinox settles is the series' day, away from midnight, at any offset")
  func meanEquinoxSettles() {
    var settled = 0
    var total = 0
    for year in EquinoxDay.seriesYears {
      for month in [3, 9] {
        for utcOffsetMinutes in [-300, 0, 345, 540] {
          let offset = 0.5 + Double(utcOffsetMinutes) / 1_440
          let mean = EquinoxDay.meanEquinox(month: month, year: year)
          let meanLocal = Moment(julianEphemerisDay: mean).julianDay + offset
          let meanFraction = meanLocal - meanLocal.rounded(.down)
          total += 1
          let edge = EquinoxDay.margin + EquinoxDay.largestCorrection
          guard meanFraction > edge && meanFraction < 1 - edge else { continue }
          settled += 1
          let local = EquinoxDay.instant(month: month, year: year).julianDay + offset
          let fraction = local - local.rounded(.down)
          #expect(local.rounded(.down) == meanLocal.rounded(.down), "\(year)-\(month) at \(utcOffsetMinutes)")
          #expect(fraction > EquinoxDay.margin && fraction < 1 - EquinoxDay.margin, "\(year)-\(month)")
        }
      }
    }
    // Nineteen years of twenty or so.
    #expect(settled * 20 > total * 18)
  }

  @Test("outside the series' years the accurate instant decides")
  func outsideSeries() {
    for year in [999, 3001, 9999] {
      #expect(
        EquinoxDay.julianDayNumber(month: 3, year: year, utcOffsetMinutes: 540)
          == SolarTerms.instant(ofLongitude: 0, inYear: year).julianDayNumber(utcOffsetMinutes: 540))
    }
  }

  @Test("the cosine is within a millionth around the circle")
  func cosine() {
    // Checked against the identity cos² + cos(· - 90°)² = 1 and known values, without the C library.
    #expect(abs(EquinoxDay.cosine(degrees: 0) - 1) < 1e-6)
    #expect(abs(EquinoxDay.cosine(degrees: 60) - 0.5) < 1e-6)
    #expect(abs(EquinoxDay.cosine(degrees: 180) + 1) < 1e-6)
    #expect(abs(EquinoxDay.cosine(degrees: -240) + 0.5) < 1e-6)
    for tenth in stride(from: -36_000, through: 36_000, by: 7) {
      let degrees = Double(tenth) / 10 + 445_267.112
      let c = EquinoxDay.cosine(degrees: degrees)
      let s = EquinoxDay.cosine(degrees: degrees - 90)
      #expect(abs(c * c + s * s - 1) < 2e-6)
    }
  }
}

// The sun's longitude (Meeus's examples 25.a and 25.b), the obliquity and sidereal time (22.a, 12.a, 12.b), ΔT,
// Moment and the pure-Swift sine, cosine and arctangent.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import CalendarCore

@Suite("Astronomy: sun, ΔT, moments")
struct AstronomySunTests {
  /// 1992 October 13.0 TD, Meeus's examples 25.a and 25.b.
  static let example25 = 2_448_908.5

  @Test("Meeus's example 25.b: apparent longitude 199°54′21.818″ on 1992 Oct 13.0 TD (nutation within 0.5″)")
  func higherAccuracy() {
    let longitude = Sun.apparentLongitude(julianEphemerisDay: Self.example25)
    let expected = 199 + 54.0 / 60 + 21.818 / 3_600
    #expect((longitude - expected).magnitude * 3_600 < 0.5, "\(longitude)")
  }

  @Test("Meeus's example 25.a: the low-accuracy longitude 199.90895°, within 0.01° of the accurate one")
  func lowAccuracy() {
    let approximate = normalizedDegrees(Sun.approximateLongitude(julianEphemerisDay: Self.example25))
    #expect((approximate - 199.908_95).magnitude < 0.000_01, "\(approximate)")
    #expect((approximate - Sun.apparentLongitude(julianEphemerisDay: Self.example25)).magnitude < 0.01)
  }

  // Columns: decimal year, ΔT in seconds from the Espenak-Meeus polynomials (NASA), tolerance.
  @Test(
    "ΔT at the polynomials' anchor years",
    arguments: [
      (2000.0, 63.86, 0.01), (1975.0, 45.45, 0.01), (1950.0, 29.07, 0.01), (1900.0, -2.79, 0.01),
      (1800.0, 13.72, 0.01), (1700.0, 8.83, 0.01), (1600.0, 120.0, 0.01), (1000.0, 1_574.2, 0.1),
      (0.0, 10_583.6, 0.1), (-1000.0, 25_428.0, 1), (2100.0, 202.74, 0.01),
    ])
  func deltaT(year: Double, seconds: Double, tolerance: Double) {
    #expect((DeltaT.seconds(atYear: year) - seconds).magnitude <= tolerance, "\(DeltaT.seconds(atYear: year))")
  }

  @Test("ΔT joins up: under 3 seconds' jump at each boundary of the polynomials from 1600 on")
  func deltaTContinuity() {
    for year in [-500.0, 500, 1600, 1700, 1800, 1860, 1900, 1920, 1941, 1961, 1986, 2005, 2050, 2150] {
      let jump = DeltaT.seconds(atYear: year) - DeltaT.seconds(atYear: year - 1e-9)
      #expect(jump.magnitude < (year < 1600 ? 20 : 3), "\(year): \(jump)")
    }
  }

  @Test("a Moment converts to and from day numbers at UTC offsets")
  func moments() {
    let day = Reform.gregorian.julianDay(of: CivilDate(year: 2026, month: 12, day: 1))
    let moment = Moment(julianDayNumber: day, secondsSinceMidnight: 3_600, utcOffsetMinutes: 120)  // 23:00 UT
    #expect(moment.julianDay == Double(day) - 0.5 - 1.0 / 24)
    #expect(moment.date().description == "2026-11-30")
    #expect(moment.date(utcOffsetMinutes: 120).description == "2026-12-01")
    #expect(moment.julianDayNumber(utcOffsetMinutes: 61) == day)
    #expect(moment.julianDayNumber(utcOffsetMinutes: 59) == day - 1)
    #expect((moment.secondsSinceMidnight(utcOffsetMinutes: 120) - 3_600).magnitude < 1e-4)
    #expect(moment.description == "2026-11-30 23:00:00")
    #expect((Moment(julianEphemerisDay: moment.julianEphemerisDay).julianDay - moment.julianDay).magnitude < 1e-9)
  }

  @Test("the pure-Swift sine and cosine agree with the C library's to 1e-15 up to 1e5 radians")
  func trigonometry() {
    var worst = 0.0
    var x = -100_000.0
    while x < 100_000 {
      worst = max(worst, (Trigonometry.sine(radians: x) - sin(x)).magnitude)
      worst = max(worst, (Trigonometry.cosine(radians: x) - cos(x)).magnitude)
      x += 1.234_567
    }
    #expect(worst < 1e-15, "\(worst)")
    #expect(Trigonometry.sine(degrees: 30).distance(to: 0.5).magnitude < 1e-16)
    #expect(Trigonometry.cosine(degrees: -3_600_060).distance(to: 0.5).magnitude < 1e-15)
  }

  @Test("the pure-Swift arctangent agrees with the C library's atan2 to 1e-15 in every quadrant and on the axes")
  func arctangent() {
    var worst = 0.0
    for (y, x) in [(0.0, 0.0), (0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (-1, -1), (1e-300, -1), (-1e-300, -1)] {
      worst = max(worst, (Trigonometry.arctangent(y: y, x: x) - atan2(y, x)).magnitude)
    }
    var angle = -4.0
    while angle < 4 {
      for radius in [1e-3, 0.7, 1e6] {
        let (y, x) = (radius * sin(angle), radius * cos(angle))
        worst = max(worst, (Trigonometry.arctangent(y: y, x: x) - atan2(y, x)).magnitude)
      }
      angle += 0.000_123_4
    }
    #expect(worst < 1e-15, "\(worst)")
  }

  @Test("Meeus's example 22.a: the mean obliquity 23°26′27.407″ on 1987 April 10.0 TD")
  func obliquity() {
    let centuries = (2_446_895.5 - 2_451_545) / 36_525
    let expected = 23 + 26.0 / 60 + 27.407 / 3_600
    #expect((meanObliquity(centuries: centuries) - expected).magnitude * 3_600 < 0.001)
  }

  // Columns: Julian Day (UT), Meeus's mean sidereal time at Greenwich in seconds of time (13h10m46.3668s at 0h,
  // 8h34m57.0896s at 19:21 UT).
  @Test(
    "Meeus's examples 12.a and 12.b: mean sidereal time 13h10m46.3668s and 8h34m57.0896s on 1987 April 10",
    arguments: [(2_446_895.5, 47_446.3668), (2_446_896.306_25, 30_897.0896)])
  func siderealTime(julianDay: Double, seconds: Double) {
    let degrees = normalizedDegrees(greenwichMeanSiderealTime(julianDay: julianDay))
    #expect((degrees * 240 - seconds).magnitude < 0.001, "\(degrees * 240)")
  }
}

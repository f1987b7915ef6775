// EquinoxDay: the civil day of a March or September equinox, from Meeus's series where it settles the day.

import CalendarCore

/// The civil day of an equinox at a UTC offset, as Japan's Vernal and Autumnal Equinox Days need it.
///
/// Meeus's series of the equinoxes (Astronomical Algorithms, 2nd ed., chapter 27: the mean equinox of
/// table 27.B for the years 1000 to 3000, corrected by the 24 periodic terms of table 27.C) gives the
/// instant within about a minute of the accurate one (VSOP87 with nutation and aberration,
/// `SolarTerms.instant(ofLongitude:inYear:)`): at most 65 seconds from it in every year from 1000 to 3000, as
/// `EquinoxDayTests` checks year by year. That settles the day whenever the instant is more than `margin` (more
/// than four times that) from a midnight at the offset, for a tenth of the accurate instant's cost; nearer
/// midnight, and outside the series' years, `SolarTerms.julianDayNumber(ofLongitude:inYear:utcOffsetMinutes:)`
/// decides.
/// The periodic terms move the mean equinox by `largestCorrection` at most, so a mean equinox farther than that
/// and `margin` from a midnight settles the day without them, as it does in nineteen years of twenty.
enum EquinoxDay {
  /// The years table 27.B holds for.
  static let seriesYears = 1000...3000
  /// How far from a midnight the series' instant settles the day: five minutes.
  static let margin = 5.0 / 1_440
  /// The most the periodic terms move the mean equinox, in days: their amplitudes' sum, 1,978 hundred-thousandths
  /// of a day, divided by the smallest `1 + 0.0334 cos W + 0.0007 cos 2W` can be (0.9659), is 0.02048; the rest,
  /// 30 seconds, covers ΔT's change over that half hour (milliseconds) and any step between its formulas' spans.
  static let largestCorrection = 0.021

  /// The day number of the civil day, on clocks `utcOffsetMinutes` ahead of UTC, of the equinox of month
  /// `month` (3 or 9) of the Gregorian year `year`.
  static func julianDayNumber(month: Int, year: Int, utcOffsetMinutes: Int) -> Int {
    let longitude = month == 3 ? 0 : 180
    guard seriesYears.contains(year) else {
      return SolarTerms.julianDayNumber(ofLongitude: longitude, inYear: year, utcOffsetMinutes: utcOffsetMinutes)
    }
    // The civil day at the offset begins at `.0` of these counts.
    let offset = 0.5 + Double(utcOffsetMinutes) / 1_440
    let meanLocal = Moment(julianEphemerisDay: meanEquinox(month: month, year: year)).julianDay + offset
    let meanDay = meanLocal.rounded(.down)
    let meanFraction = meanLocal - meanDay
    if meanFraction > margin + largestCorrection && meanFraction < 1 - margin - largestCorrection {
      return Int(meanDay)
    }
    let local = instant(month: month, year: year).julianDay + offset
    let day = local.rounded(.down)
    let fraction = local - day
    if fraction > margin && fraction < 1 - margin { return Int(day) }
    return SolarTerms.julianDayNumber(ofLongitude: longitude, inYear: year, utcOffsetMinutes: utcOffsetMinutes)
  }

  /// The mean equinox of month `month` (3 or 9) of `year` (within `seriesYears`), Meeus's table 27.B, as a Julian
  /// Ephemeris Day.
  static func meanEquinox(month: Int, year: Int) -> Double {
    let y = Double(year - 2000) / 1000
    return month == 3
      ? 2_451_623.809_84 + y * (365_242.374_04 + y * (0.051_69 + y * (-0.004_11 + y * -0.000_57)))
      : 2_451_810.217_15 + y * (365_242.017_67 + y * (-0.115_75 + y * (0.003_37 + y * 0.000_78)))
  }

  /// The instant of the equinox of month `month` (3 or 9) of `year` (within `seriesYears`) by Meeus's series.
  static func instant(month: Int, year: Int) -> Moment {
    let mean = meanEquinox(month: month, year: year)
    return Moment(julianEphemerisDay: mean + periodicCorrection(ofMeanEquinox: mean))
  }

  /// What table 27.C's periodic terms add to the mean equinox `mean` (a Julian Ephemeris Day), in days.
  static func periodicCorrection(ofMeanEquinox mean: Double) -> Double {
    let t = (mean - 2_451_545) / 36_525
    let w = 35_999.373 * t - 2.47
    let lambdaChange = 1 + 0.0334 * cosine(degrees: w) + 0.0007 * cosine(degrees: 2 * w)
    // Table 27.C: the periodic terms, A cos(B + C T), B and C in degrees.
    var sum = 0.0
    for term in periodicTerms { sum += term.amplitude * cosine(degrees: term.phase + term.rate * t) }
    return 0.000_01 * sum / lambdaChange
  }

  /// Table 27.C of Meeus: amplitude A, phase B (degrees) and rate C (degrees per Julian century).
  static let periodicTerms: [(amplitude: Double, phase: Double, rate: Double)] = [
    (485, 324.96, 1_934.136), (203, 337.23, 32_964.467), (199, 342.08, 20.186), (182, 27.85, 445_267.112),
    (156, 73.14, 45_036.886), (136, 171.52, 22_518.443), (77, 222.54, 65_928.934), (74, 296.72, 3_034.906),
    (70, 243.58, 9_037.513), (58, 119.81, 33_718.147), (52, 297.17, 150.678), (50, 21.02, 2_281.226),
    (45, 247.54, 29_929.562), (44, 325.15, 31_555.956), (29, 60.93, 4_443.417), (18, 155.12, 67_555.328),
    (17, 288.79, 4_562.452), (16, 198.04, 62_894.029), (14, 199.76, 31_436.921), (12, 95.39, 14_577.848),
    (12, 287.11, 31_931.756), (12, 320.81, 34_777.259), (9, 227.73, 1_222.114), (8, 15.45, 16_859.074),
  ]

  /// The cosine of `degrees`, within 1e-6: the angle brought into -90°...90° (the sign turned for the rest
  /// of the circle), then the Taylor series to the 10th power, whose remainder there is under 5e-7. The
  /// periodic terms are a minute of time at most, so an error of a millionth is nothing to them.
  static func cosine(degrees: Double) -> Double {
    // The nearest whole number of turns by adding and taking away 1.5 × 2⁵², without the C library's `round`.
    let turns = (degrees / 360 + 0x1.8p52) - 0x1.8p52
    var angle = degrees - 360 * turns
    var sign = 1.0
    if angle > 90 {
      (angle, sign) = (180 - angle, -1)
    } else if angle < -90 {
      (angle, sign) = (-180 - angle, -1)
    }
    let x = angle * (Double.pi / 180)
    let s = x * x
    let series = 1 + s * (-1.0 / 2 + s * (1.0 / 24 + s * (-1.0 / 720 + s * (1.0 / 40_320 + s * (-1.0 / 3_628_800)))))
    return sign * series
  }
}

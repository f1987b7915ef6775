// Sun: the sun's apparent geocentric longitude, and the instant it reaches a given longitude.

/// The sun as seen from the centre of the Earth: its apparent ecliptic longitude (Meeus, Astronomical
/// Algorithms, 2nd ed., chapter 25, "higher accuracy"), and the instants it reaches a longitude, which give the
/// equinoxes, the solstices and the solar terms.
///
///     Sun.apparentLongitude(at: Moment(julianEphemerisDay: 2_448_908.5))  // 199.906…°, Meeus's example 25.b
public enum Sun {
  /// The sun's apparent geocentric longitude at `moment`, in degrees `0..<360`: referred to the true equinox
  /// of the date, with nutation and aberration, about 1″ from VSOP87 in the historical period.
  public static func apparentLongitude(at moment: Moment) -> Double {
    apparentLongitude(julianEphemerisDay: moment.julianEphemerisDay)
  }

  /// The apparent longitude in degrees `0..<360` at the Julian Ephemeris Day `julianEphemerisDay` (TT).
  static func apparentLongitude(julianEphemerisDay: Double) -> Double {
    let millennia = (julianEphemerisDay - 2_451_545) / 365_250  // from J2000.0, 2000 January 1.5 TT
    let centuries = millennia * 10
    // Meeus 25.9-25.10: the geocentric longitude is the Earth's heliocentric one plus 180°.
    let geometric = EarthSeries.longitude(millennia: millennia) / Trigonometry.radiansPerDegree + 180
    // Meeus 25.9: from VSOP87's dynamical ecliptic to the FK5 system, −0.09033″.
    let fk5 = -0.090_33 / 3_600
    // Meeus 25.10: the annual aberration, −20.4898″ / R.
    let aberration = -20.4898 / 3_600 / EarthSeries.radius(millennia: millennia)
    return normalizedDegrees(geometric + fk5 + nutationInLongitude(centuries: centuries) + aberration)
  }

  /// The sun's apparent longitude by Meeus's low-accuracy method (chapter 25, equations 25.2-25.8, within
  /// 0.01°), in degrees, not reduced: a cheap first guess for the instants the accurate longitude refines.
  static func approximateLongitude(julianEphemerisDay: Double) -> Double {
    let t = (julianEphemerisDay - 2_451_545) / 36_525
    let meanLongitude = 280.466_46 + 36_000.769_83 * t + 0.000_303_2 * t * t  // L0, 25.2
    let meanAnomaly = 357.529_11 + 35_999.050_29 * t - 0.000_153_7 * t * t  // M, 25.3
    let centre = (1.914_602 - 0.004_817 * t - 0.000_014 * t * t) * Trigonometry.sine(degrees: meanAnomaly)
      + (0.019_993 - 0.000_101 * t) * Trigonometry.sine(degrees: 2 * meanAnomaly)
      + 0.000_289 * Trigonometry.sine(degrees: 3 * meanAnomaly)  // C, the equation of the centre
    let ascendingNode = 125.04 - 1_934.136 * t  // Ω, for nutation and aberration together
    return meanLongitude + centre - 0.005_69 - 0.004_78 * Trigonometry.sine(degrees: ascendingNode)
  }

  /// `approximateLongitude(julianEphemerisDay:)` and its rate in degrees a day, for Newton's method: the sines of
  /// twice and three times the mean anomaly from its sine and cosine, and the rate from the derivative of the
  /// equation of the centre (the nutation's small term left out of the rate).
  static func approximateLongitudeAndRate(julianEphemerisDay: Double) -> (degrees: Double, degreesPerDay: Double) {
    let t = (julianEphemerisDay - 2_451_545) / 36_525
    let meanLongitude = 280.466_46 + 36_000.769_83 * t + 0.000_303_2 * t * t  // L0, 25.2
    let meanAnomaly = 357.529_11 + 35_999.050_29 * t - 0.000_153_7 * t * t  // M, 25.3
    let (sine, cosine) = (Trigonometry.sine(degrees: meanAnomaly), Trigonometry.cosine(degrees: meanAnomaly))
    let (first, second, third) = (1.914_602 - 0.004_817 * t - 0.000_014 * t * t, 0.019_993 - 0.000_101 * t, 0.000_289)
    let sineOfTwice = 2 * sine * cosine
    let sineOfThrice = sine * (3 - 4 * sine * sine)
    let centre = first * sine + second * sineOfTwice + third * sineOfThrice
    let ascendingNode = 125.04 - 1_934.136 * t
    let degrees = meanLongitude + centre - 0.005_69 - 0.004_78 * Trigonometry.sine(degrees: ascendingNode)
    // d(centre)/dM, in degrees a degree: the cosines of 2M and 3M from cos M.
    let cosineOfTwice = 2 * cosine * cosine - 1
    let cosineOfThrice = cosine * (4 * cosine * cosine - 3)
    let centreRate = (first * cosine + 2 * second * cosineOfTwice + 3 * third * cosineOfThrice) * Trigonometry.radiansPerDegree
    return (degrees, (36_000.769_83 + 0.000_606_4 * t + centreRate * 35_999.050_29) / 36_525)
  }

  /// The Julian Ephemeris Day, nearest to `guess`, at which the apparent longitude is `degrees`.
  ///
  /// First the low-accuracy longitude is solved by steps of the mean rate (a tropical year per turn), which
  /// brings a guess within a few days to within a minute or so of the answer; then Newton's method on the
  /// accurate longitude, with the rate of the low-accuracy one (within 0.1 % of the true rate), converges in one
  /// or two steps: once a step is under a second, the next would be under a millisecond and is not taken.
  static func julianEphemerisDay(whenLongitudeIs degrees: Double, near guess: Double) -> Double {
    let daysPerDegree = 365.242_19 / 360  // the mean tropical year per turn
    var day = guess
    for _ in 0..<4 {
      day += daysPerDegree * signedDegrees(degrees - approximateLongitude(julianEphemerisDay: day))
    }
    // The true rate here, from the low-accuracy longitude half a day either side.
    let rate = signedDegrees(
      approximateLongitude(julianEphemerisDay: day + 0.5) - approximateLongitude(julianEphemerisDay: day - 0.5))
    for _ in 0..<5 {
      let step = signedDegrees(degrees - apparentLongitude(julianEphemerisDay: day)) / rate
      day += step
      if step.magnitude < 1e-5 { break }  // 0.86 s
    }
    return day
  }
}

/// `degrees` reduced to `0..<360`.
func normalizedDegrees(_ degrees: Double) -> Double {
  let reduced = degrees - 360 * (degrees / 360).rounded(.down)
  return reduced < 360 ? reduced : 0
}

/// `degrees` reduced to `-180..<180`: the signed difference of two angles.
func signedDegrees(_ degrees: Double) -> Double {
  normalizedDegrees(degrees + 180) - 180
}

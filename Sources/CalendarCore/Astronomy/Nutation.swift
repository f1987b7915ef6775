// Nutation: the nutation in longitude, the wobble of the equinox that an apparent longitude includes, and the
// obliquity of the ecliptic, which turns an ecliptic longitude into right ascension and declination.

/// The nutation in longitude, Δψ, in degrees, at `centuries` Julian centuries of TT from J2000.0: the four
/// largest terms of the IAU 1980 theory as Meeus gives them (Astronomical Algorithms, chapter 22, p. 144),
/// accurate to 0.5″, about 12 seconds of the sun's motion.
func nutationInLongitude(centuries t: Double) -> Double {
  // Meeus, equation 22.1's Ω and p. 144's mean longitudes of the sun (L) and the moon (L′), in degrees.
  let ascendingNode = 125.044_52 - 1_934.136_261 * t + 0.002_070_8 * t * t + t * t * t / 450_000
  let sunMeanLongitude = 280.4665 + 36_000.7698 * t
  let moonMeanLongitude = 218.3165 + 481_267.8813 * t
  let arcseconds = -17.20 * Trigonometry.sine(degrees: ascendingNode)
    - 1.32 * Trigonometry.sine(degrees: 2 * sunMeanLongitude)
    - 0.23 * Trigonometry.sine(degrees: 2 * moonMeanLongitude)
    + 0.21 * Trigonometry.sine(degrees: 2 * ascendingNode)
  return arcseconds / 3_600
}

/// The mean obliquity of the ecliptic, ε₀, in degrees, at `centuries` Julian centuries of TT from J2000.0: the
/// IAU's polynomial as Meeus gives it (Astronomical Algorithms, equation 22.2), within 1″ over 2,000 years
/// either side of 2000.
func meanObliquity(centuries t: Double) -> Double {
  // 84381.448″ is 23°26′21.448″.
  (84_381.448 + t * (-46.8150 + t * (-0.000_59 + t * 0.001_813))) / 3_600
}

// DeltaT: TT − UT, the difference between the uniform time of ephemerides and the time of the Earth's turning.

/// ΔT, Terrestrial Time less Universal Time, in seconds: the amount by which the slowing, irregular rotation
/// of the Earth lags the uniform time in which the sun and moon are computed.
///
/// The polynomials are Espenak and Meeus's, from "Five Millennium Canon of Solar Eclipses" (NASA/TP-2006-214141)
/// and NASA's eclipse web site ("Polynomial Expressions for Delta T"), fitted to the historical values of
/// Morrison and Stephenson (2004) and to measurements since 1620. Outside −500…2150 they use Morrison and
/// Stephenson's long-term parabola, −20 + 32 u² seconds with u in centuries from 1820, which is also the
/// sensible extrapolation: the tides slow the Earth by about 1.8 ms a day per century.
///
///     DeltaT.seconds(atYear: 2000)  // 63.86
public enum DeltaT {
  /// ΔT in seconds at the decimal year `year` (2000.5 is mid-2000).
  public static func seconds(atYear year: Double) -> Double {
    switch year {
    case ..<(-500): return longTermParabola(year)
    case ..<500:
      let u = year / 100
      return polynomial(u, [10_583.6, -1_014.41, 33.783_11, -5.952_053, -0.179_845_2, 0.022_174_192, 0.009_031_652_1])
    case ..<1600:
      let u = (year - 1000) / 100
      return polynomial(u, [1_574.2, -556.01, 71.234_72, 0.319_781, -0.850_346_3, -0.005_050_998, 0.008_357_207_3])
    case ..<1700: return polynomial(year - 1600, [120, -0.9808, -0.01532, 1.0 / 7_129])
    case ..<1800: return polynomial(year - 1700, [8.83, 0.1603, -0.005_928_5, 0.000_133_36, -1.0 / 1_174_000])
    case ..<1860:
      return polynomial(
        year - 1800,
        [13.72, -0.332_447, 0.006_861_2, 0.004_111_6, -0.000_374_36, 0.000_012_127_2, -0.000_000_169_9,
         0.000_000_000_875])
    case ..<1900:
      return polynomial(year - 1860, [7.62, 0.5737, -0.251_754, 0.016_806_68, -0.000_447_362_4, 1.0 / 233_174])
    case ..<1920: return polynomial(year - 1900, [-2.79, 1.494_119, -0.059_893_9, 0.006_196_6, -0.000_197])
    case ..<1941: return polynomial(year - 1920, [21.20, 0.844_93, -0.076_100, 0.002_093_6])
    case ..<1961: return polynomial(year - 1950, [29.07, 0.407, -1.0 / 233, 1.0 / 2_547])
    case ..<1986: return polynomial(year - 1975, [45.45, 1.067, -1.0 / 260, -1.0 / 718])
    case ..<2005:
      return polynomial(year - 2000, [63.86, 0.3345, -0.060_374, 0.001_727_5, 0.000_651_814, 0.000_023_735_99])
    case ..<2050: return polynomial(year - 2000, [62.92, 0.322_17, 0.005_589])
    case ..<2150:
      // The parabola, less a linear term that joins it to the 2005–2050 polynomial in 2050.
      return longTermParabola(year) - 0.5628 * (2150 - year)
    default: return longTermParabola(year)
    }
  }

  /// Morrison and Stephenson's (2004) long-term ΔT: −20 + 32 u² seconds, u in centuries from 1820.
  static func longTermParabola(_ year: Double) -> Double {
    let u = (year - 1820) / 100
    return -20 + 32 * u * u
  }
}

/// The polynomial with `coefficients` (constant term first) at `x`, by Horner's rule.
func polynomial(_ x: Double, _ coefficients: [Double]) -> Double {
  var result = 0.0
  for coefficient in coefficients.reversed() { result = result * x + coefficient }
  return result
}

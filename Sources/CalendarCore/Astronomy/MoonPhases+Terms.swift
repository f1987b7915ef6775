// MoonPhases' periodic and planetary terms: the tables of Meeus's chapter 49, pp. 351-352.

extension MoonPhases {
  /// One periodic term: `coefficient` days × E^`eccentricityPower` × sin(m M + m′ M′ + f F + o Ω).
  typealias Term = (coefficient: Double, eccentricityPower: Int, sun: Double, moon: Double, latitude: Double,
    node: Double)

  /// Σ coefficient × Eⁿ × sin(argument) over `terms`.
  static func sum(_ terms: [Term], _ elements: MeanElements) -> Double {
    var total = 0.0
    for term in terms {
      let argument = term.sun * elements.sunAnomaly + term.moon * elements.moonAnomaly
        + term.latitude * elements.latitudeArgument + term.node * elements.ascendingNode
      var factor = term.coefficient
      for _ in 0..<term.eccentricityPower { factor *= elements.eccentricity }
      total += factor * Trigonometry.sine(degrees: argument)
    }
    return total
  }

  static func newMoonTerms(_ elements: MeanElements) -> Double { sum(newMoon, elements) }
  static func fullMoonTerms(_ elements: MeanElements) -> Double { sum(fullMoon, elements) }
  static func quarterTerms(_ elements: MeanElements) -> Double { sum(quarters, elements) }

  /// W, added at first quarter and subtracted at last quarter (Meeus, p. 352).
  static func quarterCorrection(_ elements: MeanElements) -> Double {
    let sun = elements.sunAnomaly, moon = elements.moonAnomaly, latitude = elements.latitudeArgument
    return 0.003_06 - 0.000_38 * elements.eccentricity * Trigonometry.cosine(degrees: sun)
      + 0.000_26 * Trigonometry.cosine(degrees: moon) - 0.000_02 * Trigonometry.cosine(degrees: moon - sun)
      + 0.000_02 * Trigonometry.cosine(degrees: moon + sun) + 0.000_02 * Trigonometry.cosine(degrees: 2 * latitude)
  }

  /// The additional corrections for all phases (Meeus, p. 351-352): Σ c sin(A₀ + rate × k), A₁ also
  /// −0.009173 T².
  static func planetaryTerms(k: Double, t: Double) -> Double {
    var total = 0.0
    for (index, term) in planetary.enumerated() {
      let argument = term.atEpoch + term.perLunation * k - (index == 0 ? 0.009_173 * t * t : 0)
      total += term.coefficient * Trigonometry.sine(degrees: argument)
    }
    return total
  }

  // MARK: - The tables: (coefficient in days, power of E, multiples of M, M′, F, Ω)

  /// New and full moon: their terms have the same arguments, each its own coefficient (days), as
  /// (new moon's coefficient, full moon's coefficient, power of E, multiples of M, M′, F, Ω).
  static let newAndFullMoon: [(new: Double, full: Double, eccentricityPower: Int, sun: Double, moon: Double,
    latitude: Double, node: Double)] = [
    (-0.407_20, -0.406_14, 0, 0, 1, 0, 0), (0.172_41, 0.173_02, 1, 1, 0, 0, 0), (0.016_08, 0.016_14, 0, 0, 2, 0, 0),
    (0.010_39, 0.010_43, 0, 0, 0, 2, 0), (0.007_39, 0.007_34, 1, -1, 1, 0, 0), (-0.005_14, -0.005_15, 1, 1, 1, 0, 0),
    (0.002_08, 0.002_09, 2, 2, 0, 0, 0), (-0.001_11, -0.001_11, 0, 0, 1, -2, 0),
    (-0.000_57, -0.000_57, 0, 0, 1, 2, 0), (0.000_56, 0.000_56, 1, 1, 2, 0, 0), (-0.000_42, -0.000_42, 0, 0, 3, 0, 0),
    (0.000_42, 0.000_42, 1, 1, 0, 2, 0), (0.000_38, 0.000_38, 1, 1, 0, -2, 0), (-0.000_24, -0.000_24, 1, -1, 2, 0, 0),
    (-0.000_17, -0.000_17, 0, 0, 0, 0, 1), (-0.000_07, -0.000_07, 0, 2, 1, 0, 0),
    (0.000_04, 0.000_04, 0, 0, 2, -2, 0), (0.000_04, 0.000_04, 0, 3, 0, 0, 0), (0.000_03, 0.000_03, 0, 1, 1, -2, 0),
    (0.000_03, 0.000_03, 0, 0, 2, 2, 0), (-0.000_03, -0.000_03, 0, 1, 1, 2, 0), (0.000_03, 0.000_03, 0, -1, 1, 2, 0),
    (-0.000_02, -0.000_02, 0, -1, 1, -2, 0), (-0.000_02, -0.000_02, 0, 1, 3, 0, 0),
    (0.000_02, 0.000_02, 0, 0, 4, 0, 0),
  ]

  /// New moon.
  static let newMoon: [Term] = newAndFullMoon.map {
    ($0.new, $0.eccentricityPower, $0.sun, $0.moon, $0.latitude, $0.node)
  }

  /// Full moon.
  static let fullMoon: [Term] = newAndFullMoon.map {
    ($0.full, $0.eccentricityPower, $0.sun, $0.moon, $0.latitude, $0.node)
  }

  /// First and last quarters (before W).
  static let quarters: [Term] = [
    (-0.628_01, 0, 0, 1, 0, 0), (0.171_72, 1, 1, 0, 0, 0), (-0.011_83, 1, 1, 1, 0, 0), (0.008_62, 0, 0, 2, 0, 0),
    (0.008_04, 0, 0, 0, 2, 0), (0.004_54, 1, -1, 1, 0, 0), (0.002_04, 2, 2, 0, 0, 0), (-0.001_80, 0, 0, 1, -2, 0),
    (-0.000_70, 0, 0, 1, 2, 0), (-0.000_40, 0, 0, 3, 0, 0), (-0.000_34, 1, -1, 2, 0, 0), (0.000_32, 1, 1, 0, 2, 0),
    (0.000_32, 1, 1, 0, -2, 0), (-0.000_28, 2, 2, 1, 0, 0), (0.000_27, 1, 1, 2, 0, 0), (-0.000_17, 0, 0, 0, 0, 1),
    (-0.000_05, 0, -1, 1, -2, 0), (0.000_04, 0, 0, 2, 2, 0), (-0.000_04, 0, 1, 1, 2, 0), (0.000_04, 0, -2, 1, 0, 0),
    (0.000_03, 0, 1, 1, -2, 0), (0.000_03, 0, 3, 0, 0, 0), (0.000_02, 0, 0, 2, -2, 0), (0.000_02, 0, -1, 1, 2, 0),
    (-0.000_02, 0, 1, 3, 0, 0),
  ]

  /// The planetary arguments A₁…A₁₄ (degrees at k = 0, degrees per lunation) and their coefficients (days).
  static let planetary: [(atEpoch: Double, perLunation: Double, coefficient: Double)] = [
    (299.77, 0.107_408, 0.000_325), (251.88, 0.016_321, 0.000_165), (251.83, 26.651_886, 0.000_164),
    (349.42, 36.412_478, 0.000_126), (84.66, 18.206_239, 0.000_110), (141.74, 53.303_771, 0.000_062),
    (207.14, 2.453_732, 0.000_060), (154.84, 7.306_860, 0.000_056), (34.52, 27.261_239, 0.000_047),
    (207.19, 0.121_824, 0.000_042), (291.34, 1.844_379, 0.000_040), (161.72, 24.198_154, 0.000_037),
    (239.56, 25.513_099, 0.000_035), (331.55, 3.592_518, 0.000_023),
  ]
}

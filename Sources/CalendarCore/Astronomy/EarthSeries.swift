// EarthSeries: the Earth's heliocentric longitude and distance, VSOP87 truncated as in Meeus's Appendix III.

/// The Earth's heliocentric ecliptic longitude and distance from the sun, referred to the mean ecliptic and
/// equinox of the date, from the VSOP87D theory of Bretagnon and Francou (1988) truncated as Meeus prints it
/// (Astronomical Algorithms, 2nd ed., Appendix III, "Earth"; the same terms are Table A4.2 of Reda and Andreas,
/// "Solar Position Algorithm for Solar Radiation Applications", NREL, 2004).
///
/// Each series is a sum of terms A cos(B + C τ), τ in Julian millennia of Terrestrial Time from J2000.0; the
/// longitude is (L0 + L1 τ + L2 τ² + … + L5 τ⁵) / 10⁸ radians (Meeus, equation 32.2). Meeus gives the truncated
/// theory an accuracy of about 1″ in longitude over the historical period.
enum EarthSeries {
  /// One periodic term: amplitude A (10⁻⁸ radians or AU), phase B (radians), frequency C (radians per
  /// millennium).
  typealias Term = (amplitude: Double, phase: Double, frequency: Double)

  /// The Earth's heliocentric longitude in radians (not reduced to one turn) at `millennia`, Julian millennia
  /// of TT from J2000.0.
  static func longitude(millennia τ: Double) -> Double {
    let sums = [
      sum(longitude0, τ), sum(longitude1, τ), sum(longitude2, τ), sum(longitude3, τ), sum(longitude4, τ),
      sum(longitude5, τ),
    ]
    return polynomial(τ, sums) / 100_000_000
  }

  /// The Earth's distance from the sun in astronomical units at `millennia`, within 1e-4 AU of Meeus's series:
  /// only the terms of R0 and R1 of at least 1e-5 AU are kept, as the distance enters the solar longitude only
  /// through the aberration, 20.4898″/R, where 1e-4 AU is 0.002″.
  static func radius(millennia τ: Double) -> Double {
    (sum(radius0, τ) + sum(radius1, τ) * τ) / 100_000_000
  }

  /// Σ A cos(B + C τ) over `terms`.
  static func sum(_ terms: [Term], _ τ: Double) -> Double {
    var total = 0.0
    for term in terms { total += term.amplitude * Trigonometry.cosine(radians: term.phase + term.frequency * τ) }
    return total
  }

  // MARK: - Meeus, Appendix III, Earth: (A, B, C)

  /// L0: 64 terms.
  static let longitude0: [Term] = [
    (175_347_046, 0, 0), (3_341_656, 4.6692568, 6283.07585), (34_894, 4.6261, 12566.1517), (3_497, 2.7441, 5753.3849),
    (3_418, 2.8289, 3.5231), (3_136, 3.6277, 77713.7715), (2_676, 4.4181, 7860.4194), (2_343, 6.1352, 3930.2097),
    (1_324, 0.7425, 11506.7698), (1_273, 2.0371, 529.691), (1_199, 1.1096, 1577.3435), (990, 5.233, 5884.927),
    (902, 2.045, 26.298), (857, 3.508, 398.149), (780, 1.179, 5223.694), (753, 2.533, 5507.553),
    (505, 4.583, 18849.228), (492, 4.205, 775.523), (357, 2.92, 0.067), (317, 5.849, 11790.629),
    (284, 1.899, 796.298), (271, 0.315, 10977.079), (243, 0.345, 5486.778), (206, 4.806, 2544.314),
    (205, 1.869, 5573.143), (202, 2.458, 6069.777), (156, 0.833, 213.299), (132, 3.411, 2942.463),
    (126, 1.083, 20.775), (115, 0.645, 0.98), (103, 0.636, 4694.003), (102, 0.976, 15720.839), (102, 4.267, 7.114),
    (99, 6.21, 2146.17), (98, 0.68, 155.42), (86, 5.98, 161000.69), (85, 1.3, 6275.96), (85, 3.67, 71430.7),
    (80, 1.81, 17260.15), (79, 3.04, 12036.46), (71, 1.76, 5088.63), (74, 3.5, 3154.69), (74, 4.68, 801.82),
    (70, 0.83, 9437.76), (62, 3.98, 8827.39), (61, 1.82, 7084.9), (57, 2.78, 6286.6), (56, 4.39, 14143.5),
    (56, 3.47, 6279.55), (52, 0.19, 12139.55), (52, 1.33, 1748.02), (51, 0.28, 5856.48), (49, 0.49, 1194.45),
    (41, 5.37, 8429.24), (41, 2.4, 19651.05), (39, 6.17, 10447.39), (37, 6.04, 10213.29), (37, 2.57, 1059.38),
    (36, 1.71, 2352.87), (36, 1.78, 6812.77), (33, 0.59, 17789.85), (30, 0.44, 83996.85), (30, 2.74, 1349.87),
    (25, 3.16, 4690.48),
  ]

  /// L1: 34 terms, times τ.
  static let longitude1: [Term] = [
    (628_331_966_747, 0, 0), (206_059, 2.678235, 6283.07585), (4_303, 2.6351, 12566.1517), (425, 1.59, 3.523),
    (119, 5.796, 26.298), (109, 2.966, 1577.344), (93, 2.59, 18849.23), (72, 1.14, 529.69), (68, 1.87, 398.15),
    (67, 4.41, 5507.55), (59, 2.89, 5223.69), (56, 2.17, 155.42), (45, 0.4, 796.3), (36, 0.47, 775.52),
    (29, 2.65, 7.11), (21, 5.34, 0.98), (19, 1.85, 5486.78), (19, 4.97, 213.3), (17, 2.99, 6275.96),
    (16, 0.03, 2544.31), (16, 1.43, 2146.17), (15, 1.21, 10977.08), (12, 2.83, 1748.02), (12, 3.26, 5088.63),
    (12, 5.27, 1194.45), (12, 2.08, 4_694), (11, 0.77, 553.57), (10, 1.3, 3286.6), (10, 4.24, 1349.87),
    (9, 2.7, 242.73), (9, 5.64, 951.72), (8, 5.3, 2352.87), (6, 2.65, 9437.76), (6, 4.67, 4690.48),
  ]

  /// L2: 20 terms, times τ².
  static let longitude2: [Term] = [
    (52_919, 0, 0), (8_720, 1.0721, 6283.0758), (309, 0.867, 12566.152), (27, 0.05, 3.52), (16, 5.19, 26.3),
    (16, 3.68, 155.42), (10, 0.76, 18849.23), (9, 2.06, 77713.77), (7, 0.83, 775.52), (5, 4.66, 1577.34),
    (4, 1.03, 7.11), (4, 3.44, 5573.14), (3, 5.14, 796.3), (3, 6.05, 5507.55), (3, 1.19, 242.73), (3, 6.12, 529.69),
    (3, 0.31, 398.15), (3, 2.28, 553.57), (2, 4.38, 5223.69), (2, 3.75, 0.98),
  ]

  /// L3: 7 terms, times τ³.
  static let longitude3: [Term] = [
    (289, 5.844, 6283.076), (35, 0, 0), (17, 5.49, 12566.15), (3, 5.2, 155.42), (1, 4.72, 3.52), (1, 5.3, 18849.23),
    (1, 5.97, 242.73),
  ]

  /// L4: 3 terms, times τ⁴.
  static let longitude4: [Term] = [
    (114, 3.142, 0), (8, 4.13, 6283.08), (1, 3.84, 12566.15),
  ]

  /// L5: 1 term, times τ⁵.
  static let longitude5: [Term] = [
    (1, 3.14, 0),
  ]

  /// R0's 6 terms of at least 1e-5 AU (of Meeus's 40).
  static let radius0: [Term] = [
    (100_013_989, 0, 0), (1_670_700, 3.0984635, 6283.07585), (13_956, 3.05525, 12566.1517),
    (3_084, 5.1985, 77713.7715), (1_628, 1.1739, 5753.3849), (1_576, 2.8469, 7860.4194),
  ]

  /// R1's 3 terms of at least 1e-5 AU (of Meeus's 10), times τ.
  static let radius1: [Term] = [
    (103_019, 1.10749, 6283.07585), (1_721, 1.0644, 12566.1517), (702, 3.142, 0),
  ]
}

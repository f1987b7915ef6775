// Sine, cosine and arctangent in pure Swift, for the astronomy's series without importing the C library.

/// Sine and cosine of radians and of degrees, and the arctangent of a point, computed here so that `CalendarCore` imports nothing and gives
/// the same instants on every platform (libm's sin and cos differ in the last bit between systems).
///
/// The argument is reduced to r in [−π/4, π/4] and a quadrant by subtracting the nearest multiple of π/2, held
/// as two doubles (Cody and Waite's method; the split is fdlibm's `pio2_1`, `pio2_1t` from e_rem_pio2.c), so the
/// reduction stays exact to about 1e-16 radians for the arguments of up to 1e6 radians the series produce. On
/// that interval the Taylor series to r¹⁵ (sine) and r¹⁶ (cosine) are within 1e-16 (the next terms,
/// (π/4)¹⁷/17! and (π/4)¹⁸/18!, are below 5e-17).
enum Trigonometry {
  /// π/2 to 33 bits, so that a multiple of it by an integer below 2²⁰ is exact.
  static let halfPiHigh = Double(bitPattern: 0x3FF9_21FB_5440_0000)
  /// π/2 less `halfPiHigh`.
  static let halfPiLow = Double(bitPattern: 0x3DD0_B461_1A62_6331)

  /// The sine of `x` radians.
  static func sine(radians x: Double) -> Double {
    let (quadrant, r) = reduced(x)
    switch quadrant & 3 {
    case 0: return sineKernel(r)
    case 1: return cosineKernel(r)
    case 2: return -sineKernel(r)
    default: return -cosineKernel(r)
    }
  }

  /// The cosine of `x` radians.
  static func cosine(radians x: Double) -> Double {
    let (quadrant, r) = reduced(x)
    switch quadrant & 3 {
    case 0: return cosineKernel(r)
    case 1: return -sineKernel(r)
    case 2: return -cosineKernel(r)
    default: return sineKernel(r)
    }
  }

  /// The sine of `degrees`, reduced modulo 360 before the conversion to radians.
  static func sine(degrees: Double) -> Double { sine(radians: reducedDegrees(degrees) * radiansPerDegree) }

  /// The cosine of `degrees`, reduced modulo 360 before the conversion to radians.
  static func cosine(degrees: Double) -> Double { cosine(radians: reducedDegrees(degrees) * radiansPerDegree) }

  /// π/180.
  static let radiansPerDegree = Double.pi / 180

  /// `degrees` less the nearest multiple of 360: −180…180.
  static func reducedDegrees(_ degrees: Double) -> Double { degrees - 360 * nearestInteger(degrees / 360) }

  /// `x` rounded to the nearest integer (ties to even), for |x| < 2⁵¹: adding 1.5 × 2⁵² leaves no bits for a
  /// fraction, so the sum is rounded in the default rounding mode, and subtracting it back is exact. On x86-64
  /// without SSE4.1 `rounded()` is a call into the C library, a sizeable part of the cost of a sine.
  static func nearestInteger(_ x: Double) -> Double { (x + 0x1.8p52) - 0x1.8p52 }

  /// The nearest multiple k of π/2 to `x`, and x − kπ/2.
  static func reduced(_ x: Double) -> (quadrant: Int, remainder: Double) {
    precondition(x.magnitude < 1e9, "argument out of the reduction's range: \(x)")
    let multiple = nearestInteger(x * (2 / Double.pi))
    return (Int(multiple), (x - multiple * halfPiHigh) - multiple * halfPiLow)
  }

  /// The angle in radians, −π…π, from the positive x axis to the point (`x`, `y`): the quadrant's angle of
  /// `y / x`, 0 at the origin.
  ///
  /// Reduced by symmetry to the arctangent of t, the smaller of |x| and |y| over the larger (0…1), and then,
  /// for t above tan 15° = 2 − √3, by the addition formula atan t = π/6 + atan((t√3 − 1) / (t + √3)) to an
  /// argument of magnitude at most 2 − √3, where the alternating Taylor series to u²⁵ is within its next
  /// term, (2 − √3)²⁷/27 < 2e-17.
  static func arctangent(y: Double, x: Double) -> Double {
    let (absoluteX, absoluteY) = (x.magnitude, y.magnitude)
    if absoluteX == 0 && absoluteY == 0 { return 0 }
    let isSteep = absoluteY > absoluteX
    let t = isSteep ? absoluteX / absoluteY : absoluteY / absoluteX
    let tangentOf15Degrees = 0.267_949_192_431_122_7  // 2 − √3
    var angle: Double
    if t <= tangentOf15Degrees {
      angle = arctangentKernel(t)
    } else {
      let squareRootOf3 = 1.732_050_807_568_877_2
      angle = Double.pi / 6 + arctangentKernel((t * squareRootOf3 - 1) / (t + squareRootOf3))
    }
    if isSteep { angle = Double.pi / 2 - angle }
    if x < 0 { angle = Double.pi - angle }
    return y < 0 ? -angle : angle
  }

  /// atan u for |u| ≤ 2 − √3: the Taylor series u − u³/3 + u⁵/5 − … + u²⁵/25, by Horner's rule in u².
  static func arctangentKernel(_ u: Double) -> Double {
    let s = u * u
    let tail = -1.0 / 3 + s * (1.0 / 5 + s * (-1.0 / 7 + s * (1.0 / 9 + s * (-1.0 / 11 + s * (1.0 / 13
      + s * (-1.0 / 15 + s * (1.0 / 17 + s * (-1.0 / 19 + s * (1.0 / 21 + s * (-1.0 / 23 + s / 25))))))))))
    return u + u * s * tail
  }

  /// sin r for |r| ≤ π/4: the Taylor series r − r³/3! + r⁵/5! − … − r¹⁵/15!, by Horner's rule in r².
  static func sineKernel(_ r: Double) -> Double {
    let s = r * r
    let tail = -1.0 / 6 + s * (1.0 / 120 + s * (-1.0 / 5_040 + s * (1.0 / 362_880 + s * (-1.0 / 39_916_800
      + s * (1.0 / 6_227_020_800 + s * (-1.0 / 1_307_674_368_000))))))
    return r + r * s * tail
  }

  /// cos r for |r| ≤ π/4: the Taylor series 1 − r²/2! + r⁴/4! − … + r¹⁶/16!, by Horner's rule in r².
  static func cosineKernel(_ r: Double) -> Double {
    let s = r * r
    let tail = 1.0 / 24 + s * (-1.0 / 720 + s * (1.0 / 40_320 + s * (-1.0 / 3_628_800 + s * (1.0 / 479_001_600
      + s * (-1.0 / 87_178_291_200 + s * (1.0 / 20_922_789_888_000))))))
    return 1 - s / 2 + s * s * tail
  }
}

// SunriseSunset: when the sun rises and sets at a place within a window of time, or that it stays up or down.

/// What the sun does at a place during a window of time, in practice a local day: the first instant it rises and
/// the first it sets, either absent when it does not happen in the window (on days near the polar circles), or,
/// when neither happens, whether it stays up (polar day) or down (polar night) throughout.
///
/// The sun rises and sets when its upper limb touches a sea-level horizon seen through the standard refraction:
/// when its centre is at h₀ = −0°50′, 34′ of refraction and 16′ of semidiameter below the horizon, as almanacs
/// reckon (Meeus, Astronomical Algorithms, 2nd ed., chapter 15). Its place is Meeus's low-accuracy apparent
/// longitude (within 0.01°), turned into right ascension and declination by the obliquity of the ecliptic, and
/// the sky turns by Greenwich sidereal time (chapter 12) on Universal Time; the times agree with PyEphem's (upper
/// limb, no pressure, horizon −0°34′) to within a minute from 65° south to 65° north.
///
///     let tokyo = GeographicLocation(latitude: 35.6812, longitude: 139.7671)!
///     // 2026-12-02 on Tokyo's clocks (UTC+9): from 15:00 UT on 1 December to 15:00 UT on 2 December.
///     let start = Moment(julianDayNumber: 2_461_377, utcOffsetMinutes: 540)
///     SunriseSunset(at: tokyo, from: start, to: start.advanced(byDays: 1))
///     // .times(sunrise: 2026-12-01 21:32:37, sunset: 2026-12-02 07:27:32): 06:33 and 16:28 in Tokyo
public enum SunriseSunset: Hashable, Sendable {
  /// The sun rises at `sunrise` (the first time in the window) and sets at `sunset` (the first time), at least
  /// one of them in the window.
  case times(sunrise: Moment?, sunset: Moment?)
  /// The sun is above the horizon throughout the window.
  case polarDay
  /// The sun is below the horizon throughout the window.
  case polarNight

  /// What the sun does at `location` from `start` up to `end`: its first rising and first setting in the window,
  /// to within a second of the model's instants, or that it stays up or down.
  ///
  /// The altitude is followed through the window rather than solved for in closed form: between successive
  /// meridian transits (the sun highest or lowest) it rises or falls steadily, so each stretch between them holds
  /// at most one crossing of the horizon, found by regula falsi where its ends lie on either side. A sun that shows
  /// for only minutes, as near the polar circles, is found, since its transit lies between its rising and setting.
  /// - Precondition: `start` is not after `end`.
  public init(at location: GeographicLocation, from start: Moment, to end: Moment) {
    precondition(start <= end, "a window that ends before it starts")
    let observer = HorizonObserver(location)
    self.init(
      observer: observer, from: HorizonState(julianDay: start.julianDay, observer: observer),
      to: HorizonState(julianDay: end.julianDay, observer: observer))
  }

  /// What the sun does between the states `first` and `last` of `observer`'s sky: `init(at:from:to:)` for a
  /// caller that asks for consecutive windows, each state ending one and starting the next.
  init(observer: HorizonObserver, from first: HorizonState, to last: HorizonState) {
    // The sun's place is interpolated between states at most `longestPiece` apart (see `HorizonState`).
    let days = last.julianDay - first.julianDay
    let pieceCount = max(1, Int((days / HorizonState.longestPiece).rounded(.up)))
    var crossings = Crossings()
    var from = first
    for piece in 1...pieceCount {
      let to = piece == pieceCount
        ? last : HorizonState(julianDay: first.julianDay + days * Double(piece) / Double(pieceCount), observer: observer)
      crossings.find(from: from, to: to)
      if crossings.sunrise != nil && crossings.sunset != nil { break }
      from = to
    }
    switch (crossings.sunrise, crossings.sunset) {
    case (nil, nil):
      self = first.altitudeFunction(at: first.hourAngle) >= 0 ? .polarDay : .polarNight
    case (let sunrise, let sunset):
      self = .times(sunrise: sunrise.map(Moment.init(julianDay:)), sunset: sunset.map(Moment.init(julianDay:)))
    }
  }
}

// MARK: - The horizon

/// The sine of the standard altitude of sunrise and sunset, h₀ = −0°50′: a literal, which needs no
/// initialisation, where a global computed by a call is initialised lazily and checked on every read.
private let sineOfStandardAltitude = -0.014_543_897_651_582_656

/// The sine and cosine of a place's latitude, and its longitude, as each state of its sky needs them.
struct HorizonObserver {
  let sineOfLatitude: Double
  let cosineOfLatitude: Double
  /// Degrees east.
  let longitude: Double

  init(_ location: GeographicLocation) {
    sineOfLatitude = Trigonometry.sine(degrees: location.latitude)
    cosineOfLatitude = Trigonometry.cosine(degrees: location.latitude)
    longitude = location.longitude
  }
}

/// The sun in a place's sky at an instant, as the altitude's formula takes it (Meeus 13.6):
/// sin h = sin φ sin δ + cos φ cos δ cos H, less sin h₀, which is then positive while the sun is up.
///
/// Within a piece of at most `longestPiece` days, the hour angle H (the sidereal time less the right
/// ascension) is taken to grow evenly between the states at its ends, and the terms in the declination to change
/// evenly: the sun's right ascension and declination bend so little in a day (the declination's second difference
/// is under 0.01° a day²) that the interpolated altitude is within a few thousandths of a degree, a few seconds
/// of the crossing's time, while each point of the search costs one cosine, not the sun's whole theory.
struct HorizonState {
  /// The most days one piece of a window spans: a local day, 25 hours on the day clocks go back, and more.
  static let longestPiece = 1.25

  /// The instant, as a Julian Day in UT.
  let julianDay: Double
  /// sin φ sin δ − sin h₀.
  let constantTerm: Double
  /// cos φ cos δ.
  let cosineFactor: Double
  /// The local hour angle of the sun, in degrees `0..<360`: how far the sky has turned since it crossed the
  /// meridian.
  let hourAngle: Double

  init(julianDay: Double, observer: HorizonObserver) {
    self.julianDay = julianDay
    let julianEphemerisDay = Moment(julianDay: julianDay).julianEphemerisDay
    let centuries = (julianEphemerisDay - 2_451_545) / 36_525  // from J2000.0
    let longitude = Sun.approximateLongitude(julianEphemerisDay: julianEphemerisDay)
    // Meeus 25.8: the true obliquity near enough, and the nutation in longitude that the apparent longitude
    // already holds, both by the moon's ascending node Ω.
    let ascendingNode = 125.04 - 1_934.136 * centuries
    let obliquity = meanObliquity(centuries: centuries) + 0.002_56 * Trigonometry.cosine(degrees: ascendingNode)
    let nutation = -0.004_78 * Trigonometry.sine(degrees: ascendingNode)
    let (sineOfLongitude, cosineOfLongitude) =
      (Trigonometry.sine(degrees: longitude), Trigonometry.cosine(degrees: longitude))
    let (sineOfObliquity, cosineOfObliquity) =
      (Trigonometry.sine(degrees: obliquity), Trigonometry.cosine(degrees: obliquity))
    // Meeus 13.3 and 13.4 with the latitude of the sun taken as 0.
    let rightAscension = Trigonometry.arctangent(y: cosineOfObliquity * sineOfLongitude, x: cosineOfLongitude)
      / Trigonometry.radiansPerDegree
    let sineOfDeclination = sineOfObliquity * sineOfLongitude
    let cosineOfDeclination = (1 - sineOfDeclination * sineOfDeclination).squareRoot()
    // The apparent sidereal time: the mean one and the equation of the equinoxes, Δψ cos ε (Meeus 12.4, p. 88).
    let siderealTime = greenwichMeanSiderealTime(julianDay: julianDay) + nutation * cosineOfObliquity
    constantTerm = observer.sineOfLatitude * sineOfDeclination - sineOfStandardAltitude
    cosineFactor = observer.cosineOfLatitude * cosineOfDeclination
    hourAngle = normalizedDegrees(siderealTime + observer.longitude - rightAscension)
  }

  /// The altitude's formula at hour angle `hourAngle` with this state's declination: positive while the sun is up.
  func altitudeFunction(at hourAngle: Double) -> Double {
    constantTerm + cosineFactor * Trigonometry.cosine(degrees: hourAngle)
  }
}

/// The mean sidereal time at Greenwich, in degrees (not reduced), at the Julian Day `julianDay` in UT (Meeus 12.4).
func greenwichMeanSiderealTime(julianDay: Double) -> Double {
  let days = julianDay - 2_451_545  // from J2000.0
  let centuries = days / 36_525
  return 280.460_618_37 + 360.985_647_366_29 * days + centuries * centuries * (0.000_387_933 - centuries / 38_710_000)
}

// MARK: - The search

/// The first rising and first setting found so far, as Julian Days in UT.
private struct Crossings {
  var sunrise: Double?
  var sunset: Double?

  /// Finds the crossings of the horizon between the states `from` and `to`, keeping the first of each kind.
  mutating func find(from: HorizonState, to: HorizonState) {
    let piece = Piece(from: from, to: to)
    // The altitude is highest and lowest where the hour angle is a multiple of 180°: the stretches between those
    // points, and the piece's ends, each hold at most one crossing.
    var (start, startValue) = (0.0, piece.value(at: 0))
    var turn = (from.hourAngle / 180).rounded(.down) + 1
    while true {
      let boundary = turn * 180
      let end = boundary < piece.endHourAngle ? (boundary - from.hourAngle) / piece.hourAngleGrowth : 1
      let endValue = piece.value(at: end)
      if startValue < 0 && endValue >= 0 {
        if sunrise == nil { sunrise = piece.julianDay(at: piece.root(from: (start, startValue), to: (end, endValue))) }
      } else if startValue >= 0 && endValue < 0 {
        if sunset == nil { sunset = piece.julianDay(at: piece.root(from: (start, startValue), to: (end, endValue))) }
      }
      if end == 1 { return }
      (start, startValue) = (end, endValue)
      turn += 1
    }
  }
}

/// The altitude's formula between two states, interpolated linearly in the fraction of the way from one to the
/// other.
private struct Piece {
  let from: HorizonState
  let to: HorizonState
  /// The hour angle at `to`, unwrapped: `from`'s plus the whole turn of the sky between them.
  let endHourAngle: Double
  /// How many degrees the hour angle grows from `from` to `to`.
  let hourAngleGrowth: Double

  init(from: HorizonState, to: HorizonState) {
    (self.from, self.to) = (from, to)
    // The sky turns 360.9856° a day against the stars; the sun's right ascension takes back about 1° a day of it,
    // so the difference of the states' reduced hour angles from the mean turn is well within ±180°.
    let meanTurn = 360.985_647 * (to.julianDay - from.julianDay)
    hourAngleGrowth = meanTurn + signedDegrees(to.hourAngle - from.hourAngle - meanTurn)
    endHourAngle = from.hourAngle + hourAngleGrowth
  }

  /// The instant the fraction `fraction` of the way through the piece.
  func julianDay(at fraction: Double) -> Double { from.julianDay + (to.julianDay - from.julianDay) * fraction }

  /// The altitude's formula the fraction `fraction` of the way through the piece: positive while the sun is up.
  func value(at fraction: Double) -> Double {
    let constantTerm = from.constantTerm + (to.constantTerm - from.constantTerm) * fraction
    let cosineFactor = from.cosineFactor + (to.cosineFactor - from.cosineFactor) * fraction
    return constantTerm + cosineFactor * Trigonometry.cosine(degrees: from.hourAngle + hourAngleGrowth * fraction)
  }

  /// The fraction at which the altitude's formula is zero between `low` and `high`, whose values have opposite
  /// signs, to within a tenth of a second: regula falsi, with the Illinois algorithm's halving of a value kept twice
  /// running, which converges in a handful of steps where the plain method can crawl.
  func root(from low: (fraction: Double, value: Double), to high: (fraction: Double, value: Double)) -> Double {
    var (low, high) = (low, high)
    // A tenth of a second, as a fraction of the piece.
    let tolerance = 0.1 / 86_400 / max(to.julianDay - from.julianDay, 1e-9)
    var keptSide = 0
    var previous = Double.infinity
    for _ in 0..<100 {
      let fraction = (low.fraction * high.value - high.fraction * low.value) / (high.value - low.value)
      // Two estimates this close: the next would move less still.
      if (fraction - previous).magnitude < tolerance { return fraction }
      previous = fraction
      let value = self.value(at: fraction)
      if value == 0 { return fraction }
      if (value < 0) == (low.value < 0) {
        low = (fraction, value)
        if keptSide == 1 { high.value /= 2 }
        keptSide = 1
      } else {
        high = (fraction, value)
        if keptSide == -1 { low.value /= 2 }
        keptSide = -1
      }
      if high.fraction - low.fraction < tolerance { break }
    }
    return (low.fraction + high.fraction) / 2
  }
}

// SolarTermDays: the days of the 24 solar terms, on a time zone's clocks, as day facts.

/// The days on which the sun reaches one of the 24 solar terms (a multiple of 15° of apparent longitude), on
/// the clocks of a time zone: a source of day facts of kind `.solarTerm`, one a term, labelled with the term's
/// name (`立春`), as wall calendars print it; its value holds the local minute it is reached at, as almanacs list it.
///
/// The instants are `SolarTerms`' (Meeus's higher-accuracy sun, in UT); a term's day and time are those of the
/// minute the instant falls in on the zone's clocks, as the moon's phases are. The days are found from Meeus's
/// low-accuracy sun, which settles the day alone unless a term is within half an hour of midnight, where the accurate
/// longitude at that midnight does (`SolarTerms.julianDayNumber(ofLongitude:near:accurate:secondsAheadOfUTC:)`); the
/// accurate instant, which costs twice that, is found for a fact's value, when a view asks for its time. A fact's
/// number holds the year and the term. The names are the caller's, 24 from the term at 0° (the March equinox, 春分)
/// on, by default English ones. Days outside `supportedJulianDays` (years 1 to 3000) have none.
///
///     var cache = DayFactCache()
///     SolarTermDays(zone: .utc).forEachFact(onDaysFrom: 2_461_071, through: 2_461_071, reform: .gregorian,
///       cache: &cache) { julianDay, fact in print(SolarTermDays.longitude(ofFact: fact)) }  // 315 (立春)
public final class SolarTermDays: DayFactSource, Hashable {
  /// The zone whose clocks give the days and times.
  public let zone: UTCOffsetRule
  /// The terms' names, from 0° (the March equinox) by 15°.
  public let names: [String]

  /// The terms on the clocks of `zone`, named by `names` (24, from 0° by 15°).
  public init(zone: UTCOffsetRule = .utc, names: [String] = SolarTermDays.englishNames) {
    precondition(names.count == 24, "a solar term's name for each of 24")
    (self.zone, self.names) = (zone, names)
  }

  /// `.solarTerm`.
  public var kinds: DayFactKinds { .solarTerm }

  /// The days (JDNs) with terms: those of `MoonPhaseDays`, years 1 (Julian) to 3000, for the same reason: the
  /// instants are in Terrestrial Time, and ΔT past 3000 is a guess of hours.
  public static let supportedJulianDays = MoonPhaseDays.supportedJulianDays

  /// Calls `body` with the local day and the fact number of each solar term on a day from JDN `first` through
  /// JDN `last`. The days are day numbers, the same in every reform.
  public func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    let supported = SolarTermDays.supportedJulianDays
    guard first <= last && first <= supported.upperBound && last >= supported.lowerBound else { return }
    // The days asked for that the source has.
    let days = max(first, supported.lowerBound)...min(last, supported.upperBound)
    // A Gregorian year's terms run from 285° about 5 January to 270° about 22 December, days from the year's ends
    // on any clock (at most 14 hours from UTC): the years of the range's days are the years of its terms.
    let firstYear = Reform.gregorian.date(fromJulianDay: days.lowerBound).year
    let lastYear = Reform.gregorian.date(fromJulianDay: days.upperBound).year
    for year in firstYear...lastYear {
      cache.solarTerms.hold(year)
      let marchTwentieth = Reform.gregorian.julianDay(of: CivilDate(year: year, month: 3, day: 20))
      for term in 0..<24 {
        // The year's terms run from 285° (the first) on. A term whose first guess is ten days from the range is not
        // on its days, and is not found (the guess, by the mean sun, is up to five days off: the September
        // equinox of 1927 came 5.3 days after it); nor is one whose instant is more than a day and a half from
        // it, on any clock, asked for its local day.
        let guess = SolarTerms.guessedJulianDay(
          ofLongitude: SolarTerms.longitude(ofTerm: term), marchTwentieth: marchTwentieth)
        guard guess > Double(days.lowerBound) - 10 && guess < Double(days.upperBound) + 10 else { continue }
        let approximate = cache.solarTerms.approximateInstant(ofTerm: term, inYear: year, guess: guess)
        guard approximate > Double(days.lowerBound) - 2 && approximate < Double(days.upperBound) + 2 else { continue }
        let day = cache.solarTerms.localDay(ofTerm: term, inYear: year, zone: zone)
        if days.contains(day) { body(day, year * 24 + (285 / 15 + term) % 24) }
      }
    }
  }

  /// `.solarTerm`: every fact of the source is one.
  public func kind(ofFact fact: Int) -> DayFactKind { .solarTerm }

  /// The term's name: `Start of Spring`.
  public func label(ofFact fact: Int) -> String { names[fact % 24] }

  /// The term's longitude and the minute of the local day it is reached at, from its accurate instant.
  public func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue {
    let longitude = SolarTermDays.longitude(ofFact: fact)
    let instant = SolarTerms.instant(ofLongitude: longitude, inYear: fact / 24)
    // The day the accurate instant falls in is the fact's: near midnight the day was found from it.
    let minuteOfDay = min(max(zone.localMinute(of: instant) - julianDay * minutesPerDay, 0), minutesPerDay - 1)
    return .solarTerm(longitude: longitude, minuteOfDay: minuteOfDay)
  }

  /// The sun's apparent longitude, in degrees, of the term the fact numbered `fact` is.
  public static func longitude(ofFact fact: Int) -> Int { fact % 24 * 15 }

  /// The stable name JSON writes for the term at `longitude` degrees (a multiple of 15): its Chinese name in
  /// pinyin without tones, `chunfen` for 0°, `lichun` for 315°.
  public static func identifier(ofLongitude longitude: Int) -> String { identifiers[longitude / 15 % 24] }

  /// The terms' stable names, from 0° by 15°.
  private static let identifiers = [
    "chunfen", "qingming", "guyu", "lixia", "xiaoman", "mangzhong", "xiazhi", "xiaoshu", "dashu", "liqiu", "chushu",
    "bailu", "qiufen", "hanlu", "shuangjiang", "lidong", "xiaoxue", "daxue", "dongzhi", "xiaohan", "dahan", "lichun",
    "yushui", "jingzhe",
  ]

  /// The terms' English names, from 0° (the March equinox) by 15°.
  public static let englishNames = [
    "Spring Equinox", "Clear and Bright", "Grain Rain", "Start of Summer", "Grain Buds", "Grain in Ear",
    "Summer Solstice", "Minor Heat", "Major Heat", "Start of Autumn", "End of Heat", "White Dew",
    "Autumn Equinox", "Cold Dew", "Frost's Descent", "Start of Winter", "Minor Snow", "Major Snow",
    "Winter Solstice", "Minor Cold", "Major Cold", "Start of Spring", "Rain Water", "Awakening of Insects",
  ]
}

extension SolarTermDays {
  /// Whether both give the terms on the clocks of the same zone, with the same names.
  public static func == (left: SolarTermDays, right: SolarTermDays) -> Bool {
    left.zone == right.zone && left.names == right.names
  }

  /// The zone's hash alone: sources of one zone with other names are rare, and equal sources have equal zones.
  public func hash(into hasher: inout Hasher) { hasher.combine(zone) }
}

/// The solar terms of the years a walk over days asked for lately: consecutive years from `firstYear`, 24 terms
/// each from 285° on, each term's approximate instant (`SolarTerms.approximateInstant(ofLongitude:inYear:)`) and its
/// day on the clocks of the zone last asked, each found when first asked for: a walk over months asks for each term
/// once for the month's cells and once for its legend.
struct SolarTermRun: Sendable {
  /// The first year held.
  private var firstYear = 0
  /// The approximate instants of the years held, 24 a year, in whole seconds of UT from Julian Day 0.0, `Int.min`
  /// where not yet asked for: seconds, a rounding far inside the minutes the instants are known to, and a list of
  /// `Int`, a type the program has already made, where one of `Double` would be made at its first use.
  private var approximate: [Int] = []
  /// The terms' days on the clocks of `dayZone`, beside `approximate`, `Int.min` where not yet asked for.
  private var localDays: [Int] = []
  /// The zone whose clocks `localDays` are on.
  private var dayZone: ObjectIdentifier?

  /// Holds the Gregorian year `year`, its terms not yet found: a year after the last held is added to the run, any
  /// other starts it anew.
  mutating func hold(_ year: Int) {
    let endYear = firstYear + approximate.count / 24
    if approximate.isEmpty || year < firstYear || year > endYear {
      approximate.removeAll(keepingCapacity: true)
      localDays.removeAll(keepingCapacity: true)
      firstYear = year
    }
    if year == firstYear + approximate.count / 24 {
      // One by one, into room made once: appending a repeated element made the runtime build that collection's type.
      approximate.reserveCapacity(approximate.count + 24)
      localDays.reserveCapacity(localDays.count + 24)
      for _ in 0..<24 {
        approximate.append(.min)
        localDays.append(.min)
      }
    }
  }

  /// The approximate instant (Julian Day, UT) of the term `term` (0 for 285°) of the Gregorian year `year`, which
  /// `hold(_:)` last held, found from `guess` (`SolarTerms.guessedJulianDay(ofLongitude:inYear:)`) when first asked
  /// for: a range of days asks for the terms near it alone.
  mutating func approximateInstant(ofTerm term: Int, inYear year: Int, guess: Double) -> Double {
    let place = (year - firstYear) * 24 + term
    if approximate[place] == .min {
      let longitude = SolarTerms.longitude(ofTerm: term)
      let instant = SolarTerms.approximateInstant(ofLongitude: longitude, guess: guess)
      approximate[place] = Int((instant.julianDay * 86_400).rounded())
    }
    return Double(approximate[place]) / 86_400
  }

  /// The day (JDN) on the clocks of `zone` of the year's term `term` (0 for 285°) of the Gregorian year `year`, one
  /// whose approximate instant was asked for
  /// (`SolarTerms.julianDayNumber(ofLongitude:near:accurate:secondsAheadOfUTC:)`).
  mutating func localDay(ofTerm term: Int, inYear year: Int, zone: UTCOffsetRule) -> Int {
    if dayZone != ObjectIdentifier(zone) {
      for place in localDays.indices { localDays[place] = .min }
      dayZone = ObjectIdentifier(zone)
    }
    let place = (year - firstYear) * 24 + term
    if localDays[place] == .min {
      let longitude = SolarTerms.longitude(ofTerm: term)
      localDays[place] = SolarTerms.julianDayNumber(
        ofLongitude: longitude, near: Moment(julianDay: Double(approximate[place]) / 86_400),
        accurate: { SolarTerms.instant(ofLongitude: longitude, inYear: year) },
        secondsAheadOfUTC: zone.secondsAheadOfUTC(at:))
    }
    return localDays[place]
  }
}

// SunTimesDays: each day's sunrise and sunset at a place, on a time zone's clocks, as day facts.

/// Each day's sunrise and sunset at a place, on the clocks of a time zone: a source of day facts of kind
/// `.sunTimes`, one a day, labelled as almanacs print them (`Sunrise 06:47, sunset 16:28`, `Polar night`).
///
/// A day runs from the instant its clocks first read 00:00 to the instant the next day's do, 23 or 25 hours on
/// the days the clocks change; its sunrise and sunset are the first in that window (`SunriseSunset`), rounded to
/// the nearest minute on the clocks of that instant. Near the polar circles a day may have a sunrise and no
/// sunset, or none at all and be a polar day or night. A fact's number holds the minutes (`sunTimes(ofFact:)`),
/// so that finding the days costs no string. Days outside `supportedJulianDays` (years 1 to 3000), and a day the
/// clocks skip, have none.
///
///     let tokyo = GeographicLocation(latitude: 35.6812, longitude: 139.7671)!
///     var cache = DayFactCache()
///     SunTimesDays(location: tokyo, zone: UTCOffsetRule(fixedSeconds: 32_400)).forEachFact(
///       onDaysFrom: 2_461_376, through: 2_461_376, reform: .gregorian, cache: &cache
///     ) { julianDay, fact in print(julianDay, SunTimesDays.label(ofFact: fact)) }  // Sunrise 06:32, sunset 16:28
public final class SunTimesDays: DayFactSource, Hashable {
  /// The place whose horizon the sun crosses.
  public let location: GeographicLocation
  /// The zone whose clocks give the days and times.
  public let zone: UTCOffsetRule

  /// The sunrises and sunsets at `location` on the clocks of `zone`.
  public init(location: GeographicLocation, zone: UTCOffsetRule = .utc) {
    self.location = location
    self.zone = zone
  }

  /// `.sunTimes`.
  public var kinds: DayFactKinds { .sunTimes }

  /// The days (JDNs) with sunrise and sunset: those with moon phases (`MoonPhaseDays.supportedJulianDays`), 1
  /// January of year 1 (Julian) through 31 December 3000 (Gregorian), the years ΔT and the sun's theory are
  /// fitted to.
  public static var supportedJulianDays: ClosedRange<Int> { MoonPhaseDays.supportedJulianDays }

  /// Calls `body` with each day from JDN `first` through JDN `last`, in order, and the fact number of its
  /// sunrise and sunset. The days are day numbers, the same in every reform.
  public func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    let supported = SunTimesDays.supportedJulianDays
    guard first <= last, first <= supported.upperBound, last >= supported.lowerBound else { return }
    let days = max(first, supported.lowerBound)...min(last, supported.upperBound)
    let observer = HorizonObserver(location)
    // The days of the last range this one shares (a month's grid and the next), then those after them, each
    // day's end the next one's start: the sky there is worked out once for both. The run is taken out of the
    // cache while it grows, so that its array is not copied.
    var run = cache.sunTimes ?? startRun(at: days.lowerBound, observer: observer)
    cache.sunTimes = nil
    if run.source != ObjectIdentifier(self) || !(run.firstDay...run.nextDay).contains(days.lowerBound) {
      run = startRun(at: days.lowerBound, observer: observer)
    }
    for day in days {
      if day == run.nextDay { findDay(of: &run, observer: observer) }
      let fact = run.fact(onDay: day)!
      if fact >= 0 { body(day, fact) }
    }
    run.forgetDays(before: days.lowerBound)
    cache.sunTimes = run
  }

  /// A run of this source's days that begins with the day with JDN `day`.
  private func startRun(at day: Int, observer: HorizonObserver) -> SunTimesRun {
    var offset = zone.secondsAheadOfUTC(at: Moment(julianDay: Double(day) - 0.5))
    let start = startOfDay(day, offset: &offset)
    return SunTimesRun(
      of: ObjectIdentifier(self), firstDay: day, start: HorizonState(julianDay: start, observer: observer),
      startOffset: offset)
  }

  /// Finds the sunrise and sunset of `run`'s next day and adds them to it.
  private func findDay(of run: inout SunTimesRun, observer: HorizonObserver) {
    let (day, start, startOffset) = (run.nextDay, run.end, run.endOffset)
    var endOffset = startOffset
    let end = HorizonState(julianDay: startOfDay(day + 1, offset: &endOffset), observer: observer)
    // A day the clocks skip has no sunrise or sunset of its own.
    guard end.julianDay > start.julianDay else { return run.append(-1, end: end, endOffset: endOffset) }
    // A day whose clocks keep one offset needs no more asking; a day they change on, the offset at each instant.
    let dayOffset = startOffset == endOffset ? startOffset : nil
    let times: SunTimes
    switch SunriseSunset(observer: observer, from: start, to: end) {
    case .times(let sunrise, let sunset):
      times = .times(
        sunriseMinute: sunrise.map { minuteOfDay(day, $0, offset: dayOffset) },
        sunsetMinute: sunset.map { minuteOfDay(day, $0, offset: dayOffset) })
    case .polarDay: times = .polarDay
    case .polarNight: times = .polarNight
    }
    run.append(SunTimesDays.fact(times), end: end, endOffset: endOffset)
  }

  /// `.sunTimes`: every fact of the sun is one.
  public func kind(ofFact fact: Int) -> DayFactKind { .sunTimes }

  /// The times as almanacs print them: `Sunrise 06:47, sunset 16:28`.
  public func label(ofFact fact: Int) -> String { SunTimesDays.label(ofFact: fact) }

  /// The sunrise and sunset, or the polar day or night, of the fact numbered `fact`.
  public func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue {
    .sunTimes(SunTimesDays.sunTimes(ofFact: fact))
  }

  // MARK: - Fact numbers

  /// The sunrise and sunset, or the polar day or night, of the fact numbered `fact`.
  public static func sunTimes(ofFact fact: Int) -> SunTimes {
    switch fact {
    case polarDayFact: return .polarDay
    case polarNightFact: return .polarNight
    default:
      let (sunrise, sunset) = (fact / minutesOrNone - 1, fact % minutesOrNone - 1)
      return .times(sunriseMinute: sunrise < 0 ? nil : sunrise, sunsetMinute: sunset < 0 ? nil : sunset)
    }
  }

  /// The label of the fact numbered `fact`: `Sunrise 06:47, sunset 16:28`, `Sunrise 23:58, no sunset`,
  /// `No sunrise, sunset 00:04`, `Polar day`, `Polar night`.
  public static func label(ofFact fact: Int) -> String {
    switch sunTimes(ofFact: fact) {
    case .times(let sunrise, let sunset):
      // Written as bytes into one string: a label for every day shown, where joined pieces would make several.
      return String(unsafeUninitializedCapacity: 32) { buffer in
        var count = 0
        func write(_ text: StaticString) {
          text.withUTF8Buffer { for byte in $0 { buffer[count] = byte; count += 1 } }
        }
        if let sunrise { write("Sunrise "); count += writeClock(sunrise, into: buffer, at: count) } else {
          write("No sunrise")
        }
        if let sunset { write(", sunset "); count += writeClock(sunset, into: buffer, at: count) } else {
          write(", no sunset")
        }
        return count
      }
    case .polarDay: return "Polar day"
    case .polarNight: return "Polar night"
    }
  }

  /// `minute` of the day as `HH:MM` on a 24-hour clock.
  public static func clockText(ofMinute minute: Int) -> String {
    // Five bytes, which a string keeps inline: no allocation.
    String(unsafeUninitializedCapacity: 5) { writeClock(minute, into: $0, at: 0) }
  }

  /// Writes `minute` of the day as `HH:MM` into `buffer` from `start`; returns 5, the bytes written.
  private static func writeClock(_ minute: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
    let digit = { (value: Int) in UInt8(truncatingIfNeeded: 48 + value) }
    let (hour, rest) = (minute / 60, minute % 60)
    (buffer[start], buffer[start + 1], buffer[start + 2]) = (digit(hour / 10), digit(hour % 10), UInt8(ascii: ":"))
    (buffer[start + 3], buffer[start + 4]) = (digit(rest / 10), digit(rest % 10))
    return 5
  }

  /// The number of a fact saying `times`: the sunrise's minute and one (0 for none) times 1,441, plus the sunset's
  /// minute and one; a polar day and night follow the largest of those.
  static func fact(_ times: SunTimes) -> Int {
    switch times {
    case .times(let sunrise, let sunset): return ((sunrise ?? -1) + 1) * minutesOrNone + (sunset ?? -1) + 1
    case .polarDay: return polarDayFact
    case .polarNight: return polarNightFact
    }
  }

  // MARK: - Clocks

  /// The first instant (a Julian Day in UT) of the local day with JDN `day`: when its clocks read 00:00, or when
  /// they jump past it. `offset` is the offset to try first, and becomes the one in force at that instant.
  private func startOfDay(_ day: Int, offset: inout Int) -> Double {
    let midnight = Double(day) - 0.5  // 00:00 UT of the day
    let tried = midnight - Double(offset) / 86_400
    let offsetThere = zone.secondsAheadOfUTC(at: Moment(julianDay: tried))
    if offsetThere == offset { return tried }
    let retried = midnight - Double(offsetThere) / 86_400
    let offsetRetried = zone.secondsAheadOfUTC(at: Moment(julianDay: retried))
    if offsetRetried == offsetThere {
      offset = offsetThere
      return retried
    }
    // Neither offset reads 00:00 in its own time: the clocks jump past midnight, and the day begins when the old
    // offset would have read it (the later instant), as Python's zoneinfo places a skipped time.
    if tried > retried {
      offset = offsetThere
      return tried
    }
    offset = offsetRetried
    return retried
  }

  /// The minute of the local day with JDN `day` at `moment`, rounded, on clocks `offset` seconds ahead of UTC
  /// (the zone's own at `moment` when `nil`), kept within the day.
  private func minuteOfDay(_ day: Int, _ moment: Moment, offset: Int?) -> Int {
    let secondsSinceEpoch = Int(((moment.julianDay + 0.5) * 86_400).rounded())  // from the start of JDN 0
    let minutes = floorDivide(secondsSinceEpoch + (offset ?? zone.secondsAheadOfUTC(at: moment)) + 30, 60)
    return min(max(minutes - day * minutesPerDay, 0), minutesPerDay - 1)
  }
}

/// A fact's sunrise or sunset: a minute of the day plus one, or 0 for none.
private let minutesOrNone = minutesPerDay + 1
/// The facts of a polar day and night, after every pair of times.
private let polarDayFact = minutesOrNone * minutesOrNone
private let polarNightFact = polarDayFact + 1

extension SunTimesDays {
  /// Whether both give the times at the same place on the clocks of the same zone.
  public static func == (left: SunTimesDays, right: SunTimesDays) -> Bool {
    (left.location, left.zone) == (right.location, right.zone)
  }

  public func hash(into hasher: inout Hasher) {
    location.hash(into: &hasher)
    zone.hash(into: &hasher)
  }
}

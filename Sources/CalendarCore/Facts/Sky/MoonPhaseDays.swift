// MoonPhaseDays: the days of the moon's four principal phases, on a time zone's clocks, as day facts.

/// The days on which the moon reaches one of its four principal phases, on the clocks of a time zone:
/// a source of day facts of kind `.moonPhase`, one a phase, labelled with the phase and its local time to
/// the minute (`Full moon 01:28`), as almanacs list them.
///
/// The instants are Meeus's (`MoonPhases`, in UT); a phase's day and time are those of the minute the
/// instant falls in, moved by the zone's offset at that instant, so the same full moon
/// is on the 23rd in Honolulu and the 24th in Auckland. A fact's number holds the phase and the minute
/// of the local day (`phase(ofFact:)`, `minuteOfDay(ofFact:)`), so that finding the days costs no string.
/// Days outside `supportedJulianDays` (years 1 to 3000) have none.
///
///     var cache = DayFactCache()
///     MoonPhaseDays(zone: .utc).forEachFact(onDaysFrom: 2_461_375, through: 2_461_405, reform: .gregorian,
///       cache: &cache) { julianDay, fact in print(julianDay, MoonPhaseDays.label(ofFact: fact)) }
public final class MoonPhaseDays: DayFactSource, Hashable {
  /// The zone whose clocks give the days and times.
  public let zone: UTCOffsetRule
  /// The phases' names, the new moon first (`MoonPhase`'s order).
  public let names: [String]
  /// The value of the scalar of the digit zero the labels' times are written with (`0x30`, ASCII, by default).
  public let digitZero: UInt32

  /// The phases on the clocks of `zone`, named by `names` (four, the new moon first; English ones by default), their
  /// times written with the digits from `digitZero` on.
  public init(zone: UTCOffsetRule = .utc, names: [String]? = nil, digitZero: UInt32 = 0x30) {
    let names = names ?? MoonPhase.allCases.map { MoonPhaseDays.name(of: $0) }
    precondition(names.count == MoonPhase.allCases.count, "a name for each phase")
    (self.zone, self.names, self.digitZero) = (zone, names, digitZero)
  }

  /// `.moonPhase`.
  public var kinds: DayFactKinds { .moonPhase }

  /// The days (JDNs) with phases: 1 January of year 1 (Julian) through 31 December 3000 (Gregorian).
  /// Espenak and Meeus's ΔT, which turns the phases' instants into Universal Time, is fitted to
  /// observations back to −500 and extrapolated past 2150 by a parabola that puts ΔT at about three
  /// hours by 3000 and days by 10,000; past 3000 a phase's day is a guess, and Meeus's series
  /// (built for a few millennia around 2000) drift from the true phases by days further out.
  public static let supportedJulianDays = 1_721_424...2_817_152

  /// Calls `body` with the local day and the fact number of each principal phase on a day from JDN
  /// `first` through JDN `last`. The days are day numbers, the same in every reform.
  public func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    let supported = MoonPhaseDays.supportedJulianDays
    let (first, last) = (max(first, supported.lowerBound), min(last, supported.upperBound))
    if last < first { return }
    // A day's midnight UT is its JDN − 0.5. Clocks run at most 14 hours ahead of UTC and 12 behind
    // (Kiribati, Baker Island), so the instants from a day before the first day through a day after
    // the last hold every phase whose local day is in the range.
    let start = Moment(julianDay: Double(first) - 1.5)
    let end = Moment(julianDay: Double(last) + 1.5)
    for instant in cache.moonPhases.instants(from: start, through: end) {
      let minutes = zone.localMinute(of: instant.moment)
      let day = floorDivide(minutes, minutesPerDay)
      if day >= first && day <= last {
        body(day, (minutes - day * minutesPerDay) * MoonPhase.allCases.count + instant.phase.rawValue)
      }
    }
  }

  /// `.moonPhase`: every fact of the moon is one.
  public func kind(ofFact fact: Int) -> DayFactKind { .moonPhase }

  /// The phase and its local time, in the source's names and digits: `Full moon 01:28`, `満月 01:28`.
  public func label(ofFact fact: Int) -> String {
    var time = MoonPhaseDays.localTimeText(ofFact: fact)
    if digitZero != 0x30 {
      time = String(String.UnicodeScalarView(time.unicodeScalars.map { scalar in
        (0x30...0x39).contains(scalar.value) ? Unicode.Scalar(digitZero + scalar.value - 0x30)! : scalar
      }))
    }
    return phaseName(ofFact: fact) + " " + time
  }

  /// The phase's name in the source's names: `Full moon`, `満月`.
  public func phaseName(ofFact fact: Int) -> String { names[MoonPhaseDays.phase(ofFact: fact).rawValue] }

  /// The phase and the minute of the local day it happens at.
  public func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue {
    .moonPhase(MoonPhaseDays.phase(ofFact: fact), minuteOfDay: MoonPhaseDays.minuteOfDay(ofFact: fact))
  }

  /// The phase and its local time of the fact numbered `fact`: `New moon 09:52`, `First quarter 05:09`,
  /// `Full moon 01:28`, `Last quarter 20:43`.
  public static func label(ofFact fact: Int) -> String {
    name(of: phase(ofFact: fact)) + " " + localTimeText(ofFact: fact)
  }

  /// The phase the fact numbered `fact` is.
  public static func phase(ofFact fact: Int) -> MoonPhase { MoonPhase(rawValue: fact % MoonPhase.allCases.count)! }

  /// The minute of the local day (0 for 00:00, 1439 for 23:59) at which the phase of the fact numbered
  /// `fact` happens.
  public static func minuteOfDay(ofFact fact: Int) -> Int { fact / MoonPhase.allCases.count }

  /// The local time of the fact numbered `fact`, `HH:MM` on a 24-hour clock.
  public static func localTimeText(ofFact fact: Int) -> String {
    let minute = minuteOfDay(ofFact: fact)
    return zeroPadded(minute / 60, width: 2) + ":" + zeroPadded(minute % 60, width: 2)
  }

  /// The phase's name as English almanacs print it, capitalised to begin a label.
  public static func name(of phase: MoonPhase) -> String {
    switch phase {
    case .new: return "New moon"
    case .firstQuarter: return "First quarter"
    case .full: return "Full moon"
    case .lastQuarter: return "Last quarter"
    }
  }

}

/// The minutes of a civil day.
let minutesPerDay = 1_440

extension MoonPhaseDays {
  /// Whether both give the phases on the clocks of the same zone, in the same words and digits.
  public static func == (left: MoonPhaseDays, right: MoonPhaseDays) -> Bool {
    left.zone == right.zone && left.names == right.names && left.digitZero == right.digitZero
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(zone) }
}

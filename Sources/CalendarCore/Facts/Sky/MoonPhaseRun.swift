// MoonPhaseRun: the moon's phases a walk over months computed lately, each computed once.

/// The principal phases a walk over days (a range of months, a grid after a grid) asked for lately: a
/// run of consecutive quarters, from one before the last range's start to one at or after its end.
/// A phase takes some forty sines to find (Meeus, chapter 49) and a month's range overlaps the last
/// one, so each is found once and the run moves forward; a range before it or far after it starts a
/// new run.
public struct MoonPhaseRun: Sendable {
  /// Consecutive quarters (`MoonPhases.instant(ofQuarter:)`), in order.
  private var instants: [MoonPhaseInstant] = []

  /// None found yet.
  public init() {}

  /// The phases from `start` through `end`, in order, found again where the run holds them.
  mutating func instants(from start: Moment, through end: Moment) -> ArraySlice<MoonPhaseInstant> {
    // A new run unless this one began before `start` and reaches within a lunation of it.
    if instants.first.map({ $0.moment >= start }) ?? true
      || instants.last.map({ start.julianDay - $0.moment.julianDay > 30 }) ?? true
    {
      instants.removeAll(keepingCapacity: true)
      // The true phase is within about 0.6 day of the mean one, and quarters are 7.4 days apart, so
      // the quarter before the mean one at `start` happens before it.
      var first = MoonPhases.meanQuarter(before: start.julianEphemerisDay) - 1
      var instant = MoonPhases.instant(ofQuarter: first)
      // Far from 2000 the series' terms in T² and T⁴ take the true phase further from the mean one;
      // step back until it is before `start` (`MoonPhaseDays` asks within the years it holds good).
      while instant.moment >= start {
        first -= 1
        instant = MoonPhases.instant(ofQuarter: first)
      }
      instants.append(instant)
    }
    while instants.last!.moment <= end {
      instants.append(MoonPhases.instant(ofQuarter: 4 * instants.last!.lunation + instants.last!.phase.rawValue + 1))
    }
    // Those before `start` are dropped but the last of them, which keeps the run's start before the
    // next range's.
    let firstAfter = instants.firstIndex { $0.moment >= start }!
    if firstAfter > 1 { instants.removeFirst(firstAfter - 1) }
    let lastThrough = instants.lastIndex { $0.moment <= end }
    guard let lastThrough, lastThrough >= 1 else { return [] }
    return instants[1...lastThrough]
  }
}

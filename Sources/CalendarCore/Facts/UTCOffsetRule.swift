// UTCOffsetRule: how far a time zone's clocks run ahead of UTC at an instant, given by whoever knows the zone.

/// How many seconds a time zone's clocks run ahead of UTC (east positive) at an instant: what turns the
/// moon's phases, which happen at instants, into days and times on the calendar's clocks.
///
/// `CalendarCore` reads no clock and no time-zone database, so the offsets are a function the caller
/// gives: a fixed offset, or at the program's edge one asking the C library (`localtime_r`) for the local
/// time at the instant and subtracting UTC. A function cannot be compared, so a rule is a class compared
/// by identity, which keeps the sources that hold one `Hashable` and `Sendable`; fixed offsets compare by
/// their value.
///
///     let paris = UTCOffsetRule(fixedSeconds: 3600)
///     paris.secondsAheadOfUTC(at: Moment(julianDay: 2_461_375.5))  // 3600
public final class UTCOffsetRule: Hashable, Sendable {
  /// The offset at an instant.
  private let offset: @Sendable (Moment) -> Int
  /// The offset when it is the same at every instant, which makes rules comparable by value.
  private let fixedSeconds: Int?

  /// The rule whose offset at an instant `offset` gives, in seconds east of UTC.
  public init(_ offset: @escaping @Sendable (Moment) -> Int) {
    self.offset = offset
    fixedSeconds = nil
  }

  /// The same offset at every instant: `seconds` east of UTC (−43,200 for UTC−12, 50,400 for UTC+14).
  public init(fixedSeconds seconds: Int) {
    offset = { _ in seconds }
    fixedSeconds = seconds
  }

  /// Coordinated Universal Time itself.
  public static let utc = UTCOffsetRule(fixedSeconds: 0)

  /// The seconds the zone's clocks run ahead of UTC at `moment`.
  public func secondsAheadOfUTC(at moment: Moment) -> Int { fixedSeconds ?? offset(moment) }

  /// The minutes from the midnight that begins JDN 0 to the minute `moment` falls in on the zone's clocks: the
  /// day is this divided by 1,440, the time of day what remains. The minute it falls in, not the nearest: an
  /// instant at 23:59:53 is on its own day at 23:59, where rounding would move it to the next day's 00:00 (and a
  /// new moon away from the lunisolar month it begins).
  func localMinute(of moment: Moment) -> Int {
    let secondsSinceEpoch = Int(((moment.julianDay + 0.5) * 86_400).rounded(.down))
    return floorDivide(secondsSinceEpoch + secondsAheadOfUTC(at: moment), 60)
  }

  /// Whether both are the same fixed offset, or the same rule.
  public static func == (left: UTCOffsetRule, right: UTCOffsetRule) -> Bool {
    if let leftSeconds = left.fixedSeconds, let rightSeconds = right.fixedSeconds { return leftSeconds == rightSeconds }
    return left === right
  }

  public func hash(into hasher: inout Hasher) {
    if let fixedSeconds { hasher.combine(fixedSeconds) } else { hasher.combine(ObjectIdentifier(self)) }
  }
}

// ZoneRules: a time zone as the offsets from UTC it keeps and when they change.

/// A time zone: its offset from UTC before its first change, each change (a UTC time and the offset
/// from then on), and the rule that continues after the last change (a POSIX TZ string's rule, as a
/// TZif file's footer gives it), if any. Made from a TZif file (`init(tzif:name:)`), a POSIX TZ
/// string (`init(posix:)`), or a VTIMEZONE.
public struct ZoneRules: Hashable, Sendable {
  /// The zone's name (`Asia/Tokyo`, a VTIMEZONE's TZID), for messages and equality.
  public var name: String
  /// The offset from UTC, in seconds east, before the first change.
  public var initialOffset: Int
  /// The UTC times (Unix seconds) at which the offset changes, ascending.
  public var changeTimes: [Int]
  /// The offset from each change in `changeTimes` on, beside it.
  public var changeOffsets: [Int]
  /// What continues after the last change.
  public var rule: POSIXZoneRule?

  /// A zone with the changes given.
  public init(
    name: String, initialOffset: Int, changeTimes: [Int] = [], changeOffsets: [Int] = [], rule: POSIXZoneRule? = nil
  ) {
    (self.name, self.initialOffset, self.changeTimes, self.changeOffsets, self.rule) =
      (name, initialOffset, changeTimes, changeOffsets, rule)
  }

  /// UTC itself.
  public static let utc = ZoneRules(name: "UTC", initialOffset: 0)
}

/// A POSIX TZ rule (`EST5EDT,M3.2.0,M11.1.0`): a standard offset and, when the zone keeps summer time,
/// a daylight offset with the rules for its start and end each year.
public struct POSIXZoneRule: Hashable, Sendable {
  /// When in a year a change happens: `Mm.w.d` (the `w`th weekday `d` of month `m`, 5 the last),
  /// `Jn` (day `n` of 365, never 29 February) or `n` (day `n` from 0, counting 29 February), at `time`
  /// seconds of local time (which may be negative or past 24 hours).
  public enum Change: Hashable, Sendable {
    case monthWeekDay(month: Int, week: Int, weekday: Int, time: Int)
    case julianDayNoLeap(day: Int, time: Int)
    case dayOfYear(day: Int, time: Int)
  }

  /// The standard offset, seconds east of UTC (POSIX writes it west: `EST5` is -18,000).
  public var standardOffset: Int
  /// The daylight offset and its start and end, or `nil` for a zone without summer time.
  public var daylight: (offset: Int, start: Change, end: Change)? {
    get { daylightOffset.map { ($0, daylightStart!, daylightEnd!) } }
    set {
      daylightOffset = newValue?.offset
      daylightStart = newValue?.start
      daylightEnd = newValue?.end
    }
  }
  var daylightOffset: Int?
  var daylightStart: Change?
  var daylightEnd: Change?

  /// A zone of one offset for ever.
  public init(standardOffset: Int) { self.standardOffset = standardOffset }
}

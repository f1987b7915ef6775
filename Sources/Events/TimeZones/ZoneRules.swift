// ZoneRules: a time zone as the offsets from UTC it keeps and when they change.

/// A time zone: its offset from UTC before its first change, each change (a UTC time and the offset
/// from then on), and the rule that continues after the last change (a POSIX TZ string's rule, as a
/// TZif file's footer gives it), if any. Made from a TZif file (`init(tzif:name:)`), a POSIX TZ
/// string (`init(posix:)`), or a VTIMEZONE.
package struct ZoneRules: Hashable, Sendable {
  /// The values, held once and shared by every copy: a zone is copied into each time of each event
  /// (`EventTime.zoned`), and a reference keeps those times a few words long rather than a hundred bytes.
  private final class Storage: Sendable {
    let name: String
    let initialOffset: Int
    let changeTimes: [Int]
    let changeOffsets: [Int]
    let rule: POSIXZoneRule?
    /// The zone that gives the offsets before `earlierUntil` (`preceded(by:before:)`), if any.
    let earlier: ZoneRules?
    /// The UTC time (Unix seconds) from which this zone's own offsets hold, where `earlier` is given.
    let earlierUntil: Int

    init(
      name: String, initialOffset: Int, changeTimes: [Int], changeOffsets: [Int], rule: POSIXZoneRule?,
      earlier: ZoneRules? = nil, earlierUntil: Int = .min
    ) {
      (self.name, self.initialOffset, self.changeTimes, self.changeOffsets, self.rule) =
        (name, initialOffset, changeTimes, changeOffsets, rule)
      (self.earlier, self.earlierUntil) = (earlier, earlierUntil)
    }
  }

  private var storage: Storage

  /// The zone's name (`Asia/Tokyo`, a VTIMEZONE's TZID), for messages and equality.
  package var name: String {
    get { storage.name }
    set { replaceStorage(name: newValue) }
  }
  /// The offset from UTC, in seconds east, before the first change.
  package var initialOffset: Int {
    get { storage.initialOffset }
    set { replaceStorage(initialOffset: newValue) }
  }
  /// The UTC times (Unix seconds) at which the offset changes, ascending.
  package var changeTimes: [Int] {
    get { storage.changeTimes }
    set { replaceStorage(changeTimes: newValue) }
  }
  /// The offset from each change in `changeTimes` on, beside it.
  package var changeOffsets: [Int] {
    get { storage.changeOffsets }
    set { replaceStorage(changeOffsets: newValue) }
  }
  /// What continues after the last change.
  package var rule: POSIXZoneRule? {
    get { storage.rule }
    set { replaceStorage(rule: .some(newValue)) }
  }
  /// The zone whose offsets hold before `earlierUntil`, where this zone was `preceded(by:before:)` one.
  package var earlier: ZoneRules? { storage.earlier }
  /// The UTC time (Unix seconds) from which this zone's own offsets hold, when `earlier` is given.
  package var earlierUntil: Int { storage.earlierUntil }

  /// This zone from the UTC time `cutoff` (Unix seconds) on, and `earlier` before it: a VTIMEZONE whose TZID is
  /// also a zone database name, before the first onset it describes (where RFC 5545 gives it no offset but the
  /// first onset's TZOFFSETFROM, and an export written years later often gives a wrong one).
  package func preceded(by earlier: ZoneRules, before cutoff: Int) -> ZoneRules {
    var zone = self
    zone.storage = Storage(
      name: name, initialOffset: initialOffset, changeTimes: changeTimes, changeOffsets: changeOffsets, rule: rule,
      earlier: earlier, earlierUntil: cutoff)
    return zone
  }

  /// A zone with the changes given.
  package init(
    name: String, initialOffset: Int, changeTimes: [Int] = [], changeOffsets: [Int] = [], rule: POSIXZoneRule? = nil
  ) {
    storage = Storage(
      name: name, initialOffset: initialOffset, changeTimes: changeTimes, changeOffsets: changeOffsets, rule: rule)
  }

  /// UTC itself.
  package static let utc = ZoneRules(name: "UTC", initialOffset: 0)

  package static func == (left: ZoneRules, right: ZoneRules) -> Bool {
    if left.storage === right.storage { return true }
    return left.name == right.name && left.initialOffset == right.initialOffset
      && left.changeTimes == right.changeTimes && left.changeOffsets == right.changeOffsets && left.rule == right.rule
      && left.earlier == right.earlier && (left.earlier == nil || left.earlierUntil == right.earlierUntil)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(initialOffset)
    hasher.combine(changeTimes)
    hasher.combine(changeOffsets)
    hasher.combine(rule)
    hasher.combine(earlier)
  }

  /// A new storage with one value changed (the old one may be shared with other copies).
  private mutating func replaceStorage(
    name: String? = nil, initialOffset: Int? = nil, changeTimes: [Int]? = nil, changeOffsets: [Int]? = nil,
    rule: POSIXZoneRule?? = nil
  ) {
    storage = Storage(
      name: name ?? storage.name, initialOffset: initialOffset ?? storage.initialOffset,
      changeTimes: changeTimes ?? storage.changeTimes, changeOffsets: changeOffsets ?? storage.changeOffsets,
      rule: rule ?? storage.rule, earlier: storage.earlier, earlierUntil: storage.earlierUntil)
  }
}

/// A POSIX TZ rule (`EST5EDT,M3.2.0,M11.1.0`): a standard offset and, when the zone keeps summer time,
/// a daylight offset with the rules for its start and end each year.
package struct POSIXZoneRule: Hashable, Sendable {
  /// When in a year a change happens: `Mm.w.d` (the `w`th weekday `d` of month `m`, 5 the last),
  /// `Jn` (day `n` of 365, never 29 February) or `n` (day `n` from 0, counting 29 February), at `time`
  /// seconds of local time (which may be negative or past 24 hours).
  package enum Change: Hashable, Sendable {
    case monthWeekDay(month: Int, week: Int, weekday: Int, time: Int)
    case julianDayNoLeap(day: Int, time: Int)
    case dayOfYear(day: Int, time: Int)
  }

  /// The standard offset, seconds east of UTC (POSIX writes it west: `EST5` is -18,000).
  package var standardOffset: Int
  /// The daylight offset and its start and end, or `nil` for a zone without summer time.
  package var daylight: (offset: Int, start: Change, end: Change)? {
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
  package init(standardOffset: Int) { self.standardOffset = standardOffset }
}

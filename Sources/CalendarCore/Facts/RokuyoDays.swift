// RokuyoDays: each day's rokuyō, from the Japanese lunisolar date, as day facts.

/// Each day's rokuyō (`Rokuyo`): a source of day facts of kind `.rokuyo`, one a day the Japanese lunisolar
/// calendar has a date for, found a month span at a time as `CalendarDateDays` finds the dates. A fact's number is
/// the rokuyō's raw value; its label the caller's name for it, by default the Japanese one (`大安`).
///
///     var cache = DayFactCache()
///     RokuyoDays().forEachFact(onDaysFrom: 2_461_089, through: 2_461_089, reform: .gregorian, cache: &cache) {
///       _, fact in print(Rokuyo(rawValue: fact)!)  // sensho: 17 February 2026 is 1/1 of the lunisolar year
///     }
public final class RokuyoDays: DayFactSource, Hashable {
  /// The names of the six, in `Rokuyo`'s order.
  public let names: [String]

  /// The rokuyō named by `names` (six, in `Rokuyo`'s order from 先勝).
  public init(names: [String] = RokuyoDays.japaneseNames) {
    precondition(names.count == Rokuyo.cycleLength, "a name for each rokuyō")
    self.names = names
  }

  /// `.rokuyo`.
  public var kinds: DayFactKinds { .rokuyo }

  /// The days the Japanese lunisolar calendar has dates for.
  public static var supportedJulianDays: ClosedRange<Int> { CalendarSystem.japanese.supportedJulianDays }

  /// Calls `body` with each day from JDN `first` through JDN `last` that has a Japanese lunisolar date, and its
  /// rokuyō's raw value as the fact number.
  public func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    cache.forEachMonthSpan(of: .japanese, coveringDaysFrom: first, through: last) { span, days in
      for day in days { body(day, Rokuyo(lunisolarMonth: span.month, day: day - span.firstJulianDay + 1).rawValue) }
    }
  }

  /// `.rokuyo`: every fact of the source is one.
  public func kind(ofFact fact: Int) -> DayFactKind { .rokuyo }

  /// The rokuyō's name.
  public func label(ofFact fact: Int) -> String { names[fact] }

  /// The rokuyō.
  public func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue { .rokuyo(Rokuyo(rawValue: fact)!) }

  /// The names Japanese almanacs print, in `Rokuyo`'s order: 先勝 友引 先負 仏滅 大安 赤口.
  public static let japaneseNames = ["先勝", "友引", "先負", "仏滅", "大安", "赤口"]
}

extension RokuyoDays {
  /// Whether both name the rokuyō alike.
  public static func == (left: RokuyoDays, right: RokuyoDays) -> Bool { left.names == right.names }

  public func hash(into hasher: inout Hasher) { hasher.combine(names) }
}

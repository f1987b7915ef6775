// LocalDateTime: a wall-clock date and time of the Gregorian calendar, in no zone.

/// A date and time as a clock on the wall shows it, in no zone: seconds counted from
/// 1970-01-01T00:00:00 of the proleptic Gregorian calendar, every day 86,400 seconds long (iCalendar's
/// dates are Gregorian whatever the year, and its times know no leap seconds). The same count read in
/// UTC is a Unix time; read in a zone, it is that zone's wall clock.
///
///     let standup = LocalDateTime(year: 2026, month: 12, day: 3, hour: 9, minute: 30)
///     standup.julianDay    // 2461378
///     standup.secondOfDay  // 34200
public struct LocalDateTime: Hashable, Comparable, Sendable {
  /// Seconds since 1970-01-01T00:00:00 on the same wall clock.
  public var seconds: Int

  /// The time `seconds` after 1970-01-01T00:00:00.
  @inlinable public init(seconds: Int) { self.seconds = seconds }

  /// The start of the day with Julian Day Number `julianDay`, plus `secondOfDay` seconds.
  @inlinable public init(julianDay: Int, secondOfDay: Int = 0) {
    seconds = (julianDay - LocalDateTime.unixEpochJulianDay) * 86_400 + secondOfDay
  }

  /// The Gregorian date and time given.
  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
    let julianDay = Reform.gregorian.julianDay(of: CivilDate(year: year, month: month, day: day))
    self.init(julianDay: julianDay, secondOfDay: hour * 3600 + minute * 60 + second)
  }

  /// The Julian Day Number of 1970-01-01.
  public static let unixEpochJulianDay = 2_440_588

  /// The Julian Day Number of its day.
  @inlinable public var julianDay: Int {
    LocalDateTime.unixEpochJulianDay + (seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400))
  }

  /// Seconds since the start of its day, in `0..<86_400`.
  @inlinable public var secondOfDay: Int { seconds - (julianDay - LocalDateTime.unixEpochJulianDay) * 86_400 }

  /// Its date in the Gregorian calendar.
  public var date: CivilDate { Reform.gregorian.date(fromJulianDay: julianDay) }

  /// The time `count` seconds later (earlier when negative).
  @inlinable public func adding(seconds count: Int) -> LocalDateTime { LocalDateTime(seconds: seconds + count) }

  /// Whether `left` is earlier than `right` on the same wall clock.
  @inlinable public static func < (left: LocalDateTime, right: LocalDateTime) -> Bool { left.seconds < right.seconds }
}

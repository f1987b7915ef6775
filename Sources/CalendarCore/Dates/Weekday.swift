// Weekday: a day of the week, Sunday first.

/// A day of the week, numbered as Foundation numbers them (Sunday is 1).
public enum Weekday: Int, CaseIterable, Hashable, Sendable {
  /// Sunday, 1.
  case sunday = 1
  /// Monday, 2.
  case monday
  /// Tuesday, 3.
  case tuesday
  /// Wednesday, 4.
  case wednesday
  /// Thursday, 5.
  case thursday
  /// Friday, 6.
  case friday
  /// Saturday, 7.
  case saturday

  /// The weekday `count` days after this one (before it when `count` is negative).
  public func advanced(by count: Int) -> Weekday {
    Weekday(rawValue: floorModulo(rawValue - 1 + count, 7) + 1)!
  }

  /// How many days after `start` this weekday falls, in `0...6`: its column in a week that
  /// begins on `start`.
  public func offset(from start: Weekday) -> Int {
    floorModulo(rawValue - start.rawValue, 7)
  }

  /// The weekday of a Julian Day Number (day 0, 1 January 4713 BC in the Julian calendar, was a
  /// Monday).
  @usableFromInline
  package static func ofJulianDay(_ julianDay: Int) -> Weekday {
    Weekday(rawValue: floorModulo(julianDay + 1, 7) + 1)!
  }
}

// DayFactKind and DayFactKinds: what sort of fact a day holds, one kind or a set of them.

/// What sort of fact about a day a `DayFact` is: every view decides from its kind how to show it
/// (a colour role in the text grid, a key in JSON, a class on a page).
public enum DayFactKind: UInt8, Hashable, Sendable {
  /// A day the user marked (`--mark`, a calendar(1) file).
  case mark = 0
  /// A holiday; its category (public, bank, …) is the fact's `category`.
  case holiday = 1
  /// A make-up working day: a weekend day worked in exchange for a holiday moved next to it.
  case workingDay = 2
  /// An event of the user's own calendar.
  case event = 3
  /// The day's date in another calendar (a lunar, Hebrew, Islamic or Persian date).
  case calendarDate = 4
  /// One of the moon's four principal phases.
  case moonPhase = 5
  /// The day's sunrise and sunset at a place, or its polar day or night.
  case sunTimes = 6
  /// One of the 24 solar terms: the sun reaching a multiple of 15° of longitude.
  case solarTerm = 7
  /// The day's rokuyō, the six-day cycle of Japanese almanacs (大安, 仏滅, …).
  case rokuyo = 8

  /// The kind as a one-member set.
  @inlinable public var asSet: DayFactKinds { DayFactKinds(rawValue: 1 << UInt16(rawValue)) }
}

/// A set of `DayFactKind`s, a bit each: what kinds of fact a day holds, or a source gives.
public struct DayFactKinds: OptionSet, Hashable, Sendable {
  public var rawValue: UInt16

  @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

  // The kinds are computed and inlinable, not stored: another module's code then folds them, and sets of them
  // (`[.holiday, .workingDay]`), to constant bits, where a stored one is read through a function call.

  /// Marked days.
  @inlinable public static var mark: DayFactKinds { DayFactKind.mark.asSet }
  /// Holidays.
  @inlinable public static var holiday: DayFactKinds { DayFactKind.holiday.asSet }
  /// Make-up working days.
  @inlinable public static var workingDay: DayFactKinds { DayFactKind.workingDay.asSet }
  /// Events.
  @inlinable public static var event: DayFactKinds { DayFactKind.event.asSet }
  /// Dates in another calendar.
  @inlinable public static var calendarDate: DayFactKinds { DayFactKind.calendarDate.asSet }
  /// Moon phases.
  @inlinable public static var moonPhase: DayFactKinds { DayFactKind.moonPhase.asSet }
  /// Sunrise and sunset.
  @inlinable public static var sunTimes: DayFactKinds { DayFactKind.sunTimes.asSet }
  /// Solar terms.
  @inlinable public static var solarTerm: DayFactKinds { DayFactKind.solarTerm.asSet }
  /// Rokuyō.
  @inlinable public static var rokuyo: DayFactKinds { DayFactKind.rokuyo.asSet }
}

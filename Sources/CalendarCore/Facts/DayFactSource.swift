// DayFactSource: what gives facts about days, asked for a range of day numbers at a time.

/// What gives facts about days (marks, holiday rules, a calendar file's events, another calendar,
/// the moon), asked for a range of days at a time: a view asks for the days of the months it shows,
/// never for every day one by one. Facts are numbered by the source, so that finding which days hold
/// what costs no strings; `fact(_:)` turns a number into the fact when a view shows it. What it gives
/// is `DayFactProvider`'s; a source adds comparing, so that requests showing equal sources are equal.
public protocol DayFactSource: DayFactProvider, Hashable {}

extension DayFactSource {
  /// The source itself.
  public var asSource: any DayFactSource { self }
}

/// What day-fact sources keep between the ranges they are asked for: finding them again costs a
/// look-up where finding them anew takes longer than the rest of a month. It holds what the sources of this
/// module find (and the lunisolar years, which any source may need); a source that keeps more of its own
/// keeps it in an object it holds.
public struct DayFactCache: Sendable {
  /// The Easter Sundays the marks' Easter rules needed lately.
  var easterSundays = EasterSundays()
  /// The lunisolar years the other calendars' dates needed lately.
  package var calendars = CalendarCache()
  /// The month span each other calendar gave last: the next range (the next month shown) mostly
  /// begins in it.
  var monthSpans: [CalendarSystem: CalendarMonthSpan] = [:]
  /// The moon's phases found lately.
  var moonPhases = MoonPhaseRun()

  /// Nothing kept yet.
  public init() {}
}

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
/// look-up where finding them anew takes longer than the rest of a month.
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
  /// What the holiday sources (of the Holidays module, which depends on this one) keep: the years of
  /// holidays computed lately, as an object of theirs.
  package var holidayYears: (any AnyObject & Sendable)?
  /// What the event sources (of the Events module, which depends on this one) keep: the facts of the
  /// blocks of days expanded lately, as an object of theirs.
  package var eventExpansions: (any AnyObject & Sendable)?

  /// Nothing kept yet.
  public init() {}
}

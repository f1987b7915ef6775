// DayFactSource: what gives facts about days, asked for a range of day numbers at a time.

/// What gives facts about days (marks, holiday rules, a calendar file's events, another calendar,
/// the moon), asked for a range of days at a time: a view asks for the days of the months it shows,
/// never for every day one by one. Facts are numbered by the source, so that finding which days hold
/// what costs no strings; a view reads a fact's label and value by its number when it shows it.
///
/// Required to be `AnyObject`: a request keeps its sources as existentials and asks them once for each fact
/// shown, and a class's existential is a reference that a call reads the source through, where a value's
/// would be copied out of its box. A source never changes once made.
public protocol DayFactSource: AnyObject, Sendable {
  /// The kinds of fact the source can give.
  var kinds: DayFactKinds { get }

  /// Calls `body` with the day number and the fact number of each fact on a day from JDN `first`
  /// through JDN `last`, in any order.
  /// - Parameters:
  ///   - reform: the calendar rules the days are counted in.
  ///   - cache: what the sources keep from one range to the next (a long range asks for months
  ///     one after another).
  func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  )

  /// The kind of the fact numbered `fact`.
  func kind(ofFact fact: Int) -> DayFactKind

  /// The label of the fact numbered `fact`.
  func label(ofFact fact: Int) -> String

  /// What the fact numbered `fact` says beyond its label, on the day with JDN `julianDay` (one the source
  /// gave it on): an event's times are those of its occurrence that day.
  func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue

  /// What the source could not show, a line each, for the user (facts past the most it holds, a rule
  /// whose expansion stopped early); none by default.
  var warnings: [String] { get }

  /// The titles of its facts as bytes, for a writer that copies bytes rather than make labels; `nil` by
  /// default, when `label(ofFact:)` is all there is.
  var titles: (any DayFactTitles)? { get }

  /// Whether `other` gives the same facts as this source: requests that show equal sources are equal.
  func isEqual(to other: any DayFactSource) -> Bool

  /// Feeds what `isEqual(to:)` compares into `hasher`.
  func hash(into hasher: inout Hasher)
}

extension DayFactSource {
  /// None: the source shows all it has.
  public var warnings: [String] { [] }

  /// None: the labels are all there is.
  public var titles: (any DayFactTitles)? { nil }
}

extension DayFactSource where Self: Equatable {
  /// Whether `other` is a source of the same type, equal to this one.
  public func isEqual(to other: any DayFactSource) -> Bool { (other as? Self) == self }
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
  /// The sunrises and sunsets found lately.
  var sunTimes: SunTimesRun?
  /// The solar terms of the years asked for lately.
  var solarTerms = SolarTermRun()

  /// Nothing kept yet.
  public init() {}
}

// DayFactProvider: what a source of day facts gives, apart from comparing sources.

/// The facts a `DayFactSource` gives, asked for a range of days at a time; every `DayFactSource` is one.
///
/// A protocol of its own, without `Hashable`, so that `DayFacts` asks a source it keeps as an existential
/// (`DayFacts.add(existential:named:)`) without the runtime completing the source's conformance to
/// `Hashable`, a protocol of the standard library's, whose witness tables it builds on first use, in each
/// run that shows holidays. Only comparing two requests' facts needs that.
public protocol DayFactProvider: Sendable {
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

  /// The source as a `DayFactSource`, to compare and hash (every source is one: `DayFactSource` gives it).
  var asSource: any DayFactSource { get }
}

extension DayFactProvider {
  /// None: the source shows all it has.
  public var warnings: [String] { [] }

  /// None: the labels are all there is.
  public var titles: (any DayFactTitles)? { nil }
}

// DayFacts' sources one at a time, by position: what a view that knows a source's type reads without a list.

extension DayFacts {
  /// How many sources there are (`sources.count`, without the list).
  public var sourceCount: Int { boxes.count }

  /// The source at `position` (0 the first added) of `sources`, without the list.
  public func source(at position: Int) -> any DayFactSource { boxes[position].anySource }

  /// The source at `position`, as `source(at:)` gives it but unable to compare: what reads a source's
  /// `warnings` or `titles` without setting up its conformance to `Hashable`.
  public func provider(at position: Int) -> any DayFactProvider { boxes[position].anyProvider }

  /// The name of the source at `position` of `sources`.
  public func sourceName(at position: Int) -> String { boxes[position].name }

  /// The kinds of fact the source at `position` of `sources` can give.
  public func sourceKinds(at position: Int) -> DayFactKinds { boxes[position].kinds }
}

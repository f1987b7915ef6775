// DayFacts' sources one at a time, by position: what a view that knows a source's type reads without a list.

extension DayFacts {
  /// How many sources there are (`sources.count`, without the list).
  public var sourceCount: Int { sourceList.count }

  /// The source at `position` (0 the first added) of `sources`, without the list.
  public func source(at position: Int) -> any DayFactSource { sourceList[position] }

  /// The name of the source at `position` of `sources`.
  public func sourceName(at position: Int) -> String { names[position] }

  /// The kinds of fact the source at `position` of `sources` can give.
  public func sourceKinds(at position: Int) -> DayFactKinds { sourceList[position].kinds }
}

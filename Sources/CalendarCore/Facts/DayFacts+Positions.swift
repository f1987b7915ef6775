// DayFacts' sources one at a time, by position: what a view that knows a source's type reads without a list.

extension DayFacts {
  /// How many sources there are (`sources.count`, without the list).
  public var sourceCount: Int { names.count }

  /// The source at `position` (0 the first added) of `sources`, without the list.
  public func source(at position: Int) -> any DayFactSource {
    switch position {
    case 0: source0!
    case 1: source1!
    case 2: source2!
    case 3: source3!
    default: laterSources[position - 4]
    }
  }

  /// The name of the source at `position` of `sources`.
  public func sourceName(at position: Int) -> String { names[position] }

  /// The kinds of fact the source at `position` of `sources` can give.
  public func sourceKinds(at position: Int) -> DayFactKinds { source(at: position).kinds }
}

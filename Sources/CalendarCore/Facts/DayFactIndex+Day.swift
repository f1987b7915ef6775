// DayFactIndex.Day: a day an index holds facts on, and where they lie in it.

extension DayFactIndex {
  /// A day that holds facts: its day number and where its facts lie in the index.
  public struct Day: Hashable, Sendable {
    /// The day's JDN.
    public let julianDay: Int
    /// The positions of its facts in the index (see `kind(at:)` and `label(at:)`), in order.
    public let factPositions: Range<Int>
  }
}

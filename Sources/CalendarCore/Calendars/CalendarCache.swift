// CalendarCache: the lunisolar years a walk over days computed lately.

/// What `CalendarSystem` keeps between look-ups: a lunisolar year takes some fifteen new moons and as many solar
/// longitudes to compute, far more than the rest of a month, and a grid or a range asks for the same year again
/// and again.
public struct CalendarCache: Sendable {
  /// Nothing kept yet.
  public init() {}
}

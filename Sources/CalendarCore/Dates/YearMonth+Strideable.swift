// YearMonth's Strideable conformance: months that step, so that ranges of months can be iterated.

extension YearMonth: Strideable {
  /// The number of months from `self` to `other`, as `months(to:)` counts them.
  public func distance(to other: YearMonth) -> Int { months(to: other) }

  /// The month `count` months away, as `advanced(byMonths:)` gives it. With it a closed range of
  /// months is a collection:
  ///
  ///     for month in YearMonth(year: 2026, month: 11)...YearMonth(year: 2027, month: 2) { ... }
  public func advanced(by count: Int) -> YearMonth { advanced(byMonths: count) }
}

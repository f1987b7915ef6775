// DayFact: one thing known about a day, as every view shows it.

/// One thing known about a day: a mark, a holiday, a make-up working day, an event, its date in
/// another calendar, a moon phase. What it says is its `label`; where it came from, its `source`.
///
///     DayFact(kind: .mark, label: "Christmas", source: "marks")
public struct DayFact: Hashable, Sendable {
  /// What sort of fact it is.
  public var kind: DayFactKind
  /// What it says of the day, such as `Christmas`; empty when it says nothing but its kind.
  public var label: String
  /// The name of the source it came from (as `DayFacts.add(_:named:)` named it).
  public var source: String

  /// A fact of kind `kind` saying `label`, from the source named `source`.
  public init(kind: DayFactKind, label: String, source: String) {
    (self.kind, self.label, self.source) = (kind, label, source)
  }
}

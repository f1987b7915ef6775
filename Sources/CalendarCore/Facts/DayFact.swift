// DayFact: one thing known about a day, as every view shows it.

/// One thing known about a day: a mark, a holiday, a make-up working day, an event, its date in
/// another calendar, a moon phase, its sunrise and sunset. What it says is its `label`, and typed by its
/// kind its `value`; where it came from, its `source`.
///
///     DayFact(value: .mark, label: "Christmas", source: "marks")
public struct DayFact: Hashable, Sendable {
  /// What it says beyond its label, typed by its kind (a holiday's country and category, an event's times).
  public var value: DayFactValue
  /// What it says of the day, such as `Christmas`; empty when it says nothing but its kind.
  public var label: String
  /// The name of the source it came from (as `DayFacts.add(_:named:)` named it).
  public var source: String

  /// What sort of fact it is: its value's kind.
  public var kind: DayFactKind { value.kind }

  /// A fact saying `value` and `label`, from the source named `source`.
  public init(value: DayFactValue, label: String, source: String) {
    (self.value, self.label, self.source) = (value, label, source)
  }
}

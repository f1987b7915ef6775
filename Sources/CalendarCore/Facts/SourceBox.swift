// SourceBox: a day-fact source of any type and its name, asked through a class rather than an existential.

/// A source of day facts and its name, kept by reference. An index asks its sources for a kind or a
/// label once per fact shown; through a class the call is one dispatch, where through an
/// `any DayFactSource` each would copy the source out of its existential box first.
class SourceBox: @unchecked Sendable {
  /// The name the source's facts carry.
  let name: String
  /// The source's `kinds`, kept so that an index of some kinds alone skips the other sources.
  let kinds: DayFactKinds

  init(name: String, kinds: DayFactKinds) { (self.name, self.kinds) = (name, kinds) }

  /// The source, as an existential (for comparing and hashing).
  var anySource: any DayFactSource { fatalError("SourceBox is abstract: TypedSourceBox overrides it") }

  /// The source, as an existential that cannot compare (`DayFactProvider`), which costs no conformance to complete.
  var anyProvider: any DayFactProvider { fatalError("SourceBox is abstract: TypedSourceBox overrides it") }

  /// The source's `forEachFact(onDaysFrom:through:reform:cache:_:)`.
  func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) { fatalError("SourceBox is abstract: TypedSourceBox overrides it") }

  /// The source's `kind(ofFact:)`.
  func kind(ofFact fact: Int) -> DayFactKind { fatalError("SourceBox is abstract: TypedSourceBox overrides it") }

  /// The source's `label(ofFact:)`.
  func label(ofFact fact: Int) -> String { fatalError("SourceBox is abstract: TypedSourceBox overrides it") }

  /// The source's `value(ofFact:onDay:)`.
  func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue {
    fatalError("SourceBox is abstract: TypedSourceBox overrides it")
  }
}

/// A `SourceBox` holding a source of type `Source`. Its stored properties never change, and
/// `Source` is `Sendable`, so it may be shared between threads.
final class TypedSourceBox<Source: DayFactSource>: SourceBox, @unchecked Sendable {
  let source: Source

  init(_ source: Source, name: String, kinds: DayFactKinds) {
    self.source = source
    super.init(name: name, kinds: kinds)
  }

  override var anySource: any DayFactSource { source }

  override var anyProvider: any DayFactProvider { source }

  override func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    source.forEachFact(onDaysFrom: first, through: last, reform: reform, cache: &cache, body)
  }

  override func kind(ofFact fact: Int) -> DayFactKind { source.kind(ofFact: fact) }

  override func label(ofFact fact: Int) -> String { source.label(ofFact: fact) }

  override func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue {
    source.value(ofFact: fact, onDay: julianDay)
  }
}

/// A `SourceBox` holding another calendar's dates (`--calendar`): a class of its own rather than
/// `TypedSourceBox<CalendarDateDays>`, a type every `--calendar` run would have to set up on first use.
final class CalendarDateSourceBox: SourceBox, @unchecked Sendable {
  let source: CalendarDateDays

  init(_ source: CalendarDateDays, name: String, kinds: DayFactKinds) {
    self.source = source
    super.init(name: name, kinds: kinds)
  }

  override var anySource: any DayFactSource { source }

  override var anyProvider: any DayFactProvider { source }

  override func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    source.forEachFact(onDaysFrom: first, through: last, reform: reform, cache: &cache, body)
  }

  override func kind(ofFact fact: Int) -> DayFactKind { source.kind(ofFact: fact) }

  override func label(ofFact fact: Int) -> String { source.label(ofFact: fact) }

  override func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue {
    source.value(ofFact: fact, onDay: julianDay)
  }
}

/// A `SourceBox` holding a source of any type as an existential: one class for every type, where
/// `TypedSourceBox<Source>` is a type of its own for each `Source`, which the run that adds one would have to
/// set up on first use. A call goes through the existential's witness table, which reads the source where the
/// box keeps it.
final class ExistentialSourceBox: SourceBox, @unchecked Sendable {
  let source: any DayFactProvider

  init(_ source: any DayFactProvider, name: String, kinds: DayFactKinds) {
    self.source = source
    super.init(name: name, kinds: kinds)
  }

  override var anySource: any DayFactSource { source.asSource }

  override var anyProvider: any DayFactProvider { source }

  override func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    source.forEachFact(onDaysFrom: first, through: last, reform: reform, cache: &cache, body)
  }

  override func kind(ofFact fact: Int) -> DayFactKind { source.kind(ofFact: fact) }

  override func label(ofFact fact: Int) -> String { source.label(ofFact: fact) }

  override func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue {
    source.value(ofFact: fact, onDay: julianDay)
  }
}

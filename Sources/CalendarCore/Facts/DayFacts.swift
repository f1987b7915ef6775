// DayFacts: every source of facts about days a calendar shows, asked together.

/// The sources of facts about days that a calendar shows (marks now; holidays, events, other
/// calendars and the moon beside them), in the order added, which is the order a day's facts are
/// listed in. Views do not ask the sources: they ask for a `DayFactIndex` of the days they show,
/// built once, and read it.
///
///     var facts = DayFacts()
///     facts.add(marks, named: "marks")
///     var cache = DayFactCache()
///     let index = facts.index(ofDaysFrom: first, through: last, reform: reform, cache: &cache)
///     for day in index.days { print(day.julianDay, index.facts(on: day).map(\.label)) }
public struct DayFacts: Sendable {
  /// The sources, each with its name, in the order added: boxed, so that asking one for a label
  /// reads it where it is rather than copying it out of the array.
  private(set) var boxes: [SourceBox] = []
  /// The sources, each with its name, in the order added.
  public var sources: [(source: any DayFactSource, name: String)] { boxes.map { ($0.anySource, $0.name) } }
  /// The kinds of fact some source can give.
  public private(set) var kinds: DayFactKinds = []

  /// No sources: no day holds a fact.
  public init() {}

  /// How many sources can give facts of kind `kind` (read from the boxes: `sources` builds an array of a
  /// type of its own, which a run would have to set up on first use).
  public func sourceCount(giving kind: DayFactKind) -> Int {
    boxes.count { $0.kinds.contains(kind.asSet) }
  }

  /// Whether there are no sources, or none that can give a fact.
  public var isEmpty: Bool { kinds.isEmpty }

  /// Adds `source` after the others, its facts naming it `name`. A source that can give no fact
  /// (marks without a mark) is left out.
  public mutating func add(_ source: some DayFactSource, named name: String) {
    guard !source.kinds.isEmpty else { return }
    boxes.append(TypedSourceBox(source, name: name, kinds: source.kinds))
    kinds.formUnion(source.kinds)
  }

  /// Adds another calendar's dates, `source`, as `add(_:named:)` adds any source, in a box made for them
  /// (`CalendarDateSourceBox`), which costs no type to make at run time.
  public mutating func add(_ source: CalendarDateDays, named name: String) {
    guard !source.kinds.isEmpty else { return }
    boxes.append(CalendarDateSourceBox(source, name: name, kinds: source.kinds))
    kinds.formUnion(source.kinds)
  }

  /// Adds `source` after the others, as `add(_:named:)` does, kept as an existential (`ExistentialSourceBox`):
  /// for a source whose box would otherwise be a type a run sets up on its first use (holidays, which every
  /// year-long run that shows them adds once). A `DayFactProvider`, so that the run needs no conformance
  /// to `Hashable` unless it compares requests.
  public mutating func add(existential source: any DayFactProvider, named name: String) {
    let kinds = source.kinds
    guard !kinds.isEmpty else { return }
    boxes.append(ExistentialSourceBox(source, name: name, kinds: kinds))
    self.kinds.formUnion(kinds)
  }

  /// The facts on the days from JDN `first` through JDN `last` (at most
  /// `DayFactIndex.maximumDayCount` of them), indexed.
  /// - Parameter cache: what the sources keep from one range to the next; a long range passes the
  ///   same one for each month.
  public func index(ofDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache)
    -> DayFactIndex
  {
    index(ofDaysFrom: first, through: last, reform: reform, cache: &cache, kinds: kinds)
  }

  /// The facts on the days from JDN `first` through JDN `last`, as `index(ofDaysFrom:through:reform:cache:)`
  /// finds them, from only the sources that can give a fact of `kinds`: what a view that shows some
  /// kinds alone asks for (the legend lists no other calendar's dates, so it does not compute them).
  public func index(
    ofDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache, kinds: DayFactKinds
  ) -> DayFactIndex {
    precondition(last - first < DayFactIndex.maximumDayCount, "a fact index of more days than it holds")
    var entries: [UInt64] = []
    // One allocation for the facts of most months, where growing from nothing would take four;
    // none without sources.
    if !boxes.isEmpty { entries.reserveCapacity(16) }
    for (position, box) in boxes.enumerated() where !box.kinds.isDisjoint(with: kinds) {
      box.forEachFact(onDaysFrom: first, through: last, reform: reform, cache: &cache) { julianDay, fact in
        entries.append(DayFactIndex.entry(day: julianDay - first, source: position, fact: fact))
      }
    }
    // Sorted, the entries run by day, then source, then the source's own order.
    if entries.count > 1 { entries.sort() }
    return DayFactIndex(facts: self, firstDay: first, entries: entries)
  }

  /// The facts on the day with JDN `julianDay`, in order.
  public func facts(onDay julianDay: Int, reform: Reform) -> [DayFact] {
    if isEmpty { return [] }
    var cache = DayFactCache()
    let index = index(ofDaysFrom: julianDay, through: julianDay, reform: reform, cache: &cache)
    return index.days.first.map(index.facts) ?? []
  }

  /// The fact numbered `fact` of the source at `position`, on the day with JDN `julianDay`.
  func fact(_ fact: Int, ofSourceAt position: Int, onDay julianDay: Int) -> DayFact {
    let box = boxes[position]
    return DayFact(value: box.value(ofFact: fact, onDay: julianDay), label: box.label(ofFact: fact), source: box.name)
  }
}

extension DayFacts: Equatable {
  /// Whether both have equal sources with equal names in the same order.
  public static func == (left: DayFacts, right: DayFacts) -> Bool {
    left.boxes.count == right.boxes.count
      && zip(left.boxes, right.boxes).allSatisfy { $0.anySource.isEqual(to: $1.anySource) && $0.name == $1.name }
  }
}

extension DayFacts: Hashable {
  public func hash(into hasher: inout Hasher) {
    for box in boxes {
      box.anySource.hash(into: &hasher)
      hasher.combine(box.name)
    }
  }
}

extension DayFactSource {
  /// Whether `other` is a source of the same type, equal to this one.
  fileprivate func isEqual(to other: any DayFactSource) -> Bool { (other as? Self) == self }
}

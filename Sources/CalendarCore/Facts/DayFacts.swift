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
  /// The first four sources, in the order added, and the rest after them: stored slots for the few most views
  /// have, because an array of existentials has its type made at run time, from its mangled name, at the first
  /// append of each run, which costs more than a month's facts (docs/performance.md).
  private(set) var source0, source1, source2, source3: (any DayFactSource)?
  private(set) var laterSources: [any DayFactSource] = []
  /// The name each source's facts carry, in the sources' order.
  private(set) var names: [String] = []
  /// The kinds of fact some source can give.
  public private(set) var kinds: DayFactKinds = []

  /// No sources: no day holds a fact.
  public init() {}

  /// The sources, each with its name, in the order added.
  public var sources: [(source: any DayFactSource, name: String)] {
    names.indices.map { (source(at: $0), names[$0]) }
  }

  /// How many sources can give facts of kind `kind`.
  public func sourceCount(giving kind: DayFactKind) -> Int {
    names.indices.count { source(at: $0).kinds.contains(kind.asSet) }
  }

  /// Whether there are no sources, or none that can give a fact.
  public var isEmpty: Bool { kinds.isEmpty }

  /// Adds `source` after the others, its facts naming it `name`. A source that can give no fact
  /// (marks without a mark) is left out.
  public mutating func add(_ source: any DayFactSource, named name: String) {
    let sourceKinds = source.kinds
    guard !sourceKinds.isEmpty else { return }
    switch names.count {
    case 0: source0 = source
    case 1: source1 = source
    case 2: source2 = source
    case 3: source3 = source
    default: laterSources.append(source)
    }
    names.append(name)
    kinds.formUnion(sourceKinds)
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
    var entries: [Int] = []
    // One allocation for the facts of most months (and of most runs of months a legend reads), where growing
    // from nothing would take four; none without sources.
    if !names.isEmpty { entries.reserveCapacity(last - first < 64 ? 16 : 64) }
    // Whether the entries came in order: one source's facts mostly do, and need no sort.
    var isInOrder = true
    // An index of some kinds alone skips the other sources.
    for position in names.indices where !source(at: position).kinds.isDisjoint(with: kinds) {
      source(at: position).forEachFact(onDaysFrom: first, through: last, reform: reform, cache: &cache) {
        julianDay, fact in
        let entry = DayFactIndex.entry(day: julianDay - first, source: position, fact: fact)
        if let previous = entries.last, previous > entry { isInOrder = false }
        entries.append(entry)
      }
    }
    // Sorted, the entries run by day, then source, then fact number.
    if !isInOrder { entries.sort() }
    return DayFactIndex(facts: self, firstDay: first, dayCount: max(0, last - first + 1), entries: entries)
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
    let source = source(at: position)
    return DayFact(
      value: source.value(ofFact: fact, onDay: julianDay), label: source.label(ofFact: fact), source: names[position])
  }
}

extension DayFacts: Equatable {
  /// Whether both have equal sources with equal names in the same order.
  public static func == (left: DayFacts, right: DayFacts) -> Bool {
    left.names == right.names && left.names.indices.allSatisfy { left.source(at: $0).isEqual(to: right.source(at: $0)) }
  }
}

extension DayFacts: Hashable {
  public func hash(into hasher: inout Hasher) {
    for position in names.indices { source(at: position).hash(into: &hasher) }
    hasher.combine(names)
  }
}

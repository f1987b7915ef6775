// DayFactIndex: the facts on a run of days (a month, a grid), found once and read by every view.

/// The facts on a run of up to 64 consecutive days, found once from every source of a `DayFacts`:
/// what the text grid colours, the legend lists, JSON writes and the browser shows for the days of
/// a month. Each fact is kept as a number (its day, its source, its number there), so that an index
/// costs no strings until a view asks for a fact's label.
public struct DayFactIndex: Sendable {
  /// The most days one index covers: a month grid's 42, with room.
  public static let maximumDayCount = 64

  /// The sources the facts come from.
  private let facts: DayFacts
  /// The JDN of the first day covered.
  public let firstDay: Int
  /// Each fact as day offset (8 bits), source position (24 bits), fact number (32 bits), sorted.
  private let entries: [UInt64]

  init(facts: DayFacts, firstDay: Int, entries: [UInt64]) {
    self.facts = facts
    self.firstDay = firstDay
    self.entries = entries
  }

  /// An entry as `entries` keeps it.
  static func entry(day offset: Int, source: Int, fact: Int) -> UInt64 {
    precondition(source < 1 << 24 && fact >= 0 && fact < 1 << 32, "a fact numbered past an index entry")
    return UInt64(offset) << 56 | UInt64(source) << 32 | UInt64(fact)
  }

  /// Whether no day covered holds a fact.
  public var isEmpty: Bool { entries.isEmpty }

  /// The days covered that hold facts of kind `kind`, as bit `day - firstDay` set for each.
  public func days(of kind: DayFactKind) -> UInt64 {
    var bits: UInt64 = 0
    // Marks are most of what an index holds, and all a source of marks gives: no need to ask.
    let isKindOfEverySource = facts.kinds == kind.asSet
    for entry in entries where isKindOfEverySource || kindOfEntry(entry) == kind { bits |= 1 << (entry >> 56) }
    return bits
  }

  /// The kinds of fact on the day with JDN `julianDay`.
  public func kinds(onDay julianDay: Int) -> DayFactKinds {
    var kinds: DayFactKinds = []
    for entry in entries where Int(entry >> 56) == julianDay - firstDay { kinds.insert(kindOfEntry(entry).asSet) }
    return kinds
  }

  /// The days that hold facts, in order.
  public var days: [Day] {
    var days: [Day] = []
    var start = 0
    while start < entries.count {
      let offset = entries[start] >> 56
      var end = start + 1
      while end < entries.count && entries[end] >> 56 == offset { end += 1 }
      days.append(Day(julianDay: firstDay + Int(offset), factPositions: start..<end))
      start = end
    }
    return days
  }

  /// Calls `body` with each day that holds facts, in order: `days` without an array made.
  public func forEachDay(_ body: (Day) -> Void) {
    var start = 0
    while start < entries.count {
      let offset = entries[start] >> 56
      var end = start + 1
      while end < entries.count && entries[end] >> 56 == offset { end += 1 }
      body(Day(julianDay: firstDay + Int(offset), factPositions: start..<end))
      start = end
    }
  }

  /// The kind of the fact at `position` (one of a `Day`'s `factPositions`).
  public func kind(at position: Int) -> DayFactKind { kindOfEntry(entries[position]) }

  /// The label of the fact at `position` (one of a `Day`'s `factPositions`).
  public func label(at position: Int) -> String {
    let entry = entries[position]
    return facts.sourceList[Int(entry >> 32 & 0xFF_FFFF)].label(ofFact: Int(entry & 0xFFFF_FFFF))
  }

  /// What the fact at `position` (one of a `Day`'s `factPositions`) says beyond its label, typed by its kind:
  /// a holiday's country and category, an event's times on its day, another calendar's date, a moon phase.
  public func value(at position: Int) -> DayFactValue {
    let entry = entries[position]
    return facts.sourceList[Int(entry >> 32 & 0xFF_FFFF)].value(
      ofFact: Int(entry & 0xFFFF_FFFF), onDay: firstDay + Int(entry >> 56))
  }

  /// The number the source gave the fact at `position` (one of a `Day`'s `factPositions`): what the source's
  /// `titles` are read by.
  public func factNumber(at position: Int) -> Int { Int(entries[position] & 0xFFFF_FFFF) }

  /// The position in `DayFacts.sources` of the source of the fact at `position` (one of a `Day`'s
  /// `factPositions`).
  public func sourcePosition(at position: Int) -> Int { Int(entries[position] >> 32 & 0xFF_FFFF) }

  /// The name of the source of the fact at `position` (one of a `Day`'s `factPositions`).
  public func sourceName(at position: Int) -> String { facts.names[sourcePosition(at: position)] }

  /// The facts on `day`, in the order of their sources and, within a source, the source's order.
  public func facts(on day: Day) -> [DayFact] {
    day.factPositions.map { position in
      let entry = entries[position]
      return facts.fact(Int(entry & 0xFFFF_FFFF), ofSourceAt: Int(entry >> 32 & 0xFF_FFFF), onDay: day.julianDay)
    }
  }

  /// The labels of the facts on `day` of kind `kind`, in order.
  public func labels(on day: Day, of kind: DayFactKind) -> [String] {
    day.factPositions.compactMap { position in self.kind(at: position) == kind ? label(at: position) : nil }
  }

  /// The kind of the fact `entry` keeps.
  private func kindOfEntry(_ entry: UInt64) -> DayFactKind {
    // Sources of one kind (marks alone) need not be asked.
    let kinds = facts.kinds.rawValue
    if kinds & (kinds - 1) == 0 { return DayFactKind(rawValue: UInt8(kinds.trailingZeroBitCount))! }
    return facts.sourceList[Int(entry >> 32 & 0xFF_FFFF)].kind(ofFact: Int(entry & 0xFFFF_FFFF))
  }
}
